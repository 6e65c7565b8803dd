// The review queue's traps, as a person meets them: a contradiction shows the rule it replaces beside the proposal
// and says so on its button; "Never suggest" mutes exactly the topic it names, after a confirmation, and is
// undone from the queue or from Options; Dismiss has undo; a run of corrections in one chat is shown.
import type { Worker } from '@playwright/test';
import { test, expect, serveSite, readStore, tabIdOf, openPopup, screenshotPath } from './fixtures';
import { demoPage, type DemoTurn } from '../demo/page';
import { CONTRADICTION_TURNS, CSS_TURNS } from './review-chat';

const URL = 'https://chatgpt.com/c/6a1f0c3e-2b7d-8001-9c4e-7e7e7e7e7e7e';
const TURNS: DemoTurn[] = [...CONTRADICTION_TURNS, ...CSS_TURNS];

interface Rule {
  id: number;
  text: string;
  status: string;
  supersededBy: number | null;
}

async function mutedTopics(sw: Worker): Promise<string[][]> {
  return sw.evaluate(async () => {
    const api = (globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<unknown> } } } }).chrome;
    const s = (await api.storage.local.get('settings')) as { settings?: { detection?: { mutedTopics?: string[][] } } };
    return s.settings?.detection?.mutedTopics ?? [];
  });
}

test('review: a contradiction shows both rules; Never suggest names and confirms its topic and is undone; Dismiss has undo', async ({
  context,
  serviceWorker,
  extensionId,
}) => {
  await serveSite(context, { [URL]: demoPage('CSV parser', TURNS) });
  const page = await context.newPage();
  await page.goto(URL);
  await expect.poll(async () => (await readStore<Rule>(serviceWorker, 'rules')).filter((r) => r.status === 'pending').length, { timeout: 20_000 }).toBe(2);
  const popup = await openPopup(context, extensionId, await tabIdOf(serviceWorker, URL));
  const cards = popup.getByTestId('review-item');
  await expect(cards).toHaveCount(2);

  // The contradiction: the rule it replaces, side by side with the proposal, and a button that says it replaces.
  const contra = cards.filter({ hasText: 'never use tabs' });
  await expect(contra.getByTestId('replaces')).toContainText('Always use tabs for indentation.');
  await expect(contra.getByTestId('replaces')).toContainText('Never use tabs for indentation.');
  // Four corrections within minutes in one chat: the card says so.
  await expect(contra.getByTestId('burst')).toContainText(/You corrected the assistant \d times within \d+ min in this chat\./);
  await contra.screenshot({ path: screenshotPath('review-contradiction.png') });

  // "Never suggest": a confirmation naming the topic, the topic alone muted, the card gone, undo in the queue.
  const margin = cards.filter({ hasText: 'margin hacks' });
  await margin.getByRole('button', { name: 'Never suggest rules like this…' }).click();
  const confirm = margin.getByTestId('mute-confirm');
  await expect(confirm.getByLabel('Rules about margin, hack, css')).toBeChecked();
  await expect(confirm.getByLabel('Every rule in the category Style')).not.toBeChecked();
  await popup.screenshot({ path: screenshotPath('review-mute-confirm.png') });
  await confirm.getByRole('button', { name: 'Stop suggesting' }).click();
  await expect(cards).toHaveCount(1);
  await expect(popup.getByTestId('review-undo')).toContainText('Rules about margin, hack, css will not be suggested.');
  expect(await mutedTopics(serviceWorker)).toEqual([['margin', 'hack', 'css']]);
  await popup.getByTestId('review-undo').getByRole('button', { name: 'Undo' }).click();
  await expect(cards).toHaveCount(2);
  await expect.poll(() => mutedTopics(serviceWorker)).toEqual([]);

  // Dismiss, then undo.
  await cards.filter({ hasText: 'margin hacks' }).getByRole('button', { name: 'Dismiss' }).click();
  await expect(cards).toHaveCount(1);
  await expect(popup.getByTestId('review-undo')).toContainText('Dismissed.');
  await popup.getByTestId('review-undo').getByRole('button', { name: 'Undo' }).click();
  await expect(cards).toHaveCount(2);
  expect((await readStore<Rule>(serviceWorker, 'rules')).find((r) => r.text.includes('margin'))!.status).toBe('pending');

  // Accepting the contradiction retires the older rule, which the card named. The card also asks whether the rule
  // is for every message: indentation is not a subject the detector treats as reply-wide, and the user says it is.
  const tabs = cards.filter({ hasText: 'never use tabs' });
  await expect(tabs.getByRole('checkbox', { name: 'Every message' })).not.toBeChecked();
  await tabs.getByRole('checkbox', { name: 'Every message' }).check();
  await tabs.getByRole('button', { name: 'Accept and replace' }).click();
  await expect(cards).toHaveCount(1);
  const rules = await readStore<Rule>(serviceWorker, 'rules');
  const older = rules.find((r) => r.text === 'Always use tabs for indentation.')!;
  const newer = rules.find((r) => r.text === 'Never use tabs for indentation.')!;
  expect(newer).toMatchObject({ status: 'active', applies: 'always' });
  expect(older).toMatchObject({ status: 'disabled', supersededBy: newer.id });

  // A topic muted from the queue is listed in Options, where it can be unmuted.
  await cards.getByRole('button', { name: 'Never suggest rules like this…' }).click();
  await cards.getByRole('button', { name: 'Stop suggesting' }).click();
  await expect(popup.getByText('Nothing waits for review')).toBeVisible();
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const muted = options.getByTestId('muted-topics');
  await expect(muted).toContainText('margin, hack, css');
  await muted.getByRole('button', { name: 'Suggest again' }).click();
  await expect(muted).toHaveCount(0);
  await expect.poll(() => mutedTopics(serviceWorker)).toEqual([]);
});

