import { describe, expect, it } from 'vitest';
import { kontakt } from '@servicestandard/kontakt';
import {
  checkCompositeLabels,
  checkCriterionStand,
  checkDateFormat,
  checkKannSteps,
  checkPrivacyStatement,
  checkStatementScope,
  STATEMENT_SCOPE_MUSTS,
  checkContactMarkers,
  checkEnglishLinkTexts,
  checkFutureDates,
  checkLawCitations,
  checkPlannedYears,
  checkReviewDate,
  checkSecurityTxt,
  checkSourceDates,
  checkSourceLinks,
  checkStatementMethod,
  checkStatements,
  checkStepBadges,
  checkTermSpellings,
  checkVideoClaims,
  parseGermanDate,
  parseMonthOrYear,
  STATEMENT_METHOD_CHECKS,
} from './check-statements.ts';

/** A minimal built page the way the layout renders it. */
const page = (main: string, head = '') => `<!doctype html><html><head><title>Seite</title>${head}</head><body><main id="inhalt"><h1>Seite</h1>${main}</main></body></html>`;
const pages = (entries: Record<string, string>) => new Map(Object.entries(entries));
const today = new Date('2026-11-23T10:00:00Z');
const unconfirmed = { ...kontakt, bestaetigt: false };

describe('video claims', () => {
  it('fails on a page that claims videos while no page plays one', () => {
    const built = pages({ '/gebaerdensprache': page('<p>Jedes Video hat deutsche Untertitel.</p><p>Noch sind nicht alle Videos fertig.</p>') });
    expect(checkVideoClaims(built)).toHaveLength(2);
  });

  it('accepts a page that says what exists and what a video is to show', () => {
    const built = pages({ '/gebaerdensprache': page('<p>Es gibt noch kein Video in Gebärdensprache.</p><p>Das Video zur Bedienung soll zeigen, wie die Website aufgebaut ist.</p>') });
    expect(checkVideoClaims(built)).toEqual([]);
  });

  it('accepts the claims once a page plays a recording', () => {
    const built = pages({ '/gebaerdensprache': page('<video controls><source src="/v.webm"></video><p>Jedes Video hat deutsche Untertitel.</p>') });
    expect(checkVideoClaims(built)).toEqual([]);
  });

  it('reads the meta description too', () => {
    const built = pages({ '/gebaerdensprache': page('<p>Text.</p>', '<meta name="description" content="Videos mit deutschen Untertiteln.">') });
    expect(checkVideoClaims(built)).toHaveLength(1);
  });
});

describe('dates in the future', () => {
  it('parses the date formats of the site', () => {
    expect(parseGermanDate('26.5.2025')?.toISOString()).toBe('2025-05-26T00:00:00.000Z');
    expect(parseGermanDate('26. Mai 2025')?.toISOString()).toBe('2025-05-26T00:00:00.000Z');
    expect(parseGermanDate('31.2.2025')).toBeUndefined();
  });

  it('fails on a change-log entry, a last-updated date or a statement date after today', () => {
    const built = pages({
      '/aktualisierungen': page('<ol class="updates-list"><li><time datetime="2026-11-24">24. November 2026</time></li><li><time datetime="2026-11-23">23. November 2026</time></li><li><time datetime="2027">2027</time></li></ol>'),
      '/kriterien/1': page('<dl class="hero__links"><dt>Zuletzt aktualisiert am</dt><dd><a href="/aktualisierungen">1.12.2026</a></dd></dl>'),
      '/erklaerung': page('<p>Diese Erklärung wurde am 30. November 2026 erstellt.</p>'),
    });
    const problems = checkFutureDates(built, today);
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toContain('2026-11-24');
    expect(problems.join('\n')).not.toContain('2026-11-23');
  });

  it('reads <time dateTime> as React writes it', () => {
    const built = pages({ '/aktualisierungen': page('<ol><li><time dateTime="2026-11-24">24. November 2026</time></li></ol>') });
    expect(checkFutureDates(built, today)).toHaveLength(1);
  });

  it('accepts today and the past', () => {
    const built = pages({ '/kriterien/1': page('<dl class="hero__links"><dt>Zuletzt aktualisiert am</dt><dd>26.5.2025</dd></dl><p>Am 23. November 2026 überarbeitet.</p>') });
    expect(checkFutureDates(built, today)).toEqual([]);
  });
});

