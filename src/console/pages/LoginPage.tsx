import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PublicFrame } from './PublicFrame';
import { Field } from './Field';
import { useT } from '../i18n/useT';
import { useAuthState } from '../data/useAuthState';
import { hasChosenRole } from '../data/authState';
import { signIn } from '../data/session';
import { clearFailures } from '../notify/notifier';
import { SIGN_IN_EMAIL, SIGN_IN_PASSWORD } from '../../shared/forms/signInFields';
import { tooLongMessage } from '../../shared/schemas/tooLong';

/** /login (spec 2, 5): e-mail and password, both required, each at most as long as an account's. Failures are toasted by the http client. */
export function LoginPage() {
  const t = useT();
  const auth = useAuthState();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  if (hasChosenRole(auth)) return <Navigate to={from?.startsWith('/app') ? from : '/app/'} replace />;

  // Too long is said as it is typed (no account has a longer one; the server would refuse it too).
  const emailTooLong = tooLongMessage(SIGN_IN_EMAIL, email.trim());
  const passwordTooLong = tooLongMessage(SIGN_IN_PASSWORD, password);
  const emailError = emailTooLong ?? (touched && !email.trim() ? t('rx.login.email_required') : '');
  const passwordError = passwordTooLong ?? (touched && !password ? t('rx.login.password_required') : '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!email.trim() || !password || emailTooLong || passwordTooLong) return;
    setBusy(true);
    try {
      await signIn(email.trim(), password);
      clearFailures(); // "Wrong e-mail or password" was about the last try, not this one
      navigate('/confirm-location-and-role', { state: { from } });
    } catch {
      setBusy(false); // toasted by the http client; stay on the form
    }
  };

  return (
    <PublicFrame title={t('rx.login.title')}>
      <form className="rx-form" noValidate onSubmit={submit}>
        <Field label={t('rx.login.email')} error={emailError}>
          {(p) => <input {...p} type="email" autoComplete="username" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />}
        </Field>
        <Field label={t('rx.login.password')} error={passwordError}>
          {(p) => <input {...p} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
        </Field>
        <button className="rx-button" type="submit" disabled={busy}>{busy ? t('rx.login.signing_in') : t('rx.login.submit')}</button>
      </form>
    </PublicFrame>
  );
}
