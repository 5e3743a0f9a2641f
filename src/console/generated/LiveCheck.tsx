import { useEffect, useState } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import { FormDataConsumer } from 'react-admin';
import type { LiveCheck as LiveCheckConfig, ResourceConfig } from '@shared/resources/defineResource';
import { useCall } from '../data/apiContext';

type State = { kind: 'idle' } | { kind: 'checking' } | { kind: 'free'; value: string } | { kind: 'taken'; value: string; by: string | null };

/**
 * Asks the server, a moment after typing stops, whether the field's value is free (e.g.
 * check-product-name-availability) and says so under the input. Informative only: saving a taken
 * value is refused by the server, whose message lands on the field.
 */
export function LiveCheck({ check, value, id }: { check: LiveCheckConfig; value: unknown; id?: string }) {
  const call = useCall();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const text = typeof value === 'string' ? value.trim() : '';
  useEffect(() => {
    if (text.length < 2) { setState({ kind: 'idle' }); return; }
    let live = true;
    setState({ kind: 'checking' });
    const timer = setTimeout(() => {
      call<{ available: boolean; takenBy?: string | null }>('GET', check.path, { [check.param]: text, ...(id && check.idParam ? { [check.idParam]: id } : {}) }, { silent: true })
        .then((r) => live && setState(r.available ? { kind: 'free', value: text } : { kind: 'taken', value: text, by: r.takenBy ?? null }))
        .catch(() => live && setState({ kind: 'idle' }));
    }, 300);
    return () => { live = false; clearTimeout(timer); };
  }, [call, check.path, check.param, check.idParam, id, text]);
  if (state.kind === 'idle') return null;
  const message = state.kind === 'checking' ? 'Checking…' : state.kind === 'free' ? `"${state.value}" is available`
    : `"${state.value}" is already used${state.by ? ` by ${state.by}` : ''}`;
  return (
    <FormHelperText role="status" aria-live="polite" error={state.kind === 'taken'} data-testid={`live-check-${check.source}`} sx={{ mt: -1, mb: 1 }}>
      {message}
    </FormHelperText>
  );
}

/** The live check of `source` when the resource config declares one (keyed to sit right after its input). */
export function liveCheckFor(config: ResourceConfig, source: string, id?: string) {
  const check = config.liveChecks?.find((c) => c.source === source);
  if (!check) return null;
  return (
    <FormDataConsumer key={`${source}-check`}>
      {({ formData }) => <LiveCheck check={check} value={(formData as Record<string, unknown> | undefined)?.[source]} id={id} />}
    </FormDataConsumer>
  );
}
