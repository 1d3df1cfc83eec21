/**
 * The page map: one tree of all pages, built at build time from the pages of the
 * "seiten" collection and a `_meta.yaml` per folder, as Nextra's `_meta` files work:
 * - keys name a page (file name without .mdx; "index" is the folder's own page) or a sub-folder;
 *   a value is a title, or an object with title, type, display, theme, href, newWindow, icon and
 *   displayOnlyInFooter;
 * - listed entries come first in the order of the file, pages and folders not listed follow,
 *   ordered by title with numbers compared as numbers (2 before 10), so a new page shows up
 *   without touching any `_meta.yaml`; a folder needs no `_meta.yaml` at all;
 * - a key that names neither a page nor a folder (and is no separator or link) fails the build
 *   with the file and the key;
 * - the key "*" holds defaults for every entry of the folder (today: theme).
 * The same tree gives every page its navigation: the primary navigation (entries of type page in
 * the top-level `_meta.yaml`), the footer's legal pages (displayOnlyInFooter), the sidebar and
 * pagination of a section. Theme settings cascade: defaults, then each folder on the way down
 * ("*" and the folder's own entry), then the page's entry, then the page's front matter.
 * Pure functions without Astro imports, so the unit tests can run them on plain data.
 */
import { load as loadYaml } from 'js-yaml';
import { z } from 'zod';
import { sidebarMessages } from '@servicestandard/messages/sidebar';

export const THEME_LAYOUTS = ['default', 'full', 'raw', 'empty'] as const;

/** Theme settings of a page: which parts of the one layout it shows; every field can be set per folder (`_meta.yaml`) or per page (front matter `theme`). */
export const themeSchema = z.strictObject({
  /** The breadcrumb "Seitenpfad" above the title (layout default only). */
  breadcrumb: z.boolean().optional(),
  /** Start the page's sidebar folder collapsed even when it is on the active path. */
  collapsed: z.boolean().optional(),
  /** default: header, title block with breadcrumb, content, footer; full: the same without breadcrumb; raw: the content alone; empty: bare content without skip link. */
  layout: z.enum(THEME_LAYOUTS).optional(),
  /** Links to the previous and next page in sidebar order below the content. */
  pagination: z.boolean().optional(),
  /** The page tree of the page's section beside the content (a panel on small screens). */
  sidebar: z.boolean().optional(),
  /** Show the last-updated date (from git, else the file's modification time). */
  timestamp: z.boolean().optional(),
  /** The table of contents "Inhaltsverzeichnis". */
  toc: z.boolean().optional(),
  /** Which heading the table of contents marks while scrolling: top, the last one above the top of the window; middle, the one nearest the middle (long reference texts read in the middle of the screen). */
  tocFollows: z.enum(['top', 'middle']).optional(),
  /** "article" sets the text in a narrower measure. */
  typesetting: z.enum(['default', 'article']).optional(),
});
export type ThemeOverrides = z.infer<typeof themeSchema>;
export type Theme = Required<ThemeOverrides>;

/** A plain page: breadcrumb and table of contents, no sidebar, pagination or date; sections switch on what they need. */
export const THEME_DEFAULTS: Theme = {
  breadcrumb: true,
  collapsed: false,
  layout: 'default',
  pagination: false,
  sidebar: false,
  timestamp: false,
  toc: true,
  tocFollows: 'top',
  typesetting: 'default',
};

/** Folders deeper than this start collapsed unless they hold the current page, so a long tree stays short. */
export const DEFAULT_MENU_COLLAPSE_LEVEL = 2;

