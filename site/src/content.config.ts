/**
 * Every content collection of the site and its schema. A wrong field, an unknown skill or phase
 * id or a criteriaIndex outside 1–13 fails the build with a message naming the file and field.
 * Cross-entry rules (unique criteriaIndex, unique metaTitle) are checked in src/lib/content.ts.
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { load as loadYaml } from 'js-yaml';
import { ADR_STATUSES, CRITERIA_COUNT, PHASE_IDS, SKILL_IDS, STEP_LEVELS } from './lib/constants.ts';
import { parsePartialDate } from './lib/dates.ts';
import { slugify } from './lib/slug.ts';
import { reportFolderLoader } from './lib/report-folder-loader.ts';
import { reportSchema, type Report } from '@servicestandard/pruefbericht';
import { REQUIREMENT_ID_PATTERN } from './lib/requirement-ids.ts';
import { themeSchema } from './lib/page-map.ts';

const internalOrExternalHref = z
  .string()
  .refine((href) => href === '' || /^(\/|#|https?:\/\/|mailto:)/.test(href), {
    message: 'muss leer sein oder mit /, #, http(s):// oder mailto: beginnen',
  });

/** A button in the hero block. */
const button = z.strictObject({
  /** Visible label. */
  text: z.string().min(1),
  /** Visual weight: primary for the main action, secondary otherwise. */
  type: z.enum(['primary', 'secondary']).default('primary'),
  /** Optional icon name. */
  icon: z.enum(['arrow-forward', 'arrow-down', 'arrow-up', 'external', 'mail']).optional(),
  /** Where the icon sits relative to the text. */
  iconPosition: z.enum(['left', 'right']).default('right'),
  /** Target: a path, an #anchor or an external URL. */
  href: internalOrExternalHref.pipe(z.string().min(1)),
});

/** A "label: text" line in the hero block, optionally linked. */
const linkEntry = z.strictObject({
  /** What the line is about, e.g. "Zuletzt aktualisiert am". */
  label: z.string().min(1),
  /** The value, e.g. a date or a section name. */
  text: z.string().min(1),
  /** Link target; empty string for no link. */
  href: internalOrExternalHref.default(''),
});

/** An image with its alternative text. */
const teaserImage = z.strictObject({
  /** /bilder/…: SVG from public/bilder/, raster images (png, jpg, webp) from src/assets/bilder/, prepared at build time (src/lib/site-images.ts). */
  imgSrc: z.string().regex(/^\/[\w\-/.]+\.(svg|png|jpe?g|webp|avif)$/),
  /** Alternative text describing the image. */
  imgAlt: z.string().min(5),
});

/** Fields every page and criterion shares. */
const pageFields = {
  /** The page heading (h1). */
  title: z.string().min(1),
  /** Lead text under the heading; may contain <br> and <a href> (sanitised before display). */
  description: z.string().min(1),
  /** The document title for browsers and search engines; unique across the site. */
  metaTitle: z.string().min(5).max(120),
  /** The meta description for search engines. */
  metaDescription: z.string().min(20).max(170),
  /** Turns the table of contents off. */
  disableToc: z.boolean().default(false),
  /** Builds the table of contents from the page's headings. */
  dynamicToC: z.boolean().default(false),
  /** Buttons under the lead text. */
  buttons: z.array(button).default([]),
  /** "Label: text" lines under the lead text. */
  links: z.array(linkEntry).default([]),
  /** Skill areas this page relates to. */
  skills: z.array(z.enum(SKILL_IDS)).default([]),
  /** Development phases this page relates to. */
  developmentPhases: z.array(z.enum(PHASE_IDS)).default([]),
};

const kriterien = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/kriterien' }),
  schema: z.strictObject({
    ...pageFields,
    /** Position of the criterion in the standard, 1 to 13. */
    criteriaIndex: z.number().int().min(1).max(CRITERIA_COUNT),
    /**
     * The steps of "Was ist zu tun" with their bindingness, in page order: one entry per
     * <Step title="…"> of the text, with the same title (src/lib/criterion-steps.ts fails the build
     * on a step without entry or an entry without step). The level is the website's reading; the
     * wording of DIN SPEC 66336 is binding.
     */
    steps: z
      .array(
        z.strictObject({
          /**
           * The stable requirement ID, "6.3": cited as "Anforderung 6.3", never reused or renumbered.
           * Registered in src/content/anforderungen.yaml (src/lib/requirement-ids.ts checks both).
           */
          id: z.string().regex(REQUIREMENT_ID_PATTERN, { message: 'muss die Form Kriterium.Nummer haben, zum Beispiel "6.3"' }),
          /** Exactly the title of the <Step> in the text. */
          title: z.string().min(1),
          /** MUSS (binding), SOLL (binding unless weighty reasons) or KANN (optional). */
          verbindlichkeit: z.enum(STEP_LEVELS),
        }),
      )
      .min(1),
    /** Case studies shown as "Erfahrungen aus der Praxis". */
    caseStudiesTeaser: z
      .strictObject({
        /** Folder below content/seiten holding the case studies. */
        folder: z.string(),
        /** File names without extension; empty for all. */
        files: z.array(z.string()).default([]),
      })
      .optional(),
  }),
});

