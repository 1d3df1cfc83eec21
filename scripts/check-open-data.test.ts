import { describe, expect, it } from 'vitest';
import { checkOpenData, OPEN_DATA_FILES, parseCsv } from './check-open-data.ts';

/** A small schema in the shape the site publishes: draft 2020-12, a date format, no extra fields. */
const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    datum: { type: 'string', format: 'date' },
    kriterien: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          nummer: { type: 'integer' },
          url: { type: 'string', format: 'uri' },
          schritte: {
            type: 'array',
            items: {
              type: 'object',
              properties: { id: { type: 'string' }, url: { type: 'string', format: 'uri' }, titel: { type: 'string' }, verbindlichkeit: { type: 'string', enum: ['MUSS', 'SOLL', 'KANN'] } },
              required: ['id', 'url', 'titel', 'verbindlichkeit'],
              additionalProperties: false,
            },
          },
        },
        required: ['nummer', 'url', 'schritte'],
        additionalProperties: false,
      },
    },
    // Its shape is the site's schema's business; the check reads what the schema cannot say.
    vorgaenger: { type: 'object' },
  },
  required: ['datum', 'kriterien', 'vorgaenger'],
  additionalProperties: false,
};
const data = {
  datum: '2025-09-30',
  kriterien: [
    {
      nummer: 1,
      url: 'https://servicestandard.example/kriterien/1-a',
      schritte: [
        { id: '1.1', url: 'https://servicestandard.example/kriterien/1-a#anforderung-1-1', titel: 'Erstens; mit Semikolon', verbindlichkeit: 'MUSS' },
        { id: '1.2', url: 'https://servicestandard.example/kriterien/1-a#anforderung-1-2', titel: 'Zweitens', verbindlichkeit: 'KANN' },
      ],
    },
    { nummer: 2, url: 'https://servicestandard.example/kriterien/2-b', schritte: [] },
  ],
  vorgaenger: {
    status: 'Lesart',
    url: 'https://servicestandard.example/handbuch/servicestandard-2020',
    kategorien: [{ id: 'vorgehen' }],
    prinzipien: [{ nummer: 1, kategorie: 'vorgehen', kriterien: [{ nummer: 1, schritte: ['Zweitens'], anforderungen: ['1.2'] }] }],
    neueKriterien: [2],
  },
};
const csv =
  '\uFEFFkriterium_nummer;schritt_nummer;schritt_titel;verbindlichkeit;schritt_id;schritt_url\r\n' +
  '1;1;"Erstens; mit Semikolon";MUSS;1.1;https://servicestandard.example/kriterien/1-a#anforderung-1-1\r\n' +
  '1;2;Zweitens;KANN;1.2;https://servicestandard.example/kriterien/1-a#anforderung-1-2\r\n';
const badge = (level: string) => `<p class="steps__level" data-verbindlichkeit="${level}">`;
/** A step as Steps.tsx renders it: the anchor on the item, the ID link inside. */
const step = (id: string, level: string) => `<li class="steps__item" id="anforderung-${id.replace('.', '-')}"><h3>Titel</h3><a href="#anforderung-${id.replace('.', '-')}" data-requirement="${id}">Anforderung ${id}</a>${badge(level)}</li>`;
const to2020 = '<a href="/handbuch/servicestandard-2020">Servicestandard 2020</a>';
const pages = new Map([
  ['/kriterien/1-a', `<main>${step('1.1', 'MUSS')}${step('1.2', 'KANN')}${to2020}</main>`],
  ['/kriterien/2-b', `<main>${to2020}</main>`],
  ['/handbuch/servicestandard-2020', '<main></main>'],
]);

function files(overrides: Partial<Record<keyof typeof OPEN_DATA_FILES, string | undefined>> = {}) {
  const all: Record<string, string | undefined> = { [OPEN_DATA_FILES.json]: JSON.stringify(data), [OPEN_DATA_FILES.schema]: JSON.stringify(schema), [OPEN_DATA_FILES.csv]: csv };
  for (const [key, value] of Object.entries(overrides)) all[OPEN_DATA_FILES[key as keyof typeof OPEN_DATA_FILES]] = value;
  return (path: string) => all[path];
}

