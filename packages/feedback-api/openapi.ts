/**
 * The feedback API as an OpenAPI 3.1 document, generated from the zod schemas of this contract as
 * the service's routes declare them (the service hands over every route it registers, so a new
 * route, status or field appears without a second description). JSON Schema via zod's own
 * toJSONSchema (draft 2020-12, the dialect of OpenAPI 3.1). Custom checks that JSON Schema cannot
 * express (allowed projects and labels, the page path, the e-mail address) are added from the
 * same limits and rules the checks use. Summaries and descriptions are German, for the people
 * who read the document; code paths stay English.
 */
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { ERROR_CODES } from './errors.ts';
import { FEEDBACK_LABELS, FEEDBACK_LIMITS, FEEDBACK_PROJECT_ID } from './limits.ts';
import { formTokenSchema } from './form.ts';
import { errorResponseSchema, htmlDocumentSchema, SITE_PATH, type FeedbackRequestRules } from './schemas.ts';
import { reportPdfSchema } from './review.ts';

/** A route as the service registered it: method, full path (Fastify syntax, /api/feedback/:id) and its zod schemas. */
export interface ApiRoute {
  method: string;
  url: string;
  schema?: {
    body?: unknown;
    params?: unknown;
    querystring?: unknown;
    response?: Record<string | number, unknown>;
  };
}

