import {
  ActionButton,
  CHAT_MESSAGE_MAX_LENGTH,
  useMayAct,
  SAVED_REPLY_TITLE_MAX_LENGTH,
  savedReplyInputSchema,
  type SavedReply,
} from '@backoffice/shared';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  ErrorState,
  Skeleton,
  TextAreaField,
  TextField,
} from '@backoffice/shared/ui';
import { useState, type FormEvent } from 'react';
import styles from '../../lib/support.module.css';
import { useDeleteSavedReply, useSaveSavedReply, useSavedReplies } from './saved-reply-queries';

type FieldErrors = Partial<Record<'title' | 'body', string>>;

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
 * The team's saved replies inside /support: list, add, edit, delete. Deleting asks
 * first: the reply goes for the whole team.
 */
export function SavedRepliesManager() {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const [deleting, setDeleting] = useState<SavedReply | null>(null);
  const replies = useSavedReplies();
  const remove = useDeleteSavedReply();
  const mayWrite = useMayAct('createSavedReply');

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Saved replies
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Saved replies" size="lg">
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
                    onClick={() => {
                      remove.reset();
                      setDeleting(reply);
                    }}
                  >
                    Delete
                  </ActionButton>
                </span>
              </li>
            ))}
          </ul>
        )}
        {mayWrite && (
          <ReplyForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete this saved reply?"
        description={
          deleting &&
          `“${deleting.title}” will no longer be offered to anyone on the team. This cannot be undone.`
        }
        confirmLabel="Delete reply"
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      >
        {remove.isError && <p role="alert">Could not delete: {remove.error.message}</p>}
      </ConfirmDialog>
    </>
  );
}
