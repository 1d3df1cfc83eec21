/**
 * The first edition of the standard (2020: 19 principles in 6 categories) and which of today's
 * criteria and steps carry each principle (issue 35, item 11). No published source maps one to
 * the other, so the mapping is this site's reading ("Lesart") and every place that shows it says
 * so. It lives here once and feeds the page /handbuch/servicestandard-2020, the block on each
 * criterion page and the open data (`vorgaenger` in /daten/servicestandard.json). A later edition
 * of the standard can be described in the same shape, with today's criteria as its predecessor.
 */
import { CRITERIA_COUNT } from './constants.ts';

export interface PredecessorCategory {
  id: string;
  title: string;
}

/**
 * A criterion of today that carries (part of) a principle; no steps: the criterion as a whole.
 * Steps by requirement ID ("6.3", src/content/anforderungen.yaml), which never changes meaning,
 * so a renamed or reordered step keeps its place in the mapping.
 */
export interface CarriedBy {
  criterion: number;
  steps: readonly string[];
}

export interface Principle {
  number: number;
  title: string;
  /** Id of its category. */
  category: string;
  /** true: one of today's criteria has the principle as its core topic; false: only steps carry it. */
  ownCriterion: boolean;
  carriedBy: readonly CarriedBy[];
  /** What changed, in a sentence, where the mapping alone does not say it. */
  note?: string;
}

export interface PredecessorEdition {
  title: string;
  /** The year as the sources agree on it (the exact day differs between them). */
  year: number;
  /** Always the site's reading: no published mapping exists. */
  status: 'Lesart';
  publisher: string;
  /** Route of the page that shows the mapping. */
  href: string;
  categories: readonly PredecessorCategory[];
  principles: readonly Principle[];
}

const all = (criterion: number): CarriedBy => ({ criterion, steps: [] });

export const PREDECESSOR: PredecessorEdition = {
  title: 'Servicestandard für die OZG-Umsetzung',
  year: 2020,
  status: 'Lesart',
  publisher: 'Bundesministerium des Innern, für Bau und Heimat (BMI)',
  href: '/handbuch/servicestandard-2020',
  categories: [
    { id: 'nutzerzentrierung', title: 'Nutzerzentrierung' },
    { id: 'vorgehen', title: 'Vorgehen' },
    { id: 'zusammenarbeit', title: 'Zusammenarbeit' },
    { id: 'offenheit', title: 'Offenheit' },
    { id: 'technischer-betrieb', title: 'Technischer Betrieb' },
    { id: 'wirkungscontrolling', title: 'Wirkungscontrolling' },
  ],
  principles: [
    {
      number: 1,
      title: 'Erhebung und Bewertung von Nutzeranforderungen',
      category: 'nutzerzentrierung',
      ownCriterion: true,
      carriedBy: [all(1)],
    },
    {
      number: 2,
      title: 'Einfache und intuitive Nutzung',
      category: 'nutzerzentrierung',
      ownCriterion: false,
      carriedBy: [
        { criterion: 4, steps: ['4.3'] },
        { criterion: 6, steps: ['6.2', '6.3'] },
      ],
      note: 'Einfache Bedienung ist heute kein eigenes Kriterium, sondern Ziel der Tests mit Nutzenden und der verständlichen Inhalte.',
    },
    {
      number: 3,
      title: 'Barrierefreiheit, Bürgernähe und Genderneutralität',
      category: 'nutzerzentrierung',
      ownCriterion: true,
      carriedBy: [all(6)],
      note: 'Geschlechtergerechte Sprache nennt Kriterium 6 nicht ausdrücklich; sie gehört zu verständlichen Inhalten für alle.',
    },
    {
      number: 4,
      title: 'Once-Only-Prinzip',
      category: 'nutzerzentrierung',
      ownCriterion: false,
      carriedBy: [
        { criterion: 6, steps: ['6.5'] },
        { criterion: 5, steps: ['5.2'] },
      ],
    },
    {
      number: 5,
      title: 'Datenschutz',
      category: 'nutzerzentrierung',
      ownCriterion: true,
      carriedBy: [all(8)],
    },
    {
      number: 6,
      title: 'Förderung digitaler Nutzung',
      category: 'nutzerzentrierung',
      ownCriterion: false,
      carriedBy: [
        { criterion: 6, steps: ['6.5'] },
        { criterion: 12, steps: ['12.1'] },
      ],
      note: 'Heute zählt, dass Nutzende den Service finden und dass die Nutzung gemessen wird; für Werbung um den digitalen Weg gibt es kein eigenes Kriterium.',
    },
    {
      number: 7,
      title: 'Rechtliche Änderungsbedarfe',
      category: 'vorgehen',
      ownCriterion: true,
      carriedBy: [all(13)],
    },
    {
      number: 8,
      title: 'Agiles Vorgehen',
      category: 'vorgehen',
      ownCriterion: true,
      carriedBy: [all(4)],
    },
    {
      number: 9,
      title: 'Integration Portalverbund',
      category: 'vorgehen',
      ownCriterion: false,
      carriedBy: [
        { criterion: 6, steps: ['6.5'] },
        { criterion: 11, steps: ['11.3'] },
      ],
    },
    {
      number: 10,
      title: 'Ebenenübergreifende Zusammenarbeit',
      category: 'zusammenarbeit',
      ownCriterion: true,
      carriedBy: [
        { criterion: 5, steps: ['5.4'] },
        { criterion: 7, steps: ['7.5'] },
      ],
    },
    {
      number: 11,
      title: 'Entwicklungsgemeinschaften',
      category: 'zusammenarbeit',
      ownCriterion: true,
      carriedBy: [
        { criterion: 5, steps: ['5.4', '5.3'] },
        { criterion: 10, steps: ['10.5'] },
      ],
    },
    {
      number: 12,
      title: 'Offene Standards',
      category: 'offenheit',
      ownCriterion: true,
      carriedBy: [all(7)],
    },
    {
      number: 13,
      title: 'Open Source',
      category: 'offenheit',
      ownCriterion: true,
      carriedBy: [all(10)],
    },
    {
      number: 14,
      title: 'Wiederverwendung und Nachnutzung',
      category: 'offenheit',
      ownCriterion: true,
      carriedBy: [all(5)],
    },
    {
      number: 15,
      title: 'IT-Sicherheit und Support',
      category: 'technischer-betrieb',
      ownCriterion: true,
      carriedBy: [all(9), all(11)],
      note: 'Aus einem Prinzip sind zwei Kriterien geworden: Sicherheit (9) sowie Verfügbarkeit und Support (11).',
    },
    {
      number: 16,
      title: 'Interoperabilität',
      category: 'technischer-betrieb',
      ownCriterion: true,
      carriedBy: [{ criterion: 7, steps: ['7.2', '7.3'] }],
    },
    {
      number: 17,
      title: 'Technologische Evaluation',
      category: 'technischer-betrieb',
      ownCriterion: false,
      carriedBy: [
        { criterion: 5, steps: ['5.1'] },
        { criterion: 9, steps: ['9.5'] },
      ],
      note: 'Die Technik regelmäßig zu überprüfen, ist heute Teil der Recherche vor dem Bau und der Pflege im Betrieb.',
    },
    {
      number: 18,
      title: 'Evaluation der Nutzerzufriedenheit',
      category: 'wirkungscontrolling',
      ownCriterion: true,
      carriedBy: [{ criterion: 12, steps: ['12.1', '12.5'] }],
      note: 'Die Nutzendenzufriedenheit ist heute eine der drei Pflichtkennzahlen.',
    },
    {
      number: 19,
      title: 'Nutzerzentrierte Weiterentwicklung',
      category: 'wirkungscontrolling',
      ownCriterion: true,
      carriedBy: [
        { criterion: 12, steps: ['12.6'] },
        { criterion: 1, steps: ['1.6'] },
        { criterion: 4, steps: ['4.5'] },
      ],
    },
  ],
};

