/** Replaced at build time: true only in sandbox builds (npm start, browser tests, demos). */
declare const __SANDBOX__: boolean;
/**
 * Replaced at build time: '' (the page's own origin), or the origin given by
 * `--env apiOrigin=<origin>` (the local environment's API on a second origin, npm run bench).
 * Not defined in Node (scripts, tests).
 */
declare const __LOCAL_API_ORIGIN__: string | undefined;

/**
 * Replaced at build time: the environment the build runs as on hosts no environment lists
 * (`--env target=<name>` for a deploy preview; 'local' in sandbox builds), or '' for none. Not
 * defined in Node (scripts, tests).
 */
declare const __HOSTLESS_ENVIRONMENT__: string | undefined;

/**
 * Replaced at build time: the environment whose addresses the prerendered screens carry
 * (`--env target`, production by default). Not defined in Node (scripts, tests).
 */
declare const __PRERENDER_TARGET__: string | undefined;

declare module '*.css';
