import { describe, expect, it } from 'vitest';
import { entryAliases, glossaryAliases } from './glossary.ts';

describe('glossary aliases', () => {
  it('takes the abbreviation of a term', () => {
    expect(entryAliases({ id: 'efa', term: 'Einer für Alle', abbr: 'EfA', definition: 'Prinzip der Verwaltungsdigitalisierung.' })).toEqual(['EfA']);
  });

  it('takes what an abbreviation is short for, quoted or not, and its German name', () => {
    expect(entryAliases({ id: 'ozg', term: 'OZG', abbr: 'OZG', definition: 'Kurz für Onlinezugangsgesetz. Es verpflichtet Bund und Länder.' })).toEqual(['Onlinezugangsgesetz']);
    expect(
      entryAliases({ id: 'api', term: 'API', abbr: 'API', definition: 'Kurz für „Application Programming Interface“, auf Deutsch Programmierschnittstelle. Über eine API …' }),
    ).toEqual(['Application Programming Interface', 'Programmierschnittstelle']);
  });

  it('ignores a definition that says nothing about a name', () => {
    expect(entryAliases({ id: 'backlog', term: 'Backlog', definition: 'Geordnete Liste aller Aufgaben. Kurz für das Team.' })).toEqual([]);
  });

  it('keys the aliases like the glossary sections of the search data', () => {
    const entries = [{ id: 'efa', term: 'Einer für Alle', abbr: 'EfA', definition: 'Prinzip.' }];
    expect(glossaryAliases(entries, ['', 'efa#Einer für Alle'])).toEqual({ 'efa#Einer für Alle': ['EfA'] });
    expect(glossaryAliases(entries, [''])).toEqual({});
  });
});
