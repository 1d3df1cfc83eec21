/** Everything the data-driven blocks need, loaded once per build. */
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { getCollection } from 'astro:content';
import type { CriterionSummary, Named, TeaserPage, Term } from '../components/content/DataBlocks.tsx';
import type { AdrSummary, Report, Update, Video } from '../components/content/ListBlocks.tsx';
import { prepareImage, type PreparedImage } from './site-images.ts';
import { criterionHref, getCriteria, getGlossary, getPages, getPhases, getSkills, pageHref, sanitizeDescription } from './content.ts';

export interface SiteData {
  criteria: CriterionSummary[];
  glossary: Term[];
  levels: Term[];
  skills: Named[];
  phases: Named[];
  audiences: Named[];
  updates: Update[];
  reports: Report[];
  videos: Video[];
  adrs: AdrSummary[];
  pickCaseStudies: (folder: string, files: readonly string[], currentPath: string) => TeaserPage[];
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
    })),
    glossary,
    levels: levels.map((l) => l.data),
    skills,
    phases,
    audiences: audiences.map((a) => a.data),
    updates: renderedUpdates.sort((a, b) => b.date.start.getTime() - a.date.start.getTime()),
    reports: reports.map((r) => r.data),
    videos: videos.map((v) => v.data).sort((a, b) => a.position - b.position),
    adrs: adrs
      .map((a) => ({ ...a.data, href: `/open-source/adr/${a.id}` }))
      .sort((a, b) => a.href.localeCompare(b.href)),
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
