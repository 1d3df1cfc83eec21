/** The standard as open data (JSON); shape and stability: src/lib/open-data/schema.ts, explained on /daten. */
import type { APIRoute } from 'astro';
import { getOpenData } from '../../lib/open-data/build.ts';

export const GET: APIRoute = async ({ site }) => new Response(`${JSON.stringify(await getOpenData(site!), null, 2)}\n`, { headers: { 'content-type': 'application/json; charset=utf-8' } });
