import { useMemo } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link, useLocation } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { resources } from '@resources/index';
import { workflows } from '../workflows/registry';
import { useAuthState } from '../data/useAuthState';
import { buildMenu } from './menuModel';

/** The side menu: groups in the spec's order, entries the role may open (spec 2, Side menu). */
export function RxMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { abilities } = useAuthState();
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const groups = useMemo(() => buildMenu(resources, workflows, abilities), [abilities]);
  const firstModule = groups.findIndex((g) => g.module);

  // nav > ul > li (group) > ul > li > a: every list holds list items only (WCAG 1.3.1, axe list/listitem).
  return (
    <nav aria-label={translate('rx.aria.main_menu')}>
      <List dense>
      {groups.map((g, i) => (
        <li key={g.name}>
          <ul style={{ padding: 0, listStyle: 'none' }}>
            {i === firstModule && <ListSubheader sx={{ lineHeight: '40px', fontWeight: 700 }}>{translate('rx.menu.modules')}</ListSubheader>}
            {/* A group whose only entry has the group's name (Find Customers) needs no heading. */}
            {!(g.entries.length === 1 && translate(g.entries[0].label, { _: g.entries[0].label }) === g.name) && (
              <ListSubheader sx={{ lineHeight: '32px', position: 'static' }}>{translate(`rx.menu.groups.${g.key}`, { _: g.name })}</ListSubheader>
            )}
            {g.entries.map((e) => {
              const to = `${basename}${e.path}`;
              return (
                <ListItem key={e.path} disablePadding>
                  <ListItemButton component={Link} to={to} selected={pathname.startsWith(to)} onClick={onNavigate} sx={{ pl: 3 }}>
                    <ListItemText primary={translate(e.label, { _: e.label })} />
                    {e.badge && <e.badge />}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </ul>
        </li>
      ))}
      </List>
    </nav>
  );
}
