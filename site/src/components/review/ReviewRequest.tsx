/**
 * The peer-review request form's island. The served HTML is the complete form
 * (ReviewRequestForm of @servicestandard/ui: method post to the service's form endpoint, form
 * token filled in by the web server, honeypot), so it works before and without hydration; the
 * service answers with the status page or the form with each field's error. Once hydrated, the
 * form checks the fields with the contract's schema (the same messages), shows errors at the
 * fields with a summary that takes the focus, and sends JSON with a proof of work; on success it
 * opens the status page. A Selbstcheck carried over from the Selbstcheck page (sessionStorage)
 * is shown as attached, with a button to remove it; otherwise its export can be chosen as a file
 * or pasted.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  errorMessages,
  FORM_FIELDS,
  formTokenPlaceholder,
  isErrorCode,
  PRIVACY_ANCHORS,
  REVIEW_LIMITS,
  reviewFieldOf,
  reviewReceiptSchema,
  reviewRequestSchema,
  type ReviewField,
  type SelbstcheckExport,
} from '@servicestandard/feedback-api';
import { reviewFormMessages as t } from '@servicestandard/messages/review';
import { ReviewRequestForm, TextArea } from '@servicestandard/ui';
import { postJson, solvedChallenge, type Solver } from '../feedback/feedback-client.ts';
import { readAttachment, removeAttachment } from './review-attachment.ts';

export interface ReviewRequestProps {
  /** Feedback service base URL, e.g. /api. */
  server: string;
  /** The page the form is on. */
  pagePath: string;
  /** For tests only; the site uses the Web Worker. */
  solve?: Solver;
}

type Errors = Partial<Record<ReviewField, string>>;

/** The form's fields as the JSON route takes them. */
function bodyOf(form: HTMLFormElement, attached: SelbstcheckExport | undefined) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const pasted = text('selbstcheck').trim();
  let selbstcheck: unknown = attached ?? null;
  if (!attached && pasted) {
    try {
      selbstcheck = JSON.parse(pasted);
    } catch {
      selbstcheck = pasted; // refused by the schema with the Selbstcheck's own message
    }
  }
  return {
    service: text('service'),
    authority: text('authority'),
    level: text('level'),
    phase: text('phase'),
    goal: text('goal'),
    criteria: data.getAll('criteria').map(Number),
    timeWindows: text('timeWindows'),
    contactName: text('contactName'),
    email: text('email'),
    selbstcheck,
  };
}

/** The first error of each field, in the contract's German words. */
function check(body: ReturnType<typeof bodyOf>): Errors {
  const result = reviewRequestSchema().safeParse({ ...body, challenge: '0'.repeat(64), challengeSolution: '0' });
  const errors: Errors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = reviewFieldOf(`/${String(issue.path[0] ?? '')}`);
    if (field && !errors[field]) errors[field] = errorMessages[isErrorCode(issue.message) ? issue.message : 'INVALID_BODY'];
  }
  return errors;
}

export default function ReviewRequest({ server, pagePath, solve }: ReviewRequestProps) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [attached, setAttached] = useState<SelbstcheckExport | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [pasted, setPasted] = useState('');
  const focusSummary = useRef(false);

  // sessionStorage exists only in the browser: read after hydration, so the served form and the first render agree.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from sessionStorage once
  useEffect(() => setAttached(readAttachment()), []);

  useEffect(() => {
    if (!focusSummary.current) return;
    focusSummary.current = false;
    (document.getElementById('anfrage-fehler') ?? document.getElementById('anfrage-senden-fehler'))?.focus();
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = bodyOf(event.currentTarget, attached);
    const found = check(body);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length) {
      focusSummary.current = true;
      return;
    }
    setBusy(true);
    try {
      const receipt = reviewReceiptSchema.parse(await postJson(`${server}/peer-review`, { ...body, ...(await solvedChallenge(server, solve)) }));
      removeAttachment();
      location.assign(receipt.statusUrl);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t.error);
      setBusy(false);
      focusSummary.current = true;
    }
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileError(undefined);
    if (!file) return;
    if (file.size > REVIEW_LIMITS.selbstcheckMax) {
      setFileError(errorMessages.REVIEW_SELBSTCHECK_TOO_LARGE);
      return;
    }
    const text = await file.text();
    setPasted(text);
  }

  const selbstcheck = attached ? (
    <div className="kern-form-input peer-review-anfrage__anhang">
      <p className="kern-label" id="anfrage-selbstcheck">
        {t.selbstcheckAttached(attached.assessments[0]?.service ?? '')}
      </p>
      <button
        type="button"
        className="kern-btn kern-btn--secondary"
        onClick={() => {
          removeAttachment();
          setAttached(undefined);
        }}
      >
        <span className="kern-label">{t.selbstcheckRemove}</span>
      </button>
    </div>
  ) : (
    <>
      <TextArea
        id="anfrage-selbstcheck"
        name="selbstcheck"
        label={t.selbstcheckLabel}
        hint={t.selbstcheckHint}
        value={pasted}
        onChange={setPasted}
        error={errors.selbstcheck ?? fileError}
        rows={4}
        maxLength={REVIEW_LIMITS.selbstcheckMax}
        spellCheck={false}
      />
      <div className="kern-form-input">
        <label className="kern-label" htmlFor="anfrage-selbstcheck-datei">
          {t.selbstcheckFileLabel}
        </label>
        <input id="anfrage-selbstcheck-datei" className="kern-form-input__input" type="file" accept="application/json,.json" onChange={(event) => void chooseFile(event)} />
      </div>
    </>
  );

  return (
    <ReviewRequestForm
      action={`${server}/peer-review/form`}
      pagePath={pagePath}
      token={{ html: `<input type="hidden" name="${FORM_FIELDS.token}" value='${formTokenPlaceholder(server, pagePath)}'>` }}
      privacyHref={PRIVACY_ANCHORS.review}
      errors={errors}
      selbstcheck={selbstcheck}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      status={
        failure && (
          <p className="form-error" role="alert" id="anfrage-senden-fehler" tabIndex={-1}>
            {failure}
          </p>
        )
      }
    />
  );
}
