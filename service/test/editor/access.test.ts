/**
 * Every route of the editors' area, as registered, refuses without a valid session: no cookie,
 * an expired session, a tampered cookie, and (for state changes) a missing or wrong CSRF token.
 * Refused means: a redirect to the sign-in page or a 401/403 page, never a 5xx, never a sender's
 * data, nothing changed. Only the sign-in routes are public, and they show no sender's data either.
 * A reviewer's session (REDAKTION_REVIEWERS, issue 34 item 5) reaches only the routes that name
 * the role; every other route refuses it with 403.
 */
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { FeedbackApp } from '../../src/app.ts';
import { build } from '../helper.ts';
import { addFeedback, postForm, signInLocally, type Editor } from './helper.ts';
import type { TestAccount } from '@servicestandard/testkit/oidc-provider';
import { buildWithProvider, EDITOR, signInAsEditor, STRANGER } from './oidc-driver.ts';

const SENDER = { email: 'geheim@example.org', description: 'Vertrauliche Beschreibung 4711-ABC' };

interface Route {
  method: string;
  url: string;
  public: boolean;
  /** The session roles the route names; absent: editors only. */
  roles: readonly string[] | undefined;
}

/** Signs in as a reviewer through REDAKTION_REVIEWERS (by group claim). */
const REVIEWER: TestAccount = { login: 'anna', password: 'anna-pw', sub: '100', name: 'Anna Prüferin', email: 'anna@land.example', groups: ['pruefende/peer-review'] };

/** The only routes a reviewer's session reaches. */
const REVIEWER_ROUTES = [
  'GET /redaktion/begutachtungen',
  'HEAD /redaktion/begutachtungen',
  'GET /redaktion/begutachtungen/:id',
  'HEAD /redaktion/begutachtungen/:id',
  'POST /api/redaktion/begutachtungen/:id/kriterien/:kriterium',
  'POST /api/redaktion/begutachtungen/:id/einverstaendnis',
  'POST /api/redaktion/logout',
];

function collector() {
  const routes: Route[] = [];
  const onRoute = (route: RouteOptions) => {
    if (!/^\/(api\/)?redaktion(\/|$)/.test(route.url)) return;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, public: route.config?.editorPublic === true, roles: route.config?.roles });
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
    const setup = await buildWithProvider({ onRoute, accounts: [EDITOR, STRANGER, REVIEWER], env: { REDAKTION_REVIEWERS: 'group:pruefende/peer-review' } });
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

    // A reviewer reaches the routes that name the role, and no other.
    expect(routes.filter((route) => route.roles?.includes('reviewer')).map(key).sort()).toEqual([...REVIEWER_ROUTES].sort());
    const feedback = await addFeedback(app, SENDER);
    const reviewer = await signInAsEditor(setup, REVIEWER);
    // Signing out last: it ends the session.
    const logoutLast = routes.filter((r) => !r.public).sort((a, b) => Number(a.url === '/api/redaktion/logout') - Number(b.url === '/api/redaktion/logout'));
    for (const route of logoutLast) {
      const answer = await call(app, route, feedback, reviewer.cookie, reviewer.csrf);
      const where = `${key(route)} (reviewer)`;
      expect(answer.statusCode, where).toBeLessThan(500);
      if (REVIEWER_ROUTES.includes(key(route))) {
        expect(answer.body, where).not.toContain('REDAKTION_ROLE_FORBIDDEN');
      } else {
        expect(answer.statusCode, where).toBe(403);
        if (route.method !== 'HEAD') expect(answer.body, where).toContain('<code>REDAKTION_ROLE_FORBIDDEN</code>');
        expect(answer.body, where).not.toContain(SENDER.email);
        expect(answer.headers['cache-control'], where).toBe('no-store');
      }
    }
    await expectUnchanged(app, feedback);
    // Dozens of sign-ins through the provider; on two busy cores more than the default 20 s.
  }, 60_000);

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
