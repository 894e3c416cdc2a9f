import { describe, expect, it } from 'vitest';
import { KeptById } from '../src/common/kept-by-id.js';

/** The per-server keeping behind the profile rows and members' relations (changes drop them through the event bus). */
describe('KeptById', () => {
  const counter = () => {
    let reads = 0;
    return { read: (value: string | undefined) => async () => { reads += 1; return value; }, reads: () => reads };
  };

  it('keeps a value for its time and reads again after a drop of its id (or of every id)', async () => {
    const kept = new KeptById<string | undefined>(60_000, 10);
    const c = counter();
    expect(await kept.get('a', c.read('one'))).toBe('one');
    expect(await kept.get('a', c.read('two'))).toBe('one');
    kept.drop(['b']);
    expect(await kept.get('a', c.read('two'))).toBe('one');
    kept.drop(['a']);
    expect(await kept.get('a', c.read('two'))).toBe('two');
    kept.drop();
    expect(await kept.get('a', c.read('three'))).toBe('three');
    expect(c.reads()).toBe(3);
  });

  it('does not keep a read overtaken by a drop, nothing found, nor what it is told not to keep', async () => {
    const kept = new KeptById<string | undefined>(60_000, 10, (v) => v !== 'too large');
    let release!: () => void;
    const slow = kept.get('a', () => new Promise((resolve) => { release = () => resolve('stale'); }));
    kept.drop(['a']); // the change committed while the read was under way
    release();
    expect(await slow).toBe('stale'); // answered to its own request...
    expect(await kept.get('a', async () => 'fresh')).toBe('fresh'); // ...but not kept
    expect(await kept.get('u', async () => undefined)).toBeUndefined();
    expect(await kept.get('u', async () => 'found')).toBe('found');
    expect(await kept.get('big', async () => 'too large')).toBe('too large');
    expect(await kept.get('big', async () => 'small now')).toBe('small now');
  });

  it('forgets the oldest beyond its size; a time to live of 0 keeps nothing', async () => {
    const kept = new KeptById<string>(60_000, 2);
    await kept.get('a', async () => 'a1');
    await kept.get('b', async () => 'b1');
    await kept.get('c', async () => 'c1');
    expect(await kept.get('a', async () => 'a2')).toBe('a2');
    expect(await kept.get('c', async () => 'c2')).toBe('c1');
    const off = new KeptById<string>(0, 10);
    await off.get('a', async () => 'a1');
    expect(await off.get('a', async () => 'a2')).toBe('a2');
  });

  it('reads the ids it does not keep together, once, and keeps them as get does', async () => {
    const kept = new KeptById<string | undefined>(60_000, 10);
    await kept.get('a', async () => 'a1');
    const asked: string[][] = [];
    const read = (suffix: string) => async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.filter((id) => id !== 'gone').map((id) => [id, `${id}${suffix}`]));
    };
    const first = await kept.getMany(['a', 'b', 'c', 'gone'], read('1'));
    expect([...first.entries()]).toEqual([['a', 'a1'], ['b', 'b1'], ['c', 'c1']]);
    expect(asked).toEqual([['b', 'c', 'gone']]); // one read for all the missing ids; nothing found is left out
    expect(await kept.get('b', async () => 'b2')).toBe('b1'); // kept
    expect([...(await kept.getMany(['a', 'b', 'c'], read('2'))).values()]).toEqual(['a1', 'b1', 'c1']);
    expect(asked).toHaveLength(1);

    // A drop while the read is under way: answered, not kept.
    let release!: () => void;
    const slow = kept.getMany(['x'], (missing) => new Promise((resolve) => { release = () => resolve(new Map(missing.map((id) => [id, 'stale']))); }));
    kept.drop(['x']);
    release();
    expect((await slow).get('x')).toBe('stale');
    expect(await kept.get('x', async () => 'fresh')).toBe('fresh');
  });
});
