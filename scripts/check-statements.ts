/**
 * Statements the built site can verify about itself (issue 13). Each check returns German problem
 * lines; scripts/check-build.ts fails the build on any of them:
 * - no page claims sign-language videos or recordings while no page plays one,
 * - no change-log date, <time> or "Zuletzt aktualisiert am" lies in the future,
 * - no "geplant für <Jahr>" with the current or a past year,
 * - while the contact data is unconfirmed (@servicestandard/kontakt), no page shows a value of it outside
 *   the wrapper of the site's Kontakt components, and every wrapper names a notice on the same page
 *   that says the data is not yet confirmed,
 * - no link with a typical English text, no link to an unencrypted http:// address, and every
 *   entry under "Quellen" of a guide links its source and names its date (Stand),
 * - law citations have one form: "§ 7 BHO", "Art. 35 DSGVO", "Abs. 2" (not "§7", "Paragraph 7",
 *   "Art.35", "Artikel 35 DSGVO", "DS-GVO", or "TTDSG" for today's TDDDG),
 * - no "Stand …", "geprüft am …" or "abgerufen am …" date of a source lies in the future,
 * - one spelling for Peer Review, Servicedesign, Serviceteam and 1st-Level-Support,
 * - the accessibility statement names its last review, and that review is at most a year old,
 * - the accessibility statement's method names each check next to axe (STATEMENT_METHOD_CHECKS),
 * - the composite case studies are labelled "Fallbeispiel (zusammengesetzt)" and no page calls
 *   anything a "Praxisbericht",
 * - every step on a criterion page shows its bindingness (MUSS, SOLL or KANN) as a badge with a
 *   text alternative, and the page says whose reading that is,
 * - /.well-known/security.txt (RFC 9116) has a contact, an Expires within the coming year, the
 *   preferred languages and its canonical address,
 * - every date a reader sees is written one way ("26. Mai 2025", lib/dates.ts formatDate), never
 *   "26.5.2025" or "26.05.2025",
 * - a criterion's "Stand der Anforderungen" is the day of a standard entry on /aktualisierungen,
 * - no step labelled KANN calls itself recommended or mandatory,
 * - the privacy statement names the consent for the e-mail address with purpose, period and
 *   withdrawal, and a legal basis for special categories of data (Art. 9 DSGVO),
 * - the accessibility statement covers the PDF and the Redaktion area and says how to reach the
 *   Schlichtungsstelle.
 */
import { decodeEntities, extractSections } from '@servicestandard/search/html-sections';
import { PROVISIONAL_CLASS, PROVISIONAL_NOTICE_ATTRIBUTE, PROVISIONAL_NOTICE_CLASS, unconfirmedValues, type Kontakt } from '@servicestandard/kontakt';

/** A built HTML page: its URL path and its markup. */
export type BuiltPages = ReadonlyMap<string, string>;

const MONTHS = ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'];

/** What a reader sees of a page: title, meta description and the text of <main>. */
export function readableText(html: string): string {
  const page = extractSections(html);
  const meta = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const body = page ? [page.title, ...page.sections.flatMap((s) => [s.heading, s.text])].join('\n') : '';
  return [decodeEntities(title), decodeEntities(meta), body].join('\n');
}

/** Sentences of the text, so a pattern never spans two statements. */
// "am 30. November" is no sentence end: a full stop after a digit does not split.
const sentences = (text: string) => text.split(/(?<=[^\d\s][.!?:])\s+|\n+/).filter((s) => s.trim() !== '');

// Claims that recordings exist. Sentences about what a future video "soll" show are fine.
const VIDEO_CLAIMS = [
  /\bJede[sn]? (?:einzelne )?Video\b/,
  /\bAlle Videos\b/,
  /\bnicht alle Videos\b/,
  /\bVideos? (?:hat|haben) (?:deutsche )?Untertitel/,
  /\bVideos? mit (?:deutschen )?Untertiteln\b/,
  /\bVideos? (?:auf|von) dieser (?:Seite|Website)\b/,
  /\bSeite mit (?:den )?Videos\b/,
  /\b(?:Sehen|Schauen) Sie (?:sich )?(?:das|die|unsere) Videos?\b/i,
  /\b(?:Die|Unsere|Diese) Videos (?:erklären|zeigen|stellen)\b/,
];

