/**
 * The Redaktion plans peer reviews (issue 34, item 4). The list (GET /redaktion/peer-reviews):
 * filters by state, level and phase, one row per request, 50 a page. One request
 * (GET /redaktion/peer-reviews/:id): what the team sent (escaped by React like every value from
 * the store), the attached Selbstcheck as a short summary with its download, the form to change
 * the state along REVIEW_TRANSITIONS (with the day for 'terminiert') and the reviewers with
 * adding and removing. After an action the confirmation stands first (#bestaetigung).
 */
import {
  REVIEW_LEVELS,
  REVIEW_PHASES,
  REVIEW_REVIEWERS,
  REVIEW_SCHEDULED_STATE,
  REVIEW_STATES,
  REVIEW_TRANSITIONS,
  type ReviewLevel,
  type ReviewPhase,
  type SelbstcheckExport,
} from '@servicestandard/feedback-api';
import { Badge, Button, Cell, Pager, Paragraphs, Select, Table, TextField, type Column } from '@servicestandard/ui';
import { editorText as t } from '@servicestandard/messages/service';
import { reviewLevelNames, reviewPhaseNames, reviewStateNames } from '@servicestandard/messages/review';
import type { ReactNode } from 'react';
import type { EditorReviewRow, EditorSession, Reviewer, ReviewState } from '../../store/index.ts';
import type { PageContent } from '../frame.tsx';
import { CsrfField, DoneAlert, EditorBar, Fact, FilterSelect, Time } from './bar.tsx';
import { assessmentHref } from './assessment-format.ts';
import { reviewerText } from '@servicestandard/messages/reviewer';
import { PublicationSection } from './publication.tsx';
import { formatDateTime, formatDay, REVIEWS_PATH, reviewHref, reviewsHref, type ReviewDoneNotice } from './format.ts';

const r = t.reviews;
const d = r.detail;

export interface ReviewsView {
  session: EditorSession;
  rows: EditorReviewRow[];
  total: number;
  filter: { state?: ReviewState | undefined; level?: ReviewLevel | undefined; phase?: ReviewPhase | undefined };
  pageNumber: number;
  pageSize: number;
}

export interface ReviewView {
  session: EditorSession;
  row: EditorReviewRow;
  reviewers: Reviewer[];
  done?: ReviewDoneNotice | undefined;
}


/** The state as a badge, with the day when there is one. */
function StateBadge({ row }: { row: EditorReviewRow }) {
  const variant = row.state === 'abgelehnt' || row.state === 'zurueckgezogen' ? 'warning' : row.state === 'veroeffentlicht' ? 'success' : 'info';
  return (
    <>
      <Badge variant={variant}>{reviewStateNames[row.state].name}</Badge>
      {row.scheduledFor && row.state === REVIEW_SCHEDULED_STATE && <> {r.scheduledOn(formatDay(row.scheduledFor))}</>}
    </>
  );
}

const c = r.columns;
const COLUMNS = {
  received: { label: c.received },
  service: { label: c.service },
  authority: { label: c.authority },
  level: { label: c.level },
  phase: { label: c.phase },
  state: { label: c.state },
  reviewers: { label: c.reviewers },
} satisfies Record<string, Column>;

export function reviewsContent(view: ReviewsView): PageContent {
  const { filter } = view;
  const pages = Math.max(1, Math.ceil(view.total / view.pageSize));
  const filtered = Boolean(filter.state || filter.level || filter.phase);
  const options = <T extends string>(values: readonly T[], name: (value: T) => string) => [{ value: '', label: r.all }, ...values.map((value) => ({ value, label: name(value) }))];
  return {
    title: r.title,
    heading: r.title,
    body: (
      <>
        <EditorBar session={view.session} current="reviews" />
        <p>{r.intro}</p>
        <form className="redaktion-filter" method="get" action={REVIEWS_PATH} aria-labelledby="filter-titel">
          <h2 id="filter-titel">{r.filterHeading}</h2>
          <div className="redaktion-filter__fields">
            <FilterSelect id="filter-status" name="status" label={r.stateLabel} options={options(REVIEW_STATES, (s) => reviewStateNames[s].name)} selected={filter.state} />
            <FilterSelect id="filter-ebene" name="ebene" label={r.levelLabel} options={options(REVIEW_LEVELS, (l) => reviewLevelNames[l])} selected={filter.level} />
            <FilterSelect id="filter-phase" name="phase" label={r.phaseLabel} options={options(REVIEW_PHASES, (p) => reviewPhaseNames[p])} selected={filter.phase} />
            <Button variant="primary" label={r.apply} />
          </div>
          {filtered && (
            <p>
              <a href={REVIEWS_PATH}>{r.reset}</a>
            </p>
          )}
        </form>
        <p>{r.count(view.rows.length, view.total)}</p>
        {view.rows.length > 0 && (
          <Table id="peer-reviews" caption={r.caption} columns={Object.values(COLUMNS)}>
            {view.rows.map((row) => (
              <tr className="kern-table__row" key={row.id}>
                <Cell column={COLUMNS.received}>
                  <a href={reviewHref(row.id)} aria-label={r.openLabel(row.service, formatDateTime(row.createdAt))}>
                    <Time at={row.createdAt} />
                  </a>
                </Cell>
                <Cell column={COLUMNS.service}>{row.service}</Cell>
                <Cell column={COLUMNS.authority}>{row.authority}</Cell>
                <Cell column={COLUMNS.level}>{reviewLevelNames[row.level]}</Cell>
                <Cell column={COLUMNS.phase}>{reviewPhaseNames[row.phase]}</Cell>
                <Cell column={COLUMNS.state}>
                  <StateBadge row={row} />
                </Cell>
                <Cell column={COLUMNS.reviewers}>{String(row.reviewerCount)}</Cell>
              </tr>
            ))}
          </Table>
        )}
        <Pager
          label={r.pagination}
          previous={view.pageNumber > 1 ? { href: reviewsHref(filter, view.pageNumber - 1), text: r.newer } : undefined}
          next={view.pageNumber < pages ? { href: reviewsHref(filter, view.pageNumber + 1), text: r.older } : undefined}
        />
      </>
    ),
  };
}

