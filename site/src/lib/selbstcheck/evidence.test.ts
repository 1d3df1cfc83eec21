import { describe, expect, it } from 'vitest';
import { parseEvidence } from './evidence.ts';

describe('parseEvidence', () => {
  it('names a web address by the words before it, and a bare address by itself', () => {
    expect(
      parseEvidence('Nutzendenanalyse: https://wiki.example.org/na\n  https://tickets.example.org/42  \n\nProtokoll – https://wiki.example.org/p?x=1'),
    ).toEqual([
      { label: 'Nutzendenanalyse', url: 'https://wiki.example.org/na' },
      { label: 'https://tickets.example.org/42', url: 'https://tickets.example.org/42' },
      { label: 'Protokoll', url: 'https://wiki.example.org/p?x=1' },
    ]);
  });

  it('keeps lines as text that are sentences, hold two addresses or an address of another kind', () => {
    expect(parseEvidence('Siehe https://a.example.org im Wiki\nhttps://a.example.org und https://b.example.org\njavascript:alert(1)\nftp://x.example.org/datei')).toEqual([
      { label: 'Siehe https://a.example.org im Wiki' },
      { label: 'https://a.example.org und https://b.example.org' },
      { label: 'javascript:alert(1)' },
      { label: 'ftp://x.example.org/datei' },
    ]);
  });
});
