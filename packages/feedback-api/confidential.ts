/**
 * Labels whose feedback is confidential: barrier reports may reveal a disability (Art. 9 DSGVO).
 * The service creates them as confidential issues and deletes them after a time, the form says
 * who can read them, the Redaktion marks them: all from this one rule.
 */
export const CONFIDENTIAL_LABELS: ReadonlySet<string> = new Set(['barriere']);

export const isConfidential = (labels: readonly string[]): boolean => labels.some((label) => CONFIDENTIAL_LABELS.has(label));
