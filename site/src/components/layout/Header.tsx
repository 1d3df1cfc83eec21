import type { PageMapItem } from '../../lib/page-map.ts';
import { headerMessages as m } from '@servicestandard/messages/layout';
import { Icon, type IconName } from '@servicestandard/ui';
import { SearchBox } from '../search/SearchBox.tsx';
import { Logo } from './Logo.tsx';
import { PrimaryNav } from './PrimaryNav.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';

/** The black-red-gold flag of the KERN Kopfzeile. */
/** The header's links for accessibility: easy language, sign language, reporting a barrier. */
const a11yLinks: readonly { href: string; icon: IconName; text: string }[] = [
  { href: '/leichte-sprache', icon: 'easy-language', text: m.easyLanguage },
  { href: '/gebaerdensprache', icon: 'sign-language', text: m.signLanguage },
  { href: '/barriere-melden', icon: 'feedback', text: m.reportBarrier },
];

function Flag() {
  return (
    <svg viewBox="0 0 5 3" width="24" height="16" aria-hidden="true" focusable="false">
      <rect width="5" height="1" y="0" fill="#000" />
      <rect width="5" height="1" y="1" fill="#d00" />
      <rect width="5" height="1" y="2" fill="#ffce00" />
    </svg>
  );
}

export interface HeaderProps {
  path: string;
  /** The primary navigation, the same on every page. */
  navItems: readonly PageMapItem[];
  /** The optional umbrella header with the notice about the state emblem. */
  umbrella?: boolean;
}

/** Official-site banner with the choice of colour scheme, logo and name, search, the links to easy and sign language and to report a barrier, and the primary navigation. */
export function Header({ path, navItems, umbrella = false }: HeaderProps) {
  return (
    <header className="site-header">
      {umbrella && (
        <div className="umbrella-header">
          <p className="container">{m.umbrellaNotice}</p>
        </div>
      )}
      <div className="kern-kopfzeile">
        <div className="container kern-kopfzeile__content">
          <span className="kern-kopfzeile__flagge">
            <Flag />
          </span>
          <span className="kern-kopfzeile__label">{m.officialSite}</span>
          <ThemeSwitch />
        </div>
      </div>
      <div className="container site-header__bar">
        <a className="site-logo" href="/" aria-label={m.homeLink}>
          <Logo />
          <span>{m.siteName}</span>
        </a>
        <div className="site-header__tools">
          <SearchBox />
          <ul className="a11y-links" aria-label={m.a11yLinks}>
            {a11yLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={path === link.href ? 'page' : undefined}>
                  <Icon name={link.icon} />
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <PrimaryNav items={navItems} path={path} />
    </header>
  );
}