/** The principles a criterion carries, in their order. */
export const principlesOf = (criterion: number, edition: PredecessorEdition = PREDECESSOR): Principle[] =>
  edition.principles.filter((p) => p.carriedBy.some((c) => c.criterion === criterion));

/** Today's criteria that carry no principle of the predecessor: what is new. */
export const newCriteria = (edition: PredecessorEdition = PREDECESSOR): number[] =>
  Array.from({ length: CRITERIA_COUNT }, (_, i) => i + 1).filter((n) => principlesOf(n, edition).length === 0);

/**
 * Problems of the mapping against today's criteria (their steps' requirement IDs by number):
 * unknown criteria or steps, categories or numbering out of order. The open data build fails on any.
 */
export function mappingProblems(edition: PredecessorEdition, stepsByCriterion: ReadonlyMap<number, readonly string[]>): string[] {
  const problems: string[] = [];
  const categories = new Set(edition.categories.map((c) => c.id));
  edition.principles.forEach((p, i) => {
    const where = `Prinzip ${p.number} „${p.title}“`;
    if (p.number !== i + 1) problems.push(`${where}: steht an Stelle ${i + 1}`);
    if (!categories.has(p.category)) problems.push(`${where}: unbekannte Kategorie ${p.category}`);
    if (p.carriedBy.length === 0) problems.push(`${where}: keinem Kriterium zugeordnet`);
    for (const c of p.carriedBy) {
      const steps = stepsByCriterion.get(c.criterion);
      if (!steps) {
        problems.push(`${where}: Kriterium ${c.criterion} gibt es nicht`);
        continue;
      }
      for (const step of c.steps) if (!steps.includes(step)) problems.push(`${where}: Kriterium ${c.criterion} hat keinen Schritt mit der Anforderungs-ID ${step}`);
    }
  });
  return problems;
}
