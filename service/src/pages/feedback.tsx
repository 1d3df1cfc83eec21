/**
 * The feedback pages for visitors, in the frame of the built page /ihr-feedback: the status page
 * of a feedback (GET /api/feedback/:id), the answers to the form post without JavaScript (POST
 * /api/feedback/form: success with the status link, or the error with the visitor's text kept in
 * a form to send it again) and the answer to a "War diese Seite hilfreich?" post that was not
 * counted.
 */
import { FEEDBACK_LIMITS, FORM_FIELDS, FORM_NOTES, PRIVACY_ANCHORS, errorMessages, isConfidential, type ErrorCode } from '@servicestandard/feedback-api';
import { Button, Paragraphs } from '@servicestandard/ui';
import { feedbackFormPage as f, helpfulPage as h, statusPage as s } from '@servicestandard/messages/service';
import { pageOf } from '../page-path.ts';
import type { FeedbackRow } from '../store/index.ts';
import { frameFor, type PageContent } from './frame.tsx';

/** The titles of the site's pages by path, as the built site names them (server.ts reads them from the search data). */
export type PageTitles = ReadonlyMap<string, string>;

/** Which of the states of the status page a feedback is in. */
export function stateOf(row: Pick<FeedbackRow, 'status' | 'labels'>): keyof typeof s.states {
  if (row.status === 'stored') return 'stored';
  if (row.status === 'failed') return 'failed';
  if (isConfidential(row.labels)) return row.status === 'published' ? 'confidentialPublished' : 'confidentialPending';
  return row.status === 'published' ? 'published' : 'pending';
}

interface Where {
  publicUrl: string;
  titles?: PageTitles | undefined;
}

/** The way back to the page of the form, named by its title: an address like „/glossar“ says little to people. */
function BackLink({ publicUrl, titles, pagePath }: Where & { pagePath: string | undefined }) {
  if (!pagePath) {
    return (
      <p>
        <a href={`${publicUrl}/`}>{s.homeLink}</a>
      </p>
    );
  }
  const page = pageOf(pagePath);
  const title = page === '/' ? s.startPage : titles?.get(page);
  return (
    <p>
      <a href={`${publicUrl}${pagePath}`}>{title ? `${s.backLink} „${title}“` : s.backLinkUntitled}</a>
    </p>
  );
}

function StatusLine({ stateKey, live }: { stateKey: keyof typeof s.states; live?: boolean }) {
  return (
    <p className="feedback-seite__status" role={live ? 'status' : undefined}>
      {s.stateLabel} <strong>{s.states[stateKey].name}</strong>
    </p>
  );
}

export function statusContent(row: FeedbackRow, where: Where): PageContent {
  const key = stateOf(row);
  const state = s.states[key];
  return {
    title: s.documentTitle,
    heading: s.heading,
    body: (
      <div className="feedback-seite" data-status={key}>
        <StatusLine stateKey={key} />
        <p>{state.text}</p>
        {/* A confidential issue would answer the sender with GitLab's 404: only a public one is linked. */}
        {key === 'published' && row.issueUrl && (
          <p>
            <a href={row.issueUrl}>{s.issueLink}</a>
          </p>
        )}
        <h2>{s.nextHeading}</h2>
        <p>{state.next}</p>
        <p>{s.emailNote}</p>
        {/* Only the embedded mode shows the text: there it is the only place the feedback appears. */}
        {row.status === 'stored' && (
          <>
            <h2>{s.descriptionHeading}</h2>
            <Paragraphs text={row.description} />
          </>
        )}
        <p>
          {s.pageLabel} <a href={`${where.publicUrl}${row.pagePath}`}>{`${where.publicUrl}${row.pagePath}`}</a>
        </p>
        <BackLink {...where} pagePath={row.pagePath} />
      </div>
    ),
  };
}

export function notFoundContent(where: Where): PageContent {
  return {
    title: s.notFoundTitle,
    heading: s.notFoundHeading,
    body: (
      <>
        <p>{s.notFoundText}</p>
        <p>
          <a href={`${where.publicUrl}/`}>{s.homeLink}</a>
        </p>
      </>
    ),
  };
}