/** Pages claiming videos or recordings although no page has a <video> element. */
export function checkVideoClaims(pages: BuiltPages): string[] {
  if ([...pages.values()].some((html) => /<video[\s>]/.test(html))) return [];
  const problems: string[] = [];
  for (const [path, html] of pages) {
    for (const sentence of sentences(readableText(html))) {
      if (VIDEO_CLAIMS.some((claim) => claim.test(sentence))) problems.push(`${path}: spricht von Videos, aber keine Seite zeigt eine Aufnahme: „${sentence.trim()}“`);
    }
  }
  return problems;
}

/** "26.5.2025", "26. Mai 2025", "2025-05-26" → the day in UTC; undefined for anything else. */
export function parseGermanDate(text: string): Date | undefined {
  const numeric = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  const written = /^(\d{1,2})\. ([A-Za-zäÄ]+) (\d{4})$/.exec(text.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  let parts: [number, number, number] | undefined;
  if (numeric) parts = [Number(numeric[3]), Number(numeric[2]), Number(numeric[1])];
  else if (written && MONTHS.includes(written[2]!.toLowerCase())) parts = [Number(written[3]), MONTHS.indexOf(written[2]!.toLowerCase()) + 1, Number(written[1])];
  else if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  if (!parts) return undefined;
  const date = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]));
  return date.getUTCDate() === parts[2] && date.getUTCMonth() === parts[1] - 1 ? date : undefined;
}

/** The first moment after `today` (UTC day): dates from then on lie in the future. */
const tomorrow = (today: Date) => Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1);

/** Change-log dates, <time> elements and "Zuletzt aktualisiert am" values in the future. */
export function checkFutureDates(pages: BuiltPages, today: Date): string[] {
  const limit = tomorrow(today);
  const problems: string[] = [];
  for (const [path, html] of pages) {
    // React writes the attribute as dateTime: the match ignores case.
    for (const m of html.matchAll(/<time[^>]*\sdatetime="(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?[^"]*"/gi)) {
      const start = Date.UTC(Number(m[1]), m[2] ? Number(m[2]) - 1 : 0, m[3] ? Number(m[3]) : 1);
      if (start >= limit) problems.push(`${path}: Datum ${m[0].slice(m[0].indexOf('datetime'))} liegt in der Zukunft`);
    }
    for (const m of html.matchAll(/<dt>Zuletzt aktualisiert am<\/dt>\s*<dd>(?:<a[^>]*>)?([^<]+)/g)) {
      const date = parseGermanDate(decodeEntities(m[1]!));
      if (!date) problems.push(`${path}: „Zuletzt aktualisiert am ${m[1]}“ ist kein Datum`);
      else if (date.getTime() >= limit) problems.push(`${path}: „Zuletzt aktualisiert am ${m[1]}“ liegt in der Zukunft`);
    }
    // "am 22. November 2026 erstellt/überarbeitet/veröffentlicht/aktualisiert" in running text.
    for (const sentence of sentences(readableText(html))) {
      for (const m of sentence.matchAll(/\b(\d{1,2}\. [A-Za-zä]+ \d{4})\b(?=[^.]*\b(?:erstellt|überarbeitet|veröffentlicht|aktualisiert|geändert)\b)/g)) {
        const date = parseGermanDate(m[1]!);
        if (date && date.getTime() >= limit) problems.push(`${path}: „${m[1]}“ liegt in der Zukunft: „${sentence.trim()}“`);
      }
    }
  }
  return problems;
}

/** "Mai 2025", "2025" → the first day of that month or year in UTC; undefined for anything else. */
export function parseMonthOrYear(text: string): Date | undefined {
  const month = /^([A-Za-zä]+) (\d{4})$/.exec(text.trim());
  if (month && MONTHS.includes(month[1]!.toLowerCase())) return new Date(Date.UTC(Number(month[2]), MONTHS.indexOf(month[1]!.toLowerCase()), 1));
  const year = /^(\d{4})$/.exec(text.trim());
  return year ? new Date(Date.UTC(Number(year[1]), 0, 1)) : undefined;
}

/** The date of a source or a check: "Stand: 26. Mai 2025", "(Stand: Mai 2025)", "Stand 2025", "geprüft am 26. November 2026". */
const SOURCE_DATE = /\b(?:Stand(?::|,)?(?: vom)?|(?:geprüft|abgerufen|aufgerufen) am) (\d{1,2}\. [A-Za-zä]+ \d{4}|\d{1,2}\.\d{1,2}\.\d{4}|[A-Za-zä]+ \d{4}|\d{4})\b/g;

