/** Words of the page frame every page shares: header, navigation, sidebar, footer and the blocks around the content. */

export const headerMessages = {
  skipLink: 'Zum Inhalt springen',
  /** A second skip link on /barriere-melden, straight to its form. */
  skipToForm: 'Zum Formular springen',
  officialSite: 'Offizielle Website – Bundesrepublik Deutschland',
  homeLink: 'Servicestandard – zur Startseite',
  siteName: 'Servicestandard',
  a11yLinks: 'Barrierefreie Angebote',
  easyLanguage: 'Leichte Sprache',
  signLanguage: 'Gebärdensprache',
  /** Beside the other accessibility links, a few key presses from the top of every page. */
  reportBarrier: 'Barriere melden',
  primaryNav: 'Hauptnavigation',
  /** The optional umbrella header and footer (build setting PUBLIC_UMBRELLA). */
  umbrellaNotice: 'Das Wappen kennzeichnet digitale Angebote von Bund, Ländern und Kommunen.',
} as const;

/** Shared by every link that opens a new tab, visually hidden after its text. */
export const NEW_WINDOW = ' (öffnet in neuem Tab)';

export const pageMessages = {
  breadcrumb: 'Seitenpfad',
  homeCrumb: 'Start',
  toc: 'Inhaltsverzeichnis',
  lastUpdated: 'Zuletzt aktualisiert am',
  /** A criterion's normative date (the change log's last entry on its requirements), apart from the date of its text. */
  requirementsStand: 'Stand der Anforderungen',
  /** Printed under the title: where the page is on the web. */
  printAddress: 'Adresse dieser Seite:',
  pagination: 'Vorherige und nächste Seite',
  previous: 'Vorherige Seite',
  next: 'Nächste Seite',
  skills: 'Hilfreiche Fachgebiete',
  phases: 'Entwicklungsphasen',
  allCriteria: 'Alle 13 Kriterien vom Servicestandard',
  ogImageAlt: 'Servicestandard – 13 Kriterien für gute digitale Verwaltungsleistungen',
} as const;

export const feedbackSectionMessages = {
  heading: 'Feedback geben',
  intro: 'Fehlt Ihnen etwas auf dieser Seite, ist etwas unklar oder falsch? Ihr Feedback hilft uns, den Servicestandard zu verbessern.',
  /** Not the page's own title again: the form's heading, also its entry in the page's contents list. */
  barrierHeading: 'Barriere über das Formular melden',
  barrierIntro: 'Beschreiben Sie die Barriere so genau wie möglich: Welche Seite, was wollten Sie tun, was hat Sie gehindert, welche Hilfsmittel nutzen Sie?',
  byMail: 'Sie erreichen das Team auch per E-Mail an',
} as const;

export const footerMessages = {
  about: 'Der Servicestandard beschreibt in 13 Kriterien, wie gute digitale Verwaltungsleistungen entstehen. Ein Service vom',
  repository: 'Quellcode der Website auf openCode',
  pagesTitle: 'Seiten',
  legalTitle: 'Rechtliche Hinweise',
  /** The pages column; the legal pages come from the page map (displayOnlyInFooter in _meta.yaml). */
  pages: [
    { href: '/', text: 'Startseite' },
    { href: '/#kriterien', text: 'Die 13 Kriterien' },
    { href: '/entwicklungsphasen', text: 'Entwicklungsphasen' },
    { href: '/hilfreiche-fachgebiete', text: 'Hilfreiche Fachgebiete' },
    { href: '/aktualisierungen', text: 'Aktualisierungen' },
    { href: '/feedback-und-kontakt', text: 'Kontakt' },
  ],
  copyright: (year: number, publisher: string) => `© ${year} ${publisher}`,
} as const;
