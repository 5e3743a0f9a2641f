import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { KeyValues } from '../KeyValues';
import type { Shortage } from './types';

/** Spec 5/8: a quotation line the stock cannot cover — product, lowest unit, available and requested. */
export function InsufficientStockNotice({ shortage, onClose }: { shortage: Shortage; onClose: () => void }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`rx.quotation.shortage.${k}`);
  return (
    <Dialog open onClose={onClose} aria-labelledby="shortage-title" data-testid="insufficient-stock">
      <DialogTitle id="shortage-title">{t('title')}</DialogTitle>
      <DialogContent>
        <KeyValues items={[
          [t('product'), shortage.productName], [t('unit'), shortage.lowestUom],
          [t('available'), String(shortage.available)], [t('requested'), String(shortage.requested)],
        ]} />
      </DialogContent>
      <DialogActions><Button onClick={onClose} autoFocus>{t('ok')}</Button></DialogActions>
    </Dialog>
  );
}
