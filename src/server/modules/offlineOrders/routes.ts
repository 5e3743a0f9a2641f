import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit';
import { readUpload } from '../../platform/files';
import { deriveSchema } from '../../../shared/schemas/registry';
import { locationScope, parseOrderRef, parseRef } from '../orders/scope';
import { body, INT_ID, ORDER_REF, PAGE_PROPS, query } from '../orders/schemas';
import { LIST_SEARCH } from '../../../shared/forms/requestFields';
import { dayRangeFields } from '../../platform/dayRange';
import { OFFLINE_ORDER_LIST_DAYS } from '../../../shared/forms/dayRanges';
import { lifecycleActor } from '../trips/actor';
import { OfflineCustomersService, type OfflineCustomerBody } from './customersService';
import { OfflineOrdersService, type OfflineOrderBody, type OfflineOrderQuery } from './ordersService';

/**
 * Offline (non-app) orders, spec 7: offline customers (/users/…), placing and listing offline
 * orders (/orders/admin/…) and their prescription attachments (/prescriptions/admin/…). Receive
 * and referral modes are plain entities (resources/receiveModes.ts, referralModes.ts).
 */
export default async function offlineOrderRoutes(app: FastifyInstance) {
  const customers = new OfflineCustomersService(app.db);
  const orders = new OfflineOrdersService(app);
  const config = { ability: 'offline_orders.manage' };
  const tags = ['Offline orders'];
  const customerRef = { anyOf: [INT_ID, { type: 'string', minLength: 1, maxLength: 20 }] };
  const patientProps = app.registry.get('patient').properties;
  const orderProps = app.registry.get('order').properties;
  const agentActor = (request: FastifyRequest) => lifecycleActor(app, request) as ReturnType<typeof lifecycleActor> & { kind: 'agent' };

  app.get('/api/v1/users/offline-customers', {
    config, schema: { tags, summary: 'Find customers by name, contact number or id (the order form)', querystring: query({ q: LIST_SEARCH, limit: { type: 'integer', minimum: 1, maximum: 50, default: 20 } }) },
  }, async (request) => {
    const qs = request.query as { q?: string; limit: number };
    const items = await customers.search(qs.q ?? '', qs.limit);
    return { items, count: items.length };
  });

  app.post('/api/v1/users/offline-customers', {
    config, schema: { tags, summary: 'Create an offline customer', body: deriveSchema(app.registry.get('offlineCustomer'), 'create') },
  }, async (request, reply) => {
    const created = await customers.create(request.body as OfflineCustomerBody, actorOf(request));
    reply.status(201);
    return created;
  });

  app.get('/api/v1/users/list-offline-customers', {
    config, schema: { tags, summary: 'Offline customers, newest first', querystring: query({ q: LIST_SEARCH, ...PAGE_PROPS, pageSize: PAGE_PROPS.limit }) },
  }, async (request) => {
    const qs = request.query as { q?: string; skip: number; limit: number; pageSize?: number };
    return customers.list(qs.q?.trim() || undefined, qs.skip, qs.pageSize ?? qs.limit);
  });

  // RxDesk addition: one customer, for the console's generated show page (resources/offlineCustomers.ts).
  app.get('/api/v1/users/offline-customers/:id', {
    config, schema: { tags, summary: 'One customer (the offline customer page)', params: { type: 'object', properties: { id: INT_ID }, required: ['id'], additionalProperties: false } },
  }, async (request) => customers.one((request.params as { id: number }).id));

  app.post('/api/v1/orders/admin/offline-order', {
    config,
    schema: {
      tags, summary: 'Place an order for an offline customer (it then flows like an app order)',
      body: body({
        customerId: customerRef, receiveMode: INT_ID, patientId: { anyOf: [INT_ID, { type: 'null' }] },
        // The patient's names as the patient record keeps them; the address and note as the order does.
        patientFirstName: { type: 'string', maxLength: patientProps.firstName.maxLength }, patientLastName: { type: 'string', maxLength: patientProps.lastName.maxLength },
        relationship: { type: 'string', enum: ['self', 'spouse', 'child', 'parent', 'other'] },
        deliveryAddress: { type: ['string', 'null'], maxLength: orderProps.deliveryAddress.maxLength }, deliveryCityId: { anyOf: [INT_ID, { type: 'null' }] },
        location: { anyOf: [INT_ID, { type: 'null' }] }, paymentMethod: { anyOf: [{ type: 'string', enum: ['cash', 'card', 'online', 'cashless'] }, { type: 'null' }] },
        note: { type: ['string', 'null'], maxLength: orderProps.note.maxLength },
        attachments: { type: 'array', maxItems: 10, items: { type: 'string', minLength: 1, maxLength: 200 } },
        draft: { type: 'boolean' },
      }, ['customerId', 'receiveMode']),
    },
  }, async (request, reply) => {
    const b = request.body as OfflineOrderBody & { customerId: unknown };
    const placed = await orders.place({ ...b, customerId: parseRef(b.customerId, 'HNCX', 'body.customerId') }, agentActor(request), actorOf(request));
    reply.status(201);
    return placed;
  });

  // RxDesk addition: an offline order saved as a draft (status 0) is submitted as a new order.
  app.post('/api/v1/orders/admin/submit-offline-order', {
    config, schema: { tags, summary: 'Submit an offline draft as a new order', body: body({ orderId: ORDER_REF }, ['orderId']) },
  }, async (request) => orders.submitDraft(parseOrderRef((request.body as { orderId: unknown }).orderId, 'body.orderId'), agentActor(request)));

  app.get('/api/v1/orders/admin/get-offline-orders', {
    config,
    schema: {
      tags, summary: 'Offline orders with spec 3 filters (status, searchBy, searchInput, date range, skip, pageSize 10) and their count',
      querystring: query({
        status: { type: 'string', pattern: '^[0-9]{1,2}(,[0-9]{1,2})*$' },
        searchBy: { type: 'string', enum: ['orderId', 'customerId', 'customerName', 'contactNumber', 'patientName'] },
        searchInput: LIST_SEARCH, ...dayRangeFields(OFFLINE_ORDER_LIST_DAYS), receiveMode: INT_ID,
        skip: PAGE_PROPS.skip, pageSize: { type: 'integer', minimum: 1, maximum: 100 }, limit: { type: 'integer', minimum: 1, maximum: 100 },
      }),
    },
  }, async (request) => orders.list(request.query as OfflineOrderQuery, locationScope(app, request)));

  app.post('/api/v1/prescriptions/admin/offline-attachment', {
    config, schema: { tags, consumes: ['multipart/form-data'], summary: 'Upload a prescription scan for an offline customer (multipart: customerId, fileField)' },
  }, async (request, reply) => {
    const uploaded = await orders.upload(await readUpload(request, 'fileField'), actorOf(request));
    reply.status(201);
    return uploaded;
  });

  app.post('/api/v1/prescriptions/admin/delete-offline-attachment', {
    config, schema: { tags, summary: 'Delete an offline prescription attachment (the URL or file id)', body: body({ attachment: { type: 'string', minLength: 1, maxLength: 200 } }, ['attachment']) },
  }, async (request) => orders.deleteAttachment((request.body as { attachment: string }).attachment, actorOf(request)));
}
