/** The JSON Schema (draft 2020-12) of /daten/pruefberichte.json, generated from its zod schema. */
import type { APIRoute } from 'astro';
import { reportOpenDataJsonSchema } from '../../lib/open-data/reports.ts';

export const GET: APIRoute = ({ site }) => new Response(`${JSON.stringify(reportOpenDataJsonSchema(site!.href), null, 2)}\n`, { headers: { 'content-type': 'application/schema+json; charset=utf-8' } });
