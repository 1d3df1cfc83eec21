/** Small browser helpers of the Selbstcheck island: file downloads and the view in the address. */
import { useSyncExternalStore } from 'react';

/** Offers text as a file download; everything happens in the browser, nothing is uploaded. */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type View = { kind: 'angaben' } | { kind: 'kriterium'; index: number } | { kind: 'ergebnis' } | { kind: 'selbstchecks' };

/** The view belongs in the address (#kriterium-3), so criterion pages can link to it and Back works. */
export function viewFromHash(hash: string, criteriaCount: number): View {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const criterion = /^kriterium-(\d{1,2})$/.exec(id);
  if (criterion) {
    const index = Number(criterion[1]);
    if (index >= 1 && index <= criteriaCount) return { kind: 'kriterium', index };
  }
  if (id === 'ergebnis' || id === 'selbstchecks') return { kind: id };
  return { kind: 'angaben' };
}

/** Id of the heading that opens a view; equal to its hash. */
export function viewId(view: View): string {
  return view.kind === 'kriterium' ? `kriterium-${view.index}` : view.kind;
}

export function goTo(id: string): void {
  if (location.hash === `#${id}`) {
    // Same address: no hashchange would fire, so move to the heading directly.
    document.getElementById(id)?.focus();
    return;
  }
  location.hash = id;
}

const subscribeHash = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
};

/** The view named in the address; the server render (no address) shows the first view. */
export function useHashView(criteriaCount: number): View {
  const hash = useSyncExternalStore(
    subscribeHash,
    () => location.hash,
    () => '',
  );
  return viewFromHash(hash, criteriaCount);
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
