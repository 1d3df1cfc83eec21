/**
 * Brings saved answers up to the current question set. Generic: it needs only the ids, texts and
 * criteria of the current questions plus the map of replaced ids, so any later version of
 * content/selbstcheck.yaml migrates older answers without new code.
 *
 * - An answer to a question that still exists stays; its stored wording (and the ID of its
 *   requirement) is refreshed.
 * - An answer to a replaced question moves to its successor (following chains a → b → c), unless
 *   the successor has its own answer, and to the successor's criterion if it moved.
 * - An answer to a question that no longer exists is kept under `removed` of its criterion, with
 *   the wording it had, so the page can show it as such. If the question returns, so does the answer.
 */
import type { Assessment, CriterionEntry, RemovedAnswer } from './schema.ts';
import type { AnswerValue } from './types.ts';

export interface MigrationTarget {
  version: number;
  criteria: readonly { index: number; questions: readonly { id: string; text: string; requirement?: string | undefined }[] }[];
  /** Earlier id → id of the question that replaced it. */
  replacedIds: Readonly<Record<string, string>>;
}

interface Found {
  id: string;
  value: AnswerValue;
  question: string;
  criterion: string;
  /** Given to a current question directly, not carried over from an earlier one. */
  direct: boolean;
}

export function emptyCriterionEntry(): CriterionEntry {
  return { answers: {}, notes: '', evidence: '', removed: [] };
}

export function migrateAssessment(assessment: Assessment, target: MigrationTarget): Assessment {
  const current = new Map<string, { text: string; criterion: string; requirement: string | undefined }>();
  for (const criterion of target.criteria) {
    for (const question of criterion.questions) current.set(question.id, { text: question.text, criterion: String(criterion.index), requirement: question.requirement });
  }
  const resolve = (id: string): string => {
    // Follow replacement chains; the step limit guards against a cycle in hand-written content.
    let next = id;
    for (let step = 0; step < 20 && !current.has(next) && target.replacedIds[next]; step++) next = target.replacedIds[next]!;
    return next;
  };

  const found: Found[] = [];
  const criteria: Record<string, CriterionEntry> = {};
  for (const [key, entry] of Object.entries(assessment.criteria)) {
    criteria[key] = { ...entry, answers: {}, removed: [] };
    for (const [id, answer] of Object.entries(entry.answers)) {
      found.push({ id, value: answer.value, question: answer.question, criterion: key, direct: current.has(id) });
    }
    for (const removed of entry.removed) {
      found.push({ id: removed.id, value: removed.value, question: removed.question, criterion: key, direct: false });
    }
  }

  // Direct answers first, so an answer to the new question wins over one carried over.
  found.sort((a, b) => Number(b.direct) - Number(a.direct));
  for (const item of found) {
    const id = resolve(item.id);
    const question = current.get(id);
    if (question) {
      const entry = (criteria[question.criterion] ??= emptyCriterionEntry());
      // The current wording and requirement ID: answers from before issue 34 gain the ID here.
      if (!entry.answers[id]) entry.answers[id] = { value: item.value, question: question.text, ...(question.requirement ? { anforderung: question.requirement } : {}) };
      continue;
    }
    const entry = (criteria[item.criterion] ??= emptyCriterionEntry());
    if (!entry.removed.some((r) => r.id === item.id)) entry.removed.push(removedFrom(item));
  }

  return { ...assessment, criteria, questionsVersion: target.version };
}

function removedFrom(item: Found): RemovedAnswer {
  return { id: item.id, question: item.question, value: item.value };
}
