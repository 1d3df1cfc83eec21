/**
 * Every HTML page the service answers, rendered with React from the site's building blocks
 * (@servicestandard/ui) into the built pages of the site (frame.tsx). This module is the entry of
 * the bundle service/dist/pages.js (scripts/build-pages.ts): the service loads it once at start
 * (../render.ts); unit tests import the sources.
 */
export { editorPages, type EditorPages } from './editor/pages.tsx';
export { errorPages } from './errors.tsx';
export { feedbackPages, stateOf, type FeedbackPages, type PageTitles, type ResendForm } from './feedback.tsx';
export { reviewPages, type ReviewPages, type ReviewResend, type StatusReport } from './review.tsx';
export { searchPage } from './search.tsx';
