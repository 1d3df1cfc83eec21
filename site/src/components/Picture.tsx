import type { PreparedImage } from '../lib/site-images.ts';

/** An image prepared at build time (src/lib/site-images.ts): AVIF and WebP sources, fallback, width and height; lazy unless it is above the fold. */
export function Picture({ image, aboveFold = false, className }: { image: PreparedImage; aboveFold?: boolean; className?: string }) {
  const img = (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      srcSet={image.srcset}
      sizes={image.sizes}
      loading={aboveFold ? 'eager' : 'lazy'}
      fetchPriority={aboveFold ? 'high' : undefined}
      decoding="async"
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={image.sizes} />
      ))}
      {img}
    </picture>
  );
}
