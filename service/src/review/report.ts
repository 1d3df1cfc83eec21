/**
 * The report of a request from what the store holds (issue 34, item 6): the request, its day, the
 * reviewers' shared draft and the names of the reviewers who agreed to be named, with the
 * requirement catalogue of the built site. The same report on the status page, in the PDF and in
 * the publication.
 */
import type { ReviewState } from '@servicestandard/feedback-api';
import { buildReport, reportSchema, type Report, type RequirementCatalogue } from '@servicestandard/pruefbericht';
import type { FeedbackStore, ReviewRequestRow } from '../store/index.ts';

/** The states in which the team sees its report: the review is done. */
export const REPORT_STATES = ['begutachtet', 'bericht-abgestimmt', 'veroeffentlicht'] as const satisfies readonly ReviewState[];

/**
 * Whether the team sees its report: the review is done, and the reviewers' draft is still kept
 * (it is deleted with the contact data, 12 months after the request was closed).
 */
export const hasReport = (row: { state: ReviewState; contactErasedAt: number | null }): boolean =>
  (REPORT_STATES as readonly ReviewState[]).includes(row.state) && row.contactErasedAt === null;

/** The calendar day (YYYY-MM-DD) in Germany of a moment. */
export function berlinDay(at: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The copy of the report that was sent for publication, as the store kept it; undefined before one
 * was sent, or when the kept text is not a report.
 */
export function sentReport(row: Pick<ReviewRequestRow, 'publication'>): Report | undefined {
  const kept = row.publication.report;
  if (kept === null) return undefined;
  try {
    const parsed = reportSchema.safeParse(JSON.parse(kept));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The report of `row`. Before the team answered it is the draft: names shown, dated today;
 * afterwards as agreed (names withheld if so chosen), dated the day of the answer. Once it was sent
 * for publication, the copy that was sent: what the team sees is what goes public, whatever
 * changes in the draft or among the reviewers afterwards.
 */
export async function reportOf(store: FeedbackStore, row: ReviewRequestRow, catalogue: RequirementCatalogue, now: number): Promise<Report> {
  const sent = sentReport(row);
  if (sent) return sent;
  const [planned, draft, reviewers] = await Promise.all([store.getReviewRequest(row.id), store.listReviewDraft(row.id), store.listReviewers(row.id)]);
  const agreedAt = row.agreement?.at ?? now;
  return buildReport({
    request: {
      id: row.id,
      service: row.service,
      authority: row.authority,
      level: row.level,
      phase: row.phase,
      scheduledOn: planned?.scheduledFor ?? berlinDay(row.updatedAt),
    },
    catalogue,
    draft,
    agreement: { withholdName: row.agreement?.withholdName ?? false, agreedOn: berlinDay(agreedAt) },
    reviewers: reviewers.filter((reviewer) => reviewer.namedConsent).map((reviewer) => reviewer.name),
  });
}
