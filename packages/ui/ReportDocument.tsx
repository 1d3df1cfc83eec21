/**
 * The body of a peer-review report (issue 34, items 6 and 7): the overview of the ratings, the
 * MUSS requirements not met, strengths and recommendations by requirement ID, then per criterion
 * its summary and every requirement with its level, rating, Begründung and Empfehlung. Texts the
 * reviewers left empty are left out.
 *
 * One rendering for the draft the team reads on its status page (service) and the published
 * report's page (site), in the words of the report's PDF (reportDocumentMessages), so the team
 * reads in the published report and the PDF what it agreed to. The page around it adds the facts
 * (service, authority, day), the PDF link and, on the status page, the answer form. Its headings
 * are sized by class (report.scss), so they look alike at either level; on paper each criterion
 * starts a new sheet, the link to the criterion's page is left out (the requirement IDs stay).
 */
import { ASSESSMENT_RATINGS, reportSections, type Report } from '@servicestandard/pruefbericht';
import { reportDocumentMessages as m } from '@servicestandard/messages/report-document';
import { Paragraphs } from './Paragraphs.tsx';

/** The report's sections, with the ids of their headings (for a table of contents). */
export const REPORT_SECTIONS = [
  { slug: 'ueberblick', text: m.overview },
  { slug: 'nicht-erfuellte-muss-anforderungen', text: m.unmetMust },
  { slug: 'staerken', text: m.strengths },
  { slug: 'empfehlungen', text: m.recommendations },
  { slug: 'einschaetzung-je-kriterium', text: m.criteria },
] as const;

const [overview, unmet, strengths, recommendations, byCriterion] = REPORT_SECTIONS;

export interface ReportDocumentProps {
  report: Report;
  /** The address of a requirement's step on its criterion page; without one the ID stays plain text. */
  requirementHref: (criterion: number, id: string) => string | undefined;
  /** The address of a criterion's page; without one the criterion is not linked. */
  criterionHref?: ((criterion: number) => string | undefined) | undefined;
  /** The level of the sections' headings: 2 on the report's own page, 3 below a heading of the page around it. */
  level?: 2 | 3;
}

export function ReportDocument({ report, requirementHref, criterionHref = () => undefined, level = 2 }: ReportDocumentProps) {
  const [Section, Sub, Item] = level === 2 ? (['h2', 'h3', 'h4'] as const) : (['h3', 'h4', 'h5'] as const);
  const sections = reportSections(report.criteria);
  const total = Object.values(sections.counts).reduce((sum, count) => sum + count, 0);
  const requirement = (criterion: number, id: string) => {
    const href = requirementHref(criterion, id);
    return href ? (
      <a href={href} data-requirement={id}>
        {m.requirement(id)}
      </a>
    ) : (
      m.requirement(id)
    );
  };
  const text = (label: string, value: string) =>
    value.trim() && (
      <>
        <p className="report-requirement__label">{label}</p>
        <Paragraphs text={value} />
      </>
    );

  return (
    <>
      <Section id={overview.slug}>{overview.text}</Section>
      <table className="report-overview">
        <caption>{m.overviewCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.rating}</th>
            <th scope="col" className="table-number">
              {m.overviewCount}
            </th>
          </tr>
        </thead>
        <tbody>
          {ASSESSMENT_RATINGS.map((rating) => (
            <tr key={rating}>
              <th scope="row">{m.ratingNames[rating]}</th>
              <td className="table-number">{sections.counts[rating]}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{m.overviewTotal}</th>
            <td className="table-number">{total}</td>
          </tr>
        </tbody>
      </table>

      <Section id={unmet.slug}>{unmet.text}</Section>
      {sections.unmetMust.length === 0 ? (
        <p>{m.unmetMustNone}</p>
      ) : (
        <ul className="report-ids">
          {sections.unmetMust.map((entry) => (
            <li key={entry.id}>
              {requirement(entry.criterion, entry.id)}: {entry.title} ({m.ratingNames[entry.rating]})
            </li>
          ))}
        </ul>
      )}

      <Section id={strengths.slug}>{strengths.text}</Section>
      {sections.strengths.length === 0 ? (
        <p>{m.strengthsNone}</p>
      ) : (
        sections.strengths.map((entry) => (
          <div key={entry.criterion}>
            <Sub id={`staerken-${entry.criterion}`}>{m.criterion(entry.criterion, entry.title)}</Sub>
            <Paragraphs text={entry.text} />
          </div>
        ))
      )}

      <Section id={recommendations.slug}>{recommendations.text}</Section>
      {sections.recommendations.length === 0 ? (
        <p>{m.recommendationsNone}</p>
      ) : (
        <ul className="report-ids">
          {sections.recommendations.map((entry) => (
            <li key={entry.id}>
              <strong>
                {requirement(entry.criterion, entry.id)}: {entry.title}
              </strong>
              <Paragraphs text={entry.text} />
            </li>
          ))}
        </ul>
      )}

      <Section id={byCriterion.slug} className="report-criteria-heading">
        {byCriterion.text}
      </Section>
      {report.criteria.map((entry) => {
        const page = criterionHref(entry.criterion);
        return (
          <div key={entry.criterion} className="report-criterion">
            <Sub id={`kriterium-${entry.criterion}`} className="report-criterion__title">
              {m.criterion(entry.criterion, entry.title)}
            </Sub>
            {page && (
              <p className="no-print">
                <a href={page}>{m.criterionPage(entry.criterion)}</a>
              </p>
            )}
            {entry.summary.trim() && (
              <>
                <Item id={`kriterium-${entry.criterion}-zusammenfassung`} className="report-criterion__summary">
                  {m.summary}
                </Item>
                <Paragraphs text={entry.summary} />
              </>
            )}
            {entry.requirements.map((item) => (
              <div key={item.id} className="report-requirement" id={`bewertung-${item.id.replace('.', '-')}`}>
                <Item className="report-requirement__title">
                  {requirement(entry.criterion, item.id)}: {item.title}
                </Item>
                <dl className="report-facts">
                  <div>
                    <dt>{m.requirementLevel}</dt>
                    <dd>{item.level}</dd>
                  </div>
                  <div>
                    <dt>{m.rating}</dt>
                    <dd data-rating={item.rating}>{m.ratingNames[item.rating]}</dd>
                  </div>
                </dl>
                {text(m.reasoning, item.reasoning)}
                {text(m.recommendation, item.recommendation)}
              </div>
            ))}
          </div>
        );
      })}
    </>
  );
}
