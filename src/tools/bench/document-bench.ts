/**
 * Document service benchmark (not a test): how long the PDF of an order summary with a 100-line
 * table takes to render (letterhead, two key/value blocks, the lines over several pages with the
 * header repeated, a status history and totals; pdfkit, compression on). No database: the
 * declaration is built in memory, so the figure is the service's own cost.
 *
 *   npx tsx src/tools/bench/document-bench.ts [--lines 100] [--samples 60] [--warmup 10]
 *
 * Target (issue 8 brief): a 100-line table well under 300 ms.
 */
import { keyValues, renderDocument, table, type DocumentDeclaration } from '../../server/platform/documents';
import { opt } from './benchArgs';

const LINES = Number(opt('lines', '100'));
const SAMPLES = Number(opt('samples', '60'));
const WARMUP = Number(opt('warmup', '10'));

interface Line { code: string; name: string; qty: number; price: number; discount: number; total: number }
const lines: Line[] = Array.from({ length: LINES }, (_, i) => ({
  code: `HNP${String(i + 1).padStart(6, '0')}`, name: `Product ${i + 1} 500mg Tablets (box of ${10 + (i % 5) * 10})`,
  qty: 1 + (i % 30), price: 12.5 + i, discount: i % 4 ? 0 : 5, total: (1 + (i % 30)) * (12.5 + i) - (i % 4 ? 0 : 5),
}));
const history = Array.from({ length: 10 }, (_, i) => ({ at: new Date(Date.now() - (10 - i) * 3_600_000), action: 'transition', status: `Status ${i + 1}`, by: 'Nimali Perera' }));

const decl: DocumentDeclaration = {
  title: 'Order summary', number: 'HN000123', date: new Date(), locationId: 1,
  sections: [
    keyValues({ title: 'Order', items: [{ label: 'Order', value: 'HN000123' }, { label: 'Status', value: 'Quotation done' }, { label: 'Received', value: new Date(), format: 'datetime' }, { label: 'Payment', value: 'Cash on delivery' }] }),
    keyValues({ title: 'Customer and patient', items: [{ label: 'Customer', value: 'Amara Silva' }, { label: 'Contact', value: '+94 77 111 2233' }, { label: 'Patient', value: 'Nethmi Silva' }, { label: 'Date of birth', value: '2015-03-04', format: 'date' }] }),
    table<Line>({ title: 'Quotation lines', columns: [
      { label: 'Code', value: 'code', width: 1.1 }, { label: 'Product', value: 'name', width: 3 }, { label: 'Qty', value: 'qty', format: 'integer', width: 0.6 },
      { label: 'Unit price', value: 'price', format: 'money' }, { label: 'Discount', value: 'discount', format: 'money' }, { label: 'Line total', value: 'total', format: 'money' },
    ], rows: lines }),
    table<(typeof history)[number]>({ title: 'Status history', columns: [
      { label: 'When', value: 'at', format: 'datetime' }, { label: 'Action', value: 'action' }, { label: 'Status', value: 'status' }, { label: 'By', value: 'by' },
    ], rows: history }),
  ],
  totals: [{ label: 'Lines total', value: 123456.5 }, { label: 'Delivery fee', value: 250 }, { label: 'Net total', value: 123706.5 }],
};
const head = { name: 'Colombo Central Pharmacy', address: '45 Galle Road, Colombo 03', city: 'Colombo', phone: '+94 11 234 5678', code: 'CCP' };

const times: number[] = [];
let bytes = 0;
for (let i = 0; i < WARMUP + SAMPLES; i++) {
  const started = performance.now();
  const pdf = await renderDocument(decl, head);
  const ms = performance.now() - started;
  if (i >= WARMUP) times.push(ms);
  bytes = pdf.length;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
console.log(`order summary PDF, ${LINES} lines: ${(bytes / 1024).toFixed(1)} kB; render p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms over ${SAMPLES} samples (${WARMUP} warm-up); Node ${process.version}`);
