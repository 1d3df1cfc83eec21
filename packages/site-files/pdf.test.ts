import { describe, expect, it } from 'vitest';
import { fillPdfInfo, fillReportPdfInfo, hasOpenReportPdfInfo } from './pdf.ts';

const reportLink = '<a href="/pruefberichte/x.pdf">PDF <span class="pdf-info" data-report-pdf-info="offen">(PDF)</span></a>';

describe("a report PDF's marker", () => {
  it("is left alone by the standard's PDF step and filled by the report's", () => {
    expect(fillPdfInfo(reportLink, 900_000, 60)).toEqual({ html: reportLink, filled: 0 });
    expect(hasOpenReportPdfInfo(reportLink)).toBe(true);
    const filled = fillReportPdfInfo(reportLink, 45_000, 1);
    expect(filled.filled).toBe(1);
    expect(filled.html).toContain('>(PDF, 44 KB, 1 Seite)</span>');
    expect(hasOpenReportPdfInfo(filled.html)).toBe(false);
  });
});
