/**
 * Every German text the service shows to people, in one place, except the messages of the API's
 * error codes: those belong to the API contract (@servicestandard/feedback-api, errorMessages).
 */

/** The status page of a feedback (GET /api/feedback/:id), a page of the site. */
export const statusPage = {
  siteTitle: 'Servicestandard',
  documentTitle: 'Ihr Feedback',
  heading: 'Ihr Feedback',
  stateLabel: 'Status:',
  /** The status in words, and what it means. */
  states: {
    stored: {
      name: 'gespeichert',
      text: 'Ihr Feedback wurde gespeichert.',
      next: 'Dieser Server ist nicht mit openCode verbunden: Ihr Feedback wird nicht veröffentlicht. Das Team des Servicestandards liest es im Feedback-Dienst.',
    },
    pending: {
      name: 'wartet auf Veröffentlichung',
      text: 'Ihr Feedback ist angekommen und wird in Kürze auf openCode veröffentlicht.',
      next: 'Sobald es veröffentlicht ist, finden Sie auf dieser Seite den Link zum Issue auf openCode. Laden Sie die Seite dafür in einigen Minuten neu.',
    },
    published: {
      name: 'veröffentlicht',
      text: 'Ihr Feedback ist als Issue auf openCode veröffentlicht.',
      next: 'Das Team des Servicestandards bearbeitet es dort. Antworten und Änderungen sehen Sie im Issue.',
    },
    /** A barrier report: confidential on openCode, never "veröffentlicht". */
    confidentialPending: {
      name: 'wird vertraulich weitergeleitet',
      text: 'Ihre Meldung ist angekommen und wird in Kürze vertraulich an das Team weitergeleitet.',
      next: 'Ihre Meldung bleibt vertraulich. Lesen können sie nur die Mitarbeitenden des BMDS, die das Projekt auf openCode betreuen, und die Betreiberin von openCode.',
    },
    confidentialPublished: {
      name: 'vertraulich weitergeleitet',
      text: 'Ihre Meldung wurde vertraulich weitergeleitet. Lesen können sie nur die Mitarbeitenden des BMDS, die das Projekt auf openCode betreuen, und die Betreiberin von openCode.',
      next: 'Das Team prüft die gemeldete Barriere. Einen öffentlichen Link gibt es nicht, weil die Meldung vertraulich bleibt.',
    },
    failed: {
      name: 'fehlgeschlagen',
      text: 'Ihr Feedback wurde gespeichert. Es konnte nicht automatisch auf openCode veröffentlicht werden; das Team kümmert sich darum.',
      next: 'Sie müssen nichts weiter tun.',
    },
  },
  nextHeading: 'Wie es weitergeht',
  emailNote: 'Wenn Sie eine E-Mail-Adresse angegeben haben, kann das Team Sie für Rückfragen erreichen. Ihre E-Mail-Adresse wird nicht weitergegeben.',
  issueLink: 'Ihr Feedback auf openCode ansehen',
  pageLabel: 'Seite:',
  descriptionHeading: 'Ihre Beschreibung',
  backLink: 'Zurück zur Seite',
  /** The start page's name in the way back (its title is the site's full name). */
  startPage: 'Startseite',
  /** The way back when the page's title is not known (a service without the built site). */
  backLinkUntitled: 'Zurück zur Seite des Formulars',
  notFoundTitle: 'Feedback nicht gefunden',
  notFoundHeading: 'Feedback nicht gefunden',
  notFoundText: 'Zu dieser Adresse gibt es kein Feedback. Bitte prüfen Sie den Link.',
  homeLink: 'Zur Startseite',
} as const;

/** The answers to the feedback form posted without JavaScript (POST /api/feedback/form). */
export const feedbackFormPage = {
  successTitle: 'Feedback gesendet',
  successHeading: 'Vielen Dank für Ihr Feedback',
  confidentialSuccessHeading: 'Vielen Dank für Ihre Meldung',
  statusLink: 'Status Ihres Feedbacks ansehen',
  statusLinkNote: 'Speichern Sie diesen Link, wenn Sie später nachsehen möchten, was mit Ihrem Feedback geschehen ist. Nur wer den Link kennt, kann die Seite öffnen.',
  errorTitle: 'Feedback nicht gesendet',
  errorHeading: 'Ihr Feedback wurde nicht gesendet',
  resendHeading: 'Erneut senden',
  resendIntro: 'Ihre Eingaben sind erhalten. Prüfen Sie sie und senden Sie das Formular erneut ab.',
  descriptionLabel: 'Ihr Feedback',
  /** The barrier form's own label, as on /barriere-melden. */
  barrierDescriptionLabel: 'Beschreibung der Barriere',
  emailLabel: 'E-Mail für Rückfragen - Optional',
  honeypotLabel: 'Bitte leer lassen',
  submit: 'Erneut senden',
} as const;

/** The page a visitor without JavaScript sees when an answer to "War diese Seite hilfreich?" was not counted. */
export const helpfulPage = {
  documentTitle: 'Antwort nicht gezählt',
  heading: 'Ihre Antwort wurde nicht gezählt',
  backLink: 'Zurück zur Seite',
  homeLink: 'Zur Startseite',
} as const;

export const issueText = {
  titlePrefix: 'Feedback zu',
  pageLabel: 'Seite:',
  /** Exact marker the outbox searches for; do not translate or change (old issues carry it). */
  idMarker: 'feedback-id:',
} as const;

