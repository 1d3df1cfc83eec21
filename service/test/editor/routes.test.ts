/**
 * The routes of the editors' area declare their input as zod schemas (editor/routes/*.ts), checked
 * through the type provider: a refused value answers with the code its schema names and the
 * German page of that code; the CSRF check comes before any check of the input.
 */
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build } from '../helper.ts';
import { addFeedback, postForm, signInLocally } from './helper.ts';

describe('input of the editors’ routes', () => {
  it('every route with an id or a query declares its schema', async () => {
    const routes: RouteOptions[] = [];
    await build({ onRoute: (route) => void routes.push(route) });
    const editorRoutes = routes.filter((route) => /^\/(api\/)?redaktion(\/|$)/.test(route.url));
    expect(editorRoutes.length).toBeGreaterThan(10);
    for (const route of editorRoutes.filter((r) => r.url.includes(':id'))) expect(route.schema?.params, route.url).toBeDefined();
    for (const url of ['/redaktion', '/redaktion/protokoll', '/redaktion/hilfreich', '/redaktion/hilfreich.csv', '/redaktion/anmelden', '/api/redaktion/link']) {
      expect(editorRoutes.find((route) => route.url === url)?.schema?.querystring, url).toBeDefined();
    }
  });

  it('answers a refused value with the code its schema names, after the CSRF check', async () => {
    const { app } = await build();
    const editor = await signInLocally(app);
    const id = await addFeedback(app);

    // Malformed id: no feedback there, as for an unknown one.
    const malformed = await postForm(app, '/api/redaktion/feedback/kein-feedback/contacted', { contacted: '1', csrf: editor.csrf }, editor.cookie);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).toContain('<code>REDAKTION_NOT_FOUND</code>');

    // A field the form never sends a value like this for.
    const invalid = await postForm(app, `/api/redaktion/feedback/${id}/contacted`, { contacted: '2', csrf: editor.csrf }, editor.cookie);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Ungültige Eingabe');
    expect(invalid.body).toContain('<code>REDAKTION_INVALID_INPUT</code>');

    // Without the token, the input is not looked at.
    for (const fields of [{ contacted: '2' }, { contacted: '1', csrf: 'x'.repeat(43) }] as Record<string, string>[]) {
      const forged = await postForm(app, `/api/redaktion/feedback/${id}/contacted`, fields, editor.cookie);
      expect(forged.statusCode).toBe(403);
      expect(forged.body).toContain('<code>REDAKTION_CSRF</code>');
    }
    expect((await app.feedbackStore.getEditorFeedback(id))?.contactedAt).toBeNull();

    // A malformed one-time token is an invalid link, like an unknown one.
    for (const query of ['', '?token=kurz', `?token=${'a'.repeat(43)}`]) {
      const link = await app.inject({ url: `/api/redaktion/link${query}`, remoteAddress: '127.0.0.1' });
      expect(link.statusCode, query).toBe(403);
      expect(link.body).toContain('<code>REDAKTION_LINK_INVALID</code>');
    }
  });

  it('reads a repeated query parameter as its first value and ignores unknown ones', async () => {
    const { app } = await build();
    const editor = await signInLocally(app);
    await addFeedback(app, { pagePath: '/glossar' });
    const answer = await app.inject({ url: '/redaktion?seite=%2Fglossar&seite=%2Fueber&blatt=1&blatt=x&utm_source=mail', headers: { cookie: editor.cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<option value="/glossar" selected="">');
  });
});
