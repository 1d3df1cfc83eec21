import type { ReactNode } from 'react';
import { Icon } from '../Icon.tsx';
import { Link } from '../Link.tsx';
import { slugify } from '../../lib/slug.ts';
import { blockMessages } from '../../messages/blocks.ts';

/** Numbered vertical steps; each <Step> is one item. */
export function Steps({ children }: { children?: ReactNode }) {
  return <ol className="steps">{children}</ol>;
}

/** One step with an anchored heading and an optional button link. */
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
            <span className="kern-label">{linkText ?? blockMessages.stepNext}</span>
            <Icon name="arrow-forward" />
          </Link>
        </p>
      )}
    </li>
  );
}
