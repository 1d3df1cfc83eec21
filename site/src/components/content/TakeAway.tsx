/** Where to take the whole standard along: the Druckfassung, its PDF (size and pages filled in by the build) and the open data. */
import { PDF_INFO_CLASS, PDF_INFO_PLACEHOLDER, PDF_PATH, PRINT_VERSION_PATH } from '@servicestandard/site-files/pdf';
import { takeAwayMessages as m } from '@servicestandard/messages/content';

/** The PDF link; the build replaces "(PDF)" with "(PDF, 812 KB, 42 Seiten)". */
export function PdfLink({ children = m.pdf }: { children?: string }) {
  return (
    <a href={PDF_PATH} type="application/pdf">
      {children}{' '}
      <span className={PDF_INFO_CLASS} data-pdf-info={PDF_INFO_PLACEHOLDER.attribute}>
        {PDF_INFO_PLACEHOLDER.text}
      </span>
    </a>
  );
}

export function TakeAway({ withData = false }: { withData?: boolean }) {
  return (
    <p className="take-away">
      {m.intro} <a href={PRINT_VERSION_PATH}>{m.printVersion}</a>
      {' · '}
      <PdfLink />
      {withData && (
        <>
          {' · '}
          <a href="/daten">{m.data}</a>
        </>
      )}
    </p>
  );
}
