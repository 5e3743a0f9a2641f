import type { ReactElement } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { ExportButton, FilterButton, TopToolbar } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { LinkButton } from './LinkButton';
import { useResourceAccess } from './useResourceAccess';
import { useResourcePaths } from './useResourcePaths';

/** Above a list: more filters (of the list's filter inputs), Create (to the spec's create path) and CSV export. */
export function ListActions({ config, filters }: { config: ResourceConfig; filters: ReactElement[] }) {
  const access = useResourceAccess(config);
  const paths = useResourcePaths(config);
  const createPath = paths.absolute('create');
  return (
    <TopToolbar>
      {config.filters.some((f) => !f.alwaysOn && f.type !== 'search') && <FilterButton filters={filters} />}
      {access.create && createPath && <LinkButton to={createPath} label="ra.action.create" icon={<AddIcon />} />}
      <ExportButton />
    </TopToolbar>
  );
}
