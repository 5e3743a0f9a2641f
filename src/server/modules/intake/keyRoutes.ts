import type { FastifyInstance } from 'fastify';
import { body, INT_ID, PAGE_PROPS, query } from '../orders/schemas';
import { ConflictError, NotFoundError } from '../../errors';
import { LIST_SEARCH } from '../../../shared/forms/requestFields';
import { actorOf, recordAudit } from '../../platform/audit';
import { keyExists, listKeys, revokeKey, type KeyFilter } from './keys';

/**
 * Staff side of the customer intake keys (RxDesk addition, docs/api-additions.md): list them with
 * their last use, revoke one. A revoked key is refused on the customer's next call, in every process.
 */
export default async function intakeKeyRoutes(app: FastifyInstance) {
  const tags = ['Customer intake keys'];
  const config = { ability: 'intake_keys.manage' };

  app.get('/api/v1/intake/admin/customer-keys', {
    config,
    schema: {
      tags,
      querystring: query({
        ...PAGE_PROPS,
        status: { type: 'string', enum: ['active', 'revoked', 'all'], default: 'active', 'x-label': 'Status' },
        searchTerm: LIST_SEARCH,
        customerId: { ...INT_ID, 'x-label': 'Customer' },
      }),
    },
  }, async (request) => {
    const qs = request.query as Partial<KeyFilter>;
    return listKeys(app.db, { skip: qs.skip ?? 0, limit: qs.limit ?? 10, status: qs.status ?? 'active', searchTerm: qs.searchTerm, customerId: qs.customerId });
  });

  app.post('/api/v1/intake/admin/revoke-customer-key', {
    config,
    schema: { tags, body: body({ keyId: { ...INT_ID, 'x-label': 'Key' }, reason: { type: 'string', maxLength: 500, 'x-label': 'Reason' } }, ['keyId']) },
  }, async (request) => {
    const { keyId, reason } = request.body as { keyId: number; reason?: string };
    const actor = actorOf(request);
    const revoked = await app.db.transaction().execute(async (trx) => {
      const row = await revokeKey(trx, keyId, request.agent.id, reason?.trim() || null);
      if (row) await recordAudit(trx, actor, { entity: 'customer_key', recordId: keyId, action: 'revoke', before: { revokedAt: null }, after: { revokedAt: row.revoked_at, reason: reason ?? null } });
      return row;
    });
    if (!revoked) {
      if (!(await keyExists(app.db, keyId))) throw new NotFoundError(`Key ${keyId} does not exist`);
      throw new ConflictError(`Key ${keyId} is already revoked`, [{ field: 'keyId', message: 'is already revoked' }]);
    }
    return { id: revoked.id, customerId: revoked.customer_id, revokedAt: revoked.revoked_at };
  });
}
