export * from './files.ts';
export * from './headers.ts';
export * from './precompress.ts';
export * from './redirects.ts';
export * from './sizes.ts';
export * from './pdf.ts';
