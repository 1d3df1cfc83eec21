/**
 * "War diese Seite hilfreich?" with Ja and Nein, above the feedback block; an island hydrated when
 * it comes into view (it shares React with the feedback form below).
 *
 * The served HTML is a plain form: without JavaScript, or before hydration, the service counts the
 * answer and sends the browser back to one of the two thank-you notes, which CSS shows when the
 * address points at it (:target). Once hydrated, the answer goes to the service in the background
 * and the thanks appear in place; after "Nein" the text field of the feedback form gets the focus,
 * ready for typing, as it does when the page was reached through the "Nein" note.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { HELPFUL_THANKS_ANCHORS, HelpfulAnswer } from '@servicestandard/feedback-api';
import { helpfulMessages as m } from '@servicestandard/messages/helpful';
import { focusFeedbackForm } from './focus-feedback-form.ts';

// The contract is imported for its types only: its values would bring its zod schemas into the
// bundle. The compiler checks that these anchors are the contract's.
const ANCHORS: typeof HELPFUL_THANKS_ANCHORS = { ja: 'hilfreich-ja', nein: 'hilfreich-nein' };
const isAnswer = (value: string): value is HelpfulAnswer => value === 'ja' || value === 'nein';

/** The section of the privacy statement that describes the counting. */
export const PRIVACY_SECTION = '/erklaerung-zur-datenschutz#war-diese-seite-hilfreich';

export interface HelpfulPromptProps {
  /** The page the answer is about. */
  path: string;
  /** Address of the feedback service, e.g. /api. */
  server: string;
}

/** Sends the answer; rejects with the service's German message ({ error: { message } }) or the general one. */
async function sendAnswer(server: string, pagePath: string, answer: HelpfulAnswer): Promise<void> {
  // Without a connection fetch rejects with the browser's own (English) message: say it in German.
  const response = await fetch(`${server}/helpful`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pagePath, answer }),
  }).catch(() => {
    throw new Error(m.failed);
  });
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => null);
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  throw new Error(typeof message === 'string' && message !== '' ? message : m.failed);
}

export default function HelpfulPrompt({ path, server }: HelpfulPromptProps) {
  const [answered, setAnswered] = useState<HelpfulAnswer | null>(null);
  const [problem, setProblem] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);

  // Reached through the "Nein" note of the plain form post: on to the feedback form.
  useEffect(() => {
    if (location.hash === `#${ANCHORS.nein}`) focusFeedbackForm();
  }, []);

  // The buttons are gone with the question: after "Ja" the focus stays with the answer.
  useEffect(() => {
    if (answered === 'ja') statusRef.current?.focus();
  }, [answered]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const answer = submitter instanceof HTMLButtonElement ? submitter.value : '';
    if (!isAnswer(answer)) return;
    event.preventDefault();
    setProblem('');
    const sent = sendAnswer(server, path, answer);
    if (answer === 'nein') {
      // The person wants to say what was missing: the form comes first, the count goes meanwhile.
      setAnswered('nein');
      focusFeedbackForm();
      sent.catch(() => undefined);
      return;
    }
    try {
      await sent;
      setAnswered('ja');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : m.failed);
    }
  }

  return (
    // The same block on every page: not for the search index (html-sections.ts).
    <section id="hilfreich" className="helpful" aria-labelledby="hilfreich-titel" data-answered={answered ?? undefined} data-search-ignore="">
      <form className="helpful__form" method="post" action={`${server}/helpful`} onSubmit={(event) => void submit(event)}>
        <h2 id="hilfreich-titel" className="helpful__question">
          {m.question}
        </h2>
        <input type="hidden" name="pagePath" value={path} />
        <div className="helpful__buttons">
          <button type="submit" className="kern-btn kern-btn--secondary" name="answer" value="ja">
            <span className="kern-label">{m.yes}</span>
          </button>
          <button type="submit" className="kern-btn kern-btn--secondary" name="answer" value="nein">
            <span className="kern-label">{m.no}</span>
          </button>
        </div>
        <p className="helpful__note">
          {m.note} <a href={PRIVACY_SECTION}>{m.privacyLink}</a>
        </p>
      </form>
      <p id={ANCHORS.ja} className="helpful__thanks" tabIndex={-1}>
        {m.thanksYes}
      </p>
      <p id={ANCHORS.nein} className="helpful__thanks" tabIndex={-1}>
        {m.thanksNo} <a href="#feedback">{m.toForm}</a>
      </p>
      <p className="helpful__status" role="status" tabIndex={-1} ref={statusRef}>
        {answered === 'ja' && m.thanksYes}
        {answered === 'nein' && (
          <>
            {m.thanksNo} <a href="#feedback">{m.toForm}</a>
          </>
        )}
        {problem}
      </p>
    </section>
  );
}
