/** The sidebar; its own file, as the sidebar script (src/scripts/sidebar.ts) bundles it and nothing else. */
export const sidebarMessages = {
  landmark: 'Seitenleiste',
  /** Title of the tree for pages outside a section with a page of its own. */
  otherPages: 'Weitere Seiten',
  overview: 'Übersicht',
  open: 'Seitenleiste öffnen',
  close: 'Seitenleiste schließen',
  hide: 'Seitenleiste ausblenden',
  show: 'Seitenleiste einblenden',
} as const;
