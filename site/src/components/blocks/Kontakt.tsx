/**
 * Every place that shows contact data from @servicestandard/kontakt. While the ministry has not confirmed
 * the data, each value carries a visible marker; `kontakt.bestaetigt = true` removes all markers.
 * The build check (scripts/check-statements.ts) finds values outside these wrappers.
 */
import type { ReactNode } from 'react';
import { kontakt as defaultKontakt, PROVISIONAL_CLASS, PROVISIONAL_MARK_CLASS, type Kontakt } from '@servicestandard/kontakt';
import { kontaktMessages as m } from '../../messages/blocks.ts';
import { Alert } from './Alert.tsx';
import { Link } from '../Link.tsx';

interface WithData {
  /** The contact data; tests pass their own, pages use @servicestandard/kontakt. */
  data?: Kontakt;
}

/** Shows a value and, while it is unconfirmed, the marker right after it. */
export function Provisional({ data = defaultKontakt, block = false, mark = m.markValue, children }: WithData & { block?: boolean; mark?: string; children: ReactNode }) {
  if (data.bestaetigt) return <>{children}</>;
  const Tag = block ? 'div' : 'span';
  return (
    <Tag className={PROVISIONAL_CLASS}>
      {children}
      {block ? null : ' '}
      <span className={PROVISIONAL_MARK_CLASS}>{m.provisional(mark)}</span>
    </Tag>
  );
}

export function ContactEmail({ data = defaultKontakt }: WithData) {
  return (
    <Provisional data={data}>
      <a href={`mailto:${data.email}`}>{data.email}</a>
    </Provisional>
  );
}

export function PostalAddress({ data = defaultKontakt }: WithData) {
  return (
    <Provisional data={data} block mark={m.markAddress}>
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
    <Provisional data={data} mark={m.markUrl}>
      <Link href={data.repository}>{children ?? data.repository.replace(/^https:\/\//, '')}</Link>
    </Provisional>
  );
}

/** The issue list of the repository, where feedback and bug reports appear. */
export function IssuesLink({ data = defaultKontakt, children }: WithData & { children?: ReactNode }) {
  return (
    <Provisional data={data} mark={m.markUrl}>
      <Link href={data.issues}>{children ?? m.issues}</Link>
    </Provisional>
  );
}

/** The ministry as a link, as in the footer. */
export function MinistryLink({ data = defaultKontakt }: WithData) {
  return (
    <Provisional data={data} mark={m.markLink}>
      <Link href={data.ministeriumUrl}>{data.ministerium}</Link>
    </Provisional>
  );
}

/** Explains the markers on the pages that collect contact data; renders nothing once confirmed. */
export function ContactDataNotice({ data = defaultKontakt }: WithData) {
  if (data.bestaetigt) return null;
  return (
    <Alert type="info" title={m.noticeTitle}>
      <p>{m.notice}</p>
    </Alert>
  );
}
