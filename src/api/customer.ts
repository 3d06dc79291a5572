import * as v from 'valibot';
import { get } from './client';
import { CUSTOMER_PATH } from './wire';
import { Address, Customer } from './types';

/** Card fees, the rush-delivery charge and the wagering account number. */
export function fetchCustomer() {
  return get(CUSTOMER_PATH, { schema: Customer });
}

export function fetchBillingAddress() {
  return get('/address', { schema: Address });
}

/** The check-delivery addresses offered by the check withdrawal screen. */
export function fetchDeliveryAddresses() {
  return get('/addresses', { schema: v.array(Address) });
}
