import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const route of process.argv.slice(2)) {
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, userAgent: 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36' });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Network.enable'); await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6/8, uploadThroughput: 750e3/8 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ value: +e.value.toFixed(4), t: Math.round(e.startTime), sources: e.sources.map(s => { const n = s.node; return n ? (n.className || n.nodeName) + ' ' + (n.textContent||'').slice(0,30) + ` [${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}]` : '?'; }) }); }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto('http://localhost:4792' + route);
await page.waitForTimeout(6000);
const r = await page.evaluate(() => window.__shifts);
console.log(route, 'CLS', r.reduce((a,b)=>a+b.value,0).toFixed(4)); for (const s of r) console.log(' ', s.value, s.t, s.sources.join(' | '));
await ctx.close();
}
await browser.close();
