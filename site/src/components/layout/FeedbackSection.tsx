import type { ReactNode } from 'react';
import { ContactEmail } from '../blocks/Kontakt.tsx';

/** The feedback block with id "feedback". The form island is its child; without it, the contact. */
export function FeedbackSection({ heading = 'Feedback geben', intro, children }: { heading?: string; intro?: string; children?: ReactNode }) {
  return (
    <section id="feedback" className="feedback-section" aria-labelledby="feedback-titel">
      <h2 id="feedback-titel">{heading}</h2>
      <p>
        {intro ??
          'Fehlt Ihnen etwas auf dieser Seite, ist etwas unklar oder falsch? Ihr Feedback hilft uns, den Servicestandard zu verbessern.'}
      </p>
      {children}
      <noscript>
        <p>Das Formular benötigt JavaScript. Ohne JavaScript schreiben Sie uns bitte eine E-Mail.</p>
      </noscript>
      <p className="feedback-section__fallback">
        Sie erreichen das Team auch per E-Mail an <ContactEmail />.
      </p>
    </section>
  );
}
