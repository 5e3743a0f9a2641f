import { Create, SimpleForm } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { schemaOf } from './schemaFiles';
import { registry } from './schemaRegistry';
import { schemaDefaults } from './schemaProps';
import { formValidator, toBody } from './formBody';
import { formFields } from './formFields';
import { useSavedNotice } from './useSavedNotice';
import { PageTitle } from './PageTitle';
import { FormToolbar } from './FormToolbar';

/** A new record at the spec's create path; required fields marked; the server's `details` land on the fields. */
export default function GeneratedCreate({ config }: { config: ResourceConfig }) {
  const schema = schemaOf(config.schema);
  const check = registry.check.bind(registry);
  const saved = useSavedNotice(config, 'created');

  return (
    <>
      <PageTitle config={config} action="create" />
      <Create
        resource={config.name}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess: (record) => saved(record) }}
        transform={(data) => toBody(schema, data, 'create')}
      >
        <SimpleForm noValidate mode="onChange" toolbar={<FormToolbar />} validate={formValidator(check, schema, 'create')} defaultValues={schemaDefaults(schema)}>
          {formFields(config, schema, 'create')}
        </SimpleForm>
      </Create>
    </>
  );
}