/** The server of the built site (site.ts): answers that are not pages of the site. */
export const siteText = {
  /** Without a 404 page in the build. */
  notFound: 'Seite nicht gefunden',
  /** Heading of the page for a refused request (400, 405, 413, 415, 431 …). */
  refusedHeading: 'Anfrage nicht möglich',
  /** Heading of the page for a failure of the server other than 500 (502, 503 …). */
  failedHeading: 'Technischer Fehler',
  methodNotAllowed: 'Diese Methode ist hier nicht erlaubt.',
  /** Error pages without the built 404 and 500 pages: title and heading, then the text. */
  siteTitle: 'Servicestandard',
  errorHeading: (status: number) => `Fehler ${status}`,
  serverError: 'Bei uns ist ein technischer Fehler aufgetreten. Bitte versuchen Sie es in einigen Minuten noch einmal.',
  notFoundText: 'Unter dieser Adresse gibt es keine Seite. Bitte prüfen Sie die Schreibweise in der Adresszeile.',
  /** Below the status code of the page for a refused request: why it was refused. */
  refusals: {
    400: 'Die Adresse oder die Anfrage ist fehlerhaft.',
    405: 'Diese Adresse kann nur aufgerufen werden. Daten nimmt sie nicht an.',
    413: 'Die gesendeten Daten sind zu umfangreich.',
    415: 'Die gesendeten Daten haben ein Format, das diese Adresse nicht annimmt.',
    431: 'Ihr Browser hat zu viele Zusatzangaben gesendet, meist zu viele oder zu große Cookies. Bitte löschen Sie die Cookies dieser Website und laden Sie die Seite neu.',
  } as Readonly<Partial<Record<number, string>>>,
  refusedOther: 'Diese Anfrage kann die Website nicht bearbeiten.',
} as const;

/**
 * The editors' area (Redaktion, service/src/editor/): pages for the ministry's team. The
 * status names follow the states of a feedback in the store.
 */
