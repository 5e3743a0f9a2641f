import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { NotFoundError, ValidationError } from '../../errors';
import { orderStatusName } from '../../../shared/orders/statuses';
import { orderRowsByIds } from '../orders/listQueries';
import { getCustomer, getPatientBrief } from '../orders/detailQueries';
import { publishChatCounts } from '../orders/events';
import { saveFile, type Upload } from '../../platform/files';
import * as q from './queries';
import { recordAudit } from '../../platform/audit';

export interface ChatActor { id: number; scope: number | null; role?: string | null; locationId?: number | null }

const withStepName = (m: q.MessageRow) => ({ ...m, stepName: orderStatusName(m.step) });

/**
 * Chat threads: one per order, between the customer and the pharmacy. Staff read a thread with its
 * order and customer, reply, and attach files; a customer's message marks the order as waiting
 * (action required), a staff answer clears it. Counts events go out after commit.
 */
export class ChatService {
  constructor(private readonly app: FastifyInstance) {}

  private inScope(t: q.ThreadRef | undefined, scope: number | null, what: string): asserts t is q.ThreadRef {
    if (!t || (scope !== null && t.locationId !== scope)) throw new NotFoundError(`${what} was not found`);
  }

  /** order-and-customer-details by orderId: the order row, customer, patient and the thread with its chats. */
  async byOrder(orderId: number, scope: number | null) {
    const thread = await q.threadOfOrder(this.app.db, orderId);
    this.inScope(thread, scope, `Order ${orderId}`);
    const [[order], customer, messages, summary] = await Promise.all([
      orderRowsByIds(this.app.db, [orderId]), getCustomer(this.app.db, thread.customerId),
      q.threadMessages(this.app.db, thread.threadId), q.threadSummary(this.app.db, thread.threadId),
    ]);
    return {
      order, customer, patient: thread.patientId ? await getPatientBrief(this.app.db, thread.patientId) : null,
      thread: { ...summary, order_id: thread.displayId, chats: messages.map(withStepName) },
    };
  }

  /** order-and-customer-details by customerId: the customer with their threads. */
  async byCustomer(customerId: number, scope: number | null) {
    const customer = await getCustomer(this.app.db, customerId);
    if (!customer) throw new NotFoundError(`Customer ${customerId} was not found`);
    const threads = await q.customerThreads(this.app.db, customerId, scope);
    if (scope !== null && !threads.length) throw new NotFoundError(`Customer ${customerId} was not found`);
    return { customer, threads };
  }

  /** A staff reply (RxDesk addition POST /chats/send-message). */
  async reply(actor: ChatActor, orderId: number, text: string) {
    const body = text.trim();
    if (!body) throw new ValidationError([{ field: 'message', message: 'must not be empty' }]);
    return this.post(actor, { orderId }, body, null, 'reply');
  }

  /** addNewAttachment: stores the file, then posts it as the agent's message on the thread. */
  async attach(actor: ChatActor, upload: Upload) {
    const threadKey = upload.fields.threadKey?.trim();
    if (!threadKey) throw new ValidationError([{ field: 'threadKey', message: 'is required' }]);
    if (!upload.file) throw new ValidationError([{ field: 'fileField', message: 'is required (one JPEG, PNG, WebP or PDF file)' }]);
    const thread = await q.threadByKey(this.app.db, threadKey);
    this.inScope(thread, actor.scope, 'Chat thread');
    const caption = upload.fields.message?.trim() || null;
    const file = upload.file;
    // The file is stored in the message's transaction: both commit, or neither.
    return this.post(actor, { orderId: thread.orderId }, caption, async (trx) => {
      const { id } = await saveFile(trx, { purpose: 'chats', ownerId: thread.threadId, bytes: file.buffer, originalName: file.filename, uploadedBy: { agentId: actor.id } });
      return `/api/v1/chats/attachment/${id}`;
    }, 'attachment');
  }

  private async post(actor: ChatActor, ref: { orderId: number }, body: string | null, attach: ((trx: Db) => Promise<string>) | null, reason: 'reply' | 'attachment') {
    const done = await this.app.db.transaction().execute(async (trx) => {
      await q.lockOrderForChat(trx, ref.orderId);
      const thread = await q.threadOfOrder(trx, ref.orderId);
      this.inScope(thread, actor.scope, `Order ${ref.orderId}`);
      const attachmentUrl = attach ? await attach(trx) : null;
      const message = await q.insertMessage(trx, { threadId: thread.threadId, sender: 'agent', agentId: actor.id, body, attachmentUrl, step: thread.status }, thread.orderId);
      await recordAudit(trx, { agentId: actor.id, role: actor.role ?? null, locationId: actor.locationId ?? null }, {
        entity: 'chat_message', recordId: message.id, action: 'create', after: { orderId: thread.orderId, message: body, attachment: attachmentUrl },
      });
      return { thread, message };
    });
    const [row] = await orderRowsByIds(this.app.db, [done.thread.orderId]);
    publishChatCounts(this.app, { reason, orderIds: [done.thread.orderId], locationId: done.thread.locationId, order_id: done.thread.displayId, row });
    return { ...withStepName(done.message), orderId: done.thread.orderId, order_id: done.thread.displayId, stage: row?.stage, actionRequired: row?.actionRequired };
  }
}
