import { screen, waitFor } from '@testing-library/react';
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
import { SCREEN_LOAD } from '@/test/timeScale';

/**
 * The CVV field family at the screen level: on the real card screen with a saved
 * card, any text typed key by key or pasted either is the 3-digit code the person meant, held
 * as it is under the bullets and posted as it is, or the field says why not, Deposit stays
 * disabled and nothing is posted. Key by key only digits get in, up to 3; a paste is kept whole,
 * nothing removed (decisions section 6).
 */

/** The code the field holds after the person types or pastes `text`. */
const heldCode = (text: string, way: Way) =>
  way === 'typed'
    ? [...text]
        .filter((key) => /^[0-9]$/.test(key))
        .join('')
        .slice(0, 3)
    : text;

const threeDigits = fc.stringMatching(/^[0-9]{3}$/);

const cvvText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: threeDigits },
  {
    weight: 4,
    arbitrary: fc.tuple(threeDigits, noiseOf(NOISE)).map(([code, noise]) => withNoise(code, noise)),
  },
  { weight: 2, arbitrary: fc.stringMatching(/^[0-9]{1,2}$|^[0-9]{4,6}$/) },
  {
    weight: 2,
    arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789', ...NOISE), maxLength: 8 }),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[0-9]{20,40}$/) },
);

const cvvField = () => screen.getByLabelText('CVV');
const depositButton = () => screen.getByRole('button', { name: /^Deposit$|^Processing/ });

it(
  'holds and posts exactly the CVV meant, or refuses it and posts nothing',
  async () => {
    await fc.assert(
      fc.asyncProperty(cvvText, ways, (text, way) =>
        isolatedRun(async () => {
          const requests = recordRequests();
          const { user } = await renderApp('/deposit/cardfunding');
          await screen.findByRole('button', { name: '$50', pressed: true }, SCREEN_LOAD);
          await enter(user, cvvField(), text, way);
          const held = heldCode(text, way);
          // Bullets on screen; the field's value is exactly what was entered.
          expect(cvvField()).toHaveAttribute('type', 'password');
          expect(cvvField()).toHaveValue(held);
          await user.tab();

          if (/^[0-9]{3}$/.test(held)) {
            expect(cvvField()).toHaveAttribute('aria-invalid', 'false');
            await user.click(depositButton());
            // The sandbox's processor declines 000; the code is posted all the same.
            await waitFor(() => expect(requests.count('POST', '/deposit/card')).toBe(1));
            expect(requests.bodies('POST', '/deposit/card')).toEqual([
              expect.objectContaining({ cvcCode: held }),
            ]);
          } else {
            expect(cvvField()).toHaveAccessibleDescription(
              held === '' ? 'CVV required' : 'Invalid CVV',
            );
            expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
            await user.click(depositButton());
            await settle();
            expect(requests.count('POST', '/deposit/card')).toBe(0);
          }
        }),
      ),
      propertyRun(25),
    );
  },
  PROPERTY_TIMEOUT,
);
