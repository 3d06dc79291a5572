/**
 * WebKitGTK (Debian's libwebkit2gtk-4.1) driven by selenium-webdriver through WebKitWebDriver
 * (package webkit2gtk-driver), which starts WebKitGTK's MiniBrowser in automation mode. Playwright
 * drives only its own patched WebKit builds, which cannot be downloaded here. MiniBrowser is a GTK
 * window, so it needs an X display: `npm run test:engines` runs under `xvfb-run -a`.
 */
import { existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Builder, Key, WebElement, type WebDriver } from 'selenium-webdriver';
import { BaseDriver, type Driver, type Engine, type SessionOptions } from './driver';
import type { WireQuery } from './inPage';
import { startService } from './server';

const WEBDRIVER = process.env.WEBKIT_WEBDRIVER ?? '/usr/bin/WebKitWebDriver';

/** MiniBrowser lives in the multiarch library folder: /usr/lib/x86_64-linux-gnu/... */
function findMiniBrowser(): string | undefined {
  if (process.env.WEBKIT_MINIBROWSER) return process.env.WEBKIT_MINIBROWSER;
  const lib = '/usr/lib';
  const folders = existsSync(lib)
    ? readdirSync(lib).filter((name) => name.endsWith('-linux-gnu'))
    : [];
  return folders
    .map((folder) => path.join(lib, folder, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find((file) => existsSync(file));
}

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide; a phone is 320. This GTK style
 * (GTK's own widgets only, not the page) lets the toolbar's buttons and address entry shrink.
 */
const GTK_CSS =
  'entry, button { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; ' +
  'border-width: 0; -gtk-icon-transform: scale(0.1); }\n';

class WebKitDriver extends BaseDriver<WebElement> {
  readonly engine = 'WebKitGTK';

  constructor(
    private readonly driver: WebDriver,
    private readonly onClose: () => Promise<void>,
    baseUrl: string,
  ) {
    super(baseUrl);
  }

  /** WebDriver classic reports no page errors (and MiniBrowser's console goes nowhere). */
  takePageErrors(): string[] {
    return [];
  }

  protected async run(source: string): Promise<unknown> {
    return this.driver.executeScript(`return ${source};`);
  }

  protected async element(source: string): Promise<WebElement | null> {
    const result = await this.driver.executeScript(`return ${source};`);
    return result instanceof WebElement ? result : null;
  }

  protected async typeKeys(element: WebElement, text: string): Promise<void> {
    await element.sendKeys(text);
  }

  protected async pressBackspace(element: WebElement): Promise<void> {
    await element.sendKeys(Key.BACK_SPACE);
  }

  protected async clickElement(element: WebElement): Promise<void> {
    await element.click();
  }

  protected async pickOption(_query: WireQuery, option: WebElement): Promise<void> {
    // WebDriver's Element Click on an <option> chooses it, with the events the list fires.
    await option.click();
  }

  protected async navigate(url: string): Promise<void> {
    await this.driver.get(url);
  }

  protected async resize(width: number, height: number): Promise<void> {
    const window = this.driver.manage().window();
    await window.setRect({ x: 0, y: 0, width, height });
    // The window's height includes the (shrunk) toolbar: grow it by that much.
    const inner = (await this.driver.executeScript('return window.innerHeight;')) as number;
    if (inner < height) await window.setRect({ x: 0, y: 0, width, height: 2 * height - inner });
  }

  async screenshot(file: string): Promise<void> {
    await writeFile(file, await this.driver.takeScreenshot(), 'base64');
  }

  async close(): Promise<void> {
    try {
      await this.driver.quit();
    } finally {
      await this.onClose();
    }
  }
}

/** Starts a WebKitWebDriver for one session; answers its address and how to stop it. */
function startWebDriver(env: NodeJS.ProcessEnv) {
  return startService('WebKitWebDriver', WEBDRIVER, (port) => [`--port=${port}`], {
    readyPath: '/status',
    timeout: 20_000,
    env,
  });
}

export function webkitEngine(): Engine {
  let configHome: string | undefined;
  let miniBrowser: string | undefined;
  return {
    name: 'WebKitGTK',
    async start() {
      miniBrowser = findMiniBrowser();
      if (!existsSync(WEBDRIVER) || !miniBrowser) {
        throw new Error(
          'WebKitGTK is not installed (WebKitWebDriver and MiniBrowser): ' +
            'apt-get install webkit2gtk-driver xvfb xauth',
        );
      }
      if (!process.env.DISPLAY) {
        throw new Error(
          'WebKitGTK needs an X display: run under `xvfb-run -a` (npm run test:engines does)',
        );
      }
      configHome = mkdtempSync(path.join(tmpdir(), 'engines-webkit-'));
      mkdirSync(path.join(configHome, 'gtk-3.0'));
      writeFileSync(path.join(configHome, 'gtk-3.0', 'gtk.css'), GTK_CSS);
      return `MiniBrowser (${miniBrowser})`;
    },
    async open(baseUrl: string, options: SessionOptions = {}): Promise<Driver> {
      if (!configHome || !miniBrowser) throw new Error('WebKitGTK was not started');
      const server = await startWebDriver({
        ...process.env,
        XDG_CONFIG_HOME: configHome,
        // The web process sandbox (bubblewrap) needs user namespaces, which a root CI container
        // may lack; the tests load only the local site (Chromium runs with --no-sandbox too).
        WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: '1',
      });
      let driver: WebDriver;
      try {
        driver = await new Builder()
          .usingServer(server.url)
          .withCapabilities({
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': {
              binary: miniBrowser,
              args: [
                '--automation',
                ...(options.userAgent ? [`--user-agent=${options.userAgent}`] : []),
              ],
            },
          })
          .build();
        await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
      } catch (error) {
        await server.stop();
        throw new Error(`WebKitGTK: no session: ${(error as Error).message}\n${server.stderr()}`);
      }
      const session = new WebKitDriver(driver, server.stop, baseUrl);
      await session.setViewport(options.width ?? 1280, options.height ?? 900);
      return session;
    },
    async stop() {
      if (configHome) rmSync(configHome, { recursive: true, force: true });
      configHome = undefined;
    },
  };
}
