/** Content blocks of SPEC §2.3 that authors use in MDX (see docs/inhalte.md). */
import type { ReactNode } from 'react';
import { Picture } from '../Picture.tsx';
import type { PreparedImage } from '../../lib/site-images.ts';
import { Icon } from '../Icon.tsx';
import { Link } from '../Link.tsx';
import { slugify } from '../../lib/slug.ts';
import { sanitizeBlockHtml } from '../../lib/sanitize.ts';

const ALERT_TITLES = { info: 'Hinweis', success: 'Erfolg', warning: 'Warnung', danger: 'Fehler' } as const;
export type AlertType = keyof typeof ALERT_TITLES;

export function Alert({ type = 'info', title, children }: { type?: AlertType; title?: string; children?: ReactNode }) {
  return (
    <div className={`kern-alert kern-alert--${type}`} role={type === 'danger' ? 'alert' : undefined}>
      <div className="kern-alert__header">
        <Icon name={type} />
        <span className="kern-title">{title ?? ALERT_TITLES[type]}</span>
      </div>
      <div className="kern-alert__body">{children}</div>
    </div>
  );
}

export function Steps({ children }: { children?: ReactNode }) {
  return <ol className="steps">{children}</ol>;
}

export function Step({ title, href, linkText, children }: { title: string; href?: string; linkText?: string; children?: ReactNode }) {
  return (
    <li className="steps__item">
      <h3 className="steps__title" id={slugify(title)}>
        {title}
      </h3>
      {children}
      {href && (
        <p>
          <Link className="kern-btn kern-btn--secondary" href={href}>
            <span className="kern-label">{linkText ?? 'Weiter'}</span>
            <Icon name="arrow-forward" />
          </Link>
        </p>
      )}
    </li>
  );
}

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

/** MDX hands the cards over as one rendered block, so the grid styles its direct children. */
export function Cards({ children }: { children?: ReactNode }) {
  return <div className="card-grid">{children}</div>;
}

export function TwoColumns({ children }: { children?: ReactNode }) {
  return <div className="two-columns">{children}</div>;
}

/** A highlighted box; `html` (e.g. from data files) is sanitised before display. */
export function InfoBox({ title, html, children }: { title?: string; html?: string; children?: ReactNode }) {
  return (
    <aside className="info-box" aria-label={title ?? 'Hinweis'}>
      {title && (
        <p>
          <strong>{title}</strong>
        </p>
      )}
      {html !== undefined && <div dangerouslySetInnerHTML={{ __html: sanitizeBlockHtml(html) }} />}
      {children}
    </aside>
  );
}

export function GlossaryLink({ id, children }: { id: string; children?: ReactNode }) {
  return <a href={`/glossar#${id}`}>{children}</a>;
}
