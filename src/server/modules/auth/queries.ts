import { sql } from 'kysely';
import { PREPARED_MARK, type Db } from '../../db/connection';

export interface AgentRow {
  id: number; display_id: string; first_name: string; last_name: string; email: string; password_hash: string;
  designation: string; avatar: string | null; agent_type: string; status: string; session_generation: number;
}

export const findAgentByEmail = async (db: Db, email: string) =>
  (await sql<AgentRow>`SELECT * FROM agents WHERE lower(email) = lower(${email})`.execute(db)).rows[0];

export const findAgentById = async (db: Db, id: number) =>
  (await sql<AgentRow>`SELECT * FROM agents WHERE id = ${id}`.execute(db)).rows[0];

export const rolesOf = async (db: Db, agentId: number) =>
  (await sql<{ role: string }>`SELECT role FROM agent_roles WHERE agent_id = ${agentId} ORDER BY role`.execute(db)).rows.map((r) => r.role);

export const locationsOf = async (db: Db, agentId: number) =>
  (await sql<{ id: number; name: string }>`
    SELECT l.id, l.name FROM agent_locations al JOIN pharmacy_locations l ON l.id = al.location_id
    WHERE al.agent_id = ${agentId} ORDER BY l.name`.execute(db)).rows;

export async function insertRefreshToken(db: Db, t: { agentId: number; family: string; hash: string; role: string | null; locationId: number | null; expiresAt: Date }) {
  await sql`INSERT INTO refresh_tokens (agent_id, family, token_hash, role, location_id, expires_at)
    VALUES (${t.agentId}, ${t.family}, ${t.hash}, ${t.role}, ${t.locationId}, ${t.expiresAt})`.execute(db);
}

export interface RefreshRow { id: number; agent_id: number; family: string; role: string | null; location_id: number | null; expires_at: Date; used_at: Date | null; revoked_at: Date | null }

export const findRefreshToken = async (db: Db, hash: string) =>
  (await sql<RefreshRow>`SELECT * FROM refresh_tokens WHERE token_hash = ${hash}`.execute(db)).rows[0];

/** Marks a token used, once: the winner of two racing refreshes gets the row, the other nothing. */
export const consumeRefreshToken = async (db: Db, hash: string) =>
  (await sql<RefreshRow>`UPDATE refresh_tokens SET used_at = now()
    WHERE token_hash = ${hash} AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now() RETURNING *`.execute(db)).rows[0];

export const revokeFamily = async (db: Db, family: string) =>
  sql`UPDATE refresh_tokens SET revoked_at = now() WHERE family = ${family} AND revoked_at IS NULL`.execute(db);

export const locationName = async (db: Db, id: number) =>
  (await sql<{ name: string }>`SELECT name FROM pharmacy_locations WHERE id = ${id}`.execute(db)).rows[0]?.name ?? null;

/** Ends every sign-in of an agent (deactivation, password reset) but `keepFamily`; answers how many ended. */
export const revokeAllOfAgent = async (db: Db, agentId: number, keepFamily?: string) =>
  Number((await sql`UPDATE refresh_tokens SET revoked_at = now()
    WHERE agent_id = ${agentId} AND revoked_at IS NULL AND used_at IS NULL AND expires_at > now()
      ${keepFamily ? sql`AND family <> ${keepFamily}::uuid` : sql``}`.execute(db)).numAffectedRows ?? 0);

/** The one read every authenticated request makes: is the token's agent active, and which session generation is current? */
export const agentSessionState = async (db: Db, id: number) =>
  (await sql<{ status: string; generation: number }>`${sql.raw(PREPARED_MARK)}SELECT status, session_generation AS generation
    FROM agents WHERE id = ${id}`.execute(db)).rows[0];

/** Voids every access token of an agent issued so far: they are refused on their next request. */
export const endAccessTokens = async (db: Db, agentId: number) =>
  sql`UPDATE agents SET session_generation = session_generation + 1 WHERE id = ${agentId}`.execute(db);
