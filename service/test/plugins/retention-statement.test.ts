/**
 * Every deletion period the privacy statement (and its short version) names for data the service
 * stores is the one the code enforces: the periods are read from the pages' source and compared
 * with the constants the deletion jobs use. Changing one without the other fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_AGE } from '@servicestandard/feedback-api';
import {
  CONFIDENTIAL_ISSUE_RETENTION_MONTHS,
  EMAIL_RETENTION_MONTHS,
  RECORD_RETENTION_DAYS,
  TEXT_RETENTION_MONTHS,
  REVIEW_CONTACT_RETENTION_MONTHS,
  MAIL_COPY_RETENTION_MONTHS,
  UNPUBLISHED_TEXT_RETENTION_MONTHS,
} from '../../src/plugins/retention.ts';
import { auditCutoff, SESSION_LIMITS } from '../../src/editor/plugin.ts';
import { SIGN_IN_TTL_MS } from '../../src/editor/sign-in-state.ts';

const page = (name: string) =>
  readFileSync(new URL(`../../../site/src/content/seiten/${name}.mdx`, import.meta.url), 'utf8').replace(/\s+/g, ' ');
const statement = page('erklaerung-zur-datenschutz');
const summary = page('datenschutz');

/** The numbers the first match of `pattern` captures. */
function numbers(text: string, pattern: RegExp): number[] {
  const match = pattern.exec(text);
  expect(match, `${pattern} not found`).not.toBeNull();
  return match!.slice(1).map(Number);
}

