import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, fieldDocs, generatedJsonSchema, openDataJsonSchema, openDataSchema } from './schema.ts';
import { termsUsedIn } from './terms.ts';

describe('glossary terms in a text', () => {
  const terms = [
    { id: 'prototyp', term: 'Prototyp' },
    { id: 'nutzende', term: 'Nutzende' },
    { id: 'pas', term: 'PAS', abbr: 'PAS' },
    { id: 'dsfa', term: 'Datenschutz-Folgenabschätzung', abbr: 'DSFA' },
    { id: 'bitv', term: 'BITV 2.0', abbr: 'BITV' },
  ];

  it('finds terms with short German endings and abbreviations in their exact spelling', () => {
    expect(termsUsedIn('Testen Sie Prototypen mit den Nutzenden. Eine DSFA ist nötig; die BITV gilt.', terms)).toEqual(['prototyp', 'nutzende', 'dsfa', 'bitv']);
  });

  it('does not take a longer word or a lower-case acronym for a term', () => {
    expect(termsUsedIn('Die Nutzendenanalyse passt; das pas-Verfahren nicht.', terms)).toEqual([]);
  });
});

describe('the published JSON Schema', () => {
  const schema = openDataJsonSchema('https://servicestandard.example');
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  const validate = ajv.compile(schema);

  const step = { nummer: 1, id: '1.1', url: 'https://servicestandard.example/kriterien/1-kriterium#anforderung-1-1', titel: 'Ziele festlegen', verbindlichkeit: 'SOLL', text: 'Text.' };
  const criterion = (nummer: number) => ({
    nummer,
    id: `${nummer}-kriterium`,
    titel: 'Titel',
    zusammenfassung: 'Zusammenfassung.',
    url: `https://servicestandard.example/kriterien/${nummer}-kriterium`,
    zuletztAktualisiert: '2025-05-26',
    dinSpec: { abschnitt: `5.${nummer}`, thema: 'Thema', themaInEigenenWorten: false, url: 'https://servicestandard.example/din-spec-66336#51' },
    warum: ['Grund.'],
    schritte: [step],
    ergebnisse: ['Ergebnis'],
    entwicklungsphasen: ['verstehen'],
    fachgebiete: ['user-research'],
    begriffe: ['nutzende'],
  });
  const valid = {
    $schema: 'https://servicestandard.example/daten/servicestandard.schema.json',
    formatversion: '1.2.0',
    lizenz: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/deed.de' },
    standard: { titel: 'Servicestandard', version: 'Stand 30.9.2025', datum: '2025-09-30', grundlage: 'DIN SPEC 66336', herausgeber: 'BMDS', url: 'https://servicestandard.example/' },
    verbindlichkeitsstufen: [{ id: 'MUSS', bedeutung: 'verbindlich' }],
    entwicklungsphasen: [{ id: 'verstehen', titel: 'Verstehen', beschreibung: 'Beschreibung' }],
    fachgebiete: [{ id: 'user-research', titel: 'User Research', beschreibung: 'Beschreibung' }],
    kriterien: Array.from({ length: 13 }, (_, i) => criterion(i + 1)),
    glossar: [{ id: 'nutzende', begriff: 'Nutzende', definition: 'Menschen, die einen Service nutzen.' }],
    vorgaenger: {
      titel: 'Servicestandard für die OZG-Umsetzung',
      jahr: 2020,
      herausgeber: 'BMI',
      status: 'Lesart',
      url: 'https://servicestandard.example/handbuch/servicestandard-2020',
      kategorien: [{ id: 'nutzerzentrierung', titel: 'Nutzerzentrierung' }],
      prinzipien: [{ nummer: 1, titel: 'Prinzip', kategorie: 'nutzerzentrierung', eigenesKriterium: true, kriterien: [{ nummer: 1, schritte: [], anforderungen: [] }] }],
      neueKriterien: [2, 3],
    },
  };

  it('is draft 2020-12 with its own address and accepts what the zod schema accepts', () => {
    expect(schema['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema['$id']).toBe('https://servicestandard.example/daten/servicestandard.schema.json');
    expect(openDataSchema.safeParse(valid).success).toBe(true);
    expect(validate(valid), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuses what the zod schema refuses: a fourth level, an unknown field, twelve criteria, a wrong date, a mapping to 2020 that is not a reading or maps to nothing', () => {
    const wrong = [
      { ...valid, kriterien: [{ ...criterion(1), schritte: [{ ...step, verbindlichkeit: 'DARF NICHT' }] }, ...valid.kriterien.slice(1)] },
      { ...valid, neu: true },
      { ...valid, kriterien: valid.kriterien.slice(1) },
      { ...valid, standard: { ...valid.standard, datum: '30.9.2025' } },
      // The mapping to the 2020 edition is only ever the site's reading, and a principle maps to some criterion.
      { ...valid, vorgaenger: { ...valid.vorgaenger, status: 'amtlich' } },
      { ...valid, vorgaenger: { ...valid.vorgaenger, prinzipien: [{ ...valid.vorgaenger.prinzipien[0]!, kriterien: [] }] } },
      // Every step carries its requirement ID and an address that ends in the step's anchor.
      { ...valid, kriterien: [{ ...criterion(1), schritte: [{ ...step, id: undefined }] }, ...valid.kriterien.slice(1)] },
      { ...valid, kriterien: [{ ...criterion(1), schritte: [{ ...step, id: '1.1.1' }] }, ...valid.kriterien.slice(1)] },
      { ...valid, kriterien: [{ ...criterion(1), schritte: [{ ...step, url: 'https://servicestandard.example/kriterien/1-kriterium' }] }, ...valid.kriterien.slice(1)] },
    ];
    for (const data of wrong) {
      expect(openDataSchema.safeParse(data).success).toBe(false);
      expect(validate(data)).toBe(false);
    }
  });

  it('describes every field, so the /daten page can list them', () => {
    const docs = fieldDocs(generatedJsonSchema());
    expect(docs.find((d) => d.path === 'kriterien[].schritte[].verbindlichkeit')).toMatchObject({ type: 'Text: MUSS, SOLL, KANN' });
    for (const doc of docs) expect(doc.description, doc.path).not.toBe('');
    expect(CSV_COLUMNS.map(([name]) => name)).toContain('verbindlichkeit');
    expect(docs.find((d) => d.path === 'kriterien[].schritte[].id')?.description).toContain('Anforderung 6.3');
    expect(CSV_COLUMNS.map(([name]) => name).slice(-2)).toEqual(['schritt_id', 'schritt_url']);
  });
});
