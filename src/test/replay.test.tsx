/**
 * QA replay: each flow's happy path and main failure, recorded as the log the
 * sandbox recorder (and Redux DevTools) exports, replays into a fresh store with no sagas and
 * renders the same screen; fields the DevTools sanitizer masks come back empty.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Scenario } from '@/sandbox/ledger';
import { createRecorder } from '@/sandbox/recorder';
import { sandboxServer } from '@/sandbox/node';
import { recordRequests } from './recordRequests';
import { renderApp } from './renderApp';
import { pictureScreen, replay, type ScreenPicture } from './replay';
import { scaled } from './timeScale';

interface Flow {
  name: string;
  route: string;
  scenario?: Scenario;
  /** Drives the screen to its submit and waits for the outcome. */
  run: (user: UserEvent) => Promise<void>;
  /** Forces the flow's main failure. */
  failure: () => void;
  failureText: string;
  /** Labels of the fields the sanitizer masks (they replay empty). */
  masked?: string[];
}

const click = (user: UserEvent, name: string | RegExp) =>
  user.click(screen.getByRole('button', { name }));
const success = () =>
  screen.findByRole(
    'heading',
    { level: 1, name: 'Transaction Successful' },
    { timeout: scaled(5000) },
  );
const failure = (text: string) => screen.findByText(text, {}, { timeout: scaled(5000) });
const answer = (method: 'post' | 'put', path: string, body: object, status = 200) =>
  sandboxServer.use(
    http[method](`*/api/funding${path}`, () => HttpResponse.json(body, { status })),
  );

