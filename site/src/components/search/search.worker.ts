/**
 * The search off the main thread: loads the prebuilt index in pieces (manifest, then the shards
 * and text a query needs) and answers queries, so typing never waits for the engine. Started by
 * loader.ts on the first sign of intent (pointer over the search, focus); the loader fetches the
 * manifest alongside this script and hands it over.
 */
import { createRemoteEngine } from '@servicestandard/search/remote';
import type { FromWorker, ToWorker } from './protocol.ts';

const post = (message: FromWorker) => self.postMessage(message);

let handOver: (manifest: unknown) => void = () => undefined;
const manifest = new Promise<unknown>((resolve) => (handOver = resolve));

const engine = createRemoteEngine(async (path, fresh) => {
  const response = await fetch(path, { credentials: 'same-origin', cache: fresh ? 'reload' : 'default' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
}, manifest);

engine.ready.then(
  () => post({ type: 'ready' }),
  () => post({ type: 'unavailable' }),
);

self.addEventListener('message', ({ data }: MessageEvent<ToWorker>) => {
  if (data.type === 'manifest') return handOver(data.manifest);
  const { id, query } = data;
  engine.search(query).then(
    (hits) => post({ type: 'results', id, hits }),
    () => post({ type: 'failed', id }),
  );
});