/** After the form post: what happened, the status link, the way back. */
export function formSuccessContent(row: Pick<FeedbackRow, 'status' | 'labels' | 'pagePath'>, statusUrl: string, where: Where): PageContent {
  const key = stateOf(row);
  return {
    title: f.successTitle,
    heading: isConfidential(row.labels) ? f.confidentialSuccessHeading : f.successHeading,
    body: (
      <div className="feedback-seite" data-status={key}>
        <StatusLine stateKey={key} live />
        <p>{s.states[key].text}</p>
        <p>
          <a href={statusUrl}>{f.statusLink}</a>
        </p>
        <p>{f.statusLinkNote}</p>
        <BackLink {...where} pagePath={row.pagePath} />
      </div>
    ),
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

/** The visitor's text in a form to send it again with a fresh token, so nothing is lost. */
function Resend({ code, resend, publicUrl }: { code: ErrorCode; resend: ResendForm; publicUrl: string }) {
  const invalid = code === 'DESCRIPTION_REQUIRED' || code === 'DESCRIPTION_TOO_LONG' ? 'description' : code === 'INVALID_EMAIL' ? 'email' : undefined;
  // The same words as the site's form: the barrier form's label and note, the e-mail field's consent hint.
  const confidential = isConfidential(resend.labels.split(/\s+/));
  const hints: Record<string, string | undefined> = { description: confidential ? 'feedback-beschreibung-hinweis' : undefined, email: 'feedback-email-hinweis' };
  const aria = (field: string) => {
    const described = [invalid === field ? 'feedback-fehler' : undefined, hints[field]].filter(Boolean).join(' ');
    return { 'aria-invalid': invalid === field ? true : undefined, 'aria-describedby': described || undefined };
  };
  return (
    <>
      <h2>{f.resendHeading}</h2>
      <p>{f.resendIntro}</p>
      <form className="feedback-form" method="post" action={resend.action}>
        <input type="hidden" name="pagePath" value={resend.pagePath} />
        <input type="hidden" name="labels" value={resend.labels} />
        <input type="hidden" name="projectId" value={resend.projectId} />
        <input type="hidden" name={FORM_FIELDS.token} value={resend.token} />
        <div className="form-field">
          <label htmlFor="feedback-beschreibung">{confidential ? f.barrierDescriptionLabel : f.descriptionLabel}</label>
          {confidential && (
            <p className="form-hint" id="feedback-beschreibung-hinweis">
              {FORM_NOTES.disability}
            </p>
          )}
          <textarea id="feedback-beschreibung" name="description" rows={5} maxLength={FEEDBACK_LIMITS.descriptionMax} required {...aria('description')} defaultValue={resend.description} />
        </div>
        <div className="form-field">
          <label htmlFor="feedback-email">{f.emailLabel}</label>
          <input id="feedback-email" name="email" type="email" autoComplete="email" maxLength={FEEDBACK_LIMITS.emailMax} defaultValue={resend.email} {...aria('email')} />
          <p className="form-hint" id="feedback-email-hinweis">
            {FORM_NOTES.email} <a href={`${publicUrl}${PRIVACY_ANCHORS.email}`}>{FORM_NOTES.privacyLink}</a>.
          </p>
        </div>
        {/* The honeypot: people do not see it and cannot reach it; a form with it filled is refused. */}
        <div className="feedback-form__trap" aria-hidden="true">
          <label htmlFor="feedback-homepage">{f.honeypotLabel}</label>
          <input id="feedback-homepage" name={FORM_FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div>
          <Button variant="primary" label={f.submit} />
        </div>
      </form>
    </>
  );
}

/** The error, and the visitor's text in a form to send it again. */
export function formErrorContent(code: ErrorCode, back: string | undefined, resend: ResendForm | undefined, where: Where): PageContent {
  return {
    title: f.errorTitle,
    heading: f.errorHeading,
    body: (
      <div className="feedback-seite">
        <p className="form-error" role="alert" id="feedback-fehler">
          {errorMessages[code]}
        </p>
        {resend && <Resend code={code} resend={resend} publicUrl={where.publicUrl} />}
        <BackLink {...where} pagePath={back} />
      </div>
    ),
  };
}

/** A "War diese Seite hilfreich?" post that was not counted: what went wrong and a way back. */
export function notCountedContent(message: string, back: string | undefined, publicUrl: string): PageContent {
  return {
    title: h.documentTitle,
    heading: h.heading,
    body: (
      <>
        <p>{message}</p>
        <p>{back ? <a href={publicUrl + back}>{h.backLink}</a> : <a href={`${publicUrl}/`}>{h.homeLink}</a>}</p>
      </>
    ),
  };
}

/** Without a built site: no script, no style; the resend form posts to this service. */
const PLAIN_CSP = "default-src 'none'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * The feedback pages as whole HTML pages, in the frame chosen once: the built page /ihr-feedback
 * under the site's policy (its styles and scripts), or without a built site a plain page under
 * the strict policy (csp).
 */
export function feedbackPages(shell: string | undefined, where: Where) {
  const frame = frameFor(shell, { siteTitle: s.siteTitle, file: 'ihr-feedback.html' });
  return {
    csp: shell ? undefined : PLAIN_CSP,
    status: (row: FeedbackRow) => frame(statusContent(row, where)),
    notFound: () => frame(notFoundContent(where)),
    formSuccess: (row: Pick<FeedbackRow, 'status' | 'labels' | 'pagePath'>, statusUrl: string) => frame(formSuccessContent(row, statusUrl, where)),
    formError: (code: ErrorCode, back: string | undefined, resend: ResendForm | undefined) => frame(formErrorContent(code, back, resend, where)),
    notCounted: (message: string, back: string | undefined) => frame(notCountedContent(message, back, where.publicUrl)),
  };
}

export type FeedbackPages = ReturnType<typeof feedbackPages>;
