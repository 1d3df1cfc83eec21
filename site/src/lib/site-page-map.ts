/**
 * The site's page map: the pages of the "seiten" collection and every `_meta.yaml` below
 * src/content/seiten (read by Vite at build time, so a changed file rebuilds in `npm run dev`).
 */
import { buildPageMap, parseMetaFile, resolveTheme, type PageMapItem, type Theme } from './page-map.ts';
import { getPages, type Page } from './content.ts';

const META_ROOT = '../content/seiten/';
const metaSources = import.meta.glob<string>('../content/seiten/**/_meta.yaml', { query: '?raw', import: 'default', eager: true });

let cached: Promise<PageMapItem[]> | undefined;

/** The page map of all published pages; fails the build on a `_meta.yaml` key that names no page or folder. */
export const getPageMap = () =>
  (cached ??= getPages().then((pages) => {
    const metaFiles = Object.entries(metaSources).map(([path, text]) => {
      const folder = path.slice(META_ROOT.length).replace(/\/?_meta\.yaml$/, '');
      return parseMetaFile(folder, `site/src/content/seiten/${path.slice(META_ROOT.length)}`, text);
    });
    const inputs = pages.map((page) => ({
      id: page.id,
      isIndex: /(^|\/)index\.mdx$/.test(page.filePath ?? '') && page.id !== 'index',
      title: page.data.title,
      sidebarTitle: page.data.sidebarTitle,
    }));
    return buildPageMap(inputs, metaFiles);
  }));

/** The theme of a page: `_meta.yaml` along its path, then its front matter `theme`. */
export async function themeOf(page: Page, route: string): Promise<Theme> {
  return resolveTheme(await getPageMap(), route, page.data.theme ?? {});
}
