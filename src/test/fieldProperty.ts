import { cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { sandboxServer } from '@/sandbox/node';
import { runCleanups } from './cleanups';
import type { renderApp } from './renderApp';
import { scaled } from './timeScale';

/**
 * What the property tests of the card and bank fields share (one property file per
 * field family). Each run renders the real app, enters a generated text into a field key by
 * key or as one paste, and checks what the field shows and what the server receives.
 */

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** A property's test may take this long: its runs each render the whole app. */
export const PROPERTY_TIMEOUT = scaled(60_000);

export type Way = 'typed' | 'pasted';
export const ways: fc.Arbitrary<Way> = fc.constantFrom('typed', 'pasted');

/**
 * Types `text` key by key at the end of the field, or pastes it there in one go. The keys follow
 * each other without a pause (React still renders after each one), to keep the runs short.
 */
export async function enter(user: User, input: HTMLElement, text: string, way: Way) {
  await user.click(input);
  if (text === '') return;
  const keys = userEvent.setup({ delay: null });
  // user-event reads '{' and '[' as key names: typed, they are escaped by doubling.
  if (way === 'typed') await keys.keyboard(text.replace(/[{[]/g, '$&$&'));
  else await keys.paste(text);
}

/**
 * Runs one property run and then unmounts the app and drops the run's sandbox overrides, as
 * the end of a test would, so that every run starts afresh.
 */
export async function isolatedRun(run: () => Promise<void>) {
  try {
    await run();
  } finally {
    cleanup();
    runCleanups();
    sandboxServer.resetHandlers();
  }
}

/** No request is sent in the next few ticks: a saga would have started one synchronously. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Characters people type or paste into number fields by mistake or from elsewhere: separators,
 * signs, letters that look like digits, a no-break space, full-width and Arabic-Indic digits.
 */
export const NOISE = [
  ' ',
  '-',
  '.',
  ',',
  '/',
  '+',
  'x',
  'O',
  'l',
  'e',
  '\u00a0', // no-break space
  '\uff14', // full-width 4
  '\uff10', // full-width 0
  '\u0665', // Arabic-Indic 5
];

/** `text` with the characters of `noise` put in at the given places. */
export function withNoise(text: string, noise: { at: number; mark: string }[]): string {
  return noise.reduce((noisy, { at, mark }) => {
    const index = at % (noisy.length + 1);
    return noisy.slice(0, index) + mark + noisy.slice(index);
  }, text);
}

/** Up to `max` noise characters drawn from `marks`, for withNoise. */
export const noiseOf = (marks: readonly string[], max = 3) =>
  fc.array(fc.record({ at: fc.nat(), mark: fc.constantFrom(...marks) }), { maxLength: max });
