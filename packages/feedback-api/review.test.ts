import { describe, expect, it } from 'vitest';
import {
  errorMessages,
  errorStatus,
  REVIEW_LIMITS,
  reviewFieldOf,
  reviewFormSchema,
  reviewRequestSchema,
  type ReviewRequest,
} from '@servicestandard/feedback-api';
import { selbstcheckExport } from '@servicestandard/testkit/selbstcheck';

/** A real export as the Selbstcheck writes it (exportJson in the site). */
const SELBSTCHECK_EXPORT = selbstcheckExport({
  team: 'Team Portal',
  checkDate: '2026-11-20',
  criteria: { '1': { answers: { 'k1-a': { value: 'teilweise', question: 'Kennen Sie Ihre Nutzenden?' } }, notes: 'Interviews geplant', evidence: '', removed: [] } },
});

const valid: ReviewRequest = {
  service: ' Bürgerportal ',
  authority: 'Stadt Musterstadt',
  level: 'kommune',
  phase: 'entwickeln',
  goal: 'Eine Einschätzung vor dem Start.',
  criteria: [6, 1, 6],
  timeWindows: 'KW 3 bis KW 6',
  contactName: 'Anna Beispiel',
  email: ' anna@example.org ',
  selbstcheck: SELBSTCHECK_EXPORT,
  challenge: 'a'.repeat(64),
  challengeSolution: '42',
};

const form = {
  service: 'Bürgerportal',
  authority: 'Stadt Musterstadt',
  level: 'land',
  phase: 'betreiben',
  goal: 'Ziel',
  criteria: '13 2',
  timeWindows: '',
  contactName: 'Anna',
  email: 'anna@example.org',
  selbstcheck: JSON.stringify(SELBSTCHECK_EXPORT),
  pagePath: '/handbuch/service-pruefen/peer-review/anmelden',
  formToken: `${'k'.repeat(8)}.${'n'.repeat(22)}.${'m'.repeat(43)}`,
  homepage: '',
};

type Checkable = { safeParse(body: unknown): { success: true } | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } } };
const codesOf = (schema: Checkable, body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the peer-review request contract', () => {
  it('takes a valid request: trimmed texts, criteria sorted without repeats, the Selbstcheck parsed', () => {
    const body = reviewRequestSchema().parse(valid);
    expect(body).toMatchObject({ service: 'Bürgerportal', email: 'anna@example.org', criteria: [1, 6] });
    expect(body.selbstcheck?.assessments[0]?.service).toBe('Bürgerportal');
    expect(reviewRequestSchema().parse({ ...valid, selbstcheck: undefined, criteria: undefined })).toMatchObject({ criteria: [] });
  });

  it.each([
    ['service', '  ', 'REVIEW_SERVICE_REQUIRED'],
    ['service', 'x'.repeat(REVIEW_LIMITS.nameMax + 1), 'REVIEW_SERVICE_TOO_LONG'],
    ['authority', '', 'REVIEW_AUTHORITY_REQUIRED'],
    ['authority', 'x'.repeat(REVIEW_LIMITS.nameMax + 1), 'REVIEW_AUTHORITY_TOO_LONG'],
    ['level', 'bezirk', 'REVIEW_LEVEL_INVALID'],
    ['level', undefined, 'REVIEW_LEVEL_INVALID'],
    ['phase', 'planen', 'REVIEW_PHASE_INVALID'],
    ['goal', '', 'REVIEW_GOAL_REQUIRED'],
    ['goal', 'x'.repeat(REVIEW_LIMITS.goalMax + 1), 'REVIEW_GOAL_TOO_LONG'],
    ['goal', 'a\u202Eb', 'INVALID_CHARACTERS'],
    ['criteria', [0], 'REVIEW_CRITERIA_INVALID'],
    ['criteria', [14], 'REVIEW_CRITERIA_INVALID'],
    ['timeWindows', 'x'.repeat(REVIEW_LIMITS.timeWindowsMax + 1), 'REVIEW_TIME_WINDOWS_TOO_LONG'],
    ['contactName', ' ', 'REVIEW_CONTACT_NAME_REQUIRED'],
    ['contactName', 'x'.repeat(REVIEW_LIMITS.contactNameMax + 1), 'REVIEW_CONTACT_NAME_TOO_LONG'],
    ['email', '', 'REVIEW_EMAIL_REQUIRED'],
    ['email', 'anna@', 'REVIEW_EMAIL_INVALID'],
    ['selbstcheck', { format: 'servicestandard-selbstcheck', version: 1, assessments: [] }, 'REVIEW_SELBSTCHECK_INVALID'],
    ['selbstcheck', { ...SELBSTCHECK_EXPORT, version: 2 }, 'REVIEW_SELBSTCHECK_INVALID'],
    ['selbstcheck', { ...SELBSTCHECK_EXPORT, padding: 'x'.repeat(REVIEW_LIMITS.selbstcheckMax) }, 'REVIEW_SELBSTCHECK_TOO_LARGE'],
  ])('refuses %s = %j with %s, a German message and the field named', (field, value, code) => {
    expect(codesOf(reviewRequestSchema(), { ...valid, [field]: value })).toEqual([`${field}:${code}`]);
    expect(errorMessages[code as keyof typeof errorMessages]).toMatch(/[a-zäöü]/);
    expect(errorStatus[code as keyof typeof errorStatus]).toBeGreaterThanOrEqual(400);
    expect(reviewFieldOf(`/${field}`)).toBe(field);
  });

  it('names every failing field at once', () => {
    expect(codesOf(reviewRequestSchema(), { ...valid, service: '', email: 'x' })).toEqual(['service:REVIEW_SERVICE_REQUIRED', 'email:REVIEW_EMAIL_INVALID']);
  });

  it('takes the form post as text: criteria joined by spaces, the Selbstcheck as JSON text or empty', () => {
    const body = reviewFormSchema().parse(form);
    expect(body.criteria).toEqual([2, 13]);
    expect(body.selbstcheck?.format).toBe('servicestandard-selbstcheck');
    expect(reviewFormSchema().parse({ ...form, selbstcheck: ' ', criteria: '' })).toMatchObject({ selbstcheck: null, criteria: [] });
    expect(reviewFormSchema().parse({ ...form, selbstcheck: undefined, criteria: undefined })).toMatchObject({ selbstcheck: null, criteria: [] });
  });

  it.each([
    ['criteria', '1 x', 'REVIEW_CRITERIA_INVALID'],
    ['criteria', '1 99', 'REVIEW_CRITERIA_INVALID'],
    ['selbstcheck', '{kein json', 'REVIEW_SELBSTCHECK_INVALID'],
    ['selbstcheck', '{"format":"etwas anderes"}', 'REVIEW_SELBSTCHECK_INVALID'],
    ['selbstcheck', 'x'.repeat(REVIEW_LIMITS.selbstcheckMax + 1), 'REVIEW_SELBSTCHECK_TOO_LARGE'],
    ['homepage', 'http://spam.example', 'FORM_REJECTED'],
    ['formToken', 'x', 'FORM_TOKEN_INVALID'],
  ])('refuses the form field %s = %j with %s', (field, value, code) => {
    expect(codesOf(reviewFormSchema(), { ...form, [field]: value })).toEqual([`${field}:${code}`]);
  });
});
