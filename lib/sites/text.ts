// Visible text of a message body, as a person would copy it from the page.
//
// Walks the DOM instead of reading innerText: jsdom has no layout (innerText is missing or equals
// textContent there), and innerText forces a synchronous layout in the browser on every streaming
// mutation. The walk only reads nodes, never writes, and never produces HTML.

/**
 * Subtrees that are not part of what the person or the model wrote: screen-reader labels
 * ("You said:", "ChatGPT said:", "Claude responded:"), buttons and their labels, non-editable
 * widgets inside editors, citation pills, thinking/tool-status panels, action bars, and other
 * extensions' injected UI. aria-hidden is deliberately NOT skipped in general: modal libraries
 * (Radix hideOthers) put aria-hidden on the whole transcript while a menu is open.
 *
 * Checked by hand (tag name, class list, a few attributes) rather than with one big
 * Element.matches() selector: this runs for every element of every turn on each streaming
 * mutation, and selector matching was the main cost of extraction.
 */
const SKIP_TAGS = new Set([
  'BUTTON', 'SVG', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'INPUT', 'SELECT', 'IMG', 'VIDEO', 'AUDIO', 'CANVAS', 'IFRAME',
]);
const SKIP_CLASSES = ['sr-only', 'katex-html', 'group/thinking'];
const SKIP_ROLES = new Set(['button', 'toolbar']);
const SKIP_TESTIDS = new Set(['webpage-citation-pill', 'message-actions']);
const SKIP_CDS = new Set(['MessageActions', 'TurnStatus']);

/** Custom elements injected by writing assistants (QuillBot `qb-*`, Grammarly `grammarly-*`). */
const FOREIGN_TAG = /^(?:QB-|GRAMMARLY-|QUILLBOT-)/;

function isSkipped(el: Element): boolean {
  const tag = el.tagName.toUpperCase();
  if (SKIP_TAGS.has(tag) || FOREIGN_TAG.test(tag)) return true;
  if (!el.hasAttributes()) return false;
  const cl = el.classList;
  for (const c of SKIP_CLASSES) if (cl.contains(c)) return true;
  const role = el.getAttribute('role');
  if (role !== null && SKIP_ROLES.has(role)) return true;
  if (el.getAttribute('contenteditable') === 'false' || el.hasAttribute('hidden')) return true;
  const testid = el.getAttribute('data-testid');
  if (testid !== null && (SKIP_TESTIDS.has(testid) || /thinking/i.test(testid))) return true;
  const cds = el.getAttribute('data-cds');
  if (cds !== null && SKIP_CDS.has(cds)) return true;
  if (el.hasAttribute('data-thinking') || el.hasAttribute('data-grammarly-shadow-root')) return true;
  if (el.hasAttribute('data-quillbot-humanize-button') || el.hasAttribute('data-quillbot-improve-prompt-button')) return true;
  return false;
}

/** Blocks separated by a blank line when copied. */
const PARAGRAPH_TAGS = new Set([
  'P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'TABLE', 'HR', 'FIGURE', 'DL', 'DETAILS',
]);
/** Blocks that start on their own line. */
const LINE_TAGS = new Set([
  'DIV', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'MAIN', 'ASIDE', 'NAV', 'FORM', 'FIELDSET',
  'FIGCAPTION', 'DT', 'DD', 'SUMMARY', 'ADDRESS', 'CENTER', 'THEAD', 'TBODY', 'TFOOT', 'CAPTION',
]);

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function isPreWrap(el: Element): boolean {
  const cls = el.getAttribute('class');
  if (cls && /(?:^|\s)(?:whitespace-pre-wrap|whitespace-pre|whitespace-pre-line)(?:!|\s|$)/.test(cls)) return true;
  const style = el.getAttribute('style');
  return style !== null && /white-space\s*:\s*pre/.test(style);
}

/**
 * Accumulates output with deferred line breaks so blocks never produce leading/trailing blank lines.
 * Output is kept as a list of chunks and only the tail is ever inspected or trimmed: re-scanning or
 * re-slicing one growing string on every break would make long answers quadratic.
 */
class Emitter {
  private parts: string[] = [];
  private pendingBreak = 0;
  private pendingPrefix: string | null = null;
  private atLineStart = true;
  /** Inside list items a paragraph break becomes a plain line break (markdown-style tight lists). */
  maxBreak = 2;

  private get empty(): boolean {
    return this.parts.length === 0;
  }

  private lastChar(): string {
    const last = this.parts[this.parts.length - 1];
    return last ? last.charAt(last.length - 1) : '';
  }

