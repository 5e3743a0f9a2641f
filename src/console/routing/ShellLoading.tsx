import { useT } from '../i18n/useT';

/** Shown while the /app shell chunk loads: a thin bar, no MUI. */
export function ShellLoading() {
  const t = useT();
  return <div role="progressbar" aria-label={t('rx.aria.loading')} style={{ height: 4, background: 'linear-gradient(90deg, #00796b 30%, #b2dfdb 30%)' }} />;
}
