import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { getStoredUser, USER_UPDATED_EVENT, type StoredUser } from '../lib/user-storage';
import { UserIcon } from './icons';
import { useDismiss } from './use-dismiss';
import { LanguageSwitch } from './language-switch';

/** Decoration beside the name (hidden from screen readers). */
const CARET = '▾';

interface NavbarProps {
  onLogin: () => void;
  onLogout: () => void;
  /** The notification bell, shown beside the menu while a member is logged in. */
  bell?: ReactNode;
}

export function Navbar({ onLogin, onLogout, bell }: NavbarProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const [user, setUser] = useState<StoredUser | null>(() => getStoredUser());
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [imageFailed, setImageFailed] = useState(false);

  // The bar re-reads the stored user on every route change (docs/product.md, "Top bar") and whenever it is updated.
  useEffect(() => {
    setUser(getStoredUser());
    setMenuOpen(false);
  }, [location.key, location.pathname]);
  useEffect(() => {
    const refresh = () => {
      setUser(getStoredUser());
      setImageFailed(false);
    };
    window.addEventListener(USER_UPDATED_EVENT, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(USER_UPDATED_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, []);

  const close = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, close, menuRef, toggleRef);

  const image = user?.thumbnailUrl ?? user?.profileImage ?? user?.imageUrl ?? null;

  return (
    <header className="site-header">
      <nav className="navbar" aria-label={t('nav.label')}>
        <Link to="/" className="brand">
          <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
            <rect width="64" height="64" rx="14" fill="#ffd27a" />
            <path d="M32 50s-18-10-18-24a10 10 0 0 1 18-6 10 10 0 0 1 18 6c0 14-18 24-18 24z" fill="#8c1c3a" />
          </svg>
          <span>{t('site.name')}</span>
        </Link>
        <div className={user ? 'nav-end nav-end-member' : 'nav-end'}>
        <LanguageSwitch />
        {user ? (
          <div className="nav-member">
          {bell}
          <div className="user-menu" ref={menuRef}>
            <button
              ref={toggleRef}
              type="button"
              className="user-menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="user-menu-list"
              onClick={() => setMenuOpen((o) => !o)}
            >
              {image && !imageFailed ? (
                <img src={image} alt="" width="32" height="32" className="avatar" onError={() => setImageFailed(true)} />
              ) : (
                <span className="avatar avatar-icon">
                  <UserIcon />
                </span>
              )}
              <span className="user-name">{user.fullName}</span>
              <span className="caret" aria-hidden="true">
                {CARET}
              </span>
            </button>
            {menuOpen && (
              <ul id="user-menu-list" className="user-menu-list">
                <li>
                  <Link to="/my-profile" onClick={() => setMenuOpen(false)}>
                    {t('nav.myProfile')}
                  </Link>
                </li>
                <li>
                  <Link to="/search" onClick={() => setMenuOpen(false)}>
                    {t('nav.search')}
                  </Link>
                </li>
                <li>
                  <Link to="/connections" onClick={() => setMenuOpen(false)}>
                    {t('nav.connections')}
                  </Link>
                </li>
                <li>
                  <Link to="/messages" onClick={() => setMenuOpen(false)}>
                    {t('nav.messages')}
                  </Link>
                </li>
                <li>
                  <Link to="/settings" onClick={() => setMenuOpen(false)}>
                    {t('nav.settings')}
                  </Link>
                </li>
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      setMenuOpen(false);
                      onLogout();
                    }}
                  >
                    {t('nav.logout')}
                  </button>
                </li>
              </ul>
            )}
          </div>
          </div>
        ) : (
          location.pathname === '/' && (
            <div className="nav-actions">
              <button type="button" className="button button-ghost" onClick={onLogin}>
                {t('nav.login')}
              </button>
              <button
                type="button"
                className="button button-primary"
                onClick={() => navigate('/registration', { state: { fromHome: true } })}
              >
                {t('nav.register')}
              </button>
            </div>
          )
        )}
        </div>
      </nav>
    </header>
  );
}

