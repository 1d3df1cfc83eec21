import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@servicestandard/text';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute value', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('escapes an ampersand once, so an existing entity shows as written', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('leaves other text as it is, umlauts and typographic quotes included', () => {
    const text = 'Größe „Übersicht“ – 100 % ß\nzweite Zeile';
    expect(escapeHtml(text)).toBe(text);
    expect(escapeHtml('')).toBe('');
  });

  it('keeps injected markup inert in text and in both kinds of quoted attributes', () => {
    const attack = `"'><script>alert(1)</script>`;
    const escaped = escapeHtml(attack);
    expect(escaped).not.toMatch(/[<>"']/);
    expect(escaped).toBe('&quot;&#39;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
