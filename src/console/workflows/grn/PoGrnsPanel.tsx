import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useCall } from '../orderList/apiContext';
import { formatMoney } from '../orderList/format';
import { useAppPath } from '../orderList/useAppPath';

interface GrnRow { id: number; grnNo: string; status: string; netTotal: number; createdAt: string }

/** A purchase order's GRNs (its show page panel; GET /grn/fetch-po-grns), each linking to its details. */
export default function PoGrnsPanel({ recordId }: { recordId: string }) {
  const call = useCall();
  const appPath = useAppPath();
  const [grns, setGrns] = useState<GrnRow[]>([]);
  useEffect(() => { call<{ items: GrnRow[] }>('GET', '/grn/fetch-po-grns', { poId: recordId }, { silent: true }).then((d) => setGrns(d.items)).catch(() => setGrns([])); }, [call, recordId]);
  if (!grns.length) return <Typography variant="body2" color="text.secondary">No GRN yet.</Typography>;
  return (
    <>
      {grns.map((g) => (
        <Typography key={g.id} variant="body2">
          <RouterLink to={appPath(`/purchases-grn/grn-details/${g.id}`)}>GRN {g.grnNo}</RouterLink> · {g.status} · {formatMoney(g.netTotal)} · {new Date(g.createdAt).toLocaleString()}
        </Typography>
      ))}
    </>
  );
}
