/**
 * The questions of the Selbstcheck as plain HTML, rendered at build time for visitors without
 * JavaScript: they can read and discuss the questions, and links from criterion pages
 * (/selbstcheck#kriterium-3) still land on the right criterion.
 */
import type { SelbstcheckContent } from '../../lib/selbstcheck/types.ts';
import { t } from '@servicestandard/messages/selbstcheck';

export function StaticQuestions({ content }: { content: SelbstcheckContent }) {
  return (
    <section className="sc-static" aria-labelledby="sc-fragen">
      <h2 id="sc-fragen">{t.staticHeading}</h2>
      <p>{t.staticIntro}</p>
      {content.criteria.map((criterion) => (
        <section key={criterion.index} aria-labelledby={`kriterium-${criterion.index}`}>
          <h3 id={`kriterium-${criterion.index}`}>{t.criterionHeading(criterion.index, criterion.title)}</h3>
          <ol className="sc-static__questions">
            {criterion.questions.map((question) => (
              <li key={question.id}>
                {question.text}
                <br />
                <span className="sc-muted">
                  {t.stepHint} <a href={`${criterion.href}#${question.step}`}>{t.stepWithRequirement(question.stepTitle, question.requirement)}</a>
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
