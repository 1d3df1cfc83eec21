/**
 * The feedback pages for visitors, rendered by the service into a page of the site
 * (site-frame.ts, the built page /ihr-feedback): the status page of a feedback
 * (GET /api/feedback/:id) and the answers to the form post without JavaScript
 * (POST /api/feedback/form): success with the status link, or the error with the visitor's
 * text kept in a form to send it again.
 */
import { FEEDBACK_LIMITS, FORM_FIELDS, FORM_NOTES, PRIVACY_ANCHORS, errorMessages, isConfidential, type ErrorCode } from '@servicestandard/feedback-api';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '@servicestandard/text';
import { sendPage } from './form-post.ts';
import { feedbackFormPage as f, statusPage as s } from './messages.ts';
import { pageOf } from './page-path.ts';
import { plainFrame, shellFrame, type Frame, type FramedContent } from './site-frame.ts';
import type { FeedbackRow } from './store/index.ts';

/** Without a built site: no script, no style; the resend form posts to this service. */
const PLAIN_CSP = "default-src 'none'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The titles of the site's pages by path, as the built site names them (server.ts reads them from the search data). */
export type PageTitles = ReadonlyMap<string, string>;

/** Sends a page of the feedback service for visitors (status, answers to form posts). */
export type SendFeedbackPage = (reply: FastifyReply, status: number, content: FramedContent) => FastifyReply;

/**
 * The feedback pages' frame, chosen once: the built page /ihr-feedback, under the site's policy
 * (its styles and scripts); or, without a built site, a plain page under the strict policy.
 */
export function feedbackPages(shell: string | undefined): SendFeedbackPage {
  const frame: Frame = shell ? shellFrame(shell, { marker: 'data-feedback-seite', siteTitle: s.siteTitle, file: 'ihr-feedback.html' }) : plainFrame(s.siteTitle);
  const csp = shell ? undefined : PLAIN_CSP;
  return (reply, status, content) => sendPage(reply, status, frame(content), csp);
}

/** Paragraphs at blank lines, line breaks kept. */
function paragraphs(textBlock: string): string {
  return textBlock
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>\n')}</p>`)
    .join('\n');
}

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** The way back to the page of the form, named by its title: an address like „/glossar“ says little to people. */
function backLinks(publicUrl: string, pagePath: string | undefined, titles: PageTitles | undefined): string {
  if (!pagePath) return `<p>${link(`${publicUrl}/`, s.homeLink)}</p>`;
  const page = pageOf(pagePath);
  const title = page === '/' ? s.startPage : titles?.get(page);
  return `<p>${link(`${publicUrl}${pagePath}`, title ? `${s.backLink} „${title}“` : s.backLinkUntitled)}</p>`;
}

/** Which of the states of statusPage a feedback is in. */
export function stateOf(row: Pick<FeedbackRow, 'status' | 'labels'>): keyof typeof s.states {
  if (row.status === 'stored') return 'stored';
  if (row.status === 'failed') return 'failed';
  if (isConfidential(row.labels)) return row.status === 'published' ? 'confidentialPublished' : 'confidentialPending';
  return row.status === 'published' ? 'published' : 'pending';
}

export function statusContent(row: FeedbackRow, publicUrl: string, titles?: PageTitles): FramedContent {
  const key = stateOf(row);
  const state = s.states[key];
  const parts = [
    `<div class="feedback-seite" data-status="${key}">`,
    `<p class="feedback-seite__status">${escapeHtml(s.stateLabel)} <strong>${escapeHtml(state.name)}</strong></p>`,
    `<p>${escapeHtml(state.text)}</p>`,
  ];
  // A confidential issue would answer the sender with GitLab's 404: only a public one is linked.
  if (key === 'published' && row.issueUrl) parts.push(`<p>${link(row.issueUrl, s.issueLink)}</p>`);
  parts.push(`<h2>${escapeHtml(s.nextHeading)}</h2>`, `<p>${escapeHtml(state.next)}</p>`, `<p>${escapeHtml(s.emailNote)}</p>`);
  // Only the embedded mode shows the text: there it is the only place the feedback appears.
  if (row.status === 'stored') parts.push(`<h2>${escapeHtml(s.descriptionHeading)}</h2>`, paragraphs(row.description));
  parts.push(
    `<p>${escapeHtml(s.pageLabel)} ${link(`${publicUrl}${row.pagePath}`, `${publicUrl}${row.pagePath}`)}</p>`,
    backLinks(publicUrl, row.pagePath, titles),
    '</div>',
  );
  return { title: s.documentTitle, heading: s.heading, body: parts.join('\n') };
}

export function notFoundContent(publicUrl: string): FramedContent {
  return {
    title: s.notFoundTitle,
    heading: s.notFoundHeading,
    body: [`<p>${escapeHtml(s.notFoundText)}</p>`, `<p>${link(`${publicUrl}/`, s.homeLink)}</p>`].join('\n'),
  };
}

