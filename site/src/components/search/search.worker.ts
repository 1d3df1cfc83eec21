/**
 * The search off the main thread: loads the prebuilt index in pieces (manifest, then the shards
 * and text a query needs; after the first answer the rest, where the site is small enough) and
 * answers queries, so typing never waits for the engine. Started by loader.ts at the page's load
 * event or on the first sign of intent (with Save-Data only then); the loader fetches the
 * manifest alongside this script and hands it over.
 */
import { createRemoteEngine } from '@servicestandard/search/remote';
import type { FromWorker, ToWorker } from './protocol.ts';

const post = (message: FromWorker) => self.postMessage(message);

let handOver: (manifest: unknown) => void = () => undefined;
const manifest = new Promise<unknown>((resolve) => (handOver = resolve));

const engine = createRemoteEngine(async (path, cache) => {
  // 'only-if-cached' is allowed only for same-origin requests.
  const response = await fetch(path, { credentials: 'same-origin', mode: 'same-origin', cache });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
}, manifest);

/**
 * A small site's index also comes as one file (remote.ts). A later page takes it from the HTTP
 * cache as soon as the worker runs; otherwise it loads after the first answer, so the next queries
 * need no request. Never from the server before a query, and not at all when the page says so
 * (the visitor asks to save data).
 */
let whole = false;
const completeIndex = (fromCache = false) => {
  if (whole) engine.complete(fromCache).catch(() => undefined);
};

engine.ready.then(
  () => post({ type: 'ready' }),
  () => post({ type: 'unavailable' }),
);

self.addEventListener('message', ({ data }: MessageEvent<ToWorker>) => {
  if (data.type === 'manifest') {
    handOver(data.manifest);
    whole = data.whole;
    // Asked before any query, so a query waits for the whole index from the cache instead of loading pieces.
    return completeIndex(true);
  }
  const { id, query } = data;
  engine.search(query).then(
    (hits) => {
      post({ type: 'results', id, hits });
      completeIndex();
    },
    () => post({ type: 'failed', id }),
  );
});
