import { useMemo, useSyncExternalStore } from 'react';
import { adminSnapshot, isAdministrator, mayEnterConsole, readAdmin, readRole, subscribeAdmin } from './admin-storage';

/** The stored admin and role, re-read whenever they change (in this tab or another). */
export function useAdmin() {
  const snapshot = useSyncExternalStore(subscribeAdmin, adminSnapshot, () => '');
  return useMemo(() => {
    const admin = readAdmin();
    const role = readRole();
    return { admin, role, isAdmin: isAdministrator(admin, role), mayEnter: mayEnterConsole(admin, role) };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot]);
}
