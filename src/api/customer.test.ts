import { describeCall } from './contract.testutil';
import { fetchBillingAddress, fetchCustomer, fetchDeliveryAddresses } from './customer';

const customer = { vsCharge: 2.5, mcCharge: 3, fedExCharge: 25, accountNumber: '0123456' };
const residence = {
  address: '1 Main St',
  city: 'Louisville',
  state: 'KY',
  zip: '40202',
  country: 'US',
  addressType: 'residence',
};

describe('customer', () => {
  describeCall({
    title: 'fees and account number, other fields kept',
    run: fetchCustomer,
    method: 'GET',
    path: '/customer',
    response: { ...customer, firstName: 'Ann' },
    wrongShapes: [
      { ...customer, accountNumber: 123456 },
      { ...customer, vsCharge: '2.50' },
      { vsCharge: 2.5, mcCharge: 3, accountNumber: '1' },
    ],
  });

  describeCall({
    title: 'the billing address',
    run: fetchBillingAddress,
    method: 'GET',
    path: '/address',
    response: residence,
    wrongShapes: [{ ...residence, zip: 40202 }, [residence]],
  });

  describeCall({
    title: 'a billing address with missing and null fields',
    run: fetchBillingAddress,
    method: 'GET',
    path: '/address',
    response: { address: null, city: 'Louisville', addressType: 'mailing', extra: 1 },
    parsed: { address: undefined, city: 'Louisville', addressType: 'mailing' },
    wrongShapes: [null],
  });

  describeCall({
    title: 'the check-delivery addresses',
    run: fetchDeliveryAddresses,
    method: 'GET',
    path: '/addresses',
    response: [residence, { ...residence, address: 'PO Box 9', addressType: 'mailing' }],
    wrongShapes: [residence, [{ ...residence, addressType: 2 }]],
  });
});
