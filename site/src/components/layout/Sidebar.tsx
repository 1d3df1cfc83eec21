/**
 * The sidebar of a section (theme setting sidebar): a tree of the section's pages as nested
 * <details>, so folders open and close without JavaScript. The active page is marked with
 * aria-current and every folder on its path starts open; other folders start closed from the
 * default collapse level on. Below 1280 px, with JavaScript, it is a panel that the button before
 * it opens (src/scripts/sidebar.ts); without JavaScript the tree stands above the content.
 */
import type { ReactNode } from 'react';
import { startsOpen, type PageMapItem } from '../../lib/page-map.ts';
import { NEW_WINDOW } from '@servicestandard/messages/layout';
import { sidebarMessages as m } from '@servicestandard/messages/sidebar';
import { Icon } from '@servicestandard/ui';

export const SIDEBAR_ID = 'seitenleiste';

interface TreeProps {
  items: readonly PageMapItem[];
  level: number;
  path: string;
  collapsed: boolean;
  /** The folder's own page, listed first as "Übersicht". */
  indexRoute?: string | undefined;
}

function Tree(props: TreeProps) {
  return <ul className="sidebar__list">{entriesOf(props)}</ul>;
}

function entriesOf({ items, level, path, collapsed, indexRoute }: TreeProps): ReactNode[] {
  const entries: ReactNode[] = [];
  if (indexRoute) {
    entries.push(
      <li key="__index">
        <a href={indexRoute} aria-current={path === indexRoute ? 'page' : undefined}>
          {m.overview}
        </a>
      </li>,
    );
  }
  for (const item of items) {
    if (item.display === 'hidden' || item.displayOnlyInFooter) continue;
    if (item.type === 'separator') {
      entries.push(
        <li key={item.name} className="sidebar__separator">
          {item.title && <span className="sidebar__separator-title">{item.title}</span>}
        </li>,
      );
    } else if (item.children && item.display === 'children') {
      // display: children puts the folder's entries in place of the folder.
      entries.push(...entriesOf({ items: item.children, level, path, collapsed }));
    } else if (item.children) {
      const active = path === item.route || path.startsWith(`${item.route}/`);
      entries.push(
        <li key={item.name}>
          <details open={startsOpen(item, level, path, collapsed)}>
            <summary className={active ? 'is-active' : undefined}>
              <span>{item.title}</span>
              <Icon name="arrow-down" />
            </summary>
            <Tree items={item.children} level={level + 1} path={path} collapsed={collapsed} indexRoute={item.withIndexPage ? item.route : undefined} />
          </details>
        </li>,
      );
    } else {
      const href = item.href ?? item.route;
      entries.push(
        <li key={item.name}>
          <a href={href} aria-current={!item.href && path === item.route ? 'page' : undefined} {...(item.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {item.title}
            {item.newWindow && <span className="visually-hidden">{NEW_WINDOW}</span>}
          </a>
        </li>,
      );
    }
  }
  return entries;
}

export interface SidebarProps {
  title: string;
  route: string | undefined;
  items: readonly PageMapItem[];
  path: string;
  collapsed: boolean;
}

export function Sidebar({ title, route, items, path, collapsed }: SidebarProps) {
  return (
    <>
      <button type="button" className="sidebar-open kern-btn kern-btn--secondary" data-sidebar-open aria-controls={SIDEBAR_ID} aria-expanded="false">
        <Icon name="sidebar" />
        <span className="kern-label">{m.open}</span>
      </button>
      <aside id={SIDEBAR_ID} className="sidebar" aria-label={m.landmark}>
        {/* From 1280 px one sticky column: the toggle above, the tree below it scrolls on its own; the toggle never covers an entry. */}
        <div className="sidebar__frame">
          <button type="button" className="sidebar__toggle" data-sidebar-toggle aria-controls={`${SIDEBAR_ID}-inhalt`} aria-expanded="true">
            <Icon name="sidebar" />
            <span className="sidebar__toggle-label">{m.hide}</span>
          </button>
          <div className="sidebar__content" id={`${SIDEBAR_ID}-inhalt`}>
            <button type="button" className="sidebar__close" data-sidebar-close>
              <Icon name="close" />
              <span>{m.close}</span>
            </button>
            <nav className="sidebar__nav" aria-labelledby={`${SIDEBAR_ID}-titel`}>
              <p className="sidebar__title" id={`${SIDEBAR_ID}-titel`}>
                {route ? (
                  <a href={route} aria-current={path === route ? 'page' : undefined}>
                    {title}
                  </a>
                ) : (
                  title
                )}
              </p>
              <Tree items={items} level={1} path={path} collapsed={collapsed} />
            </nav>
          </div>
        </div>
      </aside>
    </>
  );
}
