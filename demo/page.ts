// The project's own demo conversation page. It follows the structure of ChatGPT's 2026 article layout
// (turn articles, author-role elements with message ids, a contenteditable composer whose send button
// enables when the editor has text) with reduced markup and text written for the demo.

export interface DemoTurn {
  id: string;
  role: 'user' | 'assistant';
  text: string;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function body(t: DemoTurn): string {
  if (t.role === 'user') return `<div class="whitespace-pre-wrap">${esc(t.text)}</div>`;
  // Assistant text: paragraphs, and ``` fences rendered as <pre><code> the way the site does.
  const parts = t.text.split(/```(\w*)\n([\s\S]*?)```/);
  let html = '';
  for (let i = 0; i < parts.length; i += 3) {
    for (const para of (parts[i] ?? '').split(/\n{2,}/)) if (para.trim()) html += `<p>${esc(para.trim())}</p>`;
    if (i + 2 < parts.length) {
      html += `<pre><code class="language-${esc(parts[i + 1] ?? '')}">${esc(parts[i + 2] ?? '')}</code></pre>`;
    }
  }
  return `<div class="markdown prose">${html}</div>`;
}

export function demoPage(title: string, turns: DemoTurn[]): string {
  const articles = turns
    .map(
      (t, i) => `
    <article data-testid="conversation-turn-${i + 1}" data-turn="${t.role}" data-turn-id="${t.id}" class="turn ${t.role}">
      <h5 class="sr-only">${t.role === 'user' ? 'You said:' : 'ChatGPT said:'}</h5>
      <div data-message-author-role="${t.role}" data-message-id="${t.id}">${body(t)}</div>
      ${t.role === 'assistant' ? '<div class="actions"><button data-testid="copy-turn-action-button" aria-label="Copy">Copy</button></div>' : ''}
    </article>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>
  body { margin: 0; font: 15px/1.55 system-ui, sans-serif; background: #fff; color: #0d0d0d; }
  header { padding: 12px 20px; border-bottom: 1px solid #eee; font-weight: 600; }
  main { max-width: 760px; margin: 0 auto; padding: 16px 20px 200px; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  article.user > div { margin-left: auto; max-width: 75%; background: #f1f1f1; border-radius: 18px; padding: 8px 14px; }
  article { display: flex; flex-direction: column; margin: 14px 0; }
  pre { background: #111; color: #eee; padding: 10px; border-radius: 8px; overflow: auto; }
  .actions button { font-size: 12px; border: 0; background: none; color: #777; }
  #thread-bottom { position: fixed; left: 0; right: 0; bottom: 0; padding: 12px 20px 20px; background: linear-gradient(transparent, #fff 30%); }
  form { max-width: 760px; margin: 0 auto; display: flex; gap: 8px; align-items: flex-end; border: 1px solid #ddd; border-radius: 24px; padding: 10px 12px; background: #fff; }
  #prompt-textarea { flex: 1; min-height: 24px; max-height: 200px; overflow: auto; outline: none; white-space: pre-wrap; }
  #prompt-textarea:empty::before { content: attr(data-placeholder); color: #999; }
  #composer-submit-button { width: 34px; height: 34px; border-radius: 50%; border: 0; background: #0d0d0d; color: #fff; }
  #composer-submit-button:disabled { background: #ccc; }
</style></head>
<body>
<header>ChatGPT (Twice demo page)</header>
<main>${articles}
</main>
<div id="thread-bottom">
  <form data-type="unified-composer" onsubmit="return false">
    <div id="prompt-textarea" class="ProseMirror" contenteditable="true" role="textbox" aria-label="Message" data-placeholder="Ask anything"></div>
    <button id="composer-submit-button" data-testid="send-button" aria-label="Send prompt" disabled>&#8593;</button>
  </form>
</div>
<script>
  // Like the real site, the send button is enabled only when the editor holds text.
  const editor = document.getElementById('prompt-textarea');
  const send = document.getElementById('composer-submit-button');
  editor.addEventListener('input', () => { send.disabled = editor.textContent.trim() === ''; });
</script>
</body></html>`;
}

export const DEMO_CONVERSATION_1 = '6a1f0c3e-2b7d-8001-9c4e-1d2e3f4a5b6c';
export const DEMO_CONVERSATION_2 = '6a1f0d9a-7e21-8002-8b3f-6c5d4e3f2a1b';

/** Conversation one: the user corrects the assistant, and states a standing preference. */
export const DEMO_TURNS_1: DemoTurn[] = [
  { id: 'd1-u1', role: 'user', text: 'Sketch the API for our invoice service: list invoices and fetch one invoice.' },
  {
    id: 'd1-a1',
    role: 'assistant',
    text: 'Here is a GraphQL schema for the invoice service:\n\n```graphql\n# Invoice type with its line items\ntype Invoice { id: ID!, total: Float!, lines: [Line!]! }\ntype Query { invoices: [Invoice!]!, invoice(id: ID!): Invoice }\n```',
  },
  { id: 'd1-u2', role: 'user', text: "No, I said REST, not GraphQL. Use REST endpoints for our services." },
  {
    id: 'd1-a2',
    role: 'assistant',
    text: 'Sorry about that. Here are REST endpoints:\n\n```http\n# list invoices\nGET /invoices\n# fetch one invoice\nGET /invoices/{id}\n```',
  },
  { id: 'd1-u3', role: 'user', text: "Don't add comments to the code. I never want comments in code snippets." },
  { id: 'd1-a3', role: 'assistant', text: 'Understood:\n\n```http\nGET /invoices\nGET /invoices/{id}\n```' },
];

/** Conversation two: a fresh chat where the user starts a related request. */
export const DEMO_TURNS_2: DemoTurn[] = [
  { id: 'd2-u1', role: 'user', text: 'What is a good name for a billing microservice?' },
  { id: 'd2-a1', role: 'assistant', text: '"Ledger" is short and says what it does.' },
];

export const DEMO_DRAFT = 'Write the endpoints for the payments service and show the code.';
