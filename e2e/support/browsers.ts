import { existsSync } from 'node:fs';

/** Debian's full Chromium (no browser download is possible here); `CHROMIUM_PATH` another. */
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell, as Playwright itself runs headless tests when it downloads its
 * browsers: the same Blink and V8 without the full browser's shell, measured on CI's two cores at
 * 5.3 min for the browser suite against 8.5 min in the full browser (docs/log/testing-measurements.md). Debian
 * packages it (`apt-get install -y chromium-headless-shell`, as .ci/run does); without it, the
 * full Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The browser of the browser tests. */
export const TEST_CHROMIUM = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  args: ARGS,
};

/**
 * The full browser, whose timings and pixels are a phone's: the size gate's and the screenshots'
 * (scripts/), and tests that emulate a phone's network: under DevTools' network
 * emulation the headless shell left a page's script and images unanswered for good in 2 of
 * about 80 runs of e2e/start-window.spec.ts's tests, the full browser in none of 60.
 */
export const FULL_BROWSER = { executablePath: FULL_CHROMIUM, args: ARGS };
