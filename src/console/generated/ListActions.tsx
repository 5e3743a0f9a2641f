import type { ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { ExportButton, TopToolbar } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { LinkButton } from './LinkButton';
import { useResourceAccess } from './useResourceAccess';
import { useResourcePaths } from './useResourcePaths';

/**
 * Above a list: more filters (`filterButton`: react-admin's, or its outline while the filter inputs
 * load), Create (to the spec's create path) and CSV export.
 */
export function ListActions({ config, filterButton }: { config: ResourceConfig; filterButton: ReactNode }) {
  const access = useResourceAccess(config);
  const paths = useResourcePaths(config);
  const createPath = paths.absolute('create');
  return (
    <TopToolbar>
      {filterButton}
      {access.create && createPath && <LinkButton to={createPath} label="ra.action.create" icon={<AddIcon />} />}
      <ExportButton />
    </TopToolbar>
  );
}
