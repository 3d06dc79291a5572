import { describeLoadFaults, loadCaseCount, type LoadScreenKey } from './loadMatrix';

/** The withdrawal screens' loads x the eight faults; see loadMatrix for readings. */
const SCREENS: LoadScreenKey[] = [
  'withdrawMethod',
  'paypalWithdraw',
  'checkWithdraw',
  'achWithdraw',
];

SCREENS.forEach(describeLoadFaults);

it('tries every load call of the withdrawal screens with every fault', () => {
  expect(loadCaseCount(SCREENS)).toBe(144);
});

// Cases: 18 calls x 8 faults = 144.