describe('planned years', () => {
  it('fails on a plan for a year that has begun and accepts a later one', () => {
    const built = pages({
      '/a': page('<p>Eine Zertifizierung ist geplant für 2026.</p><p>Für 2025 ist ein Selbsttest geplant.</p>'),
      '/b': page('<p>Eine Zertifizierung ist geplant für 2027.</p><p>Ein Verfahren ist geplant, einen Termin gibt es noch nicht.</p>'),
    });
    const problems = checkPlannedYears(built, today);
    expect(problems).toHaveLength(2);
    expect(problems.every((p) => p.startsWith('/a:'))).toBe(true);
  });
});

describe('provisional contact data', () => {
  const marked = `<span class="kontakt-angabe" data-hinweis="kontakt-hinweis-inhalt"><a href="mailto:${kontakt.email}">${kontakt.email}</a></span>`;
  const notice = '<p id="kontakt-hinweis-inhalt" class="kontakt-hinweis">Kontaktdaten vorläufig, noch nicht bestätigt.</p>';

  it('fails on a value shown without the marker, in text or in a link target', () => {
    const built = pages({
      '/impressum': page(`<p>E-Mail: ${kontakt.email}</p>`),
      '/open-source': page(`<p><a href="${kontakt.repository}">Repository</a></p>`),
      '/kontakt': page(`<p>${marked}</p>${notice}`),
    });
    const problems = checkContactMarkers(built, unconfirmed);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('/impressum');
    expect(problems[1]).toContain('/open-source');
  });

  it('fails when the wrapper names no notice, and finds a value after a wrapper with a nested element', () => {
    const built = pages({ '/x': page(`<span class="kontakt-angabe"><a href="mailto:${kontakt.email}">${kontakt.email}</a></span>`) });
    expect(checkContactMarkers(built, unconfirmed)).toHaveLength(1);
    const nested = `<span class="kontakt-angabe" data-hinweis="kontakt-hinweis-inhalt"><a href="${kontakt.repository}">Code<span class="visually-hidden"> (öffnet in neuem Fenster)</span></a></span>`;
    expect(checkContactMarkers(pages({ '/x': page(`<p>${nested}</p>${notice}`) }), unconfirmed)).toEqual([]);
    expect(checkContactMarkers(pages({ '/x': page(`<p>${nested} ${kontakt.email}</p>${notice}`) }), unconfirmed)).toHaveLength(1);
  });

  it('fails when a wrapper names a notice the page lacks, or one that does not say it', () => {
    expect(checkContactMarkers(pages({ '/x': page(`<p>${marked}</p>`) }), unconfirmed)[0]).toMatch(/aber er fehlt/);
    const vague = notice.replace('Kontaktdaten vorläufig, noch nicht bestätigt.', 'Hinweis.');
    expect(checkContactMarkers(pages({ '/x': page(`<p>${marked}</p>${vague}`) }), unconfirmed)[0]).toMatch(/sagt nicht/);
  });

  it('checks nothing once the data is confirmed', () => {
    const built = pages({ '/impressum': page(`<p>E-Mail: ${kontakt.email}</p>`) });
    expect(checkContactMarkers(built, { ...kontakt, bestaetigt: true })).toEqual([]);
  });
});

