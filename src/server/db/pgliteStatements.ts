import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Runs a query on PGlite as a named prepared statement, in one exchange with the database.
 *
 * PGlite's own `query()` makes six calls into the database per statement (parse, describe the
 * parameters, bind, describe the portal, execute, sync) and plans the statement every time. In a
 * WebAssembly build, planning is most of a short statement's cost: the lifecycle model's 120
 * sequences spent 27 s of processor time with `query()`, 17 s with named statements.
 *
 * - **One exchange.** Parse (first time only), bind, describe, execute and sync go in one message.
 * - **Named statements.** Each text is parsed once and keeps PostgreSQL's plan cache: custom plans
 *   for its first five runs, then the generic plan where it costs no more. The most recently used
 *   `LIMIT` texts stay prepared; the least recently used one is closed when a new text needs room.
 * - **Parameters as node-postgres sends them** (`prepareValue`: text, arrays as array literals,
 *   objects as JSON, dates with their offset, buffers as binary), so both databases receive the
 *   same values; PostgreSQL infers each parameter's type from the statement, as it does for pg.
 *
 * A statement whose result columns changed since it was prepared (a migration altered its table),
 * or that is no longer prepared, is prepared again once, outside a transaction (inside one, the
 * error has aborted it and is thrown as it is).
 */
/** Statement names, unique in the process: two of these on one PGlite never reuse a name. */
let nextName = 0;

export class PGliteStatements {
  /** Statement text → name, least recently used first. */
  private readonly names = new Map<string, string>();

  constructor(private readonly pglite: PGlite, private readonly limit = 256) {}

  async query<R>(text: string, parameters: readonly unknown[]): Promise<{ rows: R[]; affectedRows: number }> {
    try {
      return await this.run<R>(text, parameters);
    } catch (e) {
      // Inside a transaction the error has aborted it: a second try could only be refused (25P02).
      if (!isStale(e) || this.pglite.isInTransaction()) throw e;
      await this.forget(text);
      return this.run<R>(text, parameters);
    }
  }

  private async run<R>(text: string, parameters: readonly unknown[]): Promise<{ rows: R[]; affectedRows: number }> {
    const values = parameters.map((v) => prepareValue(v));
    const s = protocol.serialize;
    let name = this.names.get(text);
    if (name) {
      this.names.delete(text);
      this.names.set(text, name);
    } else if (this.names.size >= this.limit) {
      await this.forget(this.names.keys().next().value!);
    }
    const fresh = name ? undefined : `rx_${nextName++}`;
    const message = concat([
      ...(fresh ? [s.parse({ text, name: fresh, types: [] })] : []),
      s.bind({ statement: name ?? fresh, values }), s.describe({ type: 'P' }), s.execute({}), s.sync(),
    ]);
    const { messages } = await this.pglite.runExclusive(() => this.pglite.execProtocol(message, { throwOnError: false }));
    // Prepared even when a later step failed (a constraint refused the row): the name is kept.
    if (fresh && messages.some((m) => m.name === 'parseComplete')) this.names.set(text, (name = fresh));
    const error = messages.find((m) => m.name === 'error');
    if (error) throw Object.assign(error, { query: text, params: parameters });
    const [result] = parse.parseResults(messages, this.pglite.parsers, { rowMode: 'object' });
    return { rows: (result?.rows ?? []) as R[], affectedRows: result?.affectedRows ?? 0 };
  }

  /** Closes the statement of `text`, if prepared (closing is allowed in a failed transaction too). */
  private async forget(text: string): Promise<void> {
    const name = this.names.get(text);
    if (!name) return;
    this.names.delete(text);
    const s = protocol.serialize;
    await this.pglite.runExclusive(() => this.pglite.execProtocol(concat([s.close({ type: 'S', name }), s.sync()]), { throwOnError: false }));
  }
}

/** node-postgres's own conversion of a parameter (pg's `utils`, not in its type declarations). */
const prepareValue = (pg as unknown as { utils: { prepareValue: (v: unknown) => string | Buffer | null } }).utils.prepareValue;

/** The statement's result columns changed since it was prepared, or it is gone (DEALLOCATE). */
const isStale = (e: unknown) => {
  const code = (e as { code?: string }).code;
  return code === '26000' || (code === '0A000' && /cached plan must not change result type/.test((e as Error).message));
};

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}
