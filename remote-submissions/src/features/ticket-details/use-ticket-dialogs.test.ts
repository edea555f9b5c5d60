import type { FundingRequest } from '@backoffice/shared';
import { act, renderHook } from '@testing-library/react';
import { fundingRequest } from '../../testing/fake-api';
import { ticketDialogReducer, useTicketDialogs, type TicketDialog } from './use-ticket-dialogs';

const closed: TicketDialog = { kind: 'closed' };

describe('ticketDialogReducer', () => {
  it('opens one dialog at a time, each starting without a conflict', () => {
    const deciding = ticketDialogReducer(closed, { type: 'decide', target: 'approved' });
    expect(deciding).toEqual({ kind: 'decision', target: 'approved', conflictOn: null });
    expect(ticketDialogReducer(deciding, { type: 'send-back' })).toEqual({
      kind: 'send-back',
      conflicted: false,
    });
    expect(ticketDialogReducer(deciding, { type: 'shortcuts' })).toEqual({ kind: 'shortcuts' });
    expect(ticketDialogReducer(deciding, { type: 'close' })).toEqual(closed);
  });

  it('keeps a conflict with the dialog it happened in, and only there', () => {
    const deciding = ticketDialogReducer(closed, { type: 'decide', target: 'rejected' });
    expect(ticketDialogReducer(deciding, { type: 'decision-conflict', version: 3 })).toEqual({
      kind: 'decision',
      target: 'rejected',
      conflictOn: 3,
    });
    const sendingBack = ticketDialogReducer(closed, { type: 'send-back' });
    expect(ticketDialogReducer(sendingBack, { type: 'send-back-conflict' })).toEqual({
      kind: 'send-back',
      conflicted: true,
    });
    // A conflict answered after its dialog was closed opens nothing.
    expect(ticketDialogReducer(closed, { type: 'decision-conflict', version: 3 })).toBe(closed);
    expect(ticketDialogReducer(closed, { type: 'send-back-conflict' })).toBe(closed);
    // Opening again starts clean.
    const conflicted = ticketDialogReducer(deciding, { type: 'decision-conflict', version: 3 });
    expect(ticketDialogReducer(conflicted, { type: 'decide', target: 'rejected' })).toEqual({
      kind: 'decision',
      target: 'rejected',
      conflictOn: null,
    });
  });
});

describe('useTicketDialogs', () => {
  const render = (initial: FundingRequest) =>
    renderHook(({ request }) => useTicketDialogs(request, 'reviewer-1'), {
      initialProps: { request: initial },
    });

  it('closes a refused decision once the fresh request refuses it too', () => {
    const { result, rerender } = render(fundingRequest({ status: 'under_review', version: 2 }));
    act(() => result.current[1]({ type: 'decide', target: 'rejected' }));
    act(() => result.current[1]({ type: 'decision-conflict', version: 2 }));
    // Someone else rejected it first: rejecting is no longer possible.
    rerender({ request: fundingRequest({ status: 'rejected', version: 3 }) });
    expect(result.current[0]).toEqual(closed);
  });

  it('keeps a refused decision open, with its conflict, while the fresh request still allows it', () => {
    const { result, rerender } = render(fundingRequest({ status: 'under_review', version: 2 }));
    act(() => result.current[1]({ type: 'decide', target: 'rejected' }));
    act(() => result.current[1]({ type: 'decision-conflict', version: 2 }));
    // Still the refused version: nothing fresh to judge by yet.
    rerender({ request: fundingRequest({ status: 'rejected', version: 2 }) });
    expect(result.current[0]).toMatchObject({ kind: 'decision', conflictOn: 2 });
    // A note was added meanwhile: the decision is still possible, to confirm again.
    rerender({ request: fundingRequest({ status: 'under_review', version: 3 }) });
    expect(result.current[0]).toEqual({ kind: 'decision', target: 'rejected', conflictOn: 2 });
  });

  it('leaves a decision without a conflict alone when the request changes', () => {
    const { result, rerender } = render(fundingRequest({ status: 'under_review', version: 2 }));
    act(() => result.current[1]({ type: 'decide', target: 'rejected' }));
    rerender({ request: fundingRequest({ status: 'rejected', version: 3 }) });
    expect(result.current[0]).toEqual({ kind: 'decision', target: 'rejected', conflictOn: null });
  });
});