describe('the periods of the privacy statement are the ones the code enforces', () => {
  it('feedback and barrier reports: the service’s copy after handing over or, without, after sending; confidential issues after closing', () => {
    const feedbackRow = /\| Feedback-Formular am Ende der Seiten \|[^\n]*?Kopie im Feedback-Dienst: (\d+) Monate nach der Weitergabe an openCode gelöscht, ohne Weitergabe (\d+) Monate nach dem Absenden/;
    expect(numbers(statement, feedbackRow)).toEqual([TEXT_RETENTION_MONTHS, UNPUBLISHED_TEXT_RETENTION_MONTHS]);
    const barrierRow =
      /\| Barriere-Meldung über [^|]*\|[^\n]*?Kopie im Feedback-Dienst: (\d+) Monate nach der Weitergabe an openCode gelöscht, ohne Weitergabe (\d+) Monate nach dem Absenden; das vertrauliche Issue: (\d+) Monate nach seinem Schließen auf openCode gelöscht/;
    expect(numbers(statement, barrierRow)).toEqual([TEXT_RETENTION_MONTHS, UNPUBLISHED_TEXT_RETENTION_MONTHS, CONFIDENTIAL_ISSUE_RETENTION_MONTHS]);
    expect(numbers(statement, /löscht er (\d+) Monate nach dieser Weitergabe\. Kommt es nicht zur Weitergabe[^.]*, löscht er die Beschreibung (\d+) Monate nach dem Absenden/)).toEqual([
      TEXT_RETENTION_MONTHS,
      UNPUBLISHED_TEXT_RETENTION_MONTHS,
    ]);
    expect(numbers(statement, /auf openCode geschlossen; (\d+) Monate danach löscht der Feedback-Dienst es dort/)).toEqual([CONFIDENTIAL_ISSUE_RETENTION_MONTHS]);
    expect(numbers(summary, /Seine eigene Kopie löscht der Feedback-Dienst (\d+) Monate nach der Weitergabe an openCode, ohne Weitergabe (\d+) Monate nach dem Absenden/)).toEqual([
      TEXT_RETENTION_MONTHS,
      UNPUBLISHED_TEXT_RETENTION_MONTHS,
    ]);
    expect(numbers(summary, /(\d+) Monate nachdem die Meldung dort abgeschlossen wurde, wird sie gelöscht/)).toEqual([CONFIDENTIAL_ISSUE_RETENTION_MONTHS]);
  });

  it('e-mail addresses, pseudonyms and form tokens', () => {
    expect(numbers(statement, /\| E-Mail-Adresse für Rückfragen [^\n]*?\| (\d+) Monate nach dem Absenden gelöscht \|/)).toEqual([EMAIL_RETENTION_MONTHS]);
    expect(numbers(summary, /veröffentlicht und (\d+) Monate nach dem Absenden gelöscht/)).toEqual([EMAIL_RETENTION_MONTHS]);
    expect(numbers(statement, /\| spätestens nach (\d+) Tagen gelöscht,[^|]*? die Zufallszahlen der Formular-Tokens nach etwa (\d+) Stunden \|/)).toEqual([
      RECORD_RETENTION_DAYS,
      FORM_TOKEN_AGE.maxMs / 3_600_000,
    ]);
    expect(numbers(summary, /nur ein Pseudonym und löscht es nach spätestens (\d+) Tagen/)).toEqual([RECORD_RETENTION_DAYS]);
  });

  it('the contact data of a peer-review request and the copies of the e-mails to the team', () => {
    expect(numbers(statement, /\| Anfrage für ein Peer Review [^\n]*?\| Name und E-Mail-Adresse: (\d+) Monate nach dem Abschluss der Anfrage gelöscht; Kopien der E-Mails: (\d+) Monate nach dem Schreiben gelöscht \|/)).toEqual([
      REVIEW_CONTACT_RETENTION_MONTHS,
      MAIL_COPY_RETENTION_MONTHS,
    ]);
    expect(numbers(statement, /Name und E-Mail-Adresse löscht der Feedback-Dienst (\d+) Monate nach dem Abschluss der Anfrage/)).toEqual([REVIEW_CONTACT_RETENTION_MONTHS]);
    expect(numbers(statement, /Diese Kopien löscht der Feedback-Dienst (\d+) Monate, nachdem sie geschrieben wurden/)).toEqual([MAIL_COPY_RETENTION_MONTHS]);
  });

  it('the reviewers of a peer review and their draft, with the contact data', () => {
    expect(numbers(statement, /\| Begutachtung im Peer Review \(nur Prüfende\) [^\n]*?\| (\d+) Monate nach dem Abschluss der Anfrage gelöscht \|/)).toEqual([REVIEW_CONTACT_RETENTION_MONTHS]);
    expect(numbers(statement, /Die Zuordnung der Prüfenden, die Fassung der Begutachtung und die Kopie des Berichts, die der Dienst zur Veröffentlichung übergeben hat, löscht der Feedback-Dienst (\d+) Monate nach dem Abschluss der Anfrage/)).toEqual([
      REVIEW_CONTACT_RETENTION_MONTHS,
    ]);
    expect(numbers(summary, /Ansprechperson einer Anfrage nutzen wir nur für dieses Peer Review und löschen sie (\d+) Monate nach dem Abschluss der Anfrage, ebenso die Zuordnung der Prüfenden und ihre Begutachtung/)).toEqual([
      REVIEW_CONTACT_RETENTION_MONTHS,
    ]);
  });

  it('the Redaktion: sign-in cookie, session and audit log', () => {
    expect(numbers(statement, /es gilt (\d+) Minuten und wird danach gelöscht/)).toEqual([SIGN_IN_TTL_MS / 60_000]);
    expect(numbers(statement, /nach (\d+) Minuten ohne Anfrage und spätestens (\d+) Stunden nach der Anmeldung/)).toEqual([
      SESSION_LIMITS.idleMs / 60_000,
      SESSION_LIMITS.absoluteMs / 3_600_000,
    ]);
    expect(statement).toMatch(/Die Einträge werden nach einem Jahr gelöscht/);
    const now = Date.UTC(2026, 10, 26);
    expect(auditCutoff(now)).toBe(Date.UTC(2025, 10, 26));
  });
});
