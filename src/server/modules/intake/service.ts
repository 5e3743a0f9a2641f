import type { FastifyInstance } from 'fastify';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { orderStatusName } from '../../../shared/orders/statuses';
import { transition, publishTransitions, type TransitionPatch } from '../orders/lifecycle/service';
import { insertOrder } from '../orders/lifecycle/create';
import { orderEventBus, publishChatCounts } from '../orders/events';
import { orderRowsByIds } from '../orders/listQueries';
import { currentQuotation } from '../orders/detailQueries';
import * as chat from '../chats/queries';
import { saveFile, type Upload } from '../../platform/files';
import { issueKey } from './keys';
import * as q from './queries';
import { recordAudit, type AuditActor } from '../../platform/audit';

/** Who acts on the customer intake routes, for the audit trail. */
const CUSTOMER: AuditActor = { agentId: null, role: 'customer', locationId: null };
import { assertSlotHasRoom } from '../deliverySlots/capacity';
import { newPatientName, patientNameLimits } from '../patients/selfPatientName';

const RELATIONSHIPS = ['self', 'spouse', 'child', 'parent', 'other'];
const field = (name: string, message: string) => new ValidationError([{ field: name, message }]);

/**
 * The customers' side: register (get a key), place an order with a prescription image, re-order,
 * chat, accept a quotation or ask for a change, cancel. Status changes go through the order
 * service; events go to staff after commit.
 */
export class IntakeService {
  constructor(private readonly app: FastifyInstance) {}
  private get db() { return this.app.db; }

  async register(c: q.NewCustomer) {
    if (c.cityId != null && !(await q.cityExists(this.db, c.cityId))) throw field('cityId', `city ${c.cityId} does not exist`);
    if (await q.contactTaken(this.db, c.contactNumber)) {
      throw new ConflictError('This contact number is already registered; use the key you were given', [{ field: 'contactNumber', message: 'is already registered' }]);
    }
    const created = await this.db.transaction().execute(async (trx) => {
      const row = await q.insertCustomer(trx, c);
      await recordAudit(trx, CUSTOMER, { entity: 'customer', recordId: row.id, action: 'register', after: { name: c.name, contactNumber: c.contactNumber, email: c.email, cityId: c.cityId, address: c.address } });
      const key = await issueKey(trx, row.id);
      await recordAudit(trx, CUSTOMER, { entity: 'customer_key', recordId: key.id, action: 'create', after: { customerId: row.id } });
      return { ...row, key };
    });
    return { customer: { id: created.id, displayId: created.displayId, name: c.name }, apiKey: created.key.key };
  }

  async me(customerId: number) {
    const customer = await q.getCustomer(this.db, customerId);
    if (!customer) throw new NotFoundError('Customer was not found');
    return { ...customer, patients: await q.patientsOf(this.db, customerId) };
  }

  private async order(customerId: number, orderId: number) {
    const o = await q.orderOfCustomer(this.db, customerId, orderId);
    if (!o) throw new NotFoundError(`Order ${orderId} was not found`);
    return o;
  }

