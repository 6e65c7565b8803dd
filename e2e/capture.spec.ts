import { test, expect, serveSite, sharedFixture, readStore, tabIdOf, openPopup, screenshotPath } from './fixtures';

const CASES = [
  {
    site: 'chatgpt',
    file: 'chatgpt_2026-02-27_obsidian-AI-exporter_chat-simple.html',
    url: 'https://chatgpt.com/c/6997a1b2-0c4d-8320-a1f3-5b2e9c7d4e10',
    user: 5,
    assistant: 6,
  },
  {
    site: 'claude',
    file: 'claude_2026-02-27_obsidian-AI-exporter_chat-simple.html',
    url: 'https://claude.ai/chat/3f2a8c1e-7b4d-4e9a-9c21-5d8e6f1a2b3c',
    user: 7,
    assistant: 7,
  },
] as const;

for (const c of CASES) {
  test(`${c.site}: recorded conversation is captured, stored and listed in the popup`, async ({
    context,
    serviceWorker,
    extensionId,
  }) => {
    await serveSite(context, { [c.url]: sharedFixture(c.file) });
    const page = await context.newPage();
    await page.goto(c.url);

    const conversationId = c.url.split('/').pop()!;
    await expect
      .poll(async () => (await readStore<{ conversationId: string }>(serviceWorker, 'turns')).length, { timeout: 15_000 })
      .toBe(c.user + c.assistant);
    const turns = await readStore<{ conversationId: string; role: string; text: string }>(serviceWorker, 'turns');
    expect(new Set(turns.map((t) => t.conversationId))).toEqual(new Set([conversationId]));
    expect(turns.filter((t) => t.role === 'user')).toHaveLength(c.user);
    expect(turns.filter((t) => t.role === 'assistant')).toHaveLength(c.assistant);
    expect(turns.every((t) => t.text.length > 0)).toBe(true);

    const conversations = await readStore<{ conversationId: string; site: string }>(serviceWorker, 'conversations');
    expect(conversations).toEqual([expect.objectContaining({ conversationId, site: c.site })]);

    const tabId = await tabIdOf(serviceWorker, c.url);
    const popup = await openPopup(context, extensionId, tabId);
    await expect(popup.getByTestId('status')).toHaveClass(/\bok\b/);
    await popup.getByRole('tab', { name: 'Conversations' }).click();
    await expect(popup.getByTestId('conversations').locator('li')).toHaveCount(1);
    await expect(popup.getByTestId('conversations')).toContainText(`${c.user + c.assistant} turns`);
    await popup.screenshot({ path: screenshotPath(`popup-${c.site}-captured.png`) });
  });
}