describe('English link texts and term spellings', () => {
  it('fails on typical English link texts and keeps German ones', () => {
    const built = pages({
      '/404': page('<p><a href="https://x.example/new">Submit an issue about broken link →<span class="visually-hidden"> (öffnet in neuem Tab)</span></a></p><p><a href="/">Read more</a></p><p><a href="/">Zur Startseite</a></p><p><a href="/">Issues auf openCode</a></p>'),
    });
    expect(checkEnglishLinkTexts(built)).toEqual(['/404: englischer Linktext „Submit an issue about broken link →“', '/404: englischer Linktext „Read more“']);
  });

  it('fails on other spellings of the recurring terms', () => {
    const built = pages({
      '/a': page('<p>Das Peer-Review, das Service Design, ein Service-Team und der First-Level-Support.</p>'),
      '/b': page('<p>Das Peer Review, das Servicedesign, ein Serviceteam und der 1st-Level-Support.</p>'),
    });
    const problems = checkTermSpellings(built);
    expect(problems).toHaveLength(4);
    expect(problems.every((p) => p.startsWith('/a:'))).toBe(true);
  });
});

describe('law citations', () => {
  it('fails on each variant of a citation and names the one form', () => {
    const built = pages({
      '/a': page('<p>Nach §7 BHO und Paragraph 25 TDDDG gilt das.</p><p>Art.35 DSGVO und Abs.2 verlangen es.</p><p>Artikel 28 DSGVO regelt das, die DS-GVO auch.</p><p>Das TTDSG verlangt eine Einwilligung.</p>'),
    });
    const problems = checkLawCitations(built);
    expect(problems.map((p) => p.split('“')[0])).toEqual(['/a: „§', '/a: „Paragraph 25', '/a: „Art.', '/a: „Abs.', '/a: „Artikel 28', '/a: „DS-GVO', '/a: „TTDSG']);
  });

  it('accepts the one form, the old name where the sentence says so, and words that only look alike', () => {
    const built = pages({
      '/b': page('<p>Nach § 7 BHO, §§ 6 und 7 BHO, § 25 Abs. 2 Nr. 2 TDDDG und Art. 35 Abs. 1 DSGVO.</p><p>Das TDDDG hieß bis Mai 2024 TTDSG.</p><p>Der Artikel 3 dieser Reihe erklärt es.</p>'),
    });
    expect(checkLawCitations(built)).toEqual([]);
  });
});

