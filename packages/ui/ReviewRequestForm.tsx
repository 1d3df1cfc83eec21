/**
 * The form that asks for a peer review (issue 34): one component for the site's form page (built
 * once, sent by the browser without JavaScript, enhanced by its island) and the service's answer
 * to a form post with errors, which shows the same form with the typed values, each field's error
 * at the field and a summary that links to them. A plain HTML form: uncontrolled fields
 * (defaultValue), so what a visitor typed before the island hydrates stays in the fields.
 */
import type { FormEvent, ReactNode } from 'react';
import { FORM_FIELDS, REVIEW_CRITERIA_COUNT, REVIEW_FIELDS, REVIEW_LEVELS, REVIEW_LIMITS, REVIEW_PHASES, type ReviewField } from '@servicestandard/feedback-api';
import { reviewFormMessages as t, reviewLevelNames, reviewPhaseNames } from '@servicestandard/messages/review';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { Fieldset } from './forms/Fieldset.tsx';
import { TextArea } from './forms/TextArea.tsx';
import { TextField } from './forms/TextField.tsx';

/** What the fields hold: text as typed, the checked criteria. */
export interface ReviewFormValues {
  service: string;
  authority: string;
  level: string;
  phase: string;
  goal: string;
  criteria: readonly number[];
  timeWindows: string;
  contactName: string;
  email: string;
  selbstcheck: string;
}

export const EMPTY_REVIEW_FORM: ReviewFormValues = {
  service: '',
  authority: '',
  level: '',
  phase: '',
  goal: '',
  criteria: [],
  timeWindows: '',
  contactName: '',
  email: '',
  selbstcheck: '',
};

/** The id of a field's control (of the first option in a group): where the summary's link leads. */
export function reviewFieldId(field: ReviewField): string {
  if (field === 'level') return `anfrage-level-${REVIEW_LEVELS[0]}`;
  if (field === 'phase') return `anfrage-phase-${REVIEW_PHASES[0]}`;
  if (field === 'criteria') return 'anfrage-criteria-1';
  return `anfrage-${field}`;
}

