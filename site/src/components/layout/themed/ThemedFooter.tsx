/**
 * Footer of the themed layout (SPEC §2.3): logo, description, link columns grouped by column
 * name, the pages listed only in the footer, and a copyright line with the current year; with the
 * umbrella footer switched on, also the notice about the state emblem.
 */
import { kontakt } from '@servicestandard/kontakt';
import { MinistryLink } from '../../blocks/Kontakt.tsx';
import type { PageMapItem } from '../../../lib/page-map.ts';
import { FOOTER_COLUMNS, FooterLinkColumn } from '../Footer.tsx';
import { Logo } from '../Header.tsx';
import { UMBRELLA_NOTICE } from './umbrella.ts';

interface FooterLink {
  href: string;
  text: string;
  column: string;
}

/** Groups links by their column name, keeping the order in which columns first appear. */
export function groupByColumn(links: readonly FooterLink[]): { column: string; links: FooterLink[] }[] {
  const groups = new Map<string, FooterLink[]>();
  for (const link of links) groups.set(link.column, [...(groups.get(link.column) ?? []), link]);
  return [...groups].map(([column, grouped]) => ({ column, links: grouped }));
}

export function ThemedFooter({ footerOnly, umbrella, year }: { footerOnly: readonly PageMapItem[]; umbrella: boolean; year: number }) {
  const known = new Set<string>(FOOTER_COLUMNS.flatMap((c) => c.links.map((l) => l.href)));
  const links: FooterLink[] = [
    ...FOOTER_COLUMNS.flatMap((c) => c.links.map((l) => ({ href: l.href, text: l.text, column: c.title }))),
    ...footerOnly.filter((item) => !known.has(item.route)).map((item) => ({ href: item.route, text: item.title, column: 'Rechtliche Hinweise' })),
  ];
  return (
    <footer className="site-footer themed-footer">
      <div className="container themed-footer__grid">
        <div className="themed-footer__about">
          <p className="themed-footer__logo">
            <Logo />
            <span>Servicestandard</span>
          </p>
          <p>
            Der Servicestandard beschreibt in 13 Kriterien, wie gute digitale Verwaltungsleistungen entstehen. Ein Service vom{' '}
            <MinistryLink />.
          </p>
        </div>
        {groupByColumn(links).map((group, index) => (
          <FooterLinkColumn key={group.column} id={`themed-footer-${index}`} title={group.column} links={group.links} />
        ))}
      </div>
      <div className="container themed-footer__bottom">
        {umbrella && <p className="umbrella-notice">{UMBRELLA_NOTICE}</p>}
        <p>
          © {year} {kontakt.ministerium}
        </p>
      </div>
    </footer>
  );
}
