/** The wire envelope of ARCHITECTURE.md, shared by the server (writes it) and the console (reads it). */
export interface Ok<T> { success: true; data: T }
export interface Fail { success: false; message: string; error: string; details?: unknown[] }
export interface ListData<T> { items: T[]; count: number }

export const CONNECTION_ERROR = 'Could not connect to server';

/** Spec 8 markers the console parses out of a failure's message. */
export const INSUFFICIENT_QTY_MARKER = 'INSUFFICIENT_QTY';
export const GRN_INSUFFICIENT_QTY_MARKER = 'Error: Insufficient QTY';

/** "INSUFFICIENT_QTY__12" → 12; anything else → null. */
export function parseInsufficientQty(message: string | undefined): number | null {
  if (!message?.startsWith(`${INSUFFICIENT_QTY_MARKER}__`)) return null;
  const n = Number(message.split('__')[1]);
  return Number.isFinite(n) ? n : null;
}

/** "Error: Insufficient QTY__Paracetamol 500mg" → "Paracetamol 500mg"; anything else → null. */
export function parseGrnInsufficientQty(message: string | undefined): string | null {
  if (!message?.startsWith(GRN_INSUFFICIENT_QTY_MARKER)) return null;
  return message.split('__')[1] ?? '';
}

/** The text to show for a failure: the server's message, else its error, else the connection text. */
export function failureText(body: unknown): string {
  const b = body as Partial<Fail> | undefined;
  return b?.message || b?.error || CONNECTION_ERROR;
}