const seiten = defineCollection({
  loader: glob({
    pattern: '**/*.mdx',
    base: './src/content/seiten',
    // "handbuch/index.mdx" is the page /handbuch; the root index.mdx keeps the id "index" (/).
    generateId: ({ entry }) => entry.replace(/\.mdx$/, '').replace(/\/index$/, ''),
  }),
  schema: z.strictObject({
    ...pageFields,
    /** Draft pages exist only in development, never in the production build. */
    draft: z.boolean().default(false),
    /** Topic line of the teaser card (case studies). */
    teaserTopic: z.string().optional(),
    /** Text of the teaser card (case studies). */
    teaserDescription: z.string().optional(),
    /** Image of the teaser card (case studies). */
    teaserImage: teaserImage.optional(),
    /** Short label for breadcrumbs and navigation, when the title is long. */
    sidebarTitle: z.string().optional(),
    /** Theme settings of this page (layout variant, sidebar, table of contents …); override those of its folders' `_meta.yaml`. */
    theme: themeSchema.optional(),
    /** Canonical address when it differs from the page's own. */
    canonical: z.url().optional(),
    /** Preview image for social media, a path below public/. */
    image: z.string().regex(/^\/[\w\-/.]+\.(png|jpe?g)$/).optional(),
    /**
     * Handbook pages only (handbuch/…, checked in src/lib/content.ts): the numbers of the criteria
     * this page helps to meet, e.g. `kriterien: [8, 12]`. Each of these criterion pages lists the
     * page under "Anleitungen zu diesem Kriterium", and the Druckfassung names it at the criterion.
     */
    kriterien: z
      .array(z.number().int().min(1).max(CRITERIA_COUNT))
      .default([])
      .refine((list) => new Set(list).size === list.length, { message: 'nennt ein Kriterium zweimal' }),
  }),
});

/** Reads a YAML list; entries without id get one from the given field. */
function yamlList(idFrom?: string) {
  return (text: string) => {
    const data = loadYaml(text);
    if (!Array.isArray(data)) throw new Error('Die Datei muss eine YAML-Liste enthalten.');
    return data.map((entry: Record<string, unknown>, index) => {
      const given = entry['id'];
      const from = idFrom ? entry[idFrom] : undefined;
      const derived = from instanceof Date ? from.toISOString().slice(0, 10) : typeof from === 'string' || typeof from === 'number' ? String(from) : 'eintrag';
      return { ...entry, id: typeof given === 'string' ? given : `${derived}-${index}` };
    });
  };
}

const fachgebiete = defineCollection({
  loader: file('src/content/fachgebiete.yaml', { parser: yamlList() }),
  schema: z.strictObject({
    /** One of the 24 skill slugs of the standard. */
    id: z.enum(SKILL_IDS),
    /** German display title. */
    title: z.string().min(2),
    /** What people with this skill contribute. */
    description: z.string().min(20),
  }),
});

const entwicklungsphasen = defineCollection({
  loader: file('src/content/entwicklungsphasen.yaml', { parser: yamlList() }),
  schema: z.strictObject({
    /** One of the four phase ids. */
    id: z.enum(PHASE_IDS),
    /** German display title. */
    title: z.string().min(2),
    /** What happens in this phase. */
    description: z.string().min(20),
  }),
});

const zielgruppen = defineCollection({
  loader: file('src/content/zielgruppen.yaml', { parser: yamlList() }),
  schema: z.strictObject({
    /** Kebab-case id. */
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Name of the audience group. */
    title: z.string().min(2),
    /** How this group uses the standard. */
    description: z.string().min(20),
  }),
});

const glossaryEntry = z.strictObject({
  /** Anchor on /glossar; for abbreviations the lowercased abbreviation. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The term as displayed. */
  term: z.string().min(1),
  /** Abbreviation as it appears in running text; gets a tooltip elsewhere on the site. */
  abbr: z.string().optional(),
  /** Plain-German definition, short enough for a tooltip. */
  definition: z.string().min(10).max(400),
});

