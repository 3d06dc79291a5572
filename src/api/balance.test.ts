import { fetchBalance } from './balance';
import { describeCall } from './contract.testutil';

describe('balance', () => {
  describeCall({
    title: 'the current balance',
    run: () => fetchBalance('current'),
    method: 'GET',
    path: '/balance/type/current',
    response: { amount: '1,234.56' },
    wrongShapes: [{ amount: 1234.56 }, {}, [{ amount: '1.00' }]],
  });

  describeCall({
    title: 'the balance available for withdrawal',
    run: () => fetchBalance('available'),
    method: 'GET',
    path: '/balance/type/available',
    response: { amount: '0.00', currency: 'USD' },
    parsed: { amount: '0.00' },
    wrongShapes: [{ amount: null }],
  });
});
