import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { roleLabel } from '@shared/roles';
import { PublicFrame } from './PublicFrame';
import { Field } from './Field';
import { useT } from '../i18n/useT';
import { useAuthState } from '../data/useAuthState';
import { chooseLocationAndRole, signOut } from '../data/session';

const onlyOne = <T,>(xs: T[]): T | undefined => (xs.length === 1 ? xs[0] : undefined);

/** /confirm-location-and-role: pick one of the agent's locations and roles (preselected when only one). */
export function ConfirmLocationRolePage() {
  const t = useT();
  const auth = useAuthState();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [locationId, setLocationId] = useState(String(auth.location?.id ?? onlyOne(auth.locations)?.id ?? ''));
  const [role, setRole] = useState(auth.role ?? onlyOne(auth.roles) ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = [auth.user?.first_name, auth.user?.last_name].filter(Boolean).join(' ') || auth.user?.email || '';
  const location = auth.locations.find((l) => String(l.id) === locationId);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!location || !role) return;
    setBusy(true);
    try {
      await chooseLocationAndRole(location, role);
      navigate(from?.startsWith('/app') ? from : '/app/', { replace: true });
    } catch {
      setBusy(false); // toasted by the http client
    }
  };

  const otherAccount = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  const noChoices = auth.locations.length === 0 || auth.roles.length === 0;
  return (
    <PublicFrame title={t('rx.confirm.title')}>
      <p className="rx-muted">{t('rx.confirm.subtitle', { name })}</p>
      {noChoices ? <p className="rx-error" role="alert">{t('rx.confirm.no_choices')}</p> : (
        <form className="rx-form" noValidate onSubmit={submit}>
          <Field label={t('rx.confirm.location')} error={touched && !location ? t('rx.confirm.choose_both') : ''}>
            {(p) => (
              <select {...p} value={locationId} onChange={(e) => setLocationId(e.target.value)}>
                <option value="" disabled>—</option>
                {auth.locations.map((l) => <option key={l.id} value={String(l.id)}>{l.name}</option>)}
              </select>
            )}
          </Field>
          <Field label={t('rx.confirm.role')} error={touched && !role ? t('rx.confirm.choose_both') : ''}>
            {(p) => (
              <select {...p} value={role} onChange={(e) => setRole(e.target.value)}>
                <option value="" disabled>—</option>
                {auth.roles.map((r) => <option key={r} value={r}>{roleLabel(r)}</option>)}
              </select>
            )}
          </Field>
          <button className="rx-button" type="submit" disabled={busy}>{t('rx.confirm.submit')}</button>
        </form>
      )}
      <button className="rx-link" type="button" onClick={otherAccount}>{t('rx.confirm.other_account')}</button>
    </PublicFrame>
  );
}
