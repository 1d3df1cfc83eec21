/**
 * Images of the site prepared at build time with Astro's image service (sharp): raster
 * images live in src/assets/bilder/ and are referenced as /bilder/…; each gets AVIF and WebP
 * sources and a fallback at the widths of lib/image-sizes.ts, quality 75. SVG stays in public/ and is served as
 * it is. Width and height are always set, so nothing shifts when an image arrives.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import { IMAGE_FORMATS, IMAGE_QUALITY, imageWidths, svgSize } from './image-sizes.ts';

export interface PreparedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcset?: string;
  sizes?: string;
  sources: { type: string; srcset: string }[];
}

const rasters = import.meta.glob<{ default: ImageMetadata }>('../assets/bilder/**/*.{png,jpg,jpeg,webp}', { eager: true });

/** The site folder, set in astro.config.ts (the build may run from another folder, as the benchmark's does). */
declare const __SITE_ROOT__: string;

const publicFile = (path: string) => {
  const file = resolve(__SITE_ROOT__, 'public', `.${path}`);
  return existsSync(file) ? file : undefined;
};

/** `sizes` as the layout shows the image, e.g. "(min-width: 48rem) 24rem, 100vw". */
export async function prepareImage(path: string, alt: string, sizes: string): Promise<PreparedImage> {
  if (path.endsWith('.svg')) {
    const file = publicFile(path);
    if (!file) throw new Error(`${path}: SVG fehlt in site/public${path}`);
    return { src: path, alt, ...svgSize(readFileSync(file, 'utf8')), sources: [] };
  }
  const meta = rasters[`../assets${path}`]?.default;
  if (!meta) throw new Error(`${path}: Rasterbilder gehören nach site/src/assets${path}`);
  const widths = imageWidths(meta.width);
  const sources = await Promise.all(
    IMAGE_FORMATS.map(async (format) => {
      const image = await getImage({ src: meta, widths, sizes, format, quality: IMAGE_QUALITY });
      return { type: `image/${format}`, srcset: image.srcSet.attribute };
    }),
  );
  const fallback = await getImage({ src: meta, widths, sizes, format: meta.format === 'png' ? 'png' : 'jpg', quality: IMAGE_QUALITY });
  return { src: fallback.src, alt, width: meta.width, height: meta.height, srcset: fallback.srcSet.attribute, sizes, sources };
}
