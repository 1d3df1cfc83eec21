/**
 * Stable requirement IDs ("Anforderung 6.3"): every step of a criterion names its ID in the front
 * matter, and the register src/content/anforderungen.yaml lists every ID ever released. The check
 * here keeps a cited ID meaning one thing forever: an ID is never reused, renumbered or moved to
 * another criterion, and it never disappears, it is at most withdrawn. Pure functions, no Astro.
 */
import { requirementMessages } from '@servicestandard/messages/requirement';

/** "6.3": the criterion's number, a dot, the step's number within the criterion. */
export const REQUIREMENT_ID_PATTERN = /^([1-9]\d?)\.([1-9]\d?)$/;

/** One entry of the register. */
export interface RegisteredRequirement {
  id: string;
  criterion: number;
  /** The step's title when the ID was released. */
  title: string;
  released: Date;
  withdrawn?: { date: Date; reason: string } | undefined;
}

/** The steps of one criterion as its front matter lists them. */
export interface CriterionStepIds {
  /** For messages, e.g. "kriterien/6-barrierefreie….mdx". */
  file: string;
  criteriaIndex: number;
  steps: readonly { id?: string | undefined; title: string }[];
}

/** The anchor of a requirement on its criterion page and in the Druckfassung: "6.3" → "anforderung-6-3". */
export function requirementAnchor(id: string): string {
  return `anforderung-${id.replace('.', '-')}`;
}

/** How a requirement is cited: "Anforderung 6.3". */
export function requirementLabel(id: string): string {
  return requirementMessages.label(id);
}

/** Sort key: 6.3 before 6.10 before 7.1. */
export function compareRequirementIds(a: string, b: string): number {
  const [ca, sa] = a.split('.').map(Number) as [number, number];
  const [cb, sb] = b.split('.').map(Number) as [number, number];
  return ca - cb || sa - sb;
}

/**
 * Every problem between the steps and the register, as a German message naming file and ID;
 * empty when they agree. The build fails on any of them (src/lib/content.ts).
 */
export function checkRequirementIds(criteria: readonly CriterionStepIds[], register: readonly RegisteredRequirement[]): string[] {
  const problems: string[] = [];
  const registered = new Map<string, RegisteredRequirement>();
  const REGISTER = 'anforderungen.yaml';

  for (const entry of register) {
    const match = REQUIREMENT_ID_PATTERN.exec(entry.id);
    if (!match) {
      problems.push(`${REGISTER}: die ID „${entry.id}“ hat nicht die Form Kriterium.Nummer (zum Beispiel „6.3“).`);
      continue;
    }
    if (registered.has(entry.id)) problems.push(`${REGISTER}: die ID „${entry.id}“ steht mehrmals im Register.`);
    if (Number(match[1]) !== entry.criterion) {
      problems.push(`${REGISTER}: die ID „${entry.id}“ gehört nach ihrer Nummer zu Kriterium ${match[1]}, steht aber bei criterion ${entry.criterion}.`);
    }
    registered.set(entry.id, entry);
  }

  // Numbers run 1, 2, 3 … per criterion: a gap means an entry was deleted instead of withdrawn.
  const numbersByCriterion = new Map<number, number[]>();
  for (const id of registered.keys()) {
    const [criterion, number] = id.split('.').map(Number) as [number, number];
    numbersByCriterion.set(criterion, [...(numbersByCriterion.get(criterion) ?? []), number]);
  }
  for (const [criterion, numbers] of numbersByCriterion) {
    const max = Math.max(...numbers);
    for (let n = 1; n <= max; n++) {
      if (!numbers.includes(n)) {
        problems.push(`${REGISTER}: die ID „${criterion}.${n}“ fehlt im Register; eine veröffentlichte ID wird nie gelöscht, sondern mit withdrawn zurückgezogen.`);
      }
    }
  }

  const used = new Map<string, string>();
  for (const criterion of criteria) {
    for (const step of criterion.steps) {
      const where = `${criterion.file}, Schritt „${step.title}“`;
      if (!step.id) {
        problems.push(`${where}: die ID fehlt (Feld id unter steps, zum Beispiel id: "${criterion.criteriaIndex}.1"; neue Schritte bekommen die nächste freie Nummer aus anforderungen.yaml).`);
        continue;
      }
      const other = used.get(step.id);
      if (other) {
        problems.push(`${where}: die ID „${step.id}“ trägt schon ${other}.`);
        continue;
      }
      used.set(step.id, where);
      const entry = registered.get(step.id);
      if (!entry) {
        problems.push(`${where}: die ID „${step.id}“ steht nicht im Register ${REGISTER}; tragen Sie sie dort ein.`);
      } else if (entry.withdrawn) {
        problems.push(`${where}: die ID „${step.id}“ ist zurückgezogen und darf nicht wieder vergeben werden; nehmen Sie die nächste freie Nummer.`);
      } else if (entry.criterion !== criterion.criteriaIndex) {
        problems.push(`${where}: die ID „${step.id}“ gehört zu Kriterium ${entry.criterion}; eine ID wechselt nie das Kriterium.`);
      }
    }
  }

  for (const entry of registered.values()) {
    if (!entry.withdrawn && !used.has(entry.id)) {
      problems.push(`${REGISTER}: die ID „${entry.id}“ („${entry.title}“) trägt kein Schritt mehr; ziehen Sie sie mit withdrawn (date, reason) zurück, statt sie zu löschen.`);
    }
  }
  return problems;
}
