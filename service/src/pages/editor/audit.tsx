/** The audit log (GET /redaktion/protokoll): who did what when, newest first, 50 entries a page. */
import { Cell, Pager, Table, type Column } from '@servicestandard/ui';
import { editorText as t } from '@servicestandard/messages/service';
import type { AuditEntry, EditorSession } from '../../store/index.ts';
import type { PageContent } from '../frame.tsx';
import { EditorBar, Time } from './bar.tsx';
import { reviewStateNames } from '@servicestandard/messages/review';
import { REVIEW_STATES, type ReviewState } from '@servicestandard/feedback-api';
import { feedbackHref, formatDay, reviewHref } from './format.ts';

const c = t.audit.columns;
const COLUMNS = { at: { label: c.at }, who: { label: c.who }, action: { label: c.action }, feedback: { label: c.feedback } } satisfies Record<string, Column>;

/** An entry as the route hands it: who did it, as the log names the person (name, and the provider's subject unless signed in locally). */
export type AuditRow = AuditEntry & { who: string };

/** What an entry changed, in words: a new state of a request with its day, or the reviewer as stored. */
function detailText(entry: AuditRow): string {
  if (!entry.detail) return '';
  if (entry.action === 'review-state') {
    const [state, day] = entry.detail.split(' ');
    const name = (REVIEW_STATES as readonly string[]).includes(state ?? '') ? reviewStateNames[state as ReviewState].name : entry.detail;
    return t.audit.detail(day ? `${name}, ${formatDay(day)}` : name);
  }
  return t.audit.detail(entry.detail);
}

/** The feedback or the peer-review request an entry is about. */
function Subject({ entry }: { entry: AuditRow }) {
  if (entry.feedbackId) return <a href={feedbackHref(entry.feedbackId)}>{entry.feedbackId.slice(0, 8)}</a>;
  if (entry.reviewRequestId) return <a href={reviewHref(entry.reviewRequestId)}>{t.audit.reviewLink(entry.reviewRequestId.slice(0, 8))}</a>;
  return <>{t.audit.none}</>;
}

const auditHref = (n: number) => `/redaktion/protokoll${n > 1 ? `?blatt=${n}` : ''}`;

export function auditContent(session: EditorSession, entries: AuditRow[], total: number, pageNumber: number, pageSize: number): PageContent {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return {
    title: t.audit.title,
    heading: t.audit.title,
    body: (
      <>
        <EditorBar session={session} current="audit" />
        <p>{t.audit.intro}</p>
        {entries.length ? (
          <Table id="protokoll" caption={t.audit.caption} columns={Object.values(COLUMNS)}>
            {entries.map((entry, index) => (
              <tr className="kern-table__row" key={index}>
                <Cell column={COLUMNS.at}>
                  <Time at={entry.at} />
                </Cell>
                <Cell column={COLUMNS.who}>{entry.who}</Cell>
                <Cell column={COLUMNS.action}>
                  {t.audit.actions[entry.action] ?? entry.action}
                  {detailText(entry)}
                </Cell>
                <Cell column={COLUMNS.feedback}>
                  <Subject entry={entry} />
                </Cell>
              </tr>
            ))}
          </Table>
        ) : (
          <p>{t.audit.empty}</p>
        )}
        <Pager
          label={t.list.pagination}
          previous={pageNumber > 1 ? { href: auditHref(pageNumber - 1), text: t.list.newer } : undefined}
          next={pageNumber < pages ? { href: auditHref(pageNumber + 1), text: t.list.older } : undefined}
        />
      </>
    ),
  };
}
