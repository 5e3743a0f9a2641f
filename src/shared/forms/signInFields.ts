import type { PropertySchema } from '../schemas/types';

/**
 * The sign-in boxes: as long as an agent's own e-mail and password may be (agent.schema.json: 200),
 * so a longer one is refused under its box, by the page and by the server alike. A file of their own,
 * not requestFields.ts: that one travels in the app shell's chunk, which the light sign-in page never loads.
 */
export const SIGN_IN_EMAIL: PropertySchema = { type: 'string', format: 'email', maxLength: 200, 'x-label': 'E-mail' };
export const SIGN_IN_PASSWORD: PropertySchema = { type: 'string', minLength: 1, maxLength: 200, 'x-label': 'Password' };
