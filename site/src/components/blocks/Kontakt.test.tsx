import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { kontakt } from '@servicestandard/kontakt';
import { BrokenLinkReport } from '../content/BrokenLinkReport.tsx';
import { ContactDataNotice, ContactEmail, IssuesLink, MinistryLink, PostalAddress, ProvisionalNotice, ProvisionalRegion, RepositoryLink } from './Kontakt.tsx';

const unconfirmed = { ...kontakt, bestaetigt: false };
const confirmed = { ...kontakt, bestaetigt: true };

describe('contact data', () => {
  it('is the unconfirmed state in @servicestandard/kontakt, so every page marks it', () => {
    expect(kontakt.bestaetigt).toBe(false);
    expect(renderToStaticMarkup(<BrokenLinkReport />)).toContain('data-hinweis="kontakt-hinweis-inhalt"');
  });

  it('wraps every value with the id of its notice while it is unconfirmed, without a mark or a link of its own', () => {
    const rendered = [
      <ContactEmail data={unconfirmed} />,
      <PostalAddress data={unconfirmed} />,
      <RepositoryLink data={unconfirmed} />,
      <IssuesLink data={unconfirmed} />,
      <MinistryLink data={unconfirmed} />,
    ].map((element) => renderToStaticMarkup(element));
    for (const html of rendered) {
      // The notice of the page content covers it; no "(vorläufig)" after each value, which was a
      // tab stop of its own and read out after every address (issue 32).
      expect(html).toMatch(/^<(span|div) class="kontakt-angabe" data-hinweis="kontakt-hinweis-inhalt">/);
      expect(html).not.toContain('vorläufig');
      expect(html.match(/<a\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
    expect(renderToStaticMarkup(<ProvisionalNotice id="kontakt-hinweis-inhalt" data={unconfirmed} />)).toBe(
      '<p id="kontakt-hinweis-inhalt" class="kontakt-hinweis">Kontaktdaten vorläufig, noch nicht bestätigt.</p>',
    );
    expect(rendered[0]).toContain(`<a href="mailto:${kontakt.email}">${kontakt.email}</a>`);
    expect(rendered[1]).toContain(kontakt.strasse);
    // The full notice is the page content's notice where a page places it.
    expect(renderToStaticMarkup(<ContactDataNotice data={unconfirmed} />)).toContain('<p id="kontakt-hinweis-inhalt" class="kontakt-hinweis">');
    expect(renderToStaticMarkup(<ContactDataNotice data={unconfirmed} />)).toContain('Kontaktangaben noch nicht bestätigt');
  });

  it('links the marks of a region to that region\'s notice, and shows the data protection officer\'s address on request', () => {
    const html = renderToStaticMarkup(
      <ProvisionalRegion noticeId="kontakt-hinweis-fusszeile">
        <ContactEmail data={unconfirmed} field="datenschutzEmail" />
      </ProvisionalRegion>,
    );
    expect(html).toContain(`<a href="mailto:${kontakt.datenschutzEmail}">${kontakt.datenschutzEmail}</a>`);
    expect(html).toContain('data-hinweis="kontakt-hinweis-fusszeile"');
  });

  it('shows the bare values and no notice once confirmed', () => {
    expect(renderToStaticMarkup(<ContactEmail data={confirmed} />)).toBe(`<a href="mailto:${kontakt.email}">${kontakt.email}</a>`);
    const address = renderToStaticMarkup(<PostalAddress data={confirmed} />);
    expect(address.startsWith('<address>')).toBe(true);
    expect(address).not.toContain('bestätigt');
    expect(renderToStaticMarkup(<RepositoryLink data={confirmed}>Repository</RepositoryLink>)).not.toContain('kontakt-vorlaeufig');
    expect(renderToStaticMarkup(<ContactDataNotice data={confirmed} />)).toBe('');
    expect(renderToStaticMarkup(<ProvisionalNotice id="x" data={confirmed} />)).toBe('');
  });
});
