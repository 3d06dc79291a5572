import type { WireAddress, WireCustomer, WirePresets } from './wire';

/** The sandbox's signed-in demo account. The token is a fake the sandbox accepts. */
export const DEMO_USER = {
  xAuthToken: 'sandbox-demo-token',
  displayName: 'Jordan Rivera',
  uid: 'jrivera',
};
export const DEMO_ACCOUNT_NUMBER = '1234567';

/** The parts of the demo account no transaction changes. */
export const DEMO_CUSTOMER: WireCustomer = {
  vsCharge: 2.5,
  mcCharge: 3,
  fedExCharge: 25,
  accountNumber: DEMO_ACCOUNT_NUMBER,
};

export const DEMO_BILLING_ADDRESS: WireAddress = {
  address: '1200 Paddock Lane',
  city: 'Lexington',
  state: 'KY',
  zip: '40511',
  country: 'US',
  addressType: 'residence',
};

/** Where a check may be sent: the residence and a separate mailing address. */
export const DEMO_CHECK_ADDRESSES: WireAddress[] = [
  DEMO_BILLING_ADDRESS,
  {
    address: 'PO Box 4410',
    city: 'Lexington',
    state: 'KY',
    zip: '40544',
    country: 'US',
    addressType: 'mailing',
  },
];

export const DEMO_PRESETS: WirePresets = {
  payPal: [25, 50, 100, 200],
  ach: [50, 100, 250, 500],
  creditCard: [25, 50, 100, 200],
  defaultPaypalAmount: 50,
  defaultCreditCardAmount: 50,
  defaultAchAmount: 100,
};
