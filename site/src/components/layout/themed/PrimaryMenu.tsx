/**
 * The primary menu of the themed layout (SPEC §2.3): top-level pages and links of the page map,
 * dropdowns (type menu) and the link to the open-source code repository. Dropdowns are native
 * <details>, so they open and close without JavaScript; src/scripts/themed-layout.ts adds Escape,
 * closing on a click elsewhere and one open dropdown at a time.
 */
import type { PageMapItem } from '../../../lib/page-map.ts';
import { kontakt } from '@servicestandard/kontakt';
import { Provisional } from '../../blocks/Kontakt.tsx';
import { Icon, type IconName } from '../../Icon.tsx';

/** The same words as Link.tsx uses for external links. */
export const NEW_WINDOW = ' (öffnet in neuem Tab)';

/** current: "page" for the page itself, true for the section it belongs to. */
function MenuLink({ href, title, newWindow, icon, current }: { href: string; title: string; newWindow: boolean; icon?: string | undefined; current: 'page' | true | false }) {
  return (
    <a href={href} aria-current={current || undefined} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {icon && <Icon name={icon as IconName} />}
      <span>{title}</span>
      {newWindow && <span className="visually-hidden">{NEW_WINDOW}</span>}
    </a>
  );
}

const currentness = (route: string, path: string): 'page' | true | false => (route === '' ? false : path === route ? 'page' : path.startsWith(`${route}/`));

/** `place` keeps the two copies (header on wide screens, top of the sidebar on small ones) apart for ids and names. */
export function PrimaryMenu({ items, path, place }: { items: readonly PageMapItem[]; path: string; place: 'header' | 'sidebar' }) {
  return (
    <nav className={`primary-menu primary-menu--${place}`} aria-label="Hauptmenü">
      <ul>
        {items.map((item) =>
          item.type === 'menu' ? (
            <li key={item.name}>
              <details className="primary-menu__dropdown" data-dropdown>
                <summary>
                  <span>{item.title}</span>
                  <Icon name="arrow-down" />
                </summary>
                <ul>
                  {item.items?.map((entry) => (
                    <li key={entry.name}>
                      <MenuLink href={entry.href} title={entry.title} newWindow={entry.newWindow} icon={entry.icon} current={entry.href === path && 'page'} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={item.name}>
              <MenuLink href={item.href ?? item.firstChildRoute ?? item.route} title={item.title} newWindow={item.newWindow} icon={item.icon} current={!item.href && currentness(item.route, path)} />
            </li>
          ),
        )}
        <li className="primary-menu__repo">
          <Provisional mark="Adresse vorläufig">
            <MenuLink href={kontakt.repository} title="Quellcode auf openCode" newWindow icon="code" current={false} />
          </Provisional>
        </li>
      </ul>
    </nav>
  );
}
