/**
 * The feedback list (GET /redaktion): filters by status, page and follow-up, one row per feedback
 * with the start of its text and whether a follow-up address exists, confidential issues due for
 * deletion on openCode above it, 50 rows a page.
 */
import { Alert, Button, Cell, Pager, Table, type Column } from '@servicestandard/ui';
import { editorText as t } from '@servicestandard/messages/service';
import type { EditorFeedbackRow, EditorSession, FeedbackStatus, IssueDueForDeletion } from '../../store/index.ts';
import type { PageContent } from '../frame.tsx';
import { EditorBar, FilterSelect, IssueLink, LabelList, StatusBadge, Time } from './bar.tsx';
import { CONTACT_FILTERS, feedbackHref, formatDateTime, listHref, STATUSES, textStart, type ContactFilter } from './format.ts';

export interface ListView {
  session: EditorSession;
  rows: EditorFeedbackRow[];
  total: number;
  pagePaths: string[];
  filter: { status?: FeedbackStatus | undefined; page?: string | undefined; contacted?: ContactFilter | undefined };
  pageNumber: number;
  pageSize: number;
  /** Confidential issues past their period that openCode refused to delete; empty: no notice. */
  issuesDue: IssueDueForDeletion[];
  /** The period after closing, as the privacy statement names it. */
  issueRetentionMonths: number;
}

const c = t.list.columns;
const COLUMNS = {
  received: { label: c.received },
  page: { label: c.page },
  text: { label: c.text },
  status: { label: c.status },
  labels: { label: c.labels },
  followUp: { label: c.followUp },
  issue: { label: c.issue },
  lastError: { label: c.lastError },
} satisfies Record<string, Column>;

/** The confidential issues an editor has to delete on openCode by hand, as a warning above the list. */
function IssuesDue({ issues, months }: { issues: IssueDueForDeletion[]; months: number }) {
  if (!issues.length) return null;
  const d = t.issuesDue;
  return (
    <Alert type="warning" title={d.title}>
      <p>{d.intro(issues.length, months)}</p>
      <ul>
        {issues.map((issue) => (
          <li key={issue.id}>
            <a href={issue.issueUrl}>{d.item(issue.issueIid)}</a>, {d.closed} <Time at={issue.closedAt} /> (<a href={feedbackHref(issue.id)}>{d.feedback}</a>)
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function followUp(row: EditorFeedbackRow): string {
  if (row.contactedAt !== null) return t.list.followUp.contacted;
  return row.email ? t.list.followUp.open : t.list.followUp.none;
}

/** The start of the text, or why there is none. */
function TextStart({ row }: { row: EditorFeedbackRow }) {
  if (row.erasedAt !== null) return <span className="redaktion-muted">{t.list.textErased}</span>;
  const start = textStart(row.description);
  return start ? <span className="redaktion-text">{start}</span> : <span className="redaktion-muted">{t.list.textEmpty}</span>;
}

function Row({ row }: { row: EditorFeedbackRow }) {
  return (
    <tr className="kern-table__row">
      <Cell column={COLUMNS.received}>
        <a href={feedbackHref(row.id)} aria-label={t.list.detailsOf(formatDateTime(row.createdAt))}>
          <Time at={row.createdAt} />
        </a>
      </Cell>
      <Cell column={COLUMNS.page}>{row.pagePath}</Cell>
      <Cell column={COLUMNS.text}>
        <TextStart row={row} />
      </Cell>
      <Cell column={COLUMNS.status}>
        <StatusBadge row={row} />
        {row.erasedAt !== null && (
          <>
            <br />
            {t.erased}
          </>
        )}
      </Cell>
      <Cell column={COLUMNS.labels}>
        <LabelList labels={row.labels} />
      </Cell>
      <Cell column={COLUMNS.followUp}>{followUp(row)}</Cell>
      <Cell column={COLUMNS.issue}>
        <IssueLink row={row} />
      </Cell>
      <Cell column={COLUMNS.lastError}>{row.lastError || t.list.noError}</Cell>
    </tr>
  );
}

export function listContent(view: ListView): PageContent {
  const { filter } = view;
  const pages = Math.max(1, Math.ceil(view.total / view.pageSize));
  const filtered = Boolean(filter.status || filter.page || filter.contacted);
  return {
    title: t.list.title,
    heading: t.list.title,
    body: (
      <>
        <EditorBar session={view.session} current="feedback" />
        <IssuesDue issues={view.issuesDue} months={view.issueRetentionMonths} />
        <form className="redaktion-filter" method="get" action="/redaktion" aria-labelledby="filter-titel">
          <h2 id="filter-titel">{t.list.filterHeading}</h2>
          <div className="redaktion-filter__fields">
            <FilterSelect
              id="filter-status"
              name="status"
              label={t.list.statusLabel}
              options={[{ value: '', label: t.list.all }, ...STATUSES.map((status) => ({ value: status, label: t.status[status] }))]}
              selected={filter.status}
            />
            <FilterSelect
              id="filter-seite"
              name="seite"
              label={t.list.pageLabel}
              options={[{ value: '', label: t.list.allPages }, ...view.pagePaths.map((path) => ({ value: path, label: path }))]}
              selected={filter.page}
            />
            <FilterSelect
              id="filter-kontakt"
              name="kontakt"
              label={t.list.contactLabel}
              options={(['', ...CONTACT_FILTERS] as const).map((value) => ({ value, label: t.list.contactOptions[value] }))}
              selected={filter.contacted}
            />
            <Button variant="primary" label={t.list.apply} />
          </div>
          {filtered && (
            <p>
              <a href="/redaktion">{t.list.reset}</a>
            </p>
          )}
        </form>
        <p>{t.list.count(view.rows.length, view.total)}</p>
        {view.rows.length > 0 && (
          <Table id="rueckmeldungen" caption={t.list.caption} columns={Object.values(COLUMNS)}>
            {view.rows.map((row) => (
              <Row key={row.id} row={row} />
            ))}
          </Table>
        )}
        <Pager
          label={t.list.pagination}
          previous={view.pageNumber > 1 ? { href: listHref(filter, view.pageNumber - 1), text: t.list.newer } : undefined}
          next={view.pageNumber < pages ? { href: listHref(filter, view.pageNumber + 1), text: t.list.older } : undefined}
        />
      </>
    ),
  };
}
