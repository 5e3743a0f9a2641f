import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { LinkButton } from './LinkButton';
import { useResourceAccess } from './useResourceAccess';
import { useResourcePaths } from './useResourcePaths';

/** A list with no records at all: say so, and offer Create when the role may. */
export function EmptyList({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const access = useResourceAccess(config);
  const createPath = useResourcePaths(config).absolute('create');
  const name = translate(`resources.${config.name}.name`, { smart_count: 2, _: config.label }).toLowerCase();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }} data-testid="empty-list">
      <Typography variant="h6" color="text.secondary" gutterBottom>{translate('rx.list.empty', { name })}</Typography>
      {access.create && createPath && <LinkButton to={createPath} label="ra.action.create" icon={<AddIcon />} />}
    </Box>
  );
}
