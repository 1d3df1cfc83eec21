/**
 * The engine over the index files the build wrote (index-format.ts), loading only what a query
 * needs: the manifest once, then the shards of its words, tails when they could change the top
 * results, and the fragments of the results shown. Runs in the browser's worker; tests and
 * benchmarks run it in Node with a loader that reads the built files.
 */
import { MAX_PAGES, SEARCH_INDEX_PATH } from './constants.ts';
import { cacheKey, QueryCache } from './cache.ts';
import { INDEX_VERSION, shardFile, type Fragment, type IndexManifest, type Shard, type WholeIndex } from './index-format.ts';
import { presentRanking, rankQuery, type IndexView, type PageHit, type Ranking } from './query.ts';

/**
 * Loads a JSON file of the site by its path; rejects when it cannot (status, network). `cache` as
 * in fetch(): 'reload' bypasses the HTTP cache, 'only-if-cached' takes the file only from it.
 */
export type JsonLoader = (path: string, cache: 'default' | 'reload' | 'only-if-cached') => Promise<unknown>;

export interface RemoteEngine {
  /** Settles when the manifest has loaded (or failed to). */
  readonly ready: Promise<void>;
  search(query: string, maxPages?: number): Promise<PageHit[]>;
  /**
   * Loads the rest of the index at once where the build wrote it as one file (small sites), so
   * later queries need no request; settles when done, or at once when there is no such file.
   * `fromCache`: only if the HTTP cache has the file (an earlier page loaded it; rejects when it
   * is not there), and a query meanwhile takes it or its pieces, whichever comes first.
   */
  complete(fromCache?: boolean): Promise<void>;
}

/**
 * Runs of one query at most: the shards of its words; shards for typos and compound parts; those
 * of a third part; tails; fragments; the answer; and two spare.
 */
const MAX_RUNS = 8;

class RemoteIndex implements IndexView {
  readonly manifest: IndexManifest;
  private readonly files = new Map<string, unknown>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly load: JsonLoader;

  constructor(manifest: IndexManifest, load: JsonLoader) {
    this.manifest = manifest;
    this.load = load;
  }

  shard(key: string): Shard | undefined {
    return this.files.get(shardFile(key)) as Shard | undefined;
  }

  tail(file: string): string | undefined {
    return this.files.get(file) as string | undefined;
  }

  fragment(file: string): Fragment | undefined {
    return this.files.get(file) as Fragment | undefined;
  }

  async fetch(files: readonly string[]): Promise<void> {
    const pieces = Promise.all(
      files.map((file) => {
        if (this.files.has(file)) return Promise.resolve();
        let pending = this.loading.get(file);
        if (!pending) {
          pending = this.load(`${this.manifest.base}${file}`, 'default').then((value) => void this.files.set(file, value));
          // A failed file may be tried again by the next query.
          pending.catch(() => this.loading.delete(file));
          this.loading.set(file, pending);
        }
        return pending;
      }),
    );
    const whole = this.wholeFromCache ? this.whole : undefined;
    if (!whole) return void (await pieces);
    // The whole index from the HTTP cache, if it is there, often comes before the pieces from the
    // server: whichever brings them first; if one fails, the other.
    await Promise.race([pieces.catch(() => whole), whole.catch(() => pieces)]);
  }

  private whole: Promise<void> | undefined;
  private wholeFromCache = false;

  complete(fromCache: boolean): Promise<void> {
    const file = this.manifest.whole;
    if (file === undefined) return Promise.resolve();
    if (!this.whole) {
      const loading = this.load(`${this.manifest.base}${file}`, fromCache ? 'only-if-cached' : 'default').then((whole) => {
        for (const [name, value] of Object.entries(whole as WholeIndex)) if (!this.files.has(name)) this.files.set(name, value);
        this.wholeFromCache = false;
      });
      // A failed load may be tried again later; queries load their pieces meanwhile.
      loading.catch(() => {
        this.whole = undefined;
        this.wholeFromCache = false;
      });
      this.whole = loading;
      this.wholeFromCache = fromCache;
    }
    return this.whole;
  }
}

async function openIndex(load: JsonLoader, fresh: boolean, given?: Promise<unknown>): Promise<RemoteIndex> {
  // A manifest the page already fetched saves the worker a round trip; without one it loads it.
  const manifest = ((await given?.catch(() => undefined)) ?? (await load(SEARCH_INDEX_PATH, fresh ? 'reload' : 'default'))) as IndexManifest;
  if (manifest.v !== INDEX_VERSION) throw new Error(`Suchindex: Version ${manifest.v} statt ${INDEX_VERSION}`);
  return new RemoteIndex(manifest, load);
}

/**
 * Opens the index. The manifest may come from the HTTP cache and name the files of an older
 * build that the server no longer has; then a file fails to load, and the query fetches the
 * manifest anew and tries once more. A manifest that failed to load is fetched again the same way.
 * `manifest`: the manifest if the caller is already fetching it (undefined or a rejection: the
 * engine loads it itself).
 */
export function createRemoteEngine(load: JsonLoader, manifest?: Promise<unknown>): RemoteEngine {
  const open = (fresh: boolean, given?: Promise<unknown>) => {
    const opening = openIndex(load, fresh, given);
    opening.catch(() => undefined); // reported through the queries and `ready`
    return opening;
  };
  let index = open(false, manifest);
  const cache = new QueryCache<PageHit[]>();

  async function answer(view: RemoteIndex, query: string, maxPages: number): Promise<PageHit[]> {
    let ranking: Ranking | undefined;
    for (let run = 0; run < MAX_RUNS; run++) {
      // Ranked once its shards are in; the runs after that only wait for the results' text.
      if (!ranking) {
        const ranked = rankQuery(view, query, maxPages);
        if ('need' in ranked) {
          await view.fetch(ranked.need);
          continue;
        }
        ranking = ranked;
      }
      const outcome = presentRanking(view, ranking);
      if ('hits' in outcome) return outcome.hits;
      await view.fetch(outcome.need);
    }
    throw new Error(`Suchindex: keine Antwort nach ${MAX_RUNS} Schritten`);
  }

  return {
    get ready() {
      return index.then(() => undefined);
    },
    async search(query, maxPages = MAX_PAGES) {
      const key = cacheKey(query, maxPages);
      const cached = cache.get(key);
      if (cached) return cached;
      let hits: PageHit[];
      try {
        hits = await answer(await index, query, maxPages);
      } catch {
        index = open(true);
        hits = await answer(await index, query, maxPages);
      }
      cache.set(key, hits);
      return hits;
    },
    async complete(fromCache = false) {
      await (await index).complete(fromCache);
    },
  };
}
