import type { ReactNode } from 'react';
import { feedbackSectionMessages as m } from '@servicestandard/messages/layout';
import { PROVISIONAL_NOTICE_IDS } from '@servicestandard/kontakt';
import { ContactEmail, ProvisionalRegion } from '../blocks/Kontakt.tsx';

/** The feedback block with id "feedback". The form island is its child (it works without JavaScript too); the contact by e-mail below it. */
export function FeedbackSection({ heading = m.heading, intro, children }: { heading?: string; intro?: string; children?: ReactNode }) {
  return (
    <section id="feedback" className="feedback-section" aria-labelledby="feedback-titel">
      <h2 id="feedback-titel">{heading}</h2>
      <p>{intro ?? m.intro}</p>
      {children}
      <p className="feedback-section__fallback">
        {/* The notice of the footer below covers this block too: one notice for the end of the page. */}
        <ProvisionalRegion noticeId={PROVISIONAL_NOTICE_IDS.footer}>
          {m.byMail} <ContactEmail />.
        </ProvisionalRegion>
      </p>
    </section>
  );
}
