import type { FastifyInstance } from 'fastify';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { deleteFile, parseFileId, saveFile, type Upload } from '../../platform/files';
import { orderStatusName } from '../../../shared/orders/statuses';
import { insertOrder } from '../orders/lifecycle/create';
import { publishTransitions, transition, type Actor } from '../orders/lifecycle/service';
import { orderEventBus } from '../orders/events';
import { checkTerm } from '../orders/search';
import * as chat from '../chats/queries';
import { customerById } from './customersQueries';
import { newPatientName, patientNameLimits } from '../patients/selfPatientName';
import * as q from './ordersQueries';
import { dayRangeProblem } from '../../../shared/schemas/dayRange';
import { OFFLINE_ORDER_LIST_DAYS } from '../../../shared/forms/dayRanges';

const field = (name: string, message: string) => new ValidationError([{ field: name, message }]);

/** The place-new-order body (the console's order form). */
export interface OfflineOrderBody {
  customerId: number; receiveMode: number; patientId?: number | null; patientFirstName?: string; patientLastName?: string;
  relationship?: 'self' | 'spouse' | 'child' | 'parent' | 'other'; deliveryAddress?: string | null; deliveryCityId?: number | null; location?: number | null;
  paymentMethod?: 'cash' | 'card' | 'online' | 'cashless' | null; note?: string | null; attachments?: string[];
  /** Save while still being entered (status 0, no event); submitDraft sends it on as a new order. */
  draft?: boolean;
}

export interface OfflineOrderQuery {
  status?: string; searchBy?: 'orderId' | 'customerId' | 'customerName' | 'contactNumber' | 'patientName'; searchInput?: string;
  startDate?: string; endDate?: string; receiveMode?: number; skip: number; pageSize?: number; limit?: number;
}

