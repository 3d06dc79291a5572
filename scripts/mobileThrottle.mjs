/**
 * Lighthouse's mobile preset (slow 4G, 4x CPU) applied to a page through the DevTools protocol:
 * one home for `npm run bench` (scripts/bench.mjs: the CPU; the network is its emulated link) and
 * the browser test of the start window (e2e/start-window.spec.ts). Plain JavaScript, as the bench is (see its header);
 * mobileThrottle.d.mts gives the TypeScript side its types.
 */
import { throttling } from 'lighthouse/core/config/constants.js';

/** Lighthouse's `mobileSlow4G`: request latency 562.5 ms, 1474.56 kbps down, 675 up, CPU 4x. */
export const MOBILE_SLOW_4G = throttling.mobileSlow4G;

/** The preset's network, as DevTools emulates it (throughputs in bytes per second). */
export const MOBILE_NETWORK = {
  offline: false,
  latency: MOBILE_SLOW_4G.requestLatencyMs,
  downloadThroughput: (MOBILE_SLOW_4G.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (MOBILE_SLOW_4G.uploadThroughputKbps * 1024) / 8,
};

/**
 * Throttles `page` (a Playwright page) to the preset's network until it closes; its CDP session,
 * for `slowCpuToMobile`. DevTools' emulation throttles the page's own requests only: not a CORS
 * preflight, nor its service worker's fetches (scripts/emulatedLink.ts).
 */
export async function throttleNetworkToMobile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  return cdp;
}

/**
 * Slows the page's CPU to the preset's (4x), or gives it back (`slow` false). While slowed, a
 * page costs most of a core even when it waits (Blink holds its main thread in a busy loop three
 * quarters of the time, docs/log/testing-measurements.md).
 */
export async function slowCpuToMobile(cdp, slow = true) {
  await cdp.send('Emulation.setCPUThrottlingRate', {
    rate: slow ? MOBILE_SLOW_4G.cpuSlowdownMultiplier : 1,
  });
}
