import { kontakt } from '@servicestandard/kontakt';
import { Provisional } from '../blocks/Kontakt.tsx';

/** The broken-link suggestion of the 404 page: a prefilled issue on openCode, labelled bug. */
export function BrokenLinkReport() {
  const href = `${kontakt.issues}/new?issue[title]=${encodeURIComponent('Defekter Link')}&issue[description]=${encodeURIComponent('Die Seite wurde nicht gefunden. Adresse der Seite: ')}&add_labels=bug`;
  return (
    <p>
      <Provisional mark="Adresse vorläufig">
        <a href={href} target="_blank" rel="noopener noreferrer" data-broken-link-report="">
          Defekten Link auf openCode melden →<span className="visually-hidden"> (öffnet in neuem Tab)</span>
        </a>
      </Provisional>
    </p>
  );
}
