/** A kanban card's height with its gap, in px: fixed, for the column's virtualiser. */
export const CARD_HEIGHT = 118;
