import { LANG_CHOSEN_STORAGE_KEY, LANG_STORAGE_KEY } from '@matrimony/schema';

/**
 * The browser-storage contract (docs/product.md, 'Browser storage'): `user` holds fullName, imageUrl, _id and
 * profileImage, a 'user-updated' event says it changed, and logout clears local storage (all of it but the
 * language choice). It is only a display cache: the API trusts the httpOnly session cookie, never this.
 */
export const USER_KEY = 'user';
export const USER_UPDATED_EVENT = 'user-updated';
/** Fired by the API layer when the server says the session is missing or expired. */
export const SESSION_EXPIRED_EVENT = 'session-expired';

export interface StoredUser {
  _id: string;
  fullName: string;
  imageUrl: string | null;
  profileImage: string | null;
  /** Small square photo for the navbar (added to the four original fields). */
  thumbnailUrl?: string | null;
}

export interface MemberLike {
  id: string;
  fullName: string;
  image?: string | null;
  imageUrl?: string | null;
  thumbnailUrl?: string | null;
}

export function getStoredUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredUser> | null;
    if (!parsed || typeof parsed._id !== 'string' || typeof parsed.fullName !== 'string') return null;
    return {
      _id: parsed._id,
      fullName: parsed.fullName,
      imageUrl: parsed.imageUrl ?? null,
      profileImage: parsed.profileImage ?? null,
      thumbnailUrl: parsed.thumbnailUrl ?? null,
    };
  } catch {
    return null;
  }
}

/** profileImage is /uploads/{image}, or null when the member has no image. */
export function toStoredUser(member: MemberLike): StoredUser {
  return {
    _id: member.id,
    fullName: member.fullName,
    imageUrl: member.imageUrl ?? null,
    profileImage: member.image ? `/uploads/${member.image}` : null,
    thumbnailUrl: member.thumbnailUrl ?? null,
  };
}

export function saveUser(member: MemberLike): StoredUser {
  const user = toStoredUser(member);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(USER_UPDATED_EVENT));
  return user;
}

export function clearStorage(): void {
  // Logout clears local storage (docs/product.md) but for the language: `lang` (and `langChosen`, whether someone
  // chose it with the switch) are the browser's, not the member's, so the page (and the next visit) stays in the
  // language the visitor sees. The account keeps its own preferredLanguage for e-mails (docs/translations.md).
  const kept = [LANG_STORAGE_KEY, LANG_CHOSEN_STORAGE_KEY].map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  window.dispatchEvent(new Event(USER_UPDATED_EVENT));
}
