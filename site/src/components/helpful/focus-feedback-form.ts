/** How long to wait for the feedback form to take input (it hydrates when it comes into view). */
const FORM_WAIT_MS = 10_000;

/**
 * Scrolls to the feedback block (#feedback) and focuses its text field as soon as it can take
 * input. Only the block's id and its one text field are assumed, so the form can change freely.
 */
export function focusFeedbackForm(): void {
  const section = document.getElementById('feedback');
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  const tryFocus = () => {
    const field = section.querySelector<HTMLTextAreaElement>('textarea');
    if (!field || field.disabled) return false;
    field.focus();
    return true;
  };
  if (tryFocus()) return;
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect();
  });
  observer.observe(section, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  setTimeout(() => observer.disconnect(), FORM_WAIT_MS);
}
