import { Link } from 'react-router-dom';
import { PublicFrame } from './PublicFrame';
import { useT } from '../i18n/useT';

/** /404: every unknown path ends here (spec 2, Guards). */
export function NotFoundPage() {
  const t = useT();
  return (
    <PublicFrame title={t('rx.not_found.title')}>
      <p className="rx-muted">{t('rx.not_found.text')}</p>
      <div className="rx-form"><Link className="rx-button" to="/app/">{t('rx.not_found.home')}</Link></div>
    </PublicFrame>
  );
}
