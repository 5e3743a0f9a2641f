import { SHELL_OUTLINE_HTML } from '@shared/console/shellOutline';
import { useT } from '../i18n/useT';
import './shellOutline.css';

/**
 * Shown while a shell's chunks load: a thin bar, no MUI. With `outline` (the react-admin /app
 * shell) it also draws the app bar's outline, the same markup the server put in the HTML, so the
 * first paint (before any JavaScript) and this fallback look alike.
 */
export function ShellLoading({ outline = false }: { outline?: boolean }) {
  const t = useT();
  if (!outline) {
    return <div role="progressbar" aria-label={t('rx.aria.loading')} style={{ height: 4, background: 'linear-gradient(90deg, #00796b 30%, #b2dfdb 30%)' }} />;
  }
  return (
    <>
      {/* A constant from the source, no data: the same string the server wrote into #root. */}
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: SHELL_OUTLINE_HTML }} />
      <div role="progressbar" aria-label={t('rx.aria.loading')} className="rx-shell-progress" />
    </>
  );
}
