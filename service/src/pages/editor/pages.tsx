/**
 * The editors' pages as whole HTML pages, in the frame chosen once: the built page
 * site/dist/redaktion.html (header, navigation, footer and styles of the site; noindex, not in the
 * sitemap) or, without a built site, a plain German page. Routes call these functions and send
 * the string.
 */
import { editorText as t } from '@servicestandard/messages/service';
import type { EditorFeedbackRow, EditorSession, SessionRole } from '../../store/index.ts';
import { frameFor } from '../frame.tsx';
import { assessmentContent, assessmentsContent, type AssessmentsView, type AssessmentView } from './assessments.tsx';
import { auditContent, type AuditRow } from './audit.tsx';
import { detailContent, type DetailView } from './detail.tsx';
import { eraseContent } from './erase.tsx';
import { errorContent } from './error.tsx';
import type { ErrorCode, SignInMode } from './format.ts';
import { helpfulContent, type HelpfulView } from './helpful.tsx';
import { listContent, type ListView } from './list.tsx';
import { messageContent, messagesContent, type MessagesView, type MessageView } from './messages.tsx';
import { reviewContent, reviewsContent, type ReviewsView, type ReviewView } from './reviews.tsx';
import { signedInContent, signInContent, type SignInNotice } from './sign-in.tsx';

export type { AssessmentsView, AssessmentView, AuditRow, DetailView, HelpfulView, ListView, MessagesView, MessageView, ReviewsView, ReviewView, SignInNotice };

export function editorPages(shell: string | undefined) {
  const frame = frameFor(shell, { siteTitle: t.siteTitle, file: 'redaktion.html' });
  return {
    list: (view: ListView) => frame(listContent(view)),
    detail: (view: DetailView) => frame(detailContent(view)),
    erase: (session: EditorSession, row: EditorFeedbackRow) => frame(eraseContent(session, row)),
    audit: (session: EditorSession, entries: AuditRow[], total: number, pageNumber: number, pageSize: number) => frame(auditContent(session, entries, total, pageNumber, pageSize)),
    helpful: (view: HelpfulView) => frame(helpfulContent(view)),
    messages: (view: MessagesView) => frame(messagesContent(view)),
    message: (view: MessageView) => frame(messageContent(view)),
    reviews: (view: ReviewsView) => frame(reviewsContent(view)),
    review: (view: ReviewView) => frame(reviewContent(view)),
    assessments: (view: AssessmentsView) => frame(assessmentsContent(view)),
    assessment: (view: AssessmentView) => frame(assessmentContent(view)),
    signIn: (mode: SignInMode, notice: SignInNotice) => frame(signInContent(mode, notice)),
    signedIn: (role?: SessionRole) => frame(signedInContent(role)),
    error: (code: ErrorCode, session?: EditorSession) => frame(errorContent(code, session)),
  };
}

export type EditorPages = ReturnType<typeof editorPages>;
