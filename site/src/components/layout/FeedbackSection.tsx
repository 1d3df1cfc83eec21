import type { ReactNode } from 'react';
import { feedbackSectionMessages as m } from '../../messages/layout.ts';
import { ContactEmail } from '../blocks/Kontakt.tsx';

/** The feedback block with id "feedback". The form island is its child; without it, the contact. */
export function FeedbackSection({ heading = m.heading, intro, children }: { heading?: string; intro?: string; children?: ReactNode }) {
  return (
    <section id="feedback" className="feedback-section" aria-labelledby="feedback-titel">
      <h2 id="feedback-titel">{heading}</h2>
      <p>{intro ?? m.intro}</p>
      {children}
      <noscript>
        <p>{m.noScript}</p>
      </noscript>
      <p className="feedback-section__fallback">
        {m.byMail} <ContactEmail />.
      </p>
    </section>
  );
}
