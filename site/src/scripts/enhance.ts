/**
 * Small enhancements of the server-rendered HTML, each independent and safe to fail alone:
 * - the table of contents underlines the current heading: the last one above the top of the
 *   viewport, or the one nearest its middle where the page's theme says so (data-follows="middle"),
 *   checked at most every 100 ms,
 * - a body class marks window resizing for 200 ms, so the sidebar panel does not slide while the
 *   window changes size,
 * - Escape hides an open glossary tooltip without moving focus or pointer (WCAG 1.4.13).
 */
const SCROLL_CHECK_MS = 100;
const RESIZE_CLASS_MS = 200;

function tocSpy(): void {
  const toc = document.querySelector<HTMLElement>('.toc');
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')];
  const targets = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
  if (links.length === 0) return;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    let current = -1;
    const middle = toc?.dataset['follows'] === 'middle';
    let best = Infinity;
    targets.forEach((target, index) => {
      const top = target?.getBoundingClientRect().top;
      if (top === undefined) return;
      if (middle && Math.abs(top - innerHeight / 2) < best) {
        best = Math.abs(top - innerHeight / 2);
        current = index;
      } else if (!middle && top <= 120) current = index;
    });
    links.forEach((link, index) => {
      if (index === current) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    });
  };
  addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      setTimeout(update, SCROLL_CHECK_MS);
    },
    { passive: true },
  );
  update();
}

function resizeClass(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  addEventListener('resize', () => {
    document.body.classList.add('resizing');
    clearTimeout(timer);
    timer = setTimeout(() => document.body.classList.remove('resizing'), RESIZE_CLASS_MS);
  });
}

function dismissableTooltips(): void {
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    document.querySelectorAll('.glossary-term:hover, .glossary-term:focus-within').forEach((term) => term.classList.add('glossary-term--dismissed'));
  });
  const reset = (event: Event) => (event.target as Element).closest?.('.glossary-term')?.classList.remove('glossary-term--dismissed');
  addEventListener('mouseover', reset);
  addEventListener('focusin', reset);
}

for (const enhance of [tocSpy, resizeClass, dismissableTooltips]) {
  try {
    enhance();
  } catch (error) {
    console.warn('Erweiterung nicht verfügbar', error);
  }
}
