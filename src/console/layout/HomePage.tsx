import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { roleLabel } from '@shared/roles';
import { useAuthState } from '../data/useAuthState';

/** /app/: a greeting until the dashboards arrive as workflow pages. */
export function HomePage() {
  const translate = useTranslate();
  const { user, role, location } = useAuthState();
  const name = user?.first_name ?? user?.email ?? '';
  return (
    <Card>
      <Title title={translate('rx.product')} />
      <CardContent>
        <Typography variant="h5" gutterBottom>{translate('rx.home.title', { name })}</Typography>
        <Typography color="text.secondary">
          {[role && roleLabel(role), location?.name].filter(Boolean).join(' · ')}
        </Typography>
        <Typography sx={{ mt: 2 }}>{translate('rx.home.text')}</Typography>
      </CardContent>
    </Card>
  );
}
