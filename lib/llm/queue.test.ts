import { describe, expect, it } from 'vitest';
import { ReviewQueue, type DropReason } from './queue';

interface Job {
  key: string;
  ms?: number;
  fail?: boolean;
}

function make(maxPending = 3, jobTimeoutMs = 1000) {
  const done: string[] = [];
  const dropped: [string, DropReason][] = [];
  let active = 0;
  let maxActive = 0;
  const q = new ReviewQueue<Job>(
    async (j) => {
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise((r) => setTimeout(r, j.ms ?? 1));
      active--;
      if (j.fail) throw new Error('nope');
      done.push(j.key);
    },
    { maxPending, jobTimeoutMs, key: (j) => j.key, onDrop: (j, why) => dropped.push([j.key, why]) },
  );
  return { q, done, dropped, maxActive: () => maxActive };
}

describe('ReviewQueue', () => {
  it('runs jobs one at a time, in order', async () => {
    const { q, done, maxActive } = make(10);
    for (const k of ['a', 'b', 'c']) q.push({ key: k, ms: 3 });
    await q.idle();
    expect(done).toEqual(['a', 'b', 'c']);
    expect(maxActive()).toBe(1);
  });

  it('drops the oldest pending job beyond the bound and replaces a job with the same key', async () => {
    const { q, done, dropped } = make(2);
    q.pause();
    q.push({ key: 'a' });
    q.push({ key: 'b' });
    q.push({ key: 'a' });
    q.push({ key: 'c' });
    q.resume();
    await q.idle();
    expect(dropped).toEqual([
      ['a', 'replaced'],
      ['b', 'overflow'],
    ]);
    expect(done).toEqual(['a', 'c']);
  });

  it('abandons a stuck job at its deadline and moves on; a failing job does not stop the queue', async () => {
    const { q, done, dropped } = make(5, 20);
    q.push({ key: 'stuck', ms: 500 });
    q.push({ key: 'bad', fail: true });
    q.push({ key: 'ok' });
    await q.idle();
    expect(dropped.map((d) => d.join(':'))).toEqual(['stuck:timeout', 'bad:error']);
    expect(done).toContain('ok');
  });

  it('pause holds jobs and clear drops them', async () => {
    const { q, done, dropped } = make(5);
    q.pause();
    q.push({ key: 'a' });
    await q.idle();
    expect(done).toEqual([]);
    expect(q.size).toBe(1);
    q.clear();
    expect(dropped).toEqual([['a', 'cleared']]);
  });
});
