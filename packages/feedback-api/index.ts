/**
 * The contract of the feedback API, shared by the form in the browser and the service: limits,
 * error codes with their status and German message, and the schemas of every route (helpful.ts:
 * "War diese Seite hilfreich?"; form.ts: the feedback form without JavaScript;
 * notes.ts: what the forms say about the personal data they ask for; review.ts: the request for
 * a peer review, with selbstcheck-export.ts, the Selbstcheck's export file it may carry).
 */
export * from './limits.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './helpful.ts';
export * from './form.ts';
export * from './notes.ts';
export * from './confidential.ts';
export * from './review.ts';
export * from './selbstcheck-export.ts';
