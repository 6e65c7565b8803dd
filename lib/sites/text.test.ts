// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cyrb53, turnHash } from './hash';
import { extractText, extractTextOf } from './text';
import { htmlDoc } from './testkit';

function text(html: string): string {
  const doc = htmlDoc(`<div id="root">${html}</div>`);
  return extractText(doc.getElementById('root')!);
}

describe('extractText', () => {
  it('paragraphs, headings and line breaks', () => {
    expect(text('<h3>Title</h3><p>One   two\n   three.</p><p>Line<br>break</p>')).toBe('Title\n\nOne two three.\n\nLine\nbreak');
  });

  it('fenced code with the language from class="language-x", whitespace kept', () => {
    const html = '<p>Run:</p><pre><div>bash</div><div><button>Copy code</button></div><code class="whitespace-pre! language-bash">npm i\n  --save-dev x\n</code></pre><p>Done.</p>';
    expect(text(html)).toBe('Run:\n\n```bash\nnpm i\n  --save-dev x\n```\n\nDone.');
  });

  it('a code block without language and a CodeMirror block', () => {
    expect(text('<pre><code>a &lt; b</code></pre>')).toBe('```\na < b\n```');
    expect(text('<pre><div class="cm-editor"><div class="cm-content"><div class="cm-line">x = 1</div><div class="cm-line">y = 2</div></div></div></pre>')).toBe('```\nx = 1\ny = 2\n```');
  });

  it('drops a language caption rendered just above the <pre>', () => {
    expect(text('<p>See:</p><div><div class="font-small">python</div><pre><code class="language-python">print(1)</code></pre></div>')).toBe('See:\n\n```python\nprint(1)\n```');
  });

  it('lists: "- " and "1. ", nested, start attribute, <p> inside <li>', () => {
    const html = '<p>Intro</p><ul><li><p>alpha</p></li><li>beta<ul><li>beta.1</li></ul></li></ul><ol start="3"><li>three</li><li>four</li></ol><p>End</p>';
    expect(text(html)).toBe('Intro\n\n- alpha\n- beta\n  - beta.1\n\n3. three\n4. four\n\nEnd');
  });

  it('removes sr-only labels, buttons, contenteditable=false, citation pills, thinking panels', () => {
    const html = `
      <h5 class="sr-only">You said:</h5>
      <h2 class="sr-only">Claude responded: hi</h2>
      <p>Fact<span data-state="closed"><span data-testid="webpage-citation-pill"><a href="#">example.com</a></span></span>.</p>
      <div data-cds="TurnStatus"><span>Thought for 3s</span></div>
      <div data-testid="thinking-block">secret reasoning</div>
      <span contenteditable="false">@mention widget</span>
      <button>Copy</button><div role="button">Open artifact</div>`;
    expect(text(html)).toBe('Fact.');
  });

  it('removes other extensions\' residue (QuillBot, Grammarly)', () => {
    const html = '<p>Hello<qb-highlighter><qb-div>x</qb-div></qb-highlighter> world</p><div data-quillbot-humanize-button="true"><span>Humanize</span></div><grammarly-extension>G</grammarly-extension>';
    expect(text(html)).toBe('Hello world');
  });

  it('keeps user newlines in whitespace-pre-wrap, but reflows pretty-printed capture indentation', () => {
    expect(text('<div class="whitespace-pre-wrap">line one\n  indented\n\nlast</div>')).toBe('line one\n  indented\n\nlast');
    expect(text('<div class="whitespace-pre-wrap">\n        wrapped by a\n        formatter\n      </div>')).toBe('wrapped by a formatter');
  });

  it('KaTeX: TeX source, inline $…$ and display $$…$$ on its own line', () => {
    const k = (tex: string) => `<span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>x</mi></mrow><annotation encoding="application/x-tex">${tex}</annotation></semantics></math></span><span class="katex-html" aria-hidden="true"><span>visual</span></span></span>`;
    expect(text(`<p>So ${k('x^2')} holds.</p><span class="katex-display">${k('\\sum_i i')}</span><p>End</p>`)).toBe('So $x^2$ holds.\n\n$$\\sum_i i$$\n\nEnd');
  });

  it('tables become rows of cells separated by " | "', () => {
    expect(text('<table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>')).toBe('a | b\n1 | 2');
  });

  it('does not skip aria-hidden content in general (menus hide the whole transcript)', () => {
    expect(text('<div aria-hidden="true"><p>Still here</p></div>')).toBe('Still here');
  });

  it('extractTextOf joins parts with a blank line and skips empty ones', () => {
    const doc = htmlDoc('<p id="a">first</p><p id="b"><button>x</button></p><p id="c">second</p>');
    expect(extractTextOf([doc.getElementById('a')!, doc.getElementById('b')!, doc.getElementById('c')!])).toBe('first\n\nsecond');
  });

  it('never mutates the DOM', () => {
    const doc = htmlDoc('<div id="root"><p>a <b>b</b></p><pre><code class="language-js">c</code></pre></div>');
    const before = doc.body.innerHTML;
    extractText(doc.getElementById('root')!);
    expect(doc.body.innerHTML).toBe(before);
  });
});

describe('turnHash', () => {
  it('is deterministic and depends on every input', () => {
    const base = turnHash('conv', 'user', 'hello', 0);
    expect(base).toBe(turnHash('conv', 'user', 'hello', 0));
    expect(base).toMatch(/^h-[0-9a-z]{1,11}$/);
    expect(new Set([base, turnHash('conv2', 'user', 'hello', 0), turnHash('conv', 'assistant', 'hello', 0), turnHash('conv', 'user', 'hello!', 0), turnHash('conv', 'user', 'hello', 1), turnHash(null, 'user', 'hello', 0)]).size).toBe(6);
  });
  it('cyrb53 known value (guards against accidental changes that would re-key stored turns)', () => {
    expect(cyrb53('a')).toBe(7929297801672961);
    expect(cyrb53('')).toBe(3338908027751811);
  });
});

describe('extractText on a very long answer', () => {
  // Its cost (and that 10× the text costs ~10×) is the benchmark row `extract_text_growth_10x` (bench/hostile.ts).
  it('reads every paragraph', () => {
    const para = '<p>Some words in a <strong>paragraph</strong> with <code>code</code> and more words.</p>';
    const out = extractText(htmlDoc(`<div id="root">${para.repeat(5000)}</div>`).getElementById('root')!);
    expect(out.split('\n\n')).toHaveLength(5000);
  });
});
