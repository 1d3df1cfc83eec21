/**
 * The optional umbrella header and footer (SPEC §2.3): off unless the build sets
 * PUBLIC_UMBRELLA=true. They carry the notice about the state emblem.
 */
export const UMBRELLA_NOTICE = 'Das Wappen kennzeichnet digitale Angebote von Bund, Ländern und Kommunen.';

export const umbrellaEnabled = (value: string | undefined) => value === 'true';
