/**
 * Copy-link buttons at the requirement IDs of a criterion page ("Anforderung 6.3", Steps.tsx): the
 * hidden button "Link kopieren" beside each ID link is shown and copies the full address of the
 * step's anchor, so a tender or a report can cite and link it. A toast in a status region says
 * whether it worked. Without JavaScript the button stays hidden and the ID itself is a plain link
 * to the anchor.
 */
import { requirementMessages as m } from '@servicestandard/messages/requirement';
import { toast } from './toast.ts';

document.querySelectorAll<HTMLAnchorElement>('a.steps__requirement-link[data-requirement]').forEach((link) => {
  const id = link.dataset['requirement']!;
  const button = link.parentElement?.querySelector<HTMLButtonElement>('button.steps__copy');
  if (!button) return;
  button.addEventListener('click', () => {
    // link.href is absolute: this page's address (or the criterion's, seen from another page) with the anchor.
    navigator.clipboard.writeText(link.href).then(
      () => toast(m.copiedTitle, m.copied(id)),
      () => toast(m.failedTitle, m.failed(id)),
    );
  });
  button.hidden = false;
});
