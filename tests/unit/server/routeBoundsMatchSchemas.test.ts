import { describe, expect, it } from 'vitest';
import quotationLine from '../../../schemas/quotationLine.schema.json';
import quotation from '../../../schemas/quotation.schema.json';
import poLine from '../../../schemas/poLine.schema.json';
import purchaseOrder from '../../../schemas/purchaseOrder.schema.json';
import { MONEY, QUANTITY, SUBMIT_QUOTATION } from '../../../src/server/modules/quotations/schemas';
import { SUBMIT } from '../../../src/server/modules/grn/schemas';

type Bounds = { minimum?: number; maximum?: number };
const bounds = (p: Bounds) => ({ minimum: p.minimum, maximum: p.maximum });
const grnLine = (SUBMIT as unknown as { properties: { values: { items: { properties: Record<string, Bounds> } } } }).properties.values.items.properties;

/**
 * The console checks a box by its entity schema's property (propOf); the route that takes the value
 * has its own request schema. Where both bound one value, they must say the same, or the console
 * passes what the route refuses (a 400 after the form said yes) or refuses what it would take.
 */
describe('route bounds agree with the entity schemas the console checks', () => {
  it('quotation quantity, delivery fee, dispense period; PO ordered and GRN quantities and new prices', () => {
    expect(bounds(QUANTITY)).toEqual(bounds(quotationLine.properties.quantity));
    expect(MONEY.maximum).toBe(quotation.properties.deliveryFee.maximum);
    const submit = (SUBMIT_QUOTATION as unknown as { properties: Record<string, Bounds> }).properties;
    expect(bounds(submit.dispensePeriod)).toEqual(bounds(quotation.properties.dispensePeriod));
    expect(poLine.properties.order_qty.maximum).toBe(purchaseOrder.properties.poItems.items.properties.order_qty.maximum);
    expect(grnLine.grnQty.maximum).toBe(poLine.properties.grn_qty.maximum);
    expect(grnLine.newPp.maximum).toBe(poLine.properties.new_pp.maximum);
    expect(grnLine.newRp.maximum).toBe(poLine.properties.new_rp.maximum);
  });
});
