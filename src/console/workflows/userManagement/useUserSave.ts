import { useState } from 'react';
import { toApiError } from '../../data/apiError';
import { useCall } from '../orderList/apiContext';
import { serverErrors, userBody, validateUser, type FormMode, type UserErrors, type UserForm } from './userForm';

/**
 * Saving the user form: checked first in the browser, then by the server, whose refusals land on
 * the fields they name (or above the form). Answers the saved agent, or null when refused.
 */
export function useUserSave<T>(mode: FormMode, id?: number) {
  const call = useCall();
  const [errors, setErrors] = useState<UserErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (form: UserForm): Promise<T | null> => {
    const own = validateUser(form, mode);
    setErrors(own);
    setError(null);
    if (Object.keys(own).length) return null;
    setBusy(true);
    try {
      return await call<T>('POST', mode === 'create' ? '/agent/auth/register' : '/agent/auth/update', userBody(form, mode, id), { silent: true });
    } catch (e) {
      const err = toApiError(e);
      setErrors(serverErrors(err.fieldDetails));
      setError(err.message);
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { save, errors, error, busy };
}
