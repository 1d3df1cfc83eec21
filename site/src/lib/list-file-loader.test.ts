import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_ENTRY_ID, listFileLoader } from './list-file-loader.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'list-loader-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs the loader on a file with the given text; returns what it stored and logged. */
async function load(text: string) {
  await writeFile(join(dir, 'liste.yaml'), text);
  const stored: { id: string; data: unknown }[] = [];
  const logged: string[] = [];
  const context = {
    config: { root: pathToFileURL(`${dir}/`) },
    logger: { info: (message: string) => logged.push(`info: ${message}`), warn: (message: string) => logged.push(`warn: ${message}`) },
    parseData: ({ data }: { data: unknown }) => Promise.resolve(data),
    store: { clear: () => (stored.length = 0), set: (entry: { id: string; data: unknown }) => stored.push(entry) },
  } as unknown as LoaderContext;
  const parse = (source: string) => JSON.parse(source) as unknown[];
  await listFileLoader('liste.yaml', { parse, whenEmpty: 'noch leer.' }).load(context);
  return { stored, logged };
}

describe('listFileLoader', () => {
  it('stores an empty list as one entry and says so once, as information', async () => {
    const { stored, logged } = await load('[]');
    expect(stored).toMatchObject([{ id: LIST_ENTRY_ID, data: { items: [] } }]);
    expect(logged).toEqual(['info: liste.yaml: noch leer.']);
  });

  it('stores the items of a list in file order and says nothing', async () => {
    const { stored, logged } = await load('[{"id":"b"},{"id":"a"}]');
    expect(stored).toMatchObject([{ id: LIST_ENTRY_ID, data: { items: [{ id: 'b' }, { id: 'a' }] } }]);
    expect(logged).toEqual([]);
  });
});
