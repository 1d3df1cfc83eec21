import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the characters that end text or an attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    expect(escapeHtml('Grüße – ohne Sonderzeichen')).toBe('Grüße – ohne Sonderzeichen');
  });

  it('escapes an ampersand once, so entities in the input stay visible as written', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
