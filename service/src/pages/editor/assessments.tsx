/**
 * The reviewers review (issue 34, item 5). The list (GET /redaktion/begutachtungen): the peer
 * reviews assigned to the signed-in person. One review (GET /redaktion/begutachtungen/:id): the
 * request's essentials, then one section per criterion of the catalogue with ONE plain form: its
 * Zusammenfassung and Stärken, and per requirement a fieldset with the Einschätzung (five radio
 * buttons), Begründung and Empfehlung, next to the team's own Selbstcheck answers. The hidden
 * field `version` carries the version the form was loaded with. When a save was refused because
 * someone saved a newer version, the page comes again with an error summary first, the other
 * person's current version, and the typed text in the form with the new version number. When a
 * save was refused for its values (a text too long, control characters, a rating the form does
 * not offer), the page comes again with an error summary first that links to each refused field,
 * the field marked (aria-invalid, its message linked by aria-describedby) and everything typed kept.
 * Nothing needs JavaScript; React escapes every value.
 */
import { ASSESSMENT_LIMITS, ASSESSMENT_RATINGS, type CatalogueCriterion, type CriterionAssessment, type RequirementCatalogue } from '@servicestandard/pruefbericht';
import { Alert, Badge, Button, Cell, Paragraphs, RadioGroup, Table, TextArea, type Column } from '@servicestandard/ui';
import { reviewLevelNames, reviewPhaseNames, reviewStateNames } from '@servicestandard/messages/review';
import { reportRatingNames } from '@servicestandard/messages/pruefberichte';
import { reviewerText } from '@servicestandard/messages/reviewer';
import { editorText } from '@servicestandard/messages/service';
import type { AssignedReview, CriterionDraft, EditorReviewRow, EditorSession, Reviewer } from '../../store/index.ts';
import type { PageContent } from '../frame.tsx';
import {
  assessmentActionPath,
  assessmentHref,
  criterionAnchor,
  formatIsoDateTime,
  formatTime,
  requirementKey,
  teamAnswers,
  type AssessmentDone,
  type AssessmentFieldError,
  type AssessmentInvalid,
  type TeamAnswer,
  type TypedCriterion,
} from './assessment-format.ts';
import { CsrfField, DoneAlert, EditorBar, Fact } from './bar.tsx';
import { formatDay, REVIEWS_PATH, reviewHref } from './format.ts';

const l = reviewerText.list;
const v = reviewerText.review;

export interface AssessmentsView {
  session: EditorSession;
  rows: AssignedReview[];
}

/** A save refused because of a newer version: what the person typed, and the version stored now. */
export interface AssessmentConflict {
  typed: CriterionAssessment;
  current: CriterionDraft;
}

export interface AssessmentView {
  session: EditorSession;
  row: EditorReviewRow;
  reviewers: Reviewer[];
  /** undefined: the catalogue is not available on this server. */
  catalogue: RequirementCatalogue | undefined;
  draft: CriterionDraft[];
  /** False once the report is agreed or the request closed: read only. */
  editable: boolean;
  done?: AssessmentDone | undefined;
  conflict?: AssessmentConflict | undefined;
  /** A save refused for its values: the typed form and each refused field's error. */
  invalid?: AssessmentInvalid | undefined;
}

const LIST_COLUMNS = {
  service: { label: l.columns.service },
  authority: { label: l.columns.authority },
  state: { label: l.columns.state },
  date: { label: l.columns.date },
} as const satisfies Record<string, Column>;

