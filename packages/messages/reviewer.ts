/**
 * The reviewers' pages of the Redaktion (issue 34, item 5): the list of the peer reviews assigned
 * to the signed-in person (GET /redaktion/begutachtungen) and one review with a form per criterion
 * (GET /redaktion/begutachtungen/:id). The error pages' texts stay in service.ts (editorText.errors);
 * the five ratings' names are the published report's (reportRatingNames in pruefberichte.ts).
 */
/** The Selbstcheck's four answers as the team saw them. */
const selbstcheckAnswerNames: Record<string, string> = { ja: 'Ja', teilweise: 'Teilweise', nein: 'Nein', 'nicht-relevant': 'Nicht relevant' };

export const reviewerText = {
  /** The navigation of a reviewer's session: only the reviews. */
  nav: { assessments: 'Begutachtungen' },
  /** The page after signing in, by role. */
  signedIn: { continue: 'Weiter zu Ihren Begutachtungen' },
  /** On the Redaktion's page of a request (planning). */
  planning: { toAssessment: 'Begutachtung öffnen: Einschätzungen der Prüfenden je Kriterium und Anforderung' },
  /** The way on from an error page for a reviewer. */
  toList: 'Zu Ihren Begutachtungen',
  list: {
    title: 'Begutachtungen',
    intro: 'Die Peer Reviews, für die Sie als Prüfende oder Prüfender eingetragen sind, neueste Anfrage zuerst. Öffnen Sie eine Begutachtung, um Ihre Einschätzung je Kriterium und Anforderung einzutragen.',
    editorIntro:
      'Die Peer Reviews, für die Ihr Konto bei den Prüfenden eingetragen ist. Als Redaktion öffnen Sie jede Begutachtung auch über die Seite der Anfrage unter „Peer Reviews“.',
    toPlanning: 'Alle Anfragen in der Planung',
    caption: 'Ihre Begutachtungen',
    columns: { service: 'Service', authority: 'Behörde', state: 'Status', date: 'Termin' },
    empty: 'Ihnen ist derzeit keine Begutachtung zugeordnet.',
    noDate: 'noch kein Termin',
  },
  review: {
    title: (service: string) => `Begutachtung: ${service}`,
    facts: 'Die Anfrage',
    service: 'Service',
    authority: 'Behörde',
    level: 'Ebene',
    phase: 'Phase',
    goal: 'Ziel des Peer Reviews',
    criteriaInDoubt: 'Kriterien, bei denen das Team unsicher ist',
    criteriaNone: 'keine genannt',
    criterion: (n: number) => `Kriterium ${n}`,
    date: 'Termin',
    noDate: 'noch kein Termin',
    state: 'Status',
    intro:
      'Alle Prüfenden dieser Begutachtung schreiben in denselben Entwurf. Speichern Sie jedes Kriterium für sich. ' +
      'Hat jemand anderes ein Kriterium geändert, seit Sie die Seite geladen haben, wird Ihr Speichern abgelehnt und Ihr Text bleibt im Formular erhalten.',
    closed:
      'Diese Begutachtung ist abgeschlossen; die Einschätzungen und Ihre Angabe zur Nennung lassen sich nur noch lesen. Muss noch etwas geändert werden, gibt die Redaktion die Begutachtung an die Prüfenden zurück.',
    catalogueMissing:
      'Die Anforderungen des Servicestandards sind auf diesem Server nicht verfügbar (die offenen Daten der gebauten Website fehlen). Ohne sie lässt sich keine Einschätzung eintragen.',
    toc: 'Kriterien',
    criterionHeading: (n: number, title: string) => `Kriterium ${n}: ${title}`,
    requirementLegend: (id: string, title: string, level: string) => `Anforderung ${id}: ${title} (${level})`,
    summary: 'Zusammenfassung',
    strengths: 'Stärken',
    rating: 'Einschätzung',
    reasoning: 'Begründung',
    recommendation: 'Empfehlung',
    textHint: (max: number) => `Höchstens ${max.toLocaleString('de-DE')} Zeichen.`,
    save: (n: number) => `Kriterium ${n} speichern`,
    neverSaved: 'Noch nicht gespeichert.',
    lastSaved: (name: string, at: string, version: number) => `Zuletzt gespeichert von ${name} am ${at} (Fassung ${version}).`,
    selbstcheck: 'Selbstcheck des Teams',
    selbstcheckCriterion: 'Selbstcheck des Teams zu diesem Kriterium',
    selbstcheckNone: 'Das Team hat zu dieser Anforderung keine Frage des Selbstchecks beantwortet.',
    selbstcheckAnswer: (answer: string) => selbstcheckAnswerNames[answer] ?? answer,
    selbstcheckOf: (service: string) => `Selbstcheck „${service}“`,
    back: 'Zurück zu Ihren Begutachtungen',
    toPlanning: 'Zur Planung dieser Anfrage',
    doneTitle: 'Gespeichert',
    done: {
      saved: (n: number) => `Ihre Einschätzung zu Kriterium ${n} ist gespeichert.`,
      consent: 'Ihre Angabe zur Nennung im Prüfbericht ist gespeichert.',
    },
    conflictTitle: 'Nicht gespeichert',
    conflict: (n: number, name: string, time: string) =>
      `Ihre Änderungen an Kriterium ${n} wurden nicht gespeichert: ${name} hat dieses Kriterium um ${time} geändert. ` +
      'Ihr Text steht unten; übernehmen Sie ihn in die aktuelle Fassung und speichern Sie erneut.',
    conflictLink: (n: number) => `Zu Ihrem Text in Kriterium ${n}`,
    /** A field in an error message: "Begründung zu Anforderung 6.3", "Zusammenfassung zu Kriterium 6". */
    fieldOfCriterion: (field: string, n: number) => `${field} zu Kriterium ${n}`,
    fieldOfRequirement: (field: string, id: string) => `${field} zu Anforderung ${id}`,
    /** The error of one field of a save refused for its values, at the field and in the summary. */
    fieldError: {
      tooLong: (field: string, max: number, length: number) =>
        `${field} darf höchstens ${max.toLocaleString('de-DE')} Zeichen haben; Ihr Text hat ${length.toLocaleString('de-DE')}. Bitte kürzen Sie ihn.`,
      characters: (field: string) =>
        `${field} enthält unsichtbare Steuer- oder Richtungszeichen, etwa aus einem kopierten Text. Bitte entfernen Sie sie, zum Beispiel indem Sie die betroffene Stelle neu schreiben.`,
      rating: (field: string) => `${field}: Bitte wählen Sie eine der fünf Einschätzungen.`,
    },
    currentHeading: (name: string, time: string) => `Aktuelle Fassung von ${name} (${time})`,
    currentRequirement: (id: string) => `Anforderung ${id}`,
    empty: '(leer)',
    consentHeading: 'Nennung im Prüfbericht',
    consentLabel: 'Ich bin einverstanden, im veröffentlichten Prüfbericht namentlich genannt zu werden',
    consentHint: 'Ohne Ihr Einverständnis erscheint Ihr Name nicht im Prüfbericht. Sie können Ihre Angabe ändern, bis die Begutachtung abgeschlossen ist und das Team den Entwurf erhält.',
    consentSave: 'Angabe speichern',
    consentNow: (yes: boolean) => (yes ? 'Derzeit: einverstanden.' : 'Derzeit: nicht einverstanden.'),
  },
} as const;
