import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { chunk, lazyFromChunk } from './loaded-chunk';

const Page = () => <p>The page</p>;

function renderSuspended(element: React.ReactNode) {
  const fallbackRendered = vi.fn();
  const Fallback = () => {
    fallbackRendered();
    return <p>Loading</p>;
  };
  const { unmount } = render(<Suspense fallback={<Fallback />}>{element}</Suspense>);
  return Object.assign(fallbackRendered, { unmount });
}

describe('lazyFromChunk', () => {
  it('renders a chunk that has arrived in the first pass, where React.lazy shows its fallback', async () => {
    const source = chunk(() => Promise.resolve({ Page }));
    await source.load();

    const PlainLazy = lazy(() => source.load().then((module) => ({ default: module.Page })));
    const plain = renderSuspended(<PlainLazy />);
    expect(plain).toHaveBeenCalled();
    await screen.findByText('The page');
    plain.unmount();

    const FromChunk = lazyFromChunk(source, (module) => module.Page);
    expect(renderSuspended(<FromChunk />)).not.toHaveBeenCalled();
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('loads a chunk that has not arrived, showing the fallback meanwhile', async () => {
    const FromChunk = lazyFromChunk(
      chunk(() => Promise.resolve({ Page })),
      (module) => module.Page,
    );
    expect(renderSuspended(<FromChunk />)).toHaveBeenCalled();
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });
});

describe('chunk', () => {
  it('is read synchronously once it has arrived, whoever loaded it, and loads once', async () => {
    const importer = vi.fn(() => Promise.resolve({ Page }));
    const source = chunk(importer);
    expect(source.loaded()).toBeUndefined();
    await Promise.all([source.load(), source.load()]);
    expect(source.loaded()).toEqual({ Page });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('asks the network again after a failed load instead of repeating the failure', async () => {
    const importer = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ Page });
    const source = chunk(importer);
    await expect(source.load()).rejects.toThrow('chunk failed');
    await expect(source.load()).resolves.toEqual({ Page });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