describe('dates of sources', () => {
  it('reads a month or a year', () => {
    expect(parseMonthOrYear('Mai 2025')?.toISOString()).toBe('2025-05-01T00:00:00.000Z');
    expect(parseMonthOrYear('2024')?.toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(parseMonthOrYear('Maitag 2025')).toBeUndefined();
  });

  it('fails on a source dated after today, by day, month or year', () => {
    const built = pages({
      '/q': page('<ul><li>Leitfaden (Stand: 24. November 2026)</li><li>Gesetz, geprüft am 1. Dezember 2026</li><li>Liste (Stand: Dezember 2026)</li><li>Bericht, Stand 2027</li></ul>'),
    });
    expect(checkSourceDates(built, today)).toHaveLength(4);
  });

  it('accepts today, the current month and the past', () => {
    const built = pages({ '/q': page('<ul><li>Leitfaden (Stand: 23. November 2026)</li><li>Gesetz, geprüft am 2. März 2025</li><li>Liste (Stand: November 2026)</li><li>UfAB (Stand: April 2018)</li></ul>') });
    expect(checkSourceDates(built, today)).toEqual([]);
  });
});

describe('links of sources', () => {
  const guide = (items: string) => page(`<h2 id="was-zu-tun-ist">Was zu tun ist</h2><p><a href="/kriterien/12">Kriterium 12</a></p><h2 id="quellen">Quellen</h2><p>Geprüft für diese Anleitung:</p><ul>${items}</ul>`);

  it('fails on a source without link or without date, and on any http:// link', () => {
    const built = pages({
      '/handbuch/anleitungen/kpi': guide('<li>Bundeshaushaltsordnung, Stand: 3. März 2025</li><li><a href="https://www.gesetze-im-internet.de/bho/__7.html">§ 7 BHO</a></li><li><a href="http://www.example.org/alt">Altes Papier</a>, Stand: 2020</li>'),
      '/ueber': page('<p><a href="http://www.example.org/">Beispiel</a></p>'),
    });
    const problems = checkSourceLinks(built);
    expect(problems).toHaveLength(5);
    expect(problems.filter((p) => p.includes('keinen Link'))).toHaveLength(2);
    expect(problems.filter((p) => p.includes('kein Datum'))).toHaveLength(1);
    expect(problems.filter((p) => p.includes('ohne Verschlüsselung'))).toHaveLength(2);
  });

  it('accepts sources with https link and date, and leaves lists outside "Quellen" and outside the guides alone', () => {
    const built = pages({
      '/handbuch/anleitungen/kpi': guide('<li><a href="https://www.gesetze-im-internet.de/bho/__7.html">§ 7 BHO</a>, geprüft am 20. November 2026</li><li><a href="https://www.cio.bund.de/">UfAB</a> (Stand: April 2018)</li>'),
      '/handbuch/beispiele/x': page('<h2 id="quellen">Quellen</h2><ul><li>ohne alles</li></ul>'),
    });
    expect(checkSourceLinks(built)).toEqual([]);
  });
});

describe('all checks together', () => {
  it('passes a page that says only what is true', () => {
    const built = pages({
      '/': page('<p>Der Servicestandard hat 13 Kriterien. Ein Peer Review ist möglich.</p>'),
      '/erklaerung-zur-barrierefreiheit': page(
        `<p>Diese Erklärung wurde am 20. November 2026 zuletzt überprüft.</p><ul>${STATEMENT_METHOD_CHECKS.map((c) => `<li><strong>${c}:</strong> geprüft.</li>`).join('')}</ul>` +
          '<p>Beim PDF sind Titel und Sprache gesetzt. Am PDF nicht geprüft ist PDF/UA. Der Bereich für die Redaktion fällt unter § 12a BGG. Einen Antrag stellen Sie bei der Schlichtungsstelle. Postanschrift: Schlichtungsstelle BGG, Mauerstraße 53, 10117 Berlin</p>',
      ),
      '/erklaerung-zur-datenschutz': page(
        '<p>Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO. Wir verwenden sie nur für Rückfragen. Sie können die Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen. Der Dienst löscht sie 6 Monate nach dem Absenden.</p><p>Angaben zu Ihrer Gesundheit oder zu einer Behinderung sind freiwillig. Rechtsgrundlage ist Art. 9 Abs. 2 lit. g DSGVO.</p><p class="last-updated">Zuletzt aktualisiert am <time datetime="2026-11-20">20. November 2026</time></p>',
      ),
    });
    expect(checkStatements(built, { today, kontakt: unconfirmed })).toEqual([]);
  });
});

describe('bindingness badges on criterion pages', () => {
  const note = '<p class="steps__level-note">MUSS, SOLL und KANN an jedem Schritt geben an, wie verbindlich er ist. Diese Einstufung ist die Lesart dieser Website; verbindlich ist der Wortlaut der DIN SPEC 66336.</p>';
  const badge = (level: string) =>
    `<p class="steps__level" data-verbindlichkeit="${level}"><span class="kern-badge kern-badge--info"><span class="kern-label"><span class="visually-hidden">Verbindlichkeit: </span><!-- -->${level}<span class="visually-hidden"> – verbindlich</span></span></span></p>`;
  const step = (title: string, after = '') => `<li class="steps__item"><h3 class="steps__title" id="x">${title}</h3>${after}<p>Text.</p></li>`;
  const criterion = (...items: string[]) => page(`${note}<ol class="steps">${items.join('')}</ol>`);

  it('accepts a criterion whose every step shows MUSS, SOLL or KANN', () => {
    const built = pages({ '/kriterien/1-a': criterion(step('Erstens', badge('MUSS')), step('Zweitens', badge('SOLL')), step('Drittens', badge('KANN'))) });
    expect(checkStepBadges(built)).toEqual([]);
  });

  it('accepts the badge in one row after the step\'s requirement ID', () => {
    const withId = (level: string) => `<div class="steps__meta"><p class="steps__requirement"><a class="steps__requirement-link" href="#anforderung-1-1" data-requirement="1.1">Anforderung 1.1</a></p>${badge(level)}</div>`;
    expect(checkStepBadges(pages({ '/kriterien/1-a': criterion(step('Erstens', withId('MUSS'))) }))).toEqual([]);
    // Text between the ID and the badge still hides it.
    expect(checkStepBadges(pages({ '/kriterien/1-a': criterion(step('Erstens', withId('MUSS').replace('</p><p class="steps__level"', '</p><p>Text.</p><p class="steps__level"'))) }))).toEqual([
      '/kriterien/1-a: der Schritt „Erstens“ zeigt keine Verbindlichkeit (MUSS, SOLL oder KANN)',
    ]);
  });

  it('names each step without a badge, with an unknown keyword or with a badge hidden elsewhere', () => {
    const built = pages({
      '/kriterien/2-b': criterion(step('Ohne Stufe'), step('Mit Stufe', badge('SOLL')), step('Falsches Wort', badge('DARF')), step('Badge später', `<p>Text.</p>${badge('SOLL')}`)),
    });
    const problems = checkStepBadges(built);
    expect(problems).toEqual([
      '/kriterien/2-b: der Schritt „Ohne Stufe“ zeigt keine Verbindlichkeit (MUSS, SOLL oder KANN)',
      '/kriterien/2-b: der Schritt „Falsches Wort“ zeigt keine Verbindlichkeit (MUSS, SOLL oder KANN)',
      '/kriterien/2-b: der Schritt „Badge später“ zeigt keine Verbindlichkeit (MUSS, SOLL oder KANN)',
    ]);
  });

  it('needs the text alternative, the note on whose reading it is, and steps at all', () => {
    const silent = `<p class="steps__level" data-verbindlichkeit="SOLL"><span class="kern-badge kern-badge--info"><span class="kern-label">SOLL</span></span></p>`;
    const built = pages({
      '/kriterien/3-c': page(`<ol class="steps">${step('Ohne Textalternative', silent)}</ol>`),
      '/kriterien/4-d': page('<p>Keine Schritte.</p>'),
    });
    expect(checkStepBadges(built)).toEqual([
      '/kriterien/3-c: der Schritt „Ohne Textalternative“ zeigt keine Verbindlichkeit (MUSS, SOLL oder KANN)',
      '/kriterien/3-c: der Hinweis fehlt, dass der Wortlaut der DIN SPEC 66336 verbindlich ist',
      '/kriterien/4-d: keine Schritte unter „Was ist zu tun“',
    ]);
  });

  it('leaves steps on other pages alone', () => {
    expect(checkStepBadges(pages({ '/handbuch/phasen/verstehen': page(`<ol class="steps">${step('Ohne Stufe')}</ol>`) }))).toEqual([]);
  });
});

describe('accessibility statement review date', () => {
  const statement = (sentence: string) => pages({ '/erklaerung-zur-barrierefreiheit': page(`<p>${sentence}</p>`) });

  it('accepts a review within the last year', () => {
    expect(checkReviewDate(statement('Diese Erklärung wurde am 23. November 2026 zuletzt überprüft.'), today)).toEqual([]);
    expect(checkReviewDate(statement('Sie wurde am 24. November 2025 zuletzt überprüft.'), today)).toEqual([]);
  });

  it('fails when the review is older than a year, or missing', () => {
    expect(checkReviewDate(statement('Diese Erklärung wurde am 1. Oktober 2025 zuletzt überprüft.'), today)[0]).toMatch(/vor mehr als einem Jahr/);
    expect(checkReviewDate(statement('Diese Erklärung wurde erstellt.'), today)[0]).toMatch(/kein Satz/);
    expect(checkReviewDate(pages({}), today)[0]).toMatch(/fehlt/);
  });
});

describe('composite case studies', () => {
  it('accepts labelled case studies', () => {
    const built = pages({
      '/handbuch/aus-der-praxis/beispiel': page('<p>Fallbeispiel (zusammengesetzt)</p><p>Text.</p>'),
      '/handbuch/aus-der-praxis': page('<p>Fallbeispiele</p>'),
    });
    expect(checkCompositeLabels(built)).toEqual([]);
  });

  it('fails on an unlabelled case study and on the word Praxisbericht anywhere', () => {
    const built = pages({
      '/handbuch/aus-der-praxis/beispiel': page('<p>Ein Bericht.</p>'),
      '/kriterien/eins': page('<p>Lesen Sie unsere Praxisberichte.</p>'),
    });
    const problems = checkCompositeLabels(built);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/ohne die Kennzeichnung/);
    expect(problems.join('\n')).toMatch(/„Praxisberichte“/);
  });
});

