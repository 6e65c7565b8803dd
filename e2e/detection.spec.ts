// The corrections a new user makes, captured from recorded conversation pages through the built extension: each
// becomes the rule the user meant (in their words and language), or none, and shows up in the popup that way.
import { test, expect, serveSite, readStore, openPopup, tabIdOf, visit } from './fixtures';
import { demoPage, type DemoTurn } from '../demo/page';

interface CorrectionRow {
  kind: string;
  lesson: string;
  ruleId: number | null;
  turnKey: string;
  suggestion?: string | null;
}
interface RuleRow {
  id: number;
  text: string;
  status: string;
  corrections: number;
  applies?: string;
}

const NPM_REPLY = "I've installed the dependencies:\n```bash\nnpm install zod\n```\nLet me know if you need anything else.";
const CODE_REPLY = "Here is the updated function:\n```ts\n// Adds two numbers\nfunction add(a: number, b: number) {\n    return a + b; // sum\n}\n```";

const conversations: { id: string; title: string; turns: DemoTurn[] }[] = [
  { id: 'd1', title: 'Dependencies', turns: [{ id: 'd1-a', role: 'assistant', text: NPM_REPLY }, { id: 'd1-u', role: 'user', text: 'Use pnpm, not npm.' }] },
  { id: 'd2', title: 'Add zod', turns: [{ id: 'd2-a', role: 'assistant', text: NPM_REPLY }, { id: 'd2-u', role: 'user', text: 'use pnpm not npm' }] },
  { id: 'd3', title: 'Indentation', turns: [{ id: 'd3-a', role: 'assistant', text: CODE_REPLY }, { id: 'd3-u', role: 'user', text: 'Use tabs, not spaces.' }] },
  { id: 'd4', title: 'Antwortsprache', turns: [{ id: 'd4-a', role: 'assistant', text: "Sure! Here's the script in Python:\n```python\nprint('hi')\n```" }, { id: 'd4-u', role: 'user', text: 'Nicht Python, sondern TypeScript.' }] },
  { id: 'd5', title: 'Requêtes', turns: [{ id: 'd5-a', role: 'assistant', text: "I've used jQuery for the request:\n```js\n$.get('/api')\n```" }, { id: 'd5-u', role: 'user', text: "N'utilise pas jQuery, utilise fetch." }] },
  { id: 'd6', title: '语言', turns: [{ id: 'd6-a', role: 'assistant', text: 'Sure, here is the answer in English: the function returns a sorted list.' }, { id: 'd6-u', role: 'user', text: '不要用英文回答' }] },
  { id: 'd7', title: 'Comments', turns: [{ id: 'd7-a', role: 'assistant', text: CODE_REPLY }, { id: 'd7-u', role: 'user', text: 'No comments in the code please.' }] },
  {
    id: 'd8',
    title: 'Emojis',
    turns: [
      { id: 'd8-a0', role: 'assistant', text: 'Great question! 🎉 Here are three ideas 🚀 for your talk.' },
      { id: 'd8-u0', role: 'user', text: "Don't add emojis to the answers." },
      { id: 'd8-a1', role: 'assistant', text: 'Understood. Here are the three ideas again, without emojis.' },
      { id: 'd8-u1', role: 'user', text: 'Yes, always do that' },
    ],
  },
  { id: 'd9', title: 'Still broken', turns: [{ id: 'd9-a', role: 'assistant', text: "I've fixed the import:\n```ts\nimport x from './x';\n```" }, { id: 'd9-u', role: 'user', text: '又错了！怎么还是不对？' }] },
  { id: 'd12', title: 'Komentarze', turns: [{ id: 'd12-a', role: 'assistant', text: CODE_REPLY }, { id: 'd12-u', role: 'user', text: 'Nie, nie dodawaj komentarzy do kodu.' }] },
  {
    id: 'd13',
    title: 'Long answer',
    turns: [
      { id: 'd13-a', role: 'assistant', text: 'Great question! There are many factors to consider here. ' + 'First, it depends on your context and goals. '.repeat(12) },
      { id: 'd13-u', role: 'user', text: 'please be more concise' },
    ],
  },
  {
    id: 'd14',
    title: 'Birthday poem',
    turns: [
      { id: 'd14-a', role: 'assistant', text: "Here's a short poem for your mom's birthday:\n\nRoses bloom and skies are blue,\nNo one's love is quite like you!\n\nWould you like me to make it longer or change the style?" },
      // Chat shorthand, and the answer to the assistant's own question: still a correction, spelled out in the rule.
      { id: 'd14-u', role: 'user', text: 'u forgot the conclusion' },
    ],
  },
  // Traditional Chinese goes through OpenCC in the service worker; the rule keeps the characters the user typed.
  { id: 'd15', title: '註解', turns: [{ id: 'd15-a', role: 'assistant', text: CODE_REPLY }, { id: 'd15-u', role: 'user', text: '不要加註解' }] },
  // Blind probe sets of this session: a ban asked as "can you not …", and a Chinese request after its complaint.
  {
    id: 'd16',
    title: 'Email',
    turns: [
      { id: 'd16-a', role: 'assistant', text: "Here's your email:\n\nDear Mr. Thompson,\n\nI wanted to reach out about our meeting. Please don't hesitate to reach out with questions.\n\nBest regards,\nSarah" },
      { id: 'd16-u', role: 'user', text: 'can you not use "reach out" twice' },
    ],
  },
  {
    id: 'd17',
    title: '文案',
    turns: [
      { id: 'd17-a', role: 'assistant', text: '好的，以下是产品介绍：\n\n【智能保温杯】🔥🔥 这款保温杯保温长达12小时！！快来抢购吧！！！' },
      { id: 'd17-u', role: 'user', text: '太浮夸了，正式一点' },
    ],
  },
  { id: 'd11', title: 'Переменные', turns: [{ id: 'd11-a', role: 'assistant', text: "I've declared the counter:\n```js\nvar count = 0;\n```" }, { id: 'd11-u', role: 'user', text: 'Не используй var, используй const.' }] },
  {
    id: 'd10',
    title: 'Pasted log',
    turns: [
      { id: 'd10-a', role: 'assistant', text: "I've updated the build script." },
      // A 60,000-character paste with invisible characters and mixed scripts: bounded, never a rule from its body.
      { id: 'd10-u', role: 'user', text: 'Here is the log:\n' + ('ERROR build failed at step 3 \u200b\u202e 错误 ошибка\n').repeat(1500).slice(0, 60_000) },
    ],
  },
];

