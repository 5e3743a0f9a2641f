import type { Db } from '../../db/connection';
import { ValidationError } from '../../errors';
import * as q from './queries';
import { checkTerm, MIN_CONTAINS } from '../orders/search';

const ALIASES: Record<string, q.CustomerSearchType> = {
  name: 'name', customerName: 'name', contactNumber: 'contactNumber', mobileNumber: 'contactNumber', phone: 'contactNumber',
  customerId: 'customerId', email: 'email', emailId: 'email',
};
export const CUSTOMER_SEARCH_TYPES = Object.keys(ALIASES);

/** Find customers by name, contact number, customer id (HNCX…) or e-mail; without a type, guessed from the key. */
export class CustomerService {
  constructor(private readonly db: Db) {}

  find(searchKey: string, searchType: string | undefined, scope: number | null, skip: number, limit: number) {
    const key = searchKey.trim();
    const type = searchType ? ALIASES[searchType] : /^HNCX\d+$/i.test(key) ? 'customerId' : key.includes('@') ? 'email' : /^[+\d\s-]{4,}$/.test(key) ? 'contactNumber' : 'name';
    if (type === 'customerId' && !/^(HNCX)?\d{1,9}$/i.test(key)) throw new ValidationError([{ field: 'querystring.searchKey', message: 'must be a customer id such as HNCX000042' }]);
    if (type === 'name') checkTerm(key, 'customerName', 'querystring.searchKey');
    else if (type === 'contactNumber') checkTerm(key, 'contactNumber', 'querystring.searchKey');
    else if (type === 'email' && key.length < MIN_CONTAINS) {
      throw new ValidationError([{ field: 'querystring.searchKey', message: `An e-mail search needs at least ${MIN_CONTAINS} characters` }]);
    }
    return q.findCustomers(this.db, q.matchOf(type, key), scope, skip, limit);
  }
}
