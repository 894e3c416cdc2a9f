import { cleanFreeText, isBlankText } from './fields.js';

/**
 * Conversation rules (docs/product.md, 'Interact'), read by the API and the portal's composer alike: a message is
 * 1 to 2,000 characters (counted as a reader counts them: code points, so a Hindi letter is one), a sender writes
 * at most 100 messages a day and at most 3 to a member who has not replied yet.
 */
export const MESSAGE_RULES = {
  maxChars: 2000,
  dailyLimit: 100,
  unansweredLimit: 3,
} as const;

/** Characters as a reader counts them. */
export function messageChars(body: string): number {
  let n = 0;
  for (const _ of body) n += 1;
  return n;
}

/** A message as it is stored: control characters dropped, line ends as \n, spaces around it trimmed. */
export function messageText(body: string): string {
  return cleanFreeText(body).trim();
}

/**
 * What is wrong with a message body, or null: blank (invisible characters count as blank), or too long as it will
 * be stored (spaces around it do not count).
 */
export function messageBodyProblem(body: string): 'MESSAGE_EMPTY' | 'MESSAGE_TOO_LONG' | null {
  if (isBlankText(body)) return 'MESSAGE_EMPTY';
  if (messageChars(messageText(body)) > MESSAGE_RULES.maxChars) return 'MESSAGE_TOO_LONG';
  return null;
}
