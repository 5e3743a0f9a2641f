// The same arithmetic as the server's (src/shared/schemas/computed.ts): what the table shows is what is stored.
export { lineValue, linesTotal } from '@shared/schemas/computed';
