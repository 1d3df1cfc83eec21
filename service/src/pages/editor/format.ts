/**
 * Pure helpers of the editors' pages that routes use as well: the addresses of the pages with
 * their filters, the statuses and notices, page sizes, German dates, ISO weeks and the chart's
 * weekly sums. No markup here (the pages are the TSX files beside this one).
 */
import { editorText as t } from '@servicestandard/messages/service';
import type { FeedbackStatus, HelpfulWeek } from '../../store/index.ts';

export type ErrorCode = keyof typeof t.errors;
export type DoneNotice = keyof typeof t.detail.done;
export type SignInMode = 'oidc' | 'local' | 'none';

export const STATUSES = Object.keys(t.status) as FeedbackStatus[];

/** Rows per page of the lists (feedback, audit log). */
export const PAGE_SIZE = 50;

/** The follow-up filter of the list: "ja" contacted, "nein" not contacted. */
export const CONTACT_FILTERS = ['ja', 'nein'] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

/** The fragment of the confirmation after an action: the browser shows it at the top of the view. */
export const DONE_ANCHOR = 'bestaetigung';

/** Characters of a feedback's text shown in the list. */
export const TEXT_START_LENGTH = 120;

/** The start of a text on one line, cut at a word within the length, with an ellipsis when cut. */
export function textStart(text: string, length = TEXT_START_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:–-]+$/, '')} …`;
}

const dateTime = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });

/** "15.01.2026, 10:00" in German time. */
export function formatDateTime(ms: number): string {
  return dateTime.format(new Date(ms));
}

/** A link target from stored data: only http(s) addresses become links. */
export const safeUrl = (url: string) => /^https?:\/\//.test(url);

export interface ListFilter {
  status?: string | undefined;
  page?: string | undefined;
  contacted?: ContactFilter | undefined;
}

/** "/redaktion?status=failed&seite=2&kontakt=nein" with only the parameters that are set. */
export function listHref(filter: ListFilter, pageNumber = 1): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.page) params.set('seite', filter.page);
  if (filter.contacted) params.set('kontakt', filter.contacted);
  if (pageNumber > 1) params.set('blatt', String(pageNumber));
  const query = params.toString();
  return `/redaktion${query ? `?${query}` : ''}`;
}

export const feedbackHref = (id: string) => `/redaktion/feedback/${encodeURIComponent(id)}`;

/** Where an action on a feedback leads: its page with the notice, scrolled to the confirmation. */
export const doneHref = (id: string, notice: DoneNotice) => `${feedbackHref(id)}?erledigt=${notice}#${DONE_ANCHOR}`;

export const HELPFUL_PATH = '/redaktion/hilfreich';
/** Rows of the table per page of the view; weeks in the chart. */
export const HELPFUL_PAGE_SIZE = 50;
export const HELPFUL_CHART_WEEKS = 12;

/** "/redaktion/hilfreich?seite=%2Fglossar&blatt=2" (or .csv) with only the parameters that are set. */
export function helpfulHref(page: string | undefined, pageNumber = 1, csv = false): string {
  const params = new URLSearchParams();
  if (page) params.set('seite', page);
  if (pageNumber > 1) params.set('blatt', String(pageNumber));
  const query = params.toString();
  return `${HELPFUL_PATH}${csv ? '.csv' : ''}${query ? `?${query}` : ''}`;
}

const dayMonth = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit' });
const fullDate = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 });

/** Monday and Sunday of an ISO week ("2026-W53"), as UTC dates: week 1 is the week with 4 January. */
export function isoWeekDays(week: string): { monday: Date; sunday: Date } {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) throw new Error(`not an ISO week: ${week}`);
  const fourth = Date.UTC(Number(match[1]), 0, 4);
  const weekday = (new Date(fourth).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = fourth - weekday * 86_400_000 + (Number(match[2]) - 1) * 7 * 86_400_000;
  return { monday: new Date(monday), sunday: new Date(monday + 6 * 86_400_000) };
}

/** "14.12.–20.12.2026", across a year "28.12.2026–03.01.2027". */
export function weekRange(week: string): string {
  const { monday, sunday } = isoWeekDays(week);
  const from = monday.getUTCFullYear() === sunday.getUTCFullYear() ? dayMonth.format(monday) : fullDate.format(monday);
  return `${from}–${fullDate.format(sunday)}`;
}

/** "80 %": the share of Ja among the answers. */
export const shareYes = (ja: number, nein: number) => (ja + nein === 0 ? '–' : percent.format(ja / (ja + nein)));

/** The weeks of the chart: answers summed over the pages shown, newest first, at most HELPFUL_CHART_WEEKS. */
export function chartWeeks(rows: readonly HelpfulWeek[]): { week: string; ja: number; nein: number }[] {
  const weeks = new Map<string, { week: string; ja: number; nein: number }>();
  for (const row of rows) {
    const entry = weeks.get(row.week) ?? { week: row.week, ja: 0, nein: 0 };
    entry.ja += row.ja;
    entry.nein += row.nein;
    weeks.set(row.week, entry);
  }
  return [...weeks.values()].sort((a, b) => (a.week < b.week ? 1 : a.week > b.week ? -1 : 0)).slice(0, HELPFUL_CHART_WEEKS);
}

/** The Redaktion's planning of peer reviews. */
export const REVIEWS_PATH = '/redaktion/peer-reviews';

/** What the page of a request confirms after an action (?erledigt=…). */
export const REVIEW_DONE_NOTICES = ['state', 'reviewer-added', 'reviewer-removed'] as const;
export type ReviewDoneNotice = (typeof REVIEW_DONE_NOTICES)[number];

export interface ReviewListFilter {
  state?: string | undefined;
  level?: string | undefined;
  phase?: string | undefined;
}

/** "/redaktion/peer-reviews?status=terminiert&ebene=land&phase=betreiben&blatt=2" with only the parameters that are set. */
export function reviewsHref(filter: ReviewListFilter, pageNumber = 1): string {
  const params = new URLSearchParams();
  if (filter.state) params.set('status', filter.state);
  if (filter.level) params.set('ebene', filter.level);
  if (filter.phase) params.set('phase', filter.phase);
  if (pageNumber > 1) params.set('blatt', String(pageNumber));
  const query = params.toString();
  return `${REVIEWS_PATH}${query ? `?${query}` : ''}`;
}

export const reviewHref = (id: string) => `${REVIEWS_PATH}/${encodeURIComponent(id)}`;

/** The section Veröffentlichung of a request's page (issue 34, item 7), where "Erneut versuchen" leads back to. */
export const PUBLICATION_ANCHOR = 'veroeffentlichung';

/** Where an action on a request leads: its page with the notice, scrolled to the confirmation. */
export const reviewDoneHref = (id: string, notice: ReviewDoneNotice) => `${reviewHref(id)}?erledigt=${notice}#${DONE_ANCHOR}`;

/** "2027-01-14" → "14.01.2027"; anything else as it is. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}