const flows: Flow[] = [
  {
    name: 'saved-card deposit',
    route: '/deposit/cardfunding',
    run: async (user) => {
      await user.type(await screen.findByLabelText('CVV'), '123');
      await click(user, 'Deposit');
    },
    failure: () =>
      answer('post', '/deposit/card', {
        errorCode: 7,
        errorMessage: 'Card declined by the issuer',
      }),
    failureText: 'Card declined by the issuer',
    masked: ['CVV'],
  },
  {
    name: 'new-card deposit',
    route: '/deposit/xpressfunding-new-card',
    run: async (user) => {
      await user.type(await screen.findByLabelText('Card Number'), '4111111111111111');
      await user.type(screen.getByLabelText('Expiry month'), '12');
      await user.type(screen.getByLabelText('Expiry year'), String(new Date().getFullYear() + 2));
      await user.type(screen.getByLabelText('CVV'), '123');
      await click(user, 'Deposit');
    },
    failure: () => answer('post', '/card', {}, 502),
    failureText: 'An error occurred while depositing amount',
    masked: ['Card Number', 'CVV'],
  },
  {
    name: 'new ACH account deposit',
    route: '/deposit/xpressfunding',
    // No saved account and no bank-linking cookie: the manual form.
    scenario: 'new-user',
    run: async (user) => {
      await user.type(await screen.findByLabelText('Account Number'), '000123456789');
      await user.type(screen.getByLabelText('Confirm Account Number'), '000123456789');
      await user.type(screen.getByLabelText('Routing Number'), '011000015');
      await click(user, 'Deposit');
    },
    failure: () =>
      answer('post', '/v2/ach', { errorCode: 3, errorMessage: 'Routing number not recognised' }),
    failureText: 'Routing number not recognised',
    masked: ['Account Number', 'Confirm Account Number', 'Routing Number'],
  },
  {
    name: 'bank-link deposit',
    route: '/deposit/plaidfunding',
    run: async (user) => {
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute(
          'aria-disabled',
          'false',
        ),
      );
      await click(user, 'Next');
      const dialog = await screen.findByRole('dialog', { name: 'Sandbox Bank Link' });
      await user.click(within(dialog).getByRole('radio', { name: /Everyday Checking/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    },
    failure: () => answer('post', '/v2/ach', {}, 500),
    failureText: 'An Error Occoured! Please Try Again',
  },
  {
    name: 'check withdrawal',
    route: '/withdraw/xpressfunding-fedex',
    run: async (user) => {
      await user.type(await screen.findByLabelText('Amount'), '40');
      await screen.findByRole('combobox', { name: 'Delivery Address' });
      await click(user, 'Withdraw');
    },
    failure: () => answer('post', '/cheque/withdraw', {}, 502),
    failureText: 'An error occurred while withdrawing amount',
  },
  {
    name: 'PayPal withdrawal',
    route: '/withdraw/paypalfunding',
    run: async (user) => {
      await user.type(await screen.findByLabelText('Amount'), '25');
      await click(user, 'Withdraw');
    },
    failure: () =>
      answer('post', '/paypal/withdraw', { errorCode: 9, errorMessage: 'PayPal account locked' }),
    failureText: 'PayPal account locked',
  },
  {
    name: 'ACH withdrawal',
    route: '/withdraw/xpressfunding',
    run: async (user) => {
      await user.type(await screen.findByLabelText('Amount'), '30');
      await screen.findByRole('radio', { name: 'CHECKING ****56789' }).catch(() => undefined);
      await click(user, 'Withdraw');
    },
    failure: () => answer('post', '/expressfund/withdraw', {}, 502),
    failureText: 'An error occurred while withdrawing amount',
  },
];

/** Records a flow, then replays its exported log into a fresh app and pictures both. */
async function recordAndReplay(flow: Flow, outcome: () => Promise<unknown>) {
  const recorder = createRecorder();
  const { user } = await renderApp(flow.route, { recorder, scenario: flow.scenario });
  await flow.run(user);
  await outcome();
  const recorded = pictureScreen();
  const log = recorder.exportLog();
  cleanup();
  await replay(log);
  await screen.findByRole('heading', { level: 1, name: recorded.heading });
  return { recorded, replayed: pictureScreen() };
}

/**
 * The replay shows what the user saw, except masked fields, which are empty (and so may say
 * they are required).
 */
function expectSameScreen(recorded: ScreenPicture, replayed: ScreenPicture, masked: string[] = []) {
  expect(replayed.heading).toBe(recorded.heading);
  const emptied = new Set(masked.map((label) => `${label} required`));
  expect(replayed.alerts.filter((alert) => !emptied.has(alert))).toEqual(recorded.alerts);
  const expected = { ...recorded.fields };
  for (const label of masked) {
    if (label in expected) expected[label] = '';
  }
  expect(replayed.fields).toEqual(expected);
}

describe.each(flows)('replaying the $name', (flow) => {
  it('shows the confirmation after the happy path', async () => {
    const { recorded, replayed } = await recordAndReplay(flow, success);
    expect(recorded.heading).toBe('Transaction Successful');
    expectSameScreen(recorded, replayed);
  });

  it('shows the failure, with masked fields empty', async () => {
    flow.failure();
    const { recorded, replayed } = await recordAndReplay(flow, () => failure(flow.failureText));
    expect(screen.getByRole('main')).toHaveTextContent(flow.failureText);
    expectSameScreen(recorded, replayed, flow.masked);
    for (const label of flow.masked ?? []) {
      if (label in replayed.fields) expect(replayed.fields[label]).toBe('');
    }
  });
});

describe('a log imported into Redux DevTools, the sagas running as in the browser', () => {
  // Each lazily loaded flow with a form whose state lives in its own slice.
  const lazyFlows = flows.filter(({ name }) =>
    ['saved-card deposit', 'new ACH account deposit', 'check withdrawal'].includes(name),
  );

  it.each(lazyFlows)('shows and keeps the $name failure, sending nothing', async (flow) => {
    flow.failure();
    const recorder = createRecorder();
    const { user } = await renderApp(flow.route, { recorder, scenario: flow.scenario });
    await flow.run(user);
    await failure(flow.failureText);
    const recorded = pictureScreen();
    const log = recorder.exportLog();
    cleanup();
    const requests = recordRequests();
    // A fresh page: recording loaded the flow's chunk into this file's modules, so the replay
    // gets modules of its own, with no lazy slice in its store until its screen loads it.
    // Its own Testing Library too; this file's cleans up after each test.
    process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./replay');
      const page = await fresh.importIntoDevTools(log);
      const sentBefore = requests.sequence().length;
      try {
        await screen.findByRole(
          'heading',
          { level: 1, name: recorded.heading },
          { timeout: scaled(5000) },
        );
        await screen.findByText(flow.failureText);
        // Time for every screen part to arrive and for anything set in motion to show.
        await new Promise((settled) => setTimeout(settled, 500));
        expect(screen.getByRole('main')).toHaveTextContent(flow.failureText);
        expectSameScreen(recorded, pictureScreen(), flow.masked);
        expect(window.location.hash).toBe(`#${flow.route}`);
        expect(requests.sequence().slice(sentBefore)).toEqual([]);
      } finally {
        page.leave();
        delete process.env.RTL_SKIP_AUTO_CLEANUP;
      }
    });
  });
});
