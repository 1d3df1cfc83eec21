import { MinistryLink } from '../blocks/Kontakt.tsx';

/** Footer navigation; exported so the build can check every target exists. */
export const FOOTER_COLUMNS = [
  {
    title: 'Seiten',
    links: [
      { href: '/', text: 'Startseite' },
      { href: '/#kriterien', text: 'Die 13 Kriterien' },
      { href: '/ueber', text: 'Über den Servicestandard' },
      { href: '/din-spec-66336', text: 'DIN SPEC 66336' },
      { href: '/feedback-und-kontakt', text: 'Kontakt' },
    ],
  },
  {
    title: 'Rechtliche Hinweise',
    links: [
      { href: '/erklaerung-zur-barrierefreiheit', text: 'Erklärung zur Barrierefreiheit' },
      { href: '/barriere-melden', text: 'Barriere melden' },
      { href: '/datenschutz', text: 'Datenschutz' },
      { href: '/impressum', text: 'Impressum' },
    ],
  },
] as const;

/** One titled column of footer links, in the classic and the themed footer. */
export function FooterLinkColumn({ id, title, links }: { id: string; title: string; links: readonly { href: string; text: string }[] }) {
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

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__columns">
        {FOOTER_COLUMNS.map((column) => (
          <FooterLinkColumn
            key={column.title}
            id={`footer-${column.title === 'Seiten' ? 'seiten' : 'rechtliches'}`}
            title={column.title}
            links={column.links}
          />
        ))}
        <div>
          <h2>Ein Service vom</h2>
          <p className="site-footer__provider">
            <MinistryLink />
          </p>
        </div>
      </div>
    </footer>
  );
}
