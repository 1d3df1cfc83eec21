/** The error page of the editors' area: heading, text and stable code of the refusal, and the way on. */
import { editorText as t } from '@servicestandard/messages/service';
import { reviewerText } from '@servicestandard/messages/reviewer';
import { ASSESSMENTS_PATH } from './assessment-format.ts';
import type { EditorSession } from '../../store/index.ts';
import type { PageContent } from '../frame.tsx';
import { EditorBar } from './bar.tsx';
import type { ErrorCode } from './format.ts';

export function errorContent(code: ErrorCode, session?: EditorSession): PageContent {
  const error = t.errors[code];
  return {
    title: error.heading,
    heading: error.heading,
    body: (
      <>
        {session && <EditorBar session={session} />}
        <p>{error.text}</p>
        <p className="redaktion-code">
          {t.errorCode} <code>{code}</code>
        </p>
        {code !== 'REDAKTION_FORBIDDEN' &&
          (session?.role === 'reviewer' ? (
            <p>
              <a href={ASSESSMENTS_PATH}>{reviewerText.toList}</a>
            </p>
          ) : session ? (
            <p>
              <a href="/redaktion">{t.toOverview}</a>
            </p>
          ) : (
            <p>
              <a href="/redaktion/anmelden">{t.toSignIn}</a>
            </p>
          ))}
      </>
    ),
  };
}
