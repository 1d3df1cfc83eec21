import { describe, expect, it } from 'vitest';
import { PREDECESSOR, mappingProblems, newCriteria, principlesOf } from './vorgaenger.ts';

describe('the 2020 edition and its mapping', () => {
  it('lists the 19 principles of FACTS.md in 6 categories, numbered in order, as the site’s reading', () => {
    expect(PREDECESSOR.status).toBe('Lesart');
    expect(PREDECESSOR.year).toBe(2020);
    expect(PREDECESSOR.categories.map((c) => c.title)).toEqual(['Nutzerzentrierung', 'Vorgehen', 'Zusammenarbeit', 'Offenheit', 'Technischer Betrieb', 'Wirkungscontrolling']);
    expect(PREDECESSOR.principles.map((p) => p.number)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    const perCategory = PREDECESSOR.categories.map((c) => PREDECESSOR.principles.filter((p) => p.category === c.id).length);
    expect(perCategory).toEqual([6, 3, 2, 3, 3, 2]);
  });

  it('finds criteria 2 and 3 new and gives every other criterion a principle', () => {
    expect(newCriteria()).toEqual([2, 3]);
    expect(principlesOf(11).map((p) => p.number)).toContain(15);
  });

  it('reports a step or criterion the mapping names but the criteria do not have', () => {
    const steps = new Map(Array.from({ length: 13 }, (_, i) => [i + 1, [] as string[]]));
    const problems = mappingProblems(PREDECESSOR, steps);
    expect(problems).toContain('Prinzip 2 „Einfache und intuitive Nutzung“: Kriterium 4 hat keinen Schritt mit der Anforderungs-ID 4.3');
    const edition = { ...PREDECESSOR, principles: [{ ...PREDECESSOR.principles[0]!, carriedBy: [{ criterion: 14, steps: [] }] }] };
    expect(mappingProblems(edition, steps)).toEqual(['Prinzip 1 „Erhebung und Bewertung von Nutzeranforderungen“: Kriterium 14 gibt es nicht']);
  });
});
