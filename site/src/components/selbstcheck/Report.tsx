/**
 * The report of one assessment for paper and PDF (lib/selbstcheck/report.ts): who checked what
 * and when, that nothing was sent, a traffic light per criterion, then every given answer with its
 * step, the notes and the evidence. Addresses are written out, so they survive on paper.
 */
import { Fragment, type ReactNode } from 'react';
import { formatDate, formatDateTime, formatGermanDate } from '../../lib/dates.ts';
import { buildReport, type ReportCriterion, type TrafficLight } from '../../lib/selbstcheck/report.ts';
import type { Assessment } from '../../lib/selbstcheck/schema.ts';
import type { SelbstcheckContent } from '../../lib/selbstcheck/types.ts';
import { t } from '@servicestandard/messages/selbstcheck';
import { EvidenceList } from './EvidenceList.tsx';

export function Light({ light }: { light: TrafficLight }) {
  return (
    <span className={`sc-light sc-light--${light}`}>
      <span className="sc-light__dot" aria-hidden="true" />
      {t.lightLabels[light]}
    </span>
  );
}

interface Props {
  content: SelbstcheckContent;
  assessment: Assessment;
  /** Origin of the site, for written-out addresses. */
  siteUrl: string;
  /** When the report is made (printed). */
  now: Date;
  /** Id of the report's heading: "bericht" as a view, another when it is only printed. */
  headingId: string;
  /** Shown on screen right after the heading (the view's buttons). */
  children?: ReactNode;
}

function CriterionSection({ item }: { item: ReportCriterion }) {
  const { criterion, light, answers, unanswered, notes, evidence, removed } = item;
  return (
    <section className="sc-report__criterion" aria-labelledby={`bericht-kriterium-${criterion.index}`}>
      <h4 id={`bericht-kriterium-${criterion.index}`}>
        {criterion.index}. {criterion.title} <span className="visually-hidden">{t.columnLight}:</span> <Light light={light} />
      </h4>
      {answers.length > 0 ? (
        <table className="sc-report__answers">
          <thead>
            <tr>
              <th scope="col">{t.reportQuestion}</th>
              <th scope="col">{t.reportAnswer}</th>
            </tr>
          </thead>
          <tbody>
            {answers.map(({ question, value, stepUrl }) => (
              <tr key={question.id}>
                <td>
                  {question.text}
                  {stepUrl && (
                    <span className="sc-report__step">
                      {t.reportStep} {t.stepWithRequirement(question.stepTitle, question.requirement)},{' '}
                      <a href={stepUrl} className="url-as-text">
                        {stepUrl}
                      </a>
                    </span>
                  )}
                </td>
                <td>
                  <strong className={`sc-answer sc-answer--${value}`}>{t.answerLabels[value]}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t.reportNoneAnswered(criterion.questions.length)}</p>
      )}
      {answers.length > 0 && unanswered > 0 && <p className="sc-muted">{t.reportUnanswered(unanswered)}</p>}
      {notes && (
        <>
          <h5>{t.notesLabel}</h5>
          <p className="sc-pre">{notes}</p>
        </>
      )}
      {evidence.length > 0 && (
        <>
          <h5>{t.evidenceLabel}</h5>
          <EvidenceList items={evidence} />
        </>
      )}
      {removed.length > 0 && (
        <>
          <h5>{t.removedHeading}</h5>
          <ul>
            {removed.map((r) => (
              <li key={r.id}>
                {r.question} – {t.answerLabels[r.value]}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function Report({ content, assessment, siteUrl, now, headingId, children }: Props) {
  const report = buildReport(content, assessment, siteUrl);
  const worked = report.criteria.filter((c) => !c.untouched);
  const untouched = report.criteria.filter((c) => c.untouched);
  const updated = new Date(assessment.updatedAt);
  const base = siteUrl.replace(/\/$/, '');
  return (
    <article className="sc-report" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {t.reportHeading}: {assessment.service.trim() || t.untitled}
      </h2>
      {children}
      <dl className="sc-report__facts">
        <div>
          <dt>{t.reportService}</dt>
          <dd>{assessment.service.trim() || t.untitled}</dd>
        </div>
        <div>
          <dt>{t.reportTeam}</dt>
          <dd>{assessment.team.trim() || t.reportNotGiven}</dd>
        </div>
        <div>
          <dt>{t.reportCheckDate}</dt>
          <dd>{assessment.checkDate ? formatGermanDate(assessment.checkDate) : t.reportNotGiven}</dd>
        </div>
        <div>
          <dt>{t.reportUpdated}</dt>
          <dd>{Number.isNaN(updated.getTime()) ? t.reportNotGiven : formatDateTime(updated)}</dd>
        </div>
        <div>
          <dt>{t.reportPrinted}</dt>
          <dd>{formatDateTime(now)}</dd>
        </div>
        <div>
          <dt>{t.reportBasis}</dt>
          <dd>{t.reportBasisText(formatDate(new Date(content.criteriaUpdated)), assessment.questionsVersion)}</dd>
        </div>
      </dl>
      <div className="sc-report__sent">
        <p>
          <strong>{t.reportNothingSentTitle}.</strong> {t.reportNothingSent}
        </p>
      </div>

      <h3>{t.reportOverview}</h3>
      <p>{t.reportProgress(report.answered, report.total)}</p>
      <table className="sc-report__overview">
        <caption className="visually-hidden">{t.reportOverviewCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columnCriterion}</th>
            <th scope="col">{t.columnLight}</th>
            <th scope="col">{t.columnAnswered}</th>
          </tr>
        </thead>
        <tbody>
          {report.criteria.map(({ criterion, light, tally }) => (
            <tr key={criterion.index}>
              <th scope="row">
                {criterion.index}. {criterion.title}
              </th>
              <td>
                <Light light={light} />
              </td>
              <td>{t.reportAnswered(tally.answered, tally.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="sc-muted sc-report__note">{t.reportLightNote}</p>

      <h3>{t.answersHeading}</h3>
      {worked.map((item) => (
        <CriterionSection key={item.criterion.index} item={item} />
      ))}
      {untouched.length > 0 && (
        <>
          <h4>{t.reportUntouched}</h4>
          <p>
            {untouched.map(({ criterion }, i) => (
              <Fragment key={criterion.index}>
                {i > 0 && '; '}
                {criterion.index}. {criterion.title}
              </Fragment>
            ))}
          </p>
        </>
      )}
      <p className="sc-report__footer">{t.reportFooter(`${base}/selbstcheck`)}</p>
    </article>
  );
}
