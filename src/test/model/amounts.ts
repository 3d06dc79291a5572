import fc from 'fast-check';
import { formatMoney, type Cents } from '@/lib/money';
import type { AmountChoice, MoneyForm } from './moneyForms';

/** How the model's people write amounts: presets, and what they type or paste. */

const pad2 = (n: number) => String(n).padStart(2, '0');
const grouped = (dollars: number) => dollars.toLocaleString('en-US');

/** The ways a person may write an amount (decisions sections 1 and 6). */
function writings(cents: Cents): string[] {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const texts = [`${dollars}.${pad2(rest)}`, `${dollars},${pad2(rest)}`];
  if (rest === 0) texts.push(String(dollars));
  if (rest % 10 === 0) texts.push(`${dollars}.${rest / 10}`);
  if (dollars >= 1000) texts.push(`${grouped(dollars)}.${pad2(rest)}`);
  if (dollars >= 1000 && rest === 0) texts.push(grouped(dollars));
  return texts;
}

const typedCents = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1_00, max: 300_00 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 99 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000_00, max: 1_500_00 }) },
);

const typedAmount: fc.Arbitrary<AmountChoice> = typedCents.chain((cents) =>
  fc.oneof(
    fc.constantFrom(...writings(cents)).map((text) => ({ how: 'typed' as const, cents, text })),
    // A pasted amount may carry the '$' a person copies with it.
    fc
      .constantFrom(...writings(cents).flatMap((text) => [text, `$${text}`]))
      .map((text) => ({ how: 'pasted' as const, cents, text })),
  ),
);

export function amountFor(form: MoneyForm): fc.Arbitrary<AmountChoice> {
  if (form.presets.length === 0) return typedAmount;
  const preset = fc
    .constantFrom(...form.presets)
    .map((cents): AmountChoice => ({ how: 'preset', cents }));
  return fc.oneof(preset, typedAmount);
}

export const describeAmount = (amount: AmountChoice) =>
  amount.how === 'preset'
    ? `the ${formatMoney(amount.cents)} preset`
    : `${amount.how} ${JSON.stringify(amount.text)}`;

/**
 * Amounts a person may paste that are no amount (decisions section 6: a pasted amount is
 * validated as it is): signs, exponents, spaces, letters, other scripts' digits, several marks,
 * more decimals or digits than can be exact. Each must be 'Invalid amount' with the button off.
 */
export const NOT_AMOUNTS = [
  '-5',
  '+5',
  '1e3',
  '5 000',
  '12abc',
  '0',
  '0.00',
  '12.345',
  '1..2',
  '1,2,3',
  '1,0000',
  '１２',
  '١٢',
  '5-',
  '$-5',
  'five',
  '90071992547409.91',
] as const;
