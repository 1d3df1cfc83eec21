/**
 * The security headers of every response of the site, with a Content-Security-Policy that
 * allows exactly the inline scripts and styles of one build. The bundled server and the nginx
 * generator both build them here, so the two deployments send the same policy.
 */
import { createHash } from 'node:crypto';
import type { SiteFiles } from './files.ts';

/** Hashes of every inline <script> and <style> in the built HTML, for the CSP. */
export function inlineHashes(files: SiteFiles): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  for (const file of files.values()) {
    if (!file.type.startsWith('text/html')) continue;
    const html = file.body.toString('utf8');
    for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      if (!/type="application\/(ld\+)?json"/.test(m[0])) scripts.add(hash(m[1] ?? ''));
    }
    for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) styles.add(hash(m[1] ?? ''));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/**
 * Origins of the analytics endpoint a build configured (meta name="analytics-endpoint", see
 * site/src/lib/analytics.ts): the CSP allows connecting to them only when the build uses them.
 */
export function analyticsOrigins(files: SiteFiles): string[] {
  const origins = new Set<string>();
  for (const file of files.values()) {
    if (!file.type.startsWith('text/html')) continue;
    const m = /<meta name="analytics-endpoint" content="([^"]+)"/.exec(file.body.toString('utf8'));
    if (m) origins.add(new URL(m[1]!.replace(/&amp;/g, '&')).origin);
  }
  return [...origins].sort();
}

export function contentSecurityPolicy(hashes: { scripts: string[]; styles: string[] }, connectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.scripts.join(' ')}`.trim(),
    `style-src 'self' ${hashes.styles.join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectSources.join(' ')}`.trim(),
    "media-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(csp: string, hsts = false): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // No other site may embed the answers (images, scripts, the PDF, the API's JSON) as its own resources.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
