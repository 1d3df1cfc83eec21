/** The blocks of a criterion page that come from its frontmatter, not from its text. */
import { Icon } from '@servicestandard/ui';
import type { Guide, Named, TeaserPage } from '../../lib/site-data.ts';
import { contentMessages, criterionMessages as m } from '@servicestandard/messages/content';
import { TakeAway } from './TakeAway.tsx';
import { TeaserCards } from './TeaserCards.tsx';

interface Props {
  part: 'before' | 'after';
  phases?: readonly Named[];
  skills?: readonly Named[];
  caseStudies?: readonly TeaserPage[];
  caseStudiesFolder?: string | undefined;
  /** Handbook guides naming this criterion in their front matter `kriterien`. */
  guides?: readonly Guide[];
  next?: { index: number; href: string; title: string; description: string };
  /** Number of this criterion, for the link into the Selbstcheck. */
  criteriaIndex?: number;
}

export function CriterionExtras({ part, phases = [], skills = [], caseStudies = [], caseStudiesFolder, guides = [], next, criteriaIndex }: Props) {
  if (part === 'before') {
    return (
      <section className="criterion-phases" aria-labelledby="entwicklungsphasen">
        <h2 id="entwicklungsphasen">{m.phases}</h2>
        <ul className="tag-list">
          {phases.map((phase) => (
            <li key={phase.id}>
              <a href={`/entwicklungsphasen#${phase.id}`}>{phase.title}</a>
            </li>
          ))}
        </ul>
        <p>
          <a href="/entwicklungsphasen">{m.allPhases}</a>
        </p>
      </section>
    );
  }
  return (
    <>
      {guides.length > 0 && (
        <section aria-labelledby="anleitungen-zu-diesem-kriterium">
          <h2 id="anleitungen-zu-diesem-kriterium">{m.guides}</h2>
          <p>{m.guidesIntro}</p>
          <ul>
            {guides.map((guide) => (
              <li key={guide.href}>
                <a href={guide.href}>{guide.title}</a>
              </li>
            ))}
          </ul>
          <p>
            <a href="/handbuch/anleitungen">{m.allGuides}</a>
          </p>
        </section>
      )}
      {criteriaIndex !== undefined && (
        // A plain link: the criterion page stays free of JavaScript; the Selbstcheck opens at this criterion.
        <p className="button-row">
          <a className="kern-btn kern-btn--secondary" href={`/selbstcheck#kriterium-${criteriaIndex}`}>
            <span className="kern-label">{m.selbstcheck}</span>
            <Icon name="arrow-forward" />
          </a>
        </p>
      )}
      <TakeAway />
      <section aria-labelledby="hilfreiche-fachgebiete">
        <h2 id="hilfreiche-fachgebiete">{m.skills}</h2>
        <p>{m.skillsIntro}</p>
        <ul className="tag-list">
          {skills.map((skill) => (
            <li key={skill.id}>
              <a href={`/hilfreiche-fachgebiete#${skill.id}`}>{skill.title}</a>
            </li>
          ))}
        </ul>
        <p>
          <a href="/hilfreiche-fachgebiete">{m.allSkills}</a>
        </p>
      </section>
      {caseStudies.length > 0 && caseStudiesFolder && (
        <section aria-labelledby="erfahrungen-aus-der-praxis">
          <h2 id="erfahrungen-aus-der-praxis">{m.caseStudies}</h2>
          <TeaserCards pages={caseStudies} allHref={`/${caseStudiesFolder}`} allLabel={contentMessages.allCaseStudies} />
        </section>
      )}
      {next && (
        <section className="next-criterion" aria-labelledby="naechstes-kriterium">
          <h2 id="naechstes-kriterium">{m.next}</h2>
          <article className="site-card">
            <span className="number-circle" aria-hidden="true">
              {next.index}
            </span>
            <div>
              <h3 className="site-card__title">
                <a href={next.href}>
                  <span className="visually-hidden">{contentMessages.criterion(next.index)}</span>
                  {next.title}
                </a>
              </h3>
              <p>{next.description}</p>
            </div>
            <Icon name="arrow-forward" />
          </article>
        </section>
      )}
    </>
  );
}
