/**
 * Field labels of the resources (`resources.<name>.fields.<source>`), added when the schemas load.
 * The schemas are only needed by the generated screens, which are lazy: keeping them out of the
 * /app shell keeps its first load small. The i18n provider reads this map before its catalogue.
 */
const labels = new Map<string, string>();

export function addFieldLabels(entries: Record<string, string>): void {
  for (const [key, label] of Object.entries(entries)) labels.set(key, label);
}

export const fieldLabel = (key: string): string | undefined => labels.get(key);
