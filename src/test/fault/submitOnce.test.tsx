import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { redirectTo } from '@/platform/navigation';
import { advanceClock, advanceUntil, countRequests, installFakeClock } from '@/test/faults';
import {
  fakeClockUser,
  SUBMIT_FORM_KEYS,
  SUBMIT_FORMS,
  type SubmitForm,
  type User,
} from './submitForms';

// jsdom cannot leave the page: the wallet deposit's redirect to the provider is recorded.
jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual<object>('@/platform/navigation'),
  redirectTo: jest.fn(),
}));

/**
 * One submit, one request: for every submit button, ten rapid clicks (fired
 * synchronously, and as a user clicks), Enter plus a click, and more attempts while a slow answer
 * is on its way each send exactly one POST (PUT for mark as default). The answer is slow (on the
 * fake clock) so every attempt lands while the first request is in flight.
 */

const SLOW_MS = 800;

/** The submit went through: confirmation, the provider's page, or the new default. */
async function expectDone(form: SubmitForm) {
  await advanceClock(SLOW_MS);
  if (form.kind === 'markDefault') {
    expect(
      await screen.findByRole('button', { name: 'Default', description: /MASTERCARD/ }),
    ).toBeInTheDocument();
  } else if (form.kind === 'walletDeposit') {
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
  } else {
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transaction Successful' }),
    ).toBeInTheDocument();
  }
}

/** Enter in one of the form's fields, or on the button itself when it stands alone. */
async function pressEnter(form: SubmitForm, user: User) {
  if (form.enterField) {
    await user.type(form.enterField(), '{Enter}');
  } else {
    form.button().focus();
    await user.keyboard('{Enter}');
  }
}

type Attempts = (form: SubmitForm, user: User, requests: () => number) => Promise<void>;

const ATTEMPTS: [string, Attempts][] = [
  [
    'ten clicks fired synchronously',
    async (form) => {
      const button = form.button();
      for (let click = 0; click < 10; click += 1) fireEvent.click(button);
    },
  ],
  [
    'ten clicks as a user makes them',
    async (form, user) => {
      const button = form.button();
      for (let click = 0; click < 10; click += 1) await user.click(button);
    },
  ],
  [
    'Enter in a field plus a click',
    async (form, user) => {
      const button = form.button();
      await pressEnter(form, user);
      await user.click(button);
    },
  ],
  [
    'a click, then more attempts while the answer is slow',
    async (form, user, requests) => {
      const button = form.button();
      await user.click(button);
      await advanceUntil(() => requests() > 0);
      await advanceClock(SLOW_MS / 4);
      await user.click(button);
      fireEvent.click(button);
      // Past the button: the form's own submit event, as a script or an old browser may send.
      const owner = button.closest('form');
      if (owner) fireEvent.submit(owner);
      if (form.enterField) await pressEnter(form, user);
    },
  ],
];

const cases = SUBMIT_FORM_KEYS.flatMap((key) =>
  ATTEMPTS.map(([label, attempts]) => [key, label, attempts] as const),
);

describe('one submit, one request', () => {
  afterEach(() => jest.mocked(redirectTo).mockReset());

  it.each(cases)('%s: %s', async (key, _label, attempts) => {
    const form: SubmitForm = SUBMIT_FORMS[key];
    installFakeClock();
    const user = fakeClockUser();
    await form.open(user);
    const requests = countRequests(form.method, form.path, SLOW_MS);
    await attempts(form, user, requests);
    await expectDone(form);
    expect(requests()).toBe(1);
    // Nothing follows later either.
    await advanceClock(3 * REQUEST_TIMEOUT_MS);
    expect(requests()).toBe(1);
  });

  it('bank linking: ten clicks on Next open Link once, and its success posts once', async () => {
    installFakeClock();
    const user = fakeClockUser();
    const form = SUBMIT_FORMS.bankLink;
    await form.open(user);
    // open() pressed Next once and Link is showing: close it to start again from Next.
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sandbox Bank Link' })).getByRole('button', {
        name: 'Exit',
      }),
    );
    const requests = countRequests(form.method, form.path, SLOW_MS);
    const next = screen.getByRole('button', { name: 'Next' });
    for (let click = 0; click < 10; click += 1) fireEvent.click(next);
    await screen.findByRole('dialog', { name: 'Sandbox Bank Link' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(form.button());
    await expectDone(form);
    expect(requests()).toBe(1);
  });
});

// Cases: 12 submit buttons x 4 ways of pressing = 48, plus Next on the bank-linking screen.
