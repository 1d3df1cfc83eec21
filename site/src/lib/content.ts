/**
 * Build-time access to the content collections with the cross-entry checks zod cannot express.
 * Everything here runs once per build (memoised), never in the browser.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { CRITERIA_COUNT, PHASE_IDS, SKILL_IDS } from './constants.ts';
import { checkStepEntries, stepTitles } from './criterion-text.ts';
import { checkRequirementIds } from './requirement-ids.ts';
import { reportPath } from './pruefberichte.ts';
import { reportMessages } from '@servicestandard/messages/pruefberichte';

export type Criterion = CollectionEntry<'kriterien'>;
export type Page = CollectionEntry<'seiten'>;

export function criterionHref(criterion: Criterion): string {
  return `/kriterien/${criterion.id}`;
}

export function pageHref(page: Page): string {
  return page.id === 'index' ? '/' : `/${page.id}`;
}

/**
 * The 13 criteria sorted numerically (1, 2 … 13); fails the build on a gap, a duplicate,
 * bindingness entries (front matter steps) that do not match the <Step>s of the text one to one,
 * or requirement IDs that do not agree with their register (src/lib/requirement-ids.ts).
 */
export const getCriteria = memo(async (): Promise<Criterion[]> => {
  const entries = await getCollection('kriterien');
  const stepProblems = entries.flatMap((entry) => checkStepEntries(`kriterien/${entry.id}.mdx`, entry.data.steps, stepTitles(entry.body ?? '')));
  if (stepProblems.length > 0) throw new Error(`Verbindlichkeit der Schritte:\n- ${stepProblems.join('\n- ')}`);
  const register = (await getCollection('anforderungen')).map((e) => e.data);
  const idProblems = checkRequirementIds(
    entries.map((entry) => ({ file: `kriterien/${entry.id}.mdx`, criteriaIndex: entry.data.criteriaIndex, steps: entry.data.steps })),
    register,
  );
  if (idProblems.length > 0) throw new Error(`Anforderungs-IDs (src/content/anforderungen.yaml):\n- ${idProblems.join('\n- ')}`);
  const byIndex = new Map<number, Criterion>();
  for (const entry of entries) {
    const other = byIndex.get(entry.data.criteriaIndex);
    if (other) {
      throw new Error(
        `kriterien/${entry.id}.mdx, Feld criteriaIndex: ${entry.data.criteriaIndex} ist schon an kriterien/${other.id}.mdx vergeben.`,
      );
    }
    byIndex.set(entry.data.criteriaIndex, entry);
  }
  for (let index = 1; index <= CRITERIA_COUNT; index++) {
    if (!byIndex.has(index)) throw new Error(`Kriterium ${index} fehlt in site/src/content/kriterien/.`);
  }
  return [...byIndex.values()].sort((a, b) => a.data.criteriaIndex - b.data.criteriaIndex);
});

/** Set by drafts-integration.ts: true under `astro dev` only. */
declare const __SHOW_DRAFTS__: boolean;

/** Published pages; drafts only while developing. Fails on a duplicate metaTitle and on `kriterien` outside the handbook. */
export const getPages = memo(async (): Promise<Page[]> => {
  const pages = await getCollection('seiten', (page) => __SHOW_DRAFTS__ || !page.data.draft);
  // Criterion pages list these pages as guides ("Anleitungen zu diesem Kriterium"); elsewhere the field would put a page there by mistake.
  const strayGuide = pages.find((p) => p.data.kriterien.length > 0 && !p.id.startsWith('handbuch/'));
  if (strayGuide) throw new Error(`seiten/${strayGuide.id}.mdx, Feld kriterien: nur Seiten unter handbuch/ dürfen Kriterien nennen.`);
  const criteria = await getCriteria();
  const titles = new Map<string, string>();
  for (const entry of [...criteria.map((c) => ({ file: `kriterien/${c.id}.mdx`, data: c.data })), ...pages.map((p) => ({ file: `seiten/${p.id}.mdx`, data: p.data }))]) {
    const other = titles.get(entry.data.metaTitle);
    if (other) throw new Error(`${entry.file}, Feld metaTitle: „${entry.data.metaTitle}“ steht schon in ${other}.`);
    titles.set(entry.data.metaTitle, entry.file);
  }
  return pages;
});

