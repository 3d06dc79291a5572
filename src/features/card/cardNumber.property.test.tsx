import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { propertyRun } from '@/test/propertyRuns';
import {
  enter,
  isolatedRun,
  noiseOf,
  NOISE,
  PROPERTY_TIMEOUT,
  settle,
  ways,
  withNoise,
  type Way,
} from '@/test/fieldProperty';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { brandOf, isAcceptedCardNumber, validCardNumber } from './cardNumbers.testutil';
import { SCREEN_LOAD } from '@/test/timeScale';

/**
 * The card number field family at the screen level: on the real new-card form, any
 * text typed key by key or pasted either ends in the field as the number the person meant and
 * reaches the server as exactly that number, or the field says why not, Deposit stays disabled
 * and nothing is posted. Key by key, only digits and spaces get in and typing stops at 16
 * digits; a paste loses its spaces and dashes and nothing else (decisions section 6).
 */

const ASCII_DIGIT = /^[0-9]$/;

/** The number the field holds after the person types or pastes `text`. */
function heldNumber(text: string, way: Way): string {
  if (way === 'typed') {
    return [...text]
      .filter((key) => ASCII_DIGIT.test(key))
      .join('')
      .slice(0, 16);
  }
  return text.replace(/[\s-]/g, '');
}

/** As the field shows it: digits in groups of four, anything else as it is. */
const shownNumber = (held: string) =>
  /^[0-9]*$/.test(held) ? (held.match(/.{1,4}/g) ?? []).join(' ') : held;

/** A valid number written in groups, as printed on cards or copied from elsewhere. */
const groupedNumber = fc
  .tuple(validCardNumber, fc.constantFrom(' ', '-', '  ', ' - '))
  .map(([number, mark]) => (number.match(/.{4}/g) ?? []).join(mark));

const cardNumberText: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: validCardNumber },
  { weight: 2, arbitrary: groupedNumber },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.oneof(validCardNumber, groupedNumber), noiseOf(NOISE))
      .map(([number, noise]) => withNoise(number, noise)),
  },
  {
    // One digit more, one less, or one changed: the first 16 may still be a valid number.
    weight: 3,
    arbitrary: fc
      .tuple(validCardNumber, fc.nat(15), fc.constantFrom('extra', 'missing', 'changed'))
      .map(([number, at, change]) => {
        const digit = String((Number(number[at]) + 1) % 10);
        if (change === 'extra') return `${number}${digit}`;
        if (change === 'missing') return number.slice(0, at) + number.slice(at + 1);
        return number.slice(0, at) + digit + number.slice(at + 1);
      }),
  },
  {
    weight: 2,
    arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789', ...NOISE), maxLength: 24 }),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[0-9]{17,40}$/) },
);

const cardNumberField = () => screen.getByLabelText('Card Number');
const depositButton = () => screen.getByRole('button', { name: /^Deposit$|^Processing/ });

/** The new-card form with a valid expiry and CVV, so only the card number decides. */
async function newCardForm() {
  const view = await renderApp('/new-card');
  await screen.findByRole('button', { name: '$50', pressed: true }, SCREEN_LOAD);
  const year = String(new Date().getFullYear() + 2);
  await enter(view.user, screen.getByLabelText('Expiry month'), '12', 'pasted');
  await enter(view.user, screen.getByLabelText('Expiry year'), year, 'pasted');
  await enter(view.user, screen.getByLabelText('CVV'), '123', 'pasted');
  return view;
}

it(
  'shows and posts exactly the card number meant, or refuses it and posts nothing',
  async () => {
    await fc.assert(
      fc.asyncProperty(cardNumberText, ways, (text, way) =>
        isolatedRun(async () => {
          const requests = recordRequests();
          const { user } = await newCardForm();
          await enter(user, cardNumberField(), text, way);
          const held = heldNumber(text, way);
          expect(cardNumberField()).toHaveValue(shownNumber(held));
          await user.tab();

          if (isAcceptedCardNumber(held)) {
            expect(cardNumberField()).toHaveAttribute('aria-invalid', 'false');
            await user.click(depositButton());
            await screen.findByRole('heading', { name: 'Transaction Successful' });
            expect(requests.bodies('POST', '/card')).toEqual([
              expect.objectContaining({ accountNumber: held, subType: brandOf(held) }),
            ]);
          } else {
            const message = held === '' ? 'Card Number required' : 'Invalid Card Number';
            expect(cardNumberField()).toHaveAccessibleDescription(expect.stringContaining(message));
            expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
            await user.click(depositButton());
            await settle();
            expect(requests.count('POST', '/card')).toBe(0);
          }
        }),
      ),
      propertyRun(25),
    );
  },
  PROPERTY_TIMEOUT,
);
