/**
 * The feedback form's words now live in src/messages/feedback.ts with every other visitor-facing
 * text. This re-export keeps components/feedback/ (reworked in parallel) working until they
 * import src/messages directly; then it goes.
 */
export { feedbackErrors, feedbackMessages } from '../messages/feedback.ts';
