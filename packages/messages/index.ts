/**
 * Every German text of the user interface that is not content, one file per area: the site's,
 * the building blocks' (ui.ts) and the service's pages (service.ts), one catalogue for static and
 * dynamic pages. Content
 * (pages, criteria, glossary …) stays in src/content; the search engine's words live in
 * @servicestandard/search. Client scripts import the area file directly (@servicestandard/messages/<area>), so a
 * bundle carries only the texts it shows.
 */
export * from './analytics.ts';
export * from './blocks.ts';
export * from './code-copy.ts';
export * from './content.ts';
export * from './feedback.ts';
export * from './ui.ts';
export * from './helpful.ts';
export * from './layout.ts';
export * from './pages.ts';
export * from './review.ts';
export * from './requirement.ts';
export * from './selbstcheck.ts';
export * from './sidebar.ts';
export * from './theme.ts';
export * from './pruefberichte.ts';
export * from './report-document.ts';
