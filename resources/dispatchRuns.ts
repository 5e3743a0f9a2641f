import { defineResource } from '../src/shared/resources/defineResource';

/**
 * Dispatch runs (spec 2, logistic planner): two generated lists — pending and ongoing, completed —
 * each a view with its fixed `dispatchStatus`, and the run's page with its totals, its orders as a
 * related list, End run as a declared transition (confirmed in-app) and the run sheet PDF. Both
 * read again when a rider's step moves an order. Putting orders into runs stays the bespoke planner.
 */
export default defineResource({
  name: 'dispatch-runs',
  schema: 'dispatchRunRow',
  label: 'Dispatch runs',
  singular: 'Dispatch run',
  titleField: 'display_id',
  server: 'module',
  api: {
    list: { method: 'GET', path: '/orders/admin/get-ongoing-and-pending-dispach-buckets', sortable: false },
    getOne: { method: 'GET', path: '/orders/admin/get-dispatch-related-orders', idParam: 'dispatchId', unwrap: 'run' },
  },
  routes: { show: '/logistics-planner/dispatch-details/:id' },
  views: [
    {
      route: '/logistics-planner/dispatch-runs/pending', title: 'Dispatches: Pending & Ongoing', filter: { dispatchStatus: 'pending_ongoing' },
      menu: { group: 'Logistic Planner', label: 'View Dispatches (Pending & Ongoing)', order: 4 },
    },
    {
      route: '/logistics-planner/dispatch-runs/completed', title: 'Dispatches: Completed', filter: { dispatchStatus: 'completed' },
      menu: { group: 'Logistic Planner', label: 'View Dispatches (Completed)', order: 5 },
    },
  ],
  columns: [
    { source: 'display_id' },
    { source: 'rider_name' },
    { source: 'delivery_date' },
    { source: 'delivery_slot' },
    { source: 'vehicle_number' },
    { source: 'status' },
    { source: 'delivered_count' },
    { source: 'order_count' },
  ],
  filters: [{ source: 'searchKey', label: 'Search run, rider or vehicle', type: 'search', alwaysOn: true }],
  sort: { field: 'delivery_date', order: 'DESC' },
  access: { list: 'logistics.dispatch_runs', show: 'logistics.dispatch_runs' },
  refreshOn: ['stepChanged'],
  actions: [
    {
      name: 'end', label: 'End run', ability: 'logistics.dispatch_runs', path: '/orders/admin/end-dispatch', idField: 'dispatchId',
      when: { field: 'status', in: ['ongoing'] }, tone: 'error',
      confirm: 'Arrived orders of run {display_id} become delivered; orders not yet arrived ({notArrived}) return to the pharmacy. A run that has ended cannot start again.',
      done: 'Run {display_id} ended',
    },
    {
      name: 'run-sheet', label: 'Print run sheet', ability: 'logistics.dispatch_runs', method: 'GET', path: '/orders/admin/dispatch-run-sheet-pdf',
      idField: 'dispatchId', document: { fileName: 'dispatch-run-{display_id}.pdf' },
    },
  ],
  related: [{ resource: 'dispatch-run-orders', target: 'dispatchId', title: 'Orders of this run', perPage: 25 }],
});
