/**
 * The data the Selbstcheck keeps in the browser and writes into export files, with its zod schema.
 * Uses zod/mini: the schema ships with the island, and the mini build is a fraction of the size.
 *
 * One localStorage key holds { format, version, activeId, assessments }. An export file has the
 * same format marker and version plus exportedAt. `version` counts changes of this shape; the
 * version of the question set an assessment was answered against is `questionsVersion`.
 */
import * as z from 'zod/mini';
import { ANSWER_VALUES } from './types.ts';

/** The single localStorage key of the Selbstcheck. */
export const STORAGE_KEY = 'servicestandard-selbstcheck';
/** Marks stored values and export files as ours. */
export const DATA_FORMAT = 'servicestandard-selbstcheck';
/** Version of the stored shape; raise it (and add an upgrade step in decodeData) when the shape changes. */
export const DATA_VERSION = 1;

/** Upper bounds keep a damaged or hostile file from filling the browser storage. */
export const LIMITS = { name: 200, text: 20_000, assessments: 100 } as const;

const text = (max: number) => z.string().check(z.maxLength(max));

const answerValue = z.enum(ANSWER_VALUES);

const answer = z.object({
  /** The answer given. */
  value: answerValue,
  /** Wording of the question when it was answered, so answers stay readable after the questions change. */
  question: text(LIMITS.name * 5),
});

const removedAnswer = z.object({
  /** Id of a question that no longer exists. */
  id: z.string().check(z.maxLength(100)),
  question: text(LIMITS.name * 5),
  value: answerValue,
});

const criterionEntry = z.object({
  /** Question id → answer. */
  answers: z._default(z.record(z.string().check(z.maxLength(100)), answer), {}),
  /** Free notes of the team. */
  notes: z._default(text(LIMITS.text), ''),
  /** Evidence, one item per line; lines starting with http(s):// are shown as links. */
  evidence: z._default(text(LIMITS.text), ''),
  /** Answers to questions that a later question set removed; kept and shown as such. */
  removed: z._default(z.array(removedAnswer), []),
});

export const assessmentSchema = z.object({
  /** Random id, stable across renames, exports and imports. */
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  /** Name of the service under assessment; also the name of the assessment. */
  service: text(LIMITS.name),
  /** Team or organisational unit. */
  team: z._default(text(LIMITS.name), ''),
  /** Day of the check as YYYY-MM-DD (the date input does not check that the day exists, see date-input.ts in @servicestandard/ui). */
  checkDate: z._default(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), null),
  /** Version of the question set the answers were last migrated to. */
  questionsVersion: z.number().check(z.int(), z.nonnegative()),
  /** ISO timestamps. */
  createdAt: text(40),
  updatedAt: text(40),
  /** Criterion number ("1" … "13") → answers, notes and evidence. */
  criteria: z.record(z.string().check(z.regex(/^\d{1,2}$/)), criterionEntry),
});

export type Assessment = z.infer<typeof assessmentSchema>;
export type CriterionEntry = z.infer<typeof criterionEntry>;
export type StoredAnswer = z.infer<typeof answer>;
export type RemovedAnswer = z.infer<typeof removedAnswer>;

const assessments = z.array(assessmentSchema).check(z.maxLength(LIMITS.assessments));

/** What localStorage holds. */
export const storedDataSchema = z.object({
  format: z.literal(DATA_FORMAT),
  version: z.literal(DATA_VERSION),
  /** The assessment on screen. */
  activeId: z.nullable(z.string()),
  assessments,
});

/** What an export file holds. Stored data is accepted too, so a downloaded raw value can be imported. */
export const exportFileSchema = z.object({
  format: z.literal(DATA_FORMAT),
  version: z.literal(DATA_VERSION),
  /** When the file was written (ISO timestamp). */
  exportedAt: z.optional(z.string()),
  assessments: assessments.check(z.minLength(1)),
});

/** The part of the stored data the app works with. */
export interface AppData {
  activeId: string | null;
  assessments: Assessment[];
}

export type DecodeFailure = 'unreadable' | 'foreign' | 'newer' | 'damaged';
export type Decoded<T> = { ok: true; value: T } | { ok: false; reason: DecodeFailure };

/**
 * Parses JSON text against one of the schemas and says why it failed: not JSON at all, not ours
 * (no format marker), written by a newer version of the Selbstcheck, or ours but damaged.
 */
export function decodeData<T>(json: string, schema: z.ZodMiniType<T>): Decoded<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (typeof raw !== 'object' || raw === null || (raw as { format?: unknown }).format !== DATA_FORMAT) {
    return { ok: false, reason: 'foreign' };
  }
  const version = (raw as { version?: unknown }).version;
  if (typeof version === 'number' && version > DATA_VERSION) return { ok: false, reason: 'newer' };
  const parsed = schema.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'damaged' };
}
