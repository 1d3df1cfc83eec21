/** The site's search: what the browser, the server's /suche and the build share. */
export * from './a-z.ts';
export * from './constants.ts';
export * from './data.ts';
export * from './engine.ts';
export * from './index-build.ts';
export * from './messages.ts';
export * from './normalize.ts';
export * from './synonyms.ts';