/** German texts per operation ("GET /api/challenge"); a route without entry still appears, with its method and path as summary. */
const OPERATIONS: Record<string, { summary: string; description: string }> = {
  'GET /challenge': {
    summary: 'Sicherheitsprüfung abholen',
    description:
      'Gibt eine Aufgabe für den Proof of Work aus: Der Client sucht eine Zahl n unter difficulty, für die SHA-256(salt + ":" + n) gleich challenge ist, und sendet sie mit dem Feedback. Jede Aufgabe gilt einmal und nur für begrenzte Zeit.',
  },
  'POST /feedback': {
    summary: 'Feedback senden',
    description:
      'Nimmt ein Feedback zu einer Seite der Website an, speichert es und veröffentlicht es, wenn GitLab eingerichtet ist, als Issue auf openCode. Die Antwort nennt die Adresse einer Statusseite. Unbekannte Felder lehnt der Dienst ab.',
  },
  'GET /feedback/{id}': {
    summary: 'Statusseite eines Feedbacks',
    description: 'HTML-Seite für Menschen im Layout der Website: nennt den Status in Worten (gespeichert, wartet auf Veröffentlichung, veröffentlicht mit dem Link zum Issue, vertraulich weitergeleitet, fehlgeschlagen), was als Nächstes geschieht, und führt zurück zur Seite, um die es ging. Eine unbekannte Id ergibt eine deutsche 404-Seite.',
  },
  'POST /feedback/form': {
    summary: 'Feedback ohne JavaScript senden',
    description:
      'Nimmt das Feedback-Formular als gewöhnliches HTML-Formular an (application/x-www-form-urlencoded), mit denselben Prüfungen, Meldungen und Grenzen wie POST /feedback. Statt des Proof of Work trägt es ein signiertes Formular-Token aus GET /feedback/form-token (mindestens 3 Sekunden und höchstens 2 Stunden alt, nur einmal gültig) und ein leeres Feld homepage, das Menschen nicht sehen. Antwortet mit einer deutschen HTML-Seite: Erfolg mit dem Link zur Statusseite (201) oder der Fehler mit dem eingegebenen Text zum erneuten Senden.',
  },
  'GET /feedback/form-token': {
    summary: 'Formular-Token für eine Seite',
    description:
      'Ein frisches Formular-Token für das Feedback-Formular der Seite seite, als Text. Der Webserver setzt es beim Ausliefern in jede Seite mit dem Formular ein (nginx per SSI). Je Client und Minute gibt der Dienst höchstens so viele Tokens aus, wie FEEDBACK_RATE_LIMIT_FORM_TOKEN erlaubt (Standard 60), danach 429.',
  },
  'POST /peer-review': {
    summary: 'Peer Review anfragen',
    description:
      'Nimmt die Anfrage eines Teams für ein Peer Review als JSON an, mit gelöster Sicherheitsprüfung wie POST /feedback und unter derselben Grenze je Client. Optional mit der Export-Datei des Selbstchecks, geprüft gegen ihr Schema. Antwortet mit der Adresse der Statusseite (128 zufällige Bits, nur dem Team bekannt).',
  },
  'POST /peer-review/form': {
    summary: 'Peer Review ohne JavaScript anfragen',
    description:
      'Dieselbe Anfrage als gewöhnliches HTML-Formular (application/x-www-form-urlencoded) mit Formular-Token und leerem Feld homepage wie POST /feedback/form; die angekreuzten Kriterien als wiederholtes Feld criteria, der Selbstcheck als JSON-Text. Erfolg: Weiterleitung (303) auf die Statusseite; ein Fehler: deutsche Seite mit der Meldung an jedem Feld und den Eingaben zum erneuten Senden.',
  },
  'GET /peer-review/status/{token}': {
    summary: 'Statusseite einer Anfrage für ein Peer Review',
    description:
      'Deutsche HTML-Seite mit dem Stand der Anfrage und den gesendeten Angaben; nicht zu indexieren, nie zwischengespeichert. Ein unbekanntes Token bekommt die Seite 404. Ist das Peer Review gemacht, zeigt sie den Bericht (bis zur Antwort des Teams als Entwurf) und das Formular für die Antwort.',
  },
  'GET /peer-review/status/{token}/bericht.pdf': {
    summary: 'Prüfbericht einer Anfrage als PDF',
    description:
      'Der Bericht der Statusseite als getaggtes PDF (A4, Deutsch), zum Anzeigen im Browser (Content-Disposition inline); bis zur Zustimmung des Teams auf jeder Seite als Entwurf markiert. Nicht zu indexieren, nie zwischengespeichert. Vor dem Peer Review und bei unbekanntem Token die Seite 404.',
  },
  'POST /peer-review/status/{token}/zustimmung': {
    summary: 'Antwort des Teams auf den Entwurf des Prüfberichts',
    description:
      'Gewöhnliches HTML-Formular der Statusseite (application/x-www-form-urlencoded) mit Formular-Token für diese Anfrage und leerem Feld homepage: choice zustimmen oder ablehnen, withholdName=ja, wenn der Name des Service und der Behörde nicht genannt werden soll. Nur einmal und nur im Stand „begutachtet“. Erfolg: Weiterleitung (303) auf die Statusseite; ein Fehler: die Statusseite mit der Meldung.',
  },
  'POST /helpful': {
    summary: 'Antwort auf „War diese Seite hilfreich?“ zählen',
    description:
      'Zählt eine Antwort („ja“ oder „nein“) für eine Seite der Website, je Seite und Tag; gespeichert wird nur der Zähler, kein Text, keine Adresse, kein Cookie. ' +
      'Das Skript der Seite sendet JSON und erhält 201. Ohne JavaScript sendet das Formular der Seite dieselben zwei Felder als application/x-www-form-urlencoded; ' +
      'dann antwortet der Dienst mit 303 und leitet zurück auf die Seite und ihren Dank-Anker, einen Fehler zeigt er als deutsche HTML-Seite. ' +
      'Anfragen von fremden Websites werden abgelehnt (403).',
  },
  'GET /helpful': {
    summary: 'Antworten auf „War diese Seite hilfreich?“ je Seite',
    description:
      'Die Summen je Seite seit der ersten Antwort, mit erstem und letztem Tag; dieselben offenen Daten wie /daten/hilfreich.json. Höchstens einmal pro Minute neu berechnet.',
  },
  'GET /health': {
    summary: 'Zustand des Dienstes',
    description: 'Für den Betrieb: Speicher, GitLab-Anbindung und Zahl der Rückmeldungen je Zustand der Warteschlange. 503, wenn der Speicher nicht antwortet.',
  },
  'GET /openapi.json': {
    summary: 'Dieses Dokument',
    description: 'Die Beschreibung der Schnittstelle als OpenAPI 3.1.',
  },
};

