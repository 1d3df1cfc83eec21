/**
 * A short confirmation at top center for 2000 ms (the copy buttons of code blocks and of
 * requirement IDs), in a status region that exists before its text arrives, so screen readers
 * announce it.
 */
const TOAST_MS = 2000;
let region: HTMLElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

export function toast(title: string, description: string): void {
  if (!region) {
    region = document.createElement('div');
    region.className = 'toast-region';
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  const box = region;
  clearTimeout(timer);
  box.replaceChildren();
  requestAnimationFrame(() => {
    const item = document.createElement('div');
    item.className = 'toast';
    const heading = document.createElement('p');
    heading.className = 'toast__title';
    heading.textContent = title;
    const text = document.createElement('p');
    text.textContent = description;
    item.append(heading, text);
    box.append(item);
    timer = setTimeout(() => box.replaceChildren(), TOAST_MS);
  });
}
