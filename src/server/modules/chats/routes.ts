import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors';
import { OrderListService, type ListQuery } from '../orders/listService';
import { locationScope, parseOrderRef, parseRef } from '../orders/scope';
import { body, query, CHAT_LIST_QUERY, ORDER_REF, INT_ID } from '../orders/schemas';
import { ChatService } from './service';
import { CHAT_COUNTS_REPLY, LIST_PAGE_REPLY } from '../orders/replySchemas';
import { parseFileId, readUpload, sendFile } from '../../platform/files';
import { attachmentOwner } from './queries';
import { NotFoundError } from '../../errors';

/** Chat lists, counts, threads, replies and attachments (spec 7 Chat). */
export default async function chatRoutes(app: FastifyInstance) {
  const lists = new OrderListService(app.db);
  const chats = new ChatService(app);
  const tags = ['Chats'];
  const scope = (request: FastifyRequest) => locationScope(app, request);
  const actor = (request: FastifyRequest) => ({ id: request.agent.id, scope: scope(request), role: request.agent.role, locationId: request.agent.locationId });

  // My Chats: ?stage (or chatType) = new-requests | action-required | … ; without it, every open stage.
  app.get('/api/v1/chats/ongoing', { config: { ability: 'chats.my' }, schema: { tags, querystring: CHAT_LIST_QUERY, response: LIST_PAGE_REPLY } },
    async (request) => lists.myChats(request.agent.id, scope(request), request.query as ListQuery));

  // All Chats and "Search - All Chats" (searchTerm without a stage).
  app.get('/api/v1/chats/all-threads', { config: { ability: ['chats.all', 'chats.search_all'] }, schema: { tags, querystring: CHAT_LIST_QUERY, response: LIST_PAGE_REPLY } },
    async (request) => lists.allChats(scope(request), request.query as ListQuery));

  // The badges; always the signed-in agent's ("userId" is accepted for the contract and ignored).
  app.get('/api/v1/chats/fetch-chats-counts', {
    config: { ability: ['chats.my', 'chats.all'] },
    schema: { tags, querystring: query({ userId: { type: ['integer', 'string'], maxLength: 20 }, userLocation: INT_ID }), response: CHAT_COUNTS_REPLY },
  }, async (request) => lists.chatCounts(request.agent.id, scope(request) ?? (request.query as { userLocation?: number }).userLocation ?? null));

  app.get('/api/v1/chats/order-and-customer-details', {
    config: { ability: ['chats.my', 'chats.all', 'orders.view_details'] },
    schema: { tags, querystring: query({ orderId: ORDER_REF, customerId: ORDER_REF }) },
  }, async (request) => {
    const qs = request.query as { orderId?: unknown; customerId?: unknown };
    if (qs.orderId !== undefined) return chats.byOrder(parseOrderRef(qs.orderId, 'querystring.orderId'), scope(request));
    if (qs.customerId !== undefined) return chats.byCustomer(parseRef(qs.customerId, 'HNCX', 'querystring.customerId'), scope(request));
    throw new ValidationError([{ field: 'querystring.orderId', message: 'or customerId is required' }]);
  });

  // RxDesk addition (docs/api-additions.md): a staff reply in the order's thread.
  app.post('/api/v1/chats/send-message', {
    config: { ability: 'chats.reply' },
    schema: { tags, body: body({ orderId: ORDER_REF, message: { type: 'string', minLength: 1, maxLength: 4000 } }, ['orderId', 'message']) },
  }, async (request) => {
    const b = request.body as { orderId: unknown; message: string };
    return chats.reply(actor(request), parseOrderRef(b.orderId), b.message);
  });

  // multipart: userId (the signed-in agent is recorded whatever it says), threadKey, fileField, optional message.
  app.post('/api/v1/chats/addNewAttachment', { config: { ability: 'chats.reply' }, schema: { tags, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const upload = await readUpload(request, 'fileField');
      reply.status(201);
      return chats.attach(actor(request), upload);
    });

  // RxDesk addition: attachments are served only to signed-in staff who can see the order.
  app.get('/api/v1/chats/attachment/:id', {
    config: { ability: ['chats.my', 'chats.all', 'chats.reply', 'orders.view_details'] },
    schema: { tags, params: { type: 'object', properties: { id: { type: 'string', maxLength: 80 } }, required: ['id'], additionalProperties: false } },
  }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const { ownerId } = parseFileId(id);
    const owner = await attachmentOwner(app.db, ownerId, `/api/v1/chats/attachment/${id}`);
    const s = scope(request);
    if (!owner || (s !== null && owner.locationId !== s)) throw new NotFoundError('File was not found');
    return sendFile(reply, app.db, id, 'chats');
  });
}