/** doc: a page in the sidebar; page: in the primary navigation (top level) or a section with its own sidebar; separator: a heading line in the sidebar. */
export const ENTRY_TYPES = ['doc', 'page', 'separator'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

const ICONS = ['external', 'arrow-forward', 'mail', 'info', 'code'] as const;

const href = z.string().regex(/^(\/|https?:\/\/)/, 'muss mit / oder http(s):// beginnen');

const metaEntrySchema = z.strictObject({
  title: z.string().min(1).optional(),
  type: z.enum(ENTRY_TYPES).optional(),
  /** hidden: not in sidebar or navigation (the page still exists); children: the folder's entries replace the folder. */
  display: z.enum(['normal', 'hidden', 'children']).optional(),
  theme: themeSchema.optional(),
  /** A link instead of a page: external or to a route outside this folder. */
  href: href.optional(),
  newWindow: z.boolean().optional(),
  icon: z.enum(ICONS).optional(),
  /** Listed in the footer ("Rechtliche Hinweise") only, not in sidebar or navigation. */
  displayOnlyInFooter: z.boolean().optional(),
});

export type MetaEntry = z.infer<typeof metaEntrySchema>;

/** A page as the page map needs it. */
export interface PageInput {
  /** Collection id: "handbuch/service-pruefen"; "index" is the start page. */
  id: string;
  /** Whether the file is a folder's index.mdx (then id is the folder). */
  isIndex: boolean;
  title: string;
  sidebarTitle?: string | undefined;
  hidden?: boolean;
}

/** A parsed `_meta.yaml`: its folder ("" for the root, else e.g. "handbuch/service-pruefen"). */
export interface MetaFile {
  folder: string;
  /** Shown in error messages, e.g. site/src/content/seiten/handbuch/_meta.yaml. */
  file: string;
  entries: Record<string, string | MetaEntry>;
}

/** One entry of the page map. */
export interface PageMapItem {
  name: string;
  /** Path of the page or folder ("/handbuch"); for links the href. */
  route: string;
  title: string;
  type: EntryType;
  display: 'normal' | 'hidden' | 'children';
  /** Sub-entries of a folder. */
  children?: PageMapItem[];
  /** A folder with its own index page (the folder route is a page). */
  withIndexPage?: boolean;
  /** Route of the first page in a folder, for folders without index page. */
  firstChildRoute?: string;
  displayOnlyInFooter: boolean;
  /** External or explicit link target. */
  href?: string;
  newWindow: boolean;
  icon?: string | undefined;
  /** Theme settings from `_meta.yaml` ("*" of the folder, then the entry), without front matter. */
  theme: ThemeOverrides;
}

/** Parses and validates one `_meta.yaml`; errors name the file and the key. */
export function parseMetaFile(folder: string, file: string, text: string): MetaFile {
  let data: unknown;
  try {
    data = loadYaml(text) ?? {};
  } catch (error) {
    throw new Error(`${file}: kein gültiges YAML (${(error as Error).message})`, { cause: error });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(`${file}: erwartet wird eine Zuordnung von Namen zu Einträgen.`);
  const entries: Record<string, string | MetaEntry> = {};
  for (const [key, value] of Object.entries(data)) {
    // Each entry on its own, so the message names the key and the field.
    const result = typeof value === 'string' && value !== '' ? { success: true as const, data: value } : metaEntrySchema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new Error(`${file}, Schlüssel ${[key, ...issue.path.map(String)].join('.')}: ${issue.message}`);
    }
    entries[key] = result.data;
  }
  return { folder, file, entries };
}

/** Title of a folder without index page and without _meta title: "gute-beispiele" → "Gute beispiele". */
const folderTitle = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll('-', ' ');

const routeOf = (id: string) => (id === 'index' ? '/' : `/${id}`);
// Numeric, so "Beispiel zu Kriterium 2" comes before "Beispiel zu Kriterium 10".
const collator = new Intl.Collator('de', { numeric: true });

/** Builds the tree of the root folder; throws on a key that names nothing. */
export function buildPageMap(pages: readonly PageInput[], metaFiles: readonly MetaFile[]): PageMapItem[] {
  const metaByFolder = new Map(metaFiles.map((m) => [m.folder, m]));
  const visible = pages.filter((p) => !p.hidden);
  const byId = new Map(visible.map((p) => [p.id, p]));

  const build = (folder: string): PageMapItem[] => {
    const prefix = folder === '' ? '' : `${folder}/`;
    const meta = metaByFolder.get(folder);
    const folderDefaults = meta?.entries['*'];
    const sharedTheme = typeof folderDefaults === 'object' ? (folderDefaults.theme ?? {}) : {};
    // Names in this folder: pages directly inside and the first segment of deeper pages.
    const pageNames = new Set<string>();
    const folderNames = new Set<string>();
    for (const page of visible) {
      if (folder !== '' && page.id === folder) continue; // the folder's own index page
      if (!page.id.startsWith(prefix) && folder !== '') continue;
      const rest = page.id.slice(prefix.length);
      const [first, ...more] = rest.split('/');
      if (more.length > 0 || (page.isIndex && page.id !== 'index')) folderNames.add(first!);
      else pageNames.add(first!);
    }
    const make = (name: string, entry: MetaEntry): PageMapItem | undefined => {
      const id = `${prefix}${name}`;
      const theme = { ...sharedTheme, ...entry.theme };
      const common = {
        name,
        type: entry.type ?? 'doc',
        display: entry.display ?? 'normal',
        displayOnlyInFooter: entry.displayOnlyInFooter ?? false,
        newWindow: entry.newWindow ?? false,
        icon: entry.icon,
        theme,
      } as const;
      if (entry.type === 'separator') return { ...common, route: '', title: entry.title ?? '' };
      if (entry.href) return { ...common, route: entry.href, href: entry.href, title: entry.title ?? name };
      if (folderNames.has(name)) {
        const own = byId.get(id);
        const children = build(id);
        const firstChild = flattenRoutes(children)[0];
        return {
          ...common,
          route: `/${id}`,
          title: entry.title ?? own?.sidebarTitle ?? own?.title ?? folderTitle(name),
          children,
          withIndexPage: own !== undefined,
          ...(own === undefined && firstChild ? { firstChildRoute: firstChild } : {}),
        };
      }
      const page = name === 'index' && folder !== '' ? byId.get(folder) : byId.get(id);
      if (!page) return undefined;
      return { ...common, route: routeOf(page.id), title: entry.title ?? page.sidebarTitle ?? page.title };
    };

    const items: PageMapItem[] = [];
    const listed = new Set<string>();
    for (const [name, value] of Object.entries(meta?.entries ?? {})) {
      if (name === '*') continue;
      const entry: MetaEntry = typeof value === 'string' ? { title: value } : value;
      const item = make(name, entry);
      if (!item) {
        throw new Error(`${meta!.file}, Schlüssel „${name}“: Es gibt keine Seite ${prefix}${name}.mdx und keinen Ordner ${prefix}${name}/.`);
      }
      listed.add(name);
      items.push(item);
    }
    const unlisted = [...pageNames, ...folderNames]
      .filter((name) => !listed.has(name) && !(folder !== '' && name === 'index'))
      .map((name) => make(name, {})!)
      .sort((a, b) => collator.compare(a.title, b.title));
    return [...items, ...unlisted];
  };
  return build('');
}

/** Routes of the pages in sidebar order: a folder's own page, then its children. */
export function flattenRoutes(items: readonly PageMapItem[]): string[] {
  const routes: string[] = [];
  for (const item of items) {
    if (item.display === 'hidden' || item.displayOnlyInFooter || item.type === 'separator' || item.href) continue;
    if (item.children) {
      if (item.withIndexPage) routes.push(item.route);
      routes.push(...flattenRoutes(item.children));
    } else routes.push(item.route);
  }
  return routes;
}

/** The entries from the root down to the page (folders and the page itself); empty if not in the map. */
export function pathTo(map: readonly PageMapItem[], route: string): PageMapItem[] {
  for (const item of map) {
    if (item.href || item.type === 'separator') continue;
    if (item.route === route) return [item];
    if (item.children && route.startsWith(`${item.route}/`)) {
      const rest = pathTo(item.children, route);
      if (rest.length) return [item, ...rest];
    }
  }
  return [];
}

/** The theme of a page: defaults, then `_meta.yaml` along the path, then the front matter. */
export function resolveTheme(map: readonly PageMapItem[], route: string, frontMatter: ThemeOverrides = {}): Theme {
  const theme: Theme = { ...THEME_DEFAULTS };
  for (const item of pathTo(map, route)) Object.assign(theme, definedOnly(item.theme));
  Object.assign(theme, definedOnly(frontMatter));
  return theme;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** What the sidebar of a page shows: the section (a top-level folder of type page) or the root's docs. */
export function sidebarFor(map: readonly PageMapItem[], route: string): { title: string; route: string | undefined; items: PageMapItem[] } {
  const top = pathTo(map, route)[0];
  if (top?.type === 'page' && top.children) {
    return { title: top.title, route: top.withIndexPage ? top.route : undefined, items: top.children };
  }
  return { title: sidebarMessages.otherPages, route: undefined, items: map.filter((item) => item.type === 'doc') };
}

/** Entries of the primary navigation, the same on every page: the top-level entries of type page (pages, sections and links). */
export function navbarItems(map: readonly PageMapItem[]): PageMapItem[] {
  return map.filter((item) => item.type === 'page' && item.display !== 'hidden' && !item.displayOnlyInFooter);
}

/** Where an entry of the primary navigation leads: its link, its page, or the first page of a folder without one. */
export const navTarget = (item: PageMapItem) => item.href ?? item.firstChildRoute ?? item.route;

/**
 * Whether an entry of the primary navigation is current (aria-current): "page" on the page it
 * leads to, true on the pages of its section. A top-level key names its section: `handbuch`
 * covers /handbuch/…, the link entry `kriterien` covers /kriterien/…, whatever its href.
 */
export function navCurrent(item: PageMapItem, path: string): 'page' | true | undefined {
  if (/^https?:/.test(navTarget(item))) return undefined;
  const section = `/${item.name}`;
  if (path === navTarget(item) || path === section) return 'page';
  return path.startsWith(`${section}/`) ? true : undefined;
}

/** Pages listed only in the footer. */
export function footerOnlyItems(map: readonly PageMapItem[]): PageMapItem[] {
  const found: PageMapItem[] = [];
  for (const item of map) {
    if (item.displayOnlyInFooter) found.push(item);
    if (item.children) found.push(...footerOnlyItems(item.children));
  }
  return found;
}

/** Previous and next page in sidebar order, within the page's sidebar. */
export function neighbours(map: readonly PageMapItem[], route: string): { prev?: PageMapItem; next?: PageMapItem } {
  const sidebar = sidebarFor(map, route);
  const routes = [...(sidebar.route ? [sidebar.route] : []), ...flattenRoutes(sidebar.items)];
  const index = routes.indexOf(route);
  if (index < 0) return {};
  const find = (r: string | undefined) => (r === undefined ? undefined : (pathTo(map, r).at(-1) ?? undefined));
  const prev = find(routes[index - 1]);
  const next = find(routes[index + 1]);
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}

/** Whether a folder starts open: on the active path (unless collapsed), or above the default collapse level. */
export function startsOpen(item: PageMapItem, level: number, activeRoute: string, collapsed = false): boolean {
  const active = activeRoute === item.route || activeRoute.startsWith(`${item.route}/`);
  if (active) return !collapsed || activeRoute !== item.route;
  return level < DEFAULT_MENU_COLLAPSE_LEVEL;
}
