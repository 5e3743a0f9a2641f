import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { ResourceConfig } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { whenHolds, whenOf, type When } from '@shared/schemas/when';
import { formProps } from './schemaProps';
import { labelOf } from '@shared/schemas/messages';
import { inputFor } from './inputFor';
import { isLines } from './formBody';
import { LineTableInput } from './LineTableInput';
import { liveCheckFor } from './LiveCheck';

/** A conditional field (x-when): drawn only while its condition holds (formBody leaves it out of the body otherwise). */
function WhenShown({ when, children }: { when: When; children: ReactNode }) {
  const value = useWatch({ name: when.field }) as unknown;
  return whenHolds(when, { [when.field]: value }) ? <>{children}</> : null;
}

/**
 * The inputs of a generated form (`ownLabels`: labelled from this schema, for a form that is not
 * the page resource's, such as an action's dialog), in schema order: one input per writable property, a lines table
 * for an array of objects, conditional fields only while they apply, create-only fields (a first
 * password) only on the create form, and the config's live checks after their field.
 */
export function formFields(config: ResourceConfig, schema: EntitySchema, variant: 'create' | 'update', id?: string, ownLabels = false) {
  const required = new Set(schema.required ?? []);
  return formProps(schema)
    .filter(([, p]) => !(variant === 'update' && p['x-create-only']))
    .flatMap(([name, p]) => {
      const when = whenOf(p);
      const input = isLines(p)
        ? <LineTableInput key={name} source={name} property={p} required={required.has(name)} />
        : inputFor(name, p, variant, required.has(name) || !!when?.required, ownLabels ? labelOf(name, p) : undefined);
      return [when ? <WhenShown key={name} when={when}>{input}</WhenShown> : input, liveCheckFor(config, name, id)];
    });
}
