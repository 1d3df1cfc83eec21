import { describe, expect, it } from 'vitest';
import { build, feedbackId, submitFeedback } from '../helper.ts';

function expectStrictHtml(body: string) {
  expect(body).toMatch(/^<!doctype html>\n<html lang="de">/);
  expect(body).toMatch(/<title>[^<]+<\/title>/);
  // Passes a CSP without 'unsafe-inline': no script, no style, no event handler attributes.
  expect(body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
}

describe('GET /api/feedback/:id', () => {
  it('shows stored feedback in embedded mode, escaped, with the page and without the e-mail', async () => {
    const { app } = await build();
    const posted = await submitFeedback(app, {
      description: 'Das <script>alert("x")</script> Menü & die "Suche"\nfunktionieren nicht.\n\nZweiter Absatz.',
      email: 'anna@example.org',
      pagePath: '/glossar?buchstabe=a',
    });
    const response = await app.inject(`/api/feedback/${feedbackId(posted.json().statusUrl)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
    expectStrictHtml(response.body);
    expect(response.body).toContain('Ihr Feedback wurde gespeichert.');
    expect(response.body).toContain(
      '<p>Das &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Menü &amp; die &quot;Suche&quot;<br/>funktionieren nicht.</p><p>Zweiter Absatz.</p>',
    );
    expect(response.body).toContain(
      '<a href="https://servicestandard.example/glossar?buchstabe=a">https://servicestandard.example/glossar?buchstabe=a</a>',
    );
    expect(response.body).toContain('Zurück zur Seite');
    expect(response.body).not.toContain('anna@example.org');
  });

  it('tells that queued feedback will appear on openCode soon, without repeating the text', async () => {
    const { app } = await build({
      env: { FEEDBACK_GITLAB_API_URL: 'http://127.0.0.1:9/api/v4', FEEDBACK_GITLAB_TOKEN: 'glpat-unused' },
    });
    await app.feedbackOutbox.stop();
    const posted = await submitFeedback(app, { description: 'Nur für GitLab bestimmt.' });
    const response = await app.inject(`/api/feedback/${feedbackId(posted.json().statusUrl)}`);
    expect(response.statusCode).toBe(200);
    expectStrictHtml(response.body);
    expect(response.body).toContain('Ihr Feedback ist angekommen und wird in Kürze auf openCode veröffentlicht.');
    expect(response.body).toContain('href="https://servicestandard.example/ueber"');
    expect(response.body).not.toContain('Nur für GitLab bestimmt.');
  });

  it('answers unknown and malformed ids with a German 404 page', async () => {
    const { app } = await build();
    for (const id of ['0b9f7a52-3f7e-4c1a-9d5e-2b8f3c4d5e6f', 'abc', '..%2F..%2Fetc', '0B9F7A52-3F7E-4C1A-9D5E-2B8F3C4D5E6F']) {
      const response = await app.inject(`/api/feedback/${id}`);
      expect(response.statusCode, id).toBe(404);
      expectStrictHtml(response.body);
      expect(response.body).toContain('Feedback nicht gefunden');
    }
  });
});
