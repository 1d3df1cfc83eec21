import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSchema, type Report } from '@servicestandard/pruefbericht';
import { LIST_ENTRY_ID, REPORT_FOLDER_VARIABLE, reportFolder, reportFolderLoader } from './report-folder-loader.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'report-loader-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const valid = (id: string): Report => ({
  format: 'servicestandard-pruefbericht',
  version: 1,
  id,
  service: 'Erfundener Service',
  organisation: 'Erfundenes Amt',
  level: 'bund',
  phase: 'entwickeln',
  reviewedOn: '2026-11-01',
  publishedOn: '2026-11-20',
  reviewers: [],
  criteria: [{ criterion: 1, title: 'Eins', summary: '', strengths: '', requirements: [{ id: '1.1', title: 'Schritt', level: 'SOLL', rating: 'erfuellt', reasoning: '', recommendation: '' }] }],
});

/** Runs the loader on a folder with the given files; returns what it stored and logged. */
async function load(name: string, files: Record<string, string>, env: Record<string, string> = {}) {
  const folder = join(root, name);
  await mkdir(folder, { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(join(folder, file), text);
  const stored: { id: string; data: unknown }[] = [];
  const logged: string[] = [];
  const context = {
    config: { root: pathToFileURL(`${root}/`) },
    logger: { info: (message: string) => logged.push(`info: ${message}`), warn: (message: string) => logged.push(`warn: ${message}`) },
    parseData: ({ data }: { data: unknown }) => Promise.resolve(data),
    store: { clear: () => (stored.length = 0), set: (entry: { id: string; data: unknown }) => stored.push(entry) },
  } as unknown as LoaderContext;
  await reportFolderLoader({ folder: name, item: reportSchema, idOf: (item) => (item as Report).id, whenEmpty: 'noch leer.', env }).load(context);
  return { stored, logged };
}

describe('reportFolderLoader', () => {
  it('stores an empty folder as one empty list and says so once, as information', async () => {
    const { stored, logged } = await load('leer', { 'README.md': '# Hinweis' });
    expect(stored).toMatchObject([{ id: LIST_ENTRY_ID, data: { items: [] } }]);
    expect(logged).toEqual(['info: leer: noch leer.']);
  });

  it('stores every report file, in file-name order, and says nothing', async () => {
    const { stored, logged } = await load('zwei', { 'b-bericht.json': JSON.stringify(valid('b-bericht')), 'a-bericht.json': JSON.stringify(valid('a-bericht')) });
    expect(stored).toMatchObject([{ id: LIST_ENTRY_ID, data: { items: [{ id: 'a-bericht' }, { id: 'b-bericht' }] } }]);
    expect(logged).toEqual([]);
  });

  it('fails naming the file and the field of a wrong report, and a file named other than its id', async () => {
    await expect(load('falsch', { 'x.json': JSON.stringify({ ...valid('x'), level: 'europa' }) })).rejects.toThrow(/falsch\/x\.json ist kein gültiger Prüfbericht:\n- level: /);
    await expect(load('kaputt', { 'x.json': '{' })).rejects.toThrow(/kaputt\/x\.json: kein gültiges JSON/);
    await expect(load('name', { 'anders.json': JSON.stringify(valid('x')) })).rejects.toThrow('name/anders.json: der Dateiname muss die id des Berichts sein, also x.json.');
  });

  it('reads the folder SITE_PRUEFBERICHTE_DIR names, which must be absolute', async () => {
    const elsewhere = join(root, 'anderswo');
    await mkdir(elsewhere, { recursive: true });
    await writeFile(join(elsewhere, 'c.json'), JSON.stringify(valid('c')));
    const { stored } = await load('standard', {}, { [REPORT_FOLDER_VARIABLE]: elsewhere });
    expect(stored).toMatchObject([{ data: { items: [{ id: 'c' }] } }]);
    expect(() => reportFolder(root, { folder: 'x', env: { [REPORT_FOLDER_VARIABLE]: 'relativ/pfad' } })).toThrow(`${REPORT_FOLDER_VARIABLE}="relativ/pfad": muss ein absoluter Pfad sein.`);
  });
});
