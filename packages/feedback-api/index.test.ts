import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  errorBody,
  errorMessages,
  errorResponseSchema,
  errorStatus,
  feedbackIdParamsSchema,
  feedbackReceiptSchema,
  feedbackRequestSchema,
  FEEDBACK_LIMITS,
  HELPFUL_ANSWERS,
  helpfulCountsSchema,
  helpfulRequestSchema,
  isErrorCode,
  isHelpfulAnswer,
} from '@servicestandard/feedback-api';

const valid = {
  projectId: 4516,
  pagePath: '/ueber?ansicht=druck',
  labels: ['barriere', 'barriere'],
  description: '  Der Kontrast ist zu gering.  ',
  email: ' anna@example.org ',
  challenge: 'a'.repeat(64),
  challengeSolution: '42',
};

/** The messages of a refused body: the error codes its custom checks name, or zod's own words. */
type Checkable = { safeParse(body: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } } };

function messagesFor(body: unknown, schema: Checkable = feedbackRequestSchema()) {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.message);
}

describe('error codes', () => {
  it('give every code a status and a German message, and answer in the error shape', () => {
    for (const code of ERROR_CODES) {
      expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
      expect(errorMessages[code]).toMatch(/^[A-ZÄÖÜ].+\.$/);
      expect(errorResponseSchema.parse(errorBody(code))).toEqual({ error: { code, message: errorMessages[code] } });
    }
    expect(errorMessages.DESCRIPTION_TOO_LONG).toContain('5.000 Zeichen');
  });

  it('is a closed set: unknown codes are neither codes nor error answers', () => {
    expect(isErrorCode('RATE_LIMITED')).toBe(true);
    expect(isErrorCode('METHOD_NOT_ALLOWED')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(errorResponseSchema.safeParse({ error: { code: 'SOMETHING_NEW', message: 'x' } }).success).toBe(false);
    expect(errorResponseSchema.safeParse({ error: { code: 'NOT_FOUND', message: '' } }).success).toBe(false);
  });
});

describe('POST /feedback body', () => {
  it('trims the texts and drops repeated labels', () => {
    expect(feedbackRequestSchema().parse(valid)).toEqual({
      ...valid,
      labels: ['barriere'],
      description: 'Der Kontrast ist zu gering.',
      email: 'anna@example.org',
    });
  });

  it('names the error code of each failed check as its message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ projectId: 1 }, 'PROJECT_NOT_ALLOWED'],
      [{ pagePath: 'https://evil.example/' }, 'INVALID_PAGE_PATH'],
      [{ pagePath: `/${'a'.repeat(FEEDBACK_LIMITS.pagePathMax)}` }, 'INVALID_PAGE_PATH'],
      [{ labels: ['bug'] }, 'LABEL_NOT_ALLOWED'],
      [{ labels: Array(FEEDBACK_LIMITS.labelsMax + 1).fill('barriere') }, 'LABEL_NOT_ALLOWED'],
      [{ description: ' \n ' }, 'DESCRIPTION_REQUIRED'],
      [{ description: 'a'.repeat(FEEDBACK_LIMITS.descriptionMax + 1) }, 'DESCRIPTION_TOO_LONG'],
      [{ email: 'anna@' }, 'INVALID_EMAIL'],
      [{ challenge: 'kein-hash' }, 'CHALLENGE_UNKNOWN'],
      [{ challengeSolution: '-1' }, 'SOLUTION_INVALID'],
    ];
    for (const [change, code] of cases) {
      const messages = messagesFor({ ...valid, ...change });
      expect(messages.length, code).toBeGreaterThan(0);
      expect(new Set(messages), code).toEqual(new Set([code]));
    }
  });

  it('reports structural problems with messages that are no error codes', () => {
    const withoutEmail: Partial<typeof valid> = { ...valid };
    delete withoutEmail.email;
    for (const body of [{ ...valid, isAdmin: true }, withoutEmail, { ...valid, projectId: '4516' }, { ...valid, labels: 'barriere' }]) {
      const messages = messagesFor(body);
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.some(isErrorCode)).toBe(false);
    }
  });

  it('applies the rules of the service: projects, labels and known pages', () => {
    const schema = feedbackRequestSchema({ projectIds: [7], labels: ['lob'], isKnownPage: (path) => path.startsWith('/ueber') });
    expect(schema.safeParse({ ...valid, projectId: 7, labels: ['lob'] }).success).toBe(true);
    expect(messagesFor({ ...valid, labels: ['lob'] }, schema)).toEqual(['PROJECT_NOT_ALLOWED']);
    expect(messagesFor({ ...valid, projectId: 7 }, schema)).toEqual(['LABEL_NOT_ALLOWED']);
    expect(messagesFor({ ...valid, projectId: 7, labels: [], pagePath: '/glossar' }, schema)).toEqual(['INVALID_PAGE_PATH']);
  });
});

