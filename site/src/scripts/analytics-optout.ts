/**
 * The opt-out of usage statistics on /cookie-einstellungen. The choice lives in localStorage
 * (no cookie); src/scripts/analytics.ts checks it before recording anything. In a build without
 * analytics the box says that nothing is recorded, and the choice only applies should the
 * statistics be switched on later.
 */
import { isTrackingAllowed, OPT_OUT_KEY } from '../lib/analytics.ts';
import { analyticsMessages as m } from '@servicestandard/messages/analytics';

function render(box: Element): void {
  const status = box.querySelector('[data-analytics-status]');
  const button = box.querySelector<HTMLButtonElement>('[data-analytics-button]');
  if (!status || !button) return;
  const active = box.hasAttribute('data-analytics-active');
  const update = () => {
    const allowed = isTrackingAllowed();
    status.textContent = !active ? (allowed ? m.inactiveAllowed : m.inactiveRefused) : allowed ? m.active : m.activeRefused;
    button.querySelector('.kern-label')!.textContent = allowed ? m.refuse : m.allow;
  };
  button.addEventListener('click', () => {
    try {
      if (isTrackingAllowed()) localStorage.setItem(OPT_OUT_KEY, 'aus');
      else localStorage.removeItem(OPT_OUT_KEY);
    } catch {
      status.textContent = m.storageBlocked;
      return;
    }
    update();
  });
  update();
}

document.querySelectorAll('[data-analytics-optout]').forEach(render);
