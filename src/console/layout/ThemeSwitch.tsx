import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import PaletteIcon from '@mui/icons-material/Palette';
import { useTranslate } from 'react-admin';
import { THEME_NAMES } from './themes';
import { useThemeName } from './themeStore';
import { applyTheme } from './themeNotice';

/** The theme switch of the app bar: LIGHT, ONE_DARK, UNICORN. */
export function ThemeSwitch() {
  const translate = useTranslate();
  const current = useThemeName();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={translate('rx.theme.switch')}>
        <IconButton color="inherit" aria-label={translate('rx.theme.switch')} onClick={(e) => setAnchor(e.currentTarget)}>
          <PaletteIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {THEME_NAMES.map((name) => (
          <MenuItem key={name} selected={name === current} onClick={() => { setAnchor(null); applyTheme(name, translate); }}>
            {translate(`rx.theme.${name}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
