import { Create, SimpleForm, type Identifier } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { schemaOf } from './schemaFiles';
import { registry } from './schemaRegistry';
import { formProps, schemaDefaults } from './schemaProps';
import { formValidator, toBody } from './formBody';
import { inputFor } from './inputFor';
import { afterSavePath } from './afterSave';

/** A new record at the spec's create path; the server's `details` land on the fields. */
export default function GeneratedCreate({ config }: { config: ResourceConfig }) {
  const schema = schemaOf(config.schema);
  const check = registry.check.bind(registry);
  const redirect = (_r?: string, id?: Identifier) => afterSavePath(config, id);

  return (
    <Create resource={config.name} mutationMode="pessimistic" redirect={redirect} transform={(data) => toBody(schema, data, 'create')}>
      <SimpleForm noValidate validate={formValidator(check, schema, 'create')} defaultValues={schemaDefaults(schema)}>
        {formProps(schema).map(([name, p]) => inputFor(name, p, 'create'))}
      </SimpleForm>
    </Create>
  );
}