export function assessmentsContent({ session, rows }: AssessmentsView): PageContent {
  return {
    title: l.title,
    heading: l.title,
    body: (
      <>
        <EditorBar session={session} current="assessments" />
        <p>{session.role === 'editor' ? l.editorIntro : l.intro}</p>
        {session.role === 'editor' && (
          <p>
            <a href={REVIEWS_PATH}>{l.toPlanning}</a>
          </p>
        )}
        {rows.length === 0 ? (
          <p>{l.empty}</p>
        ) : (
          <Table id="begutachtungen" caption={l.caption} columns={Object.values(LIST_COLUMNS)}>
            {rows.map((row) => (
              <tr className="kern-table__row" key={row.id}>
                <Cell column={LIST_COLUMNS.service}>
                  <a href={assessmentHref(row.id)}>{row.service}</a>
                </Cell>
                <Cell column={LIST_COLUMNS.authority}>{row.authority}</Cell>
                <Cell column={LIST_COLUMNS.state}>{reviewStateNames[row.state].name}</Cell>
                <Cell column={LIST_COLUMNS.date}>{row.scheduledFor ? formatDay(row.scheduledFor) : l.noDate}</Cell>
              </tr>
            ))}
          </Table>
        )}
      </>
    ),
  };
}

function Done({ done }: { done: AssessmentDone | undefined }) {
  if (!done) return null;
  return (
    <DoneAlert title={v.doneTitle}>
      <p>{done.kind === 'saved' ? v.done.saved(done.criterion) : v.done.consent}</p>
    </DoneAlert>
  );
}

/** The error summary of a refused save, first on the page, with a link to the form that keeps the text. */
function ConflictSummary({ conflict }: { conflict: AssessmentConflict | undefined }) {
  if (!conflict) return null;
  const n = conflict.typed.criterion;
  return (
    <Alert type="danger" title={v.conflictTitle} id="fehler" tabIndex={-1}>
      <p>{v.conflict(n, conflict.current.updatedBy, formatTime(conflict.current.updatedAt))}</p>
      <p>
        <a href={`#${criterionAnchor(n)}-formular`}>{v.conflictLink(n)}</a>
      </p>
    </Alert>
  );
}

/** A field of a criterion's form with an error: its name, where the summary links to, the message. */
interface FieldInError {
  name: string;
  target: string;
  message: string;
}

function fieldErrorMessage(field: string, error: AssessmentFieldError): string {
  if (error.kind === 'too-long') return v.fieldError.tooLong(field, error.max, error.length);
  return error.kind === 'characters' ? v.fieldError.characters(field) : v.fieldError.rating(field);
}

/** The refused fields of a criterion's form in the order of the form; a group of radios is reached by its first. */
function fieldsInError(criterion: CatalogueCriterion, errors: AssessmentInvalid['errors']): FieldInError[] {
  const n = criterion.number;
  const anchor = criterionAnchor(n);
  const fields = [
    { name: 'zusammenfassung', target: `${anchor}-zusammenfassung`, field: v.fieldOfCriterion(v.summary, n) },
    { name: 'staerken', target: `${anchor}-staerken`, field: v.fieldOfCriterion(v.strengths, n) },
    ...criterion.requirements.flatMap((requirement) => {
      const key = requirementKey(requirement.id);
      return [
        { name: `${key}-einschaetzung`, target: `${key}-einschaetzung-${ASSESSMENT_RATINGS[0]}`, field: v.fieldOfRequirement(v.rating, requirement.id) },
        { name: `${key}-begruendung`, target: `${key}-begruendung`, field: v.fieldOfRequirement(v.reasoning, requirement.id) },
        { name: `${key}-empfehlung`, target: `${key}-empfehlung`, field: v.fieldOfRequirement(v.recommendation, requirement.id) },
      ];
    }),
  ];
  return fields.flatMap(({ name, target, field }) => {
    const error = errors[name];
    return error ? [{ name, target, message: fieldErrorMessage(field, error) }] : [];
  });
}

/** The error summary of a save refused for its values, first on the page: a link to each field in error, and the code. */
function InvalidSummary({ invalid, catalogue }: { invalid: AssessmentInvalid | undefined; catalogue: RequirementCatalogue | undefined }) {
  const criterion = catalogue?.find((entry) => entry.number === invalid?.typed.criterion);
  if (!invalid || !criterion) return null;
  const code = 'REDAKTION_ASSESSMENT_INVALID';
  const error = editorText.errors[code];
  return (
    <Alert type="danger" title={error.heading} id="fehler" tabIndex={-1}>
      <p>{error.text}</p>
      <ul>
        {fieldsInError(criterion, invalid.errors).map((field) => (
          <li key={field.name}>
            <a href={`#${field.target}`}>{field.message}</a>
          </li>
        ))}
      </ul>
      <p className="redaktion-code">
        {editorText.errorCode} <code>{code}</code>
      </p>
    </Alert>
  );
}

