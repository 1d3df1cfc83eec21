/**
 * Pure operations on the list of assessments. Each returns new data and never mutates; the island
 * keeps the result in state and hands it to the debounced writer. Times and ids come in as
 * arguments so the operations are testable.
 */
import { emptyCriterionEntry } from './migrate.ts';
import { LIMITS, type AppData, type Assessment, type CriterionEntry } from './schema.ts';
import type { AnswerValue } from './types.ts';

/** Random id; getRandomValues works on plain http as well, unlike randomUUID. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createAssessment(id: string, now: Date, questionsVersion: number, service = ''): Assessment {
  const stamp = now.toISOString();
  return { id, service, team: '', checkDate: null, questionsVersion, createdAt: stamp, updatedAt: stamp, criteria: {} };
}

export function activeAssessment(data: AppData): Assessment | undefined {
  return data.assessments.find((a) => a.id === data.activeId) ?? data.assessments[0];
}

export function addAssessment(data: AppData, assessment: Assessment): AppData {
  return { activeId: assessment.id, assessments: [...data.assessments, assessment] };
}

export function setActive(data: AppData, id: string): AppData {
  return data.assessments.some((a) => a.id === id) ? { ...data, activeId: id } : data;
}

export function updateAssessment(data: AppData, id: string, now: Date, update: (a: Assessment) => Assessment): AppData {
  return {
    ...data,
    assessments: data.assessments.map((a) => (a.id === id ? { ...update(a), updatedAt: now.toISOString() } : a)),
  };
}

export function duplicateAssessment(data: AppData, id: string, copyId: string, now: Date, copyName: (name: string) => string): AppData {
  const original = data.assessments.find((a) => a.id === id);
  if (!original) return data;
  const stamp = now.toISOString();
  const copy: Assessment = {
    ...structuredClone(original),
    id: copyId,
    service: copyName(original.service).slice(0, LIMITS.name),
    createdAt: stamp,
    updatedAt: stamp,
  };
  const at = data.assessments.indexOf(original) + 1;
  return { activeId: copyId, assessments: [...data.assessments.slice(0, at), copy, ...data.assessments.slice(at)] };
}

export function deleteAssessment(data: AppData, id: string): AppData {
  const at = data.assessments.findIndex((a) => a.id === id);
  if (at < 0) return data;
  const assessments = data.assessments.filter((a) => a.id !== id);
  const activeId = data.activeId === id ? (assessments[Math.min(at, assessments.length - 1)]?.id ?? null) : data.activeId;
  return { activeId, assessments };
}

function withCriterion(assessment: Assessment, criterionIndex: number, change: (entry: CriterionEntry) => CriterionEntry): Assessment {
  const key = String(criterionIndex);
  return { ...assessment, criteria: { ...assessment.criteria, [key]: change(assessment.criteria[key] ?? emptyCriterionEntry()) } };
}

/**
 * Records an answer with the wording of the question and the ID of its requirement (so a peer
 * review shows it beside that requirement, issue 34); null clears it.
 */
export function setAnswer(
  assessment: Assessment,
  criterionIndex: number,
  question: { id: string; text: string; requirement?: string | undefined },
  value: AnswerValue | null,
): Assessment {
  return withCriterion(assessment, criterionIndex, (entry) => {
    const answers = { ...entry.answers };
    if (value) answers[question.id] = { value, question: question.text, ...(question.requirement ? { anforderung: question.requirement } : {}) };
    else delete answers[question.id];
    return { ...entry, answers };
  });
}

export function setCriterionText(assessment: Assessment, criterionIndex: number, field: 'notes' | 'evidence', text: string): Assessment {
  return withCriterion(assessment, criterionIndex, (entry) => ({ ...entry, [field]: text.slice(0, LIMITS.text) }));
}

/** Drops the kept answers to questions that no longer exist, once the team has read them. */
export function clearRemoved(assessment: Assessment, criterionIndex: number): Assessment {
  return withCriterion(assessment, criterionIndex, (entry) => ({ ...entry, removed: [] }));
}

/** Nothing entered yet: the empty assessment a browser starts with. */
function isPristine(assessment: Assessment): boolean {
  return !assessment.service && !assessment.team && !assessment.checkDate && Object.keys(assessment.criteria).length === 0;
}

/**
 * Adds imported assessments. Existing data is never overwritten: an imported assessment whose id
 * is taken gets a new id and a marked name, so both versions stay. Only the untouched empty
 * assessment of a fresh browser gives way, so an import there restores exactly what was exported.
 */
export function importAssessments(
  data: AppData,
  incoming: readonly Assessment[],
  makeId: () => string,
  importedName: (name: string) => string,
): { data: AppData; added: Assessment[] } {
  const only = data.assessments.length === 1 ? data.assessments[0]! : undefined;
  const existing = only && isPristine(only) && incoming.length > 0 ? [] : data.assessments;
  const taken = new Set(existing.map((a) => a.id));
  const added = incoming.map((assessment) => {
    if (!taken.has(assessment.id)) {
      taken.add(assessment.id);
      return assessment;
    }
    const id = makeId();
    taken.add(id);
    return { ...assessment, id, service: importedName(assessment.service).slice(0, LIMITS.name) };
  });
  const assessments = [...existing, ...added].slice(0, LIMITS.assessments);
  const kept = added.filter((a) => assessments.includes(a));
  return { data: { activeId: kept[0]?.id ?? data.activeId, assessments }, added: kept };
}
