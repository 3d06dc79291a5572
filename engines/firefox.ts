/**
 * Firefox ESR (Debian's firefox-esr) driven over WebDriver BiDi by puppeteer-core. Playwright
 * drives only its own patched Firefox builds, which cannot be downloaded here; BiDi is built into
 * every Firefox, so the browser the user runs is the one tested.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { BaseDriver, type Driver, type Engine, type SessionOptions } from './driver';
import type { WireQuery } from './inPage';

const EXECUTABLE = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

class FirefoxDriver extends BaseDriver<ElementHandle> {
  readonly engine = 'Firefox ESR';
  private errors: string[] = [];

  constructor(
    private readonly page: Page,
    baseUrl: string,
  ) {
    super(baseUrl);
    page.on('pageerror', (error) => this.errors.push(String(error)));
  }

  takePageErrors(): string[] {
    const errors = this.errors;
    this.errors = [];
    return errors;
  }

  protected async run(source: string): Promise<unknown> {
    return this.page.evaluate(source);
  }

  protected async element(source: string): Promise<ElementHandle | null> {
    const handle = await this.page.evaluateHandle(source);
    const element = handle.asElement();
    if (!element) await handle.dispose();
    return element as ElementHandle | null;
  }

  protected async typeKeys(element: ElementHandle, text: string): Promise<void> {
    await element.type(text);
  }

  protected async pressBackspace(element: ElementHandle): Promise<void> {
    await element.press('Backspace');
  }

  protected async clickElement(element: ElementHandle): Promise<void> {
    await element.click();
  }

  protected async pickOption(_query: WireQuery, option: ElementHandle): Promise<void> {
    // Firefox draws a <select>'s list outside the page, out of reach of pointer actions:
    // puppeteer chooses the option and fires input and change, as the list does.
    const select = (await option.evaluateHandle((node) =>
      node.closest('select'),
    )) as ElementHandle<HTMLSelectElement>;
    const value = await option.evaluate((node) => (node as HTMLOptionElement).value);
    await select.select(value);
  }

  protected async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  protected async resize(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file as `${string}.png` });
  }

  async close(): Promise<void> {
    await this.page.close();
  }
}

export function firefoxEngine(): Engine {
  let browser: Browser | undefined;
  return {
    name: 'Firefox ESR',
    async start() {
      if (!existsSync(EXECUTABLE)) {
        throw new Error(
          `Firefox ESR is not installed (${EXECUTABLE}): apt-get install firefox-esr ` +
            '(or set FIREFOX_PATH)',
        );
      }
      browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath: EXECUTABLE,
        headless: true,
        protocolTimeout: 60_000,
        // Overlay scrollbars, as on a phone (and on GNOME, macOS and Windows 11 desktops): a
        // classic 12 px scrollbar would narrow a 320 px phone's layout to 308 px.
        extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
      });
      return browser.version();
    },
    async open(baseUrl: string, options: SessionOptions = {}): Promise<Driver> {
      if (!browser) throw new Error('Firefox ESR was not started');
      const page = await browser.newPage();
      page.setDefaultTimeout(30_000);
      page.setDefaultNavigationTimeout(30_000);
      if (options.userAgent) await page.setUserAgent(options.userAgent);
      const driver = new FirefoxDriver(page, baseUrl);
      await driver.setViewport(options.width ?? 1280, options.height ?? 900);
      return driver;
    },
    async stop() {
      await browser?.close();
      browser = undefined;
    },
  };
}
