/**
 * The editors' pages as HTML, in the site's look (KERN UX classes; the styles come with the
 * built shell page, site/src/pages/redaktion.astro). Every value from the store or the request
 * is escaped; actions are plain forms with the session's CSRF token, so nothing needs JavaScript.
 */
import { isConfidential } from '@servicestandard/feedback-api';
import { escapeHtml as e } from '@servicestandard/text';
import { editorText as t } from '../messages.ts';
import type { AuditEntry, EditorFeedbackRow, EditorSession, FeedbackStatus, HelpfulWeek, IssueDueForDeletion } from '../store/index.ts';
import { LOCAL_SUBJECT } from './local-sign-in.ts';

export interface PageContent {
  /** The document title before " – Redaktion – Servicestandard". */
  title: string;
  /** The page's h1. */
  heading: string;
  body: string;
  /** Extra elements for <head> (the forward after sign-in). */
  head?: string;
}

export type ErrorCode = keyof typeof t.errors;
export type DoneNotice = keyof typeof t.detail.done;

export const STATUSES = Object.keys(t.status) as FeedbackStatus[];

const dateTime = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });

/** "15.01.2026, 10:00" in German time. */
export function formatDateTime(ms: number): string {
  return dateTime.format(new Date(ms));
}

const time = (ms: number) => `<time datetime="${new Date(ms).toISOString()}">${e(formatDateTime(ms))}</time>`;

/** A link target from stored data: only http(s) addresses become links. */
const safeUrl = (url: string) => /^https?:\/\//.test(url);

/** "/redaktion?status=failed&seite=2" with only the parameters that are set. */
export function listHref(filter: { status?: string | undefined; page?: string | undefined }, pageNumber = 1): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.page) params.set('seite', filter.page);
  if (pageNumber > 1) params.set('blatt', String(pageNumber));
  const query = params.toString();
  return `/redaktion${query ? `?${query}` : ''}`;
}

export const feedbackHref = (id: string) => `/redaktion/feedback/${encodeURIComponent(id)}`;

const csrfField = (session: EditorSession) => `<input type="hidden" name="csrf" value="${e(session.csrfToken)}">`;

function button(label: string, variant: 'primary' | 'secondary' = 'secondary') {
  return `<button class="kern-btn kern-btn--${variant}" type="submit"><span class="kern-label">${e(label)}</span></button>`;
}

function alert(type: 'success' | 'info' | 'warning' | 'danger', title: string, bodyHtml: string) {
  const role = type === 'danger' ? ' role="alert"' : type === 'success' ? ' role="status"' : '';
  return `<div class="kern-alert kern-alert--${type}"${role}><div class="kern-alert__header"><span class="kern-title">${e(title)}</span></div><div class="kern-alert__body">${bodyHtml}</div></div>`;
}

function statusBadge(row: Pick<EditorFeedbackRow, 'status'>) {
  const variant = row.status === 'failed' ? 'danger' : row.status === 'published' ? 'success' : 'info';
  return `<span class="kern-badge kern-badge--${variant}"><span class="kern-label">${e(t.status[row.status])}</span></span>`;
}

function labelList(labels: readonly string[]) {
  if (labels.length === 0) return e(t.list.noLabels);
  // A barrier report must stand out: the warning colour repeats what the word says.
  return `<ul class="redaktion-labels">${labels
    .map((label) => `<li><span class="kern-badge kern-badge--${isConfidential([label]) ? 'warning' : 'info'}"><span class="kern-label">${e(label)}</span></span></li>`)
    .join('')}</ul>`;
}

function issueLink(row: EditorFeedbackRow) {
  if (!row.issueUrl || !safeUrl(row.issueUrl)) return e(t.list.noIssue);
  return `<a href="${e(row.issueUrl)}">${e(row.issueIid !== null ? `#${row.issueIid}` : row.issueUrl)}</a>`;
}

function followUp(row: EditorFeedbackRow) {
  if (row.contactedAt !== null) return e(t.list.followUp.contacted);
  return e(row.email ? t.list.followUp.open : t.list.followUp.none);
}

