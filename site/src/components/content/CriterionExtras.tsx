/** The blocks of a criterion page that come from its frontmatter, not from its text. */
import { Icon } from '../Icon.tsx';
import type { Named, TeaserPage } from '../../lib/site-data.ts';
import { TeaserCards } from './TeaserCards.tsx';

interface Props {
  part: 'before' | 'after';
  phases?: readonly Named[];
  skills?: readonly Named[];
  caseStudies?: readonly TeaserPage[];
  caseStudiesFolder?: string | undefined;
  next?: { index: number; href: string; title: string; description: string };
  /** Number of this criterion, for the link into the Selbstcheck. */
  criteriaIndex?: number;
}

export function CriterionExtras({ part, phases = [], skills = [], caseStudies = [], caseStudiesFolder, next, criteriaIndex }: Props) {
  if (part === 'before') {
    return (
      <section className="criterion-phases" aria-labelledby="entwicklungsphasen">
        <h2 id="entwicklungsphasen">Wichtig in diesen Entwicklungsphasen</h2>
        <ul className="tag-list">
          {phases.map((phase) => (
            <li key={phase.id}>
              <a href={`/entwicklungsphasen#${phase.id}`}>{phase.title}</a>
            </li>
          ))}
        </ul>
        <p>
          <a href="/entwicklungsphasen">Alle 4 Entwicklungsphasen</a>
        </p>
      </section>
    );
  }
  return (
    <>
      {criteriaIndex !== undefined && (
        // A plain link: the criterion page stays free of JavaScript; the Selbstcheck opens at this criterion.
        <p className="button-row">
          <a className="kern-btn kern-btn--secondary" href={`/selbstcheck#kriterium-${criteriaIndex}`}>
            <span className="kern-label">Kriterium im Selbstcheck prüfen</span>
            <Icon name="arrow-forward" />
          </a>
        </p>
      )}
      <section aria-labelledby="hilfreiche-fachgebiete">
        <h2 id="hilfreiche-fachgebiete">Hilfreiche Fachgebiete</h2>
        <p>Diese Fachgebiete helfen bei der Umsetzung. Sie dienen zur Orientierung und sind keine Checkliste.</p>
        <ul className="tag-list">
          {skills.map((skill) => (
            <li key={skill.id}>
              <a href={`/hilfreiche-fachgebiete#${skill.id}`}>{skill.title}</a>
            </li>
          ))}
        </ul>
        <p>
          <a href="/hilfreiche-fachgebiete">Alle hilfreichen Fachgebiete</a>
        </p>
      </section>
      {caseStudies.length > 0 && caseStudiesFolder && (
        <section aria-labelledby="erfahrungen-aus-der-praxis">
          <h2 id="erfahrungen-aus-der-praxis">Erfahrungen aus der Praxis</h2>
          <TeaserCards pages={caseStudies} allHref={`/${caseStudiesFolder}`} allLabel="Alle Praxisberichte" />
        </section>
      )}
      {next && (
        <section className="next-criterion" aria-labelledby="naechstes-kriterium">
          <h2 id="naechstes-kriterium">Nächstes Kriterium</h2>
          <article className="site-card">
            <span className="number-circle" aria-hidden="true">
              {next.index}
            </span>
            <div>
              <h3 className="site-card__title">
                <a href={next.href}>
                  <span className="visually-hidden">Kriterium {next.index}: </span>
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
