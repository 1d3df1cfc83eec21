/**
 * The content of a published peer-review report (/pruefberichte/<id>): what the report is, the
 * link to its PDF, the report itself (ReportDocument of @servicestandard/ui, as the team read it
 * on its status page) and the way back to the register. Every requirement ID links its step on
 * the criterion's page (#anforderung-6-3), or the page alone once the step no longer shows it.
 */
import { ReportDocument } from '@servicestandard/ui';
import type { Report } from '@servicestandard/pruefbericht';
import { PDF_INFO_CLASS, REPORT_PDF_INFO_PLACEHOLDER } from '@servicestandard/site-files/pdf';
import { reportMessages as m } from '@servicestandard/messages/pruefberichte';
import { REGISTER_PATH, requirementHref, type CriterionTarget } from '../../lib/pruefberichte.ts';

export function ReportBody({ report, criteria, pdf }: { report: Report; criteria: readonly CriterionTarget[]; pdf?: string | undefined }) {
  const target = (index: number) => criteria.find((criterion) => criterion.index === index);
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
      <ReportDocument
        report={report}
        requirementHref={(index, id) => {
          const criterion = target(index);
          return criterion && requirementHref(criterion.href, id, criterion.ids);
        }}
        criterionHref={(index) => target(index)?.href}
      />
      <p>
        <a href={REGISTER_PATH}>{m.backToRegister}</a>
      </p>
    </div>
  );
}