describe('answers', () => {
  it('carries the status page address as statusUrl, and for one release also as issueUrl', () => {
    const statusUrl = 'https://servicestandard.example/api/feedback/0b9f7a52-3f7e-4c1a-9d5e-2b8f3c4d5e6f';
    expect(feedbackReceiptSchema.parse({ statusUrl, issueUrl: statusUrl, status: 'queued', extra: 1 })).toEqual({ statusUrl, issueUrl: statusUrl, status: 'queued' });
    expect(feedbackReceiptSchema.safeParse({ issueUrl: statusUrl, status: 'queued' }).success).toBe(false);
    expect(feedbackReceiptSchema.safeParse({ statusUrl, issueUrl: statusUrl, status: 'published' }).success).toBe(false);
  });

  it('knows a feedback id only as a lower-case random UUID', () => {
    expect(feedbackIdParamsSchema.safeParse({ id: '0b9f7a52-3f7e-4c1a-9d5e-2b8f3c4d5e6f' }).success).toBe(true);
    for (const id of ['0B9F7A52-3F7E-4C1A-9D5E-2B8F3C4D5E6F', '0b9f7a52-3f7e-1c1a-9d5e-2b8f3c4d5e6f', 'abc', '../etc']) {
      expect(feedbackIdParamsSchema.safeParse({ id }).success, id).toBe(false);
    }
  });
});

describe('POST /helpful body ("War diese Seite hilfreich?")', () => {
  const schema = helpfulRequestSchema({ isKnownPage: (path) => path === '/glossar' });

  it('takes a known page and "ja" or "nein", nothing more', () => {
    expect(schema.parse({ pagePath: '/glossar', answer: 'nein' })).toEqual({ pagePath: '/glossar', answer: 'nein' });
    expect(messagesFor({ pagePath: '/glossar', answer: 'ja', description: 'Text' }, schema)).not.toEqual([]);
  });

  it('names the code of each refusal', () => {
    expect(messagesFor({ pagePath: '/unbekannt', answer: 'ja' }, schema)).toEqual(['INVALID_PAGE_PATH']);
    expect(messagesFor({ pagePath: '/glossar?x=1', answer: 'ja' }, schema)).toContain('INVALID_PAGE_PATH');
    expect(messagesFor({ pagePath: 'https://example.org/', answer: 'ja' }, schema)).toContain('INVALID_PAGE_PATH');
    expect(messagesFor({ pagePath: '/glossar', answer: 'Ja' }, schema)).toEqual(['ANSWER_INVALID']);
    expect(HELPFUL_ANSWERS.every((answer) => isHelpfulAnswer(answer))).toBe(true);
    expect(errorStatus.ANSWER_INVALID).toBe(422);
    expect(errorStatus.ORIGIN_NOT_ALLOWED).toBe(403);
  });

  it('publishes counts in a shape programs can rely on', () => {
    const counts = { stand: '2026-11-23T10:00:00.000Z', seiten: [{ seite: '/', ja: 1, nein: 0, ersterTag: '2026-11-23', letzterTag: '2026-11-23' }] };
    expect(helpfulCountsSchema.parse(counts)).toEqual(counts);
    expect(helpfulCountsSchema.safeParse({ ...counts, seiten: [{ ...counts.seiten[0], ja: -1 }] }).success).toBe(false);
    expect(helpfulCountsSchema.safeParse({ ...counts, seiten: [{ ...counts.seiten[0], ersterTag: '23.11.2026' }] }).success).toBe(false);
  });
});