  /** A new order: patient (chosen or new), prescription with the image, order at the city's pharmacy. */
  async placeOrder(customerId: number, upload: Upload) {
    const customer = await this.me(customerId);
    const f = upload.fields;
    if (!upload.file) throw field('prescription', 'is required (a JPEG, PNG or WebP photo or a PDF of the prescription)');
    const cityId = f.cityId ? Number(f.cityId) : customer.cityId;
    if (f.cityId && (!Number.isSafeInteger(cityId) || !(await q.cityExists(this.db, cityId!)))) throw field('cityId', `city ${f.cityId} does not exist`);
    const relationship = f.relationship?.trim() || 'self';
    if (!RELATIONSHIPS.includes(relationship)) throw field('relationship', `must be one of ${RELATIONSHIPS.join(', ')}`);
    let patientId = f.patientId ? Number(f.patientId) : null;
    if (patientId !== null && !customer.patients.some((p) => p.id === patientId)) throw field('patientId', 'is not one of your patients');
    // The typed texts as the patient and the order keep them: a longer one is refused, never cut.
    const limits = { patientFirstName: this.app.registry.get('patient').properties.firstName, patientLastName: this.app.registry.get('patient').properties.lastName,
      deliveryAddress: this.app.registry.get('order').properties.deliveryAddress, note: this.app.registry.get('order').properties.note };
    for (const [name, prop] of Object.entries(limits)) {
      const text = f[name]?.trim() ?? '';
      if (prop.maxLength !== undefined && [...text].length > prop.maxLength) throw field(name, `must be at most ${prop.maxLength} characters`);
    }
    if (patientId === null && relationship === 'self' && !f.patientFirstName?.trim()) patientId = customer.patients.find((p) => p.relationship === 'self')?.id ?? null;
    // A new patient: the typed names, or for the customer themself their own name when none was typed (refused, never cut, when it does not fit).
    const name = newPatientName(customer.name, relationship, { firstName: f.patientFirstName, lastName: f.patientLastName }, patientNameLimits(this.app));
    if (patientId === null && !name.ok) throw field(name.field, name.message);
    if (patientId === null && name.ok && !name.firstName) throw field('patientFirstName', 'is required for a new patient');
    const { firstName, lastName } = name.ok ? name : { firstName: '', lastName: '' };
    const address = f.deliveryAddress?.trim() || customer.addresses[0]?.address || null;
    const bus = orderEventBus(this.app);
    const done = await this.db.transaction().execute(async (trx) => {
      // The scan is stored with the prescription that points at it: both commit, or neither.
      const file = await saveFile(trx, { purpose: 'prescriptions', ownerId: customerId, bytes: upload.file!.buffer, originalName: upload.file!.filename, uploadedBy: { customerId } });
      const url = `/api/v1/prescriptions/admin/attachment/${file.id}`;
      const pid = patientId ?? await q.insertPatient(trx, customerId, firstName, lastName, relationship);
      const prescription = await q.insertPrescription(trx, customerId, pid, { url, name: upload.file!.filename.slice(0, 200) });
      if (patientId === null) await recordAudit(trx, CUSTOMER, { entity: 'patient', recordId: pid, action: 'create', after: { customerId, firstName, lastName, relationship } });
      await recordAudit(trx, CUSTOMER, { entity: 'prescription', recordId: prescription.id, action: 'create', after: { customerId, patientId: pid, attachment: url } });
      const locationId = await q.locationForCity(trx, cityId ?? null);
      const result = await insertOrder(trx, {
        customerId, locationId, patientId: pid, prescriptionId: prescription.id, deliveryCityId: cityId ?? null,
        deliveryAddress: address, note: f.note?.trim() || null,
      }, { kind: 'customer', customerId });
      const thread = await chat.threadOfOrder(trx, result.orderId);
      await chat.insertMessage(trx, { threadId: thread!.threadId, sender: 'system', agentId: null, body: 'Order placed with a prescription', attachmentUrl: url, step: result.to }, result.orderId);
      return { result, prescription, url };
    });
    publishTransitions(bus, [done.result]);
    await bus.settled();
    return { orderId: done.result.orderId, order_id: done.result.displayId, status: done.result.to, stage: done.result.stage, prescription: { ...done.prescription, url: done.url } };
  }

  /** A re-order of one of the customer's orders: same patient, prescription and address. */
  async reorder(customerId: number, parentId: number) {
    const parent = await this.order(customerId, parentId);
    if (parent.status === 0) throw new ConflictError(`Order ${parent.order_id} is still a draft`);
    const bus = orderEventBus(this.app);
    const result = await this.db.transaction().execute((trx) => insertOrder(trx, {
      customerId, locationId: parent.locationId, patientId: parent.patientId, prescriptionId: parent.prescriptionId, parentOrderId: parent.orderId,
      deliveryCityId: parent.deliveryCityId, deliveryAddress: parent.deliveryAddress, note: `Re-order of ${parent.order_id}`,
    }, { kind: 'customer', customerId }));
    publishTransitions(bus, [result]);
    await bus.settled();
    return { orderId: result.orderId, order_id: result.displayId, status: result.to, stage: result.stage, parentOrderId: parent.orderId };
  }

  async orders(customerId: number, skip: number, limit: number) {
    const rows = await q.ordersOfCustomer(this.db, customerId, skip, limit);
    return { items: rows.map((o) => ({ ...o, statusName: orderStatusName(o.status) })) };
  }

  /** One order as the customer sees it: status, quotation and the conversation. */
  async orderDetail(customerId: number, orderId: number) {
    const o = await this.order(customerId, orderId);
    const thread = await chat.threadOfOrder(this.db, o.orderId);
    const [quotation, messages] = await Promise.all([currentQuotation(this.db, o.orderId), chat.threadMessages(this.db, thread!.threadId)]);
    return { ...o, statusName: orderStatusName(o.status), threadKey: thread!.threadKey, quotation, chats: messages.map((m) => ({ ...m, agentName: m.agentName ? m.agentName.split(' ')[0] : null })) };
  }

