/**
 * The result of one assessment: summary, chart and table per criterion with its traffic light,
 * open points with links to the steps that address them, what to prepare for a peer review, and
 * the ways to pass it on (files, and the report for paper or PDF, #bericht).
 */
import { TextThenIcon } from '@servicestandard/ui';
import { t } from '@servicestandard/messages/selbstcheck';
import type { Assessment } from '../../lib/selbstcheck/schema.ts';
import { ANSWER_VALUES } from '../../lib/selbstcheck/types.ts';
import { trafficLight } from '../../lib/selbstcheck/report.ts';
import { criteriaWithoutEvidence, fulfilment, type AssessmentResult, type CriterionResult } from '../../lib/selbstcheck/scoring.ts';
import { Light } from './Report.tsx';
import { ResultsChart } from './ResultsChart.tsx';
import { ScrollTable } from './ScrollTable.tsx';

interface Props {
  assessment: Assessment;
  result: AssessmentResult;
  onExportMarkdown: () => void;
  onExportJson: () => void;
  /** Carries the export of this assessment to the peer-review request form. */
  onUseForPeerReview: () => void;
}

export function ResultsView({ assessment, result, onExportMarkdown, onExportJson, onUseForPeerReview }: Props) {
  const fulfilled = result.criteria.filter((r) => r.state === 'erfuellt').length;
  const overall = fulfilment(result.total);
  return (
    <section className="sc-view sc-results" aria-labelledby="ergebnis">
      <h2 id="ergebnis" tabIndex={-1}>
        {t.resultsHeading}: {assessment.service.trim() || t.untitled}
      </h2>
      <p>{t.resultsSummary(result.total.answered, result.total.total, fulfilled)}</p>
      {overall !== null && (
        <p>
          {t.fulfilmentOverall(overall)} <span className="sc-muted">{t.fulfilmentNote}</span>
        </p>
      )}
      <div className="button-row sc-no-print">
        <button type="button" className="kern-btn kern-btn--secondary" onClick={onExportMarkdown}>
          <span className="kern-label">{t.exportMarkdown}</span>
        </button>
        <button type="button" className="kern-btn kern-btn--secondary" onClick={onExportJson}>
          <span className="kern-label">{t.exportJson}</span>
        </button>
        <button type="button" className="kern-btn kern-btn--secondary" onClick={onUseForPeerReview}>
          <span className="kern-label">{t.useForPeerReview}</span>
        </button>
        <a className="kern-btn kern-btn--secondary" href="#bericht">
          <span className="kern-label">{t.toReport}</span>
        </a>
      </div>
      <p className="sc-muted sc-no-print">
        {t.exportIntro} {t.exportMarkdownHint}
      </p>

      <h3>{t.chartHeading}</h3>
      <ResultsChart results={result.criteria} />
      <ResultsTable results={result.criteria} />

      <h3>{t.openPointsHeading}</h3>
      <OpenPoints results={result.criteria} />

      <h3>{t.peerReviewHeading}</h3>
      <PeerReview assessment={assessment} result={result} />
    </section>
  );
}

function ResultsTable({ results }: { results: readonly CriterionResult[] }) {
  return (
    <ScrollTable
      captionId="sc-tabelle"
      caption={t.tableCaption}
      columns={[
        { key: 'kriterium', label: t.columnCriterion },
        { key: 'ampel', label: t.columnLight },
        { key: 'stand', label: t.columnState },
        ...ANSWER_VALUES.map((key) => ({ key, label: t.answerLabels[key], numeric: true })),
        { key: 'offen', label: t.columnOpen, numeric: true },
      ]}
    >
      {results.map(({ criterion, tally, state }) => (
        <tr key={criterion.index}>
          <th scope="row" className="kern-table__header">
            <a href={`#kriterium-${criterion.index}`}>
              {criterion.index}. {criterion.title}
            </a>
          </th>
          <td className="kern-table__cell">
            <Light light={trafficLight(state)} />
          </td>
          <td className="kern-table__cell">{t.stateLabels[state]}</td>
          {([...ANSWER_VALUES, 'offen'] as const).map((key) => (
            <td className="kern-table__cell kern-table__cell--numeric" key={key}>
              {tally[key]}
            </td>
          ))}
        </tr>
      ))}
    </ScrollTable>
  );
}

function OpenPoints({ results }: { results: readonly CriterionResult[] }) {
  const withPoints = results.filter((r) => r.openPoints.length > 0);
  // Criteria whose only gap is unanswered questions are listed together, not one section each.
  const onlyUnanswered = results.filter((r) => r.openPoints.length === 0 && r.unanswered.length > 0);
  return (
    <>
      <p>{withPoints.length > 0 ? t.openPointsIntro : t.noOpenPoints}</p>
      {withPoints.map(({ criterion, openPoints, unanswered }) => (
        <div className="sc-open" key={criterion.index}>
          <h4>
            {criterion.index}. {criterion.title}
          </h4>
          <ul>
            {openPoints.map(({ question, value }) => (
              <li key={question.id}>
                {question.text} <strong className={`sc-answer sc-answer--${value}`}>{t.answerLabels[value]}</strong>
                <br />
                <a href={`${criterion.href}#${question.step}`}>{t.stepLink(question.stepTitle, question.requirement)}</a>
              </li>
            ))}
          </ul>
          {unanswered.length > 0 && (
            <p className="sc-muted">
              {t.unansweredCount(unanswered.length)}{' '}
              <a className="sc-no-print" href={`#kriterium-${criterion.index}`}>
                {t.answerQuestions(criterion.index)}
              </a>
            </p>
          )}
        </div>
      ))}
      {onlyUnanswered.length > 0 && (
        <>
          <h4>{t.stillUnanswered}</h4>
          <ul className="sc-unanswered">
            {onlyUnanswered.map(({ criterion, unanswered }) => (
              <li key={criterion.index}>
                <a href={`#kriterium-${criterion.index}`}>
                  {criterion.index}. {criterion.title}
                </a>{' '}
                <span className="sc-muted">({t.unansweredShort(unanswered.length, criterion.questions.length)})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function PeerReview({ assessment, result }: { assessment: Assessment; result: AssessmentResult }) {
  const missingEvidence = criteriaWithoutEvidence(assessment, result.criteria);
  const openPoints = result.criteria.reduce((sum, r) => sum + r.openPoints.length, 0);
  return (
    <>
      <p>{t.peerReviewIntro}</p>
      <ul className="sc-checklist">
        <li>{t.peerReviewDemo}</li>
        <li>{t.peerReviewDocuments}</li>
        <li>{missingEvidence.length > 0 ? t.peerReviewEvidence(missingEvidence.map((c) => c.index).join(', ')) : t.peerReviewEvidenceDone}</li>
        {result.total.offen > 0 && <li>{t.peerReviewUnanswered(result.total.offen)}</li>}
        {openPoints > 0 && <li>{t.peerReviewOpenPoints(openPoints)}</li>}
      </ul>
      <p className="sc-no-print">
        <a href="/handbuch/service-pruefen/peer-review">
          <TextThenIcon text={t.peerReviewLink} name="arrow-forward" className="sc-inline-icon" />
        </a>
      </p>
    </>
  );
}
