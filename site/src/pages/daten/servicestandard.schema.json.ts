/** The JSON Schema (draft 2020-12) of /daten/servicestandard.json, generated from its zod schema. */
import type { APIRoute } from 'astro';
import { openDataJsonSchema } from '../../lib/open-data/schema.ts';

export const GET: APIRoute = ({ site }) => new Response(`${JSON.stringify(openDataJsonSchema(site!.href), null, 2)}\n`, { headers: { 'content-type': 'application/schema+json; charset=utf-8' } });
