import { describe, expect, it } from 'vitest';
import { InterestPageCache, MAX_KEPT_BOX_MEMBERS } from '../src/modules/interest/interest-pages.js';

/** The keeping behind myInterests: a page goes when a change names its viewer or anyone in its box (shared-state.test.ts: across servers). */
describe('InterestPageCache', () => {
  const reader = () => {
    let reads = 0;
    return { read: (value: string) => async () => { reads += 1; return value; }, reads: () => reads };
  };
  const box = (...ids: string[]) => async () => ids;

  it('keeps a page until a change names its viewer or a member of its box, on the page or not', async () => {
    const pages = new InterestPageCache<string>(60_000);
    const r = reader();
    expect(await pages.get('viewer', 'RECEIVED/1/20', r.read('one'), box('x', 'y'))).toBe('one');
    expect(await pages.get('viewer', 'RECEIVED/1/20', r.read('two'), box('x', 'y'))).toBe('one');
    expect(await pages.get('other', 'RECEIVED/1/20', r.read('theirs'), box('z'))).toBe('theirs');
    pages.drop(['stranger']);
    expect(await pages.get('viewer', 'RECEIVED/1/20', r.read('two'), box('x', 'y'))).toBe('one');
    pages.drop(['y']); // in the box (a page further on, say)
    expect(await pages.get('viewer', 'RECEIVED/1/20', r.read('two'), box('x', 'y'))).toBe('two');
    expect(await pages.get('other', 'RECEIVED/1/20', r.read('no'), box('z'))).toBe('theirs');
    pages.drop(['viewer']);
    expect(await pages.get('viewer', 'RECEIVED/1/20', r.read('three'), box('x', 'y'))).toBe('three');
    pages.drop(); // a change naming no one
    expect(await pages.get('other', 'RECEIVED/1/20', r.read('again'), box('z'))).toBe('again');
    expect(pages.size).toBe(1);
    expect(r.reads()).toBe(5);
  });

  it('does not keep a read overtaken by a change, a box too long to index, or anything with no time to live', async () => {
    const pages = new InterestPageCache<string>(60_000);
    let release!: () => void;
    const slow = pages.get('viewer', 'SENT/1/20', () => new Promise((resolve) => { release = () => resolve('stale'); }), box('x'));
    pages.drop(['somebody']); // a change committed while the read was under way
    release();
    expect(await slow).toBe('stale');
    expect(await pages.get('viewer', 'SENT/1/20', async () => 'fresh', box('x'))).toBe('fresh');

    const long = Array.from({ length: MAX_KEPT_BOX_MEMBERS + 1 }, (_, i) => `m${i}`);
    expect(await pages.get('popular', 'RECEIVED/1/20', async () => 'first', async () => (long.length > MAX_KEPT_BOX_MEMBERS ? null : long))).toBe('first');
    expect(await pages.get('popular', 'RECEIVED/1/20', async () => 'second', box())).toBe('second');

    const off = new InterestPageCache<string>(0);
    let asked = 0;
    expect(await off.get('viewer', 'SENT/1/20', async () => 'a', async () => { asked += 1; return []; })).toBe('a');
    expect(await off.get('viewer', 'SENT/1/20', async () => 'b', box())).toBe('b');
    expect(asked).toBe(0); // the box's members are not even read
  });

  it('forgets the oldest page past its limit, with its index', async () => {
    const pages = new InterestPageCache<string>(60_000, undefined, 2);
    await pages.get('v1', 'k', async () => 'one', box('x'));
    await pages.get('v2', 'k', async () => 'two', box('x'));
    await pages.get('v3', 'k', async () => 'three', box('y'));
    expect(pages.size).toBe(2);
    expect(await pages.get('v1', 'k', async () => 'one again', box('x'))).toBe('one again'); // was the oldest
    pages.drop(['x']);
    expect(pages.size).toBe(1); // v3's, whose box holds y only
    expect(await pages.get('v3', 'k', async () => 'no', box('y'))).toBe('three');
  });
});
