import { describe, expect, it } from 'vitest';
import { checkSidebarNavigation } from './check-sidebar-navigation.ts';

const page = (nav: string) => `<header>…</header><aside id="seitenleiste">${nav}</aside><main>…</main>`;

describe('checkSidebarNavigation', () => {
  it('accepts a page with a sidebar marked as current in its navigation and ignores other pages', () => {
    expect(checkSidebarNavigation([['/handbuch/a', page('<a href="/handbuch/a" aria-current="page">A</a><a href="/handbuch">H</a>')], ['/ueber', '<main></main>']])).toEqual([]);
  });

  it('reports a page with a sidebar missing from its navigation, and a wrong current page', () => {
    const problems = checkSidebarNavigation([['/handbuch/neu', page('<a href="/handbuch/a" aria-current="page">A</a>')]]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^\/handbuch\/neu: steht in Seitenleiste und Hauptnavigation nicht als aktuelle Seite/);
  });
});
