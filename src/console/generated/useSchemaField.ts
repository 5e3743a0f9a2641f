import { useCallback, useState } from 'react';
import type { PropertySchema } from '@shared/schemas/types';
import { checkField, valueOf } from './fieldValue';

export interface SchemaFieldState {
  label: string;
  schema: PropertySchema;
  /** What the box shows: exactly what was typed, never rewritten. */
  text: string;
  /** The value the text stands for (undefined when empty). */
  value: unknown;
  /** Why the value cannot be saved (the schema's check, or the server's refusal), shown or not yet. */
  problem: string | null;
  /** The message under the box: the problem once the box was touched (a server refusal at once). */
  error: string | null;
  valid: boolean;
  setText: (text: string) => void;
  touch: () => void;
}

export interface FieldOptions { required?: boolean; touched?: boolean; server?: string | null }

/**
 * A box's state from its text, for boxes whose text a page holds itself (one per line of a
 * table): the same check and the same words as useSchemaField.
 */
export function fieldState(schema: PropertySchema, label: string, text: string, setText: (t: string) => void, opts: FieldOptions = {}): SchemaFieldState {
  const value = valueOf(schema, text);
  const local = checkField(schema, value, label, opts.required ?? false);
  const problem = opts.server ?? local;
  const touched = opts.touched ?? true;
  return { label, schema, text, value, problem, valid: !problem, error: opts.server ?? (touched ? local : null), setText, touch: () => undefined };
}

/**
 * One box of a bespoke page, checked against a schema property with the same words as the
 * generated forms and the server. The typed text is kept as typed (with its message) until it is
 * valid; the page sends `value` only when `valid`.
 */
export function useSchemaField(opts: { schema: PropertySchema; label: string; required?: boolean; initial?: string }) {
  const [text, setRawText] = useState(opts.initial ?? '');
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<string | null>(null);
  const setText = useCallback((t: string) => { setRawText(t); setTouched(true); setServer(null); }, []);
  const state = fieldState(opts.schema, opts.label, text, setText, { required: opts.required, touched, server });
  return {
    ...state,
    touch: () => setTouched(true),
    /** Back to a saved value, untouched. */
    reset: (t: string) => { setRawText(t); setTouched(false); setServer(null); },
    /** A server refusal for this box; cleared when the text changes. */
    setServerError: setServer,
  };
}

/** The first reason a primary action cannot run yet (a field's problem, a missing choice), or null. */
export const firstReason = (...reasons: Array<string | null | undefined | false>): string | null =>
  reasons.find((r): r is string => typeof r === 'string' && r.length > 0) ?? null;
