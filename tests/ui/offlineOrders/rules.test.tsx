import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/console/generated/schemaRegistry';
import { schemaOf } from '../../../src/console/generated/schemaFiles';
import { toBody } from '../../../src/console/generated/formBody';
import { EMPTY_FILTERS, EMPTY_ORDER, fileProblem, filterParams, filterProblem, orderBody, validateOrder } from '../../../src/console/workflows/offlineOrders/orderForm';
import type { OfflineCustomer } from '../../../src/console/workflows/offlineOrders/types';

const customer: OfflineCustomer = { id: 7, displayId: 'HNCX000007', customerName: 'Ruwan Fernando', contactNumber: '+94 77 700 1001', emailId: null,
  referralMode: null, referralModeName: null, addresses: [{ address: '5 Temple Road' }], source: 'offline', createdAt: '2026-01-01T00:00:00Z' };

// The customer form is generated from schemas/offlineCustomer.schema.json: its rules are the schema's,
// checked by the forms' registry as by the server; the body is the form's (toBody).
describe('offline customer form rules', () => {
  const check = (body: Record<string, unknown>) => Object.fromEntries(registry.check('offlineCustomer', body, 'create').map((e) => [e.field, e.message]));
  const good = { customerName: 'A', contactNumber: '+94 (77) 123-4567', addresses: [{ address: 'x' }] };

  it('requires name, a 7-15 digit contact number and an address; checks the e-mail', () => {
    expect(check({})).toMatchObject({ customerName: 'Customer name is required', contactNumber: 'Contact number is required', addresses: 'Addresses is required' });
    expect(check(good)).toEqual({});
    for (const contactNumber of ['123456', 'abc1234567', '+94 77 123 4567 8901 2', '12345678901234567890']) {
      expect(check({ ...good, contactNumber }).contactNumber, contactNumber).toMatch(/7 to 15 digits/);
    }
    expect(check({ ...good, emailId: 'no-at-sign' }).emailId).toBe('E-mail must be a valid e-mail address');
    expect(check({ ...good, emailId: 'a@b.lk' })).toEqual({});
    expect(Object.keys(check({ ...good, addresses: [] }))).toEqual(['addresses']);
    expect(check({ ...good, addresses: [{ label: 'Home' }] })).toHaveProperty(['addresses.0.address']);
  });

  it('sends the wire names, numbers for ids and leaves blanks out of a new customer', () => {
    expect(toBody(schemaOf('offlineCustomer'), { customerName: 'Sunil', contactNumber: '0771234567', emailId: '', referralMode: 3, addresses: [{ label: 'Home', address: '1 Main St', cityId: 2 }], displayId: 'HNCX1' }, 'create'))
      .toEqual({ customerName: 'Sunil', contactNumber: '0771234567', referralMode: 3, addresses: [{ label: 'Home', address: '1 Main St', cityId: 2 }] });
  });
});

describe('offline order form rules', () => {
  it('requires customer and receive mode; a patient name unless the customer is the patient; an address', () => {
    expect(validateOrder(EMPTY_ORDER)).toEqual({ customer: expect.any(String), receiveMode: expect.any(String) });
    const base = { ...EMPTY_ORDER, customer, receiveMode: '1' };
    expect(validateOrder(base)).toEqual({});
    expect(validateOrder({ ...base, relationship: 'child' }).patientFirstName).toMatch(/required/);
    expect(validateOrder({ ...base, customer: { ...customer, addresses: [] } }).deliveryAddress).toBe('Delivery address is required');
    expect(validateOrder({ ...base, customer: { ...customer, addresses: [] }, deliveryAddress: '9 Lake Drive' })).toEqual({});
  });

  it('refuses files of other types, empty, over 5 MB or past 10', () => {
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: 100 }, 0)).toBeNull();
    expect(fileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 100 }, 0)).toMatch(/only JPEG/);
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 }, 0)).toMatch(/empty/);
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 5 * 1024 * 1024 + 1 }, 0)).toMatch(/5 MB/);
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: 1 }, 10)).toMatch(/At most 10/);
  });

  it('builds the body with the attachment URLs', () => {
    const att = { attachment: '/api/v1/prescriptions/admin/attachment/7-aa.png', fileId: '7-aa.png', name: 'rx.png', contentType: 'image/png', size: 1 };
    expect(orderBody({ ...EMPTY_ORDER, customer, receiveMode: '2', paymentMethod: 'cash', attachments: [att] })).toEqual({
      customerId: 7, receiveMode: 2, relationship: 'self', deliveryAddress: null, deliveryCityId: null, paymentMethod: 'cash', note: null, attachments: [att.attachment],
    });
  });

  it('checks list filters as the server does and sends only what was chosen', () => {
    expect(filterProblem(EMPTY_FILTERS)).toBeNull();
    expect(filterProblem({ ...EMPTY_FILTERS, startDate: '2026-05-01', endDate: '2026-04-01' })).toBe('Received to must not be before Received from');
    expect(filterProblem({ ...EMPTY_FILTERS, startDate: '2022-01-01', endDate: '2026-01-01' })).toBe('Received to may be at most 2 years after Received from');
    expect(filterProblem({ ...EMPTY_FILTERS, searchBy: 'orderId', searchInput: 'abc' })).toMatch(/order id/);
    expect(filterProblem({ ...EMPTY_FILTERS, searchBy: 'contactNumber', searchInput: '7' })).toMatch(/3 digits/);
    expect(filterProblem({ ...EMPTY_FILTERS, searchBy: 'customerName', searchInput: 'r'.repeat(101) })).toBe('Search must be at most 100 characters');
    expect(filterProblem({ ...EMPTY_FILTERS, searchBy: 'customerName', searchInput: 'r'.repeat(100) })).toBeNull();
    expect(filterParams(EMPTY_FILTERS)).toEqual({});
    expect(filterParams({ status: '1', searchBy: 'customerName', searchInput: ' ruwan ', startDate: '2026-01-01', endDate: '' }))
      .toEqual({ status: '1', searchBy: 'customerName', searchInput: 'ruwan', startDate: '2026-01-01' });
  });
});
