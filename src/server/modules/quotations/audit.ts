import type { Db } from '../../db/connection';
import { actorOf, recordAudit, type AuditActor } from '../../platform/audit';
import type { Auditor } from './staff';

/** One audit record per money-path write (quotation, invoice, credit note), in the writer's transaction. */
export async function audit(trx: Db, who: Auditor, recordId: number, action: string, before?: object, after?: object, entity = 'quotation'): Promise<void> {
  const actor: AuditActor = who.request ? actorOf(who.request) : { agentId: who.id, role: who.role ?? null, locationId: who.locationId ?? null };
  await recordAudit(trx, actor, {
    entity, recordId, action,
    before: (before ?? null) as Record<string, unknown> | null, after: (after ?? null) as Record<string, unknown> | null,
  });
}
