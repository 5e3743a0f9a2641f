import { useMemo } from 'react';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { useLocation } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { resources } from '@resources/index';
import { workflows } from '../workflows/registry';
import { useAuthState } from '../data/useAuthState';
import { buildMenu } from './menuModel';
import { RxMenuEntry } from './RxMenuEntry';

const MODULES_SX = { lineHeight: '40px', fontWeight: 700 };
const GROUP_SX = { lineHeight: '32px', position: 'static' } as const;
const GROUP_LIST_STYLE = { padding: 0, listStyle: 'none' };

/** The side menu: groups in the spec's order, entries the role may open (spec 2, Side menu). */
export function RxMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { abilities } = useAuthState();
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const groups = useMemo(() => buildMenu(resources, workflows, abilities), [abilities]);
  const firstModule = groups.findIndex((g) => g.module);
  // A group whose only entry has the group's name (Find Customers) needs no heading.
  const headings = useMemo(() => groups.map((g) => {
    const heading = translate(`rx.menu.groups.${g.key}`, { _: g.name });
    return g.entries.length === 1 && translate(g.entries[0].label, { _: g.entries[0].label }) === g.name ? null : heading;
  }), [groups, translate]);

  // Each entry is drawn again only when its selection changes (RxMenuEntry).
  // nav > ul > li (group) > ul > li > a: every list holds list items only (WCAG 1.3.1, axe list/listitem).
  return (
    <nav aria-label={translate('rx.aria.main_menu')}>
      <List dense>
      {groups.map((g, i) => (
        <li key={g.name}>
          <ul style={GROUP_LIST_STYLE}>
            {i === firstModule && <ListSubheader sx={MODULES_SX}>{translate('rx.menu.modules')}</ListSubheader>}
            {headings[i] !== null && <ListSubheader sx={GROUP_SX}>{headings[i]}</ListSubheader>}
            {g.entries.map((e) => {
              const to = `${basename}${e.path}`;
              return <RxMenuEntry key={e.path} entry={e} to={to} selected={pathname.startsWith(to)} onNavigate={onNavigate} />;
            })}
          </ul>
        </li>
      ))}
      </List>
    </nav>
  );
}
