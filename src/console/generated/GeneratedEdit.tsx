import { Edit, SimpleForm } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { schemaOf } from './schemaFiles';
import { registry } from './schemaRegistry';
import { formValidator, toBody } from './formBody';
import { formFields } from './formFields';
import { ShowActions } from './ShowActions';
import { useSavedNotice } from './useSavedNotice';
import { PageTitle } from './PageTitle';
import { FormToolbar } from './FormToolbar';

const keepQuiet = () => undefined;

/**
 * Edit one record at the spec's edit path; checked by the shared ajv validator, saved
 * pessimistically. An emptied field is sent as null and stored cleared (formBody.ts).
 */
export default function GeneratedEdit({ config }: { config: ResourceConfig }) {
  const { id = '' } = useParams();
  const schema = schemaOf(config.schema);
  const idField = config.api.update?.idField ?? config.idField;
  const check = registry.check.bind(registry);
  const saved = useSavedNotice(config, 'updated', ['show', 'list']);

  return (
    <>
      <PageTitle config={config} action="edit" />
      <Edit
        resource={config.name}
        id={id}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess: (record) => saved(record, id) }}
        transform={(data) => toBody(schema, data, 'update', idField)}
        queryOptions={{ onError: keepQuiet }}
        actions={<ShowActions config={config} id={id} edit={false} />}
      >
        <SimpleForm noValidate mode="onChange" toolbar={<FormToolbar config={config} />} validate={formValidator(check, schema, 'update', idField)}>
          {formFields(config, schema, 'update', id)}
        </SimpleForm>
      </Edit>
    </>
  );
}
