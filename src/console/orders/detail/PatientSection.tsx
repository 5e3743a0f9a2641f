import { useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';
import { ListStatus } from '../../paging/ListStatus';
import { useDetailCall } from './useDetailCall';
import { KeyValues } from './KeyValues';

export interface Patient {
  patientId: number; displayId: string; customerName?: string; firstName: string; lastName: string; dateOfBirth?: string | null;
  gender?: string | null; relationship?: string | null; allergies?: string | null;
}

/** The order's patient (GET /patients/admin/patient ?orderId); "none" when the order names nobody. */
export function PatientSection({ orderId }: { orderId: number | string }) {
  const translate = useTranslate();
  const state = useDetailCall<Patient | null>('/patients/admin/patient', { orderId });
  if (!state.data) {
    return <ListStatus loading={state.loading} error={state.error} onRetry={state.reload} empty={!state.loading && !state.error} emptyText={translate('rx.order_detail.no_patient')} />;
  }
  return <PatientFields p={state.data} />;
}

export function PatientFields({ p }: { p: Patient }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`rx.order_detail.fields.${k}`);
  return (
    <KeyValues items={[
      [t('patient'), `${p.firstName} ${p.lastName}`],
      [t('patient_id'), p.displayId],
      [t('customer'), p.customerName],
      [t('date_of_birth'), p.dateOfBirth ? formatDate(p.dateOfBirth) : null],
      [t('gender'), p.gender],
      [t('relationship'), p.relationship],
      [t('allergies'), p.allergies],
    ]} />
  );
}
