/**
 * `client:needed`: hydrates an island once the page needs it, not during the page load.
 * - when it comes into the viewport (widened by the value as a rootMargin, e.g. "200px"), like
 *   `client:visible`, so a tool below the fold does not block the first paint and the first input;
 * - at once when the address names a place inside the page (`/selbstcheck#kriterium-3`), because
 *   that target only exists after hydration and the browser cannot scroll to it before;
 * - when the fragment changes later (a link within the page), for the same reason.
 * If the island's code cannot be loaded (offline, blocked; Astro retries once and then reports
 * astro:hydration-error), the island gets the attribute data-hydration-failed, so its placeholder
 * can say so instead of "loading" forever.
 */
import type { ClientDirective } from 'astro';

const needed: ClientDirective = (load, options, el) => {
  let started = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void hydrate();
    },
    { rootMargin: typeof options.value === 'string' ? options.value : '0px' },
  );

  async function hydrate(): Promise<void> {
    if (started) return;
    started = true;
    observer.disconnect();
    window.removeEventListener('hashchange', onHashChange);
    const run = await load();
    await run();
  }

  function onHashChange(): void {
    void hydrate();
  }

  el.addEventListener('astro:hydration-error', () => el.setAttribute('data-hydration-failed', ''), { once: true });

  if (location.hash.length > 1) {
    void hydrate();
    return;
  }
  window.addEventListener('hashchange', onHashChange);
  for (const child of el.children) observer.observe(child);
};

export default needed;
