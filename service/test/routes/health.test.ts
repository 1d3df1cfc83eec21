import { describe, expect, it } from 'vitest';
import { build, submitFeedback } from '../helper.ts';

describe('GET /api/health', () => {
  it('reports the store, the GitLab mode and the outbox counts', async () => {
    const { app } = await build();
    await submitFeedback(app);
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      store: 'sqlite',
      gitlab: 'embedded',
      outbox: { queued: 0, sending: 0, failed: 0, published: 0, stored: 1 },
    });
  });

  it('says "configured" when GitLab is set up', async () => {
    const { app } = await build({
      env: { FEEDBACK_GITLAB_API_URL: 'http://127.0.0.1:9/api/v4', FEEDBACK_GITLAB_TOKEN: 'glpat-unused' },
    });
    expect((await app.inject('/api/health')).json()).toMatchObject({ gitlab: 'configured' });
  });

  it('answers 503 when the store is unusable', async () => {
    const { app } = await build();
    await app.feedbackStore.close();
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } });
  });
});
