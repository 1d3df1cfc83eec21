/**
 * The report as a view (#bericht): what it holds, that nothing was sent, one button for the
 * browser's print dialog (which prints and also saves as PDF, on this device: two buttons for the
 * same dialog promised a difference there is not), then the report itself. Printing any other
 * view of the Selbstcheck prints the same report.
 */
import type { Assessment } from '../../lib/selbstcheck/schema.ts';
import type { SelbstcheckContent } from '../../lib/selbstcheck/types.ts';
import { t } from '@servicestandard/messages/selbstcheck';
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
          <button type="button" className="kern-btn kern-btn--primary" aria-describedby="sc-pdf-hinweis" onClick={() => window.print()}>
            <span className="kern-label">{t.reportPrint}</span>
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
