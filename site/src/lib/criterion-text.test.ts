import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { checkStepEntries, parseCriterionText, plainText, stepTitles } from './criterion-text.ts';

const body = `
## Warum ist das wichtig

Ein **wichtiger** Grund mit [Link](/glossar).

Zweiter Absatz.

## Was ist zu tun

<Steps>
  <Step title="Erst &quot;dies&quot;">

    Text mit \`Code\` und *Betonung*.

    Noch ein Absatz.

  </Step>
  <Step title="Dann das">
    Kurz.
  </Step>
</Steps>

## Das liegt am Ende vor

- eine Liste,
  die über zwei Zeilen geht
- ein [Bericht](https://example.org/)

Wie das aussehen kann, zeigt ein Beispiel.
`;

describe('criterion text', () => {
  it('reads steps, outputs and the reasons as plain text', () => {
    const text = parseCriterionText(body);
    expect([...text.sections.keys()]).toEqual(['Warum ist das wichtig', 'Was ist zu tun', 'Das liegt am Ende vor']);
    expect(text.why).toEqual(['Ein wichtiger Grund mit Link.', 'Zweiter Absatz.']);
    expect(text.steps).toEqual([
      { title: 'Erst "dies"', text: 'Text mit Code und Betonung.\n\nNoch ein Absatz.' },
      { title: 'Dann das', text: 'Kurz.' },
    ]);
    expect(text.outputs).toEqual(['eine Liste, die über zwei Zeilen geht', 'ein Bericht']);
    expect(stepTitles(body)).toEqual(['Erst "dies"', 'Dann das']);
  });

  it('keeps words with underscores and numbers with asterisks intact', () => {
    expect(plainText('security_txt und 3 * 4 = 12')).toBe('security_txt und 3 * 4 = 12');
  });
});

describe('bindingness entries', () => {
  const entries = [
    { title: 'A', verbindlichkeit: 'SOLL' as const },
    { title: 'B', verbindlichkeit: 'MUSS' as const },
  ];

  it('accepts entries that match the steps one to one', () => {
    expect(checkStepEntries('kriterien/x.mdx', entries, ['A', 'B'])).toEqual([]);
  });

  it('names the file and the step when a step has no entry or an entry has no step', () => {
    expect(checkStepEntries('kriterien/x.mdx', entries, ['A', 'C'])).toEqual([
      'kriterien/x.mdx: der Schritt „C“ hat keinen Eintrag unter steps (Verbindlichkeit MUSS, SOLL oder KANN).',
      'kriterien/x.mdx: der Eintrag „B“ unter steps hat keinen <Step title="B"> im Text.',
    ]);
  });

  it('refuses an entry twice and another order', () => {
    expect(checkStepEntries('k.mdx', [...entries, entries[0]!], ['A', 'B'])).toEqual(['k.mdx: der Eintrag „A“ steht mehrmals unter steps.']);
    expect(checkStepEntries('k.mdx', entries, ['B', 'A'])).toEqual(['k.mdx: die Einträge unter steps stehen in anderer Reihenfolge als die Schritte im Text.']);
  });

  it('holds for every criterion of the site', () => {
    const dir = new URL('../content/kriterien/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.mdx'));
    expect(files).toHaveLength(13);
    for (const file of files) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      const [, frontMatter = '', text = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
      const { steps } = load(frontMatter) as { steps: { title: string; verbindlichkeit: 'MUSS' | 'SOLL' | 'KANN' }[] };
      expect(checkStepEntries(file, steps, stepTitles(text)), file).toEqual([]);
      const parsed = parseCriterionText(text);
      expect(parsed.steps.length, file).toBeGreaterThanOrEqual(4);
      expect(parsed.outputs.length, file).toBeGreaterThanOrEqual(3);
      expect(parsed.why.length, file).toBeGreaterThanOrEqual(2);
    }
  });
});
