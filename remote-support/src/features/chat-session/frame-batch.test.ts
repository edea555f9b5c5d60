import { BATCH_FALLBACK_MS, createFrameBatch } from './frame-batch';

describe('createFrameBatch', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('hands items pushed before the next frame to apply once, in order', async () => {
    const applied: number[][] = [];
    const batch = createFrameBatch<number>((items) => applied.push(items));
    for (let i = 0; i < 1000; i += 1) batch.push(i);
    expect(applied).toEqual([]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(applied).toHaveLength(1);
    expect(applied[0]).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    batch.push(1000);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(applied).toEqual([applied[0], [1000]]);
  });

  it('flushes after the fallback delay when no frame comes (a hidden tab)', () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(1);
    const applied: string[][] = [];
    const batch = createFrameBatch<string>((items) => applied.push(items));
    batch.push('a');
    batch.push('b');
    vi.advanceTimersByTime(BATCH_FALLBACK_MS - 1);
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual([['a', 'b']]);
    frames.mockRestore();
  });

  it('forgets what waits on discard', () => {
    const applied: string[][] = [];
    const batch = createFrameBatch<string>((items) => applied.push(items));
    batch.push('stale');
    batch.discard();
    vi.advanceTimersByTime(BATCH_FALLBACK_MS);
    batch.push('fresh');
    vi.advanceTimersByTime(BATCH_FALLBACK_MS);
    expect(applied).toEqual([['fresh']]);
  });
});
