import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** SQL of chat threads and messages (0003_orders.sql: chat_threads, chat_messages). */

export interface ThreadRef {
  threadId: number; threadKey: string; orderId: number; displayId: string; status: number; stage: string;
  locationId: number; customerId: number; patientId: number | null; awaitingReply: boolean; assignedAgentId: number | null;
}

const THREAD_REF = sql`t.id AS "threadId", t.thread_key AS "threadKey", o.id AS "orderId", o.display_id AS "displayId", o.status,
  o.stage, o.location_id AS "locationId", o.customer_id AS "customerId", o.patient_id AS "patientId", o.awaiting_reply AS "awaitingReply", o.assigned_agent_id AS "assignedAgentId"`;

/** The order's thread, created on first use (orders made before threads existed, offline orders). */
export async function threadOfOrder(db: Db, orderId: number): Promise<ThreadRef | undefined> {
  await sql`INSERT INTO chat_threads (order_id, customer_id) SELECT id, customer_id FROM orders WHERE id = ${orderId}
    ON CONFLICT (order_id) DO NOTHING`.execute(db);
  return (await sql<ThreadRef>`SELECT ${THREAD_REF} FROM chat_threads t JOIN orders o ON o.id = t.order_id WHERE t.order_id = ${orderId}`.execute(db)).rows[0];
}

export async function threadByKey(db: Db, threadKey: string): Promise<ThreadRef | undefined> {
  return (await sql<ThreadRef>`SELECT ${THREAD_REF} FROM chat_threads t JOIN orders o ON o.id = t.order_id WHERE t.thread_key = ${threadKey}`.execute(db)).rows[0];
}

/** Locks the order row so a reply and a customer message on the same order apply one after the other. */
export async function lockOrderForChat(db: Db, orderId: number): Promise<void> {
  await sql`SELECT 1 FROM orders WHERE id = ${orderId} FOR UPDATE`.execute(db);
}

export interface NewMessage { threadId: number; sender: 'customer' | 'agent' | 'system'; agentId: number | null; body: string | null; attachmentUrl: string | null; step: number }

export interface MessageRow {
  id: number; threadKey: string; sender: string; userId: number | null; agentName: string | null; message: string | null;
  fileField: string | null; step: number; createdAt: Date;
}

const MESSAGE_COLUMNS = sql`m.id, t.thread_key AS "threadKey", m.sender, m.agent_id AS "userId",
  CASE WHEN a.id IS NULL THEN NULL ELSE a.first_name || ' ' || a.last_name END AS "agentName", m.body AS message,
  m.attachment_url AS "fileField", m.step, m.created_at AS "createdAt"`;

/** Adds a message and keeps the thread's summary and the order's "customer is waiting" flag in step. */
export async function insertMessage(db: Db, m: NewMessage, orderId: number): Promise<MessageRow> {
  const { id } = (await sql<{ id: number }>`INSERT INTO chat_messages (thread_id, sender, agent_id, body, attachment_url, step)
    VALUES (${m.threadId}, ${m.sender}, ${m.agentId}, ${m.body}, ${m.attachmentUrl}, ${m.step}) RETURNING id`.execute(db)).rows[0];
  const fromCustomer = m.sender === 'customer';
  await sql`UPDATE chat_threads SET last_message_at = now(), last_sender = ${m.sender},
      unread_by_agent = ${fromCustomer ? sql`unread_by_agent + 1` : sql`0`} WHERE id = ${m.threadId}`.execute(db);
  if (m.sender !== 'system') {
    // Plain UPDATE of this flag is the data model's rule: stage, action_required and the counts follow.
    await sql`UPDATE orders SET awaiting_reply = ${fromCustomer}, updated_at = now() WHERE id = ${orderId} AND awaiting_reply <> ${fromCustomer}`.execute(db);
  }
  return (await sql<MessageRow>`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN chat_threads t ON t.id = m.thread_id
    LEFT JOIN agents a ON a.id = m.agent_id WHERE m.id = ${id}`.execute(db)).rows[0];
}

/** The last `limit` messages of a thread, oldest first. */
export async function threadMessages(db: Db, threadId: number, limit = 500): Promise<MessageRow[]> {
  return (await sql<MessageRow>`SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN chat_threads t ON t.id = m.thread_id
      LEFT JOIN agents a ON a.id = m.agent_id WHERE m.thread_id = ${threadId} ORDER BY m.id DESC LIMIT ${limit}) x ORDER BY id`.execute(db)).rows;
}

export async function threadSummary(db: Db, threadId: number) {
  return (await sql<Record<string, unknown>>`SELECT t.thread_key AS "threadKey", t.order_id AS "orderId", t.last_message_at AS "lastMessageAt",
    t.last_sender AS "lastSender", t.unread_by_agent AS "unreadByAgent", t.created_at AS "createdAt" FROM chat_threads t WHERE t.id = ${threadId}`.execute(db)).rows[0];
}

/** A customer's threads, newest conversation first. */
export async function customerThreads(db: Db, customerId: number, locationId: number | null, limit = 50) {
  return (await sql<Record<string, unknown>>`SELECT t.thread_key AS "threadKey", t.order_id AS "orderId", o.display_id AS order_id, o.status,
      o.stage, t.last_message_at AS "lastMessageAt", t.last_sender AS "lastSender", t.unread_by_agent AS "unreadByAgent"
    FROM chat_threads t JOIN orders o ON o.id = t.order_id
    WHERE t.customer_id = ${customerId} ${locationId != null ? sql`AND o.location_id = ${locationId}` : sql``}
    ORDER BY t.last_message_at DESC NULLS LAST, t.id DESC LIMIT ${limit}`.execute(db)).rows;
}

/** Where an uploaded chat attachment belongs (for the signed-in download); the file name starts with its thread id. */
export async function attachmentOwner(db: Db, threadId: number, url: string): Promise<{ locationId: number } | undefined> {
  return (await sql<{ locationId: number }>`SELECT o.location_id AS "locationId" FROM chat_messages m JOIN chat_threads t ON t.id = m.thread_id
    JOIN orders o ON o.id = t.order_id WHERE m.thread_id = ${threadId} AND m.attachment_url = ${url} LIMIT 1`.execute(db)).rows[0];
}
