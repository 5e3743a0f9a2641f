import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type FormState } from 'react-hook-form';
import { styled } from '@mui/material/styles';
import { FilterFormClasses, FormGroupsProvider, SourceContextProvider, getFilterFormValues, useDebouncedEvent, useListContext, useResourceContext } from 'react-admin';
import { filterFormBox } from './filterFormBox';

/**
 * react-admin's FilterLiveForm (the form under a list's filter inputs: each change sets the list's
 * filters, after a pause), made so that a first load renders its inputs once, not three times.
 * ra's reads the form's validity while rendering, and react-hook-form hands every input a new
 * context on any change of the form's state: after the inputs mounted, the form's "ready" flag and
 * then its validity each rendered the form and every input again (~170 and ~150 components, two
 * long tasks on a phone after the list's rows). Here:
 * - the inputs start with the values the list is filtered by (ra reset the form to them after it
 *   mounted, a third render);
 * - validity is asked when a change is about to be applied (`trigger`), not read while rendering;
 * - the inputs' form context stays the same object: its `formState` reads the form's latest state
 *   when read, so an input that renders for its own reasons still sees it (each input follows its
 *   own field through its own subscription, as before).
 * What the filters do is unchanged: values applied after `debounce` ms, an invalid set never
 * applied, filters changed from outside (a chip, the URL) shown in the inputs.
 */
export function ListFilterLiveForm({ sources, children, debounce = 500 }: { sources: string[]; children: ReactNode; debounce?: number }) {
  const { filterValues, setFilters } = useListContext();
  const resource = useResourceContext();
  // The values the inputs start with (made once); later changes of the filters reset them (below).
  const defaultValues = useMemo(() => getFilterFormValues(Object.fromEntries(sources.map((s) => [s, undefined])), filterValues), []);
  const form = useForm({ mode: 'onChange', defaultValues });
  const { getValues, reset, watch, trigger, handleSubmit } = form;
  const latest = useRef(form);
  latest.current = form;
  const formState = useMemo(() => new Proxy({} as FormState<FieldValues>, { get: (_, key) => latest.current.formState[key as keyof FormState<FieldValues>] }), []);
  const justTyped = useRef(false);

  // Filters changed from outside (not by typing here): the inputs show them.
  useEffect(() => {
    if (justTyped.current) { justTyped.current = false; return; }
    const now = getValues();
    const next = getFilterFormValues(now, filterValues);
    if (JSON.stringify(next) !== JSON.stringify(now)) reset(next);
    // The filters compared by value, as react-admin does (the object is not always a new one).
  }, [JSON.stringify(filterValues), getValues, reset]);

  const applyNow = (values: FieldValues) => setFilters(mergeFilters(filterValues, values));
  const apply = useDebouncedEvent(async (values: FieldValues) => {
    if (await trigger()) applyNow(values);
  }, debounce);
  useEffect(() => {
    const { unsubscribe } = watch((values, { name }) => {
      // A reset (no field named) is not a change to apply.
      if (!name) return;
      justTyped.current = true;
      apply(values);
    });
    return () => unsubscribe();
  }, [watch, apply]);

  const sourceContext = useMemo(() => ({ getSource: (source: string) => source, getLabel: (source: string) => `resources.${resource}.fields.${source}` }), [resource]);
  return (
    <FormProvider {...form} formState={formState}>
      <FormGroupsProvider>
        <SourceContextProvider value={sourceContext}>
          {/* Enter in a box applies at once (checked first, as a pause would). */}
          <FilterFormRoot onSubmit={handleSubmit(applyNow)}>{children}</FilterFormRoot>
        </SourceContextProvider>
      </FormGroupsProvider>
    </FormProvider>
  );
}

/**
 * The list's filters with the form's values over them, as new objects (the form keeps changing its
 * own): objects merge, an array or any other value replaces.
 */
export function mergeFilters(filters: Record<string, unknown>, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...filters };
  for (const [key, value] of Object.entries(values)) {
    const before = out[key];
    out[key] = isPlainObject(value) ? mergeFilters(isPlainObject(before) ? before : {}, value) : Array.isArray(value) ? [...value] : value;
  }
  return out;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** react-admin's filter form element (FilterForm's), with its theme name and classes. */
const FilterFormRoot = styled('form', { name: 'RaFilterForm', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  ...filterFormBox(theme),
  pointerEvents: 'none',
  '& .MuiFormHelperText-root': { display: 'none' },
  [`& .${FilterFormClasses.clearFix}`]: { clear: 'right' },
  [`& .${FilterFormClasses.filterFormInput} .MuiFormControl-root`]: { marginTop: theme.spacing(1) },
}));
