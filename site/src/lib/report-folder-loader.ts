/**
 * The content loader of the published peer-review reports (issue 34, item 7): one JSON file per
 * report in a folder, src/content/pruefberichte/<id>.json, the file the service adds through a
 * merge request or writes there itself. Each file is checked on its own, so a mistake names the
 * file and the field; its name must be its id (the page's address /pruefberichte/<id>).
 *
 * Before the first report, an empty folder is the normal state, not a mistake. Astro's glob()
 * loader warns on a folder without files, and getCollection() warns again on a collection without
 * entries. This loader stores all reports as one entry (id "liste"), so the collection always
 * exists, and says once, as information, that there is none.
 *
 * The folder can be replaced for a build by an absolute path in the environment variable
 * SITE_PRUEFBERICHTE_DIR (tests build the site with an invented report that way).
 */
import { readdir, readFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';

/** The id of the one entry that holds the list. */
export const LIST_ENTRY_ID = 'liste';
/** The environment variable that replaces the folder for a build. */
export const REPORT_FOLDER_VARIABLE = 'SITE_PRUEFBERICHTE_DIR';

/** What the loader needs of a schema: zod's safeParse, so the check names every wrong field. */
export interface ItemSchema {
  safeParse: (data: unknown) => { success: true; data: unknown } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface ReportFolderOptions {
  /** The folder below the site's root, e.g. "src/content/pruefberichte". */
  folder: string;
  /** Checks one file's content. */
  item: ItemSchema;
  /** The item's id, which must be the file's name without ".json". */
  idOf: (item: unknown) => string;
  /** Said once, as information, when there is no file. */
  whenEmpty: string;
  /** The environment; tests pass their own. */
  env?: Readonly<Record<string, string | undefined>>;
}

/** The folder to read: the variable's absolute path, or the default below the site's root. */
export function reportFolder(root: string, options: Pick<ReportFolderOptions, 'folder' | 'env'>): string {
  const override = (options.env ?? process.env)[REPORT_FOLDER_VARIABLE];
  if (override === undefined || override === '') return join(root, options.folder);
  if (!isAbsolute(override)) throw new Error(`${REPORT_FOLDER_VARIABLE}="${override}": muss ein absoluter Pfad sein.`);
  return override;
}

/** The items of every *.json file of the folder, in file-name order; throws naming the file on a mistake. */
export async function readReportFolder(folder: string, options: Pick<ReportFolderOptions, 'item' | 'idOf'>, shownAs = folder): Promise<unknown[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  const items: unknown[] = [];
  for (const name of names) {
    const where = `${shownAs}/${name}`;
    let data: unknown;
    try {
      data = JSON.parse(await readFile(join(folder, name), 'utf8'));
    } catch (error) {
      throw new Error(`${where}: kein gültiges JSON (${(error as Error).message})`, { cause: error });
    }
    const checked = options.item.safeParse(data);
    if (!checked.success) {
      throw new Error(`${where} ist kein gültiger Prüfbericht:\n${checked.error.issues.map((i) => `- ${i.path.map(String).join('.') || '(Datei)'}: ${i.message}`).join('\n')}`);
    }
    const id = options.idOf(checked.data);
    if (name !== `${id}.json`) throw new Error(`${where}: der Dateiname muss die id des Berichts sein, also ${id}.json.`);
    items.push(checked.data);
  }
  return items;
}

export function reportFolderLoader(options: ReportFolderOptions): Loader {
  return {
    name: 'report-folder-loader',
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      const folder = reportFolder(root, options);
      const shownAs = folder.startsWith(root) ? relative(root, folder) : folder;
      const sync = async () => {
        const items = await readReportFolder(folder, options, shownAs);
        const data = await context.parseData({ id: LIST_ENTRY_ID, data: { items }, filePath: folder });
        context.store.clear();
        context.store.set({ id: LIST_ENTRY_ID, data });
        if (items.length === 0) context.logger.info(`${shownAs}: ${options.whenEmpty}`);
      };
      await sync();
      context.watcher?.add(folder);
      const resync = (changed: string) => {
        if (changed.startsWith(folder) && changed.endsWith('.json')) void sync();
      };
      context.watcher?.on('add', resync);
      context.watcher?.on('change', resync);
      context.watcher?.on('unlink', resync);
    },
  };
}
