import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  focusAfterRemoval,
  isApiError,
  notifySuccess,
  savedViewQueryOf,
  savedViewsQuery,
  useCreateSavedView,
  useDeleteSavedView,
  type SavedViewList,
} from '@backoffice/shared';
import { SAVED_VIEW_NAME_MAX_LENGTH } from '@backoffice/shared/contract';
import { Link, useLocation } from '@backoffice/shared/router';
import {
  Button,
  CheckboxField,
  IconButton,
  Skeleton,
  TextField,
  VisuallyHidden,
} from '@backoffice/shared/ui-core';
import { ConfirmDialog } from '../ui/dialog/confirm-dialog';
import styles from './saved-views.module.css';

export type SavedViewsProps = {
  /** Which list's views: the api keeps them per list. */
  list: SavedViewList;
};

/**
 * A list's saved views beside its filters: each opens the list's URL with the view's filters and
 * sort; "Save view" keeps the current ones under a name, for the person or for the team; the
 * owner of a view can delete it at once, with Undo in the toast.
 */
export function SavedViews({ list }: SavedViewsProps) {
  const views = useQuery(savedViewsQuery(list));
  const { pathname, search } = useLocation();
  const current = savedViewQueryOf(search);
  const [saving, setSaving] = useState(false);
  const remove = useDeleteSavedView(list);
  const saveButton = useRef<HTMLButtonElement>(null);

  return (
    <section aria-label="Saved views" aria-busy={views.isPending} className={styles.bar}>
      <h2 className={styles.heading}>Saved views</h2>
      {views.isPending ? (
        // As wide as "None yet", the answer most lists get: the toolbar around it does not
        // rewrap when it arrives (at 1280 px a wider one pushed the tabs down a row).
        <p className={styles.muted}>
          <Skeleton width="4.5em" height="1em" className={styles.loading} />
          <VisuallyHidden>Loading saved views</VisuallyHidden>
        </p>
      ) : views.isError ? (
        <p role="alert" className={styles.error}>
          Could not load saved views.{' '}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void views.refetch()}
            loading={views.isFetching}
          >
            Retry
          </Button>
        </p>
      ) : views.data.length === 0 ? (
        <p className={styles.muted}>None yet</p>
      ) : (
        <ul className={styles.views}>
          {views.data.map((view) => (
            <li key={view.id} className={styles.view}>
              <Link
                to={{ pathname, search: view.query ? `?${view.query}` : '' }}
                className={styles.link}
                aria-current={savedViewQueryOf(view.query) === current ? 'page' : undefined}
              >
                {view.name}
                {(view.shared || !view.mine) && (
                  <>
                    {' '}
                    <span className={styles.owner}>· {view.mine ? 'shared' : view.owner.name}</span>
                  </>
                )}
              </Link>
              {view.mine && (
                <IconButton
                  label={`Delete view ${view.name}`}
                  icon="✕"
                  size="sm"
                  onClick={(event) => {
                    const control = event.currentTarget;
                    remove.mutate(view, {
                      onSuccess: () => focusAfterRemoval(control, saveButton.current),
                    });
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <Button ref={saveButton} variant="secondary" size="sm" onClick={() => setSaving(true)}>
        Save view
      </Button>
      {saving && <SaveViewDialog list={list} query={current} onClose={() => setSaving(false)} />}
    </section>
  );
}

function SaveViewDialog({
  list,
  query,
  onClose,
}: {
  list: SavedViewList;
  query: string;
  onClose: () => void;
}) {
  const create = useCreateSavedView(list);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [nameError, setNameError] = useState<string>();

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Enter a name');
      return;
    }
    create.mutate(
      { name: trimmed, query, shared },
      {
        onSuccess: (view) => {
          notifySuccess(`Saved view “${view.name}”`);
          onClose();
        },
        onError: (error) => {
          // The form stays as typed; a name clash is said at the name, anything else below it.
          if (isApiError(error) && error.field === 'name') setNameError(stripField(error.message));
        },
      },
    );
  };
  const failure =
    create.isError && !(isApiError(create.error) && create.error.field === 'name')
      ? create.error.message
      : undefined;

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Save view"
      description="Keeps this list's filters and sort under a name."
      confirmLabel="Save"
      onConfirm={save}
      pending={create.isPending}
    >
      <TextField
        label="Name"
        value={name}
        required
        maxLength={SAVED_VIEW_NAME_MAX_LENGTH}
        error={nameError}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setNameError(undefined);
        }}
      />
      <CheckboxField
        label="Share with the team"
        checked={shared}
        onChange={(event) => setShared(event.currentTarget.checked)}
      />
      {failure && (
        <p role="alert" className={styles.error}>
          Could not save the view: {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}

/** The api's messages start with the field at fault ("name: …"); the field's label says that. */
const stripField = (message: string) => message.replace(/^name:\s*/, '');
