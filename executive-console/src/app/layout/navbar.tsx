import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import GroupsIcon from '@mui/icons-material/Groups';
import BadgeIcon from '@mui/icons-material/Badge';
import LogoutIcon from '@mui/icons-material/Logout';
import FlagIcon from '@mui/icons-material/Flag';
import HistoryIcon from '@mui/icons-material/History';
import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../gql';
import { clearAdmin } from '../../lib/admin-storage';
import { useAdmin } from '../../lib/use-admin';
import { LanguageSwitch } from '../../components/language-switch';
import { useTranslation } from 'react-i18next';

const ExecutiveLogoutDocument = graphql(`
  mutation ExecutiveLogout {
    executiveLogout
  }
`);

/**
 * The executive navbar (docs/product.md, "Executive console"): the title goes to /, a hamburger menu holds Executives (administrators only)
 * and Logout. Users is there too, so that every screen is one step from the members list.
 */
export function Navbar() {
  const { t } = useTranslation();
  const { admin, isAdmin, mayEnter } = useAdmin();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [logout] = useMutation(ExecutiveLogoutDocument);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = Boolean(anchor);

  const openMenu = (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget);
  const closeMenu = () => setAnchor(null);
  const go = (to: string) => {
    closeMenu();
    navigate(to);
  };

  const onLogout = async () => {
    closeMenu();
    try {
      await logout();
    } catch {
      // The session may already be gone; the local logout below is what the user asked for.
    }
    clearAdmin();
    await client.clearStore().catch(() => undefined);
    navigate('/admin-login', { state: { fromLogout: true } });
  };

  return (
    <AppBar position="sticky" color="primary" elevation={1} component="header">
      {/* Phones: tighter gutters and a smaller title keep the brand on one line beside the menu button and the
          language switch at 360 px (it wrapped to two), as the portal's top bar does. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 3 } }}>
        {mayEnter && (
          <>
            <IconButton
              id={buttonId}
              color="inherit"
              edge="start"
              aria-label={t('nav.openMenu')}
              aria-haspopup="menu"
              aria-controls={open ? menuId : undefined}
              aria-expanded={open ? 'true' : undefined}
              onClick={openMenu}
              size="large"
            >
              <MenuIcon />
            </IconButton>
            {/* Rendered in the header rather than a portal at the end of <body>: the menu is the site's navigation
                and belongs to the banner landmark (axe's region rule: no content outside landmarks). */}
            <Menu
              id={menuId}
              anchorEl={anchor}
              open={open}
              onClose={closeMenu}
              disablePortal
              slotProps={{ list: { 'aria-labelledby': buttonId } }}
            >
              <MenuItem onClick={() => go('/admin')}>
                <ListItemIcon>
                  <GroupsIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('nav.users')}</ListItemText>
              </MenuItem>
              <MenuItem onClick={() => go('/reports')}>
                <ListItemIcon>
                  <FlagIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('nav.reports')}</ListItemText>
              </MenuItem>
              {isAdmin && (
                <MenuItem onClick={() => go('/admin-list')}>
                  <ListItemIcon>
                    <BadgeIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>{t('nav.executives')}</ListItemText>
                </MenuItem>
              )}
              {isAdmin && (
                <MenuItem onClick={() => go('/audit')}>
                  <ListItemIcon>
                    <HistoryIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>{t('nav.audit')}</ListItemText>
                </MenuItem>
              )}
              <MenuItem onClick={() => void onLogout()}>
                <ListItemIcon>
                  <LogoutIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('nav.logout')}</ListItemText>
              </MenuItem>
            </Menu>
          </>
        )}
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          noWrap
          sx={{
            fontSize: { xs: '1.0625rem', sm: '1.25rem' },
            minWidth: 0,
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 700,
            '&:hover': { textDecoration: 'underline' },
            '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2, borderRadius: 1 },
          }}
          aria-label={t('app.brand')}
        >
          {/* Phones show the short brand: beside the menu button and the language switch the full one cannot
              keep one line at 360 px. */}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('app.brand')}
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {t('app.brandShort')}
          </Box>
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {mayEnter && admin && (
          <Typography
            variant="body2"
            sx={{ display: { xs: 'none', sm: 'block' }, opacity: 1 }}
            data-testid="navbar-user"
          >
            {isAdmin ? t('nav.administrator', { name: admin.fullName }) : admin.fullName}
          </Typography>
        )}
        <LanguageSwitch />
      </Toolbar>
    </AppBar>
  );
}
