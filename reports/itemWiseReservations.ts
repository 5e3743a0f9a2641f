import { defineReport } from './defineReport';
import { searchKey } from './inventoryFilters';

/** Item-wise reservations (spec 2 /app/inventory/item-wise-reservation): what open orders hold, per product. */
export default defineReport({
  name: 'item-wise-reservations',
  title: 'Item-wise reservations',
  description: 'Per product: the quantity reserved for open orders, how many orders hold it, the oldest hold, and what is left free.',
  ability: 'inventory.reports',
  path: '/inventory/admin/item-wise-reservations-report-data',
  route: '/inventory/item-wise-reservation',
  menu: { group: 'Inventory', order: 60 },
  filters: { type: 'object', properties: { searchKey } },
  columns: [
    { name: 'productCode', label: 'Code', type: 'string', total: 'count' },
    { name: 'productName', label: 'Product', type: 'string' },
    { name: 'reservedQuantity', label: 'Reserved', type: 'integer', total: 'sum' },
    { name: 'orders', label: 'Orders', type: 'integer', total: 'sum' },
    { name: 'onHand', label: 'On hand', type: 'integer', total: 'sum' },
    { name: 'available', label: 'Available', type: 'integer', total: 'sum' },
    { name: 'oldestReservation', label: 'Oldest reservation', type: 'datetime' },
  ],
  sort: { field: 'reservedQuantity', order: 'DESC' },
  key: 'productCode',
});
