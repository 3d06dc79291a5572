// Prerenders the first screens (issue 18): opens the built app in headless Chromium, once per
// screen and context, with every API answer held back, so each screen stands as React first
// renders it while its data loads; its #root markup goes into dist/index.html's head as a
// <template> that scripts/prerender/chooser.js (inline, before the app's script) shows at once.
// Run after webpack (npm run build): node scripts/prerender/capture.mjs [dist]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';

const dist = path.resolve(process.argv[2] ?? 'dist');
const ORIGIN = 'http://localhost:4999';
const SCREENS = ['/', '/deposit/cardfunding', '/withdraw'];
// The chooser's context keys: a desktop, a phone (Lighthouse's presets' sizes).
const CONTEXTS = {
  d: { viewport: { width: 1350, height: 940 } },
  m: { ...devices['Moto G4'], viewport: { width: 412, height: 823 } },
};
// Signed in, as the chooser requires; the name and id are blanked before capture, so nothing of
// any person is in the page.
const PLACEHOLDER_USER = { xAuthToken: 'prerender', displayName: 'Prerender', uid: 'prerender' };
const CHOOSER = /<script data-prerender-chooser[^>]*>/;
const HELD_CHUNK = /^\/js\/quick-deposit\./;

// The phone's home once more ('q'), on a device that remembers a quick deposit (issue 27 item 1,
// src/platform/deviceMemory.ts): the quick deposit's place above the methods.
const CAPTURES = [
  ...Object.keys(CONTEXTS).flatMap((context) => SCREENS.map((screen) => [context, screen])),
  ['q', '/'],
];

async function capture(browser, context, screen) {
  const page = await browser.newPage({
    ...CONTEXTS[context === 'q' ? 'm' : context],
    baseURL: ORIGIN,
  });
  if (context === 'q') {
    await page.addInitScript(() => localStorage.setItem('xpbHadQuickDeposit', 'true'));
  }
  await page
    .context()
    .addCookies([
      { name: 'xpbUser', value: encodeURIComponent(JSON.stringify(PLACEHOLDER_USER)), url: ORIGIN },
    ]);
  let pendingScripts = 0;
  let lastScript = Date.now();
  await page.route('**/*', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.startsWith('/api/')) return; // held: the screen stays as it loads
    // Held too: the home renders before its quick deposit's chunk (which then appears below
    // the methods), so React's first render has none, and neither has the prerendered home.
    if (HELD_CHUNK.test(pathname)) return;
    const file = path.join(dist, pathname === '/' ? 'index.html' : pathname);
    await route.fulfill({ path: file });
  });
  const counted = (request) =>
    request.resourceType() === 'script' && !HELD_CHUNK.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (counted(request)) pendingScripts += 1;
  });
  const settled = (request) => {
    if (!counted(request)) return;
    pendingScripts -= 1;
    lastScript = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // 'commit': the load event would wait for the held chunk.
  await page.goto(`/#${screen}`, { waitUntil: 'commit' });
  await page.locator('main h1').waitFor();
  // Every chunk the screen asks for (its own, the breadcrumb, the quick deposit) has come and
  // rendered: no script pending for half a second, then two frames.
  while (pendingScripts > 0 || Date.now() - lastScript < 500) await page.waitForTimeout(100);
  const markup = await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            // The initials become a space that keeps their line; the name and id go.
            for (const element of document.querySelectorAll('.member-menu__initials')) {
              element.textContent = '\u00a0';
            }
            for (const element of document.querySelectorAll(
              '.member-menu__name, .member-menu__uid',
            )) {
              element.textContent = '';
            }
            resolve(document.getElementById('root').innerHTML);
          }),
        ),
      ),
  );
  await page.close();
  if (errors.length > 0) throw new Error(`${context} ${screen}: ${errors.join('; ')}`);
  if (markup.includes(PLACEHOLDER_USER.displayName) || markup.includes(PLACEHOLDER_USER.uid)) {
    throw new Error(`${context} ${screen}: the placeholder user is in the markup`);
  }
  return markup;
}

const indexFile = path.join(dist, 'index.html');
const html = readFileSync(indexFile, 'utf8');
if (!CHOOSER.test(html)) throw new Error('index.html has no prerender chooser');
if (html.includes('id="prerendered-')) throw new Error('index.html is already prerendered');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const templates = [];
try {
  for (const [context, screen] of CAPTURES) {
    const markup = await capture(browser, context, screen);
    templates.push(`<template id="prerendered-${context}${screen}">${markup}</template>`);
  }
} finally {
  await browser.close();
}
// In the head: the body stays the static shell and the chooser, parsed in one go, so nothing
// paints before the chooser has put the screen in place (the app starts on the first paint).
writeFileSync(indexFile, html.replace('</head>', `${templates.join('')}</head>`));
console.log(
  `Prerendered ${templates.length} screens into ${path.relative(process.cwd(), indexFile)}`,
);
