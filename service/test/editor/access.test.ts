/**
 * Every route of the editors' area, as registered, refuses without a valid session: no cookie,
 * an expired session, a tampered cookie, and (for state changes) a missing or wrong CSRF token.
 * Refused means: a redirect to the sign-in page or a 401/403 page, never a 5xx, never a sender's
 * data, nothing changed. Only the sign-in routes are public, and they show no sender's data either.
 */
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { FeedbackApp } from '../../src/app.ts';
import { build } from '../helper.ts';
import { addFeedback, postForm, signInLocally, type Editor } from './helper.ts';
import { buildWithProvider, signInAsEditor } from './oidc-driver.ts';

const SENDER = { email: 'geheim@example.org', description: 'Vertrauliche Beschreibung 4711-ABC' };

interface Route {
  method: string;
  url: string;
  public: boolean;
}

function collector() {
  const routes: Route[] = [];
  const onRoute = (route: RouteOptions) => {
    if (!/^\/(api\/)?redaktion(\/|$)/.test(route.url)) return;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, public: route.config?.editorPublic === true });
  };
  return { routes, onRoute };
}

const key = (route: Route) => `${route.method} ${route.url}`;

/** One request to `route` with the feedback `id` for :id and the given cookie and CSRF field. */
function call(app: FeedbackApp, route: Route, id: string, cookie?: string, csrf?: string) {
  const url = route.url.replace(':id', id);
  if (route.method === 'POST') return postForm(app, url, { contacted: '1', ...(csrf === undefined ? {} : { csrf }) }, cookie);
  return app.inject({ method: route.method as 'GET' | 'HEAD', url, headers: cookie ? { cookie } : {} });
}

function expectRefused(answer: Awaited<ReturnType<typeof call>>, route: Route, why: string) {
  const where = `${key(route)} (${why})`;
  expect(answer.statusCode, where).toBeLessThan(500);
  if (route.method === 'GET' || route.method === 'HEAD') {
    expect(answer.statusCode, where).toBe(303);
    expect(answer.headers.location, where).toMatch(/^\/redaktion\/anmelden(\?hinweis=abgelaufen)?$/);
  } else {
    expect([401, 403], where).toContain(answer.statusCode);
  }
  expect(answer.body, where).not.toContain(SENDER.email);
  expect(answer.body, where).not.toContain(SENDER.description);
  expect(answer.headers['cache-control'], where).toBe('no-store');
}

async function expectUnchanged(app: FeedbackApp, id: string) {
  expect(await app.feedbackStore.getEditorFeedback(id)).toMatchObject({ ...SENDER, contactedAt: null, erasedAt: null });
}

/** Every protected route refuses in every way; the row stays as it was. */
async function checkProtected(app: FeedbackApp, clock: { advance(ms: number): void }, routes: Route[], signIn: () => Promise<Editor>) {
  const id = await addFeedback(app, SENDER);
  const protectedRoutes = routes.filter((route) => !route.public);
  expect(protectedRoutes.length).toBeGreaterThanOrEqual(12);
  // The Seitenbewertungen and their CSV download are among them.
  expect(protectedRoutes.map(key)).toEqual(expect.arrayContaining(['GET /redaktion/hilfreich', 'HEAD /redaktion/hilfreich', 'GET /redaktion/hilfreich.csv', 'HEAD /redaktion/hilfreich.csv']));
  for (const route of protectedRoutes) {
    expectRefused(await call(app, route, id), route, 'no cookie');
    expectRefused(await call(app, route, id, 'redaktion-sitzung=; __Host-redaktion-sitzung=x'), route, 'empty cookie');

    const tampered = await signIn();
    const flipped = tampered.cookie.slice(0, -1) + (tampered.cookie.endsWith('A') ? 'B' : 'A');
    expectRefused(await call(app, route, id, flipped, tampered.csrf), route, 'tampered cookie');

    const idle = await signIn();
    clock.advance(30 * 60_000);
    expectRefused(await call(app, route, id, idle.cookie, idle.csrf), route, 'expired session');

    if (route.method === 'POST') {
      const editor = await signIn();
      const missing = await call(app, route, id, editor.cookie);
      expect(missing.statusCode, `${key(route)} without CSRF`).toBe(403);
      expect(missing.body).toContain('REDAKTION_CSRF');
      expect((await call(app, route, id, editor.cookie, editor.csrf.slice(0, -1) + 'x')).statusCode, `${key(route)} wrong CSRF`).toBe(403);
      const other = await signIn();
      expect((await call(app, route, id, editor.cookie, other.csrf)).statusCode, `${key(route)} CSRF of another session`).toBe(403);
    }
    await expectUnchanged(app, id);
  }
  // No refused request left an entry in the audit log but the sign-ins of the test itself.
  const { entries } = await app.feedbackStore.listAudit({ limit: 1000, offset: 0 });
  expect(entries.filter((entry) => entry.action !== 'sign-in')).toEqual([]);
}

describe('every route of the editors’ area', () => {
  it('with sign-in through openCode: only sign-in page, start and callback are public; all else refuses without a session', async () => {
    const { routes, onRoute } = collector();
    const setup = await buildWithProvider({ onRoute });
    const { app, clock } = setup;
    expect(routes.filter((route) => route.public).map(key).sort()).toEqual([
      'GET /api/redaktion/callback',
      'GET /api/redaktion/login',
      'GET /redaktion/anmelden',
      'HEAD /api/redaktion/callback',
      'HEAD /api/redaktion/login',
      'HEAD /redaktion/anmelden',
    ]);
    // The public routes answer without a sender's data and without a 5xx.
    const id = await addFeedback(app, SENDER);
    for (const route of routes.filter((r) => r.public)) {
      const answer = await call(app, route, id);
      expect(answer.statusCode, key(route)).toBeLessThan(500);
      expect(answer.body).not.toContain(SENDER.email);
    }
    // With sign-in through the provider, there is no one-time link.
    expect(app.editorSignInLink('http://127.0.0.1')).toBeUndefined();
    await checkProtected(app, clock, routes, () => signInAsEditor(setup));
  });

  it('with the one-time link of a local start: only sign-in page and link are public; all else refuses without a session', async () => {
    const { routes, onRoute } = collector();
    const { app, clock } = await build({ onRoute });
    expect(routes.filter((route) => route.public).map(key).sort()).toEqual([
      'GET /api/redaktion/link',
      'GET /redaktion/anmelden',
      'HEAD /api/redaktion/link',
      'HEAD /redaktion/anmelden',
    ]);
    await checkProtected(app, clock, routes, () => signInLocally(app));
  });
});