export interface ReviewRequestFormProps {
  /** Where the form posts to without JavaScript (POST /peer-review/form of the service). */
  action: string;
  /** The page the form is on: its form token is bound to it. */
  pagePath: string;
  /**
   * The form token: its value (the service's answer), or the hidden input as HTML with the web
   * server's placeholder (the site's build; the server fills in a fresh token per request).
   */
  token: { value: string } | { html: string };
  /** Where the privacy statement explains the contact data. */
  privacyHref: string;
  values?: ReviewFormValues;
  /** The message of each field with an error; shown at the field and listed above the form. */
  errors?: Partial<Record<ReviewField, string>>;
  /** Replaces the Selbstcheck's text field (the island shows an attached export there). */
  selbstcheck?: ReactNode;
  /** Below the fields, above the button: the island's messages. */
  status?: ReactNode;
  busy?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

export function ReviewRequestForm({ action, pagePath, token, privacyHref, values = EMPTY_REVIEW_FORM, errors = {}, selbstcheck, status, busy = false, onSubmit }: ReviewRequestFormProps) {
  const failed = REVIEW_FIELDS.filter((field) => errors[field]);
  const criteria = new Set(values.criteria);
  const radioClass = (field: ReviewField) => (errors[field] ? 'kern-form-check__radio kern-form-check__radio--error' : 'kern-form-check__radio');
  const checkboxClass = errors.criteria ? 'kern-form-check__checkbox kern-form-check__checkbox--error' : 'kern-form-check__checkbox';
  return (
    <form className="peer-review-anfrage" method="post" action={action} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      {failed.length > 0 && (
        <Alert type="danger" title={t.errorSummary} id="anfrage-fehler" tabIndex={-1}>
          <ul>
            {failed.map((field) => (
              <li key={field}>
                <a href={`#${reviewFieldId(field)}`}>{errors[field]}</a>
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <input type="hidden" name="pagePath" value={pagePath} />
      {'value' in token ? (
        <input type="hidden" name={FORM_FIELDS.token} value={token.value} />
      ) : (
        // The served HTML differs from what React renders (the web server fills in the token): React keeps it.
        <div hidden suppressHydrationWarning dangerouslySetInnerHTML={{ __html: token.html }} />
      )}
      <TextField id="anfrage-service" name="service" label={t.serviceLabel} hint={t.serviceHint} value={values.service} error={errors.service} required maxLength={REVIEW_LIMITS.nameMax} />
      <TextField id="anfrage-authority" name="authority" label={t.authorityLabel} hint={t.authorityHint} value={values.authority} error={errors.authority} required maxLength={REVIEW_LIMITS.nameMax} autoComplete="organization" />
      <Fieldset id="anfrage-level" legend={t.levelLabel} error={errors.level} required horizontal>
        {REVIEW_LEVELS.map((level) => (
          <div className="kern-form-check" key={level}>
            <input className={radioClass('level')} type="radio" id={`anfrage-level-${level}`} name="level" value={level} defaultChecked={values.level === level} required />
            <label className="kern-label" htmlFor={`anfrage-level-${level}`}>
              {reviewLevelNames[level]}
            </label>
          </div>
        ))}
      </Fieldset>
      <Fieldset id="anfrage-phase" legend={t.phaseLabel} hint={t.phaseHint} error={errors.phase} required>
        {REVIEW_PHASES.map((phase) => (
          <div className="kern-form-check" key={phase}>
            <input className={radioClass('phase')} type="radio" id={`anfrage-phase-${phase}`} name="phase" value={phase} defaultChecked={values.phase === phase} required />
            <label className="kern-label" htmlFor={`anfrage-phase-${phase}`}>
              {reviewPhaseNames[phase]}
            </label>
          </div>
        ))}
      </Fieldset>
      <TextArea id="anfrage-goal" name="goal" label={t.goalLabel} hint={t.goalHint} value={values.goal} error={errors.goal} required rows={5} maxLength={REVIEW_LIMITS.goalMax} />
      <Fieldset id="anfrage-criteria" legend={t.criteriaLabel} hint={t.criteriaHint} error={errors.criteria} horizontal>
        {Array.from({ length: REVIEW_CRITERIA_COUNT }, (_, index) => index + 1).map((n) => (
          <div className="kern-form-check" key={n}>
            <input className={checkboxClass} type="checkbox" id={`anfrage-criteria-${n}`} name="criteria" value={String(n)} defaultChecked={criteria.has(n)} />
            <label className="kern-label" htmlFor={`anfrage-criteria-${n}`}>
              {t.criterionLabel(n)}
            </label>
          </div>
        ))}
      </Fieldset>
      <TextArea id="anfrage-timeWindows" name="timeWindows" label={t.timeWindowsLabel} hint={t.timeWindowsHint} value={values.timeWindows} error={errors.timeWindows} rows={3} maxLength={REVIEW_LIMITS.timeWindowsMax} />
      <Fieldset id="anfrage-kontakt" legend={t.contactHeading} hint={<>{t.contactNote} <a href={privacyHref}>{t.privacyLink}</a>.</>} required>
        <TextField id="anfrage-contactName" name="contactName" label={t.contactNameLabel} value={values.contactName} error={errors.contactName} required maxLength={REVIEW_LIMITS.contactNameMax} autoComplete="name" />
        <TextField id="anfrage-email" name="email" type="email" label={t.emailLabel} value={values.email} error={errors.email} required maxLength={REVIEW_LIMITS.emailMax} autoComplete="email" />
      </Fieldset>
      {selbstcheck ?? (
        <TextArea id="anfrage-selbstcheck" name="selbstcheck" label={t.selbstcheckLabel} hint={t.selbstcheckHint} value={values.selbstcheck} error={errors.selbstcheck} rows={4} maxLength={REVIEW_LIMITS.selbstcheckMax} spellCheck={false} />
      )}
      {/* The honeypot: people do not see it and cannot reach it; a form with it filled is refused. */}
      <div className="feedback-form__trap" aria-hidden="true">
        <label htmlFor="anfrage-homepage">{t.honeypotLabel}</label>
        <input id="anfrage-homepage" name={FORM_FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {status}
      <div>
        <Button variant="primary" label={busy ? t.loading : t.submit} disabled={busy} />
      </div>
    </form>
  );
}
