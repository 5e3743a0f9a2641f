import { useEffect } from 'react';

/**
 * react-admin's Datagrid gives each row's tick box `aria-label="Select this row"` on the Checkbox,
 * which MUI 7 puts on the box's outer span (a span may not carry it: axe "aria-prohibited-attr")
 * while the input itself stays unlabelled (axe "label", critical). While a list has tick boxes, the
 * label is moved onto the input. React sets the attribute once and never again (it does not change),
 * so the move holds; new rows are fixed as they appear.
 */
export function useRowCheckboxLabels(active: boolean) {
  useEffect(() => {
    if (!active || typeof MutationObserver === 'undefined') return undefined;
    const relabel = () => document.querySelectorAll<HTMLElement>('.RaDatagrid-checkbox[aria-label]').forEach((box) => {
      const input = box.querySelector('input');
      if (!input) return;
      input.setAttribute('aria-label', box.getAttribute('aria-label')!);
      box.removeAttribute('aria-label');
    });
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [active]);
}
