/** Formatted display ids of spec section 3: a prefix and a zero-padded number (HNCX000042, S000007, 000123). */
export const DISPLAY_IDS = {
  customer: { prefix: 'HNCX', digits: 6 },
  patient: { prefix: 'HNPT', digits: 6 },
  prescription: { prefix: 'HNRX', digits: 6 },
  order: { prefix: 'HN', digits: 6 },
  dispatch: { prefix: 'HNDR', digits: 6 },
  agent: { prefix: 'HNAD', digits: 6 },
  product: { prefix: 'P', digits: 6 },
  supplier: { prefix: 'S', digits: 6 },
  po: { prefix: '', digits: 6 },
  grn: { prefix: '', digits: 6 },
  invoice: { prefix: '', digits: 6 },
  creditNote: { prefix: '', digits: 6 },
} as const;

export type DisplayIdKind = keyof typeof DISPLAY_IDS;

export const formatDisplayId = (prefix: string, digits: number, n: number | bigint): string =>
  `${prefix}${String(n).padStart(digits, '0')}`;

export const displayIdOf = (kind: DisplayIdKind, n: number | bigint): string =>
  formatDisplayId(DISPLAY_IDS[kind].prefix, DISPLAY_IDS[kind].digits, n);
