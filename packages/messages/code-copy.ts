/** The copy button of code blocks; its own file, as the script (src/scripts/code-copy.ts) bundles it. */
export const codeCopyMessages = {
  button: 'Code kopieren',
  copiedTitle: 'In die Zwischenablage kopiert',
  copied: 'Der Code wurde erfolgreich kopiert.',
} as const;
