import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../helpers/auth';

/** Calls of the supply path as a signed-in role, and a product made through the real create route. */
export function caller(app: FastifyInstance, who: SignedIn) {
  return {
    post: (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload }),
    get: (url: string, query: Record<string, string | number> = {}) =>
      app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: who.headers, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) }),
  };
}

export type Caller = ReturnType<typeof caller>;

export const productBody = (name: string, extra: Record<string, unknown> = {}) => ({
  productName: name, manufacturer: 'Acme Labs', genericName: 'Paracetamol', productSegment: 'Pharmaceutical', productCategory: 'Analgesic',
  lowestUom: 'Tablet', dosageForm: 'Tablet', administrationRoute: 'Oral', lastPurchasePrice: 4, retailPrice: 10, reOrderLevel: 50, reOrderQuantity: 200, ...extra,
});

export async function createProduct(c: Caller, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await c.post('product/admin/create-new-product', productBody(name, extra));
  if (res.statusCode !== 201) throw new Error(`create product failed: ${res.body}`);
  return res.json().data.id;
}

/** MM-YYYY `ahead` months from now. */
export function batchIn(ahead: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + ahead);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
}

/** A submitted PO of these products and quantities; answers its id and line ids in order. */
export async function submittedPo(c: Caller, supplierId: number, lines: Array<{ productId: number; qty: number }>): Promise<{ poId: number; lineIds: number[] }> {
  let poId = 0;
  for (const l of lines) {
    const res = await c.post('po/create', poId ? { type: 'add', purchaseOrderId: poId, productId: l.productId, orderedQty: l.qty } : { type: 'new', supplierId, productId: l.productId, orderedQty: l.qty });
    if (res.statusCode !== 200) throw new Error(`po create failed: ${res.body}`);
    poId = res.json().data.po.id;
  }
  // A PO is submitted with its required date (today or later).
  const sub = await c.post('po/submit', { poId, supplierId, requiredDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) });
  if (sub.statusCode !== 200) throw new Error(`po submit failed: ${sub.body}`);
  return { poId, lineIds: sub.json().data.poItems.map((l: { id: number }) => Number(l.id)) };
}
