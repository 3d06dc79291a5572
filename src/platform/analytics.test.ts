import { OUTBOUND_HIT_TIMEOUT_MS, trackOutboundLink, trackPageView } from './analytics';
import type * as Analytics from './analytics';
import { openInNewTab, redirectTo } from './navigation';
import type * as Navigation from './navigation';

jest.mock('./navigation', () => ({ openInNewTab: jest.fn(), redirectTo: jest.fn() }));

const URL_WITH_QUERY = 'https://www.xpressbet.example/rewards?uid=42#top';

afterEach(() => {
  jest.useRealTimers();
  jest.mocked(openInNewTab).mockReset();
  jest.mocked(redirectTo).mockReset();
  delete window.google_tag_manager;
});

describe('trackPageView', () => {
  it('pushes a page view with the app name', () => {
    trackPageView('/withdraw');
    expect(window.dataLayer).toEqual([
      { event: 'pageview', page: '/withdraw', app: 'Xpressfunding' },
    ]);
  });

  it('only logs when the data layer cannot take it', () => {
    window.dataLayer = {
      push: () => {
        throw new Error('blocked');
      },
    } as unknown as Record<string, unknown>[];
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => trackPageView('/')).not.toThrow();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('blocked'));
    log.mockRestore();
  });
});

describe('trackOutboundLink', () => {
  it('opens a new tab at once and records the origin and path only', () => {
    trackOutboundLink(URL_WITH_QUERY, { newTab: true });
    expect(openInNewTab).toHaveBeenCalledWith(URL_WITH_QUERY);
    expect(redirectTo).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([
      {
        event: 'outboundLink',
        url: 'https://www.xpressbet.example/rewards',
        app: 'Xpressfunding',
      },
    ]);
  });

  it('navigates plainly when no tag manager is loaded', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    trackOutboundLink(URL_WITH_QUERY, { newTab: false });
    expect(redirectTo).toHaveBeenCalledWith(URL_WITH_QUERY);
    log.mockRestore();
  });

  it('waits for the tag manager callback before leaving, once', () => {
    jest.useFakeTimers();
    window.google_tag_manager = {};
    trackOutboundLink(URL_WITH_QUERY, { newTab: false });
    expect(redirectTo).not.toHaveBeenCalled();
    const [event] = window.dataLayer ?? [];
    expect(event).toMatchObject({
      event: 'outboundLink',
      url: 'https://www.xpressbet.example/rewards',
      eventTimeout: OUTBOUND_HIT_TIMEOUT_MS,
    });
    (event?.eventCallback as () => void)();
    expect(redirectTo).toHaveBeenCalledWith(URL_WITH_QUERY);
    jest.advanceTimersByTime(OUTBOUND_HIT_TIMEOUT_MS);
    expect(redirectTo).toHaveBeenCalledTimes(1);
  });

  it('leaves after the timeout when the tag manager never calls back', () => {
    jest.useFakeTimers();
    window.google_tag_manager = {};
    trackOutboundLink(URL_WITH_QUERY, { newTab: false });
    jest.advanceTimersByTime(OUTBOUND_HIT_TIMEOUT_MS - 1);
    expect(redirectTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(redirectTo).toHaveBeenCalledTimes(1);
  });

  it('falls back to plain navigation, and only logs, when tracking throws', () => {
    window.google_tag_manager = {};
    window.dataLayer = {
      push: () => {
        throw new Error('blocked');
      },
    } as unknown as Record<string, unknown>[];
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => trackOutboundLink(URL_WITH_QUERY, { newTab: false })).not.toThrow();
    expect(redirectTo).toHaveBeenCalledWith(URL_WITH_QUERY);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('still opens the new tab when tracking throws', () => {
    window.dataLayer = {
      push: () => {
        throw new Error('blocked');
      },
    } as unknown as Record<string, unknown>[];
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    trackOutboundLink(URL_WITH_QUERY, { newTab: true });
    expect(openInNewTab).toHaveBeenCalledWith(URL_WITH_QUERY);
    log.mockRestore();
  });
});

describe('a missing tag manager (spec section 8: logged, then the link is followed)', () => {
  /** A fresh page: the module and its navigation as a newly loaded page has them. */
  async function freshPage() {
    let page!: { analytics: typeof Analytics; navigation: typeof Navigation };
    await jest.isolateModulesAsync(async () => {
      page = { analytics: await import('./analytics'), navigation: await import('./navigation') };
    });
    return page;
  }

  it.each([false, true])(
    'is logged once a page, however many links are followed (new tab: %s)',
    async (newTab) => {
      const { analytics, navigation } = await freshPage();
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      analytics.trackOutboundLink(URL_WITH_QUERY, { newTab });
      analytics.trackOutboundLink(URL_WITH_QUERY, { newTab });
      const follow = newTab ? navigation.openInNewTab : navigation.redirectTo;
      expect(follow).toHaveBeenCalledTimes(2);
      expect(follow).toHaveBeenCalledWith(URL_WITH_QUERY);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith(
        '[xpressfunding] analytics: no tag manager loaded; outbound links are followed without it',
      );
      log.mockRestore();
    },
  );

  it('is not logged when the tag manager is there', async () => {
    const { analytics } = await freshPage();
    window.google_tag_manager = {};
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    analytics.trackOutboundLink(URL_WITH_QUERY, { newTab: true });
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