function AnswerList({ answers, several }: { answers: TeamAnswer[]; several: boolean }) {
  return (
    <ul className="redaktion-selbstcheck">
      {answers.map((answer, index) => (
        <li key={index}>
          {several && <>{v.selbstcheckOf(answer.assessment)}: </>}
          {answer.question} <strong>{v.selbstcheckAnswer(answer.value)}</strong>
        </li>
      ))}
    </ul>
  );
}

/** The other person's version of a criterion, shown above the form after a refused save. */
function CurrentVersion({ criterion, current }: { criterion: CatalogueCriterion; current: CriterionDraft }) {
  const text = (value: string) => (value.trim() ? <Paragraphs text={value} /> : <p>{v.empty}</p>);
  const byId = new Map(current.requirements.map((requirement) => [requirement.id, requirement]));
  return (
    <div className="redaktion-current" id={`${criterionAnchor(criterion.number)}-aktuell`}>
      <h3>{v.currentHeading(current.updatedBy, formatIsoDateTime(current.updatedAt))}</h3>
      <h4>{v.summary}</h4>
      {text(current.summary)}
      <h4>{v.strengths}</h4>
      {text(current.strengths)}
      {criterion.requirements.map((requirement) => {
        const saved = byId.get(requirement.id);
        if (!saved) return null;
        return (
          <div key={requirement.id}>
            <h4>
              {v.currentRequirement(requirement.id)}: {reportRatingNames[saved.rating]}
            </h4>
            <p>
              <strong>{v.reasoning}:</strong> {saved.reasoning.trim() || v.empty}
            </p>
            <p>
              <strong>{v.recommendation}:</strong> {saved.recommendation.trim() || v.empty}
            </p>
          </div>
        );
      })}
    </div>
  );
}

const noChange = () => undefined;
const ratingOptions = ASSESSMENT_RATINGS.map((rating) => ({ value: rating, label: reportRatingNames[rating] }));

/**
 * One criterion: its last save, the team's answers, and its form (the typed text after a refused
 * save, each refused field with its error).
 */
