/**
 * The report of a peer review on the team's status page (issue 34, item 6): the draft, with a link
 * to its PDF and the form to agree to its publication or not, or after the answer what the team
 * decided. Who and what was reviewed, then the report itself as the published page shows it
 * (ReportDocument of @servicestandard/ui, in the words of the PDF).
 *
 * Printed, the page shows the report alone: the form and the PDF link are no-print, every
 * criterion starts a new sheet (report.scss), links print their address (the site's print
 * stylesheet).
 */
import { FORM_FIELDS, REVIEW_WITHHOLD_NAME_VALUE, errorMessages, type ErrorCode } from '@servicestandard/feedback-api';
import { germanDay as day, type Report } from '@servicestandard/pruefbericht';
import { Alert, Button, ReportDocument } from '@servicestandard/ui';
import { reviewLevelNames, reviewPhaseNames } from '@servicestandard/messages/review';
import { reportAgreementMessages as a, reportDocumentMessages as m } from '@servicestandard/messages/report-document';
import { reviewFormMessages } from '@servicestandard/messages/review';

/** What the status page shows of the report. */
export interface StatusReport {
  report: Report;
  /** Whether it is the draft the team has not answered yet. */
  draft: boolean;
  /** The address of each requirement on its criterion page, by ID. */
  requirementUrls: ReadonlyMap<string, string>;
  /** The address of each criterion's page, by number. */
  criterionUrls: ReadonlyMap<number, string>;
  pdfHref: string;
  /** The team's answer; null before it answered. */
  agreement: { day: string; publish: boolean; withholdName: boolean } | null;
  /** The form to answer, while the team can. */
  form?: { action: string; token: string } | undefined;
  /** Why the team's answer was refused. */
  error?: ErrorCode | undefined;
}

function Answer({ agreement }: { agreement: NonNullable<StatusReport['agreement']> }) {
  return (
    <Alert type={agreement.publish ? 'success' : 'info'} id="antwort" role="status">
      <p>{agreement.publish ? (agreement.withholdName ? a.agreedPublishWithheld : a.agreedPublish) : a.declined}</p>
      <p>{agreement.publish ? a.agreedPublishNext : a.declinedNext}</p>
      <p>{a.answeredOn(day(agreement.day))}</p>
    </Alert>
  );
}

function AgreementForm({ form }: { form: NonNullable<StatusReport['form']> }) {
  return (
    <section className="report-draft__answer no-print" aria-labelledby="bericht-antwort">
      <h2 id="bericht-antwort">{a.formHeading}</h2>
      <p>{a.formIntro}</p>
      <p>{a.reviewersNote}</p>
      <form method="post" action={form.action}>
        <input type="hidden" name={FORM_FIELDS.token} value={form.token} />
        <div className="kern-form-check">
          <input className="kern-form-check__checkbox" type="checkbox" id="bericht-name-nicht-nennen" name="withholdName" value={REVIEW_WITHHOLD_NAME_VALUE} aria-describedby="bericht-name-hinweis" />
          <label className="kern-label" htmlFor="bericht-name-nicht-nennen">
            {a.withholdName}
          </label>
        </div>
        <p className="kern-hint" id="bericht-name-hinweis">
          {a.withholdNameHint}
        </p>
        {/* The honeypot, as in the request form. */}
        <div className="feedback-form__trap" aria-hidden="true">
          <label htmlFor="bericht-homepage">{reviewFormMessages.honeypotLabel}</label>
          <input id="bericht-homepage" name={FORM_FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="button-row">
          <Button variant="primary" name="choice" value="zustimmen" label={a.agree} />
          <Button variant="secondary" name="choice" value="ablehnen" label={a.decline} />
        </div>
      </form>
    </section>
  );
}

export function ReportOnStatusPage({ view }: { view: StatusReport }) {
  const { report, requirementUrls, criterionUrls } = view;
  const withheld = report.service === null;
  return (
    <div className="report-draft prose" id="bericht">
      {view.error && (
        <p className="form-error" role="alert" id="antwort-fehlermeldung">
          {errorMessages[view.error]}
        </p>
      )}
      {view.agreement && <Answer agreement={view.agreement} />}
      <h2>{view.draft ? a.draftHeading : a.agreedHeading}</h2>
      {view.draft && <p>{a.draftIntro}</p>}
      <p className="no-print">
        <a href={view.pdfHref} type="application/pdf">
          {a.pdfLink}
        </a>
      </p>
      <dl>
        <dt>{m.service}</dt>
        <dd>{report.service ?? m.nameWithheld}</dd>
        <dt>{m.organisation}</dt>
        <dd>{withheld ? m.nameWithheld : report.organisation}</dd>
        <dt>{m.level}</dt>
        <dd>{reviewLevelNames[report.level]}</dd>
        <dt>{m.phase}</dt>
        <dd>{reviewPhaseNames[report.phase]}</dd>
        <dt>{m.reviewedOn}</dt>
        <dd>
          <time dateTime={report.reviewedOn}>{day(report.reviewedOn)}</time>
        </dd>
        <dt>{m.reviewers}</dt>
        <dd>{report.reviewers.length > 0 ? report.reviewers.join(', ') : m.reviewersNotNamed}</dd>
      </dl>

      <ReportDocument report={report} requirementHref={(_, id) => requirementUrls.get(id)} criterionHref={(criterion) => criterionUrls.get(criterion)} level={3} />
      {view.form && <AgreementForm form={view.form} />}
    </div>
  );
}
