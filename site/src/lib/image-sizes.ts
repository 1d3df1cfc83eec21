/**
 * Responsive image rules: device widths for full-width images, small sizes for icons
 * and thumbnails, quality 75, AVIF and WebP before the original format. SVG is served as it is,
 * with the width and height its viewBox gives, so it takes its space before it loads.
 */
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_QUALITY = 75;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;

/** The widths to generate for an image: every spec width up to the image's own, and the own width when it lies between. */
export function imageWidths(intrinsic: number, kind: 'device' | 'small' = 'device'): number[] {
  const all = kind === 'device' ? DEVICE_WIDTHS : [...IMAGE_SIZES, ...DEVICE_WIDTHS];
  const widths: number[] = all.filter((w) => w <= intrinsic);
  if (!widths.includes(intrinsic) && intrinsic < DEVICE_WIDTHS.at(-1)!) widths.push(intrinsic);
  return widths;
}

/** Width and height of an SVG from its width/height attributes or its viewBox. */
export function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1]);
  const [, , w, h] = (/\sviewBox="([^"]+)"/.exec(root)?.[1] ?? '').split(/[\s,]+/).map(Number);
  const width = attr('width') || w;
  const height = attr('height') || h;
  if (!width || !height) throw new Error('SVG ohne width/height oder viewBox');
  return { width: Math.round(width), height: Math.round(height) };
}
