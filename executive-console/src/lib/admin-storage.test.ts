import { describe, expect, it } from 'vitest';
import { isAdministrator, mayEnterConsole, type StoredAdmin } from './admin-storage';

const admin = (over: Partial<StoredAdmin>): StoredAdmin => ({
  _id: 'a',
  id: 'a',
  fullName: 'A',
  email: 'a@example.com',
  role: 'executive',
  isApproved: false,
  isRejected: false,
  ...over,
});

describe('the executive route guard', () => {
  it('refuses when nothing is stored', () => {
    expect(mayEnterConsole(null, null)).toBe(false);
    expect(mayEnterConsole(null, 'admin')).toBe(false);
  });

  it('lets in role admin without approval, and approved executives', () => {
    expect(mayEnterConsole(admin({ role: 'admin' }), 'admin')).toBe(true);
    expect(mayEnterConsole(admin({ isApproved: true }), 'executive')).toBe(true);
  });

  it('refuses an executive who is neither admin nor approved', () => {
    expect(mayEnterConsole(admin({}), 'executive')).toBe(false);
    expect(mayEnterConsole(admin({ isRejected: true }), 'executive')).toBe(false);
  });

  it('shows the Executives menu only for role admin', () => {
    expect(isAdministrator(admin({ role: 'admin' }), 'admin')).toBe(true);
    expect(isAdministrator(admin({ isApproved: true }), 'executive')).toBe(false);
  });
});
