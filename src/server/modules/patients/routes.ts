import type { FastifyInstance, FastifyRequest } from 'fastify';
import { locationScope, parseOrderRef, parseRef } from '../orders/scope';
import { query, ORDER_REF } from '../orders/schemas';
import { PatientService } from './service';

/** Patients (spec 7 Prescriptions and patients). */
export default async function patientRoutes(app: FastifyInstance) {
  const patients = new PatientService(app.db);
  const tags = ['Patients'];
  const scope = (request: FastifyRequest) => locationScope(app, request);
  const ability = { ability: ['orders.view_details', 'customers.profile'] };

  app.get('/api/v1/patients/admin/patient', { config: { ability: 'orders.view_details' }, schema: { tags, querystring: query({ orderId: ORDER_REF }, ['orderId']) } },
    async (request) => patients.ofOrder(parseOrderRef((request.query as { orderId: unknown }).orderId, 'querystring.orderId'), scope(request)));

  app.get('/api/v1/patients/admin/patient-summary', { config: ability, schema: { tags, querystring: query({ patientId: ORDER_REF }, ['patientId']) } },
    async (request) => patients.summary(parseRef((request.query as { patientId: unknown }).patientId, 'HNPT', 'querystring.patientId'), scope(request)));

  app.get('/api/v1/patients/admin/patients', { config: ability, schema: { tags, querystring: query({ customerId: ORDER_REF }, ['customerId']) } },
    async (request) => patients.ofCustomer(parseRef((request.query as { customerId: unknown }).customerId, 'HNCX', 'querystring.customerId'), scope(request)));
}