/** Dates of sources and checks ("Stand …", "geprüft am …") in the future: nobody read a source before it existed. */
export function checkSourceDates(pages: BuiltPages, today: Date): string[] {
  const limit = tomorrow(today);
  const problems: string[] = [];
  for (const [path, html] of pages) {
    // Lines, not sentences: "Stand: 26. Mai 2025" would split after the colon.
    for (const line of readableText(html).split(/\n+/)) {
      for (const m of line.replace(/\s+/g, ' ').matchAll(SOURCE_DATE)) {
        const date = parseGermanDate(m[1]!) ?? parseMonthOrYear(m[1]!);
        if (date && date.getTime() >= limit) problems.push(`${path}: „${m[0]}“ liegt in der Zukunft: „${line.trim().slice(0, 200)}“`);
      }
    }
  }
  return problems;
}

/** Variants of a law citation, each with the one form the site writes instead. */
export const LAW_CITATION_VARIANTS: readonly { wrong: RegExp; right: string; unless?: RegExp }[] = [
  { wrong: /§§?(?=\d)/g, right: '„§ 7“ mit Leerzeichen' },
  { wrong: /\bParagra(?:ph|f)(?:en)? \d+\w*/g, right: '„§ 7“' },
  { wrong: /\b(?:Art|Abs|Nr|lit)\.(?=\d)/g, right: '„Art. 35“, „Abs. 2“ mit Leerzeichen' },
  { wrong: /\bArtikel \d+\w*(?= (?:Abs\.|Absatz|DSGVO|DS-GVO|GG|AEUV|EUV)\b)/g, right: '„Art. 35 DSGVO“' },
  { wrong: /\bDS-GVO\b/g, right: '„DSGVO“' },
  // The law was renamed on 14 May 2024; a sentence may still say what it was called before.
  { wrong: /\bTTDSG\b/g, right: '„TDDDG“', unless: /\b(?:früher|ehemals|ehemalige|umbenannt|hieß)/ },
];

/** Law citations in another form than "§ 7 BHO" or "Art. 35 DSGVO". */
export function checkLawCitations(pages: BuiltPages): string[] {
  const problems: string[] = [];
  for (const [path, html] of pages) {
    for (const sentence of sentences(readableText(html))) {
      for (const { wrong, right, unless } of LAW_CITATION_VARIANTS) {
        if (unless?.test(sentence)) continue;
        for (const m of sentence.matchAll(wrong)) problems.push(`${path}: „${m[0]}“ – Rechtsangaben einheitlich schreiben, ${right}: „${sentence.trim()}“`);
      }
    }
  }
  return problems;
}

/** Where the guides live; the entries of their "Quellen" section are checked. */
export const GUIDES_PATH = '/handbuch/anleitungen/';
const SOURCES_LIST = /<h2 id="quellen"[^>]*>[\s\S]*?<\/h2>[\s\S]*?<(ul|ol)>([\s\S]*?)<\/\1>/;

