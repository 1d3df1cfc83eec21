import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@servicestandard/feedback-api';
import { build, feedbackBody, solvedChallenge } from '../helper.ts';

type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: object }> }; responses: Record<string, { content?: Record<string, { schema: object }> }> }>>;
  components: { schemas: Record<string, { properties: { error: { properties: { code: { enum: string[] } } } } }> };
};

async function openApi(env: Record<string, string> = {}) {
  const built = await build({ env });
  const response = await built.app.inject('/api/openapi.json');
  return { ...built, response, document: response.json<Document>() };
}

describe('GET /api/openapi.json', () => {
  it('describes every route of the service with the statuses it declares', async () => {
    const { response, document, config } = await openApi();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]!.url).toBe(`${config.publicUrl}/api`);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/challenge',
      '/api/feedback',
      '/api/feedback/form',
      '/api/feedback/form-token',
      '/api/feedback/{id}',
      '/api/health',
      '/api/helpful',
      '/api/openapi.json',
      '/api/peer-review',
      '/api/peer-review/form',
      '/api/peer-review/status/{token}',
      '/api/peer-review/status/{token}/bericht.pdf',
      '/api/peer-review/status/{token}/zustimmung',
    ]);
    expect(Object.keys(document.paths['/api/feedback']!['post']!.responses).sort()).toEqual(['201', '400', '403', '409', '410', '413', '415', '422', '429', '500', '503']);
    expect(Object.keys(document.paths['/api/feedback/{id}']!['get']!.responses).sort()).toEqual(['200', '404']);
    // The form post without JavaScript: a form body, and German pages as answers.
    const form = document.paths['/api/feedback/form']!['post']!;
    expect(Object.keys(form.requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.keys(form.responses).sort()).toEqual(['201', '400', '403', '409', '410', '413', '415', '422', '429', '500', '503']);
    expect(Object.keys(form.responses['201']!.content!)).toEqual(['text/html']);
    expect(Object.keys(document.paths['/api/feedback/form-token']!['get']!.responses['200']!.content!)).toEqual(['text/plain']);
    expect(document.components.schemas['Error']!.properties.error.properties.code.enum).toEqual(ERROR_CODES);
  });

  it('documents POST /api/helpful with JSON and the form post of pages without JavaScript, and the form’s 303 back to the page', async () => {
    const { app, document, config } = await openApi();
    const operation = document.paths['/api/helpful']!['post']! as Document['paths'][string][string] & {
      summary: string;
      responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: object }> }>;
    };
    expect(operation.summary).toBe('Antwort auf „War diese Seite hilfreich?“ zählen');
    const content = operation.requestBody!.content;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(content['application/x-www-form-urlencoded']!.schema).toEqual(content['application/json']!.schema);
    expect(Object.keys(operation.responses).sort()).toEqual(['201', '303', '400', '403', '413', '415', '422', '429', '500', '503']);
    expect(operation.responses['303']!.headers).toHaveProperty('Location');
    expect(operation.responses['201']!.content).toHaveProperty('application/json');
    expect(Object.keys(operation.responses['422']!.content!).sort()).toEqual(['application/json', 'text/html']);
    // Only the helpful route takes forms; feedback stays JSON only.
    expect(Object.keys(document.paths['/api/feedback']!['post']!.requestBody!.content)).toEqual(['application/json']);

    // What the document says is what the service does: a form post is counted and answered with 303 to the page.
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(content['application/x-www-form-urlencoded']!.schema);
    const fields = { pagePath: '/glossar', answer: 'nein' };
    expect(validate(fields), JSON.stringify(validate.errors)).toBe(true);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/helpful',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${config.publicUrl}/glossar#hilfreich-nein`);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/helpful',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ pagePath: '/glossar', answer: 'vielleicht' }).toString(),
    });
    expect(validate({ pagePath: '/glossar', answer: 'vielleicht' })).toBe(true); // a custom check, stated in the text
    expect(wrong.statusCode).toBe(422);
    expect(wrong.headers['content-type']).toMatch(/^text\/html/);
  });

  it('passes the OpenAPI lint (Redocly, recommended rules) without errors or warnings', async () => {
    const { response } = await openApi();
    // GET /health and GET /openapi.json answer no client error (4xx) by design: the rule that every operation has one does not fit them.
    const config = await createConfig({ extends: ['recommended'], rules: { 'operation-4xx-response': 'off' } });
    const problems = await lintFromString({ source: response.body, absoluteRef: 'openapi.json', config });
    // The peer-review form posts (the request, the team's answer to its report) answer success with a redirect to the status page (303, Post/Redirect/Get), never 2xx, by design.
    const redirecting = ['#/paths/~1api~1peer-review~1form/post/responses', '#/paths/~1api~1peer-review~1status~1{token}~1zustimmung/post/responses'];
    const byDesign = (p: (typeof problems)[number]) => p.ruleId === 'operation-2xx-response' && redirecting.includes(p.location[0]?.pointer ?? '');
    expect(problems.filter(byDesign)).toHaveLength(2);
    expect(problems.filter((p) => !byDesign(p)).map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`)).toEqual([]);
    // The same lint finds a broken document: answers that are no object.
    const broken = response.json<Document>();
    (broken.paths['/api/challenge']!['get'] as { responses: unknown }).responses = 'keine';
    const brokenProblems = await lintFromString({ source: JSON.stringify(broken), absoluteRef: 'kaputt.json', config });
    expect(brokenProblems.map((p) => p.ruleId)).toContain('struct');
  });

  it('holds the body the service accepts and refuses what it refuses', async () => {
    const { app, document } = await openApi({ FEEDBACK_LABELS: 'barriere,lob', FEEDBACK_PROJECT_IDS: '4516,7' });
    const schema = document.paths['/api/feedback']!['post']!.requestBody!.content['application/json']!.schema;
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    const body = feedbackBody({ ...(await solvedChallenge(app)), labels: ['lob'], projectId: 7 });
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect((await app.inject({ method: 'POST', url: '/api/feedback', payload: body })).statusCode).toBe(201);
    for (const wrong of [{ ...body, extra: 1 }, { ...body, labels: ['bug'] }, { ...body, projectId: 8 }, { ...body, pagePath: 'https://evil.example/' }, { ...body, email: 'anna@' }]) {
      expect(validate(wrong), JSON.stringify(wrong)).toBe(false);
      const refused = await app.inject({ method: 'POST', url: '/api/feedback', payload: { ...wrong, ...(await solvedChallenge(app)) } });
      expect(refused.statusCode, JSON.stringify(wrong)).toBeGreaterThanOrEqual(400);
    }
  });
});
