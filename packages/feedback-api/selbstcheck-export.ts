/**
 * The export file of the Selbstcheck (JSON, written in the browser by the Selbstcheck page): its
 * format marker, version, limits and zod schema. One definition for the Selbstcheck, which writes
 * and imports such files (site/src/lib/selbstcheck/schema.ts re-exports these), and the service,
 * which takes one as the attachment of a peer-review request (review.ts) and checks it with this
 * very schema at its boundary. Uses zod/mini: the schema ships with the Selbstcheck's island.
 */
import * as z from 'zod/mini';

/** The four answers a team can give to every question, in display order. */
export const SELBSTCHECK_ANSWER_VALUES = ['ja', 'teilweise', 'nein', 'nicht-relevant'] as const;

/** Marks stored values and export files as the Selbstcheck's. */
export const SELBSTCHECK_DATA_FORMAT = 'servicestandard-selbstcheck';
/** Version of the stored shape; raise it (and add an upgrade step in the site's decodeData) when the shape changes. */
export const SELBSTCHECK_DATA_VERSION = 1;

/** Upper bounds keep a damaged or hostile file from filling the browser storage. */
export const SELBSTCHECK_LIMITS = { name: 200, text: 20_000, assessments: 100 } as const;

const text = (max: number) => z.string().check(z.maxLength(max));

const answerValue = z.enum(SELBSTCHECK_ANSWER_VALUES);

export const selbstcheckAnswerSchema = z.object({
  /** The answer given. */
  value: answerValue,
  /** Wording of the question when it was answered, so answers stay readable after the questions change. */
  question: text(SELBSTCHECK_LIMITS.name * 5),
  /**
   * ID of the requirement the question belongs to ("6.3", issue 34), written by the Selbstcheck
   * when it records the answer; absent in exports from before, which stay valid.
   */
  anforderung: z.optional(z.string().check(z.regex(/^\d{1,2}\.\d{1,2}$/))),
});

export const selbstcheckRemovedAnswerSchema = z.object({
  /** Id of a question that no longer exists. */
  id: z.string().check(z.maxLength(100)),
  question: text(SELBSTCHECK_LIMITS.name * 5),
  value: answerValue,
});

export const selbstcheckCriterionSchema = z.object({
  /** Question id → answer. */
  answers: z._default(z.record(z.string().check(z.maxLength(100)), selbstcheckAnswerSchema), {}),
  /** Free notes of the team. */
  notes: z._default(text(SELBSTCHECK_LIMITS.text), ''),
  /** Evidence, one item per line; lines starting with http(s):// are shown as links. */
  evidence: z._default(text(SELBSTCHECK_LIMITS.text), ''),
  /** Answers to questions that a later question set removed; kept and shown as such. */
  removed: z._default(z.array(selbstcheckRemovedAnswerSchema), []),
});

export const selbstcheckAssessmentSchema = z.object({
  /** Random id, stable across renames, exports and imports. */
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  /** Name of the service under assessment; also the name of the assessment. */
  service: text(SELBSTCHECK_LIMITS.name),
  /** Team or organisational unit. */
  team: z._default(text(SELBSTCHECK_LIMITS.name), ''),
  /** Day of the check as YYYY-MM-DD (the date input does not check that the day exists, see date-input.ts in @servicestandard/ui). */
  checkDate: z._default(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), null),
  /** Version of the question set the answers were last migrated to. */
  questionsVersion: z.number().check(z.int(), z.nonnegative()),
  /** ISO timestamps. */
  createdAt: text(40),
  updatedAt: text(40),
  /** Criterion number ("1" … "13") → answers, notes and evidence. */
  criteria: z.record(z.string().check(z.regex(/^\d{1,2}$/)), selbstcheckCriterionSchema),
});

export const selbstcheckAssessmentsSchema = z.array(selbstcheckAssessmentSchema).check(z.maxLength(SELBSTCHECK_LIMITS.assessments));

/** What an export file holds. */
export const selbstcheckExportSchema = z.object({
  format: z.literal(SELBSTCHECK_DATA_FORMAT),
  version: z.literal(SELBSTCHECK_DATA_VERSION),
  /** When the file was written (ISO timestamp). */
  exportedAt: z.optional(z.string()),
  assessments: selbstcheckAssessmentsSchema.check(z.minLength(1)),
});

export type SelbstcheckExport = z.infer<typeof selbstcheckExportSchema>;
export type SelbstcheckAssessment = z.infer<typeof selbstcheckAssessmentSchema>;