const url = (id: string) => `https://chatgpt.com/c/6a1f0c3e-2b7d-8001-9c4e-00000000${id.padStart(4, '0').replace('d', '0')}`;

test('the corrections from the issue become the rules the user meant, in their words, or none', async ({ context, serviceWorker, extensionId }) => {
  await serveSite(context, Object.fromEntries(conversations.map((c) => [url(c.id), demoPage(c.title, c.turns)])));
  const page = await context.newPage();
  for (const c of conversations) await visit(page, serviceWorker, url(c.id), c.turns.length);

  // Every user turn above is detected (the pipeline marks it), then the store is read back.
  await expect
    .poll(async () => (await readStore<{ role: string; pendingDetection?: number }>(serviceWorker, 'turns')).filter((t) => t.role === 'user' && !t.pendingDetection).length, { timeout: 20_000 })
    .toBe(18);
  const rules = await readStore<RuleRow>(serviceWorker, 'rules');
  const corrections = await readStore<CorrectionRow>(serviceWorker, 'corrections');
  const texts = rules.map((r) => r.text);

  // Two wordings of one correction across two chats: one rule, strengthened.
  expect(rules.filter((r) => /pnpm/.test(r.text))).toHaveLength(1);
  expect(rules.find((r) => /pnpm/.test(r.text))).toMatchObject({ text: 'Use pnpm, not npm.', corrections: 2 });
  expect(texts).toContain('Use tabs, not spaces.');
  expect(texts).toContain('Verwende TypeScript, nicht Python.');
  expect(texts).toContain("N'utilise pas jQuery, utilise fetch.");
  expect(texts).toContain('Не используй var, используй const.');
  // Polish: "Nie, …" is "no, …" and the rule is the ban after it, in Polish.
  expect(texts).toContain('Nie dodawaj komentarzy do kodu.');
  // The user's language by default, and never the opposite of what they said.
  expect(texts).toContain('不要用英文回答。');
  expect(texts).not.toContain('Answer in English.');
  expect(texts).toContain('No comments in the code.');
  expect(texts.some((t) => /^comments/i.test(t))).toBe(false);
  // "Yes, always do that" strengthens the rule it confirms; it has none of its own.
  expect(texts.some((t) => /always do that/i.test(t))).toBe(false);
  expect(rules.find((r) => r.text === "Don't add emojis to the answers.")?.corrections).toBe(2);
  // A style preference said once applies to every message, in the user's words.
  expect(rules.find((r) => r.text === 'Be more concise.')?.applies).toBe('always');
  expect(texts).toContain("Don't forget the conclusion.");
  expect(texts).toContain('不要加註解。');
  expect(texts).toContain('Don\'t use "reach out" twice.');
  expect(texts).toContain('正式一点。');
  // Pure frustration is recorded as such and teaches no rule; nor does a pasted log.
  expect(corrections.find((c) => c.turnKey.endsWith(':d9-u'))?.kind).toBe('frustration');
  expect(rules.some((r) => /错|不对/.test(r.text))).toBe(false);
  expect(rules.some((r) => /ERROR|ошибка/.test(r.text))).toBe(false);
  // No wrapper text anywhere.
  expect(texts.some((t) => /Apply the user|Follow the user/.test(t))).toBe(false);
  expect(corrections.some((c) => /Apply the user|Follow the user/.test(c.lesson))).toBe(false);

  // What the user sees: every rule above, in the popup, in those words (review queue or rule list).
  const popup = await openPopup(context, extensionId, await tabIdOf(serviceWorker, url('d10')));
  const visible = async () =>
    (await popup.locator('body').innerText()) + '\n' + (await popup.locator('textarea').evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value).join('\n')));
  // The queue and the rule list are virtual lists in a panel that scrolls: read the panel from top to bottom, each
  // card once it has loaded its rule.
  const readPanel = async (item: string, loaded: string) => {
    const panel = popup.locator('[data-scroll]');
    let text = '';
    for (let step = 0; step < 40; step++) {
      const cards = popup.getByTestId(item);
      await expect.poll(async () => (await cards.count()) > 0 && (await cards.count()) === (await cards.locator(loaded).count())).toBe(true);
      text += '\n' + (await visible());
      const moved = await panel.evaluate((el) => {
        const before = el.scrollTop;
        el.scrollTop = before + el.clientHeight * 0.7;
        return el.scrollTop !== before;
      });
      if (!moved) break;
    }
    return text;
  };
  const pending = rules.filter((r) => r.status === 'pending').length;
  const active = rules.filter((r) => r.status === 'active').length;
  await expect(popup.getByRole('tab', { name: /Review/ })).toContainText(String(pending));
  let seen = await readPanel('review-item', 'textarea');
  await popup.getByRole('tab', { name: /Rules/ }).click();
  await expect(popup.getByRole('tab', { name: /Rules/ })).toContainText(String(active));
  seen += '\n' + (await readPanel('rule', '.rule-text'));
  for (const t of ['Use pnpm, not npm.', 'Use tabs, not spaces.', '不要用英文回答。', 'No comments in the code.', "Don't add emojis to the answers.", 'Не используй var, используй const.', 'Nie dodawaj komentarzy do kodu.', 'Be more concise.']) expect(seen, t).toContain(t);
});