/** "HNCX000012/abcd.png" or the attachment URL: the stored file's id. */
const fileIdOf = (ref: string): string => ref.trim().replace(/^.*\/prescriptions\/admin\/attachment\//, '');

/**
 * Offline (non-app) orders (spec 2, 3, 7): staff upload the prescription scans first, then place
 * the order for a customer; the order is made by the order service like an app order (status 1,
 * log, chat thread, newOrder event), so it flows through the same quotation and fulfilment path.
 */
export class OfflineOrdersService {
  constructor(private readonly app: FastifyInstance) {}
  private get db() { return this.app.db; }

  /** offline-attachment: a scan for one customer, stored now and attached when the order is placed. */
  async upload(upload: Upload, actor: AuditActor) {
    const ref = upload.fields.customerId?.trim().toUpperCase() ?? '';
    const m = /^(?:HNCX)?0*(\d{1,9})$/.exec(ref);
    const customerId = m ? Number(m[1]) : NaN;
    if (!Number.isSafeInteger(customerId) || customerId < 1 || customerId > 2147483647) throw field('customerId', 'is required: the customer the prescription belongs to (e.g. 42 or HNCX000042)');
    if (!(await customerById(this.db, customerId))) throw new NotFoundError(`Customer ${ref} was not found`);
    if (!upload.file) throw field('fileField', 'is required (a JPEG, PNG or WebP image or a PDF)');
    const file = upload.file;
    const saved = await this.db.transaction().execute(async (trx) => {
      const f = await saveFile(trx, { purpose: 'prescriptions', ownerId: customerId, bytes: file.buffer, originalName: file.filename, uploadedBy: { agentId: actor.agentId } });
      await recordAudit(trx, actor, { entity: 'offline_attachment', recordId: f.id, action: 'upload', after: { customerId, name: file.filename, contentType: f.contentType, size: f.size } });
      return f;
    });
    return { attachment: q.attachmentUrl(saved.id), fileId: saved.id, name: file.filename, contentType: saved.contentType, size: saved.size, customerId };
  }

  /**
   * delete-offline-attachment: a scan not yet on an order is removed; one on an offline
   * prescription is taken off it too. App customers' scans are theirs: refused.
   */
  async deleteAttachment(ref: string, actor: AuditActor) {
    const id = fileIdOf(ref);
    parseFileId(id);
    return this.db.transaction().execute(async (trx) => {
      const [scan] = await q.scansByIds(trx, [id]);
      if (!scan) throw new NotFoundError('Attachment was not found');
      const holders = await q.prescriptionsWithFile(trx, id);
      const appHolder = holders.find((p) => p.source !== 'offline');
      if (appHolder) throw new ConflictError(`The attachment belongs to prescription ${appHolder.id}, which the customer sent through the app`);
      for (const p of holders) {
        const after = p.attachments.filter((a) => a.url !== q.attachmentUrl(id));
        await q.setPrescriptionAttachments(trx, p.id, after);
        await recordAudit(trx, actor, { entity: 'prescription', recordId: p.id, action: 'removeAttachment', before: { attachments: p.attachments }, after: { attachments: after } });
      }
      await deleteFile(trx, id, 'prescriptions');
      await recordAudit(trx, actor, { entity: 'offline_attachment', recordId: id, action: 'delete', before: { name: scan.originalName, prescriptions: holders.map((p) => p.id) } });
      return { attachment: q.attachmentUrl(id), deleted: true, prescriptionIds: holders.map((p) => p.id) };
    });
  }

  /** offline-order: patient (chosen or new), an offline prescription holding the scans, the order. */
  async place(b: OfflineOrderBody, actor: Actor & { kind: 'agent' }, audit: AuditActor) {
    const customer = await customerById(this.db, b.customerId);
    if (!customer) throw field('body.customerId', `customer ${b.customerId} does not exist`);
    const errors: Array<{ field: string; message: string }> = [];
    if (!(await q.receiveModeExists(this.db, b.receiveMode))) errors.push({ field: 'body.receiveMode', message: `receive mode ${b.receiveMode} does not exist` });
    const locationId = b.location ?? actor.locationId ?? null;
    if (locationId == null) errors.push({ field: 'body.location', message: 'is required (no location was chosen at sign-in)' });
    else if (!(await q.locationExists(this.db, locationId))) errors.push({ field: 'body.location', message: `location ${locationId} does not exist` });
    const cityId = b.deliveryCityId ?? customer.addresses[0]?.cityId ?? null;
    if (b.deliveryCityId != null && !(await q.cityExists(this.db, b.deliveryCityId))) errors.push({ field: 'body.deliveryCityId', message: `city ${b.deliveryCityId} does not exist` });
    if (b.patientId != null && !(await q.patientOfCustomer(this.db, customer.id, b.patientId))) errors.push({ field: 'body.patientId', message: `is not a patient of ${customer.displayId}` });
    const relationship = b.relationship ?? 'self';
    const name = newPatientName(customer.customerName, relationship, { firstName: b.patientFirstName, lastName: b.patientLastName }, patientNameLimits(this.app));
    if (b.patientId == null && name.ok && !name.firstName) errors.push({ field: 'body.patientFirstName', message: 'is required for a new patient' });
    const fileIds = [...new Set((b.attachments ?? []).map(fileIdOf))];
    fileIds.forEach((id) => {
      const m = /^(\d{1,15})-[0-9a-f]{24}\.(jpg|png|webp|pdf)$/.exec(id);
      if (!m) errors.push({ field: 'body.attachments', message: `${id} is not an uploaded attachment` });
      else if (Number(m[1]) !== customer.id) errors.push({ field: 'body.attachments', message: `${id} was uploaded for another customer` });
    });
    const address = b.deliveryAddress?.trim() || customer.addresses[0]?.address || null;
    if (!address) errors.push({ field: 'body.deliveryAddress', message: 'is required (the customer has no address)' });
    if (errors.length) throw new ValidationError(errors);

    const bus = orderEventBus(this.app);
    const done = await this.db.transaction().execute(async (trx) => {
      const scans = await q.scansByIds(trx, fileIds);
      const missing = fileIds.filter((id) => !scans.some((s) => s.id === id));
      if (missing.length) throw field('body.attachments', `${missing.join(', ')} was not found (deleted, or never uploaded)`);
      for (const id of fileIds) {
        if ((await q.prescriptionsWithFile(trx, id)).length) throw new ConflictError(`Attachment ${id} is already on another prescription`);
      }
      let patientId = b.patientId ?? null;
      if (patientId == null && relationship === 'self' && !b.patientFirstName?.trim()) patientId = (await q.selfPatient(trx, customer.id)) ?? null;
      if (patientId == null) {
        // A new patient: the customer's own name may not fit it (selfPatientName), refused and nothing kept.
        if (!name.ok) throw field(`body.${name.field}`, name.message);
        const { firstName, lastName } = name;
        patientId = await q.insertPatient(trx, customer.id, firstName, lastName, relationship);
        await recordAudit(trx, audit, { entity: 'patient', recordId: patientId, action: 'create', after: { customerId: customer.id, firstName, lastName, relationship } });
      }
      const now = new Date().toISOString();
      const attachments = fileIds.map((id) => ({ url: q.attachmentUrl(id), name: (scans.find((s) => s.id === id)!.originalName ?? id).slice(0, 200), uploadedAt: now }));
      let prescriptionId: number | null = null;
      if (attachments.length) {
        const p = await q.insertOfflinePrescription(trx, customer.id, patientId, attachments, b.note?.trim() || null);
        prescriptionId = p.id;
        await recordAudit(trx, audit, { entity: 'prescription', recordId: p.id, action: 'create', after: { customerId: customer.id, patientId, source: 'offline', attachments } });
      }
      const result = await insertOrder(trx, {
        customerId: customer.id, locationId: locationId!, patientId, prescriptionId, source: 'offline', receiveModeId: b.receiveMode,
        deliveryCityId: cityId, deliveryAddress: address!, paymentMethod: b.paymentMethod ?? null, note: b.note?.trim() || null,
        draft: b.draft === true,
      }, actor);
      const thread = await chat.threadOfOrder(trx, result.orderId);
      await chat.insertMessage(trx, {
        threadId: thread!.threadId, sender: 'system', agentId: null, step: result.to,
        body: attachments.length ? `Offline order entered by staff with ${attachments.length} prescription attachment(s)` : 'Offline order entered by staff',
        attachmentUrl: attachments[0]?.url ?? null,
      }, result.orderId);
      return { result, patientId, prescriptionId, attachments };
    });
    publishTransitions(bus, [done.result]);
    await bus.settled();
    return {
      orderId: done.result.orderId, order_id: done.result.displayId, status: done.result.to, statusName: orderStatusName(done.result.to), stage: done.result.stage,
      customerId: customer.id, patientId: done.patientId, prescriptionId: done.prescriptionId, attachments: done.attachments, source: 'offline', receiveMode: b.receiveMode,
    };
  }

  /** An offline draft (status 0) goes on as a new order: the order service's submitDraft, announced as newOrder. */
  async submitDraft(orderId: number, actor: Actor & { kind: 'agent' }) {
    const o = await q.offlineOrder(this.db, orderId);
    if (!o) throw new NotFoundError(`Offline order ${orderId} was not found`);
    const bus = orderEventBus(this.app);
    const result = await transition(this.db, bus, { orderId, action: 'submitDraft', actor, expectedStatus: 0 });
    await bus.settled();
    return { orderId: result.orderId, order_id: result.displayId, status: result.to, statusName: orderStatusName(result.to), stage: result.stage };
  }

  /** get-offline-orders: spec 3's filters; pageSize 10 by default (spec 9). */
  async list(qs: OfflineOrderQuery, locationId: number | null) {
    const limit = qs.pageSize ?? qs.limit ?? 10;
    const errors: Array<{ field: string; message: string }> = [];
    const range = dayRangeProblem(qs, OFFLINE_ORDER_LIST_DAYS);
    if (range) errors.push({ field: `querystring.${range.field}`, message: range.message });
    const statuses = qs.status ? qs.status.split(',').map(Number) : undefined;
    if (statuses?.some((s) => !Number.isInteger(s) || s < 0 || s > 27)) errors.push({ field: 'querystring.status', message: 'must be order status numbers (0-27), comma-separated' });
    if (errors.length) throw new ValidationError(errors);
    const f: q.OfflineOrderFilter = { statuses, receivedFrom: qs.startDate, receivedTo: qs.endDate, locationId: locationId ?? undefined, receiveModeId: qs.receiveMode };
    const term = qs.searchInput?.trim();
    if (term) {
      const by = qs.searchBy;
      if (by === 'orderId' || by === 'customerId') {
        const prefix = by === 'orderId' ? 'HN' : 'HNCX';
        const m = new RegExp(`^(?:${prefix})?0*(\\d{1,15})$`, 'i').exec(term);
        if (!m) throw field('querystring.searchInput', `must be ${by === 'orderId' ? 'an order id (e.g. 123 or HN000123)' : 'a customer id (e.g. 42 or HNCX000042)'}`);
        if (by === 'orderId') f.orderPrefix = `HN${m[1].padStart(6, '0')}`;
        else f.customerId = Math.min(Number(m[1]), 2147483647);
      } else {
        checkTerm(term, by ?? 'any', 'querystring.searchInput');
        if (by === 'customerName') f.customerName = term;
        else if (by === 'contactNumber') f.contactNumber = term;
        else if (by === 'patientName') f.patientName = term;
        else f.search = term;
      }
    }
    const { rows, total } = await q.listOfflineOrders(this.db, f, qs.skip, limit);
    return { items: rows.map((r) => ({ ...r, statusName: orderStatusName(r.status) })), count: total, skip: qs.skip, pageSize: limit };
  }
}
