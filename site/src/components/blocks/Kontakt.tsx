/**
 * Every place that shows contact data from @servicestandard/kontakt. While the ministry has not
 * confirmed the data, one notice per page region (ProvisionalNotice: the page content, the footer)
 * says so, and each value is wrapped with the id of its region's notice. The values themselves
 * carry no mark: a "(vorläufig)" link after every address was a tab stop of its own and was read
 * out after each of them (issue 32). `kontakt.bestaetigt = true` removes wrappers and notices. The
 * build check (scripts/check-statements.ts) finds values outside these wrappers and wrappers
 * whose notice is missing from the page.
 */
import { createContext, useContext, type ReactNode } from 'react';
import {
  kontakt as defaultKontakt,
  PROVISIONAL_CLASS,
  PROVISIONAL_NOTICE_ATTRIBUTE,
  PROVISIONAL_NOTICE_CLASS,
  PROVISIONAL_NOTICE_IDS,
  type Kontakt,
} from '@servicestandard/kontakt';
import { kontaktMessages as m } from '@servicestandard/messages/blocks';
import { Alert } from '@servicestandard/ui';
import { Link } from '../Link.tsx';

interface WithData {
  /** The contact data; tests pass their own, pages use @servicestandard/kontakt. */
  data?: Kontakt;
}

/** The id of the notice the marks of a region link to; the page content unless a region says otherwise. */
const NoticeId = createContext<string>(PROVISIONAL_NOTICE_IDS.content);

/** A page region (the footer, the feedback block) whose marks link to the notice with this id. */
export function ProvisionalRegion({ noticeId, children }: { noticeId: string; children: ReactNode }) {
  return <NoticeId.Provider value={noticeId}>{children}</NoticeId.Provider>;
}

/** The one notice of a region that its marks link to; nothing once the data is confirmed. */
export function ProvisionalNotice({ id, data = defaultKontakt }: WithData & { id: string }) {
  if (data.bestaetigt) return null;
  return (
    <p id={id} className={PROVISIONAL_NOTICE_CLASS}>
      {m.regionNotice}
    </p>
  );
}

/** Shows a value; while it is unconfirmed, in a wrapper that names the notice covering it. */
export function Provisional({ data = defaultKontakt, block = false, children }: WithData & { block?: boolean; children: ReactNode }) {
  const noticeId = useContext(NoticeId);
  if (data.bestaetigt) return <>{children}</>;
  const Tag = block ? 'div' : 'span';
  return (
    <Tag className={PROVISIONAL_CLASS} {...{ [PROVISIONAL_NOTICE_ATTRIBUTE]: noticeId }}>
      {children}
    </Tag>
  );
}

/** An e-mail address of the contact data: the team's by default, the data protection officer's with `field`. */
export function ContactEmail({ data = defaultKontakt, field = 'email' }: WithData & { field?: 'email' | 'datenschutzEmail' }) {
  const address = data[field];
  return (
    <Provisional data={data}>
      <a href={`mailto:${address}`}>{address}</a>
    </Provisional>
  );
}

export function PostalAddress({ data = defaultKontakt }: WithData) {
  return (
    <Provisional data={data} block>
      <address>
        {data.ministerium}
        <br />
        {data.strasse}
        <br />
        {data.ort}
      </address>
    </Provisional>
  );
}

/** The code repository of the website on openCode; the text defaults to the address itself. */
export function RepositoryLink({ data = defaultKontakt, children }: WithData & { children?: ReactNode }) {
  return (
    <Provisional data={data}>
      <Link href={data.repository}>{children ?? data.repository.replace(/^https:\/\//, '')}</Link>
    </Provisional>
  );
}

/** The issue list of the repository, where feedback and bug reports appear. */
export function IssuesLink({ data = defaultKontakt, children }: WithData & { children?: ReactNode }) {
  return (
    <Provisional data={data}>
      <Link href={data.issues}>{children ?? m.issues}</Link>
    </Provisional>
  );
}

/** The ministry as a link, as in the footer. */
export function MinistryLink({ data = defaultKontakt }: WithData) {
  return (
    <Provisional data={data}>
      <Link href={data.ministeriumUrl}>{data.ministerium}</Link>
    </Provisional>
  );
}

/**
 * The notice of the page content, in full, where a page that collects contact data places it
 * (the page then gets no second one: showsContactData); renders nothing once confirmed.
 */
export function ContactDataNotice({ data = defaultKontakt }: WithData) {
  if (data.bestaetigt) return null;
  return (
    <Alert type="info" title={m.noticeTitle}>
      <p id={PROVISIONAL_NOTICE_IDS.content} className={PROVISIONAL_NOTICE_CLASS}>
        {m.notice}
      </p>
    </Alert>
  );
}
