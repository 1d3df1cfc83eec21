/**
 * One feedback (GET /redaktion/feedback/:id): its facts, text, the sender's address with the
 * "kontaktiert" mark, retrying a failed publication and the way to erasing. After an action the
 * confirmation stands first, with the id the redirect's fragment names, so the browser shows it
 * at the top of the view.
 */
import { Button, Paragraphs } from '@servicestandard/ui';
import type { ReactNode } from 'react';
import { editorText as t } from '@servicestandard/messages/service';
import type { EditorFeedbackRow, EditorSession } from '../../store/index.ts';
import type { PageContent } from '../frame.tsx';
import { CsrfField, DoneAlert, EditorBar, Fact, IssueLink, LabelList, StatusBadge, Time } from './bar.tsx';
import { feedbackHref, formatDateTime, safeUrl, type DoneNotice } from './format.ts';

export interface DetailView {
  session: EditorSession;
  row: EditorFeedbackRow;
  publicUrl: string;
  /** The outbox runs (GitLab configured): a failed row can be sent again. */
  canRetry: boolean;
  done?: DoneNotice | undefined;
}

function Done({ view }: { view: DetailView }) {
  if (!view.done) return null;
  const { row } = view;
  let more: ReactNode = null;
  if (view.done === 'erased') {
    if (row.status === 'published' && row.issueUrl && safeUrl(row.issueUrl)) {
      more = (
        <p>
          {t.detail.issueStillThere} <a href={row.issueUrl}>{row.issueUrl}</a>
        </p>
      );
    } else if (row.status === 'stored') more = <p>{t.detail.neverPublished}</p>;
  }
  return (
    <DoneAlert title={t.detail.doneTitle}>
      <p>{t.detail.done[view.done]}</p>
      {more}
    </DoneAlert>
  );
}

/** A form posting one action on this feedback, with the session's CSRF token. */
function Action({ view, path, label, variant = 'secondary', children }: { view: DetailView; path: string; label: string; variant?: 'primary' | 'secondary'; children?: ReactNode }) {
  return (
    <form method="post" action={`/api/redaktion/feedback/${encodeURIComponent(view.row.id)}/${path}`}>
      <CsrfField session={view.session} />
      {children}
      <Button variant={variant} label={label} />
    </form>
  );
}

function FollowUp({ view }: { view: DetailView }) {
  const { row } = view;
  const contacted = row.contactedAt !== null;
  return (
    <>
      {row.erasedAt !== null ? (
        <p>{t.detail.emailErased}</p>
      ) : !row.email ? (
        <p>{t.detail.noEmail}</p>
      ) : (
        <>
          <p>
            {t.detail.email}: <a href={`mailto:${row.email}`}>{row.email}</a>
          </p>
          <p>{t.detail.emailNote}</p>
        </>
      )}
      {(row.email || contacted) && (
        <>
          <p>{contacted ? t.detail.contactedSince(formatDateTime(row.contactedAt!)) : t.detail.notContacted}</p>
          <Action view={view} path="contacted" label={contacted ? t.detail.unmarkContacted : t.detail.markContacted}>
            <input type="hidden" name="contacted" value={contacted ? '0' : '1'} />
          </Action>
        </>
      )}
    </>
  );
}

export function detailContent(view: DetailView): PageContent {
  const { row, session } = view;
  const title = t.detail.title(formatDateTime(row.createdAt));
  return {
    title,
    heading: title,
    body: (
      <>
        <EditorBar session={session} />
        <Done view={view} />
        <section aria-labelledby="angaben">
          <h2 id="angaben">{t.detail.facts}</h2>
          <dl className="redaktion-facts">
            <Fact name={t.detail.page}>
              <a href={`${view.publicUrl}${row.pagePath}`}>{row.pagePath}</a>
            </Fact>
            <Fact name={t.detail.received}>
              <Time at={row.createdAt} />
            </Fact>
            <Fact name={t.detail.status}>
              <StatusBadge row={row} />
            </Fact>
            <Fact name={t.detail.labels}>
              <LabelList labels={row.labels} />
            </Fact>
            <Fact name={t.detail.issue}>
              <IssueLink row={row} />
            </Fact>
            <Fact name={t.detail.attempts}>{String(row.attempts)}</Fact>
            <Fact name={t.detail.lastError}>{row.lastError || t.list.noError}</Fact>
            {row.erasedAt !== null && (
              <Fact name={t.detail.erasedAt}>
                <Time at={row.erasedAt} />
              </Fact>
            )}
          </dl>
        </section>
        <section aria-labelledby="beschreibung">
          <h2 id="beschreibung">{t.detail.description}</h2>
          <div className="redaktion-description">
            {row.erasedAt !== null ? <p>{t.detail.descriptionErased}</p> : row.description.trim() ? <Paragraphs text={row.description} /> : <p>{t.detail.descriptionEmpty}</p>}
          </div>
        </section>
        <section aria-labelledby="rueckfrage">
          <h2 id="rueckfrage">{t.detail.followUp}</h2>
          <FollowUp view={view} />
        </section>
        {row.status === 'failed' && (
          <section aria-labelledby="veroeffentlichung">
            <h2 id="veroeffentlichung">{t.detail.retryHeading}</h2>
            <p>{t.detail.retryText}</p>
            {view.canRetry ? <Action view={view} path="retry" label={t.detail.retry} variant="primary" /> : <p>{t.detail.retryNoGitLab}</p>}
          </section>
        )}
        <section aria-labelledby="loeschen">
          <h2 id="loeschen">{t.detail.eraseHeading}</h2>
          {row.erasedAt !== null ? (
            <p>{t.detail.erasedAlready}</p>
          ) : (
            <>
              <p>{t.detail.eraseText}</p>
              <p>
                <a href={`${feedbackHref(row.id)}/loeschen`}>{t.detail.eraseLink}</a>
              </p>
            </>
          )}
        </section>
        <p>
          <a href="/redaktion">{t.detail.back}</a>
        </p>
      </>
    ),
  };
}
