import { describeCall } from './contract.testutil';
import { fetchDefaultMethod } from './markDefault';
import { saveDefaultMethod } from './saveDefaultMethod';

const wrongShapes = [
  { fundingMethod: 'paypal', fundingMethodId: 1 },
  { fundingMethod: 'cc', fundingMethodId: '11' },
];

describe('default funding method', () => {
  describeCall({
    title: 'a card is the default',
    run: fetchDefaultMethod,
    method: 'GET',
    path: '/user/mark-as-default',
    response: { fundingMethod: 'cc', fundingMethodId: 11 },
    wrongShapes,
  });

  describeCall({
    title: 'no default yet',
    run: fetchDefaultMethod,
    method: 'GET',
    path: '/user/mark-as-default',
    response: { fundingMethod: null, fundingMethodId: null },
    wrongShapes,
  });

  describeCall({
    title: 'no default, fields left out',
    run: fetchDefaultMethod,
    method: 'GET',
    path: '/user/mark-as-default',
    response: {},
    parsed: { fundingMethod: null, fundingMethodId: null },
    wrongShapes: [[]],
  });

  describeCall({
    title: 'saving a bank account as the default',
    run: () => saveDefaultMethod({ fundingMethod: 'ach', fundingMethodId: 22 }),
    method: 'PUT',
    path: '/user/mark-as-default',
    body: { fundingMethod: 'ach', fundingMethodId: 22 },
    response: { fundingMethod: 'ach', fundingMethodId: 22 },
    parsed: { fundingMethod: 'ach', fundingMethodId: 22, messages: [] },
    wrongShapes,
  });

  describeCall({
    title: 'a save that stored nothing: an empty result with messages',
    run: () => saveDefaultMethod({ fundingMethod: 'cc', fundingMethodId: 11 }),
    method: 'PUT',
    path: '/user/mark-as-default',
    body: { fundingMethod: 'cc', fundingMethodId: 11 },
    response: { messages: [{ text: 'This card has expired.', code: 'E12' }, {}] },
    parsed: {
      fundingMethod: null,
      fundingMethodId: null,
      messages: [{ text: 'This card has expired.' }, { text: '' }],
    },
    wrongShapes: [[], { messages: 'This card has expired.' }, { messages: [{ text: 12 }] }],
  });
});
