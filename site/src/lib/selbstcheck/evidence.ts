/**
 * Evidence as the team typed it, one item per line. A line with one web address becomes a link:
 * the words before the address name it ("Nutzendenanalyse: https://wiki.example.org/na"), a bare
 * address names itself. Only http(s) addresses become links.
 */
export interface EvidenceItem {
  /** What the item is called: the words before the address, the address itself, or the whole line. */
  label: string;
  /** The web address, when the line has exactly one. */
  url?: string;
}

const URL_IN_LINE = /https?:\/\/[^\s<>"]+/g;

export function parseEvidence(text: string): EvidenceItem[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const urls = line.match(URL_IN_LINE) ?? [];
      if (urls.length !== 1) return { label: line };
      const url = urls[0];
      const [before = '', after = ''] = line.split(url);
      // Words only before the address: they name it. Words after it belong to a sentence: keep the line.
      if (after.trim() !== '') return { label: line };
      const label = before.replace(/[\s:–-]+$/, '').trim();
      return { label: label || url, url };
    });
}
