/** Everything the data-driven blocks need, loaded once per build. */
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { getCollection } from 'astro:content';
import type { AdrStatus } from './constants.ts';
import type { PartialDate } from './dates.ts';
import { prepareImage, type PreparedImage } from './site-images.ts';
import type { Report } from '@servicestandard/pruefbericht';
import { sortReports } from './pruefberichte.ts';
import { criterionHref, getCriteria, getGlossary, getPages, getPhases, getSkills, pageHref, sanitizeDescription } from './content.ts';

/** A criterion as lists and cards show it. */
export interface CriterionSummary {
  index: number;
  href: string;
  title: string;
  description: string;
  skills: readonly string[];
  phases: readonly string[];
  /** The steps of "Was ist zu tun" with their requirement IDs, in page order. */
  steps: readonly { id: string; title: string }[];
}

/** A glossary entry or a bindingness level. */
export interface Term {
  id: string;
  term: string;
  abbr?: string | undefined;
  definition: string;
}

/** A skill, a development phase or an audience group. */
export interface Named {
  id: string;
  title: string;
  description: string;
}

/** A page as a teaser card shows it (case studies). */
export interface TeaserPage {
  href: string;
  title: string;
  teaserTopic?: string | undefined;
  teaserDescription?: string | undefined;
  teaserImage?: { imgSrc: string; imgAlt: string } | undefined;
  /** The teaser image prepared at build time. */
  image?: PreparedImage | undefined;
}

/** A handbook page that helps to meet some criteria (front matter `kriterien`). */
export interface Guide {
  href: string;
  title: string;
  /** The criteria it serves, ascending. */
  criteria: readonly number[];
}

/** An entry of the change log. */
export interface Update {
  id: string;
  date: PartialDate;
  title: string;
  category: 'standard' | 'website';
  /** Rendered, sanitised HTML. */
  html: string;
}

/** A topic of the sign-language page. */
export interface Video {
  id: string;
  title: string;
  description: string;
  src?: string | undefined;
  transcript: string;
}

/** An architecture decision as the list on /open-source shows it. */
export interface AdrSummary {
  href: string;
  title: string;
  status: AdrStatus;
  date: Date;
  description: string;
}

export interface SiteData {
  criteria: CriterionSummary[];
  glossary: Term[];
  levels: Term[];
  skills: Named[];
  phases: Named[];
  audiences: Named[];
  updates: Update[];
  /** The published peer-review reports, newest first. */
  reports: Report[];
  videos: Video[];
  adrs: AdrSummary[];
  /** Handbook pages naming criteria in `kriterien`, sorted by title. */
  guides: Guide[];
  /** The guides of one criterion, sorted by title. */
  guidesFor: (criteriaIndex: number) => Guide[];
  pickCaseStudies: (folder: string, files: readonly string[], currentPath: string) => TeaserPage[];
}

/** The bindingness keywords from the strongest to the prohibition (verbindlichkeit.yaml ids). */
const LEVEL_ORDER = ['muss', 'soll', 'kann', 'darf-nicht'];
export function sortLevels<T extends { id: string }>(levels: readonly T[]): T[] {
  const rank = (id: string) => (LEVEL_ORDER.includes(id) ? LEVEL_ORDER.indexOf(id) : LEVEL_ORDER.length);
  return [...levels].sort((a, b) => rank(a.id) - rank(b.id));
}

export const RANDOM_TEASER_COUNT = 3;
const TEASER_SIZES = '(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw';

let cached: Promise<SiteData> | undefined;
export const getSiteData = () => (cached ??= load());

async function load(): Promise<SiteData> {
  const [criteria, glossary, levels, skills, phases, audiences, updates, reports, videos, adrs, pages] = await Promise.all([
    getCriteria(),
    getGlossary(),
    getCollection('verbindlichkeit'),
    getSkills(),
    getPhases(),
    getCollection('zielgruppen'),
    getCollection('aktualisierungen'),
    getCollection('pruefberichte'),
    getCollection('videos'),
    getCollection('adr'),
    getPages(),
  ]);
  const markdown = await createSatteriMarkdownProcessor();
  // Teaser images, prepared once per build: cards in a grid of up to three columns.
  const teaserImages = new Map<string, PreparedImage>();
  for (const page of pages) {
    const image = page.data.teaserImage;
    if (image) teaserImages.set(page.id, await prepareImage(image.imgSrc, image.imgAlt, TEASER_SIZES));
  }
  const guides = pages
    .filter((p) => p.data.kriterien.length > 0)
    .map((p) => ({ href: pageHref(p), title: p.data.title, criteria: [...p.data.kriterien].sort((a, b) => a - b) }))
    .sort((a, b) => a.title.localeCompare(b.title, 'de'));
  const renderedUpdates = await Promise.all(
    updates.map(async (u) => ({ ...u.data, id: u.id, html: sanitizeDescription((await markdown.render(u.data.description)).code).replace(/^<p>|<\/p>\s*$/g, '') })),
  );
  return {
    criteria: criteria.map((c) => ({
      index: c.data.criteriaIndex,
      href: criterionHref(c),
      title: c.data.title,
      description: c.data.description,
      skills: c.data.skills,
      phases: c.data.developmentPhases,
      steps: c.data.steps.map((s) => ({ id: s.id, title: s.title })),
    })),
    glossary,
    levels: sortLevels(levels.map((l) => l.data)),
    skills,
    phases,
    audiences: audiences.map((a) => a.data),
    updates: renderedUpdates.sort((a, b) => b.date.start.getTime() - a.date.start.getTime()),
    reports: sortReports(reports.flatMap((r) => r.data.items)),
    videos: videos.map((v) => v.data).sort((a, b) => a.position - b.position),
    adrs: adrs
      .map((a) => ({ ...a.data, href: `/open-source/adr/${a.id}` }))
      .sort((a, b) => a.href.localeCompare(b.href)),
    guides,
    guidesFor: (criteriaIndex) => guides.filter((g) => g.criteria.includes(criteriaIndex)),
    pickCaseStudies(folder, files, currentPath) {
      const candidates = pages
        .filter((p) => p.id.startsWith(`${folder}/`) && pageHref(p) !== currentPath)
        .map((p) => ({ ...p.data, href: pageHref(p), file: p.id.slice(folder.length + 1), image: teaserImages.get(p.id) }));
      if (files.length > 0) return files.map((file) => mustFind(candidates, file, folder));
      // "Random" but stable per page, so two builds of the same content are identical.
      const seed = [...currentPath].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7);
      return candidates
        .map((c, i) => ({ c, key: (seed ^ (i * 2654435761)) >>> 0 }))
        .sort((a, b) => a.key - b.key)
        .slice(0, RANDOM_TEASER_COUNT)
        .map(({ c }) => c);
    },
  };
}

function mustFind<T extends { file: string }>(candidates: T[], file: string, folder: string): T {
  const found = candidates.find((c) => c.file === file);
  if (!found) throw new Error(`caseStudiesTeaser: ${folder}/${file}.mdx gibt es nicht.`);
  return found;
}