function CriterionSection({ view, criterion }: { view: AssessmentView; criterion: CatalogueCriterion }) {
  const { row, session, draft, conflict, invalid, editable } = view;
  const n = criterion.number;
  const anchor = criterionAnchor(n);
  const saved = draft.find((entry) => entry.criterion === n);
  const refused = conflict?.typed.criterion === n ? conflict : undefined;
  const failed = invalid?.typed.criterion === n ? invalid : undefined;
  // After a refused save: the typed text, with the version stored now, so the next save succeeds;
  // after refused values: the typed text with the version it was loaded with (nothing was saved).
  const shown: TypedCriterion | undefined = refused ? refused.typed : failed ? failed.typed : saved;
  const version = refused ? refused.current.version : failed ? failed.version : (saved?.version ?? 0);
  const errorOf = new Map(failed ? fieldsInError(criterion, failed.errors).map((field) => [field.name, field.message]) : []);
  const byId = new Map(shown?.requirements.map((requirement) => [requirement.id, requirement]) ?? []);
  const answers = teamAnswers(row.selbstcheck, n, criterion.requirements.map((requirement) => requirement.id));
  const several = (row.selbstcheck?.assessments.length ?? 0) > 1;
  const label = (text: string, context: string) => (
    <>
      {text}
      <span className="visually-hidden"> {context}</span>
    </>
  );
  return (
    <section aria-labelledby={`${anchor}-titel`} id={anchor}>
      <h2 id={`${anchor}-titel`}>{v.criterionHeading(n, criterion.title)}</h2>
      <p>{saved ? v.lastSaved(saved.updatedBy, formatIsoDateTime(saved.updatedAt), saved.version) : v.neverSaved}</p>
      {refused && <CurrentVersion criterion={criterion} current={refused.current} />}
      {(answers.unassigned.length > 0 || answers.notes.length > 0) && (
        <div className="redaktion-team">
          <h3>{v.selbstcheckCriterion}</h3>
          {answers.unassigned.length > 0 && <AnswerList answers={answers.unassigned} several={several} />}
          {answers.notes.map((note, index) => (
            <div key={index} className="redaktion-description">
              {several && <p>{v.selbstcheckOf(note.assessment)}</p>}
              <Paragraphs text={note.text} />
            </div>
          ))}
        </div>
      )}
      <form method="post" action={assessmentActionPath(row.id, `kriterien/${n}`)} id={`${anchor}-formular`} className="redaktion-assessment">
        <CsrfField session={session} />
        <input type="hidden" name="version" value={String(version)} />
        <TextArea
          id={`${anchor}-zusammenfassung`}
          name="zusammenfassung"
          label={label(v.summary, v.criterion(n))}
          hint={v.textHint(ASSESSMENT_LIMITS.criterionTextMax)}
          value={shown?.summary ?? ''}
          error={errorOf.get('zusammenfassung')}
          maxLength={ASSESSMENT_LIMITS.criterionTextMax}
          readOnly={!editable}
          rows={5}
        />
        <TextArea
          id={`${anchor}-staerken`}
          name="staerken"
          label={label(v.strengths, v.criterion(n))}
          hint={v.textHint(ASSESSMENT_LIMITS.criterionTextMax)}
          value={shown?.strengths ?? ''}
          error={errorOf.get('staerken')}
          maxLength={ASSESSMENT_LIMITS.criterionTextMax}
          readOnly={!editable}
          rows={4}
        />
        {criterion.requirements.map((requirement) => {
          const key = requirementKey(requirement.id);
          const entry = byId.get(requirement.id);
          // A rating the form does not offer (refused): none chosen.
          const rating = entry ? entry.rating : 'nicht-geprueft';
          const context = v.currentRequirement(requirement.id);
          const team = answers.byRequirement.get(requirement.id) ?? [];
          return (
            <fieldset className="kern-fieldset redaktion-requirement" key={requirement.id} id={key}>
              <legend className="kern-label">{v.requirementLegend(requirement.id, requirement.title, requirement.level)}</legend>
              <div className="kern-fieldset__body">
                <div className="redaktion-team">
                  <p>
                    <strong>{v.selbstcheck}</strong>
                  </p>
                  {team.length > 0 ? <AnswerList answers={team} several={several} /> : <p>{v.selbstcheckNone}</p>}
                </div>
                {editable ? (
                  <RadioGroup
                    id={`${key}-einschaetzung`}
                    name={`${key}-einschaetzung`}
                    label={label(v.rating, context)}
                    options={ratingOptions}
                    value={rating}
                    onChange={noChange}
                    error={errorOf.get(`${key}-einschaetzung`)}
                    required
                    horizontal
                  />
                ) : (
                  <p>
                    {v.rating}: <Badge variant="info">{reportRatingNames[rating ?? 'nicht-geprueft']}</Badge>
                  </p>
                )}
                <TextArea
                  id={`${key}-begruendung`}
                  name={`${key}-begruendung`}
                  label={label(v.reasoning, context)}
                  value={entry?.reasoning ?? ''}
                  error={errorOf.get(`${key}-begruendung`)}
                  maxLength={ASSESSMENT_LIMITS.requirementTextMax}
                  readOnly={!editable}
                  rows={3}
                />
                <TextArea
                  id={`${key}-empfehlung`}
                  name={`${key}-empfehlung`}
                  label={label(v.recommendation, context)}
                  value={entry?.recommendation ?? ''}
                  error={errorOf.get(`${key}-empfehlung`)}
                  maxLength={ASSESSMENT_LIMITS.requirementTextMax}
                  readOnly={!editable}
                  rows={3}
                />
              </div>
            </fieldset>
          );
        })}
        {editable && <Button label={v.save(n)} />}
      </form>
    </section>
  );
}

