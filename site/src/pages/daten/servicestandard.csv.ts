/** The steps of the standard as CSV for spreadsheets: one row per step (src/lib/open-data/build.ts). */
import type { APIRoute } from 'astro';
import { getOpenData, openDataCsv } from '../../lib/open-data/build.ts';

export const GET: APIRoute = async ({ site }) => new Response(openDataCsv(await getOpenData(site!)), { headers: { 'content-type': 'text/csv; charset=utf-8' } });
