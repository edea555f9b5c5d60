import { setRuntimeConfig } from '@backoffice/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Area } from '../../platform/federation/area-list';
import { PreviewForm } from './preview-form';
import { readPreview } from '../../platform/federation/preview';

const areas: Area[] = [
  {
    remote: 'remote_support',
    manifest: 'http://localhost:3003/mf-manifest.json',
    path: '/support',
    title: 'Support',
    order: 30,
  },
];
const reload = vi.fn();

beforeEach(() => {
  setRuntimeConfig({ previewOrigins: ['http://localhost:3010'] });
  vi.stubGlobal('location', { ...window.location, reload });
  render(<PreviewForm areas={areas} />);
});
afterEach(() => {
  setRuntimeConfig({ previewOrigins: [] });
  vi.unstubAllGlobals();
  reload.mockReset();
  sessionStorage.clear();
});

const manifestField = () => screen.getByLabelText(/^Manifest URL of the build/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Preview in this tab' }));

describe('Settings → Diagnostics → Preview a build', () => {
  it('checks the form itself, not with the browser’s bubble', () => {
    expect(screen.getByRole('form', { name: 'Preview a build' })).toHaveAttribute('novalidate');
  });

  it('says an empty URL is missing, next to the field, and puts the cursor there', async () => {
    await submit();
    expect(manifestField()).toHaveAccessibleDescription('Enter the manifest URL of the build.');
    expect(manifestField()).toHaveFocus();
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps what was typed and says why a URL that is not one is refused', async () => {
    await userEvent.type(manifestField(), 'localhost:3010/mf-manifest.json');
    await submit();
    expect(manifestField()).toHaveValue('localhost:3010/mf-manifest.json');
    expect(manifestField()).toHaveAccessibleDescription(
      'Enter the full URL of the build’s mf-manifest.json.',
    );
    expect(readPreview()).toBeNull();
  });

  it('refuses an origin the deployment does not allow, and a pasted wall of text', async () => {
    await userEvent.type(manifestField(), 'https://evil.example/mf-manifest.json');
    await submit();
    expect(manifestField()).toHaveAccessibleDescription(
      'https://evil.example is not an allowed preview origin. Allowed: http://localhost:3010.',
    );
    await userEvent.clear(manifestField());
    await userEvent.click(manifestField());
    await userEvent.paste(`http://localhost:3010/${'a'.repeat(3000)}`);
    await submit();
    expect(manifestField()).toHaveAccessibleDescription(
      'A manifest URL has at most 2000 characters.',
    );
  });

  it('clears the message as the URL is edited, then previews an allowed build', async () => {
    await submit();
    await userEvent.type(manifestField(), ' http://localhost:3010/mf-manifest.json ');
    expect(manifestField()).not.toHaveAccessibleDescription();
    await submit();
    expect(readPreview()).toEqual({
      remote: 'remote_support',
      manifest: 'http://localhost:3010/mf-manifest.json',
    });
    expect(reload).toHaveBeenCalledOnce();
  });
});
