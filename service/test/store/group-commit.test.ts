import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../src/store/group-commit.ts';

class Fatal extends Error {}

/** A fake statement runner that records its batches and answers when told to. */
function recorder(fail: (items: number[]) => Error | undefined = () => undefined) {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const run = async (items: number[]) => {
    batches.push(items);
    await gate;
    const error = fail(items);
    if (error) throw error;
    return items.map((item) => item * 10);
  };
  const hold = () => {
    gate = new Promise((resolve) => (release = resolve));
  };
  return { batches, run, hold, release: () => release() };
}

describe('groupCommit', () => {
  it('sends the calls of one turn together, and those arriving meanwhile in the next batch', async () => {
    const r = recorder();
    const call = groupCommit(r.run, { maxBatch: 3, isFatal: () => false });
    r.hold();
    const first = [call(1), call(2)];
    await new Promise((resolve) => setImmediate(resolve));
    const later = [call(3), call(4), call(5), call(6)];
    expect(r.batches).toEqual([[1, 2]]);
    r.release();
    expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50, 60]);
    expect(r.batches).toEqual([[1, 2], [3, 4, 5], [6]]);
  });

  it('tries each call alone after a failed batch, so only the bad one fails', async () => {
    const r = recorder((items) => (items.includes(2) ? new Error('bad') : undefined));
    const call = groupCommit(r.run, { maxBatch: 10, isFatal: () => false });
    const results = await Promise.allSettled([call(1), call(2), call(3)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(r.batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('fails the whole batch at once when the error is fatal (the database is gone)', async () => {
    const r = recorder(() => new Fatal('gone'));
    const call = groupCommit(r.run, { maxBatch: 10, isFatal: (error) => error instanceof Fatal });
    const results = await Promise.allSettled([call(1), call(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(r.batches).toEqual([[1, 2]]);
  });

  it('drains what is waiting and running before the pool closes', async () => {
    const r = recorder();
    const call = groupCommit(r.run, { maxBatch: 10, isFatal: () => false });
    const answered: number[] = [];
    for (const item of [1, 2, 3]) void call(item).then((result) => answered.push(result));
    await call.drain();
    await Promise.resolve();
    expect(answered).toEqual([10, 20, 30]);
    await call.drain(); // nothing left: returns at once
  });
});
