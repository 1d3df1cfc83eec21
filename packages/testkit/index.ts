export * from './browser.ts';
export * from './debian-package.ts';
export * from './gitlab-stand-in.ts';
export * from './postgres.ts';
export * from './process.ts';
