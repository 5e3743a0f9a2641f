/**
 * The signed-in role's abilities as the server sends them: ability → row condition (null for
 * none). Kept apart from the YAML parser so the console can check abilities without loading it.
 */
export type GrantCondition = 'own_location';
export type AbilityMap = Record<string, GrantCondition | null>;

export const can = (abilities: AbilityMap | undefined, ability: string | undefined): boolean =>
  !ability || !!abilities && Object.prototype.hasOwnProperty.call(abilities, ability);
