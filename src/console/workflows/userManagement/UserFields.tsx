import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useReference } from '../orderList/useReference';
import { isRider, LABELS, ROLE_CHOICES, type FormMode, type UserErrors, type UserForm } from './userForm';

const LOCATIONS_PATH = '/pharmacy/admin/get-pharmacies-list';

/**
 * The user form's fields. The vehicle fields appear only while the delivery agent role is chosen;
 * the password only when registering (an existing user's password is reset from the edit page).
 * No `required` props: their asterisk would join the labels fields are found by; the form says
 * what is missing when saved.
 */
export function UserFields({ form, errors, mode, onChange }: {
  form: UserForm; errors: UserErrors; mode: FormMode; onChange: (next: UserForm) => void;
}) {
  const locations = useReference(LOCATIONS_PATH, { skip: 0, limit: 500 });
  const nameOf = (id: number) => locations.options.find((o) => o.id === id)?.name ?? `#${id}`;
  const text = (k: keyof UserForm, extra: Record<string, unknown> = {}) => (
    <TextField fullWidth size="small" label={LABELS[k]} value={form[k]} error={Boolean(errors[k])} helperText={errors[k] ?? ' '}
      onChange={(e) => onChange({ ...form, [k]: e.target.value })} {...extra} />
  );
  const chips = (labels: string[]) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>{labels.map((l) => <Chip key={l} size="small" label={l} />)}</Box>
  );
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>{text('firstName', { slotProps: { htmlInput: { maxLength: 80 } } })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('lastName', { slotProps: { htmlInput: { maxLength: 80 } } })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('email', { type: 'email', autoComplete: 'off' })}</Grid>
      {mode === 'create' && (
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('password', { type: 'password', autoComplete: 'new-password', helperText: errors.password ?? 'At least 8 characters, with a letter and a digit' })}
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>{text('designation', { slotProps: { htmlInput: { maxLength: 120 } } })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('mobileNumber', { type: 'tel' })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('slmcId', { slotProps: { htmlInput: { maxLength: 40 } } })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField select fullWidth size="small" label={LABELS.roles} value={form.roles} error={Boolean(errors.roles)} helperText={errors.roles ?? ' '}
          slotProps={{ select: { multiple: true, renderValue: (v) => chips(ROLE_CHOICES.filter((r) => (v as string[]).includes(r.id)).map((r) => r.name)) } }}
          onChange={(e) => onChange({ ...form, roles: e.target.value as unknown as string[] })}>
          {ROLE_CHOICES.map((r) => <MenuItem key={r.id} value={r.id}>{r.name}</MenuItem>)}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField select fullWidth size="small" label={LABELS.locations} value={form.locations} error={Boolean(errors.locations || locations.error)}
          helperText={errors.locations ?? locations.error ?? ' '}
          slotProps={{ select: { multiple: true, renderValue: (v) => chips((v as number[]).map(nameOf)) } }}
          onChange={(e) => onChange({ ...form, locations: e.target.value as unknown as number[] })}>
          {locations.options.map((l) => <MenuItem key={l.id} value={l.id}>{l.name}</MenuItem>)}
        </TextField>
      </Grid>
      {isRider(form) && (
        <>
          <Grid size={12}><Typography variant="subtitle2" sx={{ mb: 1 }}>Rider details</Typography></Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('vehicleModel', { slotProps: { htmlInput: { maxLength: 80 } } })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('vehicleNumber', { slotProps: { htmlInput: { maxLength: 40 } } })}</Grid>
        </>
      )}
    </Grid>
  );
}
