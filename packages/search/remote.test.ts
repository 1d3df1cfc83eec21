/**
 * The index as files: what the browser's worker loads piece by piece answers exactly as the index
 * held in memory (the server), also with tails and split shards; pruning postings to their
 * strongest never changes which pages come first; a stale manifest heals itself.
 */
import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_PATH } from './constants.ts';
import type { SearchData } from './data.ts';
import { createIndexEngine } from './engine.ts';
import { buildIndex, indexFiles, type BuildOptions, type BuiltIndex } from './index-build.ts';
import { WHOLE_INDEX_FILE } from './index-format.ts';
import { createRemoteEngine, type JsonLoader } from './remote.ts';

const WORDS = (
  'Verwaltung Nutzende Antrag Formular Bescheid Behörde Barrierefreiheit Datenschutz Sicherheit Schnittstelle ' +
  'Forschung Prototyp Betrieb Störung Kennzahlen Leistung Bürgerinnen Unternehmen Portal Rückmeldung Prüfung ' +
  'Entwicklung Anforderung Gestaltung Standard Mitarbeitende Teilnehmende Open Source Code Lizenz Monitoring'
).split(' ');

/** A deterministic site of 40 pages with a glossary, big enough for tails and split shards at small sizes. */
function site(): SearchData {
  let state = 7;
  const pick = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return WORDS[state % WORDS.length]!;
  };
  const sentence = (n: number) => `${Array.from({ length: n }, pick).join(' ')}.`;
  const data: SearchData = {};
  for (let p = 0; p < 40; p++) {
    const sections: Record<string, string> = { '': sentence(12) };
    for (let s = 0; s < 6; s++) sections[`abschnitt-${s}#${sentence(3).slice(0, -1)}`] = Array.from({ length: 1 + (s % 3) * 4 }, () => sentence(14)).join(' ');
    data[`/seite-${String(p).padStart(2, '0')}`] = { title: `Seite ${p}: ${sentence(4).slice(0, -1)}`, data: sections };
  }
  data['/glossar'] = {
    title: 'Glossar',
    data: { '': 'Begriffe.', 'efa#Einer für Alle': 'Ein Land entwickelt einen Onlineservice, andere nutzen ihn nach.', 'user-research#User Research': 'Forschung mit Nutzenden.' },
    aliases: { 'efa#Einer für Alle': ['EfA'] },
  };
  return data;
}

const QUERIES = ['Barrierefreiheit', 'Datenschutz Sicherheit', 'Nutzerforschung', 'Mitarbeiter', 'EfA', 'Einer für Alle', 'Schnitstelle', 'Verwal', 'Open Source Lizenz', 'Wie prüfe ich ein Formular?', 'Seite 12', 'Quantencomputer'];

/** The build's files as the worker sees them (as the build writes them): JSON text, parsed anew on each load. */
function filesOf(built: BuiltIndex, base = '/_astro/suchindex/test', wholeMaxChars?: number): Map<string, string> {
  const { manifest, files: pieces } = indexFiles(built, wholeMaxChars);
  const files = new Map<string, string>([[SEARCH_INDEX_PATH, JSON.stringify({ ...manifest, base })]]);
  for (const [file, text] of pieces) files.set(`${base}${file}`, text);
  return files;
}

/** Serves `files`; `cached`: what the HTTP cache holds (for 'only-if-cached'). */
function loader(files: Map<string, string>, loaded: string[] = [], cached = new Set<string>()): JsonLoader {
  return async (path, cache) => {
    if (cache === 'only-if-cached' && !cached.has(path)) throw new Error(`nicht im Cache: ${path}`);
    loaded.push(path);
    const text = files.get(path);
    if (text === undefined) throw new Error(`404 ${path}`);
    return JSON.parse(text) as unknown;
  };
}

const WHOLE = `/_astro/suchindex/test${WHOLE_INDEX_FILE}`;

