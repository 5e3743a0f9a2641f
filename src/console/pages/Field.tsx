import { useId, type ReactNode } from 'react';

interface Props { label: string; error?: string; children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string }) => ReactNode }

/** A labelled input with its error line (public pages). */
export function Field({ label, error, children }: Props) {
  const id = useId();
  return (
    <div className="rx-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': `${id}-error` })}
      <span id={`${id}-error`} className="rx-error" role={error ? 'alert' : undefined}>{error}</span>
    </div>
  );
}
