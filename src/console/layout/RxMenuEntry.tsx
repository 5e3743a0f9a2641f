import { memo } from 'react';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { MenuEntry } from './menuModel';

const ENTRY_SX = { pl: 3 };

/**
 * One entry of the side menu. Drawn again only when its own props change: a navigation changes the
 * selection of two entries, not the fifty-odd a super admin's menu holds (each a list item, a
 * button base and a text, styled through emotion, on every click of the menu).
 */
export const RxMenuEntry = memo(function RxMenuEntry({ entry, to, selected, onNavigate }: { entry: MenuEntry; to: string; selected: boolean; onNavigate?: () => void }) {
  const translate = useTranslate();
  const Badge = entry.badge;
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={to} selected={selected} onClick={onNavigate} sx={ENTRY_SX}>
        <ListItemText primary={translate(entry.label, { _: entry.label })} />
        {Badge && <Badge />}
      </ListItemButton>
    </ListItem>
  );
});