/** The editor's navigation: the two lists, who is signed in, and signing out (a form: it changes state). */
function editorBar(session: EditorSession, current: 'feedback' | 'helpful' | 'audit' | undefined) {
  const link = (href: string, label: string, key: 'feedback' | 'helpful' | 'audit') =>
    `<li><a href="${href}"${current === key ? ' aria-current="page"' : ''}>${e(label)}</a></li>`;
  return `<nav class="redaktion-nav" aria-label="${e(t.nav.label)}">
<ul class="redaktion-nav__links">${link('/redaktion', t.nav.feedback, 'feedback')}${link(HELPFUL_PATH, t.nav.helpful, 'helpful')}${link('/redaktion/protokoll', t.nav.audit, 'audit')}</ul>
<div class="redaktion-nav__user"><p>${e(t.nav.signedInAs)} <strong>${e(session.name)}</strong></p>
<form method="post" action="/api/redaktion/logout">${csrfField(session)}${button(t.nav.signOut)}</form></div>
</nav>`;
}

/** A table in its own scroll region; the columns in `numeric` are right-aligned, their headings too. */
function scrollTable(id: string, caption: string, head: string[], rows: string[], numeric: readonly number[] = []) {
  const headCell = (cell: string, index: number) =>
    `<th scope="col" class="kern-table__header${numeric.includes(index) ? ' redaktion-number' : ''}">${e(cell)}</th>`;
  return `<div class="redaktion-table" role="region" aria-labelledby="${id}" tabindex="0">
<table class="kern-table kern-table--small"><caption id="${id}" class="kern-title">${e(caption)}</caption>
<thead><tr>${head.map(headCell).join('')}</tr></thead>
<tbody class="kern-table__body">${rows.join('\n')}</tbody></table></div>`;
}

function select(id: string, name: string, label: string, options: { value: string; label: string }[], selected: string | undefined) {
  const items = options
    .map((option) => `<option value="${e(option.value)}"${option.value === (selected ?? '') ? ' selected' : ''}>${e(option.label)}</option>`)
    .join('');
  return `<div class="kern-form-input"><label class="kern-label" for="${id}">${e(label)}</label><div class="kern-form-input__select-wrapper"><select class="kern-form-input__select" id="${id}" name="${name}">${items}</select></div></div>`;
}

export interface ListView {
  session: EditorSession;
  rows: EditorFeedbackRow[];
  total: number;
  pagePaths: string[];
  filter: { status?: FeedbackStatus | undefined; page?: string | undefined };
  pageNumber: number;
  pageSize: number;
  /** Confidential issues past their period that openCode refused to delete; empty: no notice. */
  issuesDue: IssueDueForDeletion[];
  /** The period after closing, as the privacy statement names it. */
  issueRetentionMonths: number;
}

/** The confidential issues an editor has to delete on openCode by hand, as a warning above the list. */
function issuesDueNotice(issues: IssueDueForDeletion[], months: number): string {
  if (!issues.length) return '';
  const d = t.issuesDue;
  const items = issues
    .map(
      (issue) =>
        `<li><a href="${e(issue.issueUrl)}">${e(d.item(issue.issueIid))}</a>, ${e(d.closed)} ${time(issue.closedAt)} (<a href="${feedbackHref(issue.id)}">${e(d.feedback)}</a>)</li>`,
    )
    .join('\n');
  return alert('warning', d.title, `<p>${e(d.intro(issues.length, months))}</p>\n<ul>\n${items}\n</ul>`);
}

