import type { CDPSession, Page } from '@playwright/test';

/** Lighthouse's `mobileSlow4G` (scripts/mobileThrottle.mjs). */
export declare const MOBILE_SLOW_4G: {
  rttMs: number;
  throughputKbps: number;
  requestLatencyMs: number;
  downloadThroughputKbps: number;
  uploadThroughputKbps: number;
  cpuSlowdownMultiplier: number;
};

/** The preset's network, as DevTools' `Network.emulateNetworkConditions` takes it. */
export declare const MOBILE_NETWORK: {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
};

/** Throttles `page` to the preset's network; its CDP session, for `slowCpuToMobile`. */
export declare function throttleNetworkToMobile(page: Page): Promise<CDPSession>;

/** Slows the page's CPU to the preset's, or gives it back (`slow` false). */
export declare function slowCpuToMobile(cdp: CDPSession, slow?: boolean): Promise<void>;
