import { kontakt } from '@servicestandard/kontakt';
import { NEW_WINDOW } from '@servicestandard/messages/layout';
import { Provisional } from '../blocks/Kontakt.tsx';
import { contentMessages as m } from '@servicestandard/messages/content';

/** The broken-link suggestion of the 404 page: a prefilled issue on openCode, labelled bug. */
export function BrokenLinkReport() {
  const href = `${kontakt.issues}/new?issue[title]=${encodeURIComponent(m.brokenLinkIssueTitle)}&issue[description]=${encodeURIComponent(m.brokenLinkIssueText)}&add_labels=bug`;
  return (
    <p>
      <Provisional>
        <a href={href} target="_blank" rel="noopener noreferrer" data-broken-link-report="">
          {m.brokenLink}
          <span className="visually-hidden">{NEW_WINDOW}</span>
        </a>
      </Provisional>
    </p>
  );
}
