/**
 * Visitors' words and the site's words: groups of phrases that mean the same thing for a search.
 * A visitor who types one member also finds pages that write another (weighted below the typed
 * word itself, see query.ts). Sources:
 * - THESAURUS below: English and German pairs of the field (the site writes "User Research", people
 *   type "Nutzerforschung" – found through compound splitting plus "User = Nutzer",
 *   "Research = Forschung") and everyday German variants.
 * - ABBREVIATIONS below: common abbreviations of the field that the glossary does not define.
 *   An abbreviation is also a name: where its long form is a page title or glossary term, the
 *   abbreviation finds that page or entry first (index-build.ts).
 * - The glossary (glossar.yaml, read by scripts/build-search-index.ts into the search data as
 *   aliases): each term with its abbreviation ("Einer für Alle" = "EfA") and the expansion its
 *   definition gives ("Kurz für Onlinezugangsgesetz").
 *
 * Rules for new entries: a group holds words or fixed phrases that a reader would accept as the
 * same thing in this site's context; at least one member occurs on the site; no group exists to
 * make one query find one page. Single words match in any inflection (lemmaKey in normalize.ts);
 * phrases match word by word in sequence. Generic masculine forms need no entry: query.ts maps
 * them to the inclusive forms the site writes (Nutzer → Nutzende).
 */
import { fold, lemmaKey, stem, words } from './normalize.ts';

export const THESAURUS: readonly (readonly string[])[] = [
  // People
  ['User', 'Nutzer', 'Benutzer', 'Anwender', 'Kunde', 'Customer'],
  ['Bürger', 'Einwohner'],
  ['Stakeholder', 'Beteiligte', 'Interessengruppen'],
  ['Zielgruppe', 'Nutzendengruppe'],
  ['Mitarbeiter', 'Beschäftigte', 'Personal'],
  ['Dienstleister', 'Auftragnehmer', 'Agentur'],
  ['Entwickler', 'Developer', 'Softwareentwickler'],
  ['Product Owner', 'Produktverantwortung', 'Produktverantwortliche'],
  ['Designer', 'Gestalter'],
  ['Dolmetscher', 'Übersetzer'],
  // Research and design
  ['Research', 'Forschung', 'Recherche'],
  ['Befragung', 'Umfrage', 'Survey'],
  ['Interview', 'Gespräch'],
  ['Usability', 'Gebrauchstauglichkeit', 'Benutzbarkeit', 'Bedienbarkeit', 'Benutzerfreundlichkeit', 'Nutzerfreundlichkeit'],
  ['User Experience', 'Nutzungserlebnis', 'Nutzererlebnis'],
  ['User Journey', 'Customer Journey', 'Nutzendenreise'],
  ['Prototyp', 'Prototype', 'Mockup', 'Klickdummy', 'Wireframe'],
  ['Design', 'Gestaltung'],
  ['Content', 'Inhalt'],
  ['Workshop', 'Arbeitstreffen'],
  ['Bedürfnis', 'Bedarf', 'Needs'],
  ['Anforderung', 'Requirement'],
  ['Feedback', 'Rückmeldung'],
  // Accessibility and language
  ['Accessibility', 'Barrierefreiheit', 'Zugänglichkeit'],
  ['barrierefrei', 'accessible', 'zugänglich', 'barrierearm'],
  ['Gebärdensprache', 'Sign Language', 'DGS'],
  ['Leichte Sprache', 'Easy Language', 'Easy to read'],
  ['Einfache Sprache', 'Plain Language', 'verständliche Sprache'],
  ['Bildschirmleser', 'Screenreader', 'Screen Reader', 'Vorlesesoftware'],
  // Law, data protection, security
  ['Datenschutz', 'Privacy', 'Data Protection'],
  ['Datenschutzerklärung', 'Privacy Policy', 'Datenschutzhinweise'],
  ['Datensparsamkeit', 'Datenminimierung', 'Data Minimisation'],
  ['Sicherheit', 'Security'],
  ['Sicherheitslücke', 'Schwachstelle', 'Vulnerability'],
  ['Sicherheitsvorfall', 'Security Incident'],
  ['Gesetz', 'Rechtsgrundlage', 'Rechtsvorschrift'],
  ['Lizenz', 'Licence', 'License'],
  ['Impressum', 'Anbieterkennzeichnung', 'Imprint'],
  ['Cookie', 'Cookies'],
  // Operation and technology
  ['Schnittstelle', 'Interface', 'API'],
  ['Quellcode', 'Source Code', 'Code'],
  ['Open Source', 'quelloffen', 'freie Software'],
  ['Verfügbarkeit', 'Availability', 'Uptime', 'Erreichbarkeit'],
  ['Störung', 'Ausfall', 'Outage', 'Incident'],
  ['Betrieb', 'Operations', 'Operating'],
  ['Bereitstellung', 'Deployment', 'Auslieferung'],
  ['Hosting', 'Rechenzentrum'],
  ['Monitoring', 'Überwachung'],
  ['Wartung', 'Maintenance', 'Pflege'],
  ['Aktualisierung', 'Update'],
  ['Kennzahl', 'Metrik', 'Metric', 'Messgröße', 'Indikator'],
  ['Wiederverwendung', 'Nachnutzung', 'Reuse'],
  ['Basisdienst', 'Basiskomponente', 'Querschnittsdienst'],
  ['Standard', 'Norm'],
  ['Test', 'Prüfung', 'Testing'],
  ['Review', 'Begutachtung', 'Überprüfung'],
  ['Agil', 'Agile', 'Scrum'],
  ['Iteration', 'Sprint'],
  ['Anleitung', 'Leitfaden', 'Guide', 'Handreichung', 'How-to'],
  ['Richtlinie', 'Guideline', 'Vorgabe'],
  ['Checkliste', 'Prüfliste'],
  ['Beispiel', 'Fallbeispiel', 'Praxisbeispiel'],
  // Administration
  ['Behörde', 'Verwaltung', 'Amt', 'Dienststelle'],
  ['Verwaltungsleistung', 'Verwaltungsdienstleistung', 'Behördenleistung'],
  ['Onlineservice', 'Online-Dienst', 'Onlinedienst', 'E-Government-Dienst', 'digitaler Service'],
  ['Antrag', 'Formular', 'Antragsformular'],
  ['Portal', 'Website', 'Webseite', 'Internetseite'],
  ['Kosten', 'Budget', 'Finanzierung'],
  ['Beschaffung', 'Vergabe', 'Ausschreibung'],
  ['Zertifizierung', 'Zertifikat', 'Siegel'],
  ['Kontakt', 'Ansprechpartner', 'Ansprechperson'],
  ['Hilfe', 'Support', 'Unterstützung'],
  ['Digitalisierung', 'Digitalization', 'E-Government'],
];

