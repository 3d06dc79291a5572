import { screen } from '@testing-library/react';
import { FUNDING_SOURCES_MESSAGES } from '@/domain/funding-sources/messages';
import { injectFault, installFakeClock } from '@/test/faults';
import { renderApp } from '@/test/renderApp';
import { describeLoadFaults, loadCaseCount, type LoadScreenKey } from './loadMatrix';
import { fakeClockUser } from './submitForms';

/** The deposit screens' loads x the eight faults; see loadMatrix for readings. */
const SCREENS: LoadScreenKey[] = [
  'homeWithCardDefault',
  'homeWithAchDefault',
  'card',
  'ach',
  'bankLink',
  'paypalDeposit',
];

SCREENS.forEach(describeLoadFaults);

it('tries every load call of the deposit screens with every fault', () => {
  expect(loadCaseCount(SCREENS)).toBe(248);
});

it('asks for a failed source again on the next screen, not twice on the same one', async () => {
  installFakeClock();
  const user = fakeClockUser();
  const presets = injectFault('GET', '/preset-amounts', '422');
  await renderApp('/');
  expect(await screen.findByText(FUNDING_SOURCES_MESSAGES.detailsLoadFailed)).toBeInTheDocument();
  // The home needs the presets twice (for its amount and its quick deposit): asked once.
  await screen.findByRole('heading', { level: 2, name: 'Quick Deposit' });
  expect(presets()).toBe(1);
  await user.click(screen.getByRole('link', { name: 'Credit/Debit Cards' }));
  await screen.findByRole('heading', { level: 1, name: 'Credit/Debit Card Funding' });
  expect(await screen.findByText(FUNDING_SOURCES_MESSAGES.detailsLoadFailed)).toBeInTheDocument();
  expect(presets()).toBe(2);
});

// Cases: 31 calls x 8 faults = 248.
