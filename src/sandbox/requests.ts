/**
 * What the sandbox accepts as request bodies, checked as a real server would: each schema reads
 * the contract's body (docs/api.md) and yields the input of a ledger rule, amounts in cents.
 * Messages name the field and never repeat its value (it may be a card or account number).
 */
import * as v from 'valibot';
import { withdrawalFeeCents } from '@/config/fees';
import { DEMO_CUSTOMER } from './demoUser';
import type { CardBrand } from './ledger';

/** The largest single amount the service takes, in dollars. */
const MAX_AMOUNT = 1_000_000;

const amount = v.pipe(
  v.number('must be a number of dollars'),
  v.minValue(0.01, 'must be at least 0.01'),
  v.maxValue(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`),
  v.check(
    (dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6,
    'must have at most 2 decimals',
  ),
  v.transform((dollars) => Math.round(dollars * 100)),
);

const text = (message = 'must be text') => v.string(message);

const digits = (pattern: RegExp, message: string) => v.pipe(text(), v.regex(pattern, message));

const cvcCode = digits(/^\d{3}$/, 'must be exactly 3 digits');

const expiryDate = digits(/^\d{4}-(0[1-9]|1[0-2])-01$/, 'must be a date YYYY-MM-01');

const savedMethodId = v.pipe(
  v.number('must be a number'),
  v.integer('must be a whole number'),
  v.minValue(1, 'must name a saved funding method'),
);

/** 0 marks a method not saved yet. */
const newMethodId = v.literal(0, 'must be 0 for a new account');

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let at = 0; at < number.length; at += 1) {
    let digit = Number(number[number.length - 1 - at]);
    if (at % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Visa starts with 4; Mastercard with 51-55 or 2221-2720. */
export function cardBrand(number: string): CardBrand | null {
  if (number.startsWith('4')) return 'Visa';
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  return null;
}

const cardNumber = v.pipe(
  digits(/^\d{16}$/, 'must be exactly 16 digits'),
  v.check(luhnValid, 'is not a valid card number'),
  v.check((number) => cardBrand(number) !== null, 'must be a Visa or Mastercard number'),
);

/** POST deposit/card: the saved card as received, plus cvcCode, amount and expiryDate. */
export const SavedCardDepositBody = v.pipe(
  v.object({
    fundingMethodId: savedMethodId,
    type: v.literal('cc', "must be 'cc'"),
    cvcCode,
    expiryDate,
    amount,
  }),
  v.transform(({ fundingMethodId, cvcCode, expiryDate, amount }) => ({
    fundingMethodId,
    cvcCode,
    expiryDate,
    amountCents: amount,
  })),
);

/** POST card: a new card and a deposit with it. */
export const NewCardDepositBody = v.pipe(
  v.object({
    accountNumber: cardNumber,
    subType: v.picklist(['Visa', 'Mastercard'], "must be 'Visa' or 'Mastercard'"),
    expiryDate,
    type: v.literal('cc', "must be 'cc'"),
    cvcCode,
    amount,
  }),
  v.forward(
    v.check(
      (body) => cardBrand(body.accountNumber) === body.subType,
      'does not match the card number',
    ),
    ['subType'],
  ),
  v.transform(({ accountNumber, subType, expiryDate, cvcCode, amount }) => ({
    cardNumber: accountNumber,
    subType,
    expiryDate,
    cvcCode,
    amountCents: amount,
  })),
);

/** POST expressfund/deposit and expressfund/withdraw: the saved account as received, plus amount. */
export const SavedAccountBody = v.pipe(
  v.object({ fundingMethodId: savedMethodId, type: v.literal('ach', "must be 'ach'"), amount }),
  v.transform(({ fundingMethodId, amount }) => ({ fundingMethodId, amountCents: amount })),
);

const newAccountFields = {
  accountNumber: digits(/^\d{3,17}$/, 'must be 3 to 17 digits'),
  abaNumber: digits(/^\d{9}$/, 'must be exactly 9 digits'),
  fundingMethodId: newMethodId,
  amount,
};

/** POST v2/ach with an account typed in by hand; a check number only for checking. */
export const NewAccountDepositBody = v.pipe(
  v.variant(
    'accountType',
    [
      v.object({
        ...newAccountFields,
        accountType: v.literal('chk'),
        checkNumber: v.pipe(
          text('is required for a checking account'),
          v.regex(/^\d{2,16}$/, 'must be 2 to 16 digits'),
        ),
      }),
      v.object({
        ...newAccountFields,
        accountType: v.literal('sav'),
        checkNumber: v.optional(v.null('must be null for a saving account')),
      }),
    ],
    "must be 'chk' or 'sav'",
  ),
  v.transform(({ accountNumber, accountType, amount }) => ({
    accountNumber,
    accountType,
    amountCents: amount,
  })),
);

/** POST v2/ach after bank linking: the link's public token, account id and session id. */
export const LinkedAccountDepositBody = v.pipe(
  v.object({
    amount,
    fundingMethodId: newMethodId,
    plaidAccessToken: v.pipe(
      text(),
      v.startsWith('public-', 'must be the public token of bank linking'),
    ),
    plaidAccountId: v.pipe(text(), v.nonEmpty('must not be empty')),
    plaidLinkSessionId: v.pipe(text(), v.nonEmpty('must not be empty')),
  }),
  v.transform(({ amount, plaidAccountId }) => ({
    bankAccountId: plaidAccountId,
    amountCents: amount,
  })),
);

const rushCharge = DEMO_CUSTOMER.fedExCharge;

/** POST cheque/withdraw: exactly its five fields; the rush charge is the customer's. */
export const CheckWithdrawalBody = v.pipe(
  v.object({
    amount,
    rushDeliverySelected: v.boolean('must be true or false'),
    addressType: v.picklist(['residence', 'mailing'], "must be 'residence' or 'mailing'"),
    signature: v.boolean('must be true or false'),
    fedexAmount: v.number('must be a number of dollars'),
  }),
  v.forward(
    v.check(
      (body) => body.fedexAmount === (body.rushDeliverySelected ? rushCharge : 0),
      `must be ${rushCharge} with rush delivery, else 0`,
    ),
    ['fedexAmount'],
  ),
  v.forward(
    v.check((body) => body.rushDeliverySelected || !body.signature, 'requires rush delivery'),
    ['signature'],
  ),
  v.transform(({ amount, rushDeliverySelected, signature, fedexAmount, addressType }) => ({
    amountCents: amount,
    rush: rushDeliverySelected,
    addressType,
    feeCents: withdrawalFeeCents({
      method: 'check',
      rush: rushDeliverySelected,
      signature,
      rushFeeCents: Math.round(fedexAmount * 100),
    }),
  })),
);

/** POST paypal/deposit: where the provider sends the user back must be a web address. */
export const WalletDepositBody = v.pipe(
  v.object({
    amount,
    callBackUrl: v.pipe(
      text(),
      v.url('must be an absolute address'),
      v.check((url) => /^https?:$/.test(new URL(url).protocol), 'must be an http or https address'),
    ),
  }),
  v.transform(({ amount, callBackUrl }) => ({ amountCents: amount, callBackUrl })),
);

/** POST paypal/withdraw */
export const WalletWithdrawalBody = v.pipe(
  v.object({ amount, note: v.pipe(text(), v.nonEmpty('must not be empty')) }),
  v.transform(({ amount }) => ({
    amountCents: amount,
    feeCents: withdrawalFeeCents({ method: 'paypal' }),
  })),
);

/** PUT user/mark-as-default */
export const DefaultMethodBody = v.object({
  fundingMethod: v.picklist(['cc', 'ach'], "must be 'cc' or 'ach'"),
  fundingMethodId: savedMethodId,
});

/** POST sandbox/wallet/complete: the stand-in provider reports what the user chose. */
export const WalletCompletionBody = v.object({
  ref: v.pipe(text(), v.nonEmpty('must not be empty')),
  outcome: v.picklist(['success', 'cancel'], "must be 'success' or 'cancel'"),
});

/** One readable sentence for a failed body: 'Invalid request: amount is required.' */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const parts = issues.map((issue) => {
    const key = issue.path?.map((item) => String(item.key)).join('.');
    if (!key) return issue.kind === 'schema' ? 'the body must be a JSON object' : issue.message;
    if (issue.input === undefined && issue.type === 'object') return `${key} is required`;
    return `${key} ${issue.message}`;
  });
  return `Invalid request: ${parts.join('; ')}.`;
}