/** [abbreviation, long form]: abbreviations of the field the glossary does not define. */
export const ABBREVIATIONS: readonly (readonly [string, string])[] = [
  ['UX', 'User Experience'],
  ['UI', 'User Interface'],
  ['a11y', 'Barrierefreiheit'],
  ['OSS', 'Open-Source-Software'],
  ['OZG', 'Onlinezugangsgesetz'],
  ['BFSG', 'Barrierefreiheitsstärkungsgesetz'],
  ['EGovG', 'E-Government-Gesetz'],
  ['FIM', 'Föderales Informationsmanagement'],
  ['ITPLR', 'IT-Planungsrat'],
  ['BMI', 'Bundesministerium des Innern'],
  ['KI', 'Künstliche Intelligenz'],
  ['FAQ', 'Häufige Fragen'],
  ['CMS', 'Content-Management-System'],
  ['SSO', 'Single Sign-on'],
  ['MFA', 'Mehr-Faktor-Authentifizierung'],
  ['CI', 'Continuous Integration'],
  ['MR', 'Merge Request'],
  ['PR', 'Pull Request'],
];

/** A phrase as the keys it is matched on: one lemmaKey per word. */
export type Phrase = readonly string[];

/**
 * A member of a group: its phrase and, for a single word, the index term (stem) it is found
 * under, e.g. { k: ["rueckmeldung"], t: "rueckmeld" }.
 */
export interface Member {
  k: Phrase;
  t?: string;
  /** 1 when the site's index has it (set by the build); only then is it looked up. */
  x?: 1;
}

/** Groups of members; each group keeps its members in their first-seen order, without duplicates. */
export type Thesaurus = readonly (readonly Member[])[];

export function memberOf(text: string): Member {
  const folded = words(fold(text));
  const k = folded.map(lemmaKey);
  return folded.length === 1 ? { k, t: stem(folded[0]!) } : { k };
}

export const phraseId = (phrase: Phrase): string => phrase.join(' ');

/**
 * The static table plus extra groups (the glossary's aliases), as phrases. Groups that share a
 * member are merged, so "Schnittstelle = API" and the glossary's "API = Application Programming
 * Interface" become one group.
 */
export function compileThesaurus(extra: readonly (readonly string[])[] = []): Thesaurus {
  const groups: Member[][] = [];
  const groupOf = new Map<string, number>();
  for (const raw of [...THESAURUS, ...ABBREVIATIONS, ...extra]) {
    const members = raw.map(memberOf).filter((member) => member.k.length > 0);
    const existing = [...new Set(members.map((m) => groupOf.get(phraseId(m.k))).filter((g): g is number => g !== undefined))];
    const target = existing[0] ?? groups.push([]) - 1;
    // Merge any further groups this one connects into the first.
    for (const other of existing.slice(1)) {
      for (const member of groups[other]!) groups[target]!.push(member);
      groups[other] = [];
    }
    for (const member of members) groups[target]!.push(member);
    for (const member of groups[target]!) groupOf.set(phraseId(member.k), target);
  }
  return groups
    .map((group) => [...new Map(group.map((m) => [phraseId(m.k), m])).values()])
    .filter((group) => group.length > 1);
}
