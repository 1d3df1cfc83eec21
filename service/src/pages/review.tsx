/**
 * The pages of a peer-review request for the team, in the frame of the built page /peer-review-stand
 * (noindex): its status page (GET /api/peer-review/status/:token) with the state and what was
 * sent, the page for an unknown address, and the answer to a form post that was refused: the
 * same form as on the site (ReviewRequestForm) with the typed values, each field's error at the
 * field and a summary linking to them. Everything is rendered by React, so the team's text is
 * escaped by the renderer.
 */
import { errorMessages, PRIVACY_ANCHORS, type ErrorCode, type ReviewField } from '@servicestandard/feedback-api';
import { Paragraphs, ReviewRequestForm, type ReviewFormValues } from '@servicestandard/ui';
import { reviewFormMessages as f, reviewLevelNames, reviewPages as p, reviewPhaseNames, reviewStateNames } from '@servicestandard/messages/review';
import { statusPage as s } from '@servicestandard/messages/service';
import type { ReviewRequestRow } from '../store/index.ts';
import { frameFor, type PageContent } from './frame.tsx';
import { ReportOnStatusPage, type StatusReport } from './review-report.tsx';

export type { StatusReport } from './review-report.tsx';

interface Where {
  publicUrl: string;
}

/** Where the privacy statement explains the contact data of a request. */
const PRIVACY = PRIVACY_ANCHORS.review;

const day = (at: number) => new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(at);

function Entry({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

const orNone = (text: string) => (text === '' ? p.noneGiven : text);

/** `report`: once the review is done, its report (issue 34, item 6). */
export function reviewStatusContent(row: ReviewRequestRow, report?: StatusReport): PageContent {
  const state = reviewStateNames[row.state];
  const erased = row.contactErasedAt !== null;
  return {
    title: p.statusTitle,
    heading: p.statusHeading,
    body: (
      <div className="feedback-seite peer-review-status" data-state={row.state}>
        <p className="feedback-seite__status">
          {p.stateLabel} <strong>{state.name}</strong>
        </p>
        <p>{state.text}</p>
        <p>{p.linkNote}</p>
        {report && <ReportOnStatusPage view={report} />}
        <h2>{p.sentHeading}</h2>
        <dl>
          <Entry label={p.receivedLabel}>
            <time dateTime={new Date(row.createdAt).toISOString()}>{day(row.createdAt)}</time>
          </Entry>
          <Entry label={f.serviceLabel}>{row.service}</Entry>
          <Entry label={f.authorityLabel}>{row.authority}</Entry>
          <Entry label={f.levelLabel}>{reviewLevelNames[row.level]}</Entry>
          <Entry label={f.phaseLabel}>{reviewPhaseNames[row.phase]}</Entry>
          <Entry label={f.goalLabel}>
            <Paragraphs text={row.goal} />
          </Entry>
          <Entry label={f.criteriaLabel}>{row.criteria.length ? row.criteria.map((n) => f.criterionLabel(n)).join(', ') : p.noneGiven}</Entry>
          <Entry label={f.timeWindowsLabel}>{orNone(row.timeWindows)}</Entry>
          <Entry label={f.contactNameLabel}>{erased ? p.contactErased : row.contactName}</Entry>
          <Entry label={f.emailLabel}>{erased ? p.contactErased : row.contactEmail}</Entry>
          <Entry label={f.selbstcheckLabel}>{row.selbstcheck ? p.selbstcheckAttached(row.selbstcheck.assessments.length) : p.noneGiven}</Entry>
        </dl>
      </div>
    ),
  };
}

export function reviewNotFoundContent(where: Where): PageContent {
  return {
    title: p.notFoundTitle,
    heading: p.notFoundHeading,
    body: (
      <>
        <p>{p.notFoundText}</p>
        <p>
          <a href={`${where.publicUrl}/`}>{p.homeLink}</a>
        </p>
      </>
    ),
  };
}

/** What the refused form post hands back: its values, each field's error, a fresh token. */
export interface ReviewResend {
  action: string;
  pagePath: string;
  token: string;
  values: ReviewFormValues;
}

/**
 * A refused request: the error that concerns no field (a form token too old, too many requests)
 * above, the form with each field's error; without `resend` (a post that is no form of the site,
 * or one already received) only the message and the way back.
 */
export function reviewFormErrorContent(
  error: { code: ErrorCode; fields: Partial<Record<ReviewField, string>> },
  resend: ReviewResend | undefined,
  where: Where,
): PageContent {
  const general = Object.keys(error.fields).length === 0;
  return {
    title: p.errorTitle,
    heading: p.errorHeading,
    body: (
      <div className="feedback-seite">
        {general && (
          <p className="form-error" role="alert" id="anfrage-fehlermeldung">
            {errorMessages[error.code]}
          </p>
        )}
        {resend ? (
          <>
            <p>{p.errorIntro}</p>
            <ReviewRequestForm
              action={resend.action}
              pagePath={resend.pagePath}
              token={{ value: resend.token }}
              privacyHref={`${where.publicUrl}${PRIVACY}`}
              values={resend.values}
              errors={error.fields}
            />
          </>
        ) : (
          <p>
            <a href={`${where.publicUrl}/`}>{s.homeLink}</a>
          </p>
        )}
      </div>
    ),
  };
}

/** Without a built site: no script, no style; the form posts to this service. */
const PLAIN_CSP = "default-src 'none'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The pages as whole HTML pages in the frame of /peer-review-stand, or plain without a built site. */
export function reviewPages(shell: string | undefined, where: Where) {
  const frame = frameFor(shell, { siteTitle: s.siteTitle, file: 'peer-review-stand.html' });
  return {
    csp: shell ? undefined : PLAIN_CSP,
    status: (row: ReviewRequestRow, report?: StatusReport) => frame(reviewStatusContent(row, report)),
    notFound: () => frame(reviewNotFoundContent(where)),
    formError: (error: { code: ErrorCode; fields: Partial<Record<ReviewField, string>> }, resend: ReviewResend | undefined) =>
      frame(reviewFormErrorContent(error, resend, where)),
  };
}

export type ReviewPages = ReturnType<typeof reviewPages>;
