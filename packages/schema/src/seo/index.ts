// Search-engine presence shared by the web app and the API: metadata rules, JSON-LD and head tags.
export * from './head.ts';
export * from './jsonld.ts';
export * from './meta.ts';
export * from './pages.ts';
export * from './render.ts';
export * from './careers.ts';
