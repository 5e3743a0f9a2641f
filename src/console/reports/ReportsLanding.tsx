import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAuthState } from '../data/useAuthState';
import { hasAbility } from '../data/access';
import { reports } from '../../../reports/index';

/** /app/reports: the reports the signed-in role may open, grouped as declared. */
export default function ReportsLanding() {
  const translate = useTranslate();
  const { abilities } = useAuthState();
  const mine = reports.filter((r) => hasAbility(abilities, r.ability)).sort((a, b) => a.menu.group.localeCompare(b.menu.group) || a.menu.order - b.menu.order);
  const groups = [...new Set(mine.map((r) => r.menu.group))];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('rx.reports.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('rx.reports.title')}</Typography>
      {!mine.length && <Typography color="text.secondary" data-testid="empty-state">{translate('rx.reports.none')}</Typography>}
      {groups.map((g) => (
        <Box key={g} component="section" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{g}</Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' } }}>
            {mine.filter((r) => r.menu.group === g).map((r) => (
              <Card key={r.name} variant="outlined">
                <CardActionArea component={Link} to={`/app${r.route}`}>
                  <CardContent>
                    <Typography variant="subtitle1" component="h3">{r.title}</Typography>
                    <Typography variant="body2" color="text.secondary">{r.description}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
