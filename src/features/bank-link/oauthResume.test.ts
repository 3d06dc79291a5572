import { runSaga } from 'redux-saga';
import { MAX_EXACT_CENTS } from '@/lib/money';
import {
  forgetResume,
  readResume,
  rememberResume,
  RESUME_LIFETIME_MS,
  type BankLinkResume,
} from './oauthResume';

/**
 * The bank link's OAuth round-trip record alone (decisions section 6): what is kept in session
 * storage while the page is at the bank, and which records come back. The whole round trip is
 * views/oauthRoundTrip.test.tsx.
 */
const KEY = 'bankLinkResume';
const NOW = 1_800_000_000_000;
/** What the record keeps when no deposit link gave a return address. */
const STORED = { linkToken: 'link-sandbox-1', cents: 75_00, uid: 'ajones' };
const RESUME: BankLinkResume = { ...STORED, returnTo: null };

const run = <T>(saga: (...args: never[]) => Generator<unknown, T>, ...args: unknown[]) =>
  runSaga(
    {},
    saga as (...a: unknown[]) => Generator<unknown, T>,
    ...args,
  ).toPromise() as Promise<T>;

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const store = (record: unknown) => window.sessionStorage.setItem(KEY, JSON.stringify(record));
const stored = () => window.sessionStorage.getItem(KEY);

describe('the OAuth resume record', () => {
  it('keeps the token, the amount, the member and when it was saved, and gives them back', async () => {
    await run(rememberResume, RESUME);
    expect(JSON.parse(stored() ?? 'null')).toEqual({ ...STORED, savedAt: NOW });
    expect(await run(readResume)).toEqual(RESUME);
    // Reading does not use it up; the round trip's end does.
    expect(stored()).not.toBeNull();
    await run(forgetResume);
    expect(stored()).toBeNull();
    expect(await run(readResume)).toBeNull();
  });

  it('gives back only what it keeps, nothing else a record may carry', async () => {
    store({ ...STORED, savedAt: NOW, publicToken: 'public-1' });
    expect(await run(readResume)).toEqual(RESUME);
  });

  it.each([
    ['saved just now', 0],
    ['saved 30 minutes ago', RESUME_LIFETIME_MS],
  ])('comes back when %s', async (_, age) => {
    store({ ...STORED, savedAt: NOW - age });
    expect(await run(readResume)).toEqual(RESUME);
  });

  it.each([
    ['not JSON', '{"linkToken":'],
    ['JSON null', 'null'],
    ['a string', '"link-sandbox-1"'],
    ['older than 30 minutes', JSON.stringify({ ...STORED, savedAt: NOW - RESUME_LIFETIME_MS - 1 })],
    ['saved in the future (a clock put back)', JSON.stringify({ ...STORED, savedAt: NOW + 1 })],
    ['without its time', JSON.stringify(STORED)],
    ['with a time that is no number', JSON.stringify({ ...STORED, savedAt: String(NOW) })],
    ['without its member', JSON.stringify({ ...STORED, uid: undefined, savedAt: NOW })],
    ['with a member that is no string', JSON.stringify({ ...STORED, uid: 7, savedAt: NOW })],
    ['without a token', JSON.stringify({ ...STORED, linkToken: undefined, savedAt: NOW })],
    ['with an empty token', JSON.stringify({ ...STORED, linkToken: '', savedAt: NOW })],
    ['with a token that is no string', JSON.stringify({ ...STORED, linkToken: 1, savedAt: NOW })],
    ['with no amount', JSON.stringify({ ...STORED, cents: 0, savedAt: NOW })],
    ['with a negative amount', JSON.stringify({ ...STORED, cents: -100, savedAt: NOW })],
    ['with a fraction of a cent', JSON.stringify({ ...STORED, cents: 75.5, savedAt: NOW })],
    ['with an amount as text', JSON.stringify({ ...STORED, cents: '7500', savedAt: NOW })],
    [
      'with an amount past the exact range',
      JSON.stringify({ ...STORED, cents: MAX_EXACT_CENTS + 1, savedAt: NOW }),
    ],
  ])('is none, and removed, when the stored record is %s', async (_, text) => {
    window.sessionStorage.setItem(KEY, text);
    expect(await run(readResume)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('takes the largest exact amount', async () => {
    store({ ...STORED, cents: MAX_EXACT_CENTS, savedAt: NOW });
    expect(await run(readResume)).toEqual({ ...RESUME, cents: MAX_EXACT_CENTS });
  });

  it('is none when nothing is stored', async () => {
    expect(await run(readResume)).toBeNull();
  });
});