describe('security.txt', () => {
  const file = (expires: string, extra = '') =>
    `Contact: mailto:team@example.de\nExpires: ${expires}\nPreferred-Languages: de, en\nCanonical: https://example.de/.well-known/security.txt\n${extra}`;

  it('accepts a complete file that expires within the year', () => {
    expect(checkSecurityTxt(file('2027-10-31T23:00:00Z'), today)).toEqual([]);
  });

  it('fails on an Expires in the past, more than a year ahead, or missing', () => {
    expect(checkSecurityTxt(file('2026-11-01T00:00:00Z'), today)[0]).toMatch(/abgelaufen/);
    expect(checkSecurityTxt(file('2028-06-01T00:00:00Z'), today)[0]).toMatch(/mehr als ein Jahr/);
    expect(checkSecurityTxt(file('bald'), today)[0]).toMatch(/keine gültige Expires/);
  });

  it('fails without contact, languages, canonical address, or the file', () => {
    expect(checkSecurityTxt('Expires: 2027-10-31T23:00:00Z\n', today)).toHaveLength(3);
    expect(checkSecurityTxt(undefined, today)).toEqual(['/.well-known/security.txt: fehlt']);
  });

  it('holds for the file the site builds from the contact data', async () => {
    const { securityTxtText } = await import('@servicestandard/kontakt');
    expect(checkSecurityTxt(securityTxtText('https://servicestandard.gov.de'), today)).toEqual([]);
  });
});

