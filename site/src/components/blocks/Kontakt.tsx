/**
 * Every place that shows contact data from @servicestandard/kontakt. While the ministry has not confirmed
 * the data, each value carries a visible marker; `kontakt.bestaetigt = true` removes all markers.
 * The build check (scripts/check-statements.ts) finds values outside these wrappers.
 */
import type { ReactNode } from 'react';
import { kontakt as defaultKontakt, PROVISIONAL_CLASS, PROVISIONAL_MARK_CLASS, type Kontakt } from '@servicestandard/kontakt';
import { Alert } from './Alert.tsx';
import { Link } from '../Link.tsx';

interface WithData {
  /** The contact data; tests pass their own, pages use @servicestandard/kontakt. */
  data?: Kontakt;
}

/** Shows a value and, while it is unconfirmed, the marker right after it. */
export function Provisional({ data = defaultKontakt, block = false, mark = 'vorläufige Angabe', children }: WithData & { block?: boolean; mark?: string; children: ReactNode }) {
  if (data.bestaetigt) return <>{children}</>;
  const Tag = block ? 'div' : 'span';
  return (
    <Tag className={PROVISIONAL_CLASS}>
      {children}
      {block ? null : ' '}
      <span className={PROVISIONAL_MARK_CLASS}>{`(${mark}, noch nicht bestätigt)`}</span>
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
    <Provisional data={data} block mark="Anschrift vorläufig">
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
    <Provisional data={data} mark="Adresse vorläufig">
      <Link href={data.repository}>{children ?? data.repository.replace(/^https:\/\//, '')}</Link>
    </Provisional>
  );
}

/** The issue list of the repository, where feedback and bug reports appear. */
export function IssuesLink({ data = defaultKontakt, children }: WithData & { children?: ReactNode }) {
  return (
    <Provisional data={data} mark="Adresse vorläufig">
      <Link href={data.issues}>{children ?? 'Issues auf openCode'}</Link>
    </Provisional>
  );
}

/** The ministry as a link, as in the footer. */
export function MinistryLink({ data = defaultKontakt }: WithData) {
  return (
    <Provisional data={data} mark="Link vorläufig">
      <Link href={data.ministeriumUrl}>{data.ministerium}</Link>
    </Provisional>
  );
}

/** Explains the markers on the pages that collect contact data; renders nothing once confirmed. */
export function ContactDataNotice({ data = defaultKontakt }: WithData) {
  if (data.bestaetigt) return null;
  return (
    <Alert type="info" title="Kontaktangaben noch nicht bestätigt">
      <p>
        Die E-Mail-Adressen, die Postanschrift und die Adresse des Code-Repositorys auf dieser Website sind
        vorläufig: Das Ministerium hat sie noch nicht bestätigt. Deshalb steht hinter jeder dieser Angaben der
        Hinweis „noch nicht bestätigt“. Sobald die Angaben bestätigt sind, entfällt er.
      </p>
    </Alert>
  );
}
