/**
 * The report as a view (#bericht): what it holds, that nothing was sent, Drucken and "Als PDF
 * speichern" (both the browser's print dialog; the PDF is made by the browser, on this device),
 * then the report itself. Printing any other view of the Selbstcheck prints the same report.
 */
import type { Assessment } from '../../lib/selbstcheck/schema.ts';
import type { SelbstcheckContent } from '../../lib/selbstcheck/types.ts';
import { t } from '../../messages/selbstcheck.ts';
import { Report } from './Report.tsx';

interface Props {
  content: SelbstcheckContent;
  assessment: Assessment;
  siteUrl: string;
  now: Date;
}

export function ReportView({ content, assessment, siteUrl, now }: Props) {
  return (
    <div className="sc-view sc-report-view">
      <Report content={content} assessment={assessment} siteUrl={siteUrl} now={now} headingId="bericht">
        <div className="sc-no-print">
        <p>{t.reportIntro}</p>
        <div className="button-row">
          <button type="button" className="kern-btn kern-btn--primary" onClick={() => window.print()}>
            <span className="kern-label">{t.reportPrint}</span>
          </button>
          <button type="button" className="kern-btn kern-btn--secondary" aria-describedby="sc-pdf-hinweis" onClick={() => window.print()}>
            <span className="kern-label">{t.reportPdf}</span>
          </button>
        </div>
        <p id="sc-pdf-hinweis" className="sc-muted">
          {t.reportPdfHint}
        </p>
        </div>
      </Report>
    </div>
  );
}
