import type { PageMapItem } from '../../lib/page-map.ts';
import { Icon } from '../Icon.tsx';
import { SearchBox } from '../search/SearchBox.tsx';
import { PrimaryMenu } from './themed/PrimaryMenu.tsx';
import { SIDEBAR_ID } from './themed/Sidebar.tsx';
import { UMBRELLA_NOTICE } from './themed/umbrella.ts';

/** The black-red-gold flag of the KERN Kopfzeile. */
function Flag() {
  return (
    <svg viewBox="0 0 5 3" width="24" height="16" aria-hidden="true" focusable="false">
      <rect width="5" height="1" y="0" fill="#000" />
      <rect width="5" height="1" y="1" fill="#d00" />
      <rect width="5" height="1" y="2" fill="#ffce00" />
    </svg>
  );
}

export function Logo() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="36" height="36" rx="6" fill="#0b2a63" />
      <path d="M11 14h18M11 20h18M11 26h12" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="29" cy="26" r="3" fill="#ffce00" />
    </svg>
  );
}

const TOP_LINKS = [
  { href: '/#kriterien', text: '13 Kriterien' },
  { href: '/ueber', text: 'Über den Servicestandard' },
];

export interface HeaderProps {
  path: string;
  /** Themed layout: the primary menu replaces the top link row; below 1280 px a menu button opens the sidebar panel. */
  menuItems?: readonly PageMapItem[] | undefined;
  /** Themed layout with sidebar: the menu button controls it. */
  menuButton?: boolean;
  /** The optional umbrella header with the notice about the state emblem. */
  umbrella?: boolean;
}

/** Official-site banner, logo and title, search, accessibility links and the top link row or the primary menu (SPEC §2.3). */
export function Header({ path, menuItems, menuButton = false, umbrella = false }: HeaderProps) {
  return (
    <header className="site-header">
      {umbrella && (
        <div className="umbrella-header">
          <p className="container">{UMBRELLA_NOTICE}</p>
        </div>
      )}
      <div className="kern-kopfzeile">
        <div className="container kern-kopfzeile__content">
          <span className="kern-kopfzeile__flagge">
            <Flag />
          </span>
          <span className="kern-kopfzeile__label">Offizielle Website – Bundesrepublik Deutschland</span>
        </div>
      </div>
      <div className="container site-header__bar">
        <a className="site-logo" href="/" aria-label="Servicestandard – zur Startseite">
          <Logo />
          <span>Servicestandard</span>
        </a>
        {menuButton && (
          <button type="button" className="menu-button kern-btn kern-btn--secondary" data-menu-button aria-controls={SIDEBAR_ID} aria-expanded="false" hidden>
            <Icon name="menu" />
            <span className="kern-label">Menü</span>
          </button>
        )}
        <div className="site-header__tools">
          <SearchBox />
          <ul className="a11y-links" aria-label="Barrierefreie Angebote">
            <li>
              <a href="/leichte-sprache" aria-current={path === '/leichte-sprache' ? 'page' : undefined}>
                <Icon name="easy-language" />
                Leichte Sprache
              </a>
            </li>
            <li>
              <a href="/gebaerdensprache" aria-current={path === '/gebaerdensprache' ? 'page' : undefined}>
                <Icon name="sign-language" />
                Gebärdensprache
              </a>
            </li>
          </ul>
        </div>
      </div>
      {menuItems ? (
        <div className="top-nav top-nav--themed">
          <div className="container">
            <PrimaryMenu items={menuItems} path={path} place="header" />
          </div>
        </div>
      ) : (
        <nav className="top-nav" aria-label="Hauptnavigation">
          <div className="container">
            <ul>
              {TOP_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} aria-current={path === link.href ? 'page' : undefined}>
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      )}
    </header>
  );
}
