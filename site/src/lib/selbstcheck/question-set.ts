/**
 * The question set of the Selbstcheck (content/selbstcheck.yaml): schema, parsing, and the join
 * with the criteria pages, which checks that every question points to a real step. Build time and
 * tests only; the island gets the result as props (see types.ts).
 */
import { load as loadYaml } from 'js-yaml';
import { z } from 'zod';
import { CRITERIA_COUNT } from '../constants.ts';
import { requirementAnchor, REQUIREMENT_ID_PATTERN } from '../requirement-ids.ts';
import type { SelbstcheckContent } from './types.ts';

const question = z.strictObject({
  /** Stable id "k<criterion>-<words>". Answers are stored under it: never give an id to a different question. */
  id: z.string().regex(/^k\d{1,2}-[a-z0-9]+(-[a-z0-9]+)*$/, 'muss die Form k<Nummer>-<wort>-<wort> haben'),
  /** The question: concrete, answerable with yes or no, formal "Sie", ending in a question mark. */
  text: z.string().min(20).max(300).regex(/\?$/, 'muss mit einem Fragezeichen enden'),
  /** Requirement ID ("1.5") of the step ("Was ist zu tun") of the question's criterion that addresses the question. */
  anforderung: z.string().regex(REQUIREMENT_ID_PATTERN, 'muss eine Anforderungs-ID wie "1.5" sein'),
  /** Ids of all earlier questions this one replaces; their answers move over. Keep old ids listed. */
  replaces: z.array(z.string()).default([]),
});

const criterionQuestions = z.strictObject({
  /** The criterion, 1 to 13. */
  criteriaIndex: z.number().int().min(1).max(CRITERIA_COUNT),
  /** Four to eight questions, in the order of the steps. */
  questions: z.array(question).min(4).max(8),
});

export const questionSetSchema = z
  .strictObject({
    /** Raise with every change of questions; saved answers migrate (migrate.ts). */
    version: z.number().int().min(1),
    criteria: z.array(criterionQuestions).length(CRITERIA_COUNT),
  })
  .superRefine((set, ctx) => {
    const indexes = new Set<number>();
    const ids = new Set<string>();
    set.criteria.forEach((criterion, c) => {
      if (indexes.has(criterion.criteriaIndex)) ctx.addIssue({ code: 'custom', path: ['criteria', c, 'criteriaIndex'], message: `Kriterium ${criterion.criteriaIndex} kommt doppelt vor` });
      indexes.add(criterion.criteriaIndex);
      criterion.questions.forEach((q, i) => {
        const path = ['criteria', c, 'questions', i, 'id'];
        if (ids.has(q.id)) ctx.addIssue({ code: 'custom', path, message: `die id ${q.id} kommt doppelt vor` });
        if (!q.id.startsWith(`k${criterion.criteriaIndex}-`)) ctx.addIssue({ code: 'custom', path, message: `muss mit k${criterion.criteriaIndex}- beginnen` });
        ids.add(q.id);
      });
    });
    for (const criterion of set.criteria) {
      for (const q of criterion.questions) {
        for (const old of q.replaces) {
          if (ids.has(old)) ctx.addIssue({ code: 'custom', path: ['criteria'], message: `${q.id} ersetzt ${old}, aber ${old} ist noch eine aktuelle Frage` });
        }
      }
    }
  });

export type QuestionSet = z.infer<typeof questionSetSchema>;

/** Parses and checks the YAML; the error names the field, e.g. "criteria.0.questions.2.text". */
export function parseQuestionSet(yamlText: string, file = 'selbstcheck.yaml'): QuestionSet {
  const result = questionSetSchema.safeParse(loadYaml(yamlText));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(Wurzel)'}: ${issue.message}`);
  throw new Error(`${file} ist ungültig:\n- ${problems.join('\n- ')}`);
}

/** Titles of the <Step title="…"> blocks in a criterion's MDX, whose heading ids are slugify(title). */
export function stepTitles(mdx: string): string[] {
  return [...mdx.matchAll(/<Step\s[^>]*?title="([^"]+)"/g)].map((m) => m[1]!);
}

export interface CriterionSource {
  index: number;
  title: string;
  href: string;
  /** Raw MDX of the page. */
  body: string;
  /** The steps of "Was ist zu tun" with their requirement IDs (front matter `steps`). */
  steps: readonly { id: string; title: string }[];
  /** When the page last changed. */
  updated: Date;
}

/** Joins questions and criteria pages; fails on a requirement ID that is not a step of the question's criterion. */
export function buildContent(set: QuestionSet, criteria: readonly CriterionSource[]): SelbstcheckContent {
  const replacedIds: Record<string, string> = {};
  const joined = [...set.criteria]
    .sort((a, b) => a.criteriaIndex - b.criteriaIndex)
    .map((entry) => {
      const page = criteria.find((c) => c.index === entry.criteriaIndex);
      if (!page) throw new Error(`selbstcheck.yaml: Kriterium ${entry.criteriaIndex} gibt es nicht.`);
      const steps = new Map(page.steps.map((step) => [step.id, step.title]));
      return {
        index: page.index,
        title: page.title,
        href: page.href,
        questions: entry.questions.map((q) => {
          const stepTitle = steps.get(q.anforderung);
          if (!stepTitle) {
            throw new Error(
              `selbstcheck.yaml, Frage ${q.id}: Die Anforderung ${q.anforderung} ist kein Schritt von Kriterium ${page.index}. Vorhanden: ${[...steps.keys()].join(', ')}.`,
            );
          }
          for (const old of q.replaces) replacedIds[old] = q.id;
          return { id: q.id, text: q.text, requirement: q.anforderung, step: requirementAnchor(q.anforderung), stepTitle };
        }),
      };
    });
  const latest = Math.max(...criteria.map((c) => c.updated.getTime()));
  return { version: set.version, criteria: joined, replacedIds, criteriaUpdated: new Date(latest).toISOString().slice(0, 10) };
}
