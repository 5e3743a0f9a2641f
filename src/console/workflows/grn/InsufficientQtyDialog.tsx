import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** Spec 8: a GRN cancel refused for stock opens this dialog with the product name instead of a toast. */
export function InsufficientQtyDialog({ productName, onClose }: { productName: string | null; onClose: () => void }) {
  return (
    <Dialog open={!!productName} onClose={onClose} aria-labelledby="grn-insufficient-title">
      <DialogTitle id="grn-insufficient-title">Insufficient quantity</DialogTitle>
      <DialogContent data-testid="grn-insufficient">
        This GRN cannot be cancelled: part of <b>{productName}</b> received on it has already been sold or reserved.
        Return the remaining quantity with a partial return instead.
      </DialogContent>
      <DialogActions><Button onClick={onClose} autoFocus>OK</Button></DialogActions>
    </Dialog>
  );
}
