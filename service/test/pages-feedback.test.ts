/**
 * The feedback pages for visitors (src/pages/feedback.tsx) as the service renders them: the way
 * back names the page by its title, and the form to send again says what the e-mail address is for.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EMAIL_RETENTION_MONTHS, FORM_NOTES, PRIVACY_ANCHORS } from '@servicestandard/feedback-api';
import { formErrorContent as errorContent, formSuccessContent as successContent, statusContent as status } from '../src/pages/feedback.tsx';
import type { PageContent } from '../src/pages/frame.tsx';
import type { FeedbackRow } from '../src/store/index.ts';

const html = (content: PageContent) => ({ body: renderToStaticMarkup(content.body) });

const PUBLIC = 'https://servicestandard.example';
const TITLES = new Map([
  ['/glossar', 'Glossar'],
  ['/barriere-melden', 'Barriere melden'],
  ['/', 'Servicestandard für digitale Verwaltungsleistungen'],
]);
const where = { publicUrl: PUBLIC, titles: TITLES };
const formSuccessContent = (row: Parameters<typeof successContent>[0], statusUrl: string) => html(successContent(row, statusUrl, where));
const statusContent = (row: FeedbackRow) => html(status(row, where));
const formErrorContent = (...args: [Parameters<typeof errorContent>[0], string | undefined, Parameters<typeof errorContent>[2]]) => html(errorContent(...args, where));
const resend = (labels: string) => ({ action: `${PUBLIC}/api/feedback/form`, token: 't', pagePath: '/glossar', labels, projectId: '4516', description: 'Text', email: 'x' });

describe('the way back from the feedback pages', () => {
  it('names the page by its title, not by its address (issue 32, item 22)', () => {
    const body = formSuccessContent({ status: 'stored', labels: [], pagePath: '/glossar' }, `${PUBLIC}/api/feedback/1`).body;
    expect(body).toContain(`<a href="${PUBLIC}/glossar">Zurück zur Seite „Glossar“</a>`);
    expect(body).not.toContain('„/glossar“');
  });

  it('finds the title of an address with a query or a trailing slash, and calls the start page "Startseite"', () => {
    const row = { status: 'stored', labels: [], pagePath: '/glossar/?quelle=x' } as unknown as FeedbackRow;
    expect(statusContent({ ...row, description: 'x' }).body).toContain(`<a href="${PUBLIC}/glossar/?quelle=x">Zurück zur Seite „Glossar“</a>`);
    expect(formSuccessContent({ status: 'stored', labels: [], pagePath: '/' }, 'u').body).toContain('Zurück zur Seite „Startseite“');
  });

  it('without a known title says where it leads in words', () => {
    const body = formErrorContent('DESCRIPTION_REQUIRED', '/unbekannt', undefined).body;
    expect(body).toContain(`<a href="${PUBLIC}/unbekannt">Zurück zur Seite des Formulars</a>`);
  });
});

describe('the form to send again (no JavaScript)', () => {
  it("ties the e-mail field to the consent hint with the period, the withdrawal and the privacy statement (issue 32, item 12)", () => {
    const body = formErrorContent('INVALID_EMAIL', '/glossar', resend('')).body;
    expect(body).toMatch(/<input id="feedback-email"[^>]* aria-invalid="true" aria-describedby="feedback-fehler feedback-email-hinweis"[^>]*>/);
    expect(body).toContain('<p class="form-hint" id="feedback-email-hinweis">');
    expect(FORM_NOTES.email).toContain(`spätestens ${EMAIL_RETENTION_MONTHS} Monate nach dem Absenden`);
    expect(body).toContain(`<a href="${PUBLIC}${PRIVACY_ANCHORS.email}">${FORM_NOTES.privacyLink}</a>`);
    expect(body).toContain('<label for="feedback-beschreibung">Ihr Feedback</label>');
  });

  it('gives a barrier report its own label and the note that details of a disability are voluntary', () => {
    const body = formErrorContent('DESCRIPTION_REQUIRED', '/barriere-melden', resend('barriere')).body;
    expect(body).toContain('<label for="feedback-beschreibung">Beschreibung der Barriere</label>');
    expect(body).toMatch(/<textarea id="feedback-beschreibung"[^>]* aria-invalid="true" aria-describedby="feedback-fehler feedback-beschreibung-hinweis"[^>]*>/);
    expect(body).toContain('sind freiwillig');
  });
});
