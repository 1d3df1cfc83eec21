/**
 * Contact data shown on the site. One place, so the legal pages, the footer and the feedback
 * fallback never disagree.
 *
 * The ministry has not yet confirmed these values. While `bestaetigt` is false, every page region
 * that shows one of them says once that they are provisional (the site's Kontakt component), and
 * the build check fails if a page shows a value outside that component or without the notice
 * (scripts/check-statements.ts in the repository). Once the ministry has confirmed all values, set
 * `bestaetigt: true`: that one change removes the notices.
 */
export const kontakt = {
  bestaetigt: false,
  ministerium: 'Bundesministerium für Digitales und Staatsmodernisierung',
  ministeriumKurz: 'BMDS',
  ministeriumUrl: 'https://bmds.bund.de',
  strasse: 'Invalidenstraße 44',
  ort: '10115 Berlin',
  email: 'servicestandard@bmds.bund.de',
  datenschutzEmail: 'datenschutz@bmds.bund.de',
  repository: 'https://gitlab.opencode.de/bmds/servicestandard',
  issues: 'https://gitlab.opencode.de/bmds/servicestandard/-/issues',
};

export type Kontakt = typeof kontakt;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, and until when that
 * statement holds. Expires is a fixed date on purpose: someone must look at the file at least once
 * a year and move the date on; the build fails when it has passed or lies more than a year ahead.
 */
export const securityTxt = {
  /** ISO 8601 in UTC. */
  expires: '2027-10-31T23:00:00Z',
  preferredLanguages: ['de', 'en'],
} as const;

/** The text of /.well-known/security.txt for a site at `siteUrl`. */
export function securityTxtText(siteUrl: string | URL, data: Kontakt = kontakt): string {
  const lines = [
    ...(data.bestaetigt ? [] : ['# Kontaktdaten vorläufig, noch nicht bestätigt.']),
    '# Schwachstellen bitte vertraulich per E-Mail melden, nicht als öffentliches Issue.',
    `Contact: mailto:${data.email}`,
    `Expires: ${securityTxt.expires}`,
    `Preferred-Languages: ${securityTxt.preferredLanguages.join(', ')}`,
    `Canonical: ${new URL('/.well-known/security.txt', siteUrl).href}`,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Class of the wrapper around a provisional value, the wrapper's attribute naming the id of the
 * notice of its page region, and the class of that notice; the build check uses all three. One
 * notice per region (the page content, the footer) says that the data is unconfirmed; the values
 * carry no mark of their own (no extra tab stop, nothing read out after every address).
 */
export const PROVISIONAL_CLASS = 'kontakt-angabe';
export const PROVISIONAL_NOTICE_ATTRIBUTE = 'data-hinweis';
export const PROVISIONAL_NOTICE_CLASS = 'kontakt-hinweis';
/** The ids of the region notices: in the page content, and in the footer (also for the feedback block). */
export const PROVISIONAL_NOTICE_IDS = { content: 'kontakt-hinweis-inhalt', footer: 'kontakt-hinweis-fusszeile' } as const;

/**
 * The strings a page must never show unmarked while the data is unconfirmed. The ministry's name
 * is a fact of the standard and not listed; its web address is.
 */
export function unconfirmedValues(data: Kontakt = kontakt): string[] {
  const withoutScheme = (url: string) => url.replace(/^https?:\/\//, '');
  return [data.email, data.datenschutzEmail, data.strasse, data.ort, withoutScheme(data.repository), data.ministeriumUrl];
}
