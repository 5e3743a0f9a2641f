import invoiceLine from '@schemas/invoiceLine.schema.json';
import { propOf } from '../../generated/fieldValue';
import { fieldState } from '../../generated/useSchemaField';
import type { EditLine } from './editorState';

const BATCH_QTY = propOf(invoiceLine, 'batch_qty');

/**
 * A line's batch qty box as the shared field mechanism checks it: the typed text, its problem
 * (the schema's, the server's refusal for this line, or the batch holding less), and a change
 * that keeps the text and moves the number only when the text is a valid one.
 */
export function batchQtyField(line: EditLine, label: string, onChange: (p: Partial<EditLine>) => void, extra: { server?: string | null; overloaded?: string | null } = {}) {
  const set = (text: string) => {
    const next = fieldState(BATCH_QTY, label, text, () => undefined, { required: true });
    onChange({ qty_text: text, ...(next.valid ? { batch_qty: next.value as number } : {}) });
  };
  const field = fieldState(BATCH_QTY, label, line.qty_text, set, { required: true, server: extra.server });
  return field.valid && extra.overloaded ? { ...field, problem: extra.overloaded, error: extra.overloaded, valid: false } : field;
}
