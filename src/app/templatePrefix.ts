/**
 * The prefix of the prerendered screens' template ids in index.html ('prerendered-m/withdraw'):
 * the prerender writes them, the inline chooser finds them (app/chooserRules.ts), the app reads
 * which it shows (app/prerenderedScreens.ts). A module of its own, so the first bundle does not
 * carry the chooser's other rules.
 */
export const TEMPLATE_PREFIX = 'prerendered-';
