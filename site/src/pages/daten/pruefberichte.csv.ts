/** The published peer-review reports as CSV for spreadsheets: one row per report and requirement (src/lib/open-data/reports.ts). */
import type { APIRoute } from 'astro';
import { reportOpenData, reportOpenDataCsv } from '../../lib/open-data/reports.ts';
import { criterionTargets } from '../../lib/pruefberichte.ts';
import { getSiteData } from '../../lib/site-data.ts';

export const GET: APIRoute = async ({ site }) => {
  const data = await getSiteData();
  return new Response(reportOpenDataCsv(reportOpenData(data.reports, site!, criterionTargets(data.criteria))), { headers: { 'content-type': 'text/csv; charset=utf-8' } });
};
