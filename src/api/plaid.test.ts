import { describeCall } from './contract.testutil';
import { fetchLinkToken } from './plaid';

const token = { plaidToken: 'link-sandbox-abc' };
const wrongShapes = [{ plaidToken: 1 }, { token: 'link-sandbox-abc' }];

describe('bank-link token', () => {
  describeCall({
    title: 'on the web, no query',
    run: () => fetchLinkToken(),
    method: 'GET',
    path: '/plaid-token',
    response: token,
    wrongShapes,
  });

  describeCall({
    title: 'in the iOS app',
    run: () => fetchLinkToken(1),
    method: 'GET',
    path: '/plaid-token',
    query: { deviceId: '1' },
    response: token,
    wrongShapes,
  });

  describeCall({
    title: 'in the Android app',
    run: () => fetchLinkToken(2),
    method: 'GET',
    path: '/plaid-token',
    query: { deviceId: '2' },
    response: token,
    wrongShapes,
  });
});
