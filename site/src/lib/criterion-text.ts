/**
 * The parts of a criterion's MDX text that other formats reuse (the open data, the build check of
 * the bindingness entries): its sections, the steps of "Was ist zu tun" and the list of
 * "Das liegt am Ende vor", as plain text. Pure string work on the source, no Astro.
 */
import type { StepLevel } from './constants.ts';

/** Headings of a criterion page, as the authors write them (docs/inhalte.md). */
export const CRITERION_SECTIONS = {
  why: 'Warum ist das wichtig',
  steps: 'Was ist zu tun',
  outputs: 'Das liegt am Ende vor',
} as const;

export interface CriterionStepText {
  title: string;
  /** The step's explanation as plain text, paragraphs separated by a blank line. */
  text: string;
}

export interface CriterionText {
  /** "## Heading" → its raw Markdown, in page order. */
  sections: Map<string, string>;
  steps: CriterionStepText[];
  /** The list items of "Das liegt am Ende vor", as plain text. */
  outputs: string[];
  /** The paragraphs of "Warum ist das wichtig", as plain text. */
  why: string[];
}

/** Markdown inline syntax → the text a reader sees: link texts, no emphasis marks, no code ticks, one space. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?!\w)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Paragraphs of a Markdown block (blank-line separated), as plain text. */
function paragraphs(markdown: string): string[] {
  return markdown
    .split(/\n\s*\n/)
    .map(plainText)
    .filter((p) => p !== '');
}

/** Attribute values of JSX in MDX: "…" with the entities authors may use. */
function attribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** The titles of every <Step title="…"> in the text, in order. */
export function stepTitles(body: string): string[] {
  return [...body.matchAll(/<Step\s+title="([^"]*)"/g)].map((m) => attribute(m[1]!));
}

export function parseCriterionText(body: string): CriterionText {
  const sections = new Map<string, string>();
  const parts = body.split(/^## +/m).slice(1);
  for (const part of parts) {
    const newline = part.indexOf('\n');
    const heading = (newline === -1 ? part : part.slice(0, newline)).trim();
    sections.set(heading, newline === -1 ? '' : part.slice(newline + 1));
  }
  const steps = [...body.matchAll(/<Step\s+title="([^"]*)"[^>]*>([\s\S]*?)<\/Step>/g)].map((m) => ({
    title: attribute(m[1]!),
    text: paragraphs(m[2]!.replace(/^[ \t]+/gm, '')).join('\n\n'),
  }));
  const outputs = [...(sections.get(CRITERION_SECTIONS.outputs) ?? '').matchAll(/^[-*] +(.+(?:\n(?![-*] )(?!\s*\n)[ \t]*\S.*)*)/gm)].map((m) => plainText(m[1]!));
  return { sections, steps, outputs, why: paragraphs(sections.get(CRITERION_SECTIONS.why) ?? '') };
}

/**
 * Problems between the bindingness entries of the front matter and the <Step>s of the text: a
 * step without entry, an entry without step, an entry twice, another order. Empty when they
 * match one to one.
 */
export function checkStepEntries(file: string, entries: readonly { title: string; verbindlichkeit: StepLevel }[], titles: readonly string[]): string[] {
  const problems: string[] = [];
  const listed = entries.map((e) => e.title);
  for (const title of titles) {
    if (!listed.includes(title)) problems.push(`${file}: der Schritt „${title}“ hat keinen Eintrag unter steps (Verbindlichkeit MUSS, SOLL oder KANN).`);
  }
  for (const title of listed) {
    if (!titles.includes(title)) problems.push(`${file}: der Eintrag „${title}“ unter steps hat keinen <Step title="${title}"> im Text.`);
  }
  for (const title of new Set(listed)) {
    if (listed.filter((t) => t === title).length > 1) problems.push(`${file}: der Eintrag „${title}“ steht mehrmals unter steps.`);
  }
  if (problems.length === 0 && listed.join('\n') !== titles.join('\n')) {
    problems.push(`${file}: die Einträge unter steps stehen in anderer Reihenfolge als die Schritte im Text.`);
  }
  return problems;
}
