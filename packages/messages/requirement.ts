/**
 * Requirement IDs of the criteria's steps ("Anforderung 6.3"): how they are cited and the copy-link
 * button next to each (Steps.tsx, site/src/scripts/requirement-copy.ts). Its own file, as that script bundles it.
 */
export const requirementMessages = {
  /** How a requirement is cited, on the page, in the PDF and in the open data. */
  label: (id: string) => `Anforderung ${id}`,
  /** Visible text of the copy button. */
  copyButton: 'Link kopieren',
  /** The button's accessible name: starts with what it shows and says which link it copies. */
  copyButtonName: (id: string) => `Link kopieren: Anforderung ${id}`,
  copiedTitle: 'Link kopiert',
  copied: (id: string) => `Der Link zu Anforderung ${id} ist in der Zwischenablage.`,
  failedTitle: 'Link nicht kopiert',
  failed: (id: string) => `Ihr Browser hat das Kopieren nicht erlaubt. Wählen Sie „Anforderung ${id}“ und kopieren Sie die Adresse aus der Adresszeile.`,
} as const;
