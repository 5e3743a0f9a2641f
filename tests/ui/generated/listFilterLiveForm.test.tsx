import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ListContextProvider, ResourceContextProvider, TextInput, maxLength, useInput, useList, useListContext, type InputProps } from 'react-admin';
import { ListFilterForm } from '../../../src/console/generated/ListFilterForm';
import { mergeFilters } from '../../../src/console/generated/ListFilterLiveForm';
import { renderInAdmin } from '../renderInAdmin';

/**
 * The generated lists' filter form (ListFilterLiveForm under ListFilterForm): its inputs render once
 * when it mounts, not again for the form's own bookkeeping (two renders of every input with
 * react-admin's FilterLiveForm, long tasks on a phone), and it filters as react-admin's does.
 */
let probeRenders = 0;
/** A filter input that counts its renders (react-admin's useInput, as every filter input). */
function ProbeInput(props: InputProps) {
  probeRenders++;
  const { field } = useInput(props);
  return <input aria-label="Probe" {...field} value={String(field.value ?? '')} />;
}

const filters = [
  <ProbeInput key="code" source="code" alwaysOn />,
  <TextInput key="name" source="name" label="Name" alwaysOn validate={maxLength(5, 'Name: at most 5 characters')} />,
];

function Filtered({ initial }: { initial: Record<string, unknown> }) {
  const list = useList<{ id: number }>({ data: [], filter: initial });
  return (
    <ResourceContextProvider value="things">
      <ListContextProvider value={list}>
        <ListFilterForm filters={filters} />
        <FilterValues />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

function FilterValues() {
  const { filterValues, setFilters } = useListContext();
  return (
    <>
      <output data-testid="filters">{JSON.stringify(filterValues)}</output>
      <button type="button" onClick={() => setFilters({ ...filterValues, name: 'Zed' })}>From outside</button>
    </>
  );
}

const applied = () => JSON.parse(screen.getByTestId('filters').textContent ?? '{}') as Record<string, unknown>;
const pause = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('a generated list\'s filter form', () => {
  it('renders its inputs once when it mounts, holding the values the list is filtered by', async () => {
    probeRenders = 0;
    renderInAdmin(<Filtered initial={{ code: 'A1', name: 'Ann' }} />);
    const probe = await screen.findByLabelText('Probe') as HTMLInputElement;
    // Whatever the form does after mounting (its "ready" flag, a validity check, a reset) is done by now:
    // with react-admin's own live form the input had rendered three times.
    await pause(100);
    expect(probeRenders).toBe(1);
    expect(probe.value).toBe('A1');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ann');
  });

  it('applies a change after a pause, at once on Enter, never a refused one, and shows a change made elsewhere', async () => {
    renderInAdmin(<Filtered initial={{}} />);
    const name = await screen.findByLabelText('Name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Bob' } });
    expect(applied()).toEqual({});
    await waitFor(() => expect(applied()).toEqual({ name: 'Bob' }));

    // Refused by its check: said under the box, and the list keeps its filters.
    fireEvent.change(name, { target: { value: 'Bobbity' } });
    await waitFor(() => expect(screen.getByText('Name: at most 5 characters')).toBeTruthy());
    await pause(700);
    expect(applied()).toEqual({ name: 'Bob' });

    // Enter (the form's submit) applies without waiting out the pause.
    fireEvent.change(name, { target: { value: 'Bea' } });
    fireEvent.submit(name.closest('form')!);
    await waitFor(() => expect(applied().name).toBe('Bea'));

    // Filters set from outside the form (a chip, the address) are what the box shows.
    await pause(700);
    fireEvent.click(screen.getByRole('button', { name: 'From outside' }));
    await waitFor(() => expect(name.value).toBe('Zed'));
    await pause(700);
    expect(applied().name).toBe('Zed');
  });

  it('merges the form\'s values over the list\'s filters as new objects: objects merge, arrays and other values replace', () => {
    const values = { b: 2, d: { y: 3 }, e: { z: 1 }, l: [3] };
    const merged = mergeFilters({ a: 1, d: { x: 1, y: 2 }, l: [1, 2] }, values);
    expect(merged).toEqual({ a: 1, b: 2, d: { x: 1, y: 3 }, e: { z: 1 }, l: [3] });
    expect(merged.e).not.toBe(values.e);
    expect(merged.l).not.toBe(values.l);
  });
});
