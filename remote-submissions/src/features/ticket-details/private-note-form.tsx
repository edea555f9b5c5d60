import {
  DraftOffer,
  notifyError,
  notifySuccess,
  notifyUndoable,
  PermittedButton,
  PRIVATE_NOTE_MAX_LENGTH,
  privateNoteSchema,
  useFormDraft,
  usePermission,
  type PrivateNote,
} from '@backoffice/shared';
import { TextAreaField } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMentionSuggestions } from './mention-suggestions';
import { useSavePrivateNote } from './ticket-mutations';
import styles from './ticket-details.module.css';

/**
 * The admins' own note, saved only when asked. A refetch never overwrites unsaved typing, and a
 * failed save keeps the text and marks it unsaved. The save names the version shown when the
 * typing started: when someone else saved meanwhile, the api answers 409, the text
 * stays, and the next save (made knowing that) is based on the version then shown. Typing "@"
 * suggests colleagues by name; the api reads the mentions from the saved text (docs/staff.md).
 */
export function PrivateNoteForm({
  requestId,
  savedNote,
  version,
}: {
  requestId: string;
  savedNote: string;
  version: number;
}) {
  const save = useSavePrivateNote(requestId);
  const write = usePermission('writeFundingNotes');
  // The version the typed text is based on: set by the first keystroke on a clean form, never by
  // a render (a live refresh may bring another admin's note and decision in one answer).
  const [typingBase, setTypingBase] = useState<number | null>(null);
  const form = useForm<PrivateNote>({
    resolver: zodResolver(privateNoteSchema),
    values: { note: savedNote },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = form.handleSubmit(async ({ note }) => {
    // The button is disabled while saving and stays so once saved, which drops focus to the start
    // of the page: the cursor goes back into the note instead.
    form.setFocus('note');
    const previous = savedNote;
    try {
      const updated = await save.mutateAsync({ note, version: typingBase ?? version });
      form.reset({ note: updated.privateNote });
      setTypingBase(null);
      // Reversible (the actions table): Undo saves the note it replaced, only at the version
      // this save left, so a colleague's later save is never overwritten.
      notifyUndoable('Private note saved', () => undo(previous, updated.version), {
        toastId: `private-note-${requestId}-${updated.version}`,
      });
    } catch (error) {
      // Told of the conflict, the admin's next save is based on what the page shows then.
      setTypingBase(null);
      form.setError('root', {
        message: `Not saved: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  });
  const undo = async (note: string, savedVersion: number) => {
    try {
      const restored = await save.mutateAsync({ note, version: savedVersion });
      // The form keeps typed text over a live refresh; the note Undo put back replaces it.
      form.reset({ note: restored.privateNote }, { keepDirtyValues: false, keepFieldsRef: true });
      notifySuccess('Private note put back');
    } catch (error) {
      notifyError(`Not undone: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const { isDirty, isSubmitting, errors } = form.formState;
  const startTyping = () => setTypingBase((base) => base ?? version);
  const note = form.watch('note');
  // Kept if the session ends before it is saved; leaving with it unsaved asks first.
  const draft = useFormDraft(`private-note:${requestId}`, { text: note, dirty: isDirty });
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const mentions = useMentionSuggestions({
    text: note,
    enabled: write.allowed,
    onPick: ({ text, caret }) => {
      startTyping();
      form.clearErrors('root');
      form.setValue('note', text, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
      textareaRef.current?.setSelectionRange(caret, caret);
    },
  });
  const { ref: registerRef, ...noteField } = form.register('note', {
    onChange: () => {
      startTyping();
      form.clearErrors('root');
    },
  });
  const status = isSubmitting
    ? 'Saving…'
    : errors.root
      ? errors.root.message
      : isDirty
        ? 'Unsaved changes'
        : 'Saved';
  return (
    <form onSubmit={(event) => void submit(event)} className={styles.form} noValidate>
      <DraftOffer
        draft={draft}
        onRestore={(text) => {
          startTyping();
          form.setValue('note', text, { shouldDirty: true });
        }}
      />
      <TextAreaField
        label="Private note"
        hint={write.reason ?? `Only admins see this. Up to ${PRIVATE_NOTE_MAX_LENGTH} characters.`}
        rows={4}
        error={errors.note?.message}
        {...noteField}
        {...mentions.textareaProps}
        ref={(element) => {
          registerRef(element);
          textareaRef.current = element;
        }}
        onBlur={(event) => {
          mentions.textareaProps.onBlur(event);
          void noteField.onBlur(event);
        }}
      />
      {mentions.list}
      <div className={styles.saveRow}>
        <PermittedButton
          permission="writeFundingNotes"
          type="submit"
          variant="secondary"
          loading={isSubmitting}
          disabled={!isDirty}
        >
          Save private note
        </PermittedButton>
        <span
          role="status"
          className={errors.root ? styles.error : styles.muted}
          data-state={errors.root ? 'failed' : isDirty ? 'unsaved' : 'saved'}
        >
          {status}
        </span>
      </div>
    </form>
  );
}
