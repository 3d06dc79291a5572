import { reloadPage } from './navigation';
import { reloadIntoNewVersion } from './newVersion';

jest.mock('./navigation', () => ({ reloadPage: jest.fn() }));

/** A chunk gone after a deploy leads to one reload into the new version. */

const page = (main: string) =>
  `<!doctype html><head><link rel="preload" as="script" href="js/${main}"></head>`;

function running(main: string | null) {
  document.head.innerHTML = main === null ? '' : page(main).replace('<!doctype html>', '');
}

function served(answer: () => Promise<Response>) {
  return jest.spyOn(window, 'fetch').mockImplementation(answer);
}

afterEach(() => {
  document.head.innerHTML = '';
  jest.restoreAllMocks();
  jest.mocked(reloadPage).mockClear();
});

describe('reloadIntoNewVersion', () => {
  it("reloads when the server's page names another first bundle, once for this version", async () => {
    running('main.0a1b2c3d.js');
    const fetch = served(async () => new Response(page('main.9f8e7d6c.js')));
    await expect(reloadIntoNewVersion()).resolves.toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('.', { cache: 'no-cache' });

    // Back from that reload still this version (an older page answered it): no second reload.
    await expect(reloadIntoNewVersion()).resolves.toBe(false);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('reloads again from the next version, whose own chunk a later deploy deleted', async () => {
    running('main.11111111.js');
    served(async () => new Response(page('main.22222222.js')));
    await expect(reloadIntoNewVersion()).resolves.toBe(true);
    running('main.22222222.js');
    served(async () => new Response(page('main.33333333.js')));
    await expect(reloadIntoNewVersion()).resolves.toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the server still has this version, or cannot be asked', async () => {
    running('main.44444444.js');
    served(async () => new Response(page('main.44444444.js')));
    await expect(reloadIntoNewVersion()).resolves.toBe(false);
    served(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(reloadIntoNewVersion()).resolves.toBe(false);
    served(async () => new Response('<h1>Service unavailable</h1>', { status: 503 }));
    await expect(reloadIntoNewVersion()).resolves.toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('does nothing in a page that names no first bundle (the dev server)', async () => {
    running(null);
    const fetch = served(async () => new Response(page('main.55555555.js')));
    await expect(reloadIntoNewVersion()).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
