import type { MemberProfileFields } from '@matrimony/schema';

/**
 * Edit Profile's unsaved changes, kept while the member logs in again after their session ended mid-edit (the
 * save was refused, the app went home with the login dialog and comes back here afterwards). Kept in this page's
 * memory only, never in browser storage (docs/product.md, "Browser storage"): a reload forgets them, and they
 * are given back only to the same member.
 */
interface Draft {
  memberId: string;
  values: MemberProfileFields;
  photo: File | null;
}

let kept: Draft | null = null;

export function keepDraft(draft: Draft): void {
  kept = draft;
}

/** The draft kept for this member, once; any other member's is dropped. */
export function takeDraft(memberId: string): Omit<Draft, 'memberId'> | null {
  const draft = kept;
  kept = null;
  return draft && draft.memberId === memberId ? { values: draft.values, photo: draft.photo } : null;
}