/** A page visitors can reach and search engines may list, with the title the A–Z list shows. */
export interface PublishedPage {
  href: string;
  title: string;
}

/** Error pages are built but neither listed nor indexed. */
const NOT_LISTED = new Set(['/404', '/500']);

/** Pages of their own in site/src/pages/ that no collection describes. */
const STANDALONE_PAGES: readonly PublishedPage[] = [
  { href: '/selbstcheck', title: 'Selbstcheck' },
  { href: '/suche', title: 'Suche' },
  { href: '/servicestandard-gesamt', title: 'Gesamtfassung des Servicestandards zum Drucken' },
];

/** Every published page, sorted by path: the one list behind sitemap.xml and the A–Z list on /suche. */
export const getPublishedPages = memo(async (): Promise<PublishedPage[]> => {
  const [pages, criteria, adrs, reports] = await Promise.all([getPages(), getCriteria(), getCollection('adr'), getCollection('pruefberichte')]);
  return [
    ...pages.filter((p) => !p.data.draft).map((p) => ({ href: pageHref(p), title: p.data.title })),
    ...criteria.map((c) => ({ href: criterionHref(c), title: `${c.data.title} (Kriterium ${c.data.criteriaIndex})` })),
    ...adrs.map((a) => ({ href: `/open-source/adr/${a.id}`, title: `${a.data.title} (Architekturentscheidung)` })),
    ...reports.flatMap((list) => list.data.items).map((r) => ({ href: reportPath(r.id), title: reportMessages.title(r.service) })),
    ...STANDALONE_PAGES,
  ]
    .filter((page) => !NOT_LISTED.has(page.href))
    .sort((a, b) => (a.href < b.href ? -1 : a.href > b.href ? 1 : 0));
});

export const getSkills = memo(async () => {
  const skills = await getCollection('fachgebiete');
  const missing = SKILL_IDS.filter((id) => !skills.some((s) => s.id === id));
  if (missing.length) throw new Error(`fachgebiete.yaml: es fehlen ${missing.join(', ')}.`);
  return SKILL_IDS.map((id) => skills.find((s) => s.id === id)!.data);
});

export const getPhases = memo(async () => {
  const phases = await getCollection('entwicklungsphasen');
  return PHASE_IDS.map((id) => {
    const phase = phases.find((p) => p.id === id);
    if (!phase) throw new Error(`entwicklungsphasen.yaml: die Phase ${id} fehlt.`);
    return phase.data;
  });
});

export const getGlossary = memo(async () => {
  const entries = (await getCollection('glossar')).map((e) => e.data);
  return entries.sort((a, b) => a.term.localeCompare(b.term, 'de'));
});

/** The page-frame properties every content entry (page or criterion) passes the same way. */
export function frameProps(entry: Page | Criterion, path: string) {
  const d = entry.data;
  return { path, metaTitle: d.metaTitle, metaDescription: d.metaDescription, title: d.title, description: d.description, buttons: d.buttons, links: d.links };
}

/**
 * Whether an MDX body uses a block that shows contact data and places no ContactDataNotice of its
 * own: then the layout adds the content's short notice, so the page has exactly one.
 */
export function showsContactData(body: string | undefined): boolean {
  return /<(ContactEmail|PostalAddress|RepositoryLink|IssuesLink|BrokenLinkReport)\b/.test(body ?? '') && !/<ContactDataNotice\b/.test(body ?? '');
}

export { sanitizeDescription } from './sanitize.ts';

function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => (cached ??= load());
}