export const editorText = {
  siteTitle: 'Redaktion – Servicestandard',
  status: {
    stored: 'gespeichert',
    queued: 'in Warteschlange',
    sending: 'wird gesendet',
    published: 'veröffentlicht',
    failed: 'fehlgeschlagen',
  },
  erased: 'Daten gelöscht',
  nav: {
    label: 'Redaktion',
    feedback: 'Rückmeldungen',
    helpful: 'Seitenbewertungen',
    audit: 'Protokoll',
    messages: 'Nachrichten',
    reviews: 'Peer Reviews',
    signedInAs: 'Angemeldet als',
    signOut: 'Abmelden',
  },
  signIn: {
    title: 'Anmelden',
    heading: 'Anmeldung für die Redaktion',
    intro:
      'Dieser Bereich ist dem Team des Servicestandards im BMDS vorbehalten. Hier lesen Sie die Rückmeldungen aus den Formularen, ' +
      'beantworten Rückfragen und bearbeiten Anfragen zu personenbezogenen Daten.',
    oidc: 'Melden Sie sich mit Ihrem Konto auf openCode an.',
    button: 'Mit openCode anmelden',
    local:
      'Auf diesem Rechner melden Sie sich mit einem Anmeldelink an. Er steht im Terminal-Fenster, in dem Sie „npm start“ ausgeführt haben, ' +
      'in der Zeile, die mit „Redaktion: einmaliger Anmeldelink“ beginnt. Öffnen Sie ihn in einem Browser auf diesem Rechner. ' +
      'Der Link gilt 10 Minuten und nur einmal. Für einen neuen Link beenden Sie den Server in diesem Terminal-Fenster mit Strg+C ' +
      'und starten ihn mit „npm start“ neu; der neue Link erscheint wieder dort.',
    unavailable:
      'Die Anmeldung ist auf diesem Server nicht eingerichtet. Die Betreuung des Servers trägt die Verbindung zu openCode ein ' +
      '(siehe README, Abschnitt Redaktion).',
    signedOut: 'Sie sind abgemeldet.',
    expired: 'Ihre Sitzung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.',
    done: 'Sie sind angemeldet.',
    continue: 'Weiter zur Redaktion',
  },
  errors: {
    /** Heading, text and stable code of each refusal; the code is shown on the page. */
    REDAKTION_SIGN_IN_REQUIRED: {
      status: 401,
      heading: 'Bitte melden Sie sich an',
      text: 'Diese Aktion ist nur mit einer gültigen Anmeldung möglich. Ihre Sitzung ist abgelaufen oder Sie sind nicht angemeldet.',
    },
    REDAKTION_CSRF: {
      status: 403,
      heading: 'Anfrage abgelehnt',
      text: 'Der Anfrage fehlte das Sicherheitsmerkmal des Formulars, oder es passte nicht zu Ihrer Sitzung. Laden Sie die Seite neu und versuchen Sie es noch einmal.',
    },
    REDAKTION_FORBIDDEN: {
      status: 403,
      heading: 'Kein Zugang zur Redaktion',
      text: 'Sie sind bei openCode angemeldet, aber Ihr Konto ist nicht für die Redaktion freigeschaltet. Wenn Sie zum Team des Servicestandards gehören, bitten Sie die Betreuung des Servers, Ihr Konto oder Ihre Gruppe freizuschalten.',
    },
    REDAKTION_SIGN_IN_FAILED: {
      status: 400,
      heading: 'Anmeldung fehlgeschlagen',
      text: 'Die Anmeldung konnte nicht abgeschlossen werden: Die Antwort von openCode war ungültig, abgelaufen oder schon verwendet. Bitte melden Sie sich noch einmal an.',
    },
    REDAKTION_SIGN_IN_UNAVAILABLE: {
      status: 503,
      heading: 'Anmeldung zurzeit nicht möglich',
      text: 'openCode ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten noch einmal.',
    },
    REDAKTION_LINK_INVALID: {
      status: 403,
      heading: 'Anmeldelink ungültig',
      text:
        'Dieser Anmeldelink funktioniert nicht mehr. Ein Anmeldelink gilt nur einmal und nur 10 Minuten, und nur in einem Browser auf dem Rechner, auf dem der Server läuft. ' +
        'So erhalten Sie einen neuen: Gehen Sie in das Terminal-Fenster, in dem Sie „npm start“ ausgeführt haben, beenden Sie den Server dort mit Strg+C ' +
        'und starten Sie ihn mit „npm start“ neu. Der neue Link steht dann in diesem Fenster in der Zeile, die mit „Redaktion: einmaliger Anmeldelink“ beginnt.',
    },
    REDAKTION_INVALID_INPUT: {
      status: 400,
      heading: 'Ungültige Eingabe',
      text: 'Die Anfrage enthielt einen Wert, den die Redaktion nicht kennt. Bitte wählen Sie Filter und Aktionen über die Seite.',
    },
    REDAKTION_NOT_FOUND: {
      status: 404,
      heading: 'Rückmeldung nicht gefunden',
      text: 'Zu dieser Adresse gibt es keine Rückmeldung.',
    },
    REDAKTION_CONFLICT: {
      status: 409,
      heading: 'Gerade nicht möglich',
      text: 'Die Rückmeldung hat inzwischen einen anderen Stand, oder sie wird gerade an openCode gesendet. Laden Sie die Seite neu und versuchen Sie es noch einmal.',
    },
    REDAKTION_REVIEW_NOT_FOUND: {
      status: 404,
      heading: 'Anfrage nicht gefunden',
      text: 'Zu dieser Adresse gibt es keine Anfrage für ein Peer Review.',
    },
    // The reviewers review (issue 34, item 5).
    REDAKTION_ROLE_FORBIDDEN: {
      status: 403,
      heading: 'Nur für die Redaktion',
      text: 'Sie sind als prüfende Person angemeldet. Sie können die Peer Reviews öffnen, die Ihnen zugeordnet sind; die übrigen Seiten der Redaktion sind der Redaktion vorbehalten.',
    },
    // Not an error page: the review's page comes again with the typed text and each refused field marked.
    REDAKTION_ASSESSMENT_INVALID: {
      status: 422,
      heading: 'Einschätzung nicht gespeichert',
      text: 'Ihre Einschätzung wurde nicht gespeichert: Ein Text ist zu lang oder enthält unzulässige Zeichen, oder eine Einschätzung ist keine der fünf angebotenen. Ihr Text steht unten im Formular. Korrigieren Sie die markierten Felder und speichern Sie erneut.',
    },
    REDAKTION_ASSESSMENT_FORM: {
      status: 400,
      heading: 'Formular unvollständig',
      text: 'Das Formular dieses Kriteriums war unvollständig oder enthielt ein Feld, das es auf der Seite der Begutachtung nicht gibt. Laden Sie die Seite der Begutachtung neu und speichern Sie erneut.',
    },
    REDAKTION_REQUIREMENT_UNKNOWN: {
      status: 400,
      heading: 'Unbekannte Anforderung',
      text: 'Das Formular nannte eine Anforderung, die es in diesem Kriterium nicht gibt. Laden Sie die Seite der Begutachtung neu; sie zeigt die Anforderungen des aktuellen Servicestandards.',
    },
    REDAKTION_ASSESSMENT_VERSION: {
      status: 400,
      heading: 'Fassung unbekannt',
      text: 'Das Formular nannte eine Fassung dieses Kriteriums, die es nicht gibt. Laden Sie die Seite der Begutachtung neu und speichern Sie erneut.',
    },
    REDAKTION_ASSESSMENT_CLOSED: {
      status: 409,
      heading: 'Begutachtung abgeschlossen',
      text: 'Diese Begutachtung lässt sich nicht mehr ändern: Der Bericht ist abgestimmt, veröffentlicht oder die Anfrage ist geschlossen.',
    },
    REDAKTION_CATALOGUE_UNAVAILABLE: {
      status: 503,
      heading: 'Anforderungen nicht verfügbar',
      text: 'Die Liste der Anforderungen des Servicestandards fehlt auf diesem Server (die offenen Daten der gebauten Website). Ohne sie lässt sich keine Einschätzung speichern. Die Betreuung des Servers baut die Website neu.',
    },
    REDAKTION_REVIEW_TRANSITION: {
      status: 409,
      heading: 'Statuswechsel nicht möglich',
      text:
        'Aus dem Status, den die Anfrage jetzt hat, führt kein Weg zu dem gewählten Status, oder eine andere Person hat den Status inzwischen geändert. ' +
        'Laden Sie die Seite der Anfrage neu und wählen Sie einen der angebotenen Status.',
    },
    REDAKTION_REVIEW_NOT_SENT: {
      status: 409,
      heading: 'Bericht noch nicht übergeben',
      text:
        'Als „veröffentlicht“ lässt sich eine Anfrage erst markieren, wenn das Team der Veröffentlichung zugestimmt hat und der Bericht als Merge Request oder Datei übergeben ist. ' +
        'Sehen Sie unter „Veröffentlichung“ auf der Seite der Anfrage nach, ob die Übergabe gescheitert ist.',
    },
    REDAKTION_REVIEW_DATE_INVALID: {
      status: 400,
      heading: 'Termin fehlt',
      text: 'Für den Status „terminiert“ geben Sie bitte den Tag des Peer Reviews als gültiges Datum an (zum Beispiel 14.01.2027).',
    },
    REDAKTION_REVIEWERS_TOO_FEW: {
      status: 409,
      heading: 'Zu wenige Prüfende',
      text:
        'Ein Peer Review mit Termin braucht mindestens zwei Prüfende. Ordnen Sie der Anfrage zuerst mindestens zwei Prüfende zu; ' +
        'bei einer terminierten Anfrage kann eine Person erst entfernt werden, wenn danach noch zwei zugeordnet sind.',
    },
    REDAKTION_REVIEWERS_FULL: {
      status: 409,
      heading: 'Schon vier Prüfende',
      text: 'Einem Peer Review sind höchstens vier Prüfende zugeordnet. Entfernen Sie zuerst eine Person, wenn Sie eine andere zuordnen möchten.',
    },
    REDAKTION_REVIEWER_DUPLICATE: {
      status: 409,
      heading: 'Schon zugeordnet',
      text: 'Diese Person (dieselbe openCode-Kennung) ist der Anfrage bereits zugeordnet.',
    },
    REDAKTION_REVIEWER_NOT_ASSIGNED: {
      status: 409,
      heading: 'Nicht zugeordnet',
      text: 'Diese Person ist der Anfrage nicht (mehr) zugeordnet. Laden Sie die Seite der Anfrage neu.',
    },
    REDAKTION_REVIEW_CLOSED: {
      status: 409,
      heading: 'Anfrage abgeschlossen',
      text: 'Die Anfrage ist abgeschlossen (veröffentlicht, abgelehnt oder zurückgezogen). Ihr lassen sich keine Prüfenden mehr zuordnen.',
    },
    REDAKTION_REVIEWER_SUB_INVALID: {
      status: 400,
      heading: 'Kennung ungültig',
      text: 'Die Kennung ist die Nummer des openCode-Kontos der prüfenden Person (nur Ziffern, zum Beispiel 4711). Sie steht im Profil des Kontos auf openCode.',
    },
    REDAKTION_REVIEWER_NAME_INVALID: {
      status: 400,
      heading: 'Name ungültig',
      text: 'Bitte geben Sie den Namen der prüfenden Person an: 1 bis 200 Zeichen, ohne Steuerzeichen.',
    },
    // Publication of a report (issue 34, item 7).
    REDAKTION_PUBLICATION_NOT_POSSIBLE: {
      status: 409,
      heading: 'Veröffentlichung nicht möglich',
      text:
        'Erneut versuchen lässt sich nur eine Veröffentlichung, die fehlgeschlagen ist: Die Anfrage muss den Status „Bericht abgestimmt“ haben, ' +
        'und das Team muss der Veröffentlichung zugestimmt haben. Laden Sie die Seite der Anfrage neu.',
    },
    REDAKTION_PUBLICATION_FAILED: {
      status: 502,
      heading: 'Veröffentlichung fehlgeschlagen',
      text:
        'Der Prüfbericht ließ sich nicht veröffentlichen: openCode hat nicht geantwortet oder den Merge Request abgelehnt, oder die Datei ließ sich nicht schreiben. ' +
        'Die Anfrage bleibt im Status „Bericht abgestimmt“. Versuchen Sie es später auf der Seite der Anfrage noch einmal; der Grund steht im Protokoll des Servers.',
    },
    REDAKTION_RATE_LIMITED: {
      status: 429,
      heading: 'Zu viele Versuche',
      text: 'Von Ihrem Anschluss kamen in kurzer Zeit zu viele Anmeldeversuche. Bitte warten Sie eine Minute.',
    },
    REDAKTION_UNSUPPORTED: {
      status: 415,
      heading: 'Anfrage nicht lesbar',
      text: 'Die Redaktion nimmt nur ihre eigenen Formulare an. Bitte senden Sie das Formular auf der Seite ab.',
    },
    REDAKTION_STORE_UNAVAILABLE: {
      status: 503,
      heading: 'Zurzeit nicht erreichbar',
      text: 'Der Speicher des Feedback-Dienstes ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten noch einmal.',
    },
    REDAKTION_INTERNAL: {
      status: 500,
      heading: 'Fehler auf dem Server',
      text: 'Bei der Bearbeitung ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal; bleibt der Fehler, wenden Sie sich an die Betreuung des Servers.',
    },
  },
  errorCode: 'Fehlercode:',
  toSignIn: 'Zur Anmeldung',
  toOverview: 'Zur Übersicht der Rückmeldungen',
  list: {
    title: 'Rückmeldungen',
    filterHeading: 'Filtern',
    statusLabel: 'Status',
    pageLabel: 'Seite',
    all: 'alle',
    allPages: 'alle Seiten',
    apply: 'Anzeigen',
    reset: 'Filter zurücksetzen',
    count: (shown: number, total: number) =>
      total === 0 ? 'Keine Rückmeldung passt zum Filter.' : total === 1 ? '1 Rückmeldung.' : `${total} Rückmeldungen, davon ${shown} auf dieser Seite.`,
    caption: 'Rückmeldungen, neueste zuerst',
    contactLabel: 'Rückfrage',
    contactOptions: { '': 'alle', ja: 'kontaktiert', nein: 'nicht kontaktiert' },
    columns: {
      received: 'Eingang',
      page: 'Seite',
      text: 'Text',
      status: 'Status',
      labels: 'Labels',
      followUp: 'Rückfrage',
      issue: 'Issue',
      lastError: 'Letzter Fehler',
    },
    noLabels: 'keine',
    textErased: 'Text gelöscht',
    textEmpty: 'kein Text',
    followUp: { none: 'keine E-Mail', open: 'E-Mail vorhanden', contacted: 'kontaktiert' },
    noIssue: 'noch keins',
    noError: '–',
    detailsOf: (date: string) => `Rückmeldung vom ${date} öffnen`,
    pagination: 'Weitere Rückmeldungen',
    newer: 'Neuere',
    older: 'Ältere',
  },
  issuesDue: {
    title: 'Vertrauliche Issues auf openCode löschen',
    intro: (count: number, months: number) =>
      `${count === 1 ? 'Dieses Issue einer Barriere-Meldung wurde' : `Diese ${count} Issues von Barriere-Meldungen wurden`} vor mehr als ${months} Monaten geschlossen. ` +
      'Die Datenschutzerklärung sagt zu, dass sie dann gelöscht werden, doch openCode lässt den Feedback-Dienst mit seinem Token nicht löschen. ' +
      'Bitte löschen Sie sie auf openCode (im Issue unter „Issue löschen“; das dürfen nur Personen mit der Rolle Owner im Projekt). ' +
      'Bei seiner täglichen Prüfung bemerkt der Dienst die Löschung, danach steht das Issue nicht mehr hier.',
    item: (iid: number) => `Issue ${iid}`,
    closed: 'geschlossen am',
    feedback: 'Rückmeldung ansehen',
  },
  detail: {
    title: (date: string) => `Rückmeldung vom ${date}`,
    facts: 'Angaben',
    page: 'Seite',
    received: 'Eingang',
    status: 'Status',
    labels: 'Labels',
    issue: 'Issue auf openCode',
    attempts: 'Sendeversuche',
    lastError: 'Letzter Fehler',
    erasedAt: 'Personenbezogene Daten gelöscht am',
    description: 'Beschreibung',
    descriptionErased: 'Die Beschreibung wurde auf Anfrage gelöscht.',
    descriptionEmpty: 'Keine Beschreibung.',
    followUp: 'Rückfrage',
    email: 'E-Mail-Adresse',
    noEmail: 'Die Person hat keine E-Mail-Adresse angegeben.',
    emailErased: 'Die E-Mail-Adresse wurde gelöscht.',
    emailNote: 'Die Adresse steht nur hier. Sie wird 6 Monate nach dem Absenden gelöscht und nie veröffentlicht.',
    contactedSince: (date: string) => `Kontaktiert am ${date}.`,
    notContacted: 'Noch nicht kontaktiert.',
    markContacted: 'Als kontaktiert markieren',
    unmarkContacted: 'Markierung „kontaktiert“ entfernen',
    retryHeading: 'Veröffentlichung',
    retryText: 'Die Veröffentlichung auf openCode ist fehlgeschlagen. Nach einer Korrektur (etwa des Tokens oder der Projekt-Einstellungen) können Sie sie erneut anstoßen.',
    retry: 'Erneut veröffentlichen',
    retryNoGitLab: 'Dieser Server ist nicht mit openCode verbunden; erneutes Senden ist hier nicht möglich.',
    eraseHeading: 'Personenbezogene Daten löschen',
    eraseText: 'Bittet die Person um Löschung ihrer Daten (Art. 17 DSGVO), löschen Sie hier E-Mail-Adresse und Beschreibung dieser Rückmeldung.',
    eraseLink: 'Löschung vorbereiten',
    erasedAlready: 'Die personenbezogenen Daten dieser Rückmeldung sind bereits gelöscht.',
    back: 'Zurück zur Übersicht',
    done: {
      contacted: 'Die Rückmeldung ist als kontaktiert markiert.',
      'not-contacted': 'Die Markierung „kontaktiert“ ist entfernt.',
      retry: 'Die Rückmeldung steht wieder in der Warteschlange und wird gleich an openCode gesendet.',
      erased:
        'Gelöscht: Die E-Mail-Adresse und die Beschreibung dieser Rückmeldung sind aus dem Feedback-Dienst entfernt. ' +
        'Seite, Zeitpunkt und Labels bleiben für die Übersicht erhalten. Die Löschung steht im Protokoll.',
    },
    doneTitle: 'Erledigt',
    issueStillThere: 'Das Issue auf openCode enthält die Beschreibung weiterhin. Bearbeiten oder löschen Sie es dort:',
    neverPublished: 'Die Rückmeldung war noch nicht veröffentlicht und wird nun auch nicht mehr an openCode gesendet.',
  },
  erase: {
    title: 'Personenbezogene Daten löschen',
    which: (date: string, page: string) => `Rückmeldung vom ${date} zur Seite ${page}.`,
    intro: 'Sie löschen die personenbezogenen Daten dieser Rückmeldung auf Anfrage der Person (Art. 17 DSGVO):',
    items: ['die E-Mail-Adresse für Rückfragen', 'die Beschreibung'],
    keeps: 'Seite, Zeitpunkt, Labels und Status bleiben erhalten. Die Löschung lässt sich nicht rückgängig machen.',
    whatHeading: 'Diese Daten werden gelöscht',
    email: 'E-Mail-Adresse',
    noEmail: 'keine angegeben',
    description: 'Beschreibung',
    noDescription: 'keine Beschreibung',
    published: 'Diese Rückmeldung ist auf openCode veröffentlicht. Das Issue löschen Sie dort selbst; dieser Schritt entfernt nur die Kopie im Feedback-Dienst.',
    queued: 'Diese Rückmeldung ist noch nicht veröffentlicht. Nach der Löschung wird sie nicht mehr an openCode gesendet.',
    confirm: 'Endgültig löschen',
    cancel: 'Abbrechen',
  },
  audit: {
    title: 'Protokoll',
    intro:
      'Jede Aktion in der Redaktion, dazu die Antwort eines Teams auf den Entwurf seines Prüfberichts und die Übergabe des Berichts danach: wer, was, wann. Daten der Personen, die Rückmeldungen oder Anfragen geschickt haben, stehen nicht darin. Einträge werden nach einem Jahr gelöscht.',
    caption: 'Aktionen, neueste zuerst',
    columns: { at: 'Zeitpunkt', who: 'Wer', action: 'Aktion', feedback: 'Betrifft' },
    empty: 'Noch keine Einträge.',
    none: '–',
    actions: {
      'sign-in': 'angemeldet',
      'sign-out': 'abgemeldet',
      'email-shown': 'E-Mail-Adresse angezeigt',
      contacted: 'als kontaktiert markiert',
      'not-contacted': 'Markierung „kontaktiert“ entfernt',
      retry: 'Veröffentlichung erneut angestoßen',
      erase: 'personenbezogene Daten gelöscht',
      'helpful-export': 'Seitenbewertungen als CSV heruntergeladen',
      'review-state': 'Status eines Peer Reviews geändert',
      'review-reviewer-added': 'prüfende Person zugeordnet',
      'review-reviewer-removed': 'prüfende Person entfernt',
      'review-draft-saved': 'Einschätzung zu einem Kriterium gespeichert',
      'review-consent': 'Einverständnis zur Nennung im Prüfbericht geändert',
      'review-publication': 'Veröffentlichung eines Prüfberichts erneut versucht',
      'review-agreement': 'Antwort auf den Entwurf des Prüfberichts',
      'review-handover': 'Übergabe des Prüfberichts nach der Zustimmung',
    },
    /** Who made an entry without a signed-in person (AUDIT_SYSTEM_SUBJECTS). */
    systemActors: { statusseite: 'Team (über seine Statusseite)', dienst: 'Dienst (automatisch)' },
    /** The team's answer, as the entry 'review-agreement' names it. */
    agreement: { publish: 'Zustimmung', publishWithheld: 'Zustimmung ohne Namen von Service und Behörde', decline: 'keine Zustimmung' },
    /** What an entry changed, after the action. */
    detail: (text: string) => `: ${text}`,
    reviewLink: (id: string) => `Peer Review ${id}`,
  },
  /** The e-mails the service wrote (GET /redaktion/nachrichten), service/src/mail/. */
  messages: {
    title: 'Nachrichten',
    intro: 'E-Mails, die der Dienst an Teams geschrieben hat, die ein Peer Review angefragt haben, neueste zuerst.',
    smtp: 'Der Dienst sendet sie über den eingerichteten SMTP-Server. Was der Server nicht annimmt, versucht er später erneut, bis der Server sie annimmt oder endgültig ablehnt.',
    noSmtp: (dir: string) =>
      `Auf diesem Server ist kein SMTP-Server eingerichtet (MAIL_SMTP_URL, MAIL_FROM). Die Nachrichten werden nicht gesendet, sondern nur als Dateien im Verzeichnis ${dir} abgelegt. ` +
      'Bitte leiten Sie sie von hier aus selbst weiter.',
    caption: 'Nachrichten, neueste zuerst',
    columns: { date: 'Geschrieben', to: 'An', subject: 'Betreff', state: 'Stand' },
    states: { sent: 'gesendet', waiting: 'wartet', unsent: 'nicht gesendet' },
    notConfigured: 'kein SMTP-Server eingerichtet',
    empty: 'Noch keine Nachrichten.',
    facts: 'Angaben',
    to: 'An',
    date: 'Geschrieben',
    state: 'Stand',
    attempts: 'Zustellversuche',
    lastError: 'Letzter Fehler',
    noError: 'keiner',
    text: 'Text',
    back: 'Zurück zu den Nachrichten',
  },
  helpful: {
    title: 'Seitenbewertungen',
    intro:
      'Antworten auf die Frage „War diese Seite hilfreich?“ unter den Inhaltsseiten, gezählt je Seite und Kalenderwoche ' +
      '(nach ISO 8601 von Montag bis Sonntag; der Tag einer Antwort zählt nach koordinierter Weltzeit, UTC). ' +
      'Gespeichert sind nur diese Zahlen: kein Text, keine IP-Adresse, kein Cookie, also keine personenbezogenen Daten.',
    filterHeading: 'Seite wählen',
    pageLabel: 'Seite',
    allPages: 'alle Seiten',
    apply: 'Anzeigen',
    reset: 'Alle Seiten anzeigen',
    summary: (ja: number, nein: number, weeks: number) =>
      `${ja + nein} ${ja + nein === 1 ? 'Antwort' : 'Antworten'} in ${weeks} ${weeks === 1 ? 'Woche' : 'Wochen'}: ${ja} Ja, ${nein} Nein.`,
    empty: 'Noch keine Antworten.',
    emptyPage: 'Zu dieser Seite gibt es noch keine Antworten.',
    chartHeading: 'Verlauf',
    chartCaption: (scope: string, weeks: number) =>
      `Antworten je Woche, ${scope}, ${weeks === 1 ? 'eine Woche' : `die letzten ${weeks} Wochen mit Antworten`}, neueste oben. Balken: Ja links, Nein rechts daneben.`,
    chartScopeAll: 'alle Seiten zusammen',
    chartScopePage: (page: string) => `Seite ${page}`,
    chartWeek: (week: string, ja: number, nein: number) => `${week}: ${ja} Ja, ${nein} Nein`,
    chartBar: (ja: number, nein: number) => `${ja} Ja · ${nein} Nein`,
    legend: { ja: 'Ja', nein: 'Nein' },
    tableHeading: 'Zahlen je Seite und Woche',
    caption: 'Antworten je Seite und Woche, neueste Woche zuerst',
    columns: { page: 'Seite', week: 'Woche', ja: 'Ja', nein: 'Nein', share: 'Anteil Ja' },
    pagination: 'Weitere Wochen',
    newer: 'Neuere',
    older: 'Ältere',
    exportHeading: 'Herunterladen',
    exportText:
      'Die Tabelle mit allen Zeilen der gewählten Seiten als CSV-Datei (UTF-8, Semikolon als Trennzeichen) für Tabellenkalkulationen. ' +
      'Das Herunterladen steht im Protokoll.',
    exportLink: 'Seitenbewertungen als CSV herunterladen',
  },
  /** The Redaktion plans peer reviews (GET /redaktion/peer-reviews and /redaktion/peer-reviews/:id). */
  reviews: {
    title: 'Peer Reviews',
    intro: 'Anfragen von Teams für ein Peer Review, neueste zuerst. Planen Sie hier Termin und Prüfende; jede Änderung steht im Protokoll.',
    filterHeading: 'Filtern',
    stateLabel: 'Status',
    levelLabel: 'Ebene',
    phaseLabel: 'Phase',
    all: 'alle',
    apply: 'Anzeigen',
    reset: 'Filter zurücksetzen',
    count: (shown: number, total: number) =>
      total === 0 ? 'Keine Anfrage passt zum Filter.' : total === 1 ? '1 Anfrage.' : `${total} Anfragen, davon ${shown} auf dieser Seite.`,
    caption: 'Anfragen für ein Peer Review, neueste zuerst',
    columns: { received: 'Eingang', service: 'Service', authority: 'Behörde', level: 'Ebene', phase: 'Phase', state: 'Status', reviewers: 'Prüfende' },
    openLabel: (service: string, date: string) => `Anfrage „${service}“ vom ${date} öffnen`,
    scheduledOn: (date: string) => `am ${date}`,
    pagination: 'Weitere Anfragen',
    newer: 'Neuere',
    older: 'Ältere',
    detail: {
      title: (service: string) => `Peer Review: ${service}`,
      facts: 'Angaben des Teams',
      service: 'Service',
      authority: 'Behörde',
      level: 'Ebene',
      phase: 'Phase',
      goal: 'Ziel des Reviews',
      criteria: 'Kriterien, bei denen das Team unsicher ist',
      criteriaNone: 'keine genannt',
      criterion: (n: number) => `Kriterium ${n}`,
      timeWindows: 'Mögliche Zeiträume',
      contact: 'Ansprechperson',
      contactErased: 'Name und E-Mail-Adresse sind gelöscht.',
      received: 'Eingegangen am',
      noneGiven: 'keine Angabe',
      selbstcheck: 'Selbstcheck des Teams',
      selbstcheckNone: 'Das Team hat keinen Selbstcheck angehängt.',
      selbstcheckIntro: (count: number) => (count === 1 ? 'Das Team hat eine Bewertung angehängt:' : `Das Team hat ${count} Bewertungen angehängt:`),
      selbstcheckItem: (service: string, answers: number, criteria: number) =>
        `„${service}“: ${answers} ${answers === 1 ? 'Antwort' : 'Antworten'} zu ${criteria} ${criteria === 1 ? 'Kriterium' : 'Kriterien'}`,
      selbstcheckCounts: (ja: number, teilweise: number, nein: number, nichtRelevant: number) =>
        `ja ${ja}, teilweise ${teilweise}, nein ${nein}, nicht relevant ${nichtRelevant}`,
      selbstcheckUpdated: (date: string) => `zuletzt geändert ${date}`,
      selbstcheckDownload: 'Selbstcheck als JSON-Datei herunterladen',
      stateHeading: 'Status',
      stateNow: 'Jetzt:',
      stateClosed: 'Die Anfrage ist abgeschlossen; ihr Status lässt sich nicht mehr ändern.',
      stateTeamDecides:
        'Jetzt entscheidet das Team: Es liest den Entwurf des Berichts auf der Seite mit dem Stand seiner Anfrage und stimmt der Veröffentlichung zu oder nicht. Seine Antwort ändert den Status. ' +
        'Sie können die Begutachtung an die Prüfenden zurückgeben („terminiert“) oder die Anfrage schließen („zurückgezogen“), wenn das Team nicht antwortet.',
      stateNotPublished: 'Das Team hat der Veröffentlichung des Berichts nicht zugestimmt. Die Anfrage ist damit abgeschlossen.',
      newState: 'Neuer Status',
      dateLabel: 'Tag des Peer Reviews',
      dateHint: 'Nur für „terminiert“ nötig. Das Team erhält dann eine E-Mail mit dem Termin.',
      stateSubmit: 'Status ändern',
      stateNeedsReviewers: 'Für „terminiert“ braucht die Anfrage mindestens zwei Prüfende.',
      reviewersHeading: 'Prüfende',
      reviewersIntro: 'Zwei bis vier Personen prüfen einen Service. Sie melden sich mit ihrem openCode-Konto an; dessen Kennung (eine Nummer) steht im Profil auf openCode.',
      reviewersNone: 'Noch keine Prüfenden zugeordnet.',
      reviewersCaption: 'Zugeordnete Prüfende',
      reviewerColumns: { name: 'Name', sub: 'openCode-Kennung', assigned: 'Zugeordnet', action: 'Aktion' },
      reviewerAssigned: (date: string, by: string) => `${date} von ${by}`,
      reviewerRemove: (name: string) => `${name} entfernen`,
      reviewerAdd: 'Prüfende Person zuordnen',
      reviewerSubLabel: 'openCode-Kennung',
      reviewerSubHint: 'Nur Ziffern, zum Beispiel 4711.',
      reviewerNameLabel: 'Name',
      reviewerAddSubmit: 'Zuordnen',
      reviewersFull: 'Der Anfrage sind vier Prüfende zugeordnet, mehr sind nicht möglich.',
      reviewersClosed: 'Die Anfrage ist abgeschlossen.',
      back: 'Zurück zu den Peer Reviews',
      doneTitle: 'Erledigt',
      done: {
        state: (state: string) => `Der Status ist jetzt „${state}“.`,
        scheduled: (state: string, date: string) => `Der Status ist jetzt „${state}“, Termin am ${date}. Das Team erhält eine E-Mail mit dem Termin.`,
        'reviewer-added': 'Die Person ist als prüfende Person zugeordnet.',
        'reviewer-removed': 'Die Person ist nicht mehr zugeordnet.',
      },
    },
  },
  localEditor: 'Anmeldung über Einmal-Link (lokal)',
  localLink: (url: string) => `Redaktion: einmaliger Anmeldelink, 10 Minuten gültig, nur auf diesem Rechner: ${url}`,
} as const;