  private trimTrailingSpaces(): void {
    for (;;) {
      const last = this.parts[this.parts.length - 1];
      if (last === undefined) return;
      const trimmed = last.replace(/[ \t]+$/, '');
      if (trimmed.length > 0) {
        this.parts[this.parts.length - 1] = trimmed;
        return;
      }
      this.parts.pop();
    }
  }

  requestBreak(n: number): void {
    // A list bullet waiting for its first text absorbs the break of the item's first <p>.
    if (this.pendingPrefix !== null) return;
    const want = Math.min(n, this.maxBreak);
    if (want > this.pendingBreak) this.pendingBreak = want;
  }

  setPrefix(prefix: string): void {
    this.pendingPrefix = prefix;
  }

  hardBreak(): void {
    if (this.empty && this.pendingPrefix === null) return;
    this.flushBreak();
    this.trimTrailingSpaces();
    this.parts.push('\n');
    this.atLineStart = true;
  }

  private flushBreak(): void {
    if (this.pendingBreak > 0 && !this.empty) {
      this.trimTrailingSpaces();
      this.parts.push('\n'.repeat(this.pendingBreak));
      this.atLineStart = true;
    }
    this.pendingBreak = 0;
  }

  /** Text that already went through whitespace handling; `raw` keeps leading spaces (code, pre-wrap). */
  text(s: string, raw = false): void {
    if (s.length === 0) return;
    if (!raw && (this.atLineStart || this.pendingBreak > 0)) {
      s = s.replace(/^ +/, '');
      if (s.length === 0) return;
    }
    this.flushBreak();
    if (this.pendingPrefix !== null) {
      this.parts.push(this.pendingPrefix);
      this.pendingPrefix = null;
      this.atLineStart = false;
      if (!raw) s = s.replace(/^ +/, '');
    }
    if (!raw && this.lastChar() === ' ' && s.startsWith(' ')) s = s.slice(1);
    if (s.length === 0) return;
    this.parts.push(s);
    this.atLineStart = s.endsWith('\n');
  }

  /**
   * Removes a just-emitted last line equal to label (a code block's language caption rendered
   * above the <pre>, which the fence already carries). Runs once per code block, so joining is fine.
   */
  dropLastLine(label: string): void {
    if (label.length === 0 || this.empty) return;
    const body = this.parts.join('').replace(/[ \t]+$/, '');
    const nl = body.lastIndexOf('\n');
    const last = body.slice(nl + 1).trim();
    if (last.toLowerCase() !== label.toLowerCase()) return;
    // The caption's own line break goes too; the <pre> requests its paragraph break itself.
    const kept = nl >= 0 ? body.slice(0, nl).replace(/\n+$/, '') : '';
    this.parts = kept.length > 0 ? [kept] : [];
    this.atLineStart = kept.length === 0;
  }

  result(): string {
    return this.parts.join('').replace(/[ \t]+$/gm, '').trim();
  }
}

interface WalkState {
  listDepth: number;
  preWrap: boolean;
}

