/**
 * Element ids shared by the search markup (SearchBox.tsx), the loader and the popup script. A plain
 * module, so the loader does not pull in React by importing the component.
 */
export const SEARCH_IDS = {
  input: 'site-search-input',
  popup: 'site-search-popup',
  listbox: 'site-search-listbox',
  message: 'site-search-message',
  status: 'site-search-status',
  allResults: 'site-search-all-results',
} as const;