describe('open data check', () => {
  it('passes data valid against its schema, a matching CSV and pages with the same badges', () => {
    expect(checkOpenData(files(), pages)).toEqual([]);
  });

  it('validates against the published schema with formats: a wrong date or an unknown level fails', () => {
    const problems = checkOpenData(files({ json: JSON.stringify({ ...data, datum: '30.9.2025', kriterien: [{ ...data.kriterien[0], schritte: [{ titel: 'x', verbindlichkeit: 'DARF NICHT' }] }] }) }), pages);
    expect(problems.join('\n')).toContain('/datum must match format "date"');
    expect(problems.join('\n')).toContain('/kriterien/0/schritte/0/verbindlichkeit must be equal to one of the allowed values');
  });

  it('names a missing file and a schema of another draft', () => {
    expect(checkOpenData(files({ csv: undefined }), pages)).toEqual([`${OPEN_DATA_FILES.csv}: fehlt`]);
    expect(checkOpenData(files({ schema: JSON.stringify({ ...schema, $schema: 'http://json-schema.org/draft-07/schema#' }) }), pages)[0]).toContain('2020-12');
  });

  it('fails a CSV without BOM, with commas, with a missing or changed row', () => {
    expect(checkOpenData(files({ csv: csv.slice(1) }), pages)).toEqual([`${OPEN_DATA_FILES.csv}: ohne Byte-Order-Mark (UTF-8 mit BOM)`]);
    expect(checkOpenData(files({ csv: csv.replace(/;/g, ',') }), pages).join('\n')).toContain('Spalte kriterium_nummer fehlt');
    expect(checkOpenData(files({ csv: csv.replace(/1;2;Zweitens;KANN;[^\r]*\r\n/, '') }), pages).join('\n')).toContain('1 Zeilen, aber 2 Schritte');
    expect(checkOpenData(files({ csv: csv.replace('Zweitens;KANN', 'Zweitens;SOLL') }), pages).join('\n')).toContain('Zeile 3 (1, Zweitens, SOLL, 1.2, https://servicestandard.example/kriterien/1-a#anforderung-1-2) passt nicht');
    expect(checkOpenData(files({ csv: csv.replace('KANN;1.2', 'KANN;1.3') }), pages).join('\n')).toContain('Zeile 3 (1, Zweitens, KANN, 1.3,');
  });

  it('fails when a criterion page shows other levels than the data', () => {
    expect(checkOpenData(files(), new Map([...pages, ['/kriterien/1-a', step('1.1', 'MUSS') + step('1.2', 'SOLL') + to2020]]))).toEqual(['/kriterien/1-a: zeigt die Verbindlichkeiten MUSS, SOLL, die offenen Daten nennen MUSS, KANN']);
  });

  it('fails a mapping to the 2020 edition with an unknown step or category, wrong new criteria, or a criterion page without a link to it', () => {
    const v = data.vorgaenger;
    const json = (vorgaenger: object) => files({ json: JSON.stringify({ ...data, vorgaenger: { ...v, ...vorgaenger } }) });
    expect(checkOpenData(json({ prinzipien: [{ ...v.prinzipien[0], kriterien: [{ nummer: 1, schritte: ['Drittens'] }] }] }), pages)).toEqual([
      `${OPEN_DATA_FILES.json}: vorgaenger: Prinzip 1 nennt „Drittens“, Kriterium 1 hat keinen solchen Schritt`,
    ]);
    expect(checkOpenData(json({ prinzipien: [{ ...v.prinzipien[0], kriterien: [{ nummer: 1, schritte: ['Zweitens'], anforderungen: ['1.1'] }] }] }), pages)).toEqual([
      `${OPEN_DATA_FILES.json}: vorgaenger: Prinzip 1 nennt Anforderung 1.1, an ihrer Stelle steht aber „Zweitens“`,
    ]);
    expect(checkOpenData(json({ prinzipien: [{ ...v.prinzipien[0], kriterien: [{ nummer: 1, schritte: ['Zweitens'], anforderungen: ['1.9'] }] }] }), pages)).toEqual([
      `${OPEN_DATA_FILES.json}: vorgaenger: Prinzip 1 nennt Anforderung 1.9, Kriterium 1 hat sie nicht`,
    ]);
    expect(checkOpenData(json({ prinzipien: [{ ...v.prinzipien[0], kategorie: 'offenheit' }] }), pages).join('\n')).toContain('unbekannte Kategorie offenheit');
    expect(checkOpenData(json({ neueKriterien: [] }), pages)).toEqual([`${OPEN_DATA_FILES.json}: vorgaenger.neueKriterien: keine, aber keinem Prinzip zugeordnet sind 2`]);
    expect(checkOpenData(files(), new Map([...pages, ['/kriterien/2-b', '<main></main>']]))).toEqual(['/kriterien/2-b: verweist nicht auf /handbuch/servicestandard-2020 (Zuordnung zum Servicestandard 2020)']);
    const withoutPage = new Map(pages);
    withoutPage.delete('/handbuch/servicestandard-2020');
    expect(checkOpenData(files(), withoutPage)).toEqual([`${OPEN_DATA_FILES.json}: vorgaenger.url: die Seite /handbuch/servicestandard-2020 gibt es nicht`]);
  });

  it('fails a requirement ID twice, or a step url whose anchor the page lacks, leads elsewhere or shows another ID', () => {
    const withSteps = (...steps: object[]) => files({ json: JSON.stringify({ ...data, kriterien: [{ ...data.kriterien[0], schritte: steps }, data.kriterien[1]] }) });
    const [first, second] = data.kriterien[0]!.schritte;
    if (!first || !second) throw new Error('the sample criterion has two steps');
    const at = (page: string) => new Map([...pages, ['/kriterien/1-a', page]]);
    // Only the steps' checks: the CSV rows and the mapping to 2020 then differ as well, which other tests cover.
    const json = (problems: string[]) => problems.filter((p) => p.startsWith(`${OPEN_DATA_FILES.json}: Schritt`));
    expect(json(checkOpenData(withSteps(first, { ...second, id: '1.1' }), pages))).toEqual([
      `${OPEN_DATA_FILES.json}: Schritt „Zweitens“ (Kriterium 1): die Anforderungs-ID 1.1 steht mehrmals in den Daten`,
      `${OPEN_DATA_FILES.json}: Schritt „Zweitens“ (Kriterium 1): der Anker #anforderung-1-2 zeigt Anforderung 1.2, die Daten nennen 1.1`,
    ]);
    expect(checkOpenData(files(), at(`<main>${step('1.1', 'MUSS')}${badge('KANN')}${to2020}</main>`))).toEqual([
      `${OPEN_DATA_FILES.json}: Schritt „Zweitens“ (Kriterium 1): url https://servicestandard.example/kriterien/1-a#anforderung-1-2 endet nicht auf einen Anker, den /kriterien/1-a hat`,
    ]);
    expect(json(checkOpenData(withSteps(first, { ...second, url: 'https://servicestandard.example/kriterien/1-a' }), pages))).toEqual([
      `${OPEN_DATA_FILES.json}: Schritt „Zweitens“ (Kriterium 1): url https://servicestandard.example/kriterien/1-a endet nicht auf einen Anker, den /kriterien/1-a hat`,
    ]);
    expect(json(checkOpenData(withSteps(first, { ...second, url: 'https://servicestandard.example/kriterien/2-b#anforderung-1-2' }), pages))).toEqual([
      `${OPEN_DATA_FILES.json}: Schritt „Zweitens“ (Kriterium 1): url https://servicestandard.example/kriterien/2-b#anforderung-1-2 führt nicht auf die Seite des Kriteriums`,
      `${OPEN_DATA_FILES.json}: Schritt „Zweitens“ (Kriterium 1): url https://servicestandard.example/kriterien/2-b#anforderung-1-2 endet nicht auf einen Anker, den /kriterien/2-b hat`,
    ]);
  });

  it('reads quoted CSV fields with separators, quotes and line breaks', () => {
    expect(parseCsv('a;b\r\n"x;y";"er sagt ""ja""\nzwei"\r\n')).toEqual([
      ['a', 'b'],
      ['x;y', 'er sagt "ja"\nzwei'],
    ]);
  });
});
