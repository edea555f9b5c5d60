import { getRuntimeConfig } from '@backoffice/shared';
import { Button, SelectField, TextField } from '@backoffice/shared/ui';
import { useState, type FormEvent } from 'react';
import type { Area } from '../federation/area-list';
import { previewRefusal, savePreview } from './preview';

/**
 * Settings → Diagnostics: load one area from another build (its manifest URL) in this tab only.
 * The page starts again so the runtime registers the area from there; the banner then shows it.
 */
export function PreviewForm({ areas }: { areas: readonly Area[] }) {
  const [remote, setRemote] = useState(areas[0]?.remote ?? '');
  const [manifest, setManifest] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  if (areas.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = previewRefusal(manifest.trim(), getRuntimeConfig().previewOrigins ?? []);
    setRefusal(problem);
    if (problem) return;
    savePreview({ remote, manifest: manifest.trim() });
    window.location.reload();
  };

  return (
    <form onSubmit={submit} aria-label="Preview a build">
      <SelectField
        label="Area to preview"
        value={remote}
        onChange={(event) => setRemote(event.target.value)}
        options={areas.map((area) => ({ value: area.remote, label: area.title }))}
      />
      <TextField
        label="Manifest URL of the build"
        type="url"
        required
        value={manifest}
        onChange={(event) => setManifest(event.target.value)}
        error={refusal ?? undefined}
        placeholder="http://localhost:3010/mf-manifest.json"
      />
      <Button type="submit">Preview in this tab</Button>
    </form>
  );
}
