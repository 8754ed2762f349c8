import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

/** A task that runs until its `finish` is called, recording when it started. */
function gate(log: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((r) => {
    finish = r;
  });
  return {
    task: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

describe('createConcurrencyLimit', () => {
  it('runs at most `max` at once, the others in the order they came', async () => {
    const limit = createConcurrencyLimit(2);
    const log: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((n) => gate(log, n));
    const runs = gates.map((g) => limit.run(g.task));
    await expect.poll(() => log).toEqual(['a', 'b']);
    expect([limit.active, limit.waiting]).toEqual([2, 2]);

    gates[1]?.finish();
    await expect.poll(() => log).toEqual(['a', 'b', 'c']);
    expect([limit.active, limit.waiting]).toEqual([2, 1]);
    gates[0]?.finish();
    gates[2]?.finish();
    await expect.poll(() => log).toEqual(['a', 'b', 'c', 'd']);
    gates[3]?.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails, and a release called twice frees it once', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(limit.active).toBe(0);

    const first = await limit.acquire();
    const second = limit.acquire();
    first();
    first();
    const release = await second;
    expect([limit.active, limit.waiting]).toEqual([1, 0]);
    release();
    expect(limit.active).toBe(0);
  });

  it('refuses at once past `maxWaiting`, with the error of `whenFull`', async () => {
    const limit = createConcurrencyLimit(1, { maxWaiting: 1, whenFull: () => new Error('busy') });
    const held = await limit.acquire();
    const waiting = limit.acquire();
    await expect(limit.acquire()).rejects.toThrow('busy');
    expect([limit.active, limit.waiting]).toEqual([1, 1]);
    held();
    (await waiting)();
    expect(limit.active).toBe(0);
  });
});
