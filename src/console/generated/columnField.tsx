import type { ListColumn } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { DISPLAY_WIDGETS } from './displayWidgets';
import { fieldFor } from './fieldFor';

/** One list column: its named display widget, else the schema property's field (with the column's empty text). */
export function columnField(c: ListColumn, schema: EntitySchema) {
  if (c.widget) {
    const Widget = DISPLAY_WIDGETS[c.widget];
    if (!Widget) throw new Error(`Column ${c.source}: no display widget "${c.widget}" (src/console/generated/displayWidgets.tsx)`);
    return <Widget key={c.source} source={c.source} label={c.label} />;
  }
  return fieldFor(c.source, schema.properties[c.source], { sortable: c.sortable, label: c.label, emptyText: c.empty });
}
