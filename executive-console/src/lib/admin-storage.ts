/**
 * The browser storage for executives (docs/product.md, 'Browser storage'): `admin` (an object) and `role`. It is
 * only a display cache on top of the server session: the API never trusts it, the app uses it to draw the navbar and to
 * guard routes before the first request.
 */
export const ADMIN_KEY = 'admin';
export const ROLE_KEY = 'role';

export interface StoredAdmin {
  _id: string;
  id: string;
  fullName: string;
  email: string;
  role: string;
  isApproved: boolean;
  isRejected: boolean;
}

export interface ExecutiveLike {
  id: string;
  fullName: string;
  email: string;
  role: string;
  isApproved: boolean;
  isRejected: boolean;
}

export function readAdmin(): StoredAdmin | null {
  try {
    const raw = window.localStorage.getItem(ADMIN_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const a = parsed as Partial<StoredAdmin>;
    const id = a.id ?? a._id;
    if (typeof id !== 'string' || !id) return null;
    return {
      _id: id,
      id,
      fullName: String(a.fullName ?? ''),
      email: String(a.email ?? ''),
      role: String(a.role ?? window.localStorage.getItem(ROLE_KEY) ?? ''),
      isApproved: a.isApproved === true,
      isRejected: a.isRejected === true,
    };
  } catch {
    return null;
  }
}

export function readRole(): string | null {
  try {
    return window.localStorage.getItem(ROLE_KEY);
  } catch {
    return null;
  }
}

export function storeAdmin(executive: ExecutiveLike): StoredAdmin {
  const admin: StoredAdmin = {
    _id: executive.id,
    id: executive.id,
    fullName: executive.fullName,
    email: executive.email,
    role: executive.role,
    isApproved: executive.isApproved,
    isRejected: executive.isRejected,
  };
  window.localStorage.setItem(ADMIN_KEY, JSON.stringify(admin));
  window.localStorage.setItem(ROLE_KEY, executive.role);
  notify();
  return admin;
}

/** Logout and an expired session clear exactly the executive keys, stored admin and role. */
export function clearAdmin(): void {
  window.localStorage.removeItem(ADMIN_KEY);
  window.localStorage.removeItem(ROLE_KEY);
  notify();
}

export function isAdministrator(admin: StoredAdmin | null, role: string | null = readRole()): boolean {
  return (role ?? admin?.role) === 'admin';
}

/** The route guard: an admin is stored, and it is either role admin or approved. */
export function mayEnterConsole(admin: StoredAdmin | null, role: string | null = readRole()): boolean {
  if (!admin) return false;
  return isAdministrator(admin, role) || admin.isApproved;
}

// Components subscribe with useSyncExternalStore; the `storage` event keeps several tabs in step.
const listeners = new Set<() => void>();
function notify(): void {
  for (const l of listeners) l();
}
export function subscribeAdmin(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === ADMIN_KEY || e.key === ROLE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
/** A stable snapshot for useSyncExternalStore: the raw strings, parsed by the hook. */
export function adminSnapshot(): string {
  try {
    return `${window.localStorage.getItem(ADMIN_KEY) ?? ''}\u0000${window.localStorage.getItem(ROLE_KEY) ?? ''}`;
  } catch {
    return '';
  }
}
