import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import { useDetailCall } from './useDetailCall';
import { SectionState } from './SectionState';

interface Roadmap { steps: Array<{ step: number; name: string; label: string; reached: boolean; at: string | null; current: boolean }> }

/** The usual road of an order with when each step was reached (GET order-roadmap). */
export function RoadmapSection({ orderId }: { orderId: number | string }) {
  const translate = useTranslate();
  const state = useDetailCall<Roadmap>('/orders/admin/order-roadmap', { orderId });
  return (
    <SectionState state={state} empty={(d) => !d.steps.length}>
      {(d) => {
        const active = d.steps.findIndex((s) => s.current);
        return (
          <Stepper orientation="vertical" activeStep={active} aria-label={translate('rx.order_detail.tabs.roadmap')}>
            {d.steps.map((s) => (
              <Step key={`${s.step}-${s.name}`} completed={s.reached && !s.current}>
                <StepLabel optional={s.at ? formatDateTime(s.at) : undefined}>
                  {translate(`rx.order_status.${s.name}`, { _: s.label })}
                </StepLabel>
              </Step>
            ))}
          </Stepper>
        );
      }}
    </SectionState>
  );
}
