/**
 * What the editors' pages share: the navigation bar (the two lists, the audit log, who is signed
 * in, signing out), the CSRF field of every form, dates, status and label badges, the issue link
 * and paragraphs of a stored text. Actions are plain forms with the session's CSRF token, so
 * nothing needs JavaScript; React escapes every value from the store or the request.
 */
import { isConfidential } from '@servicestandard/feedback-api';
import { Alert, Badge, Button } from '@servicestandard/ui';
import { editorText as t } from '@servicestandard/messages/service';
import { reviewerText } from '@servicestandard/messages/reviewer';
import type { ReactNode } from 'react';
import type { EditorFeedbackRow, EditorSession } from '../../store/index.ts';
import { DONE_ANCHOR, formatDateTime, HELPFUL_PATH, REVIEWS_PATH, safeUrl } from './format.ts';
import { ASSESSMENTS_PATH } from './assessment-format.ts';

export type Current = 'feedback' | 'reviews' | 'helpful' | 'messages' | 'audit' | 'assessments' | undefined;

export function CsrfField({ session }: { session: EditorSession }) {
  return <input type="hidden" name="csrf" value={session.csrfToken} />;
}

/** One fact of a record in the page's description list: its name and its value. */
export function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The confirmation after an action, first on the page (#bestaetigung): focused by the link's anchor and announced. */
export function DoneAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert type="success" title={title} id={DONE_ANCHOR} tabIndex={-1} role="status">
      {children}
    </Alert>
  );
}

/** A point in time in German time, machine-readable in datetime. */
export function Time({ at }: { at: number }) {
  return <time dateTime={new Date(at).toISOString()}>{formatDateTime(at)}</time>;
}

export function StatusBadge({ row }: { row: Pick<EditorFeedbackRow, 'status'> }) {
  return <Badge variant={row.status === 'failed' ? 'danger' : row.status === 'published' ? 'success' : 'info'}>{t.status[row.status]}</Badge>;
}

/** The labels as badges; a barrier report must stand out: the warning colour repeats what the word says. */
export function LabelList({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return <>{t.list.noLabels}</>;
  return (
    <ul className="redaktion-labels">
      {labels.map((label) => (
        <li key={label}>
          <Badge variant={isConfidential([label]) ? 'warning' : 'info'}>{label}</Badge>
        </li>
      ))}
    </ul>
  );
}

export function IssueLink({ row }: { row: EditorFeedbackRow }) {
  if (!row.issueUrl || !safeUrl(row.issueUrl)) return <>{t.list.noIssue}</>;
  return <a href={row.issueUrl}>{row.issueIid !== null ? `#${row.issueIid}` : row.issueUrl}</a>;
}

/** The editor's navigation: the lists, who is signed in, and signing out (a form: it changes state). */
export function EditorBar({ session, current }: { session: EditorSession; current?: Current }) {
  const link = (href: string, label: string, key: Exclude<Current, undefined>) => (
    <li>
      <a href={href} aria-current={current === key ? 'page' : undefined}>
        {label}
      </a>
    </li>
  );
  return (
    <nav className="redaktion-nav" aria-label={t.nav.label}>
      {/* A reviewer's session (issue 34, item 5) reaches only its reviews. */}
      {session.role === 'reviewer' ? (
        <ul className="redaktion-nav__links">{link(ASSESSMENTS_PATH, reviewerText.nav.assessments, 'assessments')}</ul>
      ) : (
        <ul className="redaktion-nav__links">
          {link('/redaktion', t.nav.feedback, 'feedback')}
          {link(REVIEWS_PATH, t.nav.reviews, 'reviews')}
          {link(HELPFUL_PATH, t.nav.helpful, 'helpful')}
          {link('/redaktion/nachrichten', t.nav.messages, 'messages')}
          {link('/redaktion/protokoll', t.nav.audit, 'audit')}
        </ul>
      )}
      <div className="redaktion-nav__user">
        <p>
          {t.nav.signedInAs} <strong>{session.name}</strong>
        </p>
        <form method="post" action="/api/redaktion/logout">
          <CsrfField session={session} />
          <Button label={t.nav.signOut} />
        </form>
      </div>
    </nav>
  );
}

/** A filter's select: a native select with its label, the current value selected. */
export function FilterSelect({ id, name, label, options, selected }: { id: string; name: string; label: string; options: { value: string; label: string }[]; selected: string | undefined }) {
  return (
    <div className="kern-form-input">
      <label className="kern-label" htmlFor={id}>
        {label}
      </label>
      <div className="kern-form-input__select-wrapper">
        <select className="kern-form-input__select" id={id} name={name} defaultValue={selected ?? ''}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
