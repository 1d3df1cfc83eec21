/**
 * The sign-in page (GET /redaktion/anmelden, public) with the way this instance offers (openCode,
 * the local one-time link, or none), and the page after sign-in that forwards to the overview.
 */
import { Alert } from '@servicestandard/ui';
import { editorText as t } from '@servicestandard/messages/service';
import { reviewerText } from '@servicestandard/messages/reviewer';
import type { SessionRole } from '../../store/index.ts';
import type { PageContent } from '../frame.tsx';
import { ASSESSMENTS_PATH } from './assessment-format.ts';
import type { SignInMode } from './format.ts';

export type SignInNotice = 'signed-out' | 'expired' | undefined;

function How({ mode }: { mode: SignInMode }) {
  if (mode !== 'oidc') return <p>{mode === 'local' ? t.signIn.local : t.signIn.unavailable}</p>;
  return (
    <>
      <p>{t.signIn.oidc}</p>
      <p>
        <a className="kern-btn kern-btn--primary" href="/api/redaktion/login">
          <span className="kern-label">{t.signIn.button}</span>
        </a>
      </p>
    </>
  );
}

export function signInContent(mode: SignInMode, notice: SignInNotice): PageContent {
  return {
    title: t.signIn.title,
    heading: t.signIn.heading,
    body: (
      <>
        {notice === 'signed-out' && <Alert type="success" title={t.signIn.signedOut} role="status" />}
        {notice === 'expired' && <Alert type="info" title={t.signIn.expired} />}
        <p>{t.signIn.intro}</p>
        <How mode={mode} />
      </>
    ),
  };
}

/** After sign-in: forwards to the overview from our own page, so the SameSite=Strict cookie goes along. */
/** After signing in: on to the overview, or for a reviewer (issue 34, item 5) to their reviews. */
export function signedInContent(role: SessionRole = 'editor'): PageContent {
  const [href, label] = role === 'reviewer' ? [ASSESSMENTS_PATH, reviewerText.signedIn.continue] : ['/redaktion', t.signIn.continue];
  return {
    title: t.signIn.done,
    heading: t.signIn.done,
    head: <meta httpEquiv="refresh" content={`0; url=${href}`} />,
    body: (
      <p>
        <a href={href}>{label}</a>
      </p>
    ),
  };
}
