import { act, screen, waitFor } from '@testing-library/react';
import { onTestCleanup } from '@/test/cleanups';
import { renderApp } from '@/test/renderApp';
import type * as LazyFeaturesModule from './lazyFeatures';

/**
 * A screen or part whose chunk could not be loaded while offline loads again by itself when the
 * connection returns: no Reload to find. The terms screen's chunk and the breadcrumb's fail, as
 * webpack reports it (a ChunkLoadError), while `mockChunksDown` is set, and load once it is not.
 * The breadcrumb, once loaded, stays loaded for the rest of the file (App keeps it), so only the
 * file's first page sees its chunk fail.
 */
let mockChunksDown = false;
const mockChunkError = (name: string) =>
  Object.assign(new Error(`Loading chunk ${name} failed.`), { name: 'ChunkLoadError' });
jest.mock('@/app/lazyFeatures', () => {
  const { lazyFeatures } = jest.requireActual<typeof LazyFeaturesModule>('./lazyFeatures');
  return {
    lazyFeatures: {
      ...lazyFeatures,
      terms: () =>
        mockChunksDown ? Promise.reject(mockChunkError('terms')) : lazyFeatures.terms(),
    },
  };
});
jest.mock('@/app/shell/Breadcrumb', () => {
  if (mockChunksDown) throw mockChunkError('breadcrumb');
  return jest.requireActual('@/app/shell/Breadcrumb');
});

const SCREEN_FAILURE = 'This page could not be loaded.';
const PART_FAILURE = 'Part of this page could not be loaded.';
const TERMS = 'Terms and Conditions';

let online = true;
beforeEach(() => {
  // React reports each error it catches on the console; the boundaries log them too.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  onTestCleanup(() => {
    online = true;
    mockChunksDown = false;
    jest.restoreAllMocks();
  });
});

/** The browser's connection goes or comes back (its event; the chunks fail while it is gone). */
function connection(on: boolean) {
  online = on;
  act(() => {
    window.dispatchEvent(new Event(on ? 'online' : 'offline'));
  });
}

async function openedOffline() {
  online = false;
  mockChunksDown = true;
  await renderApp('/terms-and-conditions');
  expect(await screen.findByRole('heading', { level: 1, name: SCREEN_FAILURE })).toBeVisible();
}

describe('a screen that could not be loaded offline', () => {
  it('loads by itself when the connection returns, its breadcrumb too', async () => {
    await openedOffline();
    expect(await screen.findByText(PART_FAILURE)).toBeVisible();
    mockChunksDown = false;
    connection(true);
    expect(await screen.findByRole('heading', { level: 1, name: TERMS })).toBeVisible();
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    expect(screen.queryByText(SCREEN_FAILURE)).toBeNull();
    expect(screen.queryByText(PART_FAILURE)).toBeNull();
  });

  it('says so again when the chunk still cannot be loaded, and loads at the next return', async () => {
    await openedOffline();
    connection(true);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: SCREEN_FAILURE })).toBeVisible(),
    );
    connection(false);
    mockChunksDown = false;
    connection(true);
    expect(await screen.findByRole('heading', { level: 1, name: TERMS })).toBeVisible();
  });

  it('that failed while the browser said it was online, loads once it has been offline and back', async () => {
    mockChunksDown = true;
    await renderApp('/terms-and-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: SCREEN_FAILURE })).toBeVisible();
    connection(false);
    mockChunksDown = false;
    connection(true);
    expect(await screen.findByRole('heading', { level: 1, name: TERMS })).toBeVisible();
  });
});
