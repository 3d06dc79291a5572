import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { propertyRun } from '@/test/propertyRuns';
import { asPhone } from '@/test/device';
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
 * The expiry field family at the screen level, on the real card screen with a saved
 * card: the desktop's MM and YYYY fields and the phone's MM/YYYY field. Whatever is typed key by
 * key or pasted, either the field ends showing the month and year the person meant (MM/YYYY,
 * the month in two digits, a two-digit year as 20YY once the expiry is left) and the deposit posts
 * exactly that expiry as YYYY-MM-01, or the field says why not ('Expiry Date Required' while half
 * of it is missing, else 'Invalid Expiry Date', with 'This card expired in MM/YYYY.' for a month
 * gone by), Deposit stays disabled and nothing is posted.
 */

interface Meant {
  month: string;
  year: string;
}

/** The calendar month of today, as year * 12 + month index. */
const thisMonth = () => {
  const today = new Date();
  return today.getFullYear() * 12 + today.getMonth();
};

const isMonth = (month: string) =>
  /^[0-9]{1,2}$/.test(month) && Number(month) >= 1 && Number(month) <= 12;

/** Month 1-12, a 4-digit year, not before this month: the expiry rule of spec section 5. */
const isValidExpiry = ({ month, year }: Meant) =>
  isMonth(month) && /^[0-9]{4}$/.test(year) && Number(year) * 12 + Number(month) - 1 >= thisMonth();

const twoDigits = (month: string) => month.padStart(2, '0');

/**
 * An expiry not valid: 'Expiry Date Required' while a part is missing and none is wrong; a month
 * gone by says when, beneath 'Invalid Expiry Date'.
 */
function expiryMessage({ month, year }: Meant) {
  const wrongPart = (month !== '' && !isMonth(month)) || (year !== '' && !/^[0-9]{4}$/.test(year));
  if (!wrongPart && (month === '' || year === '')) return 'Expiry Date Required';
  return wrongPart
    ? 'Invalid Expiry Date'
    : `Invalid Expiry Date This card expired in ${twoDigits(month)}/${year}.`;
}

/** Once the expiry is left, a month of one digit 1-9 is shown with two. */
const leftMonth = (month: string) => (/^[1-9]$/.test(month) ? `0${month}` : month);
/** Once the expiry is left, a year of two digits is this century's (decisions section 6). */
const leftYear = (year: string) => (/^[0-9]{2}$/.test(year) ? `20${year}` : year);
/** The expiry once left: both of the above. */
const left = ({ month, year }: Meant): Meant => ({ month: leftMonth(month), year: leftYear(year) });

/** An expiry, valid or not: months 0-99, years from 5 years ago to 20 ahead, 2 to 5 digits. */
const anyExpiry: fc.Arbitrary<Meant> = fc.record({
  month: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 99 }).map(String) },
  ),
  year: fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .integer({ min: -5, max: 20 })
        .map((ahead) => String(new Date().getFullYear() + ahead)),
    },
    { weight: 1, arbitrary: fc.stringMatching(/^[0-9]{2,3}$|^[0-9]{5}$/) },
  ),
});

const ASCII_DIGIT = /^[0-9]$/;
/** What people slip into dates, the separators and spaces included. */
const DATE_NOISE = [...NOISE, '/', ' '];

/**
 * How the phone's MM/YYYY field reads its text (decisions section 6): spaces at the ends and
 * around the '/' mean nothing; before the '/' is the month (a single digit 1-9 closed by it,
 * no year yet, is that month: 0 added), after it the year; digits without a '/' are the month
 * (two) and the year (the rest); anything else is a month that is wrong.
 */
function readJoined(text: string): Meant {
  const trimmed = text.trim();
  const slash = trimmed.indexOf('/');
  if (slash !== -1) {
    const month = trimmed.slice(0, slash).trimEnd();
    const year = trimmed.slice(slash + 1).trimStart();
    return { month: year === '' && /^[1-9]$/.test(month) ? `0${month}` : month, year };
  }
  if (/^[0-9]*$/.test(trimmed)) return { month: trimmed.slice(0, 2), year: trimmed.slice(2) };
  return { month: trimmed, year: '' };
}

const showJoined = ({ month, year }: Meant) => (year === '' ? month : `${month}/${year}`);

/**
 * What the MM/YYYY field shows after these keys: digit keys and one '/' get in, up to 7
 * characters, and the text is read again after each.
 */
function typedIntoJoinedField(keys: string): string {
  let shown = '';
  for (const key of keys) {
    const allowed = ASCII_DIGIT.test(key) || (key === '/' && !shown.includes('/'));
    if (allowed && shown.length < 7) shown = showJoined(readJoined(shown + key));
  }
  return shown;
}

/** The ways a person writes an expiry in one field, noise keys aside. */
const joinedWriting = (expiry: Meant) =>
  fc.constantFrom(
    `${twoDigits(expiry.month)}/${expiry.year}`,
    `${expiry.month}/${expiry.year}`,
    `${twoDigits(expiry.month)}${expiry.year}`,
    ` ${expiry.month} / ${expiry.year} `,
  );

