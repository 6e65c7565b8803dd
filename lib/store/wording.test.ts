import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TwiceDB } from './db';
import { recordDetection } from './learn';
import { countPendingWordings, dismissWording, pendingWordings, ruleFromWording } from './wording';
import { detect } from '../detect';

let db: TwiceDB;
let n = 0;
beforeEach(async () => {
  db = new TwiceDB(`wording-${n++}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const conversation = { key: 'chatgpt:c1', site: 'chatgpt' as const, project: null };

async function learn(text: string, prev: string, turnKey = 'chatgpt:c1:u1') {
  const detection = detect({ user: { id: 'u1', text }, prevAssistant: { id: 'a1', text: prev } });
  return recordDetection(db, { detection, conversation, turnKey, now: 1000 });
}

describe('corrections that state no rule', () => {
  it('wait for the user’s wording instead of inventing a rule, pre-filled with their words', async () => {
    const r = await learn("That's wrong. Dragons in my story can't fly, I told you that.", "I've updated the story: the dragon soars over the castle.");
    expect(r.rule).toBeNull();
    expect(await db.rules.count()).toBe(0);
    const waiting = await pendingWordings(db);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.suggestion).toBe("Dragons in my story can't fly.");
    expect(await countPendingWordings(db)).toBe(1);
  });

  it('become an active rule in the user’s words, and leave the queue', async () => {
    await learn("That's wrong. Dragons in my story can't fly, I told you that.", "I've updated the story: the dragon soars over the castle.");
    const [c] = await pendingWordings(db);
    const rule = await ruleFromWording(db, c!.id!, '  Dragons in my story cannot fly.  ');
    expect(rule.text).toBe('Dragons in my story cannot fly.');
    expect(rule.status).toBe('active');
    expect(await countPendingWordings(db)).toBe(0);
    await expect(ruleFromWording(db, c!.id!, 'again')).rejects.toThrow(/no longer waiting/);
  });

  it('keep the user’s answer to "with every message", and read it from the words when unanswered', async () => {
    await learn("That's wrong. Dragons in my story can't fly, I told you that.", "I've updated the story: the dragon soars over the castle.");
    const [c] = await pendingWordings(db);
    const rule = await ruleFromWording(db, c!.id!, 'Dragons in my story cannot fly.', { applies: 'always' });
    expect(rule.applies).toBe('always');
    expect((await db.rules.get(rule.id!))!.applies).toBe('always');

    await learn('Are you sure? The meeting was on Tuesday.', 'The meeting took place on Monday, 3 March.', 'chatgpt:c1:u2');
    const [d] = await pendingWordings(db);
    const own = await ruleFromWording(db, d!.id!, 'Answer in British English.');
    expect(own.applies).toBe('always');
  });

  it('refuse an empty wording and can be dismissed', async () => {
    await learn("That's wrong. Dragons in my story can't fly, I told you that.", "I've updated the story: the dragon soars over the castle.");
    const [c] = await pendingWordings(db);
    await expect(ruleFromWording(db, c!.id!, '   ')).rejects.toThrow(/needs some words/);
    await dismissWording(db, c!.id!);
    expect(await countPendingWordings(db)).toBe(0);
    expect(await db.rules.count()).toBe(0);
  });

  it('a stated rule never waits for wording', async () => {
    const r = await learn('No, use pnpm, not npm.', "I've run `npm install zod` for you.");
    expect(r.rule?.text).toBe('Use pnpm, not npm.');
    expect(await countPendingWordings(db)).toBe(0);
  });
});