describe('accessibility statement method', () => {
  const statement = (checks: readonly string[]) => pages({ '/erklaerung-zur-barrierefreiheit': page(`<h2>Erstellung dieser Erklärung</h2><ul>${checks.map((c) => `<li><strong>${c}:</strong> Beschreibung.</li>`).join('')}</ul>`) });

  it('accepts a method that names every check', () => {
    expect(checkStatementMethod(statement(STATEMENT_METHOD_CHECKS))).toEqual([]);
  });

  it('names each check the method leaves out', () => {
    const problems = checkStatementMethod(statement(STATEMENT_METHOD_CHECKS.filter((c) => c !== 'Weniger Bewegung' && c !== 'Fokus nicht verdeckt')));
    expect(problems).toEqual(['/erklaerung-zur-barrierefreiheit: die Prüfmethode nennt „Weniger Bewegung“ nicht', '/erklaerung-zur-barrierefreiheit: die Prüfmethode nennt „Fokus nicht verdeckt“ nicht']);
  });
});

// Issue 32, items 12 to 15 and 22: dates, labels and the two statements.
describe('one date format', () => {
  it('fails on a day written with digits and accepts the written form', () => {
    const built = pages({
      '/kriterien/6': page('<dl class="hero__links"><dt>Zuletzt aktualisiert am</dt><dd>30.9.2025</dd></dl>'),
      '/druck': page('<p>Die Texte der Kriterien (Stand 26.05.2025).</p>'),
      '/ok': page('<p>Am 26. November 2026 überarbeitet; Version 1.2.2025b ist keine.</p><p>Abschnitt 5.12 und 3.5.1.</p>'),
    });
    const problems = checkDateFormat(built);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toContain('30.9.2025');
    expect(problems.join('\n')).toContain('26.05.2025');
  });
});

