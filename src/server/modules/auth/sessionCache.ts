import pg from 'pg';

/** What the session guard needs to know of an agent: active or not, and the current session generation. */
export interface SessionState { status: string; generation: number }

/** The notification channel of migration 0022 (payload: the agent's id). */
export const SESSION_CHANNEL = 'rx_agent_session';
/** A copy is also dropped after this long: a bound on staleness should a notification ever be missed. */
const TTL_MS = 2000;
const RECONNECT_MS = 1000;
const MAX_ENTRIES = 10000;

interface Logger { error: (m: string) => void }

/**
 * The session state of the agents this process serves, kept in memory (issue 13: the read on every
 * signed-in request was a second database round trip per call). Correctness rests on three drops:
 *  - every change of an agent's status or session generation, by any process or tool, is announced
 *    on commit through PostgreSQL (trigger of 0022 → LISTEN on a connection of its own), and the
 *    agent's copy is dropped when it arrives;
 *  - every write request served by this process drops all copies before its reply leaves
 *    (sessionGuard.ts), so a deactivation through this process is seen by the very next request
 *    without waiting for the notification;
 *  - copies are only used while the listening connection is up (lost: every request reads the
 *    database, as before, until it is back), and expire after TTL_MS regardless.
 * A read racing a drop is not stored (the epoch moved on while it ran). Without a database URL
 * (PGlite, one process) nothing is cached: every request reads.
 */
export class SessionCache {
  private readonly entries = new Map<number, { state: SessionState; at: number }>();
  private epoch = 0;
  private listening = false;
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly read: (agentId: number) => Promise<SessionState | undefined>,
    private readonly url: string | undefined,
    private readonly log: Logger,
  ) {}

  /** True while copies are kept (the listening connection is up). */
  get active(): boolean {
    return this.listening;
  }

  /** The kept copy of the agent's state, when one may be used now (no promise: most requests end here). */
  kept(agentId: number): SessionState | undefined {
    if (!this.listening) return undefined;
    const hit = this.entries.get(agentId);
    return hit && Date.now() - hit.at < TTL_MS ? hit.state : undefined;
  }

  /** The agent's state: the kept copy, or a database read (kept when nothing changed meanwhile). */
  async state(agentId: number): Promise<SessionState | undefined> {
    const kept = this.kept(agentId);
    if (kept) return kept;
    const epoch = this.epoch;
    const state = await this.read(agentId);
    if (state && this.listening && epoch === this.epoch) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(agentId, { state, at: Date.now() });
    }
    return state;
  }

  /** Drops every copy (a write served here, a lost or new listening connection). */
  clear(): void {
    this.epoch++;
    this.entries.clear();
  }

  /** Drops one agent's copy (a notification). */
  drop(agentId: number): void {
    this.epoch++;
    this.entries.delete(agentId);
  }

  /** Opens the listening connection (PostgreSQL only); retried every second while it fails. */
  async start(): Promise<void> {
    if (!this.url || this.closed || this.client) return;
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    this.client = client;
    client.on('notification', (n) => {
      const id = Number(n.payload);
      if (Number.isSafeInteger(id)) this.drop(id);
      else this.clear();
    });
    client.on('error', (e) => this.lost(client, e));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANNEL}`);
      if (this.client !== client) return;
      // Reads that began before the connection listened may predate a change it never heard of.
      this.clear();
      this.listening = true;
    } catch (e) {
      this.lost(client, e as Error);
    }
  }

  private lost(client: pg.Client, e?: Error): void {
    if (this.client !== client) return;
    this.listening = false;
    this.client = null;
    this.clear();
    client.end().catch(() => {});
    if (this.closed) return;
    if (e) this.log.error(`session cache: listening connection lost (${e.message}); reading every request until it is back`);
    this.retry = setTimeout(() => { this.retry = null; void this.start(); }, RECONNECT_MS);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    this.clear();
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
