import { can, type AbilityMap } from '@shared/permissions/can';
import { transitionNamed } from '@shared/orders/transitions';

const allows = (action: string, status: number) => !!transitionNamed(action)?.from.includes(status as never);

/**
 * Which order actions to offer: the role's ability (authProvider abilities) and the order's
 * status (the shared transition table) must both allow it. The server decides again.
 */
export function orderActions(status: number | undefined | null, abilities: AbilityMap | undefined): { cancel: boolean; complete: boolean } {
  if (status === undefined || status === null) return { cancel: false, complete: false };
  return {
    cancel: (allows('cancel', status) && can(abilities, 'orders.cancel')) || (allows('cancelInvoiced', status) && can(abilities, 'orders.cancel_invoiced')),
    complete: allows('complete', status) && can(abilities, 'orders.complete'),
  };
}