describe('criterion Stand', () => {
  const log = page('<ol class="updates-list"><li id="a"><time datetime="2025-09-30">30. September 2025</time> · <span>Servicestandard</span><h3>K6</h3></li><li id="b"><time datetime="2026-11-23">23. November 2026</time> · <span>Website</span><h3>W</h3></li></ol>');
  const criterion = (date: string) => page(`<dl class="hero__links"><div class="hero__link"><dt>Stand der Anforderungen</dt><dd><a href="/aktualisierungen">${date}</a></dd></div></dl>`);

  it('accepts the day of a standard entry and fails on a website entry, an unknown day or none', () => {
    expect(checkCriterionStand(pages({ '/aktualisierungen': log, '/kriterien/6': criterion('30. September 2025') }))).toEqual([]);
    const problems = checkCriterionStand(pages({ '/aktualisierungen': log, '/kriterien/1': criterion('23. November 2026'), '/kriterien/2': criterion('1. Mai 2025'), '/kriterien/3': page('<p>ohne</p>') }));
    expect(problems).toHaveLength(3);
  });
});

describe('KANN steps', () => {
  const step = (level: string, text: string) =>
    `<li class="steps__item"><h3 class="steps__title" id="s">Schritt</h3><p class="steps__level" data-verbindlichkeit="${level}"><span class="kern-badge"><span class="kern-label"><span class="visually-hidden">Verbindlichkeit: </span>${level}</span></span></p><p>${text}</p></li>`;

  it('fails on a KANN step that recommends or requires itself, not on SOLL', () => {
    const built = pages({ '/kriterien/12': page(`<ol class="steps">${step('KANN', 'Empfohlen sind Fehlerraten.')}${step('SOLL', 'Empfohlen sind Fehlerraten.')}${step('KANN', 'Wenn es passt, teilen Sie Ergebnisse.')}</ol>`) });
    const problems = checkKannSteps(built);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Empfohlen');
  });
});

describe('privacy statement', () => {
  const good = [
    'Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO. Wir verwenden sie nur für Rückfragen zu Ihrer Meldung.',
    'Sie können die Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen. Der Dienst löscht sie 6 Monate nach dem Absenden.',
    'Angaben zu Ihrer Gesundheit oder zu einer Behinderung brauchen wir nicht; sie sind freiwillig. Rechtsgrundlage ist Art. 9 Abs. 2 lit. g DSGVO.',
  ].map((t) => `<p>${t}</p>`).join('');
  const updated = '<p class="last-updated">Zuletzt aktualisiert am <time datetime="2026-11-26">26. November 2026</time></p>';

  it('accepts consent, period, withdrawal, the special categories and one date', () => {
    expect(checkPrivacyStatement(pages({ '/erklaerung-zur-datenschutz': page(good + updated) }))).toEqual([]);
  });

  it('fails without the special categories, without the Git date and with a second typed date', () => {
    const without = good.replace(/Rechtsgrundlage ist Art\. 9[^<]*/, '');
    const problems = checkPrivacyStatement(pages({ '/erklaerung-zur-datenschutz': page(`${without}<p>Diese Erklärung wurde am 23. November 2026 überarbeitet.</p>`) }));
    expect(problems.join('\n')).toContain('Art. 9');
    expect(problems.join('\n')).toContain('Zuletzt aktualisiert am');
    expect(problems.join('\n')).toContain('23. November 2026');
  });
});

describe('accessibility statement scope', () => {
  it('fails on a statement without the PDF, the Redaktion area and the Schlichtungsstelle contact', () => {
    const problems = checkStatementScope(pages({ '/erklaerung-zur-barrierefreiheit': page('<p>Diese Erklärung gilt für alle Seiten.</p><p>Zuständig ist die Schlichtungsstelle, siehe ihre Website.</p>') }));
    expect(problems).toHaveLength(STATEMENT_SCOPE_MUSTS.length);
  });

  it('accepts a statement that covers them', () => {
    const text = [
      'Beim PDF sind Titel und Sprache gesetzt.',
      'Das PDF ist nicht geprüft mit einem Screenreader.',
      'Der Bereich für die Redaktion fällt unter § 12a BGG.',
      'Einen Antrag stellen Sie bei der Schlichtungsstelle.',
      'Postanschrift: Schlichtungsstelle BGG, Mauerstraße 53, 10117 Berlin',
    ].map((t) => `<p>${t}</p>`).join('');
    expect(checkStatementScope(pages({ '/erklaerung-zur-barrierefreiheit': page(text) }))).toEqual([]);
  });
});
