import EditIcon from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/List';
import { TopToolbar, useRecordContext, type Identifier } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { LinkButton } from './LinkButton';
import { useResourceAccess } from './useResourceAccess';
import { useResourcePaths } from './useResourcePaths';
import { RecordActions } from './RecordActions';

/** Above a record: its declared actions (show page only), back to the list and Edit, both on the spec's paths. */
export function ShowActions({ config, id, edit = true }: { config: ResourceConfig; id: Identifier; edit?: boolean }) {
  const access = useResourceAccess(config);
  const paths = useResourcePaths(config);
  const listPath = paths.absolute('list');
  const record = useRecordContext();
  const editable = !config.editWhen || (!!record && config.editWhen.in.includes(record[config.editWhen.field]));
  const editPath = editable ? paths.absolute('edit', id) : undefined;
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {edit && <RecordActions config={config} place="show" />}
      {access.list && listPath && <LinkButton to={listPath} label="rx.show.back" icon={<ListIcon />} />}
      {edit && access.edit && editPath && <LinkButton to={editPath} label="ra.action.edit" icon={<EditIcon />} />}
    </TopToolbar>
  );
}
