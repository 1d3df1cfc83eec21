/**
 * The data the Selbstcheck keeps in the browser and writes into export files, with its zod schema.
 * Uses zod/mini: the schema ships with the island, and the mini build is a fraction of the size.
 *
 * One localStorage key holds { format, version, activeId, assessments }. An export file has the
 * same format marker and version plus exportedAt. `version` counts changes of this shape; the
 * version of the question set an assessment was answered against is `questionsVersion`.
 */
import * as z from 'zod/mini';
import type { selbstcheckAnswerSchema, selbstcheckCriterionSchema, selbstcheckRemovedAnswerSchema } from '@servicestandard/feedback-api/selbstcheck-export';
import {
  SELBSTCHECK_DATA_FORMAT,
  SELBSTCHECK_DATA_VERSION,
  SELBSTCHECK_LIMITS,
  selbstcheckAssessmentSchema,
  selbstcheckAssessmentsSchema,
  selbstcheckExportSchema,
} from '@servicestandard/feedback-api/selbstcheck-export';

/** The single localStorage key of the Selbstcheck. */
export const STORAGE_KEY = 'servicestandard-selbstcheck';
// The export file's shape is defined once in the API contract: the feedback service checks an
// attached export (peer-review request) with the same schema.
/** Marks stored values and export files as ours. */
export const DATA_FORMAT = SELBSTCHECK_DATA_FORMAT;
/** Version of the stored shape; raise it (and add an upgrade step in decodeData) when the shape changes. */
export const DATA_VERSION = SELBSTCHECK_DATA_VERSION;

/** Upper bounds keep a damaged or hostile file from filling the browser storage. */
export const LIMITS = SELBSTCHECK_LIMITS;

export const assessmentSchema = selbstcheckAssessmentSchema;

export type Assessment = z.infer<typeof assessmentSchema>;
export type CriterionEntry = z.infer<typeof selbstcheckCriterionSchema>;
export type StoredAnswer = z.infer<typeof selbstcheckAnswerSchema>;
export type RemovedAnswer = z.infer<typeof selbstcheckRemovedAnswerSchema>;

const assessments = selbstcheckAssessmentsSchema;

/** What localStorage holds. */
export const storedDataSchema = z.object({
  format: z.literal(DATA_FORMAT),
  version: z.literal(DATA_VERSION),
  /** The assessment on screen. */
  activeId: z.nullable(z.string()),
  assessments,
});

/** What an export file holds. Stored data is accepted too, so a downloaded raw value can be imported. */
export const exportFileSchema = selbstcheckExportSchema;

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
