/**
 * Jumps between the sections of the Selbstcheck with the progress of each criterion. On narrow
 * screens it folds into a disclosure above the content; on wide screens it stays open beside it.
 */
import { useState, type ReactNode } from 'react';
import { Icon } from '@servicestandard/ui';
import { t } from '@servicestandard/messages/selbstcheck';
import type { CriterionResult } from '../../lib/selbstcheck/scoring.ts';
import { useMediaQuery, viewId, type View } from './browser.ts';

interface Props {
  view: View;
  results: readonly CriterionResult[];
  answered: number;
  total: number;
}

export function SectionNav({ view, results, answered, total }: Props) {
  const wide = useMediaQuery('(min-width: 64rem)');
  const current = viewId(view);
  // On a phone the list would push the questions down, so it is open only for the view where it
  // was opened: after a jump it folds away again.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === current;

  const link = (id: string, content: ReactNode) => (
    <a href={`#${id}`} aria-current={current === id ? 'location' : undefined}>
      {content}
    </a>
  );

  return (
    <details className="sc-nav" open={wide || open} onToggle={(event) => !wide && setOpenAt(event.currentTarget.open ? current : null)}>
      <summary className="sc-nav__summary">
        {t.navSummary} <span className="sc-nav__total">({t.overallProgress(answered, total)})</span>
      </summary>
      <nav aria-label={t.navLabel}>
        <ol className="sc-nav__list">
          <li className="sc-nav__plain">{link('angaben', <span className="sc-nav__title">{t.navDetails}</span>)}</li>
          {results.map(({ criterion, tally }) => {
            const done = tally.answered === tally.total;
            return (
              <li key={criterion.index}>
                {link(
                  `kriterium-${criterion.index}`,
                  <>
                    <span className="sc-nav__number">{criterion.index}</span>
                    <span className="sc-nav__title">{criterion.title}</span>
                    <span className={done ? 'sc-nav__progress sc-nav__progress--done' : 'sc-nav__progress'}>
                      {done && <Icon name="success" />}
                      <span aria-hidden="true">
                        {tally.answered}/{tally.total}
                      </span>
                      <span className="visually-hidden">, {t.criterionProgressLong(tally.answered, tally.total)}</span>
                    </span>
                  </>,
                )}
              </li>
            );
          })}
        </ol>
        {/* Apart from the numbered list, so that beside the tool these three stay in view while
            the criteria scroll (a window 720 px high does not show all of them). */}
        <ul className="sc-nav__list sc-nav__after">
          <li>{link('ergebnis', <span className="sc-nav__title">{t.navResults}</span>)}</li>
          <li>{link('bericht', <span className="sc-nav__title">{t.navReport}</span>)}</li>
          <li>{link('selbstchecks', <span className="sc-nav__title">{t.navManage}</span>)}</li>
        </ul>
      </nav>
    </details>
  );
}