export function listPage(view: ListView): PageContent {
  const { filter } = view;
  const form = `<form class="redaktion-filter" method="get" action="/redaktion" aria-labelledby="filter-titel">
<h2 id="filter-titel">${e(t.list.filterHeading)}</h2>
<div class="redaktion-filter__fields">
${select('filter-status', 'status', t.list.statusLabel, [{ value: '', label: t.list.all }, ...STATUSES.map((status) => ({ value: status, label: t.status[status] }))], filter.status)}
${select('filter-seite', 'seite', t.list.pageLabel, [{ value: '', label: t.list.allPages }, ...view.pagePaths.map((path) => ({ value: path, label: path }))], filter.page)}
${button(t.list.apply, 'primary')}
</div>
${filter.status || filter.page ? `<p><a href="/redaktion">${e(t.list.reset)}</a></p>` : ''}
</form>`;
  const rows = view.rows.map((row) => {
    const received = formatDateTime(row.createdAt);
    return `<tr class="kern-table__row">
<td class="kern-table__cell"><a href="${feedbackHref(row.id)}" aria-label="${e(t.list.detailsOf(received))}">${time(row.createdAt)}</a></td>
<td class="kern-table__cell">${e(row.pagePath)}</td>
<td class="kern-table__cell">${statusBadge(row)}${row.erasedAt !== null ? `<br>${e(t.erased)}` : ''}</td>
<td class="kern-table__cell">${labelList(row.labels)}</td>
<td class="kern-table__cell">${followUp(row)}</td>
<td class="kern-table__cell">${issueLink(row)}</td>
<td class="kern-table__cell">${row.lastError ? e(row.lastError) : e(t.list.noError)}</td>
</tr>`;
  });
  const c = t.list.columns;
  const table = view.rows.length
    ? scrollTable('rueckmeldungen-titel', t.list.caption, [c.received, c.page, c.status, c.labels, c.followUp, c.issue, c.lastError], rows)
    : '';
  const pages = Math.max(1, Math.ceil(view.total / view.pageSize));
  const pager =
    pages > 1
      ? `<nav class="redaktion-pager" aria-label="${e(t.list.pagination)}"><ul>${
          view.pageNumber > 1 ? `<li><a href="${e(listHref(filter, view.pageNumber - 1))}">${e(t.list.newer)}</a></li>` : ''
        }${view.pageNumber < pages ? `<li><a href="${e(listHref(filter, view.pageNumber + 1))}">${e(t.list.older)}</a></li>` : ''}</ul></nav>`
      : '';
  return {
    title: t.list.title,
    heading: t.list.title,
    body: `${editorBar(view.session, 'feedback')}
${issuesDueNotice(view.issuesDue, view.issueRetentionMonths)}
${form}
<p>${e(t.list.count(view.rows.length, view.total))}</p>
${table}
${pager}`,
  };
}

export interface DetailView {
  session: EditorSession;
  row: EditorFeedbackRow;
  publicUrl: string;
  /** The outbox runs (GitLab configured): a failed row can be sent again. */
  canRetry: boolean;
  done?: DoneNotice | undefined;
}

function item(key: string, valueHtml: string) {
  return `<dt>${e(key)}</dt><dd>${valueHtml}</dd>`;
}

