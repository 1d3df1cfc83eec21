/** Markup of the shared form components as the server renders it (KERN classes, labels, ARIA). */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DateInput } from './DateInput.tsx';
import { Fieldset } from './Fieldset.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { Select } from './Select.tsx';
import { TextArea } from './TextArea.tsx';
import { TextField } from './TextField.tsx';

const html = (element: React.ReactElement) => renderToStaticMarkup(element);
const noop = () => undefined;

describe('the "- Optional" rule', () => {
  it('marks fields that are not required, and only those', () => {
    expect(html(<TextField id="t" label="Team" value="" onChange={noop} />)).toContain('Team<span class="kern-label__optional"> - Optional</span></label>');
    expect(html(<TextField id="t" label="Name" value="" onChange={noop} required />)).not.toContain('Optional');
    expect(html(<TextArea id="n" label="Notizen" value="" onChange={noop} />)).toContain('- Optional');
    expect(html(<Fieldset id="f" legend="Gruppe">x</Fieldset>)).toContain('<legend class="kern-label">Gruppe<span class="kern-label__optional"> - Optional</span></legend>');
  });
});

describe('TextField', () => {
  it('links hint and error to the input and shows the error as an alert with an icon', () => {
    const markup = html(<TextField id="name" label="Name" hint="Wie heißt der Service?" error="Bitte geben Sie den Namen ein." value="" onChange={noop} required />);
    expect(markup).toContain('aria-describedby="name-hint name-error"');
    expect(markup).toContain('aria-invalid="true"');
    expect(markup).toContain('class="kern-form-input__input kern-form-input__input--error"');
    expect(markup).toMatch(/<p class="kern-error" id="name-error" role="alert"><svg[^>]*aria-hidden="true"/);
    expect(markup).toContain('<span class="visually-hidden">Fehler: </span>Bitte geben Sie den Namen ein.');
  });
});

describe('RadioGroup', () => {
  const options = [
    { value: 'ja', label: 'Ja' },
    { value: 'nein', label: 'Nein' },
  ];

  it('is a fieldset with a legend and native radios sharing one name', () => {
    const markup = html(<RadioGroup id="q1" name="frage-1" label="Gibt es einen Plan?" hint="Ein Hinweis" options={options} value="nein" onChange={noop} required horizontal />);
    expect(markup).toMatch(/^<fieldset id="q1" class="kern-fieldset" aria-describedby="q1-hint"><legend class="kern-label">Gibt es einen Plan\?<\/legend>/);
    expect(markup).toContain('kern-fieldset__body kern-fieldset__body--horizontal');
    expect(markup.match(/type="radio"/g)).toHaveLength(2);
    expect(markup.match(/name="frage-1"/g)).toHaveLength(2);
    expect(markup).toMatch(/<input [^>]*id="q1-nein"[^>]*checked=""/);
    expect(markup).not.toMatch(/<input [^>]*id="q1-ja"[^>]*checked=""/);
    expect(markup).toContain('<label class="kern-label" for="q1-ja">Ja</label>');
  });

  it('shows an error for the whole group', () => {
    const markup = html(<RadioGroup id="q1" name="f" label="Frage?" options={options} value={null} onChange={noop} error="Bitte wählen Sie eine Antwort." />);
    expect(markup).toContain('class="kern-fieldset kern-fieldset--error" aria-describedby="q1-error"');
    expect(markup).toContain('kern-form-check__radio--error');
    expect(markup).toContain('role="alert"');
  });
});

describe('DateInput', () => {
  const markup = html(<DateInput id="d" label="Datum der Prüfung" defaultValue="1997-02-06" onChange={noop} />);

  it('has day, month and year fields, 2, 2 and 4 wide, with the format hint', () => {
    expect(markup).toContain('<p class="kern-hint" id="d-hint">Bitte wählen Sie ein Datum aus. (TT MM JJJJ)</p>');
    for (const [part, label, width] of [
      ['day', 'Tag', 2],
      ['month', 'Monat', 2],
      ['year', 'Jahr', 4],
    ] as const) {
      expect(markup).toContain(`<label class="kern-label" for="d-${part}">${label}</label>`);
      expect(markup).toMatch(new RegExp(`id="d-${part}" class="kern-form-input__input kern-form-input__input--width-${width}" type="text" inputMode="numeric" autoComplete="off" maxLength="${width}"`));
    }
  });

  it('fills the fields from a stored date and marks the legend optional unless required', () => {
    expect(markup).toContain('value="06"');
    expect(markup).toContain('value="1997"');
    expect(markup).toContain('Datum der Prüfung<span class="kern-label__optional"> - Optional</span>');
    expect(html(<DateInput id="d" label="Datum" required onChange={noop} />)).not.toContain('Optional');
  });
});

describe('Select', () => {
  const options = [
    { value: 'bund', label: 'Bund' },
    { value: 'land', label: 'Land' },
  ];

  it('is a labelled native select with placeholder, hint, "- Optional" and KERN classes', () => {
    const markup = html(<Select id="ebene" label="Verwaltungsebene" placeholder="Bitte auswählen" hint="Wer betreibt den Service?" options={options} value="" onChange={noop} />);
    expect(markup).toContain('<label class="kern-label" for="ebene">Verwaltungsebene<span class="kern-label__optional"> - Optional</span></label>');
    expect(markup).toMatch(/<div class="kern-form-input__select-wrapper"><select id="ebene" [^>]*class="kern-form-input__select"/);
    expect(markup).toContain('aria-describedby="ebene-hint"');
    expect(markup).toMatch(/<option value="" selected="">Bitte auswählen<\/option><option value="bund">Bund<\/option><option value="land">Land<\/option>/);
  });

  it('shows the error as an alert and marks the select invalid', () => {
    const markup = html(<Select id="ebene" label="Verwaltungsebene" error="Bitte wählen Sie eine Ebene aus." options={options} value="" onChange={noop} required placeholder="Bitte auswählen" />);
    expect(markup).toContain('class="kern-form-input__select kern-form-input__select--error"');
    expect(markup).toContain('aria-invalid="true"');
    expect(markup).toMatch(/role="alert"><svg[^>]*aria-hidden="true"[^>]*>.*<\/svg><span class="kern-body"><span class="visually-hidden">Fehler: <\/span>Bitte wählen Sie eine Ebene aus\./);
    expect(markup).not.toContain('Optional');
  });
});
