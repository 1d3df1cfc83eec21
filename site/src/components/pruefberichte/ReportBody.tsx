/**
 * The content of a published peer-review report (/pruefberichte/<id>): the overview of the
 * ratings, the MUSS requirements not met, strengths and recommendations by requirement ID, then
 * per criterion its summary and every requirement with its rating, Begründung and Empfehlung.
 * Every requirement ID links its step on the criterion's page (#anforderung-6-3).
 */
import { ASSESSMENT_RATINGS, reportSections, type Report } from '@servicestandard/pruefbericht';
import { Paragraphs } from '@servicestandard/ui';
import { PDF_INFO_CLASS, REPORT_PDF_INFO_PLACEHOLDER } from '@servicestandard/site-files/pdf';
import { reportMessages as m, reportRatingNames } from '@servicestandard/messages/pruefberichte';
import { REGISTER_PATH, requirementHref, type CriterionTarget } from '../../lib/pruefberichte.ts';

/** The sections of the page, for its table of contents. */
export const REPORT_SECTIONS = [
  { slug: 'ueberblick', text: m.overview },
  { slug: 'nicht-erfuellte-muss-anforderungen', text: m.unmetMust },
  { slug: 'staerken', text: m.strengths },
  { slug: 'empfehlungen', text: m.recommendations },
  { slug: 'einschaetzung-je-kriterium', text: m.byCriterion },
] as const;

const [overview, unmet, strengths, recommendations, byCriterion] = REPORT_SECTIONS;

export function ReportBody({ report, criteria, pdf }: { report: Report; criteria: readonly CriterionTarget[]; pdf?: string | undefined }) {
  const sections = reportSections(report.criteria);
  const criterion = (index: number) => criteria.find((c) => c.index === index);
  const requirementLink = (criterionIndex: number, id: string) => {
    const target = criterion(criterionIndex);
    const label = m.requirementLink(id);
    return target ? (
      <a href={requirementHref(target.href, id, target.ids)} data-requirement={id}>
        {label}
      </a>
    ) : (
      label
    );
  };
  const total = Object.values(sections.counts).reduce((sum, count) => sum + count, 0);
  return (
    <div className="prose report">
      <p>{m.snapshot}</p>
      {pdf && (
        <p className="report__pdf">
          <a href={pdf} type="application/pdf" download>
            {m.pdfLink}{' '}
            {/* The build fills in size and pages once the PDF exists (scripts/build-report-pdfs.ts). */}
            <span className={PDF_INFO_CLASS} data-report-pdf-info={REPORT_PDF_INFO_PLACEHOLDER.attribute}>
              {REPORT_PDF_INFO_PLACEHOLDER.text}
            </span>
          </a>
        </p>
      )}

      <h2 id={overview.slug}>{overview.text}</h2>
      <table className="report-overview">
        <caption>{m.overviewCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.overviewRating}</th>
            <th scope="col" className="table-number">
              {m.overviewCount}
            </th>
          </tr>
        </thead>
        <tbody>
          {ASSESSMENT_RATINGS.map((rating) => (
            <tr key={rating}>
              <th scope="row">{reportRatingNames[rating]}</th>
              <td className="table-number">{sections.counts[rating]}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{m.overviewTotal}</th>
            <td className="table-number">{total}</td>
          </tr>
        </tbody>
      </table>

      <h2 id={unmet.slug}>{unmet.text}</h2>
      {sections.unmetMust.length === 0 ? (
        <p>{m.unmetMustNone}</p>
      ) : (
        <ul className="report-ids">
          {sections.unmetMust.map((entry) => (
            <li key={entry.id}>
              {requirementLink(entry.criterion, entry.id)}: {entry.title} ({reportRatingNames[entry.rating]})
            </li>
          ))}
        </ul>
      )}

      <h2 id={strengths.slug}>{strengths.text}</h2>
      {sections.strengths.length === 0 ? (
        <p>{m.strengthsNone}</p>
      ) : (
        sections.strengths.map((entry) => (
          <div key={entry.criterion}>
            <h3 id={`staerken-${entry.criterion}`}>{m.criterionHeading(entry.criterion, entry.title)}</h3>
            <Paragraphs text={entry.text} />
          </div>
        ))
      )}

      <h2 id={recommendations.slug}>{recommendations.text}</h2>
      {sections.recommendations.length === 0 ? (
        <p>{m.recommendationsNone}</p>
      ) : (
        <ul className="report-ids">
          {sections.recommendations.map((entry) => (
            <li key={entry.id}>
              <strong>
                {requirementLink(entry.criterion, entry.id)}: {entry.title}
              </strong>
              <Paragraphs text={entry.text} />
            </li>
          ))}
        </ul>
      )}

      <h2 id={byCriterion.slug}>{byCriterion.text}</h2>
      {report.criteria.map((entry) => {
        const target = criterion(entry.criterion);
        return (
          <div key={entry.criterion} className="report-criterion">
            <h3 id={`kriterium-${entry.criterion}`}>{m.criterionHeading(entry.criterion, entry.title)}</h3>
            {target && (
              <p>
                <a href={target.href}>{m.criterionPage(entry.criterion)}</a>
              </p>
            )}
            {entry.summary.trim() && (
              <>
                <h4 id={`kriterium-${entry.criterion}-zusammenfassung`}>{m.summary}</h4>
                <Paragraphs text={entry.summary} />
              </>
            )}
            {entry.requirements.map((requirement) => (
              <div key={requirement.id} className="report-requirement" id={`bewertung-${requirement.id.replace('.', '-')}`}>
                <h4>
                  {requirementLink(entry.criterion, requirement.id)}: {requirement.title}
                </h4>
                <dl className="report-facts">
                  <div>
                    <dt>{m.requirementLevel}</dt>
                    <dd>{requirement.level}</dd>
                  </div>
                  <div>
                    <dt>{m.rating}</dt>
                    <dd data-rating={requirement.rating}>{reportRatingNames[requirement.rating]}</dd>
                  </div>
                </dl>
                {requirement.reasoning.trim() && (
                  <>
                    <p className="report-requirement__label">{m.reasoning}</p>
                    <Paragraphs text={requirement.reasoning} />
                  </>
                )}
                {requirement.recommendation.trim() && (
                  <>
                    <p className="report-requirement__label">{m.recommendation}</p>
                    <Paragraphs text={requirement.recommendation} />
                  </>
                )}
              </div>
            ))}
          </div>
        );
      })}
      <p>
        <a href={REGISTER_PATH}>{m.backToRegister}</a>
      </p>
    </div>
  );
}