const STATUS_TEXTS: Record<string, string> = {
  200: 'Erfolg',
  201: 'Angenommen',
  303: 'Weiterleitung',
  400: 'Fehlerhafte Anfrage',
  403: 'Nicht erlaubt',
  404: 'Nicht gefunden',
  409: 'Schon verwendet',
  410: 'Abgelaufen',
  413: 'Zu groß',
  415: 'Falsches Format',
  422: 'Angaben ungültig',
  429: 'Zu viele Anfragen',
  500: 'Fehler im Dienst',
  503: 'Vorübergehend nicht verfügbar',
};

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema {
  // OpenAPI 3.1 documents are draft 2020-12 throughout; the per-schema dialect is left out.
  const generated: JsonSchema = z.toJSONSchema(schema as $ZodType, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  delete generated['$schema'];
  return generated;
}

/** What the custom checks of POST /feedback allow, in JSON Schema terms. */
function feedbackBodyHints(rules: FeedbackRequestRules): Record<string, JsonSchema> {
  const { pagePathMax, labelsMax, emailMax, descriptionMax } = FEEDBACK_LIMITS;
  return {
    projectId: { type: 'integer', enum: [...(rules.projectIds ?? [FEEDBACK_PROJECT_ID])], description: 'GitLab-Projekt, in dem das Feedback erscheint' },
    pagePath: { type: 'string', maxLength: pagePathMax, pattern: SITE_PATH.source, description: 'Pfad der Seite (mit Query), zu der das Feedback gehört; nur Seiten der Website' },
    labels: { type: 'array', maxItems: labelsMax, items: { type: 'string', enum: [...(rules.labels ?? FEEDBACK_LABELS)] }, description: 'Kategorien; "barriere" für gemeldete Barrieren. Wiederholungen zählen einmal.' },
    description: { type: 'string', minLength: 1, maxLength: descriptionMax, description: 'Das Feedback; Leerraum am Anfang und Ende zählt nicht' },
    email: { anyOf: [{ type: 'string', const: '' }, { type: 'string', format: 'email', maxLength: emailMax }], description: 'Leer oder eine E-Mail-Adresse für Rückfragen' },
    challenge: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'Die Aufgabe aus GET /challenge' },
    challengeSolution: { type: 'string', pattern: '^[0-9]{1,16}$', description: 'Die Lösung n der Aufgabe, dezimal' },
  };
}

/**
 * Operations that also take the plain form post of a page without JavaScript: the request body in
 * both media types, the redirect back to the page (303), and errors as an HTML page for the form.
 */
const FORM_POSTS: Record<string, { redirect: string; location: string }> = {
  'POST /helpful': {
    redirect: 'Nur bei einem Formular (application/x-www-form-urlencoded): gezählt, Weiterleitung zurück auf die Seite und ihren Dank-Anker',
    location: 'Adresse der Seite mit dem Anker #hilfreich-ja oder #hilfreich-nein',
  },
};
const FORM = 'application/x-www-form-urlencoded';

/** /api/feedback/:id → /api/feedback/{id} */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export interface OpenApiOptions {
  /** Where the API is mounted, e.g. /api; operation texts are keyed without it. */
  prefix: string;
  /** The public address the service answers at (FEEDBACK_PUBLIC_URL). */
  serverUrl: string;
  /** The version of the service. */
  version: string;
  /** The projects and labels this service accepts. */
  rules?: FeedbackRequestRules;
}

