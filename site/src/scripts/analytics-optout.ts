/**
 * The opt-out of anonymous usage statistics on /cookie-einstellungen. The choice lives in
 * localStorage (no cookie); analytics code must call isTrackingAllowed() before recording.
 */
export const OPT_OUT_KEY = 'servicestandard-statistik';

export function isTrackingAllowed(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(OPT_OUT_KEY) !== 'aus';
  } catch {
    // Storage disabled: nothing can be remembered, so nothing is recorded either.
    return false;
  }
}

function render(box: Element): void {
  const status = box.querySelector('[data-analytics-status]');
  const button = box.querySelector<HTMLButtonElement>('[data-analytics-button]');
  if (!status || !button) return;
  const update = () => {
    const allowed = isTrackingAllowed();
    status.textContent = allowed
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
