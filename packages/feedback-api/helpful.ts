/**
 * "War diese Seite hilfreich?": POST /helpful counts one answer for a page; GET /helpful (and
 * the open-data address /daten/hilfreich.json) publishes the counts per page. A visitor sends
 * the page and "ja" or "nein", nothing else: no text, no cookie; the service keeps counts per
 * page and day, never who answered.
 *
 * The form on the site posts the same two fields without JavaScript
 * (application/x-www-form-urlencoded); the service then answers with a redirect back to the page.
 */
import * as z from 'zod/mini';
import type { ErrorCode } from './errors.ts';
import { FEEDBACK_LIMITS } from './limits.ts';
import { SITE_PATH } from './schemas.ts';

/** The two answers, in the order the site shows them. */
export const HELPFUL_ANSWERS = ['ja', 'nein'] as const;
export type HelpfulAnswer = (typeof HELPFUL_ANSWERS)[number];

export const isHelpfulAnswer = (value: unknown): value is HelpfulAnswer => value === 'ja' || value === 'nein';

/** Fragments of the page the service sends a visitor back to after a form post, one per answer. */
export const HELPFUL_THANKS_ANCHORS: Record<HelpfulAnswer, string> = { ja: 'hilfreich-ja', nein: 'hilfreich-nein' };

export interface HelpfulRequestRules {
  /** Whether the page exists; the service knows the pages of the built site. */
  isKnownPage?: (pagePath: string) => boolean;
}

const code = (error: ErrorCode) => ({ error });

/** POST /helpful: the page (its path, without query) and the answer. */
export function helpfulRequestSchema(rules: HelpfulRequestRules = {}) {
  const isKnownPage = rules.isKnownPage ?? (() => true);
  return z.strictObject({
    pagePath: z
      .string()
      .check(
        z.refine((path) => path.length <= FEEDBACK_LIMITS.pagePathMax && SITE_PATH.test(path) && !path.includes('?'), code('INVALID_PAGE_PATH')),
        z.refine(isKnownPage, code('INVALID_PAGE_PATH')),
      ),
    answer: z.string().check(z.refine(isHelpfulAnswer, code('ANSWER_INVALID'))),
  });
}
export type HelpfulRequest = z.input<ReturnType<typeof helpfulRequestSchema>>;

/** POST /helpful, 201: what was counted. */
export const helpfulReceiptSchema = z.object({
  pagePath: z.string(),
  answer: z.enum(HELPFUL_ANSWERS),
});
export type HelpfulReceipt = z.infer<typeof helpfulReceiptSchema>;

const count = z.int().check(z.nonnegative());
/** A day as YYYY-MM-DD, in UTC. */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * GET /helpful and /daten/hilfreich.json: the counts per page, as open data. Field names are
 * German like the rest of the site's open data; within this version fields are only added.
 */
export const helpfulCountsSchema = z.object({
  /** When the service put the answer together (ISO 8601, UTC). */
  stand: z.string(),
  /** Pages with at least one answer, sorted by path. */
  seiten: z.array(
    z.object({
      /** Path of the page on the site, e.g. /glossar. */
      seite: z.string(),
      /** Answers "Ja" and "Nein" since the first answer. */
      ja: count,
      nein: count,
      /** First and last day (UTC) with an answer. */
      ersterTag: day,
      letzterTag: day,
    }),
  ),
});
export type HelpfulCounts = z.infer<typeof helpfulCountsSchema>;
