import { isFundingTransitionAllowed } from '@backoffice/shared/contract';
import type { ApiContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import type { EndpointHandlers } from '../../http/handlers';
import { recordAudit } from '../audit/repository';
import { notifyRequesterAnswered } from '../notifications/review-notifications';
import {
  appendHistory,
  findFundingSummaryRow,
  insertFundingRequest,
  markRequesterAnswered,
  nextFundingRequestId,
  toFundingSummary,
} from './repository';
import { lockFundingRequest } from './locked-request';
import { insertRequesterNote } from './status-change';

type MemberFundingHandlers = Pick<
  EndpointHandlers,
  'submitFundingRequest' | 'answerFundingRequest'
>;

/** The member's side of funding requests: submitting one, answering a question. */
export function memberFundingHandlers({ db }: ApiContext): MemberFundingHandlers {
  return {
    async submitFundingRequest({ body, user }) {
      const row = await db.transaction(async (tx) => {
        const id = await nextFundingRequestId(tx);
        const at = new Date();
        await insertFundingRequest(tx, { ...body, id, requesterId: user.id, at });
        await appendHistory(tx, id, { at, actor: user.name, action: 'created' });
        await recordAudit(tx, {
          actor: user,
          kind: 'funding.create',
          entity: { type: 'funding_request', id },
          after: {
            title: body.title,
            category: body.category,
            amountRequested: body.amountRequested,
            status: 'pending',
          },
        });
        return findFundingSummaryRow(tx, id);
      });
      if (!row) throw new Error('Submitting a funding request stored no row');
      return toFundingSummary(row);
    },

    async answerFundingRequest({ params, body, user }) {
      const id = params.id ?? '';
      return db.transaction(async (tx) => {
        const request = await lockFundingRequest(tx, id);
        // Another member's request is as good as missing to this one.
        if (request.requesterId !== user.id) throw notFound(`Funding request ${id} not found`);
        if (
          request.status !== 'needs_info' ||
          !isFundingTransitionAllowed(request.status, 'under_review')
        ) {
          throw conflict('This request is not waiting for an answer', 'status');
        }
        const at = new Date();
        await markRequesterAnswered(tx, id, at);
        await appendHistory(tx, id, {
          at,
          actor: user.name,
          action: 'requester_answered',
          from: 'needs_info',
          to: 'under_review',
          reason: body.answer,
        });
        await recordAudit(tx, {
          actor: user,
          kind: 'funding.status',
          entity: { type: 'funding_request', id },
          before: { status: 'needs_info' },
          after: { status: 'under_review', answer: body.answer },
        });
        await notifyRequesterAnswered(tx, request, user.name);
        return insertRequesterNote(tx, request, body.answer, user);
      });
    },
  };
}
