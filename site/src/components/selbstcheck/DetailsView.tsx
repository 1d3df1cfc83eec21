/** The service under assessment, the team and the day of the check. */
import { useState } from 'react';
import { DateInput, TextField, Icon } from '@servicestandard/ui';
import { t } from '@servicestandard/messages/selbstcheck';
import { LIMITS, type Assessment } from '../../lib/selbstcheck/schema.ts';

interface Props {
  assessment: Assessment;
  onChange: (update: Partial<Pick<Assessment, 'service' | 'team' | 'checkDate'>>) => void;
}

export function DetailsView({ assessment, onChange }: Props) {
  const [touched, setTouched] = useState(false);
  const missing = touched && assessment.service.trim() === '';
  return (
    <section className="sc-view" aria-labelledby="angaben">
      <h2 id="angaben" tabIndex={-1}>
        {t.detailsHeading}
      </h2>
      <p>{t.detailsIntro}</p>
      <div className="form-fields">
        <TextField
          id="sc-service"
          label={t.serviceLabel}
          hint={t.serviceHint}
          required
          value={assessment.service}
          maxLength={LIMITS.name}
          autoComplete="off"
          error={missing ? t.serviceMissing : undefined}
          onChange={(service) => onChange({ service })}
          onBlur={() => setTouched(true)}
        />
        <TextField
          id="sc-team"
          label={t.teamLabel}
          hint={t.teamHint}
          value={assessment.team}
          maxLength={LIMITS.name}
          autoComplete="organization"
          onChange={(team) => onChange({ team })}
        />
        <DateInput key={assessment.id} id="sc-datum" label={t.dateLabel} defaultValue={assessment.checkDate} onChange={(checkDate) => onChange({ checkDate })} />
      </div>
      <p className="button-row">
        <a className="kern-btn kern-btn--primary" href="#kriterium-1">
          <span className="kern-label">{t.startCriteria}</span>
          <Icon name="arrow-forward" />
        </a>
      </p>
    </section>
  );
}
