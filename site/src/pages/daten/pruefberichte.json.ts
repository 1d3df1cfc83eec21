/** The published peer-review reports as open data (JSON); shape: src/lib/open-data/reports.ts, explained on /daten. */
import type { APIRoute } from 'astro';
import { reportOpenData } from '../../lib/open-data/reports.ts';
import { criterionTargets } from '../../lib/pruefberichte.ts';
import { getSiteData } from '../../lib/site-data.ts';

export const GET: APIRoute = async ({ site }) => {
  const data = await getSiteData();
  const json = reportOpenData(data.reports, site!, criterionTargets(data.criteria));
  return new Response(`${JSON.stringify(json, null, 2)}\n`, { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
