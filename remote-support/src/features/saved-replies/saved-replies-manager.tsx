import {
  ActionButton,
  CHAT_MESSAGE_MAX_LENGTH,
  focusAfterRemoval,
  useMayAct,
  SAVED_REPLY_TITLE_MAX_LENGTH,
  savedReplyInputSchema,
  toastContainerProps,
  type SavedReply,
} from '@backoffice/shared';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  Skeleton,
  TextAreaField,
  TextField,
} from '@backoffice/shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import { ToastContainer } from 'react-toastify';
import styles from '../../lib/support.module.css';
import { useDeleteSavedReply, useSaveSavedReply, useSavedReplies } from './saved-reply-queries';

type FieldErrors = Partial<Record<'title' | 'body', string>>;

/** The dialog's own toasts: the page's lie under the dialog, so its Undo would be out of reach. */
const MANAGER_TOASTS = 'saved-replies-manager';

/** Create or edit one reply; a refused save keeps what was typed and says why. */
function ReplyForm({ editing, onDone }: { editing: SavedReply | null; onDone: () => void }) {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveSavedReply();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = savedReplyInputSchema.safeParse({ title, body });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'title' || field === 'body') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { ...(editing && { id: editing.id }), input: parsed.data },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-label={editing ? 'Edit saved reply' : 'New saved reply'}>
      <TextField
        label="Title"
        value={title}
        maxLength={SAVED_REPLY_TITLE_MAX_LENGTH}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <TextAreaField
        label="Reply"
        hint="{firstName} becomes the member's first name"
        value={body}
        rows={3}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        onChange={(event) => setBody(event.target.value)}
        error={errors.body}
      />
      {save.isError && <p role="alert">Could not save: {save.error.message}</p>}
      <ActionButton
        action={editing ? 'editSavedReply' : 'createSavedReply'}
        type="submit"
        loading={save.isPending}
      >
        {editing ? 'Save changes' : 'Add reply'}
      </ActionButton>
      {editing && (
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      )}
    </form>
  );
}

/**
 * The team's saved replies inside /support: list, add, edit, delete. Deleting is done at once and
 * its toast offers Undo, which brings the reply back for the whole team.
 */
export function SavedRepliesManager() {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const replies = useSavedReplies();
  const remove = useDeleteSavedReply(MANAGER_TOASTS);
  const mayWrite = useMayAct('createSavedReply');

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Saved replies
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Saved replies" size="lg">
        {/* Takes the focus when the last reply is deleted, where "No saved replies yet" shows. */}
        <div ref={list} tabIndex={-1}>
          {replies.isPending ? (
            <Skeleton height={60} />
          ) : replies.isError ? (
            <ErrorState
              title={`Could not load saved replies: ${replies.error.message}`}
              onRetry={() => void replies.refetch()}
            />
          ) : replies.data.length === 0 ? (
            <EmptyState
              title="No saved replies yet"
              description="Add one below; type / in the reply box to use it."
            />
          ) : (
            <ul className={styles.replyManagerList} aria-label="Saved replies">
              {replies.data.map((reply) => (
                <li key={reply.id} className={styles.replyManagerItem}>
                  <span>
                    <strong>{reply.title}</strong>
                    <br />
                    {reply.body}
                  </span>
                  <span>
                    <ActionButton
                      action="editSavedReply"
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit ${reply.title}`}
                      onClick={() => setEditing(reply)}
                    >
                      Edit
                    </ActionButton>
                    <ActionButton
                      action="deleteSavedReply"
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${reply.title}`}
                      onClick={(event) => {
                        const control = event.currentTarget;
                        remove.mutate(reply, {
                          onSuccess: () => focusAfterRemoval(control, list.current),
                        });
                      }}
                    >
                      Delete
                    </ActionButton>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        {mayWrite && (
          <ReplyForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        )}
        <ToastContainer
          {...toastContainerProps}
          containerId={MANAGER_TOASTS}
          position="bottom-right"
          className={styles.managerToasts}
        />
      </Dialog>
    </>
  );
}
