/**
 * The editors' pages as HTML, in the site's look (KERN UX classes; the styles come with the
 * built shell page, site/src/pages/redaktion.astro). Every value from the store or the request
 * is escaped; actions are plain forms with the session's CSRF token, so nothing needs JavaScript.
 */
import { escapeHtml as e } from '@servicestandard/text';
import { redaktionText as t } from '../messages.ts';
import type { AuditEntry, EditorFeedbackRow, EditorSession, FeedbackStatus } from '../store/index.ts';
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
    .map((label) => `<li><span class="kern-badge kern-badge--${label === 'barriere' ? 'warning' : 'info'}"><span class="kern-label">${e(label)}</span></span></li>`)
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
function editorBar(session: EditorSession, current: 'feedback' | 'audit' | undefined) {
  const link = (href: string, label: string, key: 'feedback' | 'audit') =>
    `<li><a href="${href}"${current === key ? ' aria-current="page"' : ''}>${e(label)}</a></li>`;
  return `<nav class="redaktion-nav" aria-label="${e(t.nav.label)}">
<ul class="redaktion-nav__links">${link('/redaktion', t.nav.feedback, 'feedback')}${link('/redaktion/protokoll', t.nav.audit, 'audit')}</ul>
<div class="redaktion-nav__user"><p>${e(t.nav.signedInAs)} <strong>${e(session.name)}</strong></p>
<form method="post" action="/api/redaktion/logout">${csrfField(session)}${button(t.nav.signOut)}</form></div>
</nav>`;
}

function scrollTable(id: string, caption: string, head: string[], rows: string[]) {
  return `<div class="redaktion-table" role="region" aria-labelledby="${id}" tabindex="0">
<table class="kern-table kern-table--small"><caption id="${id}" class="kern-title">${e(caption)}</caption>
<thead><tr>${head.map((cell) => `<th scope="col" class="kern-table__header">${e(cell)}</th>`).join('')}</tr></thead>
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
