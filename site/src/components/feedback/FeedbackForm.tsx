/**
 * The feedback form island: idle → loading → success or error. Empty descriptions
 * are not sent; typing clears the error; errors are announced and receive focus.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { FEEDBACK_LIMITS, type FeedbackLabel } from '@servicestandard/feedback-api';
import { feedbackMessages as t } from '../../lib/messages.ts';
import { Icon } from '../Icon.tsx';
import { FeedbackRejected, sendFeedback, type FeedbackOutcome, type Solver } from './feedback-client.ts';

type State = { kind: 'idle' } | { kind: 'loading' } | ({ kind: 'success' } & FeedbackOutcome) | { kind: 'error'; message: string };

export interface FeedbackFormProps {
  /** Feedback service base URL, e.g. /api. */
  server: string;
  /** Labels sent with the feedback; empty for general feedback. */
  labels?: FeedbackLabel[];
  /** For tests and benchmarks only; the site uses the Web Worker. */
  solve?: Solver;
}

const noSubscription = () => () => undefined;

export default function FeedbackForm({ server, labels = [], solve }: FeedbackFormProps) {
  // Barrier reports may reveal a disability: they go to openCode as confidential issues.
  const confidential = labels.includes('barriere');
  const id = useId();
  // False in the server-rendered HTML, true once hydrated: the form only works with JavaScript.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [description, setDescription] = useState('');
  const [email, setEmail] = useState('');
  const messageRef = useRef<HTMLParagraphElement>(null);

  // A page restored from the back/forward cache counts as a new visit: start over.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setState({ kind: 'idle' });
      setDescription('');
      setEmail('');
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  useEffect(() => {
    if (state.kind === 'error' || state.kind === 'success') messageRef.current?.focus();
  }, [state.kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.kind === 'loading' || description.trim() === '') return;
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
    return (
      <div className="feedback-form__success" role="status">
        <p ref={messageRef} tabIndex={-1}>
          <Icon name="success" className="feedback-form__icon" /> {state.status === 'stored' ? t.successStored : confidential ? t.successConfidential : t.successQueued}
        </p>
        <p>
          <a href={state.statusUrl}>{t.successLink}</a>
        </p>
      </div>
    );
  }

  const loading = state.kind === 'loading';
  const inactive = !hydrated;
  return (
    <form className="feedback-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={loading}>
      <p className="feedback-form__note" id={`${id}-note`}>
        {t.note}{' '}
        {confidential ? (
          t.confidentialNote
        ) : (
          <>
            {t.publicNote} <a href="/barriere-melden">{t.barrierLink}</a>.
          </>
        )}
      </p>
      <div className="form-field">
        <label htmlFor={`${id}-description`}>{t.descriptionLabel}</label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={5}
          maxLength={FEEDBACK_LIMITS.descriptionMax}
          required
          disabled={inactive}
          aria-describedby={`${id}-note`}
          value={description}
          onChange={(event) => {
            setDescription(event.target.value);
            clearError();
          }}
        />
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
          disabled={inactive}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            clearError();
          }}
        />
      </div>
      {state.kind === 'error' && (
        <p className="form-error" role="alert" ref={messageRef} tabIndex={-1}>
          <Icon name="danger" className="feedback-form__icon" /> {state.message}
        </p>
      )}
      <button type="submit" className="kern-btn kern-btn--primary" disabled={loading || inactive}>
        <span className="kern-label">{loading ? t.loading : t.submit}</span>
      </button>
    </form>
  );
}
