import { describe, expect, it } from 'vitest';
import { createSlugger, slugify } from './slug.ts';

describe('slugify', () => {
  it('builds the DIN SPEC anchors of FACTS.md', () => {
    expect(slugify('5.1 Nutzendenanalyse')).toBe('51-nutzendenanalyse');
    expect(slugify('5.2 Bedarfs- und Prozessanalyse')).toBe('52-bedarfs-und-prozessanalyse');
    expect(slugify('5.6 Nutzendenfreundlichkeit, digitale Barrierefreiheit und Inklusion')).toBe(
      '56-nutzendenfreundlichkeit-digitale-barrierefreiheit-und-inklusion',
    );
    expect(slugify('5.7 Interoperabilität und offene Standards')).toBe(
      '57-interoperabilitaet-und-offene-standards',
    );
  });

  it('transliterates ß and accents', () => {
    expect(slugify('Größe für Café')).toBe('groesse-fuer-cafe');
  });

  it('numbers repeated headings', () => {
    const slug = createSlugger();
    expect([slug('Ziel'), slug('Ziel'), slug('Ziel')]).toEqual(['ziel', 'ziel-2', 'ziel-3']);
  });
});
