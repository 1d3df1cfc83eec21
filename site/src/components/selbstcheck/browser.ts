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

export type View = { kind: 'angaben' } | { kind: 'kriterium'; index: number } | { kind: 'ergebnis' } | { kind: 'bericht' } | { kind: 'selbstchecks' };

/**
 * The view belongs in the address (#kriterium-3), so criterion pages can link to it and Back works.
 * Null for any other fragment, such as the skip link's #inhalt or #feedback.
 */
export function viewFromHash(hash: string, criteriaCount: number): View | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (id === '') return { kind: 'angaben' };
  const criterion = /^kriterium-(\d{1,2})$/.exec(id);
  if (criterion) {
    const index = Number(criterion[1]);
    return index >= 1 && index <= criteriaCount ? { kind: 'kriterium', index } : null;
  }
  if (id === 'angaben' || id === 'ergebnis' || id === 'bericht' || id === 'selbstchecks') return { kind: id };
  return null;
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

// The last view named in the address: jumping to another anchor on the page (the skip link, the
// feedback form) keeps the view instead of starting over.
let lastViewId = 'angaben';

/** Id of the current view, read from the address. */
export function currentViewId(criteriaCount: number): string {
  const view = viewFromHash(location.hash, criteriaCount);
  if (view) lastViewId = viewId(view);
  return lastViewId;
}

/** The view named in the address; the server render (no address) shows the first view. */
export function useHashView(criteriaCount: number): View {
  const id = useSyncExternalStore(
    subscribeHash,
    () => currentViewId(criteriaCount),
    () => 'angaben',
  );
  return viewFromHash(`#${id}`, criteriaCount) ?? { kind: 'angaben' };
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
