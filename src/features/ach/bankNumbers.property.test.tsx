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
} from '@/test/fieldProperty';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';
import { SCREEN_LOAD } from '@/test/timeScale';

/**
 * The routing, account and check number fields at the screen level, on the real
 * new-account form (Checking). Whatever is typed key by key or pasted, either the field holds
 * the number meant and the deposit posts exactly that number, or the field says why not,
 * Deposit stays disabled and nothing is posted. Spaces and dashes group the digits of routing
 * and account numbers and are dropped; the check number is taken as it is; nothing else is
 * ever removed (decisions section 6).
 */

interface BankField {
  label: string;
  /** Its key in the POST body of v2/ach. */
  wireKey: 'abaNumber' | 'accountNumber' | 'checkNumber';
  /** Spaces and dashes are dropped from it. */
  grouped: boolean;
  digits: { min: number; max: number };
  required: string;
  invalid: string;
}

const FIELDS: BankField[] = [
  {
    label: 'Routing Number',
    wireKey: 'abaNumber',
    grouped: true,
    digits: { min: 9, max: 9 },
    required: 'Routing Number required',
    invalid: 'Invalid Routing Number',
  },
  {
    label: 'Account Number',
    wireKey: 'accountNumber',
    grouped: true,
    digits: { min: 3, max: 17 },
    required: 'Account Number required',
    invalid: 'Invalid Account Number',
  },
  {
    label: 'Check Number',
    wireKey: 'checkNumber',
    grouped: false,
    digits: { min: 2, max: 16 },
    required: 'Check Number required',
    invalid: 'Invalid Check Number',
  },
];

/** Valid values of the fields not under test. */
const FILLED = {
  'Account Number': '000123456789',
  'Confirm Account Number': '000123456789',
  'Routing Number': '021000021',
  'Check Number': '1001',
};

const digitsOf = (min: number, max: number) =>
  fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));

/** A number cut into groups by spaces or dashes, as banks print them. */
const inGroups = (number: string, size: number, mark: string) =>
  (number.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(mark);

/** What a person might type or paste into the field. */
function textFor({ digits: { min, max } }: BankField): fc.Arbitrary<string> {
  const valid = digitsOf(min, max);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.integer({ min: 2, max: 4 }), fc.constantFrom(' ', '-', ' - '))
        .map(([number, size, mark]) => inGroups(number, size, mark)),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(valid, noiseOf(NOISE)).map(([number, noise]) => withNoise(number, noise)),
    },
    { weight: 2, arbitrary: fc.constantFrom(min - 1, max + 1).chain((n) => digitsOf(n, n)) },
    {
      weight: 2,
      arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789', ...NOISE), maxLength: 20 }),
    },
    { weight: 1, arbitrary: digitsOf(30, 60) },
  );
}

/** What the field holds: no key is refused, and the separators of grouped numbers go. */
const heldNumber = (field: BankField, text: string) =>
  field.grouped ? text.replace(/[\s-]/g, '') : text;

const depositButton = () => screen.getByRole('button', { name: /^Deposit$|^Processing/ });

/** The new-account form as Checking, every number filled in validly. */
async function filledCheckingForm() {
  const view = await renderApp('/deposit/xpressfunding', { scenario: 'new-user' });
  await screen.findByRole('button', { name: '$100', pressed: true }, SCREEN_LOAD);
  await view.user.click(screen.getByRole('radio', { name: 'Checking' }));
  for (const [label, value] of Object.entries(FILLED)) {
    await enter(view.user, screen.getByLabelText(label), value, 'pasted');
  }
  return view;
}

const bankFieldAndText = fc
  .constantFrom(...FIELDS)
  .chain((field) => fc.tuple(fc.constant(field), textFor(field), ways));

it(
  'holds and posts exactly the bank number meant, or refuses it and posts nothing',
  async () => {
    await fc.assert(
      fc.asyncProperty(bankFieldAndText, ([field, text, way]) =>
        isolatedRun(async () => {
          const requests = recordRequests();
          const { user } = await filledCheckingForm();
          // The account number is typed twice, the same way: in it and in its confirmation.
          const labels =
            field.label === 'Account Number'
              ? ['Account Number', 'Confirm Account Number']
              : [field.label];
          for (const label of labels) {
            await user.clear(screen.getByLabelText(label));
            await enter(user, screen.getByLabelText(label), text, way);
            await user.tab();
          }
          const input = screen.getByLabelText(field.label);
          const held = heldNumber(field, text);
          expect(input).toHaveValue(held);

          const { min, max } = field.digits;
          if (new RegExp(`^[0-9]{${min},${max}}$`).test(held)) {
            expect(input).toHaveAttribute('aria-invalid', 'false');
            await user.click(depositButton());
            await waitFor(() => expect(requests.count('POST', '/v2/ach')).toBe(1));
            expect(requests.bodies('POST', '/v2/ach')).toEqual([
              expect.objectContaining({ [field.wireKey]: held }),
            ]);
          } else {
            expect(input).toHaveAccessibleDescription(held === '' ? field.required : field.invalid);
            expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
            await user.click(depositButton());
            await settle();
            expect(requests.count('POST', '/v2/ach')).toBe(0);
          }
        }),
      ),
      propertyRun(24),
    );
  },
  PROPERTY_TIMEOUT,
);

it(
  'refuses an account number confirmed differently, however it is written',
  async () => {
    const differentAccounts = fc
      .tuple(digitsOf(3, 17), digitsOf(3, 17), fc.constantFrom(' ', '-', ''))
      .filter(([account, confirmation]) => account !== confirmation)
      .map(([account, confirmation, mark]) => [account, inGroups(confirmation, 3, mark)] as const);
    await fc.assert(
      fc.asyncProperty(differentAccounts, ways, ([account, confirmation], way) =>
        isolatedRun(async () => {
          const requests = recordRequests();
          const { user } = await filledCheckingForm();
          for (const [label, text] of [
            ['Account Number', account],
            ['Confirm Account Number', confirmation],
          ] as const) {
            await user.clear(screen.getByLabelText(label));
            await enter(user, screen.getByLabelText(label), text, way);
            await user.tab();
          }
          expect(screen.getByLabelText('Confirm Account Number')).toHaveAccessibleDescription(
            'Confirm Account Number should be same as Account Number.',
          );
          expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
          await user.click(depositButton());
          await settle();
          expect(requests.count('POST', '/v2/ach')).toBe(0);
        }),
      ),
      propertyRun(8),
    );
  },
  PROPERTY_TIMEOUT,
);
