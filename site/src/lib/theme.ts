/**
 * The visitor's colour scheme: "system" follows prefers-color-scheme (KERN UX switches its tokens
 * by media query), "hell" and "dunkel" set data-kern-theme on <html>, which KERN's tokens and the
 * site's own colours (styles/_theme.scss) follow. The choice lives in localStorage, never in a
 * cookie; "system" removes the entry.
 */

export const THEME_STORAGE_KEY = 'servicestandard-farbschema';
/** Name of the radio group of the switch in the header. */
export const THEME_INPUT_NAME = 'farbschema';
export const THEME_CHOICES = ['system', 'hell', 'dunkel'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/**
 * The inline script in <head>: applies the stored choice before the first paint (no flash of
 * the other scheme), marks it in the switch once the page is parsed, and applies and keeps every
 * new choice. It follows the choice made in another tab and re-reads it when a page comes back
 * from the back/forward cache. Inline, so it needs no request; the server allows it in its CSP by
 * its hash. Blocked storage (private mode, settings) leaves the system setting.
 */
export const themeScript = `(function(){var d=document.documentElement,k='${THEME_STORAGE_KEY}',n='${THEME_INPUT_NAME}';
function read(){var v;try{v=localStorage.getItem(k)}catch(e){}return v==='hell'||v==='dunkel'?v:'system'}
function apply(v){if(v==='system')d.removeAttribute('data-kern-theme');else d.setAttribute('data-kern-theme',v==='hell'?'light':'dark')}
function sync(){var v=read(),r=document.querySelector('input[name="'+n+'"][value="'+v+'"]');apply(v);if(r)r.checked=true}
apply(read());addEventListener('DOMContentLoaded',sync);addEventListener('pageshow',sync);addEventListener('storage',sync);
addEventListener('change',function(e){var t=e.target,v=t&&t.name===n&&t.value;if(!v)return;apply(v);try{if(v==='system')localStorage.removeItem(k);else localStorage.setItem(k,v)}catch(x){}})})()`;
