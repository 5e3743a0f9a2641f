import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { insertRefreshToken } from './queries';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `generation`: the agent's session generation at issue; the session guard refuses the token once it has moved on. */
export interface Session { agentId: number; role: string | null; locationId: number | null; family?: string; generation?: number }

/** Issues a short-lived access JWT and a fresh opaque refresh token (stored hashed) in one family. */
export async function issueTokens(app: FastifyInstance, db: Db, s: Session) {
  const family = s.family ?? randomUUID();
  const refresh = randomBytes(32).toString('base64url');
  const { accessTokenSeconds, refreshTokenDays } = app.appConfig;
  await insertRefreshToken(db, {
    agentId: s.agentId, family, hash: hashToken(refresh), role: s.role, locationId: s.locationId,
    expiresAt: new Date(Date.now() + refreshTokenDays * 86_400_000),
  });
  const access = app.jwt.sign({ sub: String(s.agentId), role: s.role, loc: s.locationId, fam: family, gen: s.generation ?? 0 }, { expiresIn: accessTokenSeconds });
  return { access_token: access, refresh_token: refresh, expires_in: accessTokenSeconds, token_type: 'Bearer' };
}
