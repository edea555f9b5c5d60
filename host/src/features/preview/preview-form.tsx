import { getRuntimeConfig } from '@backoffice/shared';
import { Button, SelectField, TextField } from '@backoffice/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Area } from '../../platform/federation/area-list';
import { previewFormSchema, savePreview, type Preview } from '../../platform/federation/preview';
import { useFocusFirstError } from '../../forms/use-focus-first-error';

// The URL is what is typed; the area is chosen from the list.
const FIELD_ORDER = ['manifest', 'remote'] as const;

/**
 * Settings → Diagnostics: load one area from another build (its manifest URL) in this tab only.
 * The page starts again so the runtime registers the area from there; the banner then shows it.
 */
export function PreviewForm({ areas }: { areas: readonly Area[] }) {
  // The allowed origins are the deployment's, read once: they do not change while the page lives.
  const [resolver] = useState(() =>
    // Checked synchronously, so the errors and the cursor are in place once the click is handled.
    zodResolver(previewFormSchema(getRuntimeConfig().previewOrigins ?? []), undefined, {
      mode: 'sync',
    }),
  );
  const form = useForm<Preview>({
    resolver,
    defaultValues: { remote: areas[0]?.remote ?? '', manifest: '' },
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const { formRef, focusFirstError } = useFocusFirstError(form, FIELD_ORDER);
  if (areas.length === 0) return null;

  const submit = form.handleSubmit((preview) => {
    savePreview(preview);
    window.location.reload();
  }, focusFirstError);

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Preview a build"
    >
      <SelectField
        label="Area to preview"
        error={errors.remote?.message}
        options={areas.map((area) => ({ value: area.remote, label: area.title }))}
        {...form.register('remote')}
      />
      <TextField
        label="Manifest URL of the build"
        type="url"
        required
        error={errors.manifest?.message}
        placeholder="http://localhost:3010/mf-manifest.json"
        {...form.register('manifest')}
      />
      <Button type="submit">Preview in this tab</Button>
    </form>
  );
}
