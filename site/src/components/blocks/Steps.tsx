import type { ReactNode } from 'react';
import { Icon } from '@servicestandard/ui';
import { Link } from '../Link.tsx';
import type { StepLevel } from '../../lib/constants.ts';
import { slugify } from '../../lib/slug.ts';
import { requirementAnchor, requirementLabel } from '../../lib/requirement-ids.ts';
import { blockMessages } from '@servicestandard/messages/blocks';
import { requirementMessages } from '@servicestandard/messages/requirement';

/** The heading level and id prefix of steps shown inside another page (the Druckfassung nests a criterion one level deeper). */
export interface StepPlacement {
  headingLevel?: 3 | 4;
  idPrefix?: string;
}

/** Numbered vertical steps; each <Step> is one item. With `levelNote`, a note on the bindingness badges comes first. */
export function Steps({ children, levelNote = false }: { children?: ReactNode; levelNote?: boolean }) {
  return (
    <>
      {levelNote && <StepLevelNote />}
      <ol className="steps">{children}</ol>
    </>
  );
}

/** What the badges mean and whose reading they are. */
export function StepLevelNote() {
  const m = blockMessages.stepLevels;
  return (
    <p className="steps__level-note">
      {m.note} <a href="/glossar#verbindlichkeit">{m.noteLink}</a>
    </p>
  );
}

const BADGE_VARIANT: Record<StepLevel, string> = { MUSS: 'kern-badge--warning', SOLL: 'kern-badge--info', KANN: 'kern-badge--success' };

/** The bindingness of a step: the keyword is the visible text; screen readers hear "Verbindlichkeit: SOLL" and the meaning. */
export function StepLevelBadge({ level }: { level: StepLevel }) {
  const m = blockMessages.stepLevels;
  return (
    <p className="steps__level" data-verbindlichkeit={level}>
      <span className={`kern-badge ${BADGE_VARIANT[level]}`}>
        <span className="kern-label">
          <span className="visually-hidden">{m.label}</span>
          {level}
          <span className="visually-hidden">{m.meaning[level]}</span>
        </span>
      </span>
    </p>
  );
}

/** A criterion step's requirement ID, the step's own anchor and where the ID links to. */
export interface StepRequirement {
  /** "6.3" */
  id: string;
  /** The page the step is cited on: "" for this page, or a criterion's path seen from another page (the Druckfassung). */
  page: string;
}

/**
 * "Anforderung 6.3": a link to the step's anchor, so the ID can be cited and linked without
 * JavaScript. The button beside it that copies the full link stays hidden until
 * src/scripts/requirement-copy.ts (on the criterion pages) makes it work.
 */
export function RequirementId({ requirement }: { requirement: StepRequirement }) {
  const m = requirementMessages;
  return (
    <p className="steps__requirement">
      <a className="steps__requirement-link" href={`${requirement.page}#${requirementAnchor(requirement.id)}`} data-requirement={requirement.id}>
        {requirementLabel(requirement.id)}
      </a>
      {/* Only on the criterion's own page, where the script runs; on paper and in the PDF the ID is enough. */}
      {requirement.page === '' && (
        <button type="button" className="steps__copy kern-btn kern-btn--tertiary" aria-label={m.copyButtonName(requirement.id)} hidden>
          <Icon name="copy" />
          <span className="kern-label">{m.copyButton}</span>
        </button>
      )}
    </p>
  );
}

/** One step with an anchored heading, an optional requirement ID, an optional bindingness badge and an optional button link. */
export function Step({
  title,
  href,
  linkText,
  level,
  requirement,
  placement = {},
  children,
}: {
  title: string;
  href?: string;
  linkText?: string;
  level?: StepLevel | undefined;
  requirement?: StepRequirement | undefined;
  placement?: StepPlacement;
  children?: ReactNode;
}) {
  const Heading = placement.headingLevel === 4 ? 'h4' : 'h3';
  return (
    // The requirement's anchor is unique across the standard, so it needs no prefix in the Druckfassung.
    <li className="steps__item" id={requirement ? requirementAnchor(requirement.id) : undefined}>
      <Heading className="steps__title" id={(placement.idPrefix ?? '') + slugify(title)}>
        {title}
      </Heading>
      {(requirement || level) && (
        <div className="steps__meta">
          {requirement && <RequirementId requirement={requirement} />}
          {level && <StepLevelBadge level={level} />}
        </div>
      )}
      {children}
      {href && (
        <p>
          <Link className="kern-btn kern-btn--secondary" href={href}>
            <span className="kern-label">{linkText ?? blockMessages.stepNext}</span>
            <Icon name="arrow-forward" />
          </Link>
        </p>
      )}
    </li>
  );
}
