import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useDetailCall } from './useDetailCall';
import { SectionState } from './SectionState';
import { OrderTree, type OrderTreeNode } from './OrderTree';

/** The order's family of re-orders (GET order-hierachy). */
export function HierarchySection({ orderId, onOpen }: { orderId: number | string; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const state = useDetailCall<{ count: number; tree: OrderTreeNode | null }>('/orders/admin/order-hierachy', { orderId });
  return (
    <SectionState state={state} empty={(d) => !d.tree}>
      {(d) => (
        <>
          <Typography variant="body2" color="text.secondary">{translate('rx.order_detail.hierarchy_count', { smart_count: d.count })}</Typography>
          <OrderTree nodes={d.tree ? [d.tree] : []} onOpen={onOpen} />
        </>
      )}
    </SectionState>
  );
}
