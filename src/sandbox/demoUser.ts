/** The sandbox's signed-in demo account. The token is a fake the sandbox accepts. */
export const DEMO_USER = {
  xAuthToken: 'sandbox-demo-token',
  displayName: 'Jordan Rivera',
  uid: 'jrivera',
};
export const DEMO_ACCOUNT_NUMBER = '1234567';
