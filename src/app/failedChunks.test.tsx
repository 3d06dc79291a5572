import { screen, waitFor, within } from '@testing-library/react';
import { reloadPage, redirectTo } from '@/platform/navigation';
import { renderApp } from '@/test/renderApp';

/**
 * Lazy chunks that fail to load, as webpack reports it (a ChunkLoadError):
 * the breadcrumb's, the session popups', the confirmation's and the terms screen's, for the whole
 * of this file. The rest of the app loads as usual.
 */
function chunkFails(name: string): never {
  throw Object.assign(new Error(`Loading chunk ${name} failed.`), { name: 'ChunkLoadError' });
}
jest.mock('@/app/shell/Breadcrumb', () => chunkFails('breadcrumb'));
jest.mock('@/app/shell/SessionPopup', () => chunkFails('popups'));
jest.mock('@/features/confirmation/route', () => chunkFails('confirmation'));
jest.mock('@/features/terms/route', () => chunkFails('terms'));
jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual('@/platform/navigation'),
  redirectTo: jest.fn(),
  reloadPage: jest.fn(),
}));

const PART_FAILURE = 'Part of this page could not be loaded.';
const SCREEN_FAILURE = 'This page could not be loaded.';
const MAIN_SITE = 'https://www.dev.xpressbet.example';

/** The alert that says `text` (a form keeps empty alerts for its messages). */
const findAlert = (text: string) =>
  waitFor(() => {
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes(text));
    if (!alert) throw new Error(`No alert says '${text}'`);
    return alert;
  });

beforeEach(() => {
  // React reports each error it catches on the console; the boundaries log them too.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(reloadPage).mockReset();
  jest.mocked(redirectTo).mockReset();
});

describe("the breadcrumb's chunk fails", () => {
  it('its line says part of the page could not be loaded, with Reload; the screen works', async () => {
    const { user } = await renderApp('/deposit/cardfunding');
    const failure = await findAlert(PART_FAILURE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' }),
    ).toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('is not said on the home, which has no breadcrumb', async () => {
    await renderApp('/');
    expect(await screen.findAllByText('$1,234.56')).not.toHaveLength(0);
    expect(screen.queryByText(PART_FAILURE)).not.toBeInTheDocument();
  });
});

describe("the session popups' chunk fails", () => {
  it("a signed-out visit still gets the login popup's text and its Log In link", async () => {
    await renderApp('/', { signedIn: false });
    const popup = await findAlert('Please log in to continue.');
    expect(within(popup).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      `${MAIN_SITE}/login`,
    );
  });

  it("a submit's 401 still says the session expired and the deposit was not made; OK leads to the main site", async () => {
    const { user } = await renderApp('/', { scenario: 'session-expired' });
    await screen.findByRole('region', { name: 'Quick Deposit' });
    await user.type(await screen.findByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const popup = await findAlert('Your deposit was not made.');
    expect(popup.textContent).toContain('Your session has expired.  Please login again.');
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(redirectTo).toHaveBeenCalledWith(MAIN_SITE);
  });
});

describe("a screen's chunk fails", () => {
  it('the page says it could not be loaded, with Reload and the way home', async () => {
    // Its breadcrumb's chunk fails as well, and says so in its own line.
    const { user } = await renderApp('/terms-and-conditions');
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_FAILURE }),
    ).toBeInTheDocument();
    const failure = within(screen.getByRole('main'));
    expect(failure.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '#/');
    await user.click(failure.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe("the confirmation's chunk fails after the server accepted a deposit", () => {
  const DEPOSITED = 'The amount of $50.00 has been deposited to your account.';

  it('the page still says the money moved, and after a reload from what was stored', async () => {
    const { user, leave } = await renderApp('/');
    await screen.findByRole('region', { name: 'Quick Deposit' });
    await user.type(await screen.findByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_FAILURE }),
    ).toBeInTheDocument();
    expect(screen.getByText(DEPOSITED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    leave();
    await renderApp('/confirmation', { keepLedger: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_FAILURE }),
    ).toBeInTheDocument();
    expect(screen.getByText(DEPOSITED)).toBeInTheDocument();
  });

  it('says nothing of money when nothing is stored', async () => {
    await renderApp('/confirmation');
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_FAILURE }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has been deposited|has been withdrawn/)).not.toBeInTheDocument();
  });
});

describe("a screen's chunk fails because a deploy replaced this version", () => {
  const realFetch = window.fetch;
  beforeEach(() => {
    // This page is the build whose first bundle is main.0a1b2c3d.js; the server's page now
    // names another.
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="preload" as="script" href="js/main.0a1b2c3d.js">',
    );
    jest
      .spyOn(window, 'fetch')
      .mockImplementation((input, init) =>
        input === '.'
          ? Promise.resolve(new Response('<link rel="preload" href="js/main.9f8e7d6c.js">'))
          : realFetch(input, init),
      );
  });
  afterEach(() => document.head.querySelector('link[href^="js/main."]')?.remove());

  it('the page reloads once into the new version, and says nothing failed', async () => {
    await renderApp('/terms-and-conditions');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('main')).toHaveTextContent('Loading page');
    expect(
      screen.queryByRole('heading', { level: 1, name: SCREEN_FAILURE }),
    ).not.toBeInTheDocument();
  });

  it('never while a deposit may be on its way: the confirmation says it could not be loaded', async () => {
    window.sessionStorage.setItem('depositedAmount', '50.00');
    window.sessionStorage.setItem('transactionType', 'cardFunding');
    window.sessionStorage.setItem('transactionPending', 'true');
    await renderApp('/confirmation');
    expect(
      await screen.findByRole('heading', { level: 1, name: SCREEN_FAILURE }),
    ).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
