/** Words of the pages built in code (src/pages), not from content files. */

export const homeMessages = {
  criteriaTitle: 'Die 13 Kriterien',
  criteriaIntro: 'Jedes Kriterium beschreibt, worauf es ankommt, was zu tun ist und was am Ende vorliegt.',
} as const;

export const errorPageMessages = {
  code: (status: number) => `Fehler ${status}`,
} as const;

export const adrPageMessages = {
  metaTitle: (number: string, title: string) => `ADR ${number}: ${title} – Servicestandard`,
  crumbParent: 'Open Source',
  crumb: (number: string) => `Architekturentscheidung ${number}`,
  typeLabel: 'Seitentyp',
  type: 'Architekturentscheidung',
  dateLabel: 'Datum',
  status: 'Status der Entscheidung:',
} as const;

export const searchPageMessages = {
  metaTitle: 'Suche – Servicestandard',
  metaDescription: 'Durchsuchen Sie alle Seiten des Servicestandards: Kriterien, Handbuch, Glossar und mehr, oder wählen Sie eine Seite von A bis Z.',
  title: 'Suche',
  description: 'Finden Sie Kriterien, Anleitungen, Begriffe aus dem Glossar und alle anderen Seiten des Servicestandards.',
  digits: '0–9',
} as const;

export const selbstcheckPageMessages = {
  metaTitle: 'Selbstcheck – Servicestandard',
  metaDescription: 'Prüfen Sie im Team, wie weit Ihr Service die 13 Kriterien erfüllt: Fragen je Kriterium, Ergebnis und offene Punkte. Alles bleibt in Ihrem Browser.',
  title: 'Selbstcheck',
  description:
    'Wie weit erfüllt Ihr Service den Servicestandard? Gehen Sie die 13 Kriterien mit Ihrem Team durch, halten Sie Notizen und Nachweise fest und sehen Sie, was noch offen ist.',
  intro:
    'Zu jedem Kriterium beantworten Sie vier bis acht Fragen mit Ja, Teilweise, Nein oder Nicht relevant. Jede Frage führt zu dem Schritt auf der Seite des Kriteriums, der beschreibt, was zu tun ist. Das Ergebnis zeigt den Stand je Kriterium mit einer Ampel, die offenen Punkte und was Sie für ein Peer Review vorbereiten sollten. Ein Bericht fasst alles auf wenigen Seiten zum Drucken oder Speichern als PDF zusammen. Sie können mehrere Services nebeneinander prüfen.',
  privacyTitle: 'Ihre Angaben bleiben in Ihrem Browser',
  privacy:
    'Der Selbstcheck speichert alles nur in diesem Browser auf Ihrem Gerät. Nichts wird an uns oder an Dritte übertragen. Sie können jederzeit unterbrechen und später im selben Browser weitermachen. Wenn Sie den Browserspeicher löschen, ist auch der Selbstcheck gelöscht. Mit dem Export als Datei sichern Sie Ihre Angaben oder geben sie an Ihr Team weiter.',
  /** Before, in and after the link to the peer-review page. */
  disclaimer: ['Der Selbstcheck ist eine Orientierungshilfe für Ihr Team. Er ersetzt keine Prüfung von außen wie das ', 'Peer Review', '.'],
  noScriptTitle: 'JavaScript erforderlich',
  noScript:
    'Der Selbstcheck braucht JavaScript, um Ihre Antworten auszuwerten und in Ihrem Browser zu speichern. Bitte schalten Sie JavaScript für diese Seite ein. Die Fragen können Sie auch so lesen: Sie stehen hier nach Kriterien geordnet.',
} as const;

/** The Atom feed of /aktualisierungen. */
export const feedMessages = {
  title: 'Aktualisierungen des Servicestandards',
  subtitle: 'Änderungen am Servicestandard und an dieser Website',
} as const;
