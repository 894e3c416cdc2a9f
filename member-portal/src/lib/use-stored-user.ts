import { useEffect, useState } from 'react';
import { getStoredUser, USER_UPDATED_EVENT, type StoredUser } from './user-storage';

/**
 * The stored member (docs/product.md, 'Browser storage'), re-read whenever it changes: a screen can follow a login
 * without a reload.
 */
export function useStoredUser(): StoredUser | null {
  const [user, setUser] = useState(() => getStoredUser());
  useEffect(() => {
    const refresh = () => setUser(getStoredUser());
    window.addEventListener(USER_UPDATED_EVENT, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(USER_UPDATED_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, []);
  return user;
}
