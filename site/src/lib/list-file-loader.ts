/**
 * A content loader for a YAML list that may be empty, such as the published peer-review reports:
 * before the first report, an empty list is the normal state, not a mistake. Astro's file() loader
 * warns on an empty file, and getCollection() warns again on a collection without entries. This
 * loader stores the whole list as one entry (id "liste"), so the collection always exists, and says
 * once, as information, that the list is empty.
 */
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';

/** The id of the one entry that holds the list. */
export const LIST_ENTRY_ID = 'liste';

export function listFileLoader(fileName: string, options: { parse: (text: string) => unknown[]; whenEmpty: string }): Loader {
  return {
    name: 'list-file-loader',
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      const path = fileURLToPath(new URL(fileName, context.config.root));
      const sync = async () => {
        const items = options.parse(await readFile(path, 'utf8'));
        const data = await context.parseData({ id: LIST_ENTRY_ID, data: { items }, filePath: path });
        context.store.clear();
        context.store.set({ id: LIST_ENTRY_ID, data, filePath: relative(root, path) });
        if (items.length === 0) context.logger.info(`${fileName}: ${options.whenEmpty}`);
      };
      await sync();
      context.watcher?.add(path);
      context.watcher?.on('change', (changed) => {
        if (changed === path) void sync();
      });
    },
  };
}
