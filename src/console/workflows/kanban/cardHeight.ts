import type { OrderRow } from '../../orders/types';

/** A kanban card's height with its gap, in px: fixed, for the column's virtualiser. */
export const CARD_HEIGHT = 118;

/** A card that also carries the action-required flag: a line more, so the flag is not cut off. */
export const FLAGGED_CARD_HEIGHT = 140;

/** The height (with its gap) the column gives this row's card. */
export const cardHeight = (row: Pick<OrderRow, 'actionRequired'>): number => (row.actionRequired ? FLAGGED_CARD_HEIGHT : CARD_HEIGHT);
