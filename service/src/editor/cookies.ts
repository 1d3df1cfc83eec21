/**
 * The two cookies of the editors' area. The session cookie is HttpOnly and SameSite=Strict; the
 * sign-in cookie carries state, nonce and PKCE verifier through the provider's redirect and must
 * be sent on that cross-site navigation, so it is SameSite=Lax and lives ten minutes. Over HTTPS
 * both are Secure with the __Host- prefix (no Domain, Path=/), so no subdomain can set them.
 */
export interface CookieNames {
  session: string;
  signIn: string;
  secure: boolean;
}

export function cookieNames(publicUrl: string): CookieNames {
  const secure = publicUrl.startsWith('https://');
  const prefix = secure ? '__Host-' : '';
  return { session: `${prefix}redaktion-sitzung`, signIn: `${prefix}redaktion-anmeldung`, secure };
}

/** The cookies of a Cookie header; a name given twice keeps its first value, as browsers send the most specific first. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

export function setCookie(name: string, value: string, options: { secure: boolean; sameSite: 'Strict' | 'Lax'; maxAgeSeconds: number }): string {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearCookie(name: string, options: { secure: boolean; sameSite: 'Strict' | 'Lax' }): string {
  return setCookie(name, '', { ...options, maxAgeSeconds: 0 });
}
