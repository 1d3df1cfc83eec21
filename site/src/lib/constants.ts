/** Fixed vocabularies of the standard: the 24 skills, the four phases in lifecycle order, the 13 criteria, the statuses of a decision. Content is validated against them. */

export const SKILL_IDS = [
  'service-design',
  'user-research',
  'devops-entwicklung',
  'open-source-entwicklung',
  'software-entwicklung',
  'technische-redaktion',
  'projekt-management',
  'reliability-engineering',
  'systemadministration',
  'daten-analyse',
  'legal-design',
  'produkt-management',
  'verwaltungs-fachwissen',
  'prozess-management',
  'transformations-management',
  'content-design',
  'ux-design',
  'datenbank-management',
  'system-architektur',
  'barrierefreiheit',
  'api-entwicklung',
  'datenschutz',
  'it-sicherheit',
  'service-management',
] as const;
export type SkillId = (typeof SKILL_IDS)[number];

export const PHASE_IDS = ['verstehen', 'entwickeln', 'betreiben', 'weiterentwickeln'] as const;
export type PhaseId = (typeof PHASE_IDS)[number];

export const CRITERIA_COUNT = 13;

/** How binding a step of a criterion is, in the keywords of DIN SPEC 66336 (explained in verbindlichkeit.yaml). */
export const STEP_LEVELS = ['MUSS', 'SOLL', 'KANN'] as const;
export type StepLevel = (typeof STEP_LEVELS)[number];

export const ADR_STATUSES = [
  'vorgeschlagen',
  'akzeptiert',
  'verworfen',
  'veraltet',
  'ersetzt',
  'abgelehnt',
] as const;
export type AdrStatus = (typeof ADR_STATUSES)[number];

/** Pages that do not show the list "Alle 13 Kriterien vom Servicestandard": the start page and the Druckfassung have their own, the contact and legal pages stay short, the editors' area and the feedback service's page are tools, and the page in Leichte Sprache explains the criteria in its own words. */
export const PAGES_WITHOUT_CRITERIA_LIST = new Set([
  '/',
  '/leichte-sprache',
  '/feedback-und-kontakt',
  '/datenschutz',
  '/impressum',
  '/erklaerung-zur-barrierefreiheit',
  '/servicestandard-gesamt',
  '/redaktion',
  '/ihr-feedback',
  '/peer-review-stand',
]);
