/**
 * Contact data shown on the site. One place, so the legal pages, the footer and the feedback
 * fallback never disagree. The ministry confirms these values before going live (see README).
 */
export const kontakt = {
  ministerium: 'Bundesministerium für Digitales und Staatsmodernisierung',
  ministeriumKurz: 'BMDS',
  ministeriumUrl: 'https://bmds.bund.de',
  strasse: 'Invalidenstraße 44',
  ort: '10115 Berlin',
  email: 'servicestandard@bmds.bund.de',
  datenschutzEmail: 'datenschutz@bmds.bund.de',
  repository: 'https://gitlab.opencode.de/bmds/servicestandard',
  issues: 'https://gitlab.opencode.de/bmds/servicestandard/-/issues',
} as const;
