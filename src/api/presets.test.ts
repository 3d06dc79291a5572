import { describeCall } from './contract.testutil';
import { fetchPresets } from './presets';

const presets = {
  payPal: [25, 50, 100],
  ach: [50, 100, 250.5],
  creditCard: [20, 40],
  defaultPaypalAmount: 50,
  defaultCreditCardAmount: 40,
  defaultAchAmount: 100,
};

describe('preset amounts', () => {
  describeCall({
    title: 'lists and defaults in dollars',
    run: fetchPresets,
    method: 'GET',
    path: '/preset-amounts',
    response: presets,
    wrongShapes: [
      { ...presets, ach: ['50'] },
      { ...presets, defaultAchAmount: '100' },
      { ...presets, creditCard: undefined },
    ],
  });
});
