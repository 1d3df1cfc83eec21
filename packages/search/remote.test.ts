/**
 * The index as files: what the browser's worker loads piece by piece answers exactly as the index
 * held in memory (the server), also with tails and split shards; pruning postings to their
 * strongest never changes which pages come first; a stale manifest heals itself.
 */
import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_PATH } from './constants.ts';
import type { SearchData } from './data.ts';
import { createIndexEngine } from './engine.ts';
import { buildIndex, type BuildOptions, type BuiltIndex } from './index-build.ts';
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

/** The build's files as the worker sees them: JSON text, parsed anew on each load. */
function filesOf(built: BuiltIndex, base = '/_astro/suchindex/test'): Map<string, string> {
  const files = new Map<string, string>([[SEARCH_INDEX_PATH, JSON.stringify({ ...built.manifest, base })]]);
  for (const [key, shard] of built.shards) files.set(`${base}/s-${key}.json`, JSON.stringify(shard));
  for (const [file, text] of built.tails) files.set(`${base}${file}`, JSON.stringify(text));
  for (const [file, fragment] of built.fragments) files.set(`${base}${file}`, JSON.stringify(fragment));
  return files;
}

function loader(files: Map<string, string>, loaded: string[] = []): JsonLoader {
  return async (path) => {
    loaded.push(path);
    const text = files.get(path);
    if (text === undefined) throw new Error(`404 ${path}`);
    return JSON.parse(text) as unknown;
  };
}

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
    const remote = createRemoteEngine(async (path, fresh) => {
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
