import { describe, expect, it } from 'vitest';
import { buildPageMap, flattenRoutes, navbarItems, navCurrent, navTarget, neighbours, parseMetaFile, pathTo, resolveTheme, sidebarFor, startsOpen, THEME_DEFAULTS, type PageInput } from './page-map.ts';

const page = (id: string, title: string, isIndex = false): PageInput => ({ id, title, isIndex });
const PAGES = [
  page('index', 'Start'),
  page('ueber', 'Über'),
  page('glossar', 'Glossar'),
  page('impressum', 'Impressum'),
  page('handbuch', 'Handbuch', true),
  page('handbuch/zeta', 'Zeta'),
  page('handbuch/alpha', 'Alpha'),
  page('handbuch/pruefen', 'Service prüfen', true),
  page('handbuch/pruefen/peer-review', 'Peer Review'),
  page('handbuch/phasen/verstehen', 'Verstehen'),
  page('handbuch/phasen/betreiben', 'Betreiben'),
];
const meta = (folder: string, yaml: string) => parseMetaFile(folder, `seiten/${folder}/_meta.yaml`, yaml);
const ROOT = meta(
  '',
  [
    'kriterien:\n  type: page\n  title: Kriterien\n  href: /#kriterien',
    'handbuch:\n  type: page\n  title: Handbuch\n  theme:\n    sidebar: true\n    pagination: true\n    tocFollows: middle',
    'extern:\n  type: page\n  title: Extern\n  href: https://example.org\n  newWindow: true',
    'index:\n  display: hidden',
    'impressum:\n  displayOnlyInFooter: true\n',
  ].join('\n'),
);
const HANDBUCH = meta('handbuch', '"*":\n  theme:\n    timestamp: false\nzeta: Z-Seite\npruefen:\n  title: Prüfen\n  theme:\n    toc: false\n');

