import {
  DraftOffer,
  NOTE_MAX_LENGTH,
  PermittedButton,
  sendNoteSchema,
  useFormDraft,
  usePermission,
  type SendNote,
} from '@backoffice/shared';
import { TextAreaField } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSendNote } from './ticket-mutations';
import styles from './ticket-details.module.css';

/** Writes to the requester; a failed send keeps the text and says why. */
export function SendNoteForm({ requestId }: { requestId: string }) {
  const sendNote = useSendNote(requestId);
  const write = usePermission('writeFundingNotes');
  const form = useForm<SendNote>({
    resolver: zodResolver(sendNoteSchema),
    defaultValues: { content: '' },
  });
  const submit = form.handleSubmit(async ({ content }) => {
    // The button is disabled while the note is sent, which drops focus to the start of the page:
    // the cursor goes back into the note instead, ready for the next one.
    form.setFocus('content');
    try {
      await sendNote.mutateAsync(content);
      form.reset({ content: '' });
    } catch (error) {
      form.setError('root', {
        message: `The note was not sent: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  });
  const content = form.watch('content');
  const length = content.length;
  // Kept if the session ends before it is sent; leaving with it typed asks first.
  const draft = useFormDraft(`ticket-note:${requestId}`, { text: content, dirty: content !== '' });
  return (
    <form onSubmit={(event) => void submit(event)} className={styles.form} noValidate>
      <DraftOffer
        draft={draft}
        onRestore={(text) => form.setValue('content', text, { shouldDirty: true })}
      />
      <TextAreaField
        label="Note to requester"
        rows={3}
        // A role that may not send says so where it would type (the button's tooltip needs a mouse).
        hint={
          write.reason ?? `${length} / ${NOTE_MAX_LENGTH} characters. The requester is notified.`
        }
        error={form.formState.errors.content?.message}
        {...form.register('content')}
      />
      {form.formState.errors.root && (
        <p role="alert" className={styles.error}>
          {form.formState.errors.root.message}
        </p>
      )}
      <div>
        <PermittedButton
          permission="writeFundingNotes"
          type="submit"
          loading={form.formState.isSubmitting}
        >
          Send note to requester
        </PermittedButton>
      </div>
    </form>
  );
}