function codeLanguage(pre: Element, code: Element | null): string {
  for (const el of [code, pre]) {
    const cls = el?.getAttribute('class');
    const m = cls ? /(?:^|\s)(?:language|lang)-([\w#+.-]+)/.exec(cls) : null;
    if (m?.[1]) return m[1];
    const data = el?.getAttribute('data-language');
    if (data) return data;
  }
  return '';
}

/** Line-number gutters of the code renderers: the numbers are not code. */
function isGutter(el: Element): boolean {
  const cls = el.getAttribute('class') ?? '';
  return /(?:^|\s)(?:cm-gutters?|cm-gutterElement|linenumber|line-numbers?-rows|react-syntax-highlighter-line-number)(?:\s|$)|line-number/.test(cls);
}

const CODE_BLOCK_TAGS = new Set(['DIV', 'P', 'LI', 'TR', 'TABLE', 'UL', 'OL', 'SECTION', 'ARTICLE', 'PRE', 'CODE']);

/**
 * Code as its lines: text nodes in order, `<br>` and block boundaries as line breaks. Renderers differ —
 * one text node with newlines (`pre > code`), one `.cm-line` div per line, or one span per token with `<br>`
 * between lines and bare text nodes for the spaces (ChatGPT's CodeMirror, 2026) — and all read the same.
 * Whitespace-only text holding a line break between lines that the markup already breaks is a saved page's
 * indentation, not code.
 */
function codeText(root: Node): string {
  let out = '';
  const newline = (): void => {
    if (out.length > 0 && !out.endsWith('\n')) out += '\n';
  };
  const visit = (node: Node, markupBreaks: boolean): void => {
    let breaks = markupBreaks;
    for (let c = node.firstChild; c && !breaks; c = c.nextSibling) {
      if (c.nodeType === ELEMENT_NODE && ((c as Element).tagName === 'BR' || CODE_BLOCK_TAGS.has((c as Element).tagName))) breaks = true;
    }
    for (let c = node.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === TEXT_NODE) {
        const v = c.nodeValue ?? '';
        if (breaks && v.includes('\n') && v.trim() === '') continue;
        out += v;
      } else if (c.nodeType === ELEMENT_NODE) {
        const el = c as Element;
        if (isSkipped(el) || isGutter(el)) continue;
        if (el.tagName === 'BR') {
          out += '\n';
          continue;
        }
        const block = CODE_BLOCK_TAGS.has(el.tagName) && el.tagName !== 'CODE';
        if (block) newline();
        visit(el, false);
        if (block) newline();
      }
    }
  };
  visit(root, false);
  return out;
}

const LANGUAGE_CAPTION = /^[A-Za-z][\w#+.-]{0,23}$/;
const NOT_A_LANGUAGE = /^(?:copy|copied|copy code|edit|run|download|expand|collapse|wrap|code)$/i;

/** The language caption a renderer shows above the code ("python"), when no class or attribute names it. */
function captionLanguage(block: Element, body: Element | null): string {
  // The first visible text before the code body, if it reads as a language name.
  const first = (node: Node): string | null => {
    for (let c = node.firstChild; c; c = c.nextSibling) {
      if (body && (c === body || c.contains(body))) return c === body ? '' : first(c);
      if (c.nodeType === TEXT_NODE) {
        const t = (c.nodeValue ?? '').trim();
        if (t) return t;
      } else if (c.nodeType === ELEMENT_NODE && !isSkipped(c as Element) && !isGutter(c as Element)) {
        const t = first(c);
        if (t !== null) return t;
      }
    }
    return null;
  };
  const t = first(block) ?? '';
  return LANGUAGE_CAPTION.test(t) && !NOT_A_LANGUAGE.test(t) ? t.toLowerCase() : '';
}

function codeBlockText(block: Element): { lang: string; code: string } {
  const cm = block.classList.contains('cm-content') ? block : block.querySelector('.cm-content');
  const code = cm ? null : block.querySelector('code');
  const body = cm ?? code;
  const lang = codeLanguage(block, body) || captionLanguage(block, body);
  const raw = codeText(body ?? block);
  return { lang, code: raw.replace(/^\n+/, '').replace(/\s+$/, '') };
}

function katexSource(el: Element): string | null {
  const ann = el.querySelector('annotation[encoding="application/x-tex"]');
  const tex = ann?.textContent?.replace(/\s+/g, " ").trim();
  if (!tex) return null;
  return el.closest('.katex-display') ? `$$${tex}$$` : `$${tex}$`;
}

function walk(node: Node, em: Emitter, st: WalkState): void {
  for (let c = node.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === TEXT_NODE) {
      const v = c.nodeValue ?? '';
      if (st.preWrap) emitPreWrap(v, em);
      else em.text(v.replace(/[ \t\n\r\f]+/g, ' '));
      continue;
    }
    if (c.nodeType !== ELEMENT_NODE) continue;
    const el = c as Element;
    if (isSkipped(el)) continue;
    element(el, em, st);
  }
}

/** A text node that an HTML pretty-printer re-indented: starts with newline+indent, ends with newline. */
const PRETTIFIED = /^\n[ \t]+\S[\s\S]*\n[ \t]*$/;

/**
 * Pre-wrap text keeps its line breaks. Exception: saved pages run through an HTML formatter
 * (the real captures) reflow and indent text nodes regardless of CSS, so a node that starts
 * with newline+indentation and ends on a newline is collapsed like normal text. React never
 * renders a user's message that way (the site trims it), so live pages are unaffected.
 */
function emitPreWrap(v: string, em: Emitter): void {
  if (PRETTIFIED.test(v)) {
    em.text(v.replace(/[ \t\n\r\f]+/g, ' '));
    return;
  }
  const trimmed = v.replace(/^[ \t]*\n/, '').replace(/\n[ \t]*$/, '');
  const lines = trimmed.split('\n');
  lines.forEach((line, i) => {
    if (i > 0) em.hardBreak();
    em.text(i === 0 ? line.replace(/^[ \t]+/, ' ') : line, i > 0);
  });
}

/** Boxes that hold a code block with its caption and buttons (Gemini's <code-block>, DeepSeek's .md-code-block). */
const CODE_BOX = 'code-block, .code-block, .md-code-block, [class*="code-block"]';

function codeBlock(el: Element, em: Emitter, st: WalkState): void {
  const read = codeBlockText(el);
  const { code } = read;
  let { lang } = read;
  // The caption can sit beside the <pre>, in the box around both.
  // Boxes nest (Gemini: <code-block> > .code-block > .formatted-code-block-internal-container > pre): the
  // caption is in the nearest one that has any.
  for (let box = el.tagName === 'PRE' ? el.parentElement?.closest(CODE_BOX) : null, hops = 0; !lang && box && hops < 4; hops++) {
    lang = captionLanguage(box, el);
    box = box.parentElement?.closest(CODE_BOX);
  }
  if (code.length === 0) return;
  em.dropLastLine(lang);
  const saved = em.maxBreak;
  em.maxBreak = 2;
  em.requestBreak(st.listDepth > 0 ? 1 : 2);
  em.text('```' + lang + '\n' + code + '\n```', true);
  em.maxBreak = saved;
  em.requestBreak(2);
}

function element(el: Element, em: Emitter, st: WalkState): void {
  const tag = el.tagName.toUpperCase();
  // Gemini keeps the TeX source on the math element itself (its KaTeX rendering has no annotation).
  const math = el.getAttribute('data-math');
  if (math !== null && /\bmath-(?:block|inline)\b/.test(el.getAttribute('class') ?? '')) {
    const tex = math.replace(/\s+/g, ' ').trim();
    if (el.classList.contains('math-block')) {
      em.requestBreak(1);
      em.text(`$$${tex}$$`);
      em.requestBreak(1);
    } else em.text(`$${tex}$`);
    return;
  }
  if (el.classList.contains('katex')) {
    const tex = katexSource(el);
    if (tex !== null) {
      em.text(tex);
      return;
    }
  }
  // A CodeMirror editor outside a <pre> is a code block all the same.
  if (tag === 'PRE' || el.classList.contains('cm-editor')) {
    codeBlock(el, em, st);
    return;
  }
  switch (tag) {
    case 'BR':
      em.hardBreak();
      return;
    case 'UL':
    case 'OL': {
      em.requestBreak(st.listDepth > 0 ? 1 : 2);
      const saved = em.maxBreak;
      em.maxBreak = 1;
      const depth = st.listDepth + 1;
      const startAttr = Number.parseInt(el.getAttribute('start') ?? '1', 10);
      let n = Number.isFinite(startAttr) ? startAttr : 1;
      for (let c = el.firstChild; c; c = c.nextSibling) {
        if (c.nodeType !== ELEMENT_NODE) continue;
        const item = c as Element;
        if (isSkipped(item)) continue;
        if (item.tagName.toUpperCase() !== 'LI') {
          element(item, em, { ...st, listDepth: depth });
          continue;
        }
        em.requestBreak(1);
        em.setPrefix('  '.repeat(depth - 1) + (tag === 'OL' ? `${n}. ` : '- '));
        n++;
        walk(item, em, { ...st, listDepth: depth });
        em.requestBreak(1);
      }
      em.maxBreak = saved;
      em.requestBreak(depth > 1 ? 1 : 2);
      return;
    }
    case 'TR': {
      em.requestBreak(1);
      let first = true;
      for (let c = el.firstChild; c; c = c.nextSibling) {
        if (c.nodeType !== ELEMENT_NODE) continue;
        const cell = c as Element;
        if (isSkipped(cell)) continue;
        if (!first) em.text(' | ');
        first = false;
        walk(cell, em, st);
      }
      em.requestBreak(1);
      return;
    }
  }
  if (el.classList.contains('katex-display')) {
    // Display math is a block (display:block span) holding one .katex.
    em.requestBreak(1);
    walk(el, em, st);
    em.requestBreak(1);
    return;
  }
  const preWrap = st.preWrap || isPreWrap(el);
  const inner = preWrap === st.preWrap ? st : { ...st, preWrap };
  const brk = PARAGRAPH_TAGS.has(tag) ? 2 : LINE_TAGS.has(tag) || tag === 'LI' ? 1 : 0;
  if (brk) em.requestBreak(brk);
  walk(el, em, inner);
  if (brk) em.requestBreak(brk);
}

/** Visible text of one element: paragraphs separated by blank lines, lists and code fences kept. */
export function extractText(root: Element): string {
  const em = new Emitter();
  if (isSkipped(root)) return '';
  element(root, em, { listDepth: 0, preWrap: false });
  return em.result();
}

/** Text of several body parts of one turn (e.g. before and after "Thought for…"), in order. */
export function extractTextOf(parts: readonly Element[]): string {
  const out: string[] = [];
  for (const p of parts) {
    const t = extractText(p);
    if (t.length > 0) out.push(t);
  }
  return out.join('\n\n');
}

/** Collapsed textContent: a cheap native comparison key, used to count identical earlier turns. */
export function roughText(el: Element | null): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
