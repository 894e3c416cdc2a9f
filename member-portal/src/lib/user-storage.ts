/**
 * The browser-storage contract (docs/product.md): `user` holds fullName, imageUrl, _id and profileImage,
 * a 'user-updated' event says it changed, and logout clears all local storage. It is only a display cache:
 * the API trusts the httpOnly session cookie, never this.
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
  // Logout clears all local storage (docs/product.md). The page keeps showing the language in use; the account
  // keeps the member's preferredLanguage, which applies again at the next login.
  localStorage.clear();
  window.dispatchEvent(new Event(USER_UPDATED_EVENT));
}