  async message(customerId: number, orderId: number, text: string) {
    const o = await this.order(customerId, orderId);
    const body = text.trim();
    if (!body) throw field('message', 'must not be empty');
    const message = await this.db.transaction().execute(async (trx) => {
      await chat.lockOrderForChat(trx, o.orderId);
      const thread = await chat.threadOfOrder(trx, o.orderId);
      const status = (await q.orderOfCustomer(trx, customerId, o.orderId))!.status;
      const m = await chat.insertMessage(trx, { threadId: thread!.threadId, sender: 'customer', agentId: null, body, attachmentUrl: null, step: status }, o.orderId);
      await recordAudit(trx, CUSTOMER, { entity: 'chat_message', recordId: m.id, action: 'create', after: { orderId: o.orderId, message: body } });
      return m;
    });
    const [row] = await orderRowsByIds(this.db, [o.orderId]);
    publishChatCounts(this.app, { reason: 'message', orderIds: [o.orderId], locationId: o.locationId, order_id: o.order_id, preview: body.slice(0, 120), row });
    return message;
  }

  private async move(customerId: number, orderId: number, action: string, patch: TransitionPatch, note: string | null) {
    const o = await this.order(customerId, orderId);
    const bus = orderEventBus(this.app);
    const result = await transition(this.db, bus, {
      orderId: o.orderId, action, actor: { kind: 'customer', customerId }, patch, message: note, expectedStatus: o.status,
      during: async (trx) => {
        // A slot the customer picks must still have room (capacity per delivery date).
        if (patch.deliverySlotId && patch.deliveryDate) await assertSlotHasRoom(trx, patch.deliverySlotId, patch.deliveryDate, o.orderId);
        if (!note) return;
        const thread = await chat.threadOfOrder(trx, o.orderId);
        await chat.insertMessage(trx, { threadId: thread!.threadId, sender: 'customer', agentId: null, body: note, attachmentUrl: null, step: o.status }, o.orderId);
      },
    });
    await bus.settled();
    return { orderId: result.orderId, order_id: result.displayId, from: result.from, status: result.to, statusName: orderStatusName(result.to), stage: result.stage };
  }

  async acceptQuotation(customerId: number, orderId: number, v: { paymentMethod: string; deliveryDate?: string; deliverySlot?: number }) {
    if (v.deliverySlot && !(await q.slotActive(this.db, v.deliverySlot))) throw field('deliverySlot', `delivery slot ${v.deliverySlot} does not exist or is closed`);
    const date = v.deliveryDate ?? new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    if (date < new Date().toISOString().slice(0, 10)) throw field('deliveryDate', 'must be today or later');
    return this.move(customerId, orderId, 'acceptQuotation', { paymentMethod: v.paymentMethod, deliveryDate: date, ...(v.deliverySlot ? { deliverySlotId: v.deliverySlot } : {}) }, null);
  }

  requestChange(customerId: number, orderId: number, message: string) {
    return this.move(customerId, orderId, 'requestChange', {}, message.trim() || null);
  }

  /** After expiry the customer asks for a fresh quotation (23 → 24). */
  requestNewQuotation(customerId: number, orderId: number, message?: string) {
    return this.move(customerId, orderId, 'requestNewQuotation', {}, message?.trim() || null);
  }

  /** Cashless (insurer / corporate) payment: ask for a revised quotation (3 → 25). */
  cashlessRequestChange(customerId: number, orderId: number, message: string) {
    return this.move(customerId, orderId, 'cashlessRequestChange', {}, message.trim() || null);
  }

  /** The revised cashless quotation is approved (26 → 27): paid cashless, delivered on the date and slot given. */
  async cashlessApprove(customerId: number, orderId: number, v: { deliveryDate?: string; deliverySlot?: number }) {
    const date = v.deliveryDate ?? new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    if (date < new Date().toISOString().slice(0, 10)) throw field('deliveryDate', 'must be today or later');
    return this.move(customerId, orderId, 'cashlessApprove', { paymentMethod: 'cashless', deliveryDate: date, ...(v.deliverySlot ? { deliverySlotId: v.deliverySlot } : {}) }, null);
  }

  cancel(customerId: number, orderId: number, reason: string | undefined) {
    return this.move(customerId, orderId, 'cancel', { cancellationReason: reason?.trim() || 'Cancelled by the customer' }, null);
  }
}