const glossar = defineCollection({
  loader: file('src/content/glossar.yaml', { parser: yamlList() }),
  schema: glossaryEntry.refine((e) => !e.abbr || slugify(e.abbr) === e.id, {
    message: 'Die id eines Abkürzungs-Eintrags muss die kleingeschriebene Abkürzung sein',
    path: ['id'],
  }),
});

const verbindlichkeit = defineCollection({
  loader: file('src/content/verbindlichkeit.yaml', { parser: yamlList() }),
  schema: glossaryEntry,
});

const aktualisierungen = defineCollection({
  loader: file('src/content/aktualisierungen.yaml', { parser: yamlList('date') }),
  schema: z.strictObject({
    /** Generated from the date. */
    id: z.string(),
    /** Day of the change (2025-05-26); if only the month or the year is known: 2024-11 or 2020. */
    date: z.unknown().transform((value, ctx) => {
      const date = parsePartialDate(value);
      if (!date) ctx.addIssue({ code: 'custom', message: 'muss ein Datum JJJJ-MM-TT, ein Monat JJJJ-MM oder ein Jahr JJJJ sein' });
      return date ?? { start: new Date(0), precision: 'day' as const };
    }),
    /** Headline of the change. */
    title: z.string().min(3),
    /** Whether the standard or the website changed. */
    category: z.enum(['standard', 'website']),
    /** What changed; Markdown links allowed. */
    description: z.string().min(10),
  }),
});

const videos = defineCollection({
  // The page shows the topics in file order; the store itself does not keep it.
  loader: file('src/content/videos.yaml', { parser: (text) => yamlList()(text).map((entry, position) => ({ ...entry, position })) }),
  schema: z.strictObject({
    /** Set by the loader: position in videos.yaml, the order on the page. */
    position: z.number().int(),
    /** Kebab-case id, also the anchor. */
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Title of the video. */
    title: z.string().min(3),
    /** One sentence about the video. */
    description: z.string().min(10),
    /** Path of the recording below public/, once the ministry supplies it. */
    src: z.string().regex(/^\/[\w\-/.]+\.(mp4|webm)$/).optional(),
    /** Full German transcript of what is signed. */
    transcript: z.string().min(50),
    /** German subtitle cues; the build writes them as WebVTT. */
    captions: z
      .array(
        z.strictObject({
          start: z.string().regex(/^\d{2}:\d{2}:\d{2}\.\d{3}$/),
          end: z.string().regex(/^\d{2}:\d{2}:\d{2}\.\d{3}$/),
          text: z.string().min(1).max(120),
        }),
      )
      .min(1),
  }),
});

const anforderungen = defineCollection({
  loader: file('src/content/anforderungen.yaml', { parser: yamlList() }),
  schema: z.strictObject({
    /** "6.3": criterion and step number; never reused (src/lib/requirement-ids.ts). */
    id: z.string().regex(REQUIREMENT_ID_PATTERN, { message: 'muss die Form Kriterium.Nummer haben, zum Beispiel "6.3"' }),
    /** The criterion the ID belongs to, for ever. */
    criterion: z.number().int().min(1).max(CRITERIA_COUNT),
    /** The step's title when the ID was released. */
    title: z.string().min(1),
    /** Day of release. */
    released: z.coerce.date(),
    /** Only for a withdrawn ID: when and why. It is never given to another step. */
    withdrawn: z.strictObject({ date: z.coerce.date(), reason: z.string().min(5) }).optional(),
  }),
});

const pruefberichte = defineCollection({
  // One JSON file per report (reportSchema of @servicestandard/pruefbericht), all held in one entry:
  // no report yet is the normal state, and the build says so once.
  loader: reportFolderLoader({
    folder: 'src/content/pruefberichte',
    item: reportSchema,
    idOf: (item) => (item as Report).id,
    whenEmpty: 'noch kein Prüfbericht veröffentlicht; /pruefberichte sagt das den Besuchenden.',
  }),
  schema: z.strictObject({
    /** The reports in file-name order; the register lists them newest first. */
    items: z.array(reportSchema),
  }),
});

const adr = defineCollection({
  loader: glob({ pattern: '*.md', base: '../docs/adr' }),
  schema: z.strictObject({
    /** Decision title. */
    title: z.string().min(3),
    /** Status of the decision. */
    status: z.enum(ADR_STATUSES),
    /** Day of the decision. */
    date: z.coerce.date(),
    /** One-sentence summary. */
    description: z.string().min(10),
  }),
});

export const collections = {
  kriterien,
  seiten,
  fachgebiete,
  entwicklungsphasen,
  zielgruppen,
  glossar,
  verbindlichkeit,
  anforderungen,
  aktualisierungen,
  videos,
  pruefberichte,
  adr,
};
