import { Suspense } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { can } from '@shared/permissions/can';
import { useAuthState } from '../../../data/useAuthState';
import { LazyQuotationEditor } from './';

/** The quotation editor folded above a chat thread, for roles that quote, invoice or credit. */
export function ThreadQuotation({ orderId, onChanged }: { orderId: number; onChanged?: () => void }) {
  const translate = useTranslate();
  const { abilities } = useAuthState();
  if (!['quotations.create', 'quotations.edit', 'invoices.generate', 'credit_notes.create'].some((a) => can(abilities, a))) return null;
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary aria-controls="thread-quotation" id="thread-quotation-header"><Typography>{translate('rx.quotation.title')}</Typography></AccordionSummary>
      <AccordionDetails id="thread-quotation"><Suspense fallback={null}><LazyQuotationEditor orderId={orderId} onChanged={onChanged} /></Suspense></AccordionDetails>
    </Accordion>
  );
}
