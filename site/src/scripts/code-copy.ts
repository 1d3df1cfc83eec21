/**
 * Copy buttons on code blocks: each <pre> gets a button "Code kopieren"; a successful copy shows
 * a toast at top center for 2000 ms; a failed copy shows nothing. Without JavaScript there is no
 * button, since it could not work.
 */
import { codeCopyMessages as m } from '@servicestandard/messages/code-copy';

const TOAST_MS = 2000;
let region: HTMLElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** A toast in a live region that exists before its text arrives, so screen readers announce it. */
function toast(title: string, description: string): void {
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

document.querySelectorAll<HTMLPreElement>('.prose pre').forEach((pre, index) => {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'code-copy kern-btn kern-btn--tertiary';
  button.textContent = m.button;
  const id = pre.id || `code-${index + 1}`;
  pre.id = id;
  button.setAttribute('aria-describedby', id);
  button.addEventListener('click', () => {
    navigator.clipboard.writeText(pre.textContent ?? '').then(
      () => toast(m.copiedTitle, m.copied),
      () => undefined,
    );
  });
  const wrapper = document.createElement('div');
  wrapper.className = 'code-block';
  pre.replaceWith(wrapper);
  wrapper.append(button, pre);
});