function paragraphs(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${e(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

function doneNotice(view: DetailView) {
  if (!view.done) return '';
  const { row } = view;
  let more = '';
  if (view.done === 'erased') {
    more =
      row.status === 'published' && row.issueUrl && safeUrl(row.issueUrl)
        ? `<p>${e(t.detail.issueStillThere)} <a href="${e(row.issueUrl)}">${e(row.issueUrl)}</a></p>`
        : row.status === 'stored'
          ? `<p>${e(t.detail.neverPublished)}</p>`
          : '';
  }
  return alert('success', t.detail.doneTitle, `<p>${e(t.detail.done[view.done])}</p>${more}`);
}

export function detailPage(view: DetailView): PageContent {
  const { row, session } = view;
  const received = formatDateTime(row.createdAt);
  const pageUrl = `${view.publicUrl}${row.pagePath}`;
  const facts = `<dl class="redaktion-facts">
${item(t.detail.page, `<a href="${e(pageUrl)}">${e(row.pagePath)}</a>`)}
${item(t.detail.received, time(row.createdAt))}
${item(t.detail.status, statusBadge(row))}
${item(t.detail.labels, labelList(row.labels))}
${item(t.detail.issue, issueLink(row))}
${item(t.detail.attempts, String(row.attempts))}
${item(t.detail.lastError, row.lastError ? e(row.lastError) : e(t.list.noError))}
${row.erasedAt !== null ? item(t.detail.erasedAt, time(row.erasedAt)) : ''}
</dl>`;

  const description =
    row.erasedAt !== null ? `<p>${e(t.detail.descriptionErased)}</p>` : row.description.trim() ? paragraphs(row.description) : `<p>${e(t.detail.descriptionEmpty)}</p>`;

  const action = (path: string, fields: string, label: string, variant: 'primary' | 'secondary' = 'secondary') =>
    `<form method="post" action="/api/redaktion/feedback/${encodeURIComponent(row.id)}/${path}">${csrfField(session)}${fields}${button(label, variant)}</form>`;

  let followUpHtml: string;
  if (row.erasedAt !== null) followUpHtml = `<p>${e(t.detail.emailErased)}</p>`;
  else if (!row.email) followUpHtml = `<p>${e(t.detail.noEmail)}</p>`;
  else {
    followUpHtml = `<p>${e(t.detail.email)}: <a href="mailto:${e(row.email)}">${e(row.email)}</a></p>
<p>${e(t.detail.emailNote)}</p>`;
  }
  const contacted = row.contactedAt !== null;
  if (row.email || contacted) {
    followUpHtml += `<p>${contacted ? e(t.detail.contactedSince(formatDateTime(row.contactedAt!))) : e(t.detail.notContacted)}</p>
${action('contacted', `<input type="hidden" name="contacted" value="${contacted ? '0' : '1'}">`, contacted ? t.detail.unmarkContacted : t.detail.markContacted)}`;
  }

  const retry =
    row.status === 'failed'
      ? `<section aria-labelledby="veroeffentlichung"><h2 id="veroeffentlichung">${e(t.detail.retryHeading)}</h2>
<p>${e(t.detail.retryText)}</p>
${view.canRetry ? action('retry', '', t.detail.retry, 'primary') : `<p>${e(t.detail.retryNoGitLab)}</p>`}</section>`
      : '';

  const erase = `<section aria-labelledby="loeschen"><h2 id="loeschen">${e(t.detail.eraseHeading)}</h2>
${row.erasedAt !== null ? `<p>${e(t.detail.erasedAlready)}</p>` : `<p>${e(t.detail.eraseText)}</p><p><a href="${feedbackHref(row.id)}/loeschen">${e(t.detail.eraseLink)}</a></p>`}
</section>`;

  return {
    title: t.detail.title(received),
    heading: t.detail.title(received),
    body: `${editorBar(session, undefined)}
${doneNotice(view)}
<section aria-labelledby="angaben"><h2 id="angaben">${e(t.detail.facts)}</h2>
${facts}</section>
<section aria-labelledby="beschreibung"><h2 id="beschreibung">${e(t.detail.description)}</h2>
<div class="redaktion-description">${description}</div></section>
<section aria-labelledby="rueckfrage"><h2 id="rueckfrage">${e(t.detail.followUp)}</h2>
${followUpHtml}</section>
${retry}
${erase}
<p><a href="/redaktion">${e(t.detail.back)}</a></p>`,
  };
}

export function erasePage(session: EditorSession, row: EditorFeedbackRow): PageContent {
  const note = row.status === 'published' ? t.erase.published : row.status === 'stored' ? '' : t.erase.queued;
  return {
    title: t.erase.title,
    heading: t.erase.title,
    body: `${editorBar(session, undefined)}
<p><a href="${feedbackHref(row.id)}">${e(t.erase.which(formatDateTime(row.createdAt), row.pagePath))}</a></p>
<p>${e(t.erase.intro)}</p>
<ul>${t.erase.items.map((entry) => `<li>${e(entry)}</li>`).join('')}</ul>
<p>${e(t.erase.keeps)}</p>
${note ? `<p>${e(note)}</p>` : ''}
<form class="redaktion-actions" method="post" action="/api/redaktion/feedback/${encodeURIComponent(row.id)}/erase">${csrfField(session)}
${button(t.erase.confirm, 'primary')}
<a href="${feedbackHref(row.id)}">${e(t.erase.cancel)}</a>
</form>`,
  };
}

export function auditPage(session: EditorSession, entries: AuditEntry[], total: number, pageNumber: number, pageSize: number): PageContent {
  const c = t.audit.columns;
  const rows = entries.map(
    (entry) => `<tr class="kern-table__row">
<td class="kern-table__cell">${time(entry.at)}</td>
<td class="kern-table__cell">${e(entry.subject === LOCAL_SUBJECT ? entry.name : `${entry.name} (${entry.subject})`)}</td>
<td class="kern-table__cell">${e(t.audit.actions[entry.action] ?? entry.action)}</td>
<td class="kern-table__cell">${entry.feedbackId ? `<a href="${feedbackHref(entry.feedbackId)}">${e(entry.feedbackId.slice(0, 8))}</a>` : e(t.audit.none)}</td>
</tr>`,
  );
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (n: number) => `/redaktion/protokoll${n > 1 ? `?blatt=${n}` : ''}`;
  const pager =
    pages > 1
      ? `<nav class="redaktion-pager" aria-label="${e(t.list.pagination)}"><ul>${pageNumber > 1 ? `<li><a href="${href(pageNumber - 1)}">${e(t.list.newer)}</a></li>` : ''}${
          pageNumber < pages ? `<li><a href="${href(pageNumber + 1)}">${e(t.list.older)}</a></li>` : ''
        }</ul></nav>`
      : '';
  return {
    title: t.audit.title,
    heading: t.audit.title,
    body: `${editorBar(session, 'audit')}
<p>${e(t.audit.intro)}</p>
${entries.length ? scrollTable('protokoll-titel', t.audit.caption, [c.at, c.who, c.action, c.feedback], rows) : `<p>${e(t.audit.empty)}</p>`}
${pager}`,
  };
}

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

/**
 * Colours of the bars as SVG attributes, for the plain frame without the site's stylesheet (the
 * service alone); the stylesheet's classes override them for the dark scheme and forced colours.
 */
const FALLBACK_FILL = { ja: '#1b6e3c', nein: '#b3261e' } as const;

/**
 * The chart: one row per week, a bar for Ja and one for Nein beside it, the numbers at its end.
 * Colours come from classes of the site's stylesheet (no style attribute: the CSP forbids it);
 * the SVG is an image whose text alternative is the caption, which states every number.
 */
function helpfulChart(weeks: { week: string; ja: number; nein: number }[], scope: string): string {
  const c = { label: 92, bars: 200, gap: 2, row: 30, bar: 18, width: 490 };
  const most = Math.max(1, ...weeks.map((w) => w.ja + w.nein));
  const length = (n: number) => (n === 0 ? 0 : Math.max(2, Math.round((n / most) * c.bars)));
  const rows = weeks.map((w, i) => {
    const y = 4 + i * c.row;
    const ja = length(w.ja);
    const nein = length(w.nein);
    const neinX = c.label + ja + (ja && nein ? c.gap : 0);
    const end = neinX + nein + 8;
    return `<g>
<text x="0" y="${y + c.bar - 3}" class="hilfreich-chart__text">${e(w.week)}</text>
${ja ? `<rect x="${c.label}" y="${y}" width="${ja}" height="${c.bar}" class="hilfreich-chart__ja" fill="${FALLBACK_FILL.ja}"/>` : ''}
${nein ? `<rect x="${neinX}" y="${y}" width="${nein}" height="${c.bar}" class="hilfreich-chart__nein" fill="${FALLBACK_FILL.nein}"/>` : ''}
<text x="${end}" y="${y + c.bar - 3}" class="hilfreich-chart__text">${e(t.helpful.chartBar(w.ja, w.nein))}</text>
</g>`;
  });
  const height = 8 + weeks.length * c.row;
  const caption = `${t.helpful.chartCaption(scope, weeks.length)} ${weeks.map((w) => t.helpful.chartWeek(w.week, w.ja, w.nein)).join('; ')}.`;
  const swatch = (kind: 'ja' | 'nein') =>
    `<li><svg class="hilfreich-chart__swatch" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><rect x="1" y="1" width="14" height="14" class="hilfreich-chart__${kind}" fill="${FALLBACK_FILL[kind]}"/></svg>${e(t.helpful.legend[kind])}</li>`;
  return `<figure class="hilfreich-diagramm">
<div class="redaktion-chart" role="region" aria-labelledby="diagramm-titel" tabindex="0">
<svg class="hilfreich-chart" role="img" aria-labelledby="diagramm-titel" viewBox="0 0 ${c.width} ${height}" width="${c.width}" height="${height}" focusable="false">
<line x1="${c.label - 1}" y1="0" x2="${c.label - 1}" y2="${height}" class="hilfreich-chart__axis"/>
${rows.join('\n')}
</svg></div>
<ul class="hilfreich-legende" aria-hidden="true">${swatch('ja')}${swatch('nein')}</ul>
<figcaption id="diagramm-titel">${e(caption)}</figcaption>
</figure>`;
}

export interface HelpfulView {
  session: EditorSession;
  /** The rows of the filter, newest week first. */
  rows: HelpfulWeek[];
  /** Every page with answers, for the filter. */
  pagePaths: string[];
  page?: string | undefined;
  pageNumber: number;
}

export function helpfulPage(view: HelpfulView): PageContent {
  const h = t.helpful;
  const { rows, page } = view;
  const form = `<form class="redaktion-filter" method="get" action="${HELPFUL_PATH}" aria-labelledby="filter-titel">
<h2 id="filter-titel">${e(h.filterHeading)}</h2>
<div class="redaktion-filter__fields">
${select('filter-seite', 'seite', h.pageLabel, [{ value: '', label: h.allPages }, ...view.pagePaths.map((path) => ({ value: path, label: path }))], page)}
${button(h.apply, 'primary')}
</div>
${page ? `<p><a href="${HELPFUL_PATH}">${e(h.reset)}</a></p>` : ''}
</form>`;
  if (rows.length === 0) {
    return { title: h.title, heading: h.title, body: `${editorBar(view.session, 'helpful')}\n<p>${e(h.intro)}</p>\n${form}\n<p>${e(page ? h.emptyPage : h.empty)}</p>` };
  }
  const ja = rows.reduce((sum, row) => sum + row.ja, 0);
  const nein = rows.reduce((sum, row) => sum + row.nein, 0);
  const weeks = new Set(rows.map((row) => row.week)).size;
  const c = h.columns;
  const pages = Math.max(1, Math.ceil(rows.length / HELPFUL_PAGE_SIZE));
  const number = Math.min(view.pageNumber, pages);
  const shown = rows.slice((number - 1) * HELPFUL_PAGE_SIZE, number * HELPFUL_PAGE_SIZE);
  const tableRows = shown.map(
    (row) => `<tr class="kern-table__row">
<td class="kern-table__cell">${e(row.pagePath)}</td>
<td class="kern-table__cell">${e(row.week)} <br><span class="redaktion-muted">${e(weekRange(row.week))}</span></td>
<td class="kern-table__cell redaktion-number">${row.ja}</td>
<td class="kern-table__cell redaktion-number">${row.nein}</td>
<td class="kern-table__cell redaktion-number">${e(shareYes(row.ja, row.nein))}</td>
</tr>`,
  );
  const pager =
    pages > 1
      ? `<nav class="redaktion-pager" aria-label="${e(h.pagination)}"><ul>${
          number > 1 ? `<li><a href="${e(helpfulHref(page, number - 1))}">${e(h.newer)}</a></li>` : ''
        }${number < pages ? `<li><a href="${e(helpfulHref(page, number + 1))}">${e(h.older)}</a></li>` : ''}</ul></nav>`
      : '';
  return {
    title: h.title,
    heading: h.title,
    body: `${editorBar(view.session, 'helpful')}
<p>${e(h.intro)}</p>
${form}
<p>${e(h.summary(ja, nein, weeks))}</p>
<section aria-labelledby="verlauf"><h2 id="verlauf">${e(h.chartHeading)}</h2>
${helpfulChart(chartWeeks(rows), page ? h.chartScopePage(page) : h.chartScopeAll)}</section>
<section aria-labelledby="zahlen"><h2 id="zahlen">${e(h.tableHeading)}</h2>
${scrollTable('hilfreich-titel', h.caption, [c.page, c.week, c.ja, c.nein, c.share], tableRows, [2, 3, 4])}
${pager}</section>
<section aria-labelledby="herunterladen"><h2 id="herunterladen">${e(h.exportHeading)}</h2>
<p>${e(h.exportText)}</p>
<p><a href="${e(helpfulHref(page, 1, true))}" download>${e(h.exportLink)}</a></p></section>`,
  };
}

export type SignInMode = 'oidc' | 'local' | 'none';

export function signInPage(mode: SignInMode, notice: 'signed-out' | 'expired' | undefined): PageContent {
  const noticeHtml =
    notice === 'signed-out' ? alert('success', t.signIn.signedOut, '') : notice === 'expired' ? alert('info', t.signIn.expired, '') : '';
  const how =
    mode === 'oidc'
      ? `<p>${e(t.signIn.oidc)}</p><p><a class="kern-btn kern-btn--primary" href="/api/redaktion/login"><span class="kern-label">${e(t.signIn.button)}</span></a></p>`
      : `<p>${e(mode === 'local' ? t.signIn.local : t.signIn.unavailable)}</p>`;
  return { title: t.signIn.title, heading: t.signIn.heading, body: `${noticeHtml}<p>${e(t.signIn.intro)}</p>${how}` };
}

/** After sign-in: forwards to the overview from our own page, so the SameSite=Strict cookie goes along. */
export function signedInPage(): PageContent {
  return {
    title: t.signIn.done,
    heading: t.signIn.done,
    head: '<meta http-equiv="refresh" content="0; url=/redaktion">',
    body: `<p><a href="/redaktion">${e(t.signIn.continue)}</a></p>`,
  };
}

export function errorPage(code: ErrorCode, session?: EditorSession): PageContent {
  const error = t.errors[code];
  const next =
    code === 'REDAKTION_FORBIDDEN'
      ? ''
      : session
        ? `<p><a href="/redaktion">${e(t.toOverview)}</a></p>`
        : `<p><a href="/redaktion/anmelden">${e(t.toSignIn)}</a></p>`;
  return {
    title: error.heading,
    heading: error.heading,
    body: `${session ? editorBar(session, undefined) : ''}<p>${e(error.text)}</p><p class="redaktion-code">${e(t.errorCode)} <code>${code}</code></p>${next}`,
  };
}
