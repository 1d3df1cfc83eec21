/**
 * The primary navigation, the same on every page: the entries of type page in the top-level
 * `_meta.yaml`. Plain links in a list that wraps on small screens, so it needs no JavaScript and
 * no menu button; the entry of the current page or section carries aria-current.
 */
import { navCurrent, navTarget, type PageMapItem } from '../../lib/page-map.ts';
import { headerMessages, NEW_WINDOW } from '@servicestandard/messages/layout';
import { Icon, type IconName } from '@servicestandard/ui';

export function PrimaryNav({ items, path }: { items: readonly PageMapItem[]; path: string }) {
  return (
    <nav className="primary-nav" aria-label={headerMessages.primaryNav}>
      <div className="container">
        <ul>
          {items.map((item) => (
            <li key={item.name}>
              <a href={navTarget(item)} aria-current={navCurrent(item, path)} {...(item.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {item.icon && <Icon name={item.icon as IconName} />}
                <span>{item.title}</span>
                {item.newWindow && <span className="visually-hidden">{NEW_WINDOW}</span>}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
