import type { APIRoute } from 'astro';
import { securityTxtText } from '@servicestandard/kontakt';

/** RFC 9116: how to report a vulnerability of this site. */
export const GET: APIRoute = ({ site }) =>
  new Response(securityTxtText(site ?? 'https://servicestandard.gov.de'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
