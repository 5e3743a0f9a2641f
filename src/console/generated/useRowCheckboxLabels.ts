import { useLayoutEffect } from 'react';

const BOX = '.RaDatagrid-checkbox[aria-label]';

/** Moves a tick box's label from its outer span onto its input. */
function relabel(box: Element) {
  const input = box.querySelector('input');
  if (!input) return;
  input.setAttribute('aria-label', box.getAttribute('aria-label')!);
  box.removeAttribute('aria-label');
}

/** The unlabelled tick boxes in (or at) a node just added. */
function relabelWithin(node: Node) {
  if (!(node instanceof Element)) return;
  if (node.matches(BOX)) relabel(node);
  node.querySelectorAll(BOX).forEach(relabel);
}

/**
 * react-admin's Datagrid gives each row's tick box `aria-label="Select this row"` on the Checkbox,
 * which MUI 7 puts on the box's outer span (a span may not carry it: axe "aria-prohibited-attr")
 * while the input itself stays unlabelled (axe "label", critical). While a list shows tick boxes, the
 * label is moved onto the input. New rows are fixed as they appear, looking only inside what was
 * added rather than searching the whole document for every batch of mutations; a box whose label
 * React sets again (react-admin's words arriving after the rows: every input was found unlabelled by
 * an axe run under load) has it moved again. A layout effect, not a passive one:
 * the boxes drawn in the commit that turns the labelling on are fixed in that commit, before the page
 * runs any other task (a passive effect waits for a later one; an axe run under load came between).
 */
export function useRowCheckboxLabels(active: boolean) {
  useLayoutEffect(() => {
    if (!active || typeof MutationObserver === 'undefined') return undefined;
    document.querySelectorAll(BOX).forEach(relabel);
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') relabelWithin(r.target);
        else r.addedNodes.forEach(relabelWithin);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [active]);
}
