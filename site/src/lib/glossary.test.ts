import { describe, expect, it } from 'vitest';
import { letterOf } from './glossary.ts';

describe('glossary letters', () => {
  it('files umlauts and digits under a letter', () => {
    expect(letterOf('Übersicht')).toBe('U');
    expect(letterOf('1st-Level-Support')).toBe('A');
    expect(letterOf('zentral')).toBe('Z');
  });
});
