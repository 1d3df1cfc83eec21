/** The questions of one criterion with Ja / Teilweise / Nein / Nicht relevant, notes and evidence. */
import { RadioGroup, type RadioOption, TextArea, Icon } from '@servicestandard/ui';
import { t } from '@servicestandard/messages/selbstcheck';
import type { Assessment } from '../../lib/selbstcheck/schema.ts';
import type { Tally } from '../../lib/selbstcheck/scoring.ts';
import { ANSWER_VALUES, type AnswerValue, type CriterionContent, type QuestionContent } from '../../lib/selbstcheck/types.ts';

const OPTIONS: RadioOption<AnswerValue>[] = ANSWER_VALUES.map((value) => ({ value, label: t.answerLabels[value] }));

interface Props {
  criterion: CriterionContent;
  count: number;
  assessment: Assessment;
  tally: Tally;
  onAnswer: (question: QuestionContent, value: AnswerValue) => void;
  onText: (field: 'notes' | 'evidence', text: string) => void;
  onClearRemoved: () => void;
}

export function CriterionView({ criterion, count, assessment, tally, onAnswer, onText, onClearRemoved }: Props) {
  const n = criterion.index;
  const entry = assessment.criteria[String(n)];
  const headingId = `kriterium-${n}`;
  return (
    <section className="sc-view" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {t.criterionHeading(n, criterion.title)}
      </h2>
      <p className="sc-view__meta">
        <span>{t.criterionProgressLong(tally.answered, tally.total)}</span>
        <a href={criterion.href}>{t.readCriterion(n)}</a>
      </p>
      <p>{t.questionsIntro}</p>
      <ol className="sc-questions">
        {criterion.questions.map((question, i) => (
          <li key={question.id}>
            <RadioGroup
              id={`frage-${question.id}`}
              name={question.id}
              className="sc-question"
              label={
                <>
                  <span className="sc-question__number">{t.questionNumber(n, i + 1)}</span>{' '}
                  {question.text}
                </>
              }
              hint={
                <>
                  {t.stepHint} <a href={`${criterion.href}#${question.step}`}>{t.stepWithRequirement(question.stepTitle, question.requirement)}</a>
                </>
              }
              options={OPTIONS}
              value={entry?.answers[question.id]?.value ?? null}
              onChange={(value) => onAnswer(question, value)}
              required
              horizontal
            />
          </li>
        ))}
      </ol>
      <div className="form-fields">
        <TextArea id={`sc-notizen-${n}`} label={t.notesLabel} hint={t.notesHint(n)} value={entry?.notes ?? ''} onChange={(text) => onText('notes', text)} />
        <TextArea id={`sc-nachweise-${n}`} label={t.evidenceLabel} hint={t.evidenceHint} value={entry?.evidence ?? ''} onChange={(text) => onText('evidence', text)} />
      </div>
      {entry && entry.removed.length > 0 && (
        <section className="sc-removed" aria-labelledby={`entfernt-${n}`}>
          <h3 id={`entfernt-${n}`}>{t.removedHeading}</h3>
          <p>{t.removedIntro}</p>
          <ul>
            {entry.removed.map((removed) => (
              <li key={removed.id}>
                {removed.question} – <strong>{t.answerLabels[removed.value]}</strong>
              </li>
            ))}
          </ul>
          <button type="button" className="kern-btn kern-btn--secondary" onClick={onClearRemoved}>
            <span className="kern-label">{t.removedClear}</span>
          </button>
        </section>
      )}
      <nav className="button-row sc-pager" aria-label={t.pagerLabel}>
        {n > 1 ? (
          <a className="kern-btn kern-btn--secondary" href={`#kriterium-${n - 1}`}>
            <span className="kern-label">{t.previous(n - 1)}</span>
          </a>
        ) : (
          <a className="kern-btn kern-btn--secondary" href="#angaben">
            <span className="kern-label">{t.backToDetails}</span>
          </a>
        )}
        <a className="kern-btn kern-btn--primary" href={n < count ? `#kriterium-${n + 1}` : '#ergebnis'}>
          <span className="kern-label">{n < count ? t.next(n + 1) : t.toResults}</span>
          <Icon name="arrow-forward" />
        </a>
      </nav>
    </section>
  );
}
