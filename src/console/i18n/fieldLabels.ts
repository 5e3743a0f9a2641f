/**
 * Field labels of the resources (`resources.<name>.fields.<source>`), known once the schemas load.
 * The schemas are only needed by the generated screens, which are lazy: keeping them out of the
 * /app shell keeps its first load small. The i18n provider reads this map before its catalogue; a
 * resource's labels are worked out from its schemas when one of them is first asked for.
 */
const labels = new Map<string, string>();
const learnt = new Set<string>();
let source: ((resource: string) => Record<string, string>) | undefined;

export function addFieldLabels(entries: Record<string, string>): void {
  for (const [key, label] of Object.entries(entries)) labels.set(key, label);
}

/** Where a resource's labels come from (schemaFiles.ts, when the schemas load). */
export function setFieldLabelSource(of: (resource: string) => Record<string, string>): void {
  source = of;
  learnt.clear();
}

const FIELD_KEY = /^resources\.([^.]+)\.fields\./;

export function fieldLabel(key: string): string | undefined {
  const known = labels.get(key);
  if (known !== undefined || !source) return known;
  const resource = FIELD_KEY.exec(key)?.[1];
  if (!resource || learnt.has(resource)) return undefined;
  learnt.add(resource);
  // Given labels (addFieldLabels) win over the ones worked out here.
  for (const [k, label] of Object.entries(source(resource))) if (!labels.has(k)) labels.set(k, label);
  return labels.get(key);
}
