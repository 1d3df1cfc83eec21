/**
 * Build check for pages with a sidebar (called by scripts/check-build.ts): every such page finds
 * itself in its navigation, marked aria-current="page" in the sidebar or the primary navigation.
 * So a new page in a section (with or without an entry in _meta.yaml) cannot drop out of the
 * navigation unnoticed; display: hidden pages must switch the sidebar off (theme.sidebar) or be
 * reachable otherwise.
 */
export function checkSidebarNavigation(pages: Iterable<[string, string]>): string[] {
  const problems: string[] = [];
  for (const [path, html] of pages) {
    const start = html.indexOf('id="seitenleiste"');
    if (start < 0) continue;
    const navigation = html.slice(html.indexOf('<header'), html.indexOf('<main'));
    const marked = [...navigation.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes('aria-current="page"'));
    const self = marked.filter((tag) => tag.includes(`href="${path}"`));
    if (self.length === 0) problems.push(`${path}: steht in Seitenleiste und Hauptnavigation nicht als aktuelle Seite (Seitenstruktur, _meta.yaml)`);
    const wrong = marked.filter((tag) => !tag.includes(`href="${path}"`));
    if (wrong.length) problems.push(`${path}: andere Seite als aktuell markiert: ${wrong.join(' ')}`);
  }
  return problems;
}
