import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { fieldLabel, formatValue, REDACTED, type AuditRow } from './format';

/** The changed fields of one audit row: "Field: before → after", secrets only as "changed". */
export function ChangesList({ row, labels }: { row: AuditRow; labels?: Record<string, string> }) {
  const translate = useTranslate();
  const fields = Object.entries(row.changes ?? {});
  if (!fields.length) return <Typography variant="body2" color="text.secondary">{translate('rx.history.no_fields')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {fields.map(([field, c]) => (
        <Box component="li" key={field} sx={{ wordBreak: 'break-word' }} data-testid="audit-change">
          <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>{fieldLabel(field, labels)}: </Typography>
          {c.before === REDACTED || c.after === REDACTED ? (
            <Typography variant="body2" component="span" color="text.secondary">{translate('rx.history.redacted')}</Typography>
          ) : (
            <Typography variant="body2" component="span">
              {row.action !== 'create' && <><s>{formatValue(row.entity, field, c.before)}</s>{' → '}</>}
              {formatValue(row.entity, field, c.after)}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
