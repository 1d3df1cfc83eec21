/** The opt-out of usage statistics; its own file, as the opt-out script (src/scripts/analytics-optout.ts) bundles it. */
export const analyticsMessages = {
  active: 'Anonyme Nutzungsdaten werden derzeit erfasst.',
  inactive: 'Diese Website erfasst zurzeit keine Nutzungsdaten.',
  inactiveAllowed: 'Diese Website erfasst zurzeit keine Nutzungsdaten. Ihre Wahl gilt, falls sich das ändert.',
  inactiveRefused: 'Sie haben der Erfassung widersprochen. Diese Website erfasst zurzeit ohnehin keine Nutzungsdaten.',
  activeRefused: 'Sie haben der Erfassung widersprochen. Es werden keine Nutzungsdaten gespeichert.',
  refuse: 'Anonyme Nutzungsdaten nicht speichern',
  allow: 'Erfassung wieder erlauben',
  noScript: 'Ohne JavaScript werden keine Nutzungsdaten erfasst; eine Einstellung ist dann nicht nötig.',
  storageBlocked: 'Ihre Wahl konnte nicht gespeichert werden, weil Ihr Browser den lokalen Speicher blockiert. Ohne lokalen Speicher werden keine Nutzungsdaten erfasst.',
} as const;