/** The signed-in person's own seat: their consent to be named in the published report. */
function ConsentForm({ view }: { view: AssessmentView }) {
  const seat = view.reviewers.find((reviewer) => reviewer.sub === view.session.subject);
  if (!seat) return null;
  if (!view.editable) {
    return (
      <section aria-labelledby="nennung-titel">
        <h2 id="nennung-titel">{v.consentHeading}</h2>
        <p>{v.consentNow(seat.namedConsent)}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="nennung-titel">
      <h2 id="nennung-titel">{v.consentHeading}</h2>
      <p>{v.consentNow(seat.namedConsent)}</p>
      <form method="post" action={assessmentActionPath(view.row.id, 'einverstaendnis')}>
        <CsrfField session={view.session} />
        <div className="kern-form-check">
          <input className="kern-form-check__checkbox" type="checkbox" id="einverstanden" name="einverstanden" value="ja" defaultChecked={seat.namedConsent} aria-describedby="einverstanden-hint" />
          <label className="kern-label" htmlFor="einverstanden">
            {v.consentLabel}
          </label>
        </div>
        <p className="kern-hint" id="einverstanden-hint">
          {v.consentHint}
        </p>
        <Button label={v.consentSave} />
      </form>
    </section>
  );
}

export function assessmentContent(view: AssessmentView): PageContent {
  const { row, session, catalogue, draft } = view;
  const title = v.title(row.service);
  const saved = new Map(draft.map((entry) => [entry.criterion, entry]));
  return {
    title,
    heading: title,
    body: (
      <>
        <EditorBar session={session} current="assessments" />
        <ConflictSummary conflict={view.conflict} />
        <InvalidSummary invalid={view.invalid} catalogue={catalogue} />
        <Done done={view.done} />
        <section aria-labelledby="anfrage-titel">
          <h2 id="anfrage-titel">{v.facts}</h2>
          <dl className="redaktion-facts">
            <Fact name={v.service}>{row.service}</Fact>
            <Fact name={v.authority}>{row.authority}</Fact>
            <Fact name={v.level}>{reviewLevelNames[row.level]}</Fact>
            <Fact name={v.phase}>{reviewPhaseNames[row.phase]}</Fact>
            <Fact name={v.criteriaInDoubt}>{row.criteria.length ? row.criteria.map(v.criterion).join(', ') : v.criteriaNone}</Fact>
            <Fact name={v.date}>{row.scheduledFor ? formatDay(row.scheduledFor) : v.noDate}</Fact>
            <Fact name={v.state}>{reviewStateNames[row.state].name}</Fact>
          </dl>
          <h3>{v.goal}</h3>
          <div className="redaktion-description">
            <Paragraphs text={row.goal} />
          </div>
          {session.role === 'editor' && (
            <p>
              <a href={reviewHref(row.id)}>{v.toPlanning}</a>
            </p>
          )}
        </section>
        <ConsentForm view={view} />
        {!catalogue ? (
          <Alert type="warning">
            <p>{v.catalogueMissing}</p>
          </Alert>
        ) : (
          <>
            {view.editable ? <p>{v.intro}</p> : <p>{v.closed}</p>}
            <nav aria-labelledby="kriterien-titel">
              <h2 id="kriterien-titel">{v.toc}</h2>
              <ul>
                {catalogue.map((criterion) => {
                  const entry = saved.get(criterion.number);
                  return (
                    <li key={criterion.number}>
                      <a href={`#${criterionAnchor(criterion.number)}`}>{v.criterionHeading(criterion.number, criterion.title)}</a>
                      {' – '}
                      {entry ? v.lastSaved(entry.updatedBy, formatIsoDateTime(entry.updatedAt), entry.version) : v.neverSaved}
                    </li>
                  );
                })}
              </ul>
            </nav>
            {catalogue.map((criterion) => (
              <CriterionSection key={criterion.number} view={view} criterion={criterion} />
            ))}
          </>
        )}
        <p>
          <a href="/redaktion/begutachtungen">{v.back}</a>
        </p>
      </>
    ),
  };
}
