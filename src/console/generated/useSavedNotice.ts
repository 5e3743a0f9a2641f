import { useNotify, useRedirect, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { afterSavePath } from './afterSave';

/** How a saved record is named in a notice: its display id, else its title field, else its id. */
export const recordName = (config: ResourceConfig, r: RaRecord): string =>
  String(r.displayId ?? r[config.titleField] ?? r[config.idField] ?? r.id ?? '');

/**
 * After a save: a notice that says what happened ("Supplier S000012 created"), then the next page.
 * A success notice also clears the failures toasted before it (notifier.ts): a stale "The form is
 * not valid" does not outlive the save that fixed it.
 */
export function useSavedNotice(config: ResourceConfig, verb: 'created' | 'updated', order?: Parameters<typeof afterSavePath>[2]) {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return (record: RaRecord, fallbackId?: Identifier) => {
    const name = recordName(config, record);
    notify(translate(`rx.saved.${verb}`, { _: `%{entity} %{name} ${verb}`, entity: config.singular, name }).replace(/\s+/g, ' ').trim(), { type: 'success' });
    // A function: react-admin reads a plain string as a screen type ('edit', 'show'), not a path.
    redirect(() => afterSavePath(config, record.id ?? fallbackId, order));
  };
}
