/** MUI's CheckBox and CheckBoxOutlineBlank icons. */
const CHECKED = 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const BLANK = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';

/**
 * An order row's selection box: a native checkbox under MUI's checkbox icon, styled by the row's
 * container (./rowParts.ts) as MUI's Checkbox looks. MUI's own is a dozen components and a ripple
 * per row; a page of selectable rows (the chat manager) drew most of its rows' components there.
 */
export function RowCheckbox({ checked, onChange, label }: { checked: boolean; onChange: () => void; label: string }) {
  return (
    <span className={checked ? 'rx-check rx-check-on' : 'rx-check'}>
      <input type="checkbox" checked={checked} onChange={onChange} aria-label={label} />
      <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24"><path d={checked ? CHECKED : BLANK} /></svg>
    </span>
  );
}
