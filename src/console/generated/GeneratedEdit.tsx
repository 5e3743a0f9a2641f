import { Edit, SimpleForm, type Identifier } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { schemaOf } from './schemaFiles';
import { registry } from './schemaRegistry';
import { formProps } from './schemaProps';
import { formValidator, toBody } from './formBody';
import { inputFor } from './inputFor';
import { ShowActions } from './ShowActions';
import { afterSavePath } from './afterSave';

const keepQuiet = () => undefined;

/** Edit one record at the spec's edit path; checked by the shared ajv validator, saved pessimistically. */
export default function GeneratedEdit({ config }: { config: ResourceConfig }) {
  const { id = '' } = useParams();
  const schema = schemaOf(config.schema);
  const idField = config.api.update?.idField ?? config.idField;
  const check = registry.check.bind(registry);
  const redirect = (_r?: string, recordId?: Identifier) => afterSavePath(config, recordId ?? id, ['show', 'list']);

  return (
    <Edit
      resource={config.name}
      id={id}
      mutationMode="pessimistic"
      redirect={redirect}
      transform={(data) => toBody(schema, data, 'update', idField)}
      queryOptions={{ onError: keepQuiet }}
      actions={<ShowActions config={config} id={id} edit={false} />}
    >
      <SimpleForm noValidate validate={formValidator(check, schema, 'update', idField)}>
        {formProps(schema).map(([name, p]) => inputFor(name, p, 'update'))}
      </SimpleForm>
    </Edit>
  );
}
