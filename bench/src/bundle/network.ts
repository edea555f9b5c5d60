import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page, Request, Response } from '@playwright/test';
import { COMPILE_HINT } from '../../../scripts/rspack-common.ts';

/** One JavaScript or CSS file the browser fetched, with what it weighs on the wire. */
export interface FetchedFile {
  url: string;
  origin: string;
  type: 'js' | 'css';
  /** Decoded size. */
  raw: number;
  /** zlib's default gzip level, what servers and most CDNs use on the fly. */
  gzip: number;
  /** Brotli at quality 11, as a CDN or a precompression step stores it. */
  brotli: number;
  /** Which step of the scenario fetched it (login, dashboard, a remote's area). */
  phase: string;
  /** Opens with V8's explicit compile hint, so its functions compile when it loads. */
  compileHint: boolean;
}

function fileTypeOf(response: Response): FetchedFile['type'] | null {
  const contentType = response.headers()['content-type'] ?? '';
  if (contentType.includes('javascript')) return 'js';
  if (contentType.includes('text/css')) return 'css';
  return null;
}

export function compressedSizes(body: Buffer): Pick<FetchedFile, 'raw' | 'gzip' | 'brotli'> {
  return {
    raw: body.length,
    gzip: gzipSync(body).length,
    brotli: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length,
  };
}

/**
 * Records every JS and CSS response of a page, tagged with the scenario phase it belongs to.
 * The bodies are Chromium's decoded bytes; compressing them here makes the figures independent
 * of the serving setup's compression level.
 */
export class ResponseRecorder {
  readonly files: FetchedFile[] = [];
  private phase = 'start';
  private pending = new Set<Promise<void>>();
  private lastActivity = performance.now();

  /** Requests still in flight: a slow api call is not quiet, even when nothing else happens. */
  private inFlight = new Set<Request>();

  constructor(page: Page) {
    page.on('request', (request) => {
      this.inFlight.add(request);
      this.lastActivity = performance.now();
    });
    const done = (request: Request) => {
      this.inFlight.delete(request);
      this.lastActivity = performance.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (response) => {
      this.lastActivity = performance.now();
      const type = fileTypeOf(response);
      if (!type || response.status() !== 200) return;
      const phase = this.phase;
      const task = response.body().then(
        (body) => {
          const url = new URL(response.url());
          this.files.push({
            url: url.href,
            origin: url.origin,
            type,
            phase,
            compileHint:
              type === 'js' && body.subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT,
            ...compressedSizes(body),
          });
        },
        () => undefined,
      );
      this.pending.add(task);
      void task.finally(() => this.pending.delete(task));
    });
  }

  startPhase(name: string): void {
    this.phase = name;
  }

  /**
   * Waits until no request is in flight, none started or ended for `quietMs`, and every body is
   * read. The socket.io websocket is not a request here, so a live chat does not keep it busy.
   */
  async settle(quietMs = 500, timeoutMs = 15_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      const idleFor = performance.now() - this.lastActivity;
      if (idleFor >= quietMs && this.pending.size === 0 && this.inFlight.size === 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(50, quietMs - idleFor)));
    }
    throw new Error(`The page kept fetching for ${timeoutMs} ms`);
  }

  inPhase(...phases: string[]): FetchedFile[] {
    return this.files.filter((file) => phases.includes(file.phase));
  }
}

export function totals(files: readonly FetchedFile[]) {
  return files.reduce(
    (sum, file) => ({
      raw: sum.raw + file.raw,
      gzip: sum.gzip + file.gzip,
      brotli: sum.brotli + file.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}
