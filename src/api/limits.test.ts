import { describeCall } from './contract.testutil';
import { fetchLimits } from './limits';

const general = { fundingMethodId: 0, availableLimit: 1000, timeFrame: 'weekly', authorized: true };

describe('limits', () => {
  describeCall({
    title: 'card limits',
    run: () => fetchLimits('cc'),
    method: 'GET',
    path: '/availablelimit/type/cc',
    response: [general, { ...general, fundingMethodId: 11, availableLimit: 250.5 }],
    wrongShapes: [
      general,
      [{ ...general, availableLimit: '1000' }],
      [{ ...general, authorized: 1 }],
    ],
  });

  describeCall({
    title: 'bank-account limits',
    run: () => fetchLimits('ach'),
    method: 'GET',
    path: '/availablelimit/type/ach',
    response: [{ ...general, timeFrame: 'none', authorized: false }],
    wrongShapes: [[{ ...general, timeFrame: null }]],
  });
});