const joinedText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: anyExpiry.chain(joinedWriting) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(anyExpiry.chain(joinedWriting), noiseOf(DATE_NOISE, 2))
      .map(([text, noise]) => withNoise(text, noise)),
  },
  {
    weight: 2,
    arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789', ...DATE_NOISE), maxLength: 10 }),
  },
);

const depositButton = () => screen.getByRole('button', { name: /^Deposit$|^Processing/ });

/** The card screen with its saved card, the CVV typed: only the expiry decides. */
async function savedCardScreen() {
  const view = await renderApp('/deposit/cardfunding');
  await screen.findByRole('button', { name: '$50', pressed: true }, SCREEN_LOAD);
  await enter(view.user, screen.getByLabelText('CVV'), '123', 'pasted');
  return view;
}

/** Deposit posts exactly `meant` when it is valid; otherwise `field` says why and nothing goes. */
async function expectPostedOrRefused(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  field: HTMLElement,
  meant: Meant,
  requests: ReturnType<typeof recordRequests>,
) {
  if (isValidExpiry(meant)) {
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await user.click(depositButton());
    await waitFor(() => expect(requests.count('POST', '/deposit/card')).toBe(1));
    expect(requests.bodies('POST', '/deposit/card')).toEqual([
      expect.objectContaining({ expiryDate: `${meant.year}-${twoDigits(meant.month)}-01` }),
    ]);
  } else {
    expect(field).toHaveAccessibleDescription(expiryMessage(meant));
    expect(depositButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(depositButton());
    await settle();
    expect(requests.count('POST', '/deposit/card')).toBe(0);
  }
}

describe("the phone's MM/YYYY field", () => {
  it(
    'typed key by key: shows the keys it lets in as MM/YYYY, and posts that or refuses it',
    async () => {
      await fc.assert(
        fc.asyncProperty(joinedText, (keys) =>
          isolatedRun(async () => {
            asPhone();
            const requests = recordRequests();
            const { user } = await savedCardScreen();
            const field = screen.getByLabelText('Expiry Date');
            await user.click(field);
            await user.clear(field);
            await enter(user, field, keys, 'typed');
            const shown = typedIntoJoinedField(keys);
            expect(field).toHaveValue(shown);
            await user.tab();

            const meant = left(readJoined(shown));
            expect(field).toHaveValue(showJoined(meant));
            await expectPostedOrRefused(user, field, meant, requests);
          }),
        ),
        propertyRun(15),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'pasted: takes the expiry written, spaces around it and its slash aside, or refuses it',
    async () => {
      await fc.assert(
        fc.asyncProperty(joinedText, (text) =>
          isolatedRun(async () => {
            asPhone();
            const requests = recordRequests();
            const { user } = await savedCardScreen();
            const field = screen.getByLabelText('Expiry Date');
            await user.click(field);
            await user.clear(field);
            await enter(user, field, text, 'pasted');
            await user.tab();

            const meant = left(readJoined(text));
            expect(field).toHaveValue(showJoined(meant));
            await expectPostedOrRefused(user, field, meant, requests);
          }),
        ),
        propertyRun(15),
      );
    },
    PROPERTY_TIMEOUT,
  );
});

/** One part of the desktop's expiry as the person enters it. */
const partText = (expiryPart: (expiry: Meant) => string) =>
  fc.oneof(
    { weight: 4, arbitrary: anyExpiry.map(expiryPart) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(anyExpiry.map(expiryPart), noiseOf(DATE_NOISE, 2))
        .map(([text, noise]) => withNoise(text, noise)),
    },
    {
      weight: 1,
      arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789', ...DATE_NOISE), maxLength: 6 }),
    },
  );

/** What a desktop part holds: its digit keys up to its length, or the paste, trimmed. */
const heldPart = (text: string, way: Way, length: number) =>
  way === 'typed'
    ? [...text]
        .filter((key) => ASCII_DIGIT.test(key))
        .join('')
        .slice(0, length)
    : text.trim();

describe("the desktop's MM and YYYY fields", () => {
  it(
    'hold the month and year meant, shown MM and YYYY, and post them, or refuse them',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          partText((expiry) => expiry.month),
          ways,
          partText((expiry) => expiry.year),
          ways,
          (monthText, monthWay, yearText, yearWay) =>
            isolatedRun(async () => {
              const requests = recordRequests();
              const { user } = await savedCardScreen();
              const month = screen.getByLabelText('Expiry month');
              const year = screen.getByLabelText('Expiry year');
              await user.click(month);
              await user.clear(month);
              await user.clear(year);
              await enter(user, month, monthText, monthWay);
              await enter(user, year, yearText, yearWay);
              await user.tab();

              const meant = left({
                month: heldPart(monthText, monthWay, 2),
                year: heldPart(yearText, yearWay, 4),
              });
              expect(month).toHaveValue(meant.month);
              expect(year).toHaveValue(meant.year);
              await expectPostedOrRefused(user, month, meant, requests);
            }),
        ),
        propertyRun(15),
      );
    },
    PROPERTY_TIMEOUT,
  );
});
