// Drives Twice's in-page controls the way a person does. They live in a closed shadow root, which neither the
// page nor Playwright's selectors can enter; DevTools can, so the controls are found through the DevTools
// protocol (DOM with pierce) and clicked with real input events at their position on screen, which the
// browser marks as trusted exactly like a person's click.
import type { CDPSession, Page } from '@playwright/test';

interface DomNode {
  backendNodeId: number;
  nodeName: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

function attr(node: DomNode, name: string): string | null {
  const a = node.attributes ?? [];
  for (let i = 0; i < a.length; i += 2) if (a[i] === name) return a[i + 1] ?? '';
  return null;
}

function* walk(node: DomNode): Generator<DomNode> {
  yield node;
  for (const r of node.shadowRoots ?? []) yield* walk(r);
  for (const c of node.children ?? []) yield* walk(c);
  if (node.contentDocument) yield* walk(node.contentDocument);
}

export class TwiceUi {
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async on(page: Page): Promise<TwiceUi> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    return new TwiceUi(page, cdp);
  }

  /** Backend ids of the elements with `data-twice="<name>"` (or, for `.panel`, that class). */
  async findAll(name: string): Promise<number[]> {
    const { root } = (await this.cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const out: number[] = [];
    for (const n of walk(root)) {
      if (name.startsWith('.') ? (attr(n, 'class') ?? '').split(/\s+/).includes(name.slice(1)) : attr(n, 'data-twice') === name) {
        out.push(n.backendNodeId);
      }
    }
    return out;
  }

  async count(name: string): Promise<number> {
    return (await this.findAll(name)).length;
  }

  private async one(name: string, timeoutMs = 10_000): Promise<number> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const [id] = await this.findAll(name);
      if (id !== undefined) return id;
      if (Date.now() > end) throw new Error(`no Twice control "${name}" on the page`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  /** A real (trusted) mouse click in the middle of the control. */
  async click(name: string): Promise<void> {
    // The button re-renders when the rule count changes: a control replaced under us is looked up again.
    for (let attempt = 0; ; attempt++) {
      try {
        const id = await this.one(name);
        await this.cdp.send('DOM.scrollIntoViewIfNeeded', { backendNodeId: id });
        const { model } = (await this.cdp.send('DOM.getBoxModel', { backendNodeId: id })) as { model: { content: number[] } };
        const q = model.content;
        await this.page.mouse.click((q[0]! + q[2]! + q[4]! + q[6]!) / 4, (q[1]! + q[3]! + q[5]! + q[7]!) / 4);
        return;
      } catch (e) {
        if (attempt >= 5 || !/detached|No node|Could not compute box model/i.test(String(e))) throw e;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /** The visible text of a control (DevTools' view; the page itself cannot read it). */
  async text(name: string): Promise<string> {
    const id = await this.one(name);
    const { object } = (await this.cdp.send('DOM.resolveNode', { backendNodeId: id })) as { object: { objectId: string } };
    const r = (await this.cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: 'function () { return this.innerText ?? this.textContent; }',
      returnByValue: true,
    })) as { result: { value: string } };
    return r.result.value;
  }

  /** The visible text of each list item inside a control, in order (for the preview's one line per rule). */
  async items(name: string): Promise<string[]> {
    const id = await this.one(name);
    const { object } = (await this.cdp.send('DOM.resolveNode', { backendNodeId: id })) as { object: { objectId: string } };
    const r = (await this.cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: "function () { return Array.from(this.querySelectorAll('li'), (li) => li.innerText ?? li.textContent); }",
      returnByValue: true,
    })) as { result: { value: string[] } };
    return r.result.value;
  }

  /** Runs a function with `this` bound to each of Twice's shadow roots until one returns a value (DevTools can). */
  private async inShadow<T>(fn: string): Promise<{ value: T; theme: string | null } | null> {
    const { root } = (await this.cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    for (const n of walk(root)) {
      if (n.nodeName.toLowerCase() !== 'twice-composer-button') continue;
      for (const shadow of n.shadowRoots ?? []) {
        const { object } = (await this.cdp.send('DOM.resolveNode', { backendNodeId: shadow.backendNodeId })) as { object: { objectId: string } };
        const r = (await this.cdp.send('Runtime.callFunctionOn', { objectId: object.objectId, functionDeclaration: fn, returnByValue: true })) as { result: { value: T } };
        if (r.result.value !== null && r.result.value !== undefined) return { value: r.result.value, theme: attr(n, 'data-theme') };
      }
    }
    return null;
  }

  /**
   * The `data-twice` name (or tag) of the element focused inside Twice's shadow root, or null when the focus
   * is elsewhere. DevTools can resolve a closed root; the page cannot.
   */
  async focused(): Promise<string | null> {
    const r = await this.inShadow<string | null>('function () { const a = this.activeElement; return a ? a.getAttribute("data-twice") ?? a.localName : null; }');
    return r?.value ?? null;
  }

  /**
   * The markup inside Twice's shadow root (its styles included) and the theme on its host, as DevTools sees them:
   * for checking the panel with tools that cannot enter a closed root (axe-core).
   */
  async snapshot(): Promise<{ html: string; theme: string | null }> {
    const r = await this.inShadow<string>('function () { return this.innerHTML; }');
    if (!r) throw new Error('no Twice shadow root on the page');
    return { html: r.value, theme: r.theme };
  }
}
