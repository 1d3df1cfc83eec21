import type { ReactNode } from 'react';
import { Icon, type IconName } from '@servicestandard/ui';
import { Link } from '../Link.tsx';
import type { Crumb } from '../../lib/breadcrumbs.ts';
import { contentMessages } from '@servicestandard/messages/content';
import { pageMessages as m } from '@servicestandard/messages/layout';
import { Breadcrumb } from './Breadcrumb.tsx';

export interface HeroButton {
  text: string;
  type: 'primary' | 'secondary';
  icon?: IconName | undefined;
  iconPosition: 'left' | 'right';
  href: string;
}

export interface HeroLink {
  label: string;
  text: string;
  href: string;
}

export interface HeroProps {
  title: string;
  /** Already sanitised HTML (see sanitizeDescription). */
  descriptionHtml: string;
  crumbs?: Crumb[] | undefined;
  buttons?: HeroButton[];
  links?: HeroLink[];
  /** Criterion number, shown in a circle before the title. */
  number?: number | undefined;
  image?: { src: string; alt: string } | undefined;
  /** Printed under the title only (print stylesheet): the page's public address and, if known, its last-updated date. */
  printMeta?: { url: string; updated?: string | undefined } | undefined;
  /** Skill areas and development phases the page relates to, as links. */
  skills?: { href: string; title: string }[];
  phases?: { href: string; title: string }[];
  children?: ReactNode;
}

function TagLine({ label, items }: { label: string; items: { href: string; title: string }[] }) {
  if (items.length === 0) return null;
  return (
    <div className="hero__tags">
      <p className="hero__tags-label">{label}</p>
      <ul className="tag-list">
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ButtonLink({ button }: { button: HeroButton }) {
  const icon = button.icon ? <Icon name={button.icon} /> : null;
  return (
    <Link className={`kern-btn kern-btn--${button.type}`} href={button.href}>
      {button.iconPosition === 'left' && icon}
      <span className="kern-label">{button.text}</span>
      {button.iconPosition === 'right' && icon}
    </Link>
  );
}

/** The title block of a page: breadcrumb, title, lead, link entries, skills and phases, buttons and optional extras. */
export function Hero({ title, descriptionHtml, crumbs, buttons = [], links = [], number, image, skills = [], phases = [], printMeta, children }: HeroProps) {
  return (
    <div className="hero">
      <div className="container">
        {crumbs && <Breadcrumb crumbs={crumbs} />}
        <div className="hero__title-row">
          {number !== undefined && (
            <span className="number-circle" aria-hidden="true">
              {number}
            </span>
          )}
          <h1 id="seitentitel">
            {number !== undefined && <span className="visually-hidden">{contentMessages.criterion(number)}</span>}
            {title}
          </h1>
        </div>
        {printMeta && (
          <p className="print-only print-meta" data-search-ignore="">
            {m.printAddress} {printMeta.url}
            {printMeta.updated && (
              <>
                {' · '}
                {m.lastUpdated} {printMeta.updated}
              </>
            )}
          </p>
        )}
        {descriptionHtml && <p className="hero__lead" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />}
        {links.length > 0 && (
          <dl className="hero__links">
            {links.map((link) => (
              <div key={link.label} className="hero__link">
                <dt>{link.label}</dt>
                <dd>{link.href ? <Link href={link.href}>{link.text}</Link> : link.text}</dd>
              </div>
            ))}
          </dl>
        )}
        <TagLine label={m.skills} items={skills} />
        <TagLine label={m.phases} items={phases} />
        {children}
        {buttons.length > 0 && (
          <div className="button-row">
            {buttons.map((button) => (
              <ButtonLink key={button.href + button.text} button={button} />
            ))}
          </div>
        )}
        {image && <img src={image.src} alt={image.alt} width="640" height="360" />}
      </div>
    </div>
  );
}