describe('serialized index', () => {
  const SMALL: BuildOptions = { headPostings: 8, shardTargetChars: 400, fragmentTargetChars: 600 };

  it.each([
    ['default sizes', {}],
    ['small heads, split shards, many fragments', SMALL],
  ])('answers like the index in memory (%s)', async (_name, options) => {
    const built = buildIndex(site(), options);
    if (options === SMALL) {
      expect(built.tails.size).toBeGreaterThan(0);
      expect(built.manifest.shards.some((key) => key.length > 1)).toBe(true);
    }
    const live = createIndexEngine(built);
    const remote = createRemoteEngine(loader(filesOf(built)));
    for (const query of QUERIES) {
      expect(await remote.search(query), query).toEqual(live.search(query));
      expect(await remote.search(query, 20), query).toEqual(live.search(query, { maxPages: 20 }));
    }
  });

  it('loads only the pieces a query needs', async () => {
    const built = buildIndex(site(), SMALL);
    const files = filesOf(built);
    const loaded: string[] = [];
    await createRemoteEngine(loader(files, loaded)).search('Barrierefreiheit');
    expect(loaded[0]).toBe(SEARCH_INDEX_PATH);
    expect(loaded.length).toBeLessThan(files.size / 4);
  });

  it('finds the same first pages with postings cut to their strongest as with all of them', () => {
    const data = site();
    const pruned = createIndexEngine(buildIndex(data, { headPostings: 8 }));
    const full = createIndexEngine(buildIndex(data, { headPostings: 1_000_000 }));
    for (const query of QUERIES) {
      const ids = (engine: typeof full) => engine.search(query).map((hit) => hit.pageId).sort();
      expect(ids(pruned), query).toEqual(ids(full));
    }
  });

  it('loads the manifest anew when the one it had names files that are gone', async () => {
    const data = site();
    const old = filesOf(buildIndex(data), '/_astro/suchindex/alt');
    const current = filesOf(buildIndex(data), '/_astro/suchindex/neu');
    const loaded: { path: string; fresh: boolean }[] = [];
    // The HTTP cache still holds the old manifest; the server has only the new build.
    const remote = createRemoteEngine(async (path, cache) => {
      const fresh = cache === 'reload';
      loaded.push({ path, fresh });
      const text = path === SEARCH_INDEX_PATH && !fresh ? old.get(path) : current.get(path);
      if (text === undefined) throw new Error(`404 ${path}`);
      return JSON.parse(text) as unknown;
    });
    expect((await remote.search('EfA'))[0]!.pageId).toBe('/glossar');
    expect(loaded.filter((l) => l.path === SEARCH_INDEX_PATH).map((l) => l.fresh)).toEqual([false, true]);
  });

  it('takes a manifest the page already fetched, and fetches it itself when the page could not', async () => {
    const built = buildIndex(site());
    const files = filesOf(built);
    const loaded: string[] = [];
    const given = Promise.resolve(JSON.parse(files.get(SEARCH_INDEX_PATH)!) as unknown);
    await createRemoteEngine(loader(files, loaded), given).search('Datenschutz');
    expect(loaded).not.toContain(SEARCH_INDEX_PATH);
    const loadedAlone: string[] = [];
    await createRemoteEngine(loader(files, loadedAlone), Promise.resolve(undefined)).search('Datenschutz');
    expect(loadedAlone[0]).toBe(SEARCH_INDEX_PATH);
  });
});

describe('whole index in one file', () => {
  it('is written only for an index under the size limit, and holds exactly the pieces', () => {
    const built = buildIndex(site());
    const { manifest, files } = indexFiles(built);
    expect(manifest.whole).toBe(WHOLE_INDEX_FILE);
    const whole = JSON.parse(files.get(WHOLE_INDEX_FILE)!) as Record<string, unknown>;
    const pieces = [...files].filter(([file]) => file !== WHOLE_INDEX_FILE);
    expect(Object.keys(whole).sort()).toEqual(pieces.map(([file]) => file).sort());
    for (const [file, text] of pieces) expect(whole[file], file).toEqual(JSON.parse(text));
    const large = indexFiles(built, 1000);
    expect(large.manifest.whole).toBeUndefined();
    expect(large.files.has(WHOLE_INDEX_FILE)).toBe(false);
  });

  it('once loaded, answers every query as the index in memory without loading anything more', async () => {
    const built = buildIndex(site(), { headPostings: 8, shardTargetChars: 400, fragmentTargetChars: 600 });
    const live = createIndexEngine(built);
    const loaded: string[] = [];
    const remote = createRemoteEngine(loader(filesOf(built), loaded));
    await remote.complete();
    expect(loaded).toEqual([SEARCH_INDEX_PATH, WHOLE]);
    for (const query of QUERIES) expect(await remote.search(query), query).toEqual(live.search(query));
    expect(loaded).toHaveLength(2);
  });

  it('from the HTTP cache: a query takes it if it comes before its pieces; not cached, the query loads pieces and it loads later', async () => {
    const built = buildIndex(site());
    const files = filesOf(built);
    // The server answers only the manifest; the whole index is in the HTTP cache.
    const cacheOnly: JsonLoader = async (path, cache) =>
      path === SEARCH_INDEX_PATH || (path === WHOLE && cache === 'only-if-cached') ? (JSON.parse(files.get(path)!) as unknown) : new Promise(() => undefined);
    const cachedEngine = createRemoteEngine(cacheOnly);
    const completing = cachedEngine.complete(true);
    expect(await cachedEngine.search('Seite 12')).toEqual(createIndexEngine(built).search('Seite 12'));
    await completing;

    const loaded: string[] = [];
    const remote = createRemoteEngine(loader(files, loaded));
    await expect(remote.complete(true)).rejects.toThrow('nicht im Cache');
    expect(await remote.search('Seite 12')).not.toEqual([]);
    const pieces = loaded.length;
    expect(pieces).toBeGreaterThan(1);
    expect(loaded).not.toContain(WHOLE);
    await remote.complete();
    expect(loaded.slice(pieces)).toEqual([WHOLE]);
    expect(await remote.search('EfA')).not.toEqual([]);
    expect(loaded).toHaveLength(pieces + 1);
  });

  it('does nothing for an index without the whole file', async () => {
    const loaded: string[] = [];
    const remote = createRemoteEngine(loader(filesOf(buildIndex(site()), undefined, 1000), loaded));
    await remote.complete();
    expect(loaded).toEqual([SEARCH_INDEX_PATH]);
  });
});
