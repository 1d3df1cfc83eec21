/**
 * The steps of a criterion by bindingness, at the top of its page: which steps are MUSS, which
 * SOLL, which KANN, each a link to its step further down. Built from the criterion's `steps`
 * (front matter, the same data as the badges at the steps), so it cannot say anything else than
 * the steps do. A page of 3,000 words otherwise showed what is required only step by step.
 */
import { Fragment } from 'react';
import { STEP_LEVELS, type StepLevel } from '../../lib/constants.ts';
import { slugify } from '../../lib/slug.ts';
import { blockMessages } from '@servicestandard/messages/blocks';
import { stepSummaryMessages as m } from '@servicestandard/messages/content';

export function StepSummary({ steps }: { steps: readonly { title: string; verbindlichkeit: StepLevel }[] }) {
  return (
    <section className="step-summary" aria-labelledby="schritte-auf-einen-blick">
      <h2 id="schritte-auf-einen-blick">{m.heading}</h2>
      <p>{m.intro(steps.length)}</p>
      <dl>
        {STEP_LEVELS.map((level) => {
          const ofLevel = steps.filter((step) => step.verbindlichkeit === level);
          return (
            <div key={level} data-verbindlichkeit={level}>
              <dt>
                {level}
                <span className="step-summary__meaning">{blockMessages.stepLevels.meaning[level]}</span>
              </dt>
              <dd>
                {ofLevel.length === 0
                  ? m.none
                  : ofLevel.map((step, i) => (
                      <Fragment key={step.title}>
                        {i > 0 && ', '}
                        <a href={`#${slugify(step.title)}`}>{step.title}</a>
                      </Fragment>
                    ))}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
