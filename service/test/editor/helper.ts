/** Signing in to the editors' area in tests, and reading what its answers carry. */
import { expect } from 'vitest';
import type { FeedbackApp } from '../../src/app.ts';
import { feedbackId, submitFeedback } from '../helper.ts';

export interface Editor {
  /** The Cookie header of the session. */
  cookie: string;
  /** The session's CSRF token, as the pages put it into every form. */
  csrf: string;
}

/** The Set-Cookie lines of an answer. */
export function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  if (Array.isArray(header)) return header.map(String);
  return typeof header === 'string' ? [header] : [];
}

/**
 * A Set-Cookie line as name, value and its attributes in alphabetical order: the order of the
 * attributes in the line means nothing to a browser, their set does.
 */
export function cookieParts(line: string): { name: string; value: string; attributes: string[] } {
  const [pair = '', ...attributes] = line.split(/;\s*/);
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes: attributes.sort() };
}

/** "name=value" of the cookie `name` set by the answer, undefined when it sets none. */
export function cookieFrom(response: { headers: Record<string, unknown> }, name: string): string | undefined {
  const line = setCookies(response).find((cookie) => cookie.startsWith(`${name}=`));
  return line?.split(';')[0];
}

/** The session cookie an answer sets: "redaktion-sitzung", with the __Host- prefix over HTTPS. */
export function sessionCookieFrom(response: { headers: Record<string, unknown> }): string | undefined {
  return cookieFrom(response, 'redaktion-sitzung') ?? cookieFrom(response, '__Host-redaktion-sitzung');
}

export function csrfFrom(html: string): string {
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('no CSRF token on the page');
  return match[1]!;
}

/** Signs in with the one-time link (embedded default) from loopback and reads the CSRF token off the overview. */
export async function signInLocally(app: FeedbackApp): Promise<Editor> {
  const link = app.editorSignInLink('http://127.0.0.1');
  if (!link) throw new Error('the one-time sign-in is off');
  const url = new URL(link);
  const answer = await app.inject({ url: url.pathname + url.search, remoteAddress: '127.0.0.1' });
  expect(answer.statusCode).toBe(200);
  const cookie = sessionCookieFrom(answer);
  if (!cookie) throw new Error(`no session cookie: ${setCookies(answer).join(' | ')}`);
  const overview = await app.inject({ url: '/redaktion', headers: { cookie } });
  expect(overview.statusCode).toBe(200);
  return { cookie, csrf: csrfFrom(overview.body) };
}

/** Posts a form of the editors' area. */
export function postForm(app: FeedbackApp, url: string, fields: Record<string, string>, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Submits feedback through the API and returns its id. */
export async function addFeedback(app: FeedbackApp, overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await submitFeedback(app, overrides);
  expect(answer.statusCode).toBe(201);
  return feedbackId(answer.json().statusUrl);
}
