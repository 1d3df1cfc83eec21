export { escapeHtml } from './escape-html.ts';
