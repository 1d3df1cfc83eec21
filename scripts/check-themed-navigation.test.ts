import { describe, expect, it } from 'vitest';
import { checkThemedNavigation } from './check-themed-navigation.ts';

const page = (nav: string) => `<header>…</header><aside id="seitenleiste">${nav}</aside><main>…</main>`;

describe('checkThemedNavigation', () => {
  it('accepts a themed page marked as current in its navigation and ignores other pages', () => {
    expect(checkThemedNavigation([['/handbuch/a', page('<a href="/handbuch/a" aria-current="page">A</a><a href="/handbuch">H</a>')], ['/ueber', '<main></main>']])).toEqual([]);
  });

  it('reports a themed page missing from its navigation, and a wrong current page', () => {
    const problems = checkThemedNavigation([['/handbuch/neu', page('<a href="/handbuch/a" aria-current="page">A</a>')]]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^\/handbuch\/neu: steht in Seitenleiste und Hauptmenü nicht als aktuelle Seite/);
  });
});