function Done({ view }: { view: ReviewView }) {
  if (!view.done) return null;
  const { row } = view;
  const text =
    view.done === 'state'
      ? row.state === REVIEW_SCHEDULED_STATE && row.scheduledFor
        ? d.done.scheduled(reviewStateNames[row.state].name, formatDay(row.scheduledFor))
        : d.done.state(reviewStateNames[row.state].name)
      : d.done[view.done];
  return (
    <DoneAlert title={d.doneTitle}>
      <p>{text}</p>
    </DoneAlert>
  );
}

/** Each assessment of the attached export: its name, how many answers (by value) to how many criteria, when last changed. */
function SelbstcheckSummary({ row, selbstcheck }: { row: EditorReviewRow; selbstcheck: SelbstcheckExport }) {
  return (
    <>
      <p>{d.selbstcheckIntro(selbstcheck.assessments.length)}</p>
      <ul>
        {selbstcheck.assessments.map((assessment) => {
          const answers = Object.values(assessment.criteria).flatMap((criterion) => Object.values(criterion.answers));
          const criteria = Object.values(assessment.criteria).filter((criterion) => Object.keys(criterion.answers).length > 0).length;
          const countOf = (value: string) => answers.filter((answer) => answer.value === value).length;
          return (
            <li key={assessment.id}>
              {d.selbstcheckItem(assessment.service, answers.length, criteria)} ({d.selbstcheckCounts(countOf('ja'), countOf('teilweise'), countOf('nein'), countOf('nicht-relevant'))}
              {assessment.updatedAt && `; ${d.selbstcheckUpdated(assessment.updatedAt.slice(0, 10).split('-').reverse().join('.'))}`})
            </li>
          );
        })}
      </ul>
      <p>
        <a href={`${reviewHref(row.id)}/selbstcheck.json`} download>
          {d.selbstcheckDownload}
        </a>
      </p>
    </>
  );
}

/** A form posting one action on this request, with the session's CSRF token. */
function Action({ view, path, children }: { view: ReviewView; path: string; children: ReactNode }) {
  return (
    <form method="post" action={`/api/redaktion/peer-reviews/${encodeURIComponent(view.row.id)}/${path}`}>
      <CsrfField session={view.session} />
      {children}
    </form>
  );
}

function StateForm({ view }: { view: ReviewView }) {
  const { row, reviewers } = view;
  const next = REVIEW_TRANSITIONS[row.state];
  return (
    <>
      <p>
        {d.stateNow} <StateBadge row={row} />
      </p>
      {row.state === 'begutachtet' && <p>{d.stateTeamDecides}</p>}
      {row.agreement?.publish === false ? (
        <p>{d.stateNotPublished}</p>
      ) : next.length === 0 ? (
        <p>{d.stateClosed}</p>
      ) : (
        <Action view={view} path="state">
          <Select id="neuer-status" name="state" label={d.newState} required value={next[0]!} options={next.map((state) => ({ value: state, label: reviewStateNames[state].name }))} />
          {next.includes(REVIEW_SCHEDULED_STATE) && (
            <>
              <TextField id="termin" name="datum" type="date" label={d.dateLabel} hint={d.dateHint} value={row.scheduledFor ?? ''} />
              {reviewers.length < REVIEW_REVIEWERS.min && <p>{d.stateNeedsReviewers}</p>}
            </>
          )}
          <Button variant="primary" label={d.stateSubmit} />
        </Action>
      )}
    </>
  );
}