/** The answer of GET /openapi.json: an OpenAPI 3.1 document (checked in full by the lint test, not here). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** The OpenAPI 3.1 document of the given routes (HEAD and OPTIONS routes are left out). */
export function openApiDocument(routes: readonly ApiRoute[], options: OpenApiOptions): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorRef = { $ref: '#/components/schemas/Error' };
  for (const route of routes) {
    const method = route.method.toLowerCase();
    if (method === 'head' || method === 'options' || !route.url.startsWith(options.prefix)) continue;
    const path = openApiPath(route.url);
    const key = `${route.method.toUpperCase()} ${path.slice(options.prefix.length)}`;
    const texts = OPERATIONS[key] ?? { summary: key, description: '' };
    const schema = route.schema ?? {};
    const operation: Record<string, unknown> = {
      operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, ''),
      summary: texts.summary,
      ...(texts.description ? { description: texts.description } : {}),
    };
    const parameters: unknown[] = [];
    for (const [location, source] of [['path', schema.params], ['query', schema.querystring]] as const) {
      if (!source) continue;
      const object = jsonSchema(source, 'input');
      const required = new Set((object['required'] as string[] | undefined) ?? []);
      for (const [name, property] of Object.entries((object['properties'] as Record<string, JsonSchema> | undefined) ?? {})) {
        parameters.push({ name, in: location, required: location === 'path' || required.has(name), schema: property });
      }
    }
    if (parameters.length) operation['parameters'] = parameters;
    if (schema.body) {
      const body = jsonSchema(schema.body, 'input');
      if (key === 'POST /feedback') {
        const properties = body['properties'] as Record<string, JsonSchema>;
        for (const [name, hint] of Object.entries(feedbackBodyHints(options.rules ?? {}))) if (properties[name]) properties[name] = hint;
      }
      // POST /feedback/form and /peer-review/form are only forms; the helpful answer takes JSON and, from a page without JavaScript, the same fields as a form.
      const formOnly = key === 'POST /feedback/form' || key === 'POST /peer-review/form' || key === 'POST /peer-review/status/{token}/zustimmung';
      const content: Record<string, unknown> = formOnly ? { [FORM]: { schema: body } } : { 'application/json': { schema: body } };
      if (FORM_POSTS[key]) content[FORM] = { schema: body };
      operation['requestBody'] = { required: true, content };
    }
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(schema.response ?? {})) {
      const description = STATUS_TEXTS[status] ?? `Status ${status}`;
      if (response === errorResponseSchema) responses[status] = { description, content: { 'application/json': { schema: errorRef } } };
      else if (response === htmlDocumentSchema) responses[status] = { description, content: { 'text/html': { schema: { type: 'string' } } } };
      else if (response === formTokenSchema) responses[status] = { description, content: { 'text/plain': { schema: { type: 'string' } } } };
      else if (response === reportPdfSchema) responses[status] = { description, content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } } };
      else responses[status] = { description, content: { 'application/json': { schema: jsonSchema(response, 'output') } } };
    }
    const form = FORM_POSTS[key];
    if (form) {
      responses['303'] = { description: form.redirect, headers: { Location: { description: form.location, schema: { type: 'string', format: 'uri' } } } };
      // The form's visitor reads an error as a German page; programs get the error object.
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        const entry = response as { description: string; content: Record<string, unknown> };
        entry.content['text/html'] = { schema: { type: 'string', description: 'Nur bei einem Formular: deutsche Seite mit der Fehlermeldung und einem Link zurück' } };
      }
    }
    if (Object.keys(responses).length === 0) responses['200'] = { description: STATUS_TEXTS[200] };
    operation['responses'] = responses;
    (paths[path] ??= {})[method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Feedback-Dienst des Servicestandards',
      version: options.version,
      description:
        'Nimmt Rückmeldungen zu den Seiten der Website des Servicestandards an. Fehler antworten mit einem stabilen Code für Programme und einer deutschen Meldung für Menschen; Codes kommen hinzu, werden aber nie umbenannt oder entfernt.',
      license: { name: 'EUPL-1.2', identifier: 'EUPL-1.2' },
    },
    servers: [{ url: options.serverUrl.replace(/\/$/, ''), description: 'Dieser Dienst' }],
    // Public: no route needs a login or a key; the proof of work and rate limits protect POST /feedback.
    security: [],
    paths,
    components: {
      schemas: {
        Error: { ...jsonSchema(errorResponseSchema, 'output'), description: `Fehlerantwort. Codes: ${ERROR_CODES.join(', ')}` },
      },
    },
  };
}
