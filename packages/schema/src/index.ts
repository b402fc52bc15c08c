export * from './about.ts';
export * from './constants.ts';
export * from './entities.ts';
export * from './requests.ts';
export * from './text.ts';
export * from './texts.ts';
export * from './seo/index.ts';
export * from './leads.ts';
