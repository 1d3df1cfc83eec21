/** Messages between the page (loader.ts, search-ui.ts) and the search worker (search.worker.ts). */
import type { PageHit } from '@servicestandard/search';

export type ToWorker =
  /**
   * The index manifest as the page fetched it (undefined: the worker fetches it itself); `whole`:
   * the worker may load a small site's whole index (not when the visitor asks to save data).
   */
  | { type: 'manifest'; manifest: unknown; whole: boolean }
  | { type: 'search'; id: number; query: string };

export type FromWorker =
  /** The index manifest has loaded: queries can be answered. */
  | { type: 'ready' }
  /** The index cannot be loaded (a later query tries again). */
  | { type: 'unavailable' }
  | { type: 'results'; id: number; hits: PageHit[] }
  | { type: 'failed'; id: number };
