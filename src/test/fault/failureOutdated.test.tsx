import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TRANSACTION_MESSAGES } from '@/domain/transaction/messages';
import { redirectTo } from '@/platform/navigation';
import { sandboxServer } from '@/sandbox/node';
import {
  field,
  SUBMIT_FORM_KEYS,
  SUBMIT_FORMS,
  type SubmitFormKey,
  type User,
} from './submitForms';

// jsdom cannot leave the page: the wallet deposit's redirect to the provider is recorded.
jest.mock('@/platform/navigation', () => ({
  ...jest.requireActual<object>('@/platform/navigation'),
  redirectTo: jest.fn(),
}));
afterEach(() => jest.mocked(redirectTo).mockReset());

/*
 * A failure's message goes when the person changes what it was about (GOV.UK's error messages):
 * the amount on every form, the card or account on the forms that choose one. An unknown outcome
 * stays whatever is changed: whether money moved does not change with the form.
 */

const REFUSAL = 'Declined by the test bank';
const MONEY_FORMS = SUBMIT_FORM_KEYS.filter((key) => key !== 'markDefault' && key !== 'bankLink');

function answerPostsWith(key: SubmitFormKey, answer: () => Response) {
  sandboxServer.use(http.post(`*/api/funding${SUBMIT_FORMS[key].path}`, answer));
}

async function failedSubmit(key: SubmitFormKey, answer: () => Response, message: string) {
  const form = SUBMIT_FORMS[key];
  const user = userEvent.setup();
  await form.open(user);
  answerPostsWith(key, answer);
  await form.submit(user);
  expect(await screen.findByText(message)).toBeVisible();
  return user;
}

const refusal = () => HttpResponse.json({ errorCode: 1, errorMessage: REFUSAL });

/** Another choice of what the form sends from (card, account, address), where it has one. */
const OTHER_CHOICE: Partial<Record<SubmitFormKey, (user: User) => Promise<void>>> = {
  savedCard: (user) => user.click(screen.getByRole('radio', { name: /MASTERCARD/ })),
  newCard: async (user) => {
    await user.clear(field('Card Number'));
    await user.type(field('Card Number'), '5555 5555 5555 4444');
  },
  savedAch: (user) => user.click(screen.getByRole('radio', { name: /SAVING/ })),
  checkWithdraw: (user) =>
    user.selectOptions(
      screen.getByRole('combobox', { name: 'Delivery Address' }),
      'Mailing Address: PO Box 4410, Lexington, KY 40544',
    ),
  achWithdraw: async (user) => {
    const accounts = screen.getByRole('combobox', { name: 'Bank Account' }) as HTMLSelectElement;
    const other = [...accounts.options].find((option) => option.value !== accounts.value);
    await user.selectOptions(accounts, other?.value ?? '');
  },
};

describe('a refusal', () => {
  it.each(MONEY_FORMS)('%s: goes when the amount is changed', async (key) => {
    const user = await failedSubmit(key, refusal, REFUSAL);
    await user.type(field('Amount'), '1');
    expect(screen.queryByText(REFUSAL)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it.each(Object.keys(OTHER_CHOICE) as SubmitFormKey[])(
    '%s: goes when another card, account or address is chosen',
    async (key) => {
      const user = await failedSubmit(key, refusal, REFUSAL);
      await OTHER_CHOICE[key]?.(user);
      expect(screen.queryByText(REFUSAL)).not.toBeInTheDocument();
    },
  );

  it('stays while the person types what it asks for again (the CVV)', async () => {
    const user = await failedSubmit('savedCard', refusal, REFUSAL);
    await user.type(field('CVV'), '123');
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(within(summary).getByText(REFUSAL)).toBeVisible();
  });
});

it('an unknown outcome stays when the amount or the card changes', async () => {
  const user = await failedSubmit(
    'savedCard',
    () => HttpResponse.json({}, { status: 504 }),
    TRANSACTION_MESSAGES.unconfirmed,
  );
  await user.type(field('Amount'), '1');
  await OTHER_CHOICE.savedCard?.(user);
  expect(screen.getByText(TRANSACTION_MESSAGES.unconfirmed)).toBeVisible();
});
