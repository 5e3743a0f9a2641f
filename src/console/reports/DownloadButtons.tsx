import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { formatBytes } from './format';
import { formatCount } from '../i18n/format';
import { useDownload } from './useDownload';

/** CSV and XLSX buttons; while a download runs, its progress (rows of the known count, bytes) and Cancel. */
export function DownloadButtons({ path, params, count, disabled }: {
  path: string; params: Record<string, string | number | boolean>; count: number | null; disabled: boolean;
}) {
  const translate = useTranslate();
  const { state, start, cancel } = useDownload(path);
  const p = state?.progress;
  const rowsKnown = state?.format === 'csv' && count !== null && count > 0;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={disabled || !!state} onClick={() => start('csv', params)}>
        {translate('rx.reports.download_csv')}
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={disabled || !!state} onClick={() => start('xlsx', params)}>
        {translate('rx.reports.download_xlsx')}
      </Button>
      {state && p && (
        <Box sx={{ flex: '1 1 240px', minWidth: 200 }} role="status" data-testid="download-progress">
          <LinearProgress aria-label={translate('rx.reports.download_progress')} variant={rowsKnown ? 'determinate' : 'indeterminate'} value={rowsKnown ? Math.min(100, (p.rows / count!) * 100) : undefined} />
          <Typography variant="caption">
            {rowsKnown
              ? translate('rx.reports.progress_rows', { rows: formatCount(p.rows), count: formatCount(count!), size: formatBytes(p.bytes) })
              : translate('rx.reports.progress_bytes', { size: formatBytes(p.bytes) })}
          </Typography>
        </Box>
      )}
      {state && <Button color="warning" onClick={cancel}>{translate('rx.reports.cancel')}</Button>}
    </Box>
  );
}