const rc = d.reviewerColumns;
const REVIEWER_COLUMNS = { name: { label: rc.name }, sub: { label: rc.sub }, assigned: { label: rc.assigned }, action: { label: rc.action } } satisfies Record<string, Column>;

function Reviewers({ view }: { view: ReviewView }) {
  const { row, reviewers } = view;
  // Every closing state records the time, and so does the team's no (its state stays 'bericht-abgestimmt').
  const closed = row.closedAt !== null;
  return (
    <>
      <p>{d.reviewersIntro}</p>
      {/* The reviewers' shared draft (issue 34, item 5): editors read and write it too. */}
      <p>
        <a href={assessmentHref(row.id)}>{reviewerText.planning.toAssessment}</a>
      </p>
      {reviewers.length === 0 ? (
        <p>{d.reviewersNone}</p>
      ) : (
        <Table id="pruefende" caption={d.reviewersCaption} columns={Object.values(REVIEWER_COLUMNS)}>
          {reviewers.map((reviewer) => (
            <tr className="kern-table__row" key={reviewer.sub}>
              <Cell column={REVIEWER_COLUMNS.name}>{reviewer.name}</Cell>
              <Cell column={REVIEWER_COLUMNS.sub}>{reviewer.sub}</Cell>
              <Cell column={REVIEWER_COLUMNS.assigned}>{d.reviewerAssigned(formatDateTime(reviewer.assignedAt), reviewer.assignedByName)}</Cell>
              <Cell column={REVIEWER_COLUMNS.action}>
                <Action view={view} path="reviewers/remove">
                  <input type="hidden" name="sub" value={reviewer.sub} />
                  <Button variant="danger" label={d.reviewerRemove(reviewer.name)} />
                </Action>
              </Cell>
            </tr>
          ))}
        </Table>
      )}
      {closed ? (
        <p>{d.reviewersClosed}</p>
      ) : reviewers.length >= REVIEW_REVIEWERS.max ? (
        <p>{d.reviewersFull}</p>
      ) : (
        <section aria-labelledby="zuordnen">
          <h3 id="zuordnen">{d.reviewerAdd}</h3>
          <Action view={view} path="reviewers">
            <TextField id="pruefende-kennung" name="sub" label={d.reviewerSubLabel} hint={d.reviewerSubHint} required value="" inputMode="numeric" autoComplete="off" />
            <TextField id="pruefende-name" name="name" label={d.reviewerNameLabel} required value="" autoComplete="off" maxLength={200} />
            <Button variant="primary" label={d.reviewerAddSubmit} />
          </Action>
        </section>
      )}
    </>
  );
}

export function reviewContent(view: ReviewView): PageContent {
  const { row, session } = view;
  const title = d.title(row.service);
  const erased = row.contactErasedAt !== null;
  return {
    title,
    heading: title,
    body: (
      <>
        <EditorBar session={session} />
        <Done view={view} />
        <section aria-labelledby="angaben">
          <h2 id="angaben">{d.facts}</h2>
          <dl className="redaktion-facts">
            <Fact name={d.received}>
              <Time at={row.createdAt} />
            </Fact>
            <Fact name={d.service}>{row.service}</Fact>
            <Fact name={d.authority}>{row.authority}</Fact>
            <Fact name={d.level}>{reviewLevelNames[row.level]}</Fact>
            <Fact name={d.phase}>{reviewPhaseNames[row.phase]}</Fact>
            <Fact name={d.criteria}>{row.criteria.length ? row.criteria.map(d.criterion).join(', ') : d.criteriaNone}</Fact>
            <Fact name={d.timeWindows}>{row.timeWindows || d.noneGiven}</Fact>
            <Fact name={d.contact}>
              {erased ? (
                d.contactErased
              ) : (
                <>
                  {row.contactName}, <a href={`mailto:${row.contactEmail}`}>{row.contactEmail}</a>
                </>
              )}
            </Fact>
          </dl>
          <h3>{d.goal}</h3>
          <div className="redaktion-description">
            <Paragraphs text={row.goal} />
          </div>
        </section>
        <section aria-labelledby="selbstcheck-titel">
          <h2 id="selbstcheck-titel">{d.selbstcheck}</h2>
          {row.selbstcheck ? <SelbstcheckSummary row={row} selbstcheck={row.selbstcheck} /> : <p>{d.selbstcheckNone}</p>}
        </section>
        <section aria-labelledby="status-titel">
          <h2 id="status-titel">{d.stateHeading}</h2>
          <StateForm view={view} />
        </section>
        <section aria-labelledby="pruefende-titel">
          <h2 id="pruefende-titel">{d.reviewersHeading}</h2>
          <Reviewers view={view} />
        </section>
        <PublicationSection row={row} session={session} />
        <p>
          <a href={REVIEWS_PATH}>{d.back}</a>
        </p>
      </>
    ),
  };
}
