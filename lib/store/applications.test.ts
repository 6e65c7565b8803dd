import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TwiceDB } from './db';
import { recordApplication } from './outcomes';
import { attachNewChatApplications, ATTACH_WINDOW_MS } from './applications';

let db: TwiceDB;
let n = 0;
beforeEach(async () => {
  db = new TwiceDB(`apps-${n++}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('insertions into a new chat', () => {
  it('join the conversation once the site gives it an id, in the same tab only', async () => {
    const t = 1_000_000;
    await recordApplication(db, { ruleIds: [1], site: 'chatgpt', conversationKey: null, tabId: 7, now: t });
    await recordApplication(db, { ruleIds: [2], site: 'chatgpt', conversationKey: null, tabId: 8, now: t });
    await recordApplication(db, { ruleIds: [3], site: 'claude', conversationKey: null, tabId: 7, now: t });
    await recordApplication(db, { ruleIds: [4], site: 'chatgpt', conversationKey: null, tabId: 7, now: t - ATTACH_WINDOW_MS - 1 });
    expect(await attachNewChatApplications(db, { site: 'chatgpt', tabId: 7, conversationKey: 'chatgpt:c1', now: t + 5000 })).toBe(1);
    const apps = await db.applications.toArray();
    expect(apps.filter((a) => a.conversationKey === 'chatgpt:c1').map((a) => a.ruleIds)).toEqual([[1]]);
    expect(apps.filter((a) => a.conversationKey === null)).toHaveLength(3);
  });
});