/**
 * Publication of a peer-review report (issue 34, item 7): the texts GitLab receives (fixed text and
 * the report's id only, so nothing typed by a team or a reviewer acts as a quick action or mention
 * there), the publisher's refusals and the Redaktion's section on a request's page.
 */
export const publicationText = {
  commitMessage: (reportId: string) => `Prüfbericht ${reportId} hinzufügen`,
  mergeRequestTitle: (reportId: string) => `Prüfbericht ${reportId} veröffentlichen`,
  mergeRequestDescription: (reportId: string, filePath: string) =>
    [
      `Dieser Merge Request fügt den Prüfbericht \`${reportId}\` eines Peer Reviews der Sammlung \`pruefberichte\` hinzu (Datei \`${filePath}\`).`,
      'Das Team hat der Veröffentlichung zugestimmt; die Redaktion des Feedback-Dienstes hat den Merge Request automatisch geöffnet.',
      `Nach dem Merge erscheint der Bericht mit dem nächsten Build der Website unter \`/pruefberichte/${reportId}\`.`,
    ].join('\n\n'),
  invalidReport: 'Der Prüfbericht entspricht nicht dem Format der Sammlung pruefberichte und wird nicht veröffentlicht:',
  unknownRequest: 'Zu dieser Anfrage gibt es keinen Eintrag.',
  notAgreed: 'Die Anfrage hat nicht den Status „Bericht abgestimmt“; der Bericht wird nicht veröffentlicht.',
  /** The section on a request's page in the Redaktion. */
  section: {
    heading: 'Veröffentlichung',
    mergeRequest: 'Merge Request',
    mergeRequestOpened: 'geöffnet; nach dem Merge erscheint der Bericht mit dem nächsten Build der Website.',
    file: 'Datei',
    fileWritten: 'geschrieben; der Bericht erscheint mit dem nächsten Build der Website.',
    publishedAt: (date: string) => `Übergeben am ${date}.`,
    markPublished: 'Sobald der Bericht unter „Prüfberichte“ auf der Website steht, setzen Sie den Status oben auf „veröffentlicht“. Dann erhält das Team die E-Mail mit dem Link zum Bericht.',
    failed: (date: string) =>
      `Die Übergabe zur Veröffentlichung ist am ${date} fehlgeschlagen. Die Anfrage bleibt im Status „Bericht abgestimmt“, bis der Bericht übergeben ist.`,
    pending: 'Die Übergabe zur Veröffentlichung läuft oder wurde unterbrochen.',
    retry: 'Erneut versuchen',
  },
} as const;
