import * as v from 'valibot';

/**
 * The funding service's wire shapes (docs/api.md). Each schema and its type share a name.
 * Money on the wire is a JSON number in dollars, except balances (text such as "1,234.56").
 * Account, routing and check numbers and cvcCode are strings: they may start with 0.
 */

export type CardBrand = 'Visa' | 'Mastercard';
export type AccountType = 'chk' | 'sav';
export type FundingMethodType = 'cc' | 'ach';

/** A field the server may leave out or send as null; read as absent. */
const optionalText = v.pipe(
  v.nullish(v.string()),
  v.transform((text) => text ?? undefined),
);

/**
 * valibot's object schemas accept an array; an answer made only of optional fields would then
 * read a list as an empty record, so those schemas start with this check.
 */
export const record = v.custom<Record<string, unknown>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
);

/**
 * A saved card. Loose: fields beyond these are kept, because the card is posted back as
 * received when depositing with it.
 */
export const Card = v.looseObject({
  accountNumber: v.string(),
  subType: v.picklist(['Visa', 'Mastercard']),
  /** YYYY-MM-DD, the day fixed to 01. */
  expiryDate: v.string(),
  fundingMethodId: v.number(),
  type: v.literal('cc'),
});
export type Card = v.InferOutput<typeof Card>;

/** A saved bank (ACH) account. Loose: it is posted back as received on deposit and withdrawal. */
export const BankAccount = v.looseObject({
  accountNumber: v.string(),
  accountType: v.picklist(['chk', 'sav']),
  fundingMethodId: v.number(),
  type: v.literal('ach'),
  plaidVerified: v.boolean(),
  /** When true the account must be linked through the bank-linking flow before a deposit. */
  plaidRequired: v.boolean(),
});
export type BankAccount = v.InferOutput<typeof BankAccount>;

/** Fees are dollars: vsCharge and mcCharge per card brand, fedExCharge for rush delivery. */
export const Customer = v.looseObject({
  vsCharge: v.number(),
  mcCharge: v.number(),
  fedExCharge: v.number(),
  accountNumber: v.string(),
});
export type Customer = v.InferOutput<typeof Customer>;

/** A billing or check-delivery address; addressType is 'residence' or 'mailing'. */
export const Address = v.pipe(
  record,
  v.object({
    address: optionalText,
    city: optionalText,
    state: optionalText,
    zip: optionalText,
    country: optionalText,
    addressType: optionalText,
  }),
);
export type Address = v.InferOutput<typeof Address>;

/** fundingMethodId 0 is the general record; availableLimit is dollars; timeFrame may be 'none'. */
export const LimitRecord = v.object({
  fundingMethodId: v.number(),
  availableLimit: v.number(),
  timeFrame: v.string(),
  authorized: v.boolean(),
});
export type LimitRecord = v.InferOutput<typeof LimitRecord>;

export const LinkToken = v.object({ plaidToken: v.string() });
export type LinkToken = v.InferOutput<typeof LinkToken>;

/** Preset amount buttons and each form's default amount, all in dollars. */
export const Presets = v.object({
  payPal: v.array(v.number()),
  ach: v.array(v.number()),
  creditCard: v.array(v.number()),
  defaultPaypalAmount: v.number(),
  defaultCreditCardAmount: v.number(),
  defaultAchAmount: v.number(),
});
export type Presets = v.InferOutput<typeof Presets>;

/** The default funding method's fields: both null (or left out) when none is chosen. */
export const defaultMethodEntries = {
  fundingMethod: v.nullish(v.picklist(['cc', 'ach']), null),
  fundingMethodId: v.nullish(v.number(), null),
};

/** The default funding method (also the start of a save's answer, api/saveDefaultMethod.ts). */
export const DefaultMethod = v.pipe(record, v.object(defaultMethodEntries));
export type DefaultMethod = v.InferOutput<typeof DefaultMethod>;
