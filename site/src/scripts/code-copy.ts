/**
 * Copy buttons on code blocks: each <pre> gets a button "Code kopieren"; a successful copy shows
 * a toast at top center for 2000 ms; a failed copy shows nothing. Without JavaScript there is no
 * button, since it could not work.
 */
import { codeCopyMessages as m } from '@servicestandard/messages/code-copy';
import { toast } from './toast.ts';

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
