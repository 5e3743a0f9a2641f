/** Labels of the money path (quotation editor, batch-wise invoice, credit notes). Merged in i18n/en.ts. */
export const moneyMessages = {
  rx: {
    order_detail: { tabs: { quotation: 'Quotation' } },
    quotation: {
      tab: 'Quotation', title: 'Quotation', none: 'No quotation yet.', search: 'Search product master', quantity: 'Quantity',
      add: 'Add line', remove: 'Remove', remove_confirm: 'Remove %{name} from the quotation?', remove_confirm_body: 'The line leaves the quotation; add it again to bring it back.', product: 'Product', code: 'Code', unit: 'Unit',
      unit_price: 'Unit price', line_total: 'Line total', lines_total: 'Lines total', promo_discount: 'Promo discount', delivery_fee: 'Delivery fee',
      net_total: 'Net total', dispense_period: 'Dispense period (days)', dispense_type: 'Dispense type', submit: 'Submit quotation',
      submitted: 'Quotation sent to the customer', available: '%{n} %{unit} available', cold: 'Cold chain', narcotic: 'Narcotic', near_expiry: 'Near expiry %{date}',
      valid_until: 'Valid until %{date}', no_match: 'No product matches', type_more: 'Type a product name, generic name or code',
      quantity_short: 'Quantity is more than the %{n} %{unit} available', choose_product: 'Choose a product to add',
      promo: 'Promo code', promo_apply: 'Apply', promo_short: 'A promo code has at least 3 characters', promo_type: 'Type a promo code to apply', promo_applied: 'Promo %{code} applied: −%{amount}',
      confirm: 'Confirm for customer', reactivate: 'Reactivate quotation', invoice: 'Batch-wise invoice', credit: 'Credit note',
      status: { 0: 'Open', 1: 'Invoiced', 2: 'Cancelled', 3: 'Expired' },
      shortage: {
        title: 'Insufficient stock', product: 'Product', unit: 'Lowest unit', available: 'Available quantity', requested: 'Requested quantity',
        ok: 'OK',
      },
      confirm_dialog: {
        title: 'Confirm quotation of %{id}', payment: 'Payment method', date: 'Delivery date', slot: 'Delivery slot',
        slot_left: '%{name} (%{left} of %{capacity} left)', slot_full: '%{name} (full)', submit: 'Confirm', done: 'Order %{id} confirmed',
        need_all: 'Choose payment method, delivery date and a slot', need_slot: 'Choose a delivery slot with room',
        payment_methods: { cash: 'Cash', card: 'Card', online: 'Online', cashless: 'Cashless' },
      },
    },
    batch_invoice: {
      title: 'Batch-wise invoice %{id}', fetch_failed: 'data-fetch-failed', batch: 'Batch', batch_qty: 'Batch qty', quantity: 'Quoted',
      clone: 'Split to another batch', clone_blocked: 'Give every line a batch quantity before splitting', delete: 'Delete line',
      overloaded: 'batch_qty_overloaded: this batch holds only %{n}', expires_soon: 'Expires before delivery (%{date})',
      coverage: '%{taken} of %{asked} from batches', save: 'Save batches', post: 'Post invoice', posted: 'Invoice %{no} posted',
      saved: 'Batches saved', post_confirm: 'Post the invoice?', post_confirm_body: 'Stock leaves the chosen batches and the invoice can no longer be edited; only a credit note brings stock back.', not_editable: 'This invoice can no longer be edited.',
      print: 'Print batches', reset: 'Propose first expiry first again',
      empty: 'No invoice yet: invoicing starts once the order is placed.',
      empty_startable: 'No invoice yet. Start the batch-wise invoice: batches are proposed first expiry first, and you can change them before posting.',
      start: 'Start batch-wise invoice', choose_batch: '%{name}: choose a batch for the batch qty',
    },
    credit_note: {
      title: 'Credit note for %{id}', reason: 'Reason', quantity: 'Credit qty', remaining: 'Creditable', restock: 'Back to stock',
      write_off: 'Write off', submit: 'Issue credit note', done: 'Credit note %{no} issued: %{amount}', nothing: 'Nothing left to credit.',
      reason_required: 'A reason is required', none_chosen: 'Choose at least one quantity to credit', previous: 'Issued credit notes',
    },
  },
};