/** Links to http:// addresses anywhere, and sources of a guide without a link or without their date. */
export function checkSourceLinks(pages: BuiltPages): string[] {
  const problems: string[] = [];
  for (const [path, html] of pages) {
    for (const m of html.matchAll(/<a\s[^>]*href="(http:\/\/[^"]*)"/g)) problems.push(`${path}: Link ohne Verschlüsselung auf ${m[1]} – bitte https://`);
    if (!path.startsWith(GUIDES_PATH)) continue;
    const list = SOURCES_LIST.exec(html);
    if (!list) continue;
    for (const item of list[2]!.matchAll(/<li>([\s\S]*?)<\/li>/g)) {
      const text = decodeEntities(item[1]!.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();
      if (!/<a\s[^>]*href="https:\/\//.test(item[1]!)) problems.push(`${path}: die Quelle „${text}“ hat keinen Link`);
      if (!new RegExp(SOURCE_DATE.source).test(text)) problems.push(`${path}: die Quelle „${text}“ nennt kein Datum („Stand: …“ oder „geprüft am …“)`);
    }
  }
  return problems;
}

/** "geplant für 2026", "für 2026 geplant", "ist 2026 geplant" with a year that has begun. */
export function checkPlannedYears(pages: BuiltPages, today: Date): string[] {
  const problems: string[] = [];
  for (const [path, html] of pages) {
    for (const sentence of sentences(readableText(html))) {
      for (const m of sentence.matchAll(/\bgeplant (?:für|ab|im Jahr|in) (\d{4})\b|\b(?:für|ab|im Jahr) (\d{4}) (?:\S+ ){0,6}?geplant\b/gi)) {
        const year = Number(m[1] ?? m[2]);
        if (year <= today.getUTCFullYear()) problems.push(`${path}: „${m[0]}“ – das Jahr ${year} hat schon begonnen: „${sentence.trim()}“`);
      }
    }
  }
  return problems;
}

// The start of a value's wrapper, which names the notice of its page region.
const WRAPPER_START = new RegExp(`<(span|div) class="${PROVISIONAL_CLASS}" ${PROVISIONAL_NOTICE_ATTRIBUTE}="([^"]+)">`, 'g');
const NOTICE = new RegExp(`<p id="([^"]+)" class="${PROVISIONAL_NOTICE_CLASS}">([^<]*)</p>`, 'g');

/** The page without the wrappers of provisional values (to its matching end tag), and the notice ids they name. */
function splitWrappers(html: string): { outside: string; targets: Set<string> } {
  let outside = '';
  let from = 0;
  const targets = new Set<string>();
  for (const start of html.matchAll(WRAPPER_START)) {
    if (start.index < from) continue;
    const [, tag, target] = start;
    targets.add(target!);
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tags.lastIndex = start.index + start[0].length;
    let depth = 1;
    let end = html.length;
    for (let m = tags.exec(html); m; m = tags.exec(html)) {
      depth += m[1] ? -1 : 1;
      if (depth === 0) {
        end = m.index + m[0].length;
        break;
      }
    }
    outside += html.slice(from, start.index);
    from = end;
  }
  return { outside: outside + html.slice(from), targets };
}

/**
 * Values of unconfirmed contact data that appear outside a provisional wrapper, and wrappers
 * whose notice (the one per page region) is missing from the page.
 */
export function checkContactMarkers(pages: BuiltPages, kontakt: Kontakt): string[] {
  if (kontakt.bestaetigt) return [];
  const values = unconfirmedValues(kontakt);
  const problems: string[] = [];
  for (const [path, html] of pages) {
    const { outside, targets } = splitWrappers(html);
    const text = decodeEntities(outside);
    for (const value of values) {
      if (text.includes(value)) problems.push(`${path}: zeigt die unbestätigte Kontaktangabe „${value}“ ohne den Hinweis „vorläufig“`);
    }
    const notices = new Map([...html.matchAll(NOTICE)].map((m) => [m[1]!, decodeEntities(m[2]!)]));
    for (const target of targets) {
      const notice = notices.get(target);
      if (notice === undefined) problems.push(`${path}: eine vorläufige Kontaktangabe verweist auf den Hinweis #${target}, aber er fehlt`);
      else if (!notice.includes('noch nicht bestätigt')) problems.push(`${path}: der Hinweis #${target} sagt nicht „noch nicht bestätigt“`);
    }
  }
  return problems;
}

// Link texts in English that a German site should not use.
const ENGLISH_LINK_TEXTS = [
  /\bsubmit\b/i,
  /\bclick here\b/i,
  /\b(?:read|learn) more\b/i,
  /\bmore info\b/i,
  /\bbroken link\b/i,
  /\breport (?:an? )?(?:issue|bug|problem)\b/i,
  /\bback to\b/i,
  /\bgo (?:back|to)\b/i,
  /\bskip to\b/i,
  /\bsign (?:in|up)\b/i,
  /\blog ?in\b/i,
  /^(?:home|next|previous|back|more|download|details|open|close|menu|search|contact|imprint|privacy)\W*$/i,
];

/** Links whose visible text is one of the typical English phrases. */
export function checkEnglishLinkTexts(pages: BuiltPages): string[] {
  const problems: string[] = [];
  for (const [path, html] of pages) {
    for (const m of html.matchAll(/<a\s[^>]*>([\s\S]*?)<\/a>/g)) {
      const text = decodeEntities(
        m[1]!
          .replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
      if (text && ENGLISH_LINK_TEXTS.some((p) => p.test(text))) problems.push(`${path}: englischer Linktext „${text}“`);
    }
  }
  return problems;
}

/** The agreed spelling of each recurring term and the variants that must not appear. */
export const TERM_SPELLINGS: readonly { term: string; wrong: RegExp }[] = [
  { term: 'Peer Review', wrong: /\bPeer-Reviews?\b|\bpeer reviews?\b|\bPeerreviews?\b|\bPeer review\b/ },
  { term: 'Servicedesign', wrong: /\bService[- ]Design\w*/ },
  { term: 'Serviceteam', wrong: /\bService[- ]Teams?\b/ },
  { term: '1st-Level-Support', wrong: /\b[Ff]irst[- ][Ll]evel\b|\b1st[- ]Level Support\b|\b1st Level-Support\b|\b1st-level-support\b/ },
];

/** Visible text with another spelling of a recurring term. */
export function checkTermSpellings(pages: BuiltPages): string[] {
  const problems: string[] = [];
  for (const [path, html] of pages) {
    const text = readableText(html);
    for (const { term, wrong } of TERM_SPELLINGS) {
      for (const m of text.matchAll(new RegExp(wrong.source, wrong.flags.includes('g') ? wrong.flags : `${wrong.flags}g`))) {
        problems.push(`${path}: „${m[0]}“ – einheitlich „${term}“ schreiben`);
      }
    }
  }
  return problems;
}

/** The page of the accessibility statement; its review date is checked. */
export const ACCESSIBILITY_STATEMENT_PATH = '/erklaerung-zur-barrierefreiheit';
const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/** The statement must say "am <Datum> zuletzt überprüft", and that day lies at most a year back. */
export function checkReviewDate(pages: BuiltPages, today: Date): string[] {
  const html = pages.get(ACCESSIBILITY_STATEMENT_PATH);
  if (!html) return [`${ACCESSIBILITY_STATEMENT_PATH}: die Erklärung zur Barrierefreiheit fehlt`];
  const m = /\bam (\d{1,2}\. [A-Za-zä]+ \d{4}) zuletzt überprüft\b/.exec(readableText(html));
  const date = m ? parseGermanDate(m[1]!) : undefined;
  if (!date) return [`${ACCESSIBILITY_STATEMENT_PATH}: kein Satz „… am <Datum> zuletzt überprüft“`];
  if (today.getTime() - date.getTime() > YEAR_MS) {
    return [`${ACCESSIBILITY_STATEMENT_PATH}: zuletzt überprüft am ${m![1]}, vor mehr als einem Jahr – bitte erneut prüfen und das Datum anpassen`];
  }
  return [];
}

/**
 * The checks the statement names as its method, next to axe: each one a test in e2e/a11y.test.ts,
 * e2e/a11y-settings.test.ts or the keyboard tests. Renaming or dropping one here and in the
 * statement goes together with the test.
 */
export const STATEMENT_METHOD_CHECKS = [
  'Prüfwerkzeug axe',
  'Umbruch bei 320 Pixeln',
  'Zeichen- und Zeilenabstände',
  'Schrift auf 200 Prozent vergrößert',
  'Erzwungene Farben',
  'Weniger Bewegung',
  'Fokus nicht verdeckt',
  'Fehlermeldungen werden angesagt',
  'Bedienung nur mit der Tastatur',
] as const;

/** The statement's method names every check of STATEMENT_METHOD_CHECKS. */
export function checkStatementMethod(pages: BuiltPages): string[] {
  const html = pages.get(ACCESSIBILITY_STATEMENT_PATH);
  // A missing statement is reported by checkReviewDate.
  if (!html) return [];
  const text = readableText(html);
  return STATEMENT_METHOD_CHECKS.filter((check) => !text.includes(check)).map((check) => `${ACCESSIBILITY_STATEMENT_PATH}: die Prüfmethode nennt „${check}“ nicht`);
}

/** Where the composite case studies live; every page below this path is one. */
export const CASE_STUDIES_PATH = '/handbuch/aus-der-praxis/';
export const COMPOSITE_LABEL = 'Fallbeispiel (zusammengesetzt)';

/** Case studies combine several experiences: they say so, and nothing calls them a practice report. */
export function checkCompositeLabels(pages: BuiltPages): string[] {
  const problems: string[] = [];
  for (const [path, html] of pages) {
    const text = readableText(html);
    for (const m of text.matchAll(/\bPraxisbericht\w*/g)) problems.push(`${path}: „${m[0]}“ – die Beispiele sind zusammengesetzt, bitte „${COMPOSITE_LABEL}“`);
    if (path.startsWith(CASE_STUDIES_PATH) && !text.includes(COMPOSITE_LABEL)) problems.push(`${path}: ohne die Kennzeichnung „${COMPOSITE_LABEL}“`);
  }
  return problems;
}

/** Pages of the 13 criteria; each of their steps carries a bindingness badge. */
export const CRITERION_PATH = '/kriterien/';
const STEP_HEADING = /<(h[34]) class="steps__title"[^>]*>([\s\S]*?)<\/\1>/g;
/**
 * The badge Steps.tsx renders right after a step's heading (in the row with the step's requirement
 * ID, "Anforderung 6.3", when there is one): keyword visible, "Verbindlichkeit:" for screen readers.
 */
const STEP_BADGE = /^(?:<div class="steps__meta">(?:<p class="steps__requirement">(?:(?!<\/p>)[\s\S])*<\/p>)?)?<p class="steps__level" data-verbindlichkeit="(MUSS|SOLL|KANN)"><span class="kern-badge [^"]*"><span class="kern-label"><span class="visually-hidden">Verbindlichkeit: <\/span>(?:<!-- -->)?(MUSS|SOLL|KANN)/;
export const STEP_LEVEL_NOTE = 'verbindlich ist der Wortlaut der DIN SPEC 66336';

/** Steps on criterion pages without a bindingness badge, and criterion pages without steps or without the note on the badges. */
export function checkStepBadges(pages: BuiltPages): string[] {
  const problems: string[] = [];
  for (const [path, html] of pages) {
    if (!path.startsWith(CRITERION_PATH)) continue;
    const headings = [...html.matchAll(STEP_HEADING)];
    if (headings.length === 0) problems.push(`${path}: keine Schritte unter „Was ist zu tun“`);
    for (const m of headings) {
      const title = decodeEntities(m[2]!.replace(/<[^>]+>/g, '')).trim();
      const badge = STEP_BADGE.exec(html.slice(m.index + m[0].length));
      if (!badge) problems.push(`${path}: der Schritt „${title}“ zeigt keine Verbindlichkeit (MUSS, SOLL oder KANN)`);
      else if (badge[1] !== badge[2]) problems.push(`${path}: der Schritt „${title}“ nennt zwei verschiedene Verbindlichkeiten`);
    }
    if (headings.length > 0 && !readableText(html).includes(STEP_LEVEL_NOTE)) problems.push(`${path}: der Hinweis fehlt, dass der Wortlaut der DIN SPEC 66336 verbindlich ist`);
  }
  return problems;
}

/** Problems of a security.txt (RFC 9116) as the build wrote it; `text` undefined when it is missing. */
export function checkSecurityTxt(text: string | undefined, today: Date): string[] {
  const where = '/.well-known/security.txt';
  if (text === undefined) return [`${where}: fehlt`];
  const field = (name: string) => new RegExp(`^${name}:[ \t]*(.+)$`, 'm').exec(text)?.[1]?.trim();
  const problems: string[] = [];
  if (!field('Contact')?.match(/^(mailto:|https:\/\/)/)) problems.push(`${where}: keine Contact-Zeile mit mailto: oder https://`);
  const expires = field('Expires');
  const expiresAt = expires ? Date.parse(expires) : Number.NaN;
  if (Number.isNaN(expiresAt)) problems.push(`${where}: keine gültige Expires-Zeile`);
  else if (expiresAt <= today.getTime()) problems.push(`${where}: Expires ${expires} ist abgelaufen – Datei prüfen und das Datum in packages/kontakt/index.ts verschieben`);
  else if (expiresAt - today.getTime() > YEAR_MS) problems.push(`${where}: Expires ${expires} liegt mehr als ein Jahr in der Zukunft (RFC 9116 empfiehlt höchstens ein Jahr)`);
  const languages = (field('Preferred-Languages') ?? '').split(',').map((l) => l.trim());
  if (!languages.includes('de') || !languages.includes('en')) problems.push(`${where}: Preferred-Languages muss de und en nennen`);
  if (!field('Canonical')?.endsWith(where)) problems.push(`${where}: keine Canonical-Zeile mit der eigenen Adresse`);
  return problems;
}

/** A day written with digits ("26.5.2025", "26.05.2025"); the site writes "26. Mai 2025". */
const NUMERIC_DAY = /(?<![\d.])\d{1,2}\.\d{1,2}\.\d{4}(?![\w.]*\w)/g;

/** Visible dates in another format than the site's one ("26. Mai 2025"). */
export function checkDateFormat(pages: BuiltPages): string[] {
  const problems: string[] = [];
  for (const [path, html] of pages) {
    for (const sentence of sentences(readableText(html))) {
      for (const m of sentence.matchAll(NUMERIC_DAY)) {
        if (parseGermanDate(m[0])) problems.push(`${path}: Datum „${m[0]}“ – einheitlich ausgeschrieben wie „26. Mai 2025“ (formatDate): „${sentence.trim()}“`);
      }
    }
  }
  return problems;
}

/** The page of the change log; a criterion's Stand must be one of its standard entries. */
export const CHANGE_LOG_PATH = '/aktualisierungen';
export const STAND_LABEL = 'Stand der Anforderungen';

/** Criterion pages whose "Stand der Anforderungen" is no day of a change-log entry of the category Standard. */
export function checkCriterionStand(pages: BuiltPages): string[] {
  const log = pages.get(CHANGE_LOG_PATH) ?? '';
  // Each entry is one <li> with its <time> and its category badge (UpdatesList.tsx).
  const standardDays = new Set([...log.matchAll(/<li[^>]*>(?:(?!<\/li>)[\s\S])*?<\/li>/g)].filter((m) => /<span>Servicestandard<\/span>/.test(m[0])).flatMap((m) => [...m[0].matchAll(/<time[^>]*datetime="(\d{4}-\d{2}-\d{2})"/gi)].map((t) => t[1]!)));
  const problems: string[] = [];
  for (const [path, html] of pages) {
    if (!path.startsWith(CRITERION_PATH)) continue;
    const m = new RegExp(`<dt>${STAND_LABEL}</dt>\\s*<dd>(?:<a[^>]*>)?([^<]+)`).exec(html);
    const date = m ? parseGermanDate(decodeEntities(m[1]!)) : undefined;
    if (!date) problems.push(`${path}: kein „${STAND_LABEL}“ mit Datum im Kopf der Seite`);
    else if (!standardDays.has(date.toISOString().slice(0, 10))) problems.push(`${path}: „${STAND_LABEL} ${m![1]}“ – auf ${CHANGE_LOG_PATH} steht an diesem Tag kein Eintrag der Kategorie Standard`);
  }
  return problems;
}

/** Words that make a step a recommendation (SOLL) or a duty (MUSS), not an option. */
const STRONGER_THAN_KANN = /\b(?:[Ee]mpfohlen\w*|[Ee]mpfiehlt|Pflicht\w*|vorgeschrieben|schreibt \S+ vor)\b/;

/** Steps labelled KANN whose own text recommends or requires them. */
export function checkKannSteps(pages: BuiltPages): string[] {
  const problems: string[] = [];
  for (const [path, html] of pages) {
    if (!path.startsWith(CRITERION_PATH)) continue;
    for (const m of html.matchAll(/<li class="steps__item">([\s\S]*?)<\/li>/g)) {
      if (!/data-verbindlichkeit="KANN"/.test(m[1]!)) continue;
      const text = decodeEntities(m[1]!.replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
      const word = STRONGER_THAN_KANN.exec(text);
      if (word) problems.push(`${path}: ein Schritt mit KANN sagt „${word[0]}“ – dann ist er SOLL oder MUSS: „${text.trim().slice(0, 120)}“`);
    }
  }
  return problems;
}

/** The privacy statement; its consent and special-category passages are checked. */
export const PRIVACY_STATEMENT_PATH = '/erklaerung-zur-datenschutz';
/** What the statement must say, each with the pattern that finds it. */
export const PRIVACY_STATEMENT_MUSTS: readonly { what: string; pattern: RegExp }[] = [
  { what: 'die Einwilligung für die E-Mail-Adresse (Art. 6 Abs. 1 lit. a DSGVO)', pattern: /Einwilligung nach Art\. 6 Abs\. 1 lit\. a DSGVO/ },
  // Loose on purpose: the wording of these passages may change, what they say may not.
  { what: 'wofür die E-Mail-Adresse verwendet wird', pattern: /(?:verwenden|nutzen) (?:sie|die Adresse) nur für Rückfragen/i },
  { what: 'wann die E-Mail-Adresse gelöscht wird', pattern: /lösch[^.]*\b\d+ Monate[^.]*Absenden|\b\d+ Monate nach dem Absenden[^.]*gelöscht/ },
  { what: 'dass die Einwilligung widerrufen werden kann', pattern: /Einwilligung[^.]*widerrufen/ },
  { what: 'eine Rechtsgrundlage für besondere Kategorien (Art. 9 Abs. 2 DSGVO)', pattern: /Art\. 9 Abs\. 2 lit\. [a-j] DSGVO/ },
  { what: 'dass Angaben zu Gesundheit oder Behinderung freiwillig sind', pattern: /Angaben zu Ihrer Gesundheit oder zu einer Behinderung[^.]*freiwillig/ },
];

/** The privacy statement lacks one of PRIVACY_STATEMENT_MUSTS. */
export function checkPrivacyStatement(pages: BuiltPages): string[] {
  const html = pages.get(PRIVACY_STATEMENT_PATH);
  if (!html) return [`${PRIVACY_STATEMENT_PATH}: die Datenschutzerklärung fehlt`];
  const text = readableText(html).replace(/\s+/g, ' ');
  const problems = PRIVACY_STATEMENT_MUSTS.filter((m) => !m.pattern.test(text)).map((m) => `${PRIVACY_STATEMENT_PATH}: nennt nicht ${m.what}`);
  // One date on the page: the last change from Git (the layout's "Zuletzt aktualisiert am"), no second one typed into the text.
  const updated = /<p class="last-updated">[^<]*<time datetime="(\d{4}-\d{2}-\d{2})"/i.exec(html)?.[1];
  if (!updated) problems.push(`${PRIVACY_STATEMENT_PATH}: zeigt kein „Zuletzt aktualisiert am“ aus Git`);
  const typed = [...new Set([...text.matchAll(/\b\d{1,2}\. [A-Za-zä]+ \d{4}\b/g)].map((m) => m[0]))].filter((d) => parseGermanDate(d)?.toISOString().slice(0, 10) !== updated);
  for (const date of typed) problems.push(`${PRIVACY_STATEMENT_PATH}: nennt neben dem Tag der letzten Änderung ein zweites Datum „${date}“`);
  return problems;
}

/** What the accessibility statement must cover beyond the pages, each with the pattern that finds it. */
export const STATEMENT_SCOPE_MUSTS: readonly { what: string; pattern: RegExp }[] = [
  { what: 'das PDF des Standards', pattern: /\bPDF\b[^.]*\b(?:Titel|Sprache)\b/ },
  { what: 'was am PDF nicht geprüft ist', pattern: /\bPDF\b[^.]*nicht geprüft|nicht geprüft[^.]*\bPDF\b/ },
  { what: 'den Bereich für die Redaktion mit § 12a BGG', pattern: /Bereich für die Redaktion[\s\S]*§ 12a BGG|§ 12a BGG[\s\S]*Bereich für die Redaktion/ },
  { what: 'wie der Antrag bei der Schlichtungsstelle gestellt wird', pattern: /Schlichtungsstelle[^.]*\bAntrag\b|\bAntrag\b[^.]*Schlichtungsstelle/ },
  { what: 'die Postanschrift der Schlichtungsstelle', pattern: /Postanschrift:?\s*Schlichtungsstelle[^.]*\b\d{5}\b/ },
];

/** The accessibility statement lacks one of STATEMENT_SCOPE_MUSTS. */
export function checkStatementScope(pages: BuiltPages): string[] {
  const html = pages.get(ACCESSIBILITY_STATEMENT_PATH);
  // A missing statement is reported by checkReviewDate.
  if (!html) return [];
  const text = readableText(html).replace(/\s+/g, ' ');
  return STATEMENT_SCOPE_MUSTS.filter((m) => !m.pattern.test(text)).map((m) => `${ACCESSIBILITY_STATEMENT_PATH}: behandelt nicht ${m.what}`);
}

/** All checks over the HTML pages of a build. */
export function checkStatements(pages: BuiltPages, options: { today: Date; kontakt: Kontakt }): string[] {
  return [
    ...checkVideoClaims(pages),
    ...checkLawCitations(pages),
    ...checkSourceDates(pages, options.today),
    ...checkSourceLinks(pages),
    ...checkFutureDates(pages, options.today),
    ...checkPlannedYears(pages, options.today),
    ...checkContactMarkers(pages, options.kontakt),
    ...checkEnglishLinkTexts(pages),
    ...checkTermSpellings(pages),
    ...checkReviewDate(pages, options.today),
    ...checkStatementMethod(pages),
    ...checkCompositeLabels(pages),
    ...checkStepBadges(pages),
    ...checkDateFormat(pages),
    ...checkCriterionStand(pages),
    ...checkKannSteps(pages),
    ...checkPrivacyStatement(pages),
    ...checkStatementScope(pages),
  ];
}
