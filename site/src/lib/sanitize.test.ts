import { describe, expect, it } from 'vitest';
import { sanitizeBlockHtml, sanitizeDescription } from './sanitize.ts';

describe('sanitizing content HTML', () => {
  it('keeps line-break hints and links in lead texts', () => {
    expect(sanitizeDescription('Erste Zeile<br>zweite <a href="/glossar">Glossar</a>')).toBe('Erste Zeile<br />zweite <a href="/glossar">Glossar</a>');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const dirty = '<p onclick="alert(1)">Text</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
    for (const clean of [sanitizeDescription(dirty), sanitizeBlockHtml(dirty)]) {
      expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    }
    expect(sanitizeBlockHtml(dirty)).toContain('<p>Text</p>');
  });
});
