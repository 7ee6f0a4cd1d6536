// TypeScript sources, no build step: each app's Vite, Vitest and tsc read them as their own code.
export * from './currency';
export * from './dates';
export * from './envelope';
export * from './form';
export * from './language';
export * from './locales';
export type * from './openapi';
