import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { PublishedEvent } from '../events';
import { ROLES } from '../../shared/roles';
import type { PermissionStore } from './permissionStore';

/** Sent to every socket as its process shuts down: the connection drops next; reconnect (to any process). */
export const SHUTDOWN_EVENT = 'serverShutdown';
const SHUTDOWN_HINT_MS = 200;

/** Room names: one per role, per location, per role at a location, and per agent. */
export const rooms = {
  role: (role: string) => `role:${role}`,
  location: (id: number) => `loc:${id}`,
  roleAtLocation: (role: string, id: number) => `role:${role}:loc:${id}`,
  agent: (id: number) => `agent:${id}`,
};

/**
 * Which rooms an event goes to. An audience by ability is resolved against the permissions in
 * force now: roles granted it outright get it everywhere, roles granted it `where: own_location`
 * only at the event's location. Otherwise: the roles named (at the location when given), the
 * agents named, or all staff.
 */
export function roomsFor(e: PublishedEvent, permissions: Pick<PermissionStore, 'grantFor'>): string[] {
  const a = e.audience ?? {};
  const out: string[] = [];
  if (a.agentIds?.length) out.push(...a.agentIds.map(rooms.agent));
  if (a.abilities?.length) {
    for (const role of ROLES) {
      const grant = permissions.grantFor(role, a.abilities);
      if (!grant) continue;
      if (!grant.where) out.push(rooms.role(role));
      else if (a.locationId) out.push(rooms.roleAtLocation(role, a.locationId));
    }
  } else if (a.roles?.length) out.push(...a.roles.map((r) => (a.locationId ? rooms.roleAtLocation(r, a.locationId) : rooms.role(r))));
  else if (!a.agentIds?.length) out.push(a.locationId ? rooms.location(a.locationId) : 'staff');
  return out;
}

/**
 * socket.io on the API's port. A socket signs in with the access token (`auth.token`) of a chosen
 * role and joins its rooms; events from the bus go only to the rooms of their audience. On
 * PostgreSQL, events fan out through it (LISTEN/NOTIFY), so several API processes behind a load
 * balancer reach every socket; the embedded database serves one process, so memory suffices.
 */
export async function installRealtime(app: FastifyInstance): Promise<Server> {
  const io = new Server(app.server, { cors: { origin: app.appConfig.corsOrigins.length ? app.appConfig.corsOrigins : false } });
  if (app.appConfig.databaseUrl) {
    const pool = new pg.Pool({ connectionString: app.appConfig.databaseUrl, max: 2 });
    pool.on('error', (e) => app.log.error({ err: e }, 'realtime pool error'));
    // Its table (socket_io_attachments) comes from migration 0102, run before the server listens.
    io.adapter(createAdapter(pool, { errorHandler: (e) => app.log.error({ err: e }, 'realtime adapter error') }));
    app.addHook('onClose', async () => { await pool.end().catch(() => {}); });
  }
  io.use((socket, next) => {
    try {
      const token = String(socket.handshake.auth?.token ?? '');
      const p = app.jwt.verify<{ sub: string; role?: string; loc?: number }>(token);
      if (!p.role) return next(new Error('Choose a location and role first'));
      socket.data.agent = { id: Number(p.sub), role: p.role, locationId: p.loc ?? null };
      next();
    } catch {
      next(new Error('Please sign in'));
    }
  });
  io.on('connection', (socket) => {
    const { id, role, locationId } = socket.data.agent as { id: number; role: string; locationId: number | null };
    const joined = ['staff', rooms.role(role), rooms.agent(id)];
    if (locationId) joined.push(rooms.location(locationId), rooms.roleAtLocation(role, locationId));
    void socket.join(joined);
  });
  const unsubscribe = app.events.subscribe((e) => {
    const target = roomsFor(e, app.permissions);
    if (target.length) io.to(target).emit(e.event, e.payload);
  });
  // Shutting down (SIGTERM): before the server stops, tell every client and drop its transport
  // rather than disconnecting it server-side: a client whose transport closed reconnects by itself
  // (to another process behind the proxy) and re-reads what it shows; a server-side disconnect
  // would tell it to stay away.
  app.lifecycle?.onDrain(async () => {
    // Each local socket directly (a broadcast would go through the adapter, after the close); the
    // drop waits a moment, as a client handles an event that arrives with the close only once it
    // has reconnected.
    const sockets = [...io.of('/').sockets.values()];
    for (const socket of sockets) socket.emit(SHUTDOWN_EVENT, { reconnect: true });
    if (sockets.length) await new Promise((r) => setTimeout(r, SHUTDOWN_HINT_MS));
    for (const socket of sockets) socket.conn.close();
  });
  app.addHook('onClose', async () => { unsubscribe(); await io.close(); });
  return io;
}
