export * from './assessment.ts';
export * from './catalogue.ts';
export * from './report.ts';
export * from './build.ts';
