/** The choice of colour scheme in the header. */
export const themeMessages = {
  legend: 'Farbschema',
  system: 'System',
  light: 'Hell',
  dark: 'Dunkel',
  /** Spoken after the visible word: what "System" means. */
  systemHint: ' (wie im Betriebssystem eingestellt)',
} as const;
