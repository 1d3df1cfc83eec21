/**
 * Every visitor-facing German text of the site that is not content, one file per area. Content
 * (pages, criteria, glossary …) stays in src/content; the search engine's words live in
 * @servicestandard/search. Client scripts import the area file directly, so a bundle carries only
 * the texts it shows.
 */
export * from './analytics.ts';
export * from './blocks.ts';
export * from './code-copy.ts';
export * from './content.ts';
export * from './feedback.ts';
export { formMessages } from '@servicestandard/ui/messages';
export * from './helpful.ts';
export * from './layout.ts';
export * from './pages.ts';
export * from './selbstcheck.ts';
export * from './sidebar.ts';
export * from './theme.ts';
