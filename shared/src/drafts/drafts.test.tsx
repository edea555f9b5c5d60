import { useAuthStore } from '@backoffice/shared/session';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DraftOffer } from './draft-offer';
import { clearAllDrafts, DRAFTS_STORAGE_KEY, saveDraft, useDraftsStore } from './draft-store';
import { confirmLeavePage, hasUnsavedChanges } from './unsaved-changes';
import { useFormDraft } from './use-form-draft';

const admin = (id: string) => ({
  access_token: `token-${id}`,
  refresh_token: `refresh-${id}`,
  user: { id, name: id, email: `${id}@backoffice.test`, role: 'admin' as const },
});
const entries = () => useDraftsStore.getState().entries;

/** A note field kept as a draft, as the ticket forms do. */
function NoteField() {
  const [text, setText] = useState('');
  const draft = useFormDraft('ticket-note:FR-1', { text, dirty: text !== '' });
  return (
    <>
      <DraftOffer draft={draft} onRestore={setText} />
      <label>
        Note
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
    </>
  );
}

beforeEach(() => {
  useAuthStore.getState().login(admin('ADM-1'));
});
afterEach(() => {
  clearAllDrafts();
  useAuthStore.getState().logout();
});

describe('the draft store', () => {
  it('keeps drafts in this tab for the same admin, and drops them when another signs in', () => {
    saveDraft('chat:r1', 'half a reply');
    expect(JSON.parse(sessionStorage.getItem(DRAFTS_STORAGE_KEY) ?? '{}')).toEqual({
      owner: 'ADM-1',
      entries: { 'chat:r1': 'half a reply' },
    });
    useAuthStore.getState().logout();
    useAuthStore.getState().login(admin('ADM-1'));
    expect(entries()).toEqual({ 'chat:r1': 'half a reply' });

    useAuthStore.getState().logout();
    useAuthStore.getState().login(admin('ADM-2'));
    expect(entries()).toEqual({});
    expect(sessionStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
  });

  it('empties on sign-out (clearAllDrafts)', () => {
    saveDraft('chat:r1', 'x');
    clearAllDrafts();
    expect(entries()).toEqual({});
  });
});

describe('useFormDraft', () => {
  it('keeps the typed note when the session ends and offers it back to the same admin', async () => {
    const user = userEvent.setup();
    const first = render(<NoteField />);
    await user.type(screen.getByLabelText('Note'), 'Documents received');
    expect(hasUnsavedChanges()).toBe(true);
    // A 401: the HTTP client logs out, then the page unmounts on its way to /login.
    act(() => useAuthStore.getState().logout());
    first.unmount();
    expect(hasUnsavedChanges()).toBe(false);

    act(() => useAuthStore.getState().login(admin('ADM-1')));
    render(<NoteField />);
    expect(screen.getByLabelText('Note')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore it' }));
    expect(screen.getByLabelText('Note')).toHaveValue('Documents received');
    expect(screen.queryByRole('button', { name: 'Restore it' })).not.toBeInTheDocument();
  });

  it('drops the draft when the admin leaves the page with the session alive', async () => {
    const user = userEvent.setup();
    const page = render(<NoteField />);
    await user.type(screen.getByLabelText('Note'), 'gone');
    page.unmount();
    expect(entries()).toEqual({});
  });

  it('asks before leaving with unsaved changes, and only then', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(confirmLeavePage()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    render(<NoteField />);
    await userEvent.setup().type(screen.getByLabelText('Note'), 'x');
    expect(confirmLeavePage()).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(1);
    confirm.mockRestore();
  });
});
