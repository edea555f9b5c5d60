import { fieldErrorsOf, getRuntimeConfig } from '@backoffice/shared';
import { Button, SelectField, TextField } from '@backoffice/shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Area } from '../federation/area-list';
import { previewFormSchema, savePreview, type Preview } from '../federation/preview';

type PreviewErrors = Partial<Record<keyof Preview, string>>;

/**
 * Settings → Diagnostics: load one area from another build (its manifest URL) in this tab only.
 * The page starts again so the runtime registers the area from there; the banner then shows it.
 */
export function PreviewForm({ areas }: { areas: readonly Area[] }) {
  const [remote, setRemote] = useState(areas[0]?.remote ?? '');
  const [manifest, setManifest] = useState('');
  const [errors, setErrors] = useState<PreviewErrors>({});
  const manifestInput = useRef<HTMLInputElement>(null);
  if (areas.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = previewFormSchema(getRuntimeConfig().previewOrigins ?? []).safeParse({
      remote,
      manifest,
    });
    if (!parsed.success) {
      // Rendered before the focus moves, so the field is announced with its error.
      flushSync(() => setErrors(fieldErrorsOf<keyof Preview>(parsed.error.issues)));
      manifestInput.current?.focus();
      return;
    }
    savePreview(parsed.data);
    window.location.reload();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Preview a build">
      <SelectField
        label="Area to preview"
        value={remote}
        error={errors.remote}
        onChange={(event) => {
          setRemote(event.target.value);
          setErrors({});
        }}
        options={areas.map((area) => ({ value: area.remote, label: area.title }))}
      />
      <TextField
        ref={manifestInput}
        label="Manifest URL of the build"
        type="url"
        required
        value={manifest}
        onChange={(event) => {
          setManifest(event.target.value);
          setErrors({});
        }}
        error={errors.manifest}
        placeholder="http://localhost:3010/mf-manifest.json"
      />
      <Button type="submit">Preview in this tab</Button>
    </form>
  );
}
