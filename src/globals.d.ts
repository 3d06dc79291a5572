/** Replaced at build time: true only in sandbox builds (npm start, browser tests, demos). */
declare const __SANDBOX__: boolean;

declare module '*.css';
