import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ResourceAction, ResourceConfig } from '@shared/resources/defineResource';

/**
 * The page's own title on a phone, where the app bar keeps only the product, theme and SIGN OUT
 * (RxAppBar hides the title portal below `sm`). Hidden on larger screens: the app bar says it.
 */
export function PageTitle({ config, action }: { config: ResourceConfig; action: ResourceAction }) {
  const translate = useTranslate();
  const singular = config.singular;
  const text = {
    list: config.label,
    create: translate('ra.page.create', { name: singular }),
    edit: `${translate('ra.action.edit')} ${singular.toLowerCase()}`,
    show: singular,
  }[action];
  return (
    <Typography variant="h6" component="h1" data-testid="page-title" sx={{ display: { xs: 'block', sm: 'none' }, px: 1, pt: 1 }}>
      {text}
    </Typography>
  );
}
