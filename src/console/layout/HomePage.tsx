import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router-dom';
import { Title, useBasename, useTranslate } from 'react-admin';
import { roleLabel } from '@shared/roles';
import { resources } from '@resources/index';
import { workflows } from '../workflows/registry';
import { useAuthState } from '../data/useAuthState';
import { landingPath } from './landingPath';

/**
 * /app/: each role lands on its work, its first permitted page in menu order (permissions.yaml
 * decides, through the same rules as the menu). A role with no page yet gets a small home that
 * says who and where it is, and why there is nothing to open.
 */
export function HomePage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { user, role, location, abilities } = useAuthState();
  const target = landingPath(resources, workflows, abilities);
  if (target) return <Navigate to={`${basename}${target}`} replace />;
  const name = user?.first_name ?? user?.email ?? '';
  return (
    <Card data-testid="home">
      <Title title={translate('rx.home.page_title', { _: 'Home' })} />
      <CardContent>
        <Typography variant="h5" gutterBottom>{translate('rx.home.title', { name })}</Typography>
        <Typography color="text.secondary">{[role && roleLabel(role), location?.name].filter(Boolean).join(' · ')}</Typography>
        <Typography sx={{ mt: 2 }}>
          {translate('rx.home.no_pages', { _: 'No page of the console is open to your role yet. An administrator grants pages in permissions.yaml.' })}
        </Typography>
      </CardContent>
    </Card>
  );
}
