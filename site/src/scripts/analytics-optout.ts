/**
 * The opt-out of usage statistics on /cookie-einstellungen. The choice lives in localStorage
 * (no cookie); src/scripts/analytics.ts checks it before recording anything. In a build without
 * analytics the box says that nothing is recorded, and the choice only applies should the
 * statistics be switched on later.
 */
import { isTrackingAllowed, OPT_OUT_KEY } from '../lib/analytics.ts';

function render(box: Element): void {
  const status = box.querySelector('[data-analytics-status]');
  const button = box.querySelector<HTMLButtonElement>('[data-analytics-button]');
  if (!status || !button) return;
  const active = box.hasAttribute('data-analytics-active');
  const update = () => {
    const allowed = isTrackingAllowed();
    status.textContent = !active
      ? allowed
        ? 'Diese Website erfasst zurzeit keine Nutzungsdaten. Ihre Wahl gilt, falls sich das ändert.'
        : 'Sie haben der Erfassung widersprochen. Diese Website erfasst zurzeit ohnehin keine Nutzungsdaten.'
      : allowed
        ? 'Anonyme Nutzungsdaten werden derzeit erfasst.'
        : 'Sie haben der Erfassung widersprochen. Es werden keine Nutzungsdaten gespeichert.';
    button.querySelector('.kern-label')!.textContent = allowed ? 'Anonyme Nutzungsdaten nicht speichern' : 'Erfassung wieder erlauben';
  };
  button.addEventListener('click', () => {
    try {
      if (isTrackingAllowed()) localStorage.setItem(OPT_OUT_KEY, 'aus');
      else localStorage.removeItem(OPT_OUT_KEY);
    } catch {
      status.textContent = 'Ihre Wahl konnte nicht gespeichert werden, weil Ihr Browser den lokalen Speicher blockiert. Ohne lokalen Speicher werden keine Nutzungsdaten erfasst.';
      return;
    }
    update();
  });
  update();
}

document.querySelectorAll('[data-analytics-optout]').forEach(render);
