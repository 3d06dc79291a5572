import fc from 'fast-check';

/**
 * The amount texts of the property tests (src/lib/money.property.test.ts and the amount field's
 * screen-level property), and what a person means by one, read without parseAmount.
 */

/**
 * The amount in cents a person means by a text (decisions: amounts), or null when the text
 * is not one amount: read by splitting at the marks, as a person reads it, and counted in
 * BigInt so that no float can round it. The exactness bound is not applied here.
 */
export function meantCents(text: string): bigint | null {
  const amount = text.replaceAll('$', '').trim();
  if (!/^[0-9.,]+$/.test(amount)) return null;
  const commas = amount.split(',').length - 1;
  const commaIsDecimal = !amount.includes('.') && commas === 1 && /,[0-9]{1,2}$/.test(amount);
  const [whole = '', fraction, ...extra] = amount.split(commaIsDecimal ? ',' : '.');
  if (extra.length > 0 || whole === '') return null;
  if (fraction !== undefined && !/^[0-9]{1,2}$/.test(fraction)) return null;
  const groups = whole.split(',');
  if (groups.length > 1) {
    const [first = '', ...rest] = groups;
    if (!/^[1-9][0-9]{0,2}$/.test(first) || rest.some((group) => !/^[0-9]{3}$/.test(group))) {
      return null;
    }
  }
  const cents = BigInt(groups.join('')) * 100n + BigInt((fraction ?? '').padEnd(2, '0'));
  return cents === 0n ? null : cents;
}

/** '1234.5' for 123450n: the decimal a wire number in dollars must read as. */
export function wireDecimal(cents: bigint): string {
  const whole = cents / 100n;
  const fraction = String(cents % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** '1,234,567' */
const grouped = (whole: string) => whole.replace(/\B(?=([0-9]{3})+$)/g, ',');

/**
 * Every way the rules accept of writing `cents`: '.' or ',' as the decimal mark, thousands
 * commas (with '.' only), the decimal part of 2 digits or shortened when its zeros allow,
 * leading zeros (not before a thousands comma), '$' signs and surrounding spaces.
 */
export function writtenAmount(cents: bigint): fc.Arbitrary<string> {
  const whole = String(cents / 100n);
  const fraction = String(cents % 100n).padStart(2, '0');
  const fractions = [fraction];
  if (fraction.endsWith('0')) fractions.push(fraction.slice(0, 1));
  if (fraction === '00') fractions.push('');
  return fc
    .record({
      style: fc.constantFrom('point', 'comma', 'thousands'),
      fraction: fc.constantFrom(...fractions),
      leadingZeros: fc.constantFrom('', '0', '00'),
      before: fc.constantFrom('', '$', ' ', ' $', '$ '),
      after: fc.constantFrom('', ' ', '$'),
    })
    .map(({ style, fraction: shown, leadingZeros, before, after }) => {
      const wholeShown = style === 'thousands' ? grouped(whole) : leadingZeros + whole;
      const mark = style === 'comma' ? ',' : '.';
      return `${before}${wholeShown}${shown ? mark + shown : ''}${after}`;
    });
}

/** Cents from 1 to beyond the exactness bound, small ones most often. */
export const anyCents = fc.oneof(
  { weight: 4, arbitrary: fc.bigInt({ min: 1n, max: 1_000_000n }) },
  { weight: 2, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 15n - 1n }) },
  { weight: 1, arbitrary: fc.bigInt({ min: 10n ** 15n - 1000n, max: 10n ** 17n }) },
);

/** What people type or paste that may not be an amount: signs, exponents, spaces, letters... */
const JUNK_CHARACTERS = [
  ...'0123456789',
  ...'.,.,',
  '-',
  '+',
  'e',
  'E',
  ' ',
  '$',
  'a',
  'x',
  '_',
  "'",
  '\u00a0', // no-break space
  '\uff15', // full-width 5
  '\uff10', // full-width 0
  '\u0665', // Arabic-Indic 5
];

/** A valid amount with one character slipped in somewhere. */
const spoiledAmount = fc
  .tuple(anyCents.chain(writtenAmount), fc.constantFrom(...JUNK_CHARACTERS), fc.nat())
  .map(([text, junk, at]) => {
    const index = at % (text.length + 1);
    return text.slice(0, index) + junk + text.slice(index);
  });

/** Any text a person might type or paste into the amount field. */
export const amountText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: anyCents.chain(writtenAmount) },
  { weight: 3, arbitrary: spoiledAmount },
  {
    weight: 3,
    arbitrary: fc.string({ unit: fc.constantFrom(...JUNK_CHARACTERS), maxLength: 14 }),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[0-9]{14,40}(\.[0-9]{1,2})?$/) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('-5', '1e3', '5 000', '12abc', '90071992547409.91', '\uff15\uff10'),
  },
);
