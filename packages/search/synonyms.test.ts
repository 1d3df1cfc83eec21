import { describe, expect, it } from 'vitest';
import { stem } from './normalize.ts';
import { ABBREVIATIONS, compileThesaurus, memberOf, phraseId, THESAURUS } from './synonyms.ts';

describe('thesaurus', () => {
  it('keeps a single word with its index term and a phrase by its word keys', () => {
    expect(memberOf('Rückmeldung')).toEqual({ k: ['rueckmeldung'], t: stem('rueckmeldung') });
    expect(memberOf('User Research')).toEqual({ k: ['user', 'research'] });
  });

  it('merges groups that share a member, so one alias table extends another', () => {
    const groups = compileThesaurus([['API', 'Application Programming Interface']]);
    const api = groups.find((group) => group.some((m) => phraseId(m.k) === 'api'))!;
    const ids = api.map((m) => phraseId(m.k));
    expect(ids).toContain(phraseId(memberOf('Schnittstelle').k));
    expect(ids).toContain(phraseId(memberOf('Application Programming Interface').k));
    expect(groups.filter((group) => group.some((m) => phraseId(m.k) === 'api'))).toHaveLength(1);
  });

  it('lists every member once and no group of one', () => {
    for (const group of compileThesaurus()) {
      const ids = group.map((m) => phraseId(m.k));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThan(1);
    }
  });

  it('has no duplicate abbreviations and no empty entries', () => {
    const abbreviations = ABBREVIATIONS.map(([a]) => a.toLowerCase());
    expect(new Set(abbreviations).size).toBe(abbreviations.length);
    for (const group of THESAURUS) for (const member of group) expect(member.trim()).not.toBe('');
  });
});
