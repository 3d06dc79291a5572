import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BANK_LINK_MESSAGES } from '@/features/bank-link/messages';
import { TRANSACTION_MESSAGES } from '@/domain/transaction/messages';
import { WALLET_DEPOSIT_FAILED } from '@/features/wallet/messages';
import { sandboxServer } from '@/sandbox/node';
import { SUBMIT_FORM_KEYS, SUBMIT_FORMS, type SubmitKind } from './submitForms';

/**
 * A refusal (a non-zero errorCode) with an empty errorMessage (spec section
 * 8): the flow's own catalogue text where it has one, else the generic text.
 */
const SHOWN: Record<Exclude<SubmitKind, 'markDefault'>, string> = {
  deposit: TRANSACTION_MESSAGES.generic,
  withdraw: TRANSACTION_MESSAGES.generic,
  walletDeposit: WALLET_DEPOSIT_FAILED,
  walletWithdraw: TRANSACTION_MESSAGES.generic,
  bankLink: BANK_LINK_MESSAGES.apiFailure,
};

const TRANSACTION_FORMS = SUBMIT_FORM_KEYS.filter(
  (key) => SUBMIT_FORMS[key].kind !== 'markDefault',
);

describe('a refusal without a message', () => {
  it.each(TRANSACTION_FORMS)('on %s shows the catalogue text', async (key) => {
    const form = SUBMIT_FORMS[key];
    const kind = form.kind as keyof typeof SHOWN;
    const user = userEvent.setup();
    await form.open(user);
    sandboxServer.use(
      http.post(`*/api/funding${form.path}`, () =>
        HttpResponse.json({ errorCode: 17, errorMessage: '' }),
      ),
    );
    await form.submit(user);
    if (kind === 'bankLink') {
      await screen.findByRole('heading', { level: 1, name: 'Transaction Unsuccessful' });
    }
    expect(await screen.findByText(SHOWN[kind])).toBeVisible();
    expect(screen.queryByText(TRANSACTION_MESSAGES.generic) !== null).toBe(
      SHOWN[kind] === TRANSACTION_MESSAGES.generic,
    );
  });
});
