import fc from 'fast-check';
import {
  amountText,
  anyCents,
  meantCents,
  wireDecimal,
  writtenAmount,
} from './amountText.testutil';
import { propertyRun } from '@/test/propertyRuns';
import { centsToWire, formatPlain, MAX_EXACT_CENTS, parseAmount } from './money';

const MAX = BigInt(MAX_EXACT_CENTS);

/** '1234.50' for 123450n, counted in BigInt. */
const plainDecimal = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

describe('parseAmount, for any text', () => {
  it('reads every accepted way of writing an amount as exactly that amount, sent exactly', () => {
    const written = anyCents.chain((cents) => fc.tuple(fc.constant(cents), writtenAmount(cents)));
    fc.assert(
      fc.property(written, ([cents, text]) => {
        const parsed = parseAmount(text);
        if (cents > MAX) {
          expect(parsed).toEqual({ ok: false, error: 'Invalid amount' });
          return;
        }
        expect(parsed).toEqual({ ok: true, cents: Number(cents) });
        expect(JSON.stringify(centsToWire(Number(cents)))).toBe(wireDecimal(cents));
        expect(formatPlain(Number(cents))).toBe(plainDecimal(cents));
      }),
      propertyRun(500),
    );
  });

  it('either reads the amount the person meant or refuses it: never another number', () => {
    fc.assert(
      fc.property(amountText, (text) => {
        const meant = meantCents(text);
        const parsed = parseAmount(text);
        if (parsed.ok) {
          expect(BigInt(parsed.cents)).toBe(meant);
        } else {
          expect(meant === null || meant > MAX).toBe(true);
          const empty = text.replaceAll('$', '').trim() === '';
          expect(parsed.error).toBe(empty ? 'Amount required' : 'Invalid amount');
        }
      }),
      propertyRun(2000),
    );
  });

  it('puts every amount up to the bound on the wire exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX }), (cents) => {
        expect(JSON.stringify(centsToWire(Number(cents)))).toBe(wireDecimal(cents));
        expect(formatPlain(Number(cents))).toBe(plainDecimal(cents));
      }),
      propertyRun(2000),
    );
  });
});
