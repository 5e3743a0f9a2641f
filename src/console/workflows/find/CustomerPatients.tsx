import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { formatDate } from '../orderList/format';
import { useDetailCall } from '../orderDetail/useDetailCall';
import { SectionState } from '../orderDetail/SectionState';
import type { Patient } from '../orderDetail/PatientSection';

/** The customer's patients (GET /patients/admin/patients ?customerId). */
export function CustomerPatients({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const state = useDetailCall<{ items: Patient[] }>('/patients/admin/patients', { customerId });
  const t = (k: string) => translate(`rx.order_detail.fields.${k}`);
  return (
    <SectionState state={state} empty={(d) => d.items.length === 0}>
      {(d) => (
        <Table size="small" aria-label={translate('rx.find.tabs.patients')}>
          <TableHead><TableRow><TableCell>{t('patient_id')}</TableCell><TableCell>{t('patient')}</TableCell><TableCell>{t('date_of_birth')}</TableCell><TableCell>{t('relationship')}</TableCell><TableCell>{t('allergies')}</TableCell></TableRow></TableHead>
          <TableBody>
            {d.items.map((p) => (
              <TableRow key={p.patientId}>
                <TableCell>{p.displayId}</TableCell><TableCell>{p.firstName} {p.lastName}</TableCell>
                <TableCell>{formatDate(p.dateOfBirth)}</TableCell><TableCell>{p.relationship ?? '—'}</TableCell><TableCell>{p.allergies ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionState>
  );
}
