/**
 * Enhancement of the sidebar (pages whose theme shows it). Without it the sidebar is a plain tree
 * of <details> above the content; with it:
 * - below 1280 px the button before the sidebar opens it as a panel over the page, locks the
 *   page's scroll while open, and closes it on Escape (focus back to the button), on a click
 *   outside and on every route change (link, history, back-forward cache);
 * - from 1280 px the sidebar's own button collapses it to a 3rem strip; the state is kept in the
 *   cookie sidebar_state for 7 days (read before the first paint by an inline script);
 * - Ctrl+B or Cmd+B toggles whichever of the two applies.
 */
import { sidebarMessages as m } from '@servicestandard/messages/sidebar';

const COOKIE_MAX_AGE_S = 604_800;
const mobile = matchMedia('(max-width: 1279.98px)');
const root = document.documentElement;
const sidebar = document.getElementById('seitenleiste');
const openButton = document.querySelector<HTMLButtonElement>('[data-sidebar-open]');
const toggle = sidebar?.querySelector<HTMLButtonElement>('[data-sidebar-toggle]');

const isOpen = () => root.classList.contains('sidebar-open');
const isCollapsed = () => root.classList.contains('sidebar-collapsed');

function setLabel(button: HTMLButtonElement, expanded: boolean, text: string): void {
  button.setAttribute('aria-expanded', String(expanded));
  const label = button.querySelector('span');
  if (label) label.textContent = text;
}

function setCollapsed(collapsed: boolean): void {
  root.classList.toggle('sidebar-collapsed', collapsed);
  if (toggle) setLabel(toggle, !collapsed, collapsed ? m.show : m.hide);
  document.cookie = `sidebar_state=${!collapsed}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

function setOpen(open: boolean, returnFocus: boolean): void {
  root.classList.toggle('sidebar-open', open);
  if (openButton) setLabel(openButton, open, open ? m.close : m.open);
  if (open) sidebar?.querySelector<HTMLElement>('.sidebar__content a, .sidebar__content summary')?.focus();
  else if (returnFocus) openButton?.focus();
}

if (sidebar && openButton) {
  openButton.addEventListener('click', () => setOpen(!isOpen(), true));
  const close = sidebar.querySelector<HTMLButtonElement>('[data-sidebar-close]');
  if (close) {
    close.addEventListener('click', () => setOpen(false, true));
  }
  // A route change closes the panel: a followed link, history navigation, a page restored from the back-forward cache.
  sidebar.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false, false);
  });
  for (const type of ['hashchange', 'popstate', 'pageshow']) addEventListener(type, () => isOpen() && setOpen(false, false));
  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (isOpen() && !sidebar.contains(target) && !openButton.contains(target)) setOpen(false, false);
  });
  mobile.addEventListener('change', () => isOpen() && setOpen(false, false));
}
if (toggle) {
  setLabel(toggle, !isCollapsed(), isCollapsed() ? m.show : m.hide);
  toggle.addEventListener('click', () => setCollapsed(!isCollapsed()));
}

document.addEventListener('keydown', (event) => {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b' && sidebar) {
    event.preventDefault();
    if (mobile.matches) setOpen(!isOpen(), isOpen());
    else if (toggle) setCollapsed(!isCollapsed());
    return;
  }
  if (event.key === 'Escape' && isOpen()) setOpen(false, true);
});
