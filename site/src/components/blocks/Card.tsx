import type { ReactNode } from 'react';
import { Picture } from '../Picture.tsx';
import type { PreparedImage } from '../../lib/site-images.ts';
import { Link } from '../Link.tsx';

export interface CardProps {
  title: string;
  href?: string | undefined;
  preline?: string | undefined;
  subline?: string | undefined;
  imgSrc?: string | undefined;
  imgAlt?: string | undefined;
  /** An image prepared at build time (preferred over imgSrc). */
  image?: PreparedImage | undefined;
  size?: 'small' | 'large';
  headingLevel?: 2 | 3;
  primaryAction?: { label: string; href: string } | undefined;
  secondaryAction?: { label: string; href: string } | undefined;
  children?: ReactNode;
}

/** A card with optional image, pre-line, subline and up to two actions. */
export function Card({ title, href, preline, subline, imgSrc, imgAlt = '', image, size = 'small', headingLevel = 3, primaryAction, secondaryAction, children }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`site-card site-card--${size}`}>
      {image ? <Picture image={image} /> : imgSrc && <img src={imgSrc} alt={imgAlt} width="640" height="360" loading="lazy" decoding="async" />}
      <div className="site-card__body">
        {preline && <p className="site-card__preline">{preline}</p>}
        <Heading className="site-card__title">{href ? <Link href={href}>{title}</Link> : title}</Heading>
        {subline && <p className="site-card__subline">{subline}</p>}
        {children}
        {(primaryAction || secondaryAction) && (
          <div className="button-row">
            {primaryAction && (
              <a className="kern-btn kern-btn--primary" href={primaryAction.href}>
                <span className="kern-label">{primaryAction.label}</span>
              </a>
            )}
            {secondaryAction && (
              <a className="kern-btn kern-btn--secondary" href={secondaryAction.href}>
                <span className="kern-label">{secondaryAction.label}</span>
              </a>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

/** The grid around cards; MDX hands the cards over as one rendered block, so the grid styles its direct children. */
export function Cards({ children }: { children?: ReactNode }) {
  return <div className="card-grid">{children}</div>;
}
