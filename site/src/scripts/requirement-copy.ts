/**
 * Copy-link buttons at the requirement IDs of a criterion page ("Anforderung 6.3", Steps.tsx): each
 * ID link gets a button "Link kopieren" that copies the full address of the step's anchor, so a
 * tender or a report can cite and link it. A toast in a status region says whether it worked.
 * Without JavaScript the ID itself stays a plain link to the anchor.
 */
import { requirementMessages as m } from '@servicestandard/messages/requirement';
import { toast } from './toast.ts';

document.querySelectorAll<HTMLAnchorElement>('a.steps__requirement-link[data-requirement]').forEach((link) => {
  const id = link.dataset['requirement']!;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'steps__copy kern-btn kern-btn--tertiary';
  const label = document.createElement('span');
  label.className = 'kern-label';
  label.textContent = m.copyButton;
  const target = document.createElement('span');
  target.className = 'visually-hidden';
  target.textContent = m.copyButtonTarget(id);
  label.append(target);
  button.append(label);
  button.addEventListener('click', () => {
    // link.href is absolute: this page's address (or the criterion's, seen from another page) with the anchor.
    navigator.clipboard.writeText(link.href).then(
      () => toast(m.copiedTitle, m.copied(id)),
      () => toast(m.failedTitle, m.failed(id)),
    );
  });
  link.after(button);
});
