/**
 * The footer of every page: what the standard is and who offers it, the link to the code, a
 * column of pages, the legal pages (each once, from the page map's displayOnlyInFooter entries),
 * the copyright line and, with the umbrella switched on, the notice about the state emblem.
 */
import { kontakt, PROVISIONAL_NOTICE_IDS } from '@servicestandard/kontakt';
import type { PageMapItem } from '../../lib/page-map.ts';
import { footerMessages as m, headerMessages } from '@servicestandard/messages/layout';
import { MinistryLink, ProvisionalNotice, ProvisionalRegion, RepositoryLink } from '../blocks/Kontakt.tsx';
import { Logo } from './Logo.tsx';

interface FooterLink {
  href: string;
  text: string;
}

function LinkColumn({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface FooterProps {
  /** Pages listed only in the footer (impressum, privacy, accessibility …), in page-map order. */
  legal: readonly PageMapItem[];
  umbrella: boolean;
  year: number;
}

export function Footer({ legal, umbrella, year }: FooterProps) {
  return (
    <ProvisionalRegion noticeId={PROVISIONAL_NOTICE_IDS.footer}>
      <footer className="site-footer">
        <div className="container site-footer__grid">
          <div className="site-footer__about">
            <p className="site-footer__logo">
              <Logo />
              <span>{headerMessages.siteName}</span>
            </p>
            <p>
              {m.about} <MinistryLink />.
            </p>
            <p>
              <RepositoryLink>{m.repository}</RepositoryLink>
            </p>
          </div>
          <LinkColumn id="footer-seiten" title={m.pagesTitle} links={m.pages} />
          <LinkColumn id="footer-rechtliches" title={m.legalTitle} links={legal.map((item) => ({ href: item.route, text: item.title }))} />
        </div>
        <div className="container site-footer__bottom">
          {umbrella && <p className="umbrella-notice">{headerMessages.umbrellaNotice}</p>}
          <ProvisionalNotice id={PROVISIONAL_NOTICE_IDS.footer} />
          <p>{m.copyright(year, kontakt.ministerium)}</p>
        </div>
      </footer>
    </ProvisionalRegion>
  );
}
