// Prerenders the first screens: React renders each screen and context in
// Node (react-dom/server) from the app's own store, as its first render in the browser has it
// while the data loads (src/app/prerender.tsx), and its markup goes into dist/index.html's head
// as a <template> that the inline chooser (scripts/prerender/chooser.js) shows at once.
// Built for Node by webpack (webpack.config.ts, `--env prerender`) and run after the app's
// build (npm run build): node <bundle> [dist]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderFirstScreen } from '@/app/prerender';
import { PRERENDERS, templateId } from '@/app/prerenderedScreens';
import { withPrerenderedShell } from '@/app/serviceWorkerVersion';

const CHOOSER = /<script data-prerender-chooser[^>]*>/;
const HOME_CHUNK = /<link rel="preload"[^>]* media="not all" id="home-chunk"/;

function versionServiceWorker(dist: string, shell: string) {
  const swFile = path.join(dist, 'sw.js');
  if (!existsSync(swFile)) return; // a build without the service worker
  writeFileSync(swFile, withPrerenderedShell(readFileSync(swFile, 'utf8'), shell));
}

async function main() {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const indexFile = path.join(dist, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  if (!CHOOSER.test(html)) throw new Error('index.html has no prerender chooser');
  // The chooser makes it live on the home (webpack.config.ts, StartAfterFirstPaintPlugin).
  if (!HOME_CHUNK.test(html)) throw new Error("index.html has no preload of the home's chunk");
  if (html.includes('id="prerendered-')) throw new Error('index.html is already prerendered');
  const templates: string[] = [];
  for (const [context, screen] of PRERENDERS) {
    const markup = await renderFirstScreen(context, screen);
    templates.push(`<template id="${templateId(context, screen)}">${markup}</template>`);
  }
  // In the head: the body stays the static shell and the chooser, parsed in one go, so nothing
  // paints before the chooser has put the screen in place (the app starts on the first paint).
  const shell = html.replace('</head>', () => `${templates.join('')}</head>`);
  writeFileSync(indexFile, shell);
  versionServiceWorker(dist, shell);
  process.stdout.write(
    `Prerendered ${templates.length} screens into ${path.relative(process.cwd(), indexFile)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
