/**
 * The section Veröffentlichung on a request's page in the Redaktion (issue 34, item 7): the merge
 * request opened on openCode or the file written into the content folder, or, after a failed
 * attempt, when it failed with the button "Erneut versuchen" (a form post with the CSRF token to
 * POST /api/redaktion/peer-reviews/:id/publication). Shown once the team agreed to publication
 * (the hand-over follows the answer) or a publication was tried.
 */
import { Alert, Button } from '@servicestandard/ui';
import { publicationText } from '@servicestandard/messages/service';
import type { EditorReviewRow, EditorSession } from '../../store/index.ts';
import { CsrfField } from './bar.tsx';
import { formatDateTime, PUBLICATION_ANCHOR } from './format.ts';

const p = publicationText.section;

export function PublicationSection({ row, session }: { row: EditorReviewRow; session: EditorSession }) {
  const { published, report, failedAt } = row.publication;
  // From the team's yes on (while the request waits for it): the hand-over starts right after the
  // answer, and the button stays for one that never got going.
  const awaited = row.state === 'bericht-abgestimmt' && row.agreement?.publish === true;
  if (!published && report === null && failedAt === null && !awaited) return null;
  return (
    <section aria-labelledby={PUBLICATION_ANCHOR}>
      <h2 id={PUBLICATION_ANCHOR} tabIndex={-1}>
        {p.heading}
      </h2>
      {published ? (
        <>
          <p>
            {published.kind === 'merge-request' ? (
              <>
                {p.mergeRequest} <a href={published.url}>{published.url}</a> {p.mergeRequestOpened}
              </>
            ) : (
              <>
                {p.file} <code>{published.path}</code> {p.fileWritten}
              </>
            )}
          </p>
          <p>{p.publishedAt(formatDateTime(published.publishedAt))}</p>
          {row.state === 'bericht-abgestimmt' && <p>{p.markPublished}</p>}
        </>
      ) : (
        <>
          {failedAt !== null ? (
            <Alert type="danger" title={p.heading}>
              {p.failed(formatDateTime(failedAt))}
            </Alert>
          ) : (
            <p>{p.pending}</p>
          )}
          {row.state === 'bericht-abgestimmt' && (
            <form method="post" action={`/api/redaktion/peer-reviews/${encodeURIComponent(row.id)}/publication`}>
              <CsrfField session={session} />
              <Button variant="primary" label={p.retry} />
            </form>
          )}
        </>
      )}
    </section>
  );
}