describe('buildPageMap', () => {
  const map = buildPageMap(PAGES, [ROOT, HANDBUCH]);
  const handbuch = map.find((i) => i.name === 'handbuch')!;

  it('lists _meta entries in file order, then unlisted pages and folders ordered by title', () => {
    expect(map.map((i) => i.name)).toEqual(['kriterien', 'handbuch', 'extern', 'index', 'impressum', 'glossar', 'ueber']);
    expect(handbuch.children!.map((i) => i.title)).toEqual(['Z-Seite', 'Prüfen', 'Alpha', 'Phasen']);
  });

  it('orders unlisted pages by title with numbers as numbers, and listed ones as _meta.yaml says', () => {
    const numbered = [1, 10, 11, 12, 13, 2, 3, 9].map((n) => page(`beispiele/kriterium-${n}`, `Beispiel zu Kriterium ${n}`));
    const phases = ['betreiben', 'entwickeln', 'verstehen', 'weiterentwickeln'].map((id) => page(`phasen/${id}`, id[0]!.toUpperCase() + id.slice(1)));
    const lifecycle = meta('phasen', 'verstehen: Verstehen\nentwickeln: Entwickeln\nbetreiben: Betreiben\nweiterentwickeln: Weiterentwickeln\n');
    const built = buildPageMap([...numbered, ...phases], [lifecycle]);
    const titles = (name: string) => built.find((i) => i.name === name)!.children!.map((i) => i.title);
    expect(titles('beispiele')).toEqual([1, 2, 3, 9, 10, 11, 12, 13].map((n) => `Beispiel zu Kriterium ${n}`));
    expect(titles('phasen')).toEqual(['Verstehen', 'Entwickeln', 'Betreiben', 'Weiterentwickeln']);
  });

  it('builds folders without _meta.yaml and without index page, with the route of their first page', () => {
    const phasen = handbuch.children!.find((i) => i.name === 'phasen')!;
    expect(phasen.withIndexPage).toBe(false);
    expect(phasen.children!.map((i) => i.route)).toEqual(['/handbuch/phasen/betreiben', '/handbuch/phasen/verstehen']);
    expect(phasen.firstChildRoute).toBe('/handbuch/phasen/betreiben');
    expect(handbuch.withIndexPage).toBe(true);
  });

  it('fails on a key that names no page or folder, naming the file and the key', () => {
    const broken = meta('handbuch', 'gibt-es-nicht: Fehlt\n');
    expect(() => buildPageMap(PAGES, [broken])).toThrow(/seiten\/handbuch\/_meta\.yaml, Schlüssel „gibt-es-nicht“/);
  });

  it('rejects unknown fields and bad values with the file and key', () => {
    expect(() => meta('', 'ueber:\n  type: kapitel\n')).toThrow(/seiten\/\/_meta\.yaml, Schlüssel ueber\.type/);
    expect(() => meta('', 'ueber:\n  farbe: rot\n')).toThrow(/Schlüssel ueber/);
    expect(() => meta('', 'ueber:\n  theme:\n    themed: true\n')).toThrow(/Schlüssel ueber\.theme/);
    expect(() => meta('', 'mehr:\n  type: menu\n')).toThrow(/Schlüssel mehr\.type/);
  });

  it('cascades theme settings: defaults, folder "*", entry, front matter', () => {
    expect(resolveTheme(map, '/ueber')).toEqual(THEME_DEFAULTS);
    const peer = resolveTheme(map, '/handbuch/pruefen/peer-review');
    expect(peer).toMatchObject({ sidebar: true, pagination: true, tocFollows: 'middle', timestamp: false, toc: false });
    expect(resolveTheme(map, '/handbuch/alpha', { timestamp: true, pagination: false })).toMatchObject({ sidebar: true, timestamp: true, toc: true, pagination: false });
    // A plain page shows no sidebar, pagination or date, and its table of contents follows the top of the window.
    expect(THEME_DEFAULTS).toMatchObject({ layout: 'default', sidebar: false, pagination: false, timestamp: false, toc: true, tocFollows: 'top' });
  });

  it('gives the sidebar of a section, the primary menu and pagination in sidebar order', () => {
    expect(sidebarFor(map, '/handbuch/alpha').title).toBe('Handbuch');
    expect(sidebarFor(map, '/ueber')).toMatchObject({ title: 'Weitere Seiten', route: undefined });
    expect(sidebarFor(map, '/ueber').items.map((i) => i.name)).toEqual(['index', 'impressum', 'glossar', 'ueber']);
    expect(navbarItems(map).map((i) => i.name)).toEqual(['kriterien', 'handbuch', 'extern']);
    expect(flattenRoutes(handbuch.children!)).toEqual(['/handbuch/zeta', '/handbuch/pruefen', '/handbuch/pruefen/peer-review', '/handbuch/alpha', '/handbuch/phasen/betreiben', '/handbuch/phasen/verstehen']);
    expect(neighbours(map, '/handbuch/pruefen/peer-review')).toMatchObject({ prev: { route: '/handbuch/pruefen' }, next: { route: '/handbuch/alpha' } });
    expect(neighbours(map, '/handbuch').prev).toBeUndefined();
    expect(neighbours(map, '/handbuch').next?.route).toBe('/handbuch/zeta');
  });

  it('marks the primary navigation entry of the page and of its section, and never an external link', () => {
    const [kriterien, handbuchEntry, extern] = navbarItems(map);
    expect(navbarItems(map).map(navTarget)).toEqual(['/#kriterien', '/handbuch', 'https://example.org']);
    expect(navCurrent(handbuchEntry!, '/handbuch')).toBe('page');
    expect(navCurrent(handbuchEntry!, '/handbuch/pruefen/peer-review')).toBe(true);
    expect(navCurrent(handbuchEntry!, '/handbuchung')).toBeUndefined();
    // The key names the section: the link to /#kriterien stands for /kriterien/…, not for the start page.
    expect(navCurrent(kriterien!, '/kriterien/1-nutzende-verstehen')).toBe(true);
    expect(navCurrent(kriterien!, '/')).toBeUndefined();
    expect(navCurrent(extern!, '/extern')).toBeUndefined();
  });

  it('opens folders on the active path and above the default collapse level 2', () => {
    const pruefen = pathTo(map, '/handbuch/pruefen/peer-review')[1]!;
    expect(startsOpen(pruefen, 2, '/handbuch/pruefen/peer-review')).toBe(true);
    expect(startsOpen(pruefen, 2, '/handbuch/alpha')).toBe(false);
    expect(startsOpen(pruefen, 1, '/handbuch/alpha')).toBe(true);
    expect(startsOpen(pruefen, 1, '/handbuch/pruefen', true)).toBe(false);
  });
});
