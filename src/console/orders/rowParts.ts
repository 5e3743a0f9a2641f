import { alpha, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/material/styles';

/** The chip colours an order row uses (./StatusTag.tsx). */
export const TAG_COLORS = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

/**
 * The parts an order row shows besides text, as plain elements styled by class from the row's
 * container (./OrderTableRoot.tsx, ./OrderCardRoot.tsx), looked as MUI's small outlined Chip and
 * small text Button: a status tag (`rx-tag rx-tag-<colour>`, `rx-tag-filled` for a filled one),
 * a row's action, a link or a button (`rx-row-action`), and its selection box (./RowCheckbox.tsx:
 * `rx-check`). A page of rows as Chip and Button components was a dozen React components and a
 * ripple each per row.
 */
export function rowPartStyles(theme: Theme): CSSObject {
  const tags: CSSObject = {};
  for (const color of TAG_COLORS) {
    const main = theme.palette[color].main;
    tags[`& .rx-tag-${color}`] = { color: main, borderColor: alpha(main, 0.7) };
    tags[`& .rx-tag-filled.rx-tag-${color}`] = { backgroundColor: main, color: theme.palette[color].contrastText, border: 0 };
  }
  return {
    '& .rx-tag': {
      maxWidth: '100%', fontFamily: theme.typography.fontFamily, fontSize: theme.typography.pxToRem(13), display: 'inline-flex',
      alignItems: 'center', justifyContent: 'center', height: 24, lineHeight: 1.5, color: theme.palette.text.primary,
      backgroundColor: 'transparent', borderRadius: 16, whiteSpace: 'nowrap', verticalAlign: 'middle', boxSizing: 'border-box',
      border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
    },
    '& .rx-tag > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', paddingLeft: 7, paddingRight: 7 },
    '& .rx-tag-filled > span': { paddingLeft: 8, paddingRight: 8 },
    ...tags,
    '& .rx-check': {
      display: 'inline-flex', alignItems: 'center', justifyContent: 'center', position: 'relative', boxSizing: 'border-box', padding: 9,
      borderRadius: '50%', color: theme.palette.text.secondary, cursor: 'pointer', verticalAlign: 'middle', WebkitTapHighlightColor: 'transparent',
      '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity), '@media (hover: none)': { backgroundColor: 'transparent' } },
      '&:has(> input:focus-visible)': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.focusOpacity) },
      '& > input': { cursor: 'inherit', position: 'absolute', opacity: 0, width: '100%', height: '100%', top: 0, left: 0, margin: 0, padding: 0, zIndex: 1 },
      '& > svg': { width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, fill: 'currentColor', fontSize: theme.typography.pxToRem(24), userSelect: 'none' },
    },
    '& .rx-check-on': { color: theme.palette.primary.main },
    '& .rx-row-action': {
      ...theme.typography.button, fontSize: theme.typography.pxToRem(13), minWidth: 64, padding: '4px 5px',
      display: 'inline-flex', alignItems: 'center', justifyContent: 'center', boxSizing: 'border-box', verticalAlign: 'middle',
      borderRadius: theme.shape.borderRadius, color: theme.palette.primary.main, textDecoration: 'none', cursor: 'pointer',
      border: 0, margin: 0, backgroundColor: 'transparent', WebkitTapHighlightColor: 'transparent',
      '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
      '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', backgroundColor: 'transparent' },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    },
  };
}
