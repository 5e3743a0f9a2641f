import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { StatusChip } from '../StatusChip';
import { formatDate } from '../../i18n/format';

export interface OrderTreeNode { id: number; order_id: string; status: number; created?: string; current?: boolean; children?: OrderTreeNode[] }

/** A tree of orders and their re-orders as nested lists (hierarchy, prescription order tree). */
export function OrderTree({ nodes, onOpen, currentId }: { nodes: OrderTreeNode[]; onOpen?: (id: number) => void; currentId?: number }) {
  const translate = useTranslate();
  if (!nodes.length) return null;
  return (
    <Box component="ul" role="group" sx={{ listStyle: 'none', pl: 2, my: 0.5, borderLeft: 1, borderColor: 'divider' }}>
      {nodes.map((n) => {
        const current = n.current ?? n.id === currentId;
        return (
          <Box component="li" key={n.id} sx={{ my: 0.5 }} aria-current={current ? 'true' : undefined}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {onOpen && !current
                ? <Link component="button" type="button" onClick={() => onOpen(n.id)}>{n.order_id}</Link>
                : <strong>{n.order_id}{current ? ` (${translate('rx.order_detail.this_order')})` : ''}</strong>}
              <StatusChip status={n.status} />
              <span>{formatDate(n.created)}</span>
            </Box>
            {n.children && <OrderTree nodes={n.children} onOpen={onOpen} currentId={currentId} />}
          </Box>
        );
      })}
    </Box>
  );
}