test('review: a correction that states no rule asks for the wording, with the user’s words and the reply; the answer to "Every message" is kept', async ({
  context,
  serviceWorker,
  extensionId,
}) => {
  const url = 'https://chatgpt.com/c/6a1f0c3e-2b7d-8001-9c4e-7e7e7e7e7e7f';
  const turns: DemoTurn[] = [
    { id: 'w-u1', role: 'user', text: 'Write the next scene of my story: the dragon arrives at the castle.' },
    { id: 'w-a1', role: 'assistant', text: "I've updated the story: the dragon soars over the castle and lands on the tower." },
    { id: 'w-u2', role: 'user', text: "That's wrong. Dragons in my story can't fly, I told you that." },
    { id: 'w-a2', role: 'assistant', text: 'Sorry about that: the dragon now climbs the castle wall.' },
  ];
  await serveSite(context, { [url]: demoPage('Dragon story', turns) });
  const page = await context.newPage();
  await page.goto(url);
  await expect.poll(async () => (await readStore<{ status: string; ruleId: number | null }>(serviceWorker, 'corrections')).filter((c) => c.status === 'pending' && c.ruleId === null).length, { timeout: 20_000 }).toBe(1);
  expect(await readStore<Rule>(serviceWorker, 'rules')).toEqual([]);

  const popup = await openPopup(context, extensionId, await tabIdOf(serviceWorker, url));
  const card = popup.getByTestId('wording-item');
  await expect(card).toHaveCount(1);
  await expect(card.locator('blockquote')).toHaveText("That's wrong. Dragons in my story can't fly, I told you that.");
  await expect(card.getByText('What should it do differently next time?')).toBeVisible();
  await card.getByText('The reply you corrected').click();
  await expect(card.getByText('the dragon soars over the castle')).toBeVisible();
  // Pre-filled with the user's own key phrase; not a reply-wide subject, so "Every message" starts unticked.
  await expect(card.getByTestId('wording-text')).toHaveValue("Dragons in my story can't fly.");
  await expect(card.getByRole('checkbox', { name: 'Every message' })).not.toBeChecked();
  // Words about every reply tick it; the user's own choice then wins over the words.
  await card.getByTestId('wording-text').fill('Always answer in British English.');
  await expect(card.getByRole('checkbox', { name: 'Every message' })).toBeChecked();
  await card.getByTestId('wording-text').fill('In my story, dragons cannot fly: they climb.');
  await expect(card.getByRole('checkbox', { name: 'Every message' })).not.toBeChecked();
  await card.getByRole('checkbox', { name: 'Every message' }).check();
  await card.screenshot({ path: screenshotPath('review-wording.png') });
  await card.getByRole('button', { name: 'Save as rule' }).click();
  await expect(card).toHaveCount(0);
  await expect(popup.getByText('Nothing waits for review')).toBeVisible();
  await expect
    .poll(() => readStore<Rule & { applies: string }>(serviceWorker, 'rules'))
    .toEqual([expect.objectContaining({ text: 'In my story, dragons cannot fly: they climb.', status: 'active', applies: 'always' })]);
});
