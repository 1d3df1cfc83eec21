/**
 * The confirmation before the sender's data of a feedback is deleted (GET
 * /redaktion/feedback/:id/loeschen): what goes (the address and the text, shown here), what stays,
 * and the destructive button, styled as such.
 */
import { Button, Paragraphs } from '@servicestandard/ui';
import { editorText as t } from '@servicestandard/messages/service';
import type { EditorFeedbackRow, EditorSession } from '../../store/index.ts';
import type { PageContent } from '../frame.tsx';
import { CsrfField, EditorBar } from './bar.tsx';
import { feedbackHref, formatDateTime } from './format.ts';

export function eraseContent(session: EditorSession, row: EditorFeedbackRow): PageContent {
  const e = t.erase;
  const note = row.status === 'published' ? e.published : row.status === 'stored' ? '' : e.queued;
  return {
    title: e.title,
    heading: e.title,
    body: (
      <>
        <EditorBar session={session} />
        <p>
          <a href={feedbackHref(row.id)}>{e.which(formatDateTime(row.createdAt), row.pagePath)}</a>
        </p>
        <p>{e.intro}</p>
        <ul>
          {e.items.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
        <section aria-labelledby="loeschdaten" className="redaktion-erase">
          <h2 id="loeschdaten">{e.whatHeading}</h2>
          <dl className="redaktion-facts">
            <dt>{e.email}</dt>
            <dd>{row.email || e.noEmail}</dd>
            <dt>{e.description}</dt>
            <dd>{row.description.trim() ? <div className="redaktion-description"><Paragraphs text={row.description} /></div> : e.noDescription}</dd>
          </dl>
        </section>
        <p>{e.keeps}</p>
        {note && <p>{note}</p>}
        <form className="redaktion-actions" method="post" action={`/api/redaktion/feedback/${encodeURIComponent(row.id)}/erase`}>
          <CsrfField session={session} />
          <Button variant="danger" label={e.confirm} />
          <a href={feedbackHref(row.id)}>{e.cancel}</a>
        </form>
      </>
    ),
  };
}