/** After the form post: what happened, the status link, the way back. */
export function formSuccessContent(row: Pick<FeedbackRow, 'status' | 'labels' | 'pagePath'>, statusUrl: string, publicUrl: string, titles?: PageTitles): FramedContent {
  const key = stateOf(row);
  const confidential = isConfidential(row.labels);
  return {
    title: f.successTitle,
    heading: confidential ? f.confidentialSuccessHeading : f.successHeading,
    body: [
      `<div class="feedback-seite" data-status="${key}">`,
      `<p class="feedback-seite__status" role="status">${escapeHtml(s.stateLabel)} <strong>${escapeHtml(s.states[key].name)}</strong></p>`,
      `<p>${escapeHtml(s.states[key].text)}</p>`,
      `<p>${link(statusUrl, f.statusLink)}</p>`,
      `<p>${escapeHtml(f.statusLinkNote)}</p>`,
      backLinks(publicUrl, row.pagePath, titles),
      '</div>',
    ].join('\n'),
  };
}

export interface ResendForm {
  /** Where the form posts to (the service's form endpoint). */
  action: string;
  /** A fresh form token for the page. */
  token: string;
  pagePath: string;
  labels: string;
  projectId: string;
  description: string;
  email: string;
}

/** The error, and the visitor's text in a form to send it again with a fresh token, so nothing is lost. */
export function formErrorContent(code: ErrorCode, publicUrl: string, back: string | undefined, resend: ResendForm | undefined, titles?: PageTitles): FramedContent {
  const parts = [
    `<div class="feedback-seite">`,
    `<p class="form-error" role="alert" id="feedback-fehler">${escapeHtml(errorMessages[code])}</p>`,
  ];
  if (resend) {
    const invalid = code === 'DESCRIPTION_REQUIRED' || code === 'DESCRIPTION_TOO_LONG' ? 'description' : code === 'INVALID_EMAIL' ? 'email' : undefined;
    // The same words as the site's form: the barrier form's label and note, the e-mail field's consent hint.
    const confidential = isConfidential(resend.labels.split(/\s+/));
    const hints: Record<string, string | undefined> = { description: confidential ? 'feedback-beschreibung-hinweis' : undefined, email: 'feedback-email-hinweis' };
    const aria = (field: string) => {
      const described = [invalid === field ? 'feedback-fehler' : undefined, hints[field]].filter(Boolean).join(' ');
      return (invalid === field ? ' aria-invalid="true"' : '') + (described ? ` aria-describedby="${described}"` : '');
    };
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    parts.push(
      `<h2>${escapeHtml(f.resendHeading)}</h2>`,
      `<p>${escapeHtml(f.resendIntro)}</p>`,
      `<form class="feedback-form" method="post" action="${escapeHtml(resend.action)}">`,
      hidden('pagePath', resend.pagePath),
      hidden('labels', resend.labels),
      hidden('projectId', resend.projectId),
      hidden(FORM_FIELDS.token, resend.token),
      `<div class="form-field"><label for="feedback-beschreibung">${escapeHtml(confidential ? f.barrierDescriptionLabel : f.descriptionLabel)}</label>` +
        (confidential ? `<p class="form-hint" id="feedback-beschreibung-hinweis">${escapeHtml(FORM_NOTES.disability)}</p>` : '') +
        `<textarea id="feedback-beschreibung" name="description" rows="5" maxlength="${FEEDBACK_LIMITS.descriptionMax}" required${aria('description')}>${escapeHtml(resend.description)}</textarea></div>`,
      `<div class="form-field"><label for="feedback-email">${escapeHtml(f.emailLabel)}</label>` +
        `<input id="feedback-email" name="email" type="email" autocomplete="email" maxlength="${FEEDBACK_LIMITS.emailMax}" value="${escapeHtml(resend.email)}"${aria('email')}>` +
        `<p class="form-hint" id="feedback-email-hinweis">${escapeHtml(FORM_NOTES.email)} ${link(`${publicUrl}${PRIVACY_ANCHORS.email}`, FORM_NOTES.privacyLink)}.</p></div>`,
      `<div class="feedback-form__trap" aria-hidden="true"><label for="feedback-homepage">${escapeHtml(f.honeypotLabel)}</label>` +
        `<input id="feedback-homepage" name="${FORM_FIELDS.honeypot}" type="text" tabindex="-1" autocomplete="off" value=""></div>`,
      `<div><button type="submit" class="kern-btn kern-btn--primary"><span class="kern-label">${escapeHtml(f.submit)}</span></button></div>`,
      '</form>',
    );
  }
  parts.push(backLinks(publicUrl, back, titles), '</div>');
  return { title: f.errorTitle, heading: f.errorHeading, body: parts.join('\n') };
}
