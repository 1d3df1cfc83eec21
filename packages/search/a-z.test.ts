import { describe, expect, it } from 'vitest';
import { groupByLetter } from './a-z.ts';

describe('groupByLetter', () => {
  it('sorts German titles, files umlauts under their base letter and puts digits last', () => {
    const groups = groupByLetter([
      { href: '/ueber', title: 'Über den Servicestandard' },
      { href: '/glossar', title: 'Glossar' },
      { href: '/umfang', title: 'Umfang' },
      { href: '/13', title: '13 Kriterien' },
      { href: '/aktualisierungen', title: 'Aktualisierungen' },
    ]);
    expect(groups.map((g) => [g.letter, g.entries.map((e) => e.href)])).toEqual([
      ['A', ['/aktualisierungen']],
      ['G', ['/glossar']],
      ['U', ['/ueber', '/umfang']],
      ['#', ['/13']],
    ]);
  });
});
