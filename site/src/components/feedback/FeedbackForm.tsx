/**
 * The feedback form island: idle → loading → success or error. The served HTML is a complete
 * form (method post to the service's form endpoint, hidden page, labels and form token, a
 * honeypot), so it works before and without hydration: the service answers with a page of the
 * site (@servicestandard/feedback-api, form.ts). Once hydrated, the form sends JSON with a proof
 * of work instead and shows the outcome in place. An empty description is not sent: the error
 * appears at the field, is announced, and focus moves to the field; typing clears it. Other
 * errors are announced and receive focus.
 *
 * The fields are uncontrolled: the island hydrates only when it scrolls into view (client:visible),
 * and whatever a visitor typed or pasted into the served form before that stays in the fields. A
 * controlled field would be set back to its initial empty value by the hydration. The values are
 * read from the fields when the form is sent.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EMAIL_RETENTION_MONTHS, errorMessages, FEEDBACK_LIMITS, FEEDBACK_PROJECT_ID, FORM_FIELDS, FORM_NOTES, formTokenPlaceholder, isConfidential, PRIVACY_ANCHORS, type FeedbackLabel } from '@servicestandard/feedback-api';
import { feedbackMessages } from '@servicestandard/messages/feedback';
import { easyFeedbackMessages } from '@servicestandard/messages/feedback';
import { Icon } from '@servicestandard/ui';
import { FeedbackRejected, sendFeedback, type FeedbackOutcome, type Solver } from './feedback-client.ts';

type State = { kind: 'idle' } | { kind: 'loading' } | ({ kind: 'success' } & FeedbackOutcome) | { kind: 'error'; message: string };

export interface FeedbackFormProps {
  /** Feedback service base URL, e.g. /api. */
  server: string;
  /** Labels sent with the feedback; empty for general feedback. */
  labels?: FeedbackLabel[];
  /** The page the form is on, as the build knows it: sent by the form without JavaScript. */
  pagePath?: string;
  /** For tests and benchmarks only; the site uses the Web Worker. */
  solve?: Solver;
  /** The words in Leichte Sprache (the form on /leichte-sprache). */
  easy?: boolean;
}

export default function FeedbackForm({ server, labels = [], pagePath = '/', solve, easy = false }: FeedbackFormProps) {
  const t = easy ? { ...feedbackMessages, ...easyFeedbackMessages } : feedbackMessages;
  // Barrier reports may reveal a disability: they go to openCode as confidential issues.
  const confidential = isConfidential(labels);
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  /** The description was empty when sent: the error shows at the field. */
  const [missing, setMissing] = useState(false);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  /** The success box or the error message, whichever is shown: it takes the focus. */
  const messageRef = useRef<HTMLElement | null>(null);
  const setMessage = (element: HTMLElement | null) => {
    messageRef.current = element;
  };

  // A page restored from the back/forward cache counts as a new visit: start over.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setState({ kind: 'idle' });
      setMissing(false);
      if (descriptionRef.current) descriptionRef.current.value = '';
      if (emailRef.current) emailRef.current.value = '';
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  useEffect(() => {
    if (state.kind === 'error' || state.kind === 'success') messageRef.current?.focus();
  }, [state.kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.kind === 'loading') return;
    const description = descriptionRef.current?.value ?? '';
    const email = emailRef.current?.value ?? '';
    if (description.trim() === '') {
      setMissing(true);
      descriptionRef.current?.focus();
      return;
    }
    setState({ kind: 'loading' });
    try {
      const receipt = await sendFeedback(server, { description, email: email.trim(), labels, pagePath: location.pathname + location.search }, solve);
      setState({ kind: 'success', ...receipt });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof FeedbackRejected ? error.message : t.error });
    }
  }

  function clearError() {
    if (state.kind === 'error') setState({ kind: 'idle' });
  }

  if (state.kind === 'success') {
    // A KERN success alert: icon and text side by side, inside a padded box that takes the focus.
    return (
      <div className="kern-alert kern-alert--success feedback-form__success" role="status" ref={setMessage} tabIndex={-1}>
        <div className="kern-alert__header">
          <Icon name="success" />
          <p className="kern-title">{state.status === 'stored' ? t.successStored : confidential ? t.successConfidential : t.successQueued}</p>
        </div>
        <div className="kern-alert__body">
          <p>
            <a href={state.statusUrl}>{confidential ? t.successLinkConfidential : t.successLink}</a>
          </p>
        </div>
      </div>
    );
  }

  const loading = state.kind === 'loading';
  const errorId = `${id}-description-error`;
  const emailHintId = `${id}-email-hint`;
  return (
    <form
      className="feedback-form"
      method="post"
      action={`${server}/feedback/form`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={loading}
    >
      {/* For the form without JavaScript; the script sends JSON and ignores them. */}
      <input type="hidden" name="projectId" value={String(FEEDBACK_PROJECT_ID)} />
      <input type="hidden" name="pagePath" value={pagePath} />
      <input type="hidden" name="labels" value={labels.join(' ')} />
      {/* The web server fills in a fresh form token per request (SSI directive, see deploy/ and service/src/site.ts),
          so the served HTML differs from what the component renders: React is told to keep it. */}
      <div hidden suppressHydrationWarning dangerouslySetInnerHTML={{ __html: `<input type="hidden" name="${FORM_FIELDS.token}" value='${formTokenPlaceholder(server, pagePath)}'>` }} />
      <p className="feedback-form__note" id={`${id}-note`}>
        {t.note}{' '}
        {confidential ? (
          `${t.confidentialNote} ${FORM_NOTES.disability}`
        ) : (
          <>
            {t.publicNote} <a href="/barriere-melden">{t.barrierLink}</a>.
          </>
        )}
      </p>
      <div className="form-field">
        <label htmlFor={`${id}-description`}>{confidential ? t.barrierDescriptionLabel : t.descriptionLabel}</label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={5}
          maxLength={FEEDBACK_LIMITS.descriptionMax}
          required
          ref={descriptionRef}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${errorId} ${id}-note` : `${id}-note`}
          defaultValue=""
          onChange={() => {
            setMissing(false);
            clearError();
          }}
        />
        {missing && (
          <p className="form-error" id={errorId} role="alert">
            <Icon name="danger" className="feedback-form__icon" /> {easy ? easyFeedbackMessages.required : errorMessages.DESCRIPTION_REQUIRED}
          </p>
        )}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-email`}>
          {t.emailLabel} {t.optional}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={FEEDBACK_LIMITS.emailMax}
          ref={emailRef}
          aria-describedby={emailHintId}
          defaultValue=""
          onChange={clearError}
        />
        <p className="form-hint" id={emailHintId}>
          {easy ? easyFeedbackMessages.emailHint(EMAIL_RETENTION_MONTHS) : FORM_NOTES.email} <a href={PRIVACY_ANCHORS.email}>{easy ? easyFeedbackMessages.privacyLink : FORM_NOTES.privacyLink}</a>.
        </p>
      </div>
      {state.kind === 'error' && (
        <p className="form-error" role="alert" ref={setMessage} tabIndex={-1}>
          <Icon name="danger" className="feedback-form__icon" /> {state.message}
        </p>
      )}
      {/* The honeypot: people do not see it and cannot reach it; a form with it filled is refused. */}
      <div className="feedback-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-homepage`}>{t.honeypotLabel}</label>
        <input id={`${id}-homepage`} name={FORM_FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="kern-btn kern-btn--primary" disabled={loading}>
        <span className="kern-label">{loading ? t.loading : confidential ? t.barrierSubmit : t.submit}</span>
      </button>
    </form>
  );
}
