import type { ComponentType } from 'react';
import { AmountsByKeyField } from './widgets/AmountsByKeyField';
import { AuditActionField } from './widgets/AuditActionField';
import { AuditChangesField } from './widgets/AuditChangesField';
import { AuditWhoField } from './widgets/AuditWhoField';
import { CollectionTotalsField } from './widgets/CollectionTotalsField';
import { OrderStatusField } from './widgets/OrderStatusField';
import { PaymentSplitField } from './widgets/PaymentSplitField';

/**
 * Display widgets a list column (`columns[].widget` in resources/) or a read-only schema property
 * (`x-widget`) may name: a cell drawn from
 * several of the row's fields, or a value in the pharmacy's words. Data names the widget; the
 * behaviour lives here. Add one by writing a small field under widgets/ and naming it below.
 */
export const DISPLAY_WIDGETS: Record<string, ComponentType<{ source: string; label?: string }>> = {
  'payment-split': PaymentSplitField,
  'amounts-by-key': AmountsByKeyField,
  'collection-totals': CollectionTotalsField,
  'order-status': OrderStatusField,
  'audit-who': AuditWhoField,
  'audit-action': AuditActionField,
  'audit-changes': AuditChangesField,
};
