// @vitest-environment jsdom
// jsdom has no execCommand, DataTransfer or ClipboardEvent: the browser behaviour is stubbed per
// test (a native edit at the selection; a page paste handler), plus one run against a real
// ProseMirror EditorView to check that the synthetic paste reaches the editor's state.

import { describe, expect, it } from 'vitest';
import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { schema } from 'prosemirror-schema-basic';
import { insertIntoComposer, isSendEnabled } from './insert';
import { htmlDoc } from './testkit';

/** Minimal DataTransfer: enough for setData/getData. */
class FakeDataTransfer {
  private data = new Map<string, string>();
  setData(type: string, value: string): void {
    this.data.set(type, value);
  }
  getData(type: string): string {
    return this.data.get(type) ?? '';
  }
  get types(): string[] {
    return [...this.data.keys()];
  }
  get files(): never[] {
    return [];
  }
  get items(): never[] {
    return [];
  }
}

type StubWindow = Window & { DataTransfer?: unknown; wrappedJSObject?: unknown; Event: typeof Event; Range: typeof Range };

/** Native-like insertText: replaces the selection with a text node. */
function stubExecCommand(doc: Document, landed = true): string[] {
  const calls: string[] = [];
  (doc as Document & { execCommand: Document['execCommand'] }).execCommand = (cmd: string, _ui?: boolean, value?: string) => {
    calls.push(cmd);
    if (!landed) return true; // reports success but the editor reverted it (what ProseMirror does to raw DOM writes)
    const sel = doc.defaultView!.getSelection()!;
    const r = sel.getRangeAt(0);
    r.deleteContents();
    const t = doc.createTextNode(value ?? '');
    r.insertNode(t);
    r.setStartAfter(t);
    r.collapse(true);
    return true;
  };
  return calls;
}

function editor(html = '<p>Hello world</p>'): { doc: Document; el: HTMLElement } {
  const doc = htmlDoc(`<form><div id="ed" contenteditable="true" class="ProseMirror">${html}</div></form>`, 'https://chatgpt.com/');
  return { doc, el: doc.getElementById('ed')! };
}

describe('insertIntoComposer: contenteditable', () => {
  it('execCommand at the end when the caret is outside the composer', () => {
    const { doc, el } = editor();
    const calls = stubExecCommand(doc);
    const res = insertIntoComposer(el, ' [Twice rules]', { at: 'caret' });
    expect(res).toEqual({ ok: true, method: 'execCommand' });
    expect(calls).toEqual(['insertText']);
    expect(el.textContent).toBe('Hello world [Twice rules]');
    expect(doc.activeElement).toBe(el);
  });

  it('execCommand at the caret when the selection is inside the composer', () => {
    const { doc, el } = editor();
    stubExecCommand(doc);
    const text = el.querySelector('p')!.firstChild!;
    const sel = doc.defaultView!.getSelection()!;
    const r = doc.createRange();
    r.setStart(text, 5);
    r.collapse(true);
    sel.removeAllRanges();
    sel.addRange(r);
    expect(insertIntoComposer(el, ',', { at: 'caret' })).toEqual({ ok: true, method: 'execCommand' });
    expect(el.textContent).toBe('Hello, world');
    // 'end' ignores the caret.
    sel.removeAllRanges();
    sel.addRange(r);
    expect(insertIntoComposer(el, '!', { at: 'end' }).ok).toBe(true);
    expect(el.textContent).toBe('Hello, world!');
  });

  it("'all' replaces the whole content (a new rules block for the old one), and checks the editor holds exactly it", () => {
    const { doc, el } = editor('<p>Draft</p><p>[Twice rules]</p><p>- Old rule.</p><p>[/Twice rules]</p>');
    stubExecCommand(doc);
    const next = 'Draft\n\n[Twice rules]\n- New rule.\n[/Twice rules]';
    expect(insertIntoComposer(el, next, { at: 'all' })).toEqual({ ok: true, method: 'execCommand' });
    expect(el.textContent).toBe(next);
    // An editor that ignores the edit is reported, not assumed.
    const other = editor('<p>Draft</p><p>[Twice rules]</p>');
    stubExecCommand(other.doc, false);
    expect(insertIntoComposer(other.el, 'Draft\n\n[Twice rules]\n- New.', { at: 'all' }).ok).toBe(false);
  });

  it('falls back to a synthetic paste when execCommand does not land', () => {
    const { doc, el } = editor();
    stubExecCommand(doc, false);
    const win = doc.defaultView as unknown as StubWindow;
    win.DataTransfer = FakeDataTransfer;
    const seen: string[] = [];
    el.addEventListener('paste', (e) => {
      const dt = (e as unknown as { clipboardData?: FakeDataTransfer }).clipboardData;
      const t = dt?.getData('text/plain') ?? '';
      seen.push(t);
      el.querySelector('p')!.append(t);
      e.preventDefault();
    });
    expect(insertIntoComposer(el, ' pasted', { at: 'end' })).toEqual({ ok: true, method: 'paste' });
    expect(seen).toEqual([' pasted']);
    expect(el.textContent).toBe('Hello world pasted');
  });

  it('Firefox: builds the paste event with the page constructors from wrappedJSObject', () => {
    const { doc, el } = editor();
    const win = doc.defaultView as unknown as StubWindow;
    const PageEvent = win.Event;
    class PageClipboardEvent extends PageEvent {
      clipboardData = new FakeDataTransfer();
    }
    win.wrappedJSObject = { Object, ClipboardEvent: PageClipboardEvent };
    let got = '';
    el.addEventListener('paste', (e) => {
      got = (e as unknown as { clipboardData: FakeDataTransfer }).clipboardData.getData('text/plain');
      el.append(got);
    });
    expect(insertIntoComposer(el, 'from firefox', { at: 'end', win })).toEqual({ ok: true, method: 'paste' });
    expect(got).toBe('from firefox');
  });

  it('reports failure when nothing lands (no execCommand, no paste support)', () => {
    const { el } = editor();
    expect(insertIntoComposer(el, 'nothing', { at: 'end' })).toEqual({ ok: false, method: 'none' });
    expect(el.textContent).toBe('Hello world');
  });

  it('a repeated text must land once more than before to count', () => {
    const { doc, el } = editor('<p>again</p>');
    stubExecCommand(doc, false);
    expect(insertIntoComposer(el, 'again', { at: 'end' }).ok).toBe(false);
  });

  it('multi-line text is verified by its first non-blank line', () => {
    const { doc, el } = editor('<p></p>');
    stubExecCommand(doc);
    expect(insertIntoComposer(el, '\n[Twice rules]\n- one\n[/Twice rules]', { at: 'end' }).ok).toBe(true);
  });
});

describe('insertIntoComposer: real ProseMirror view (paste path)', () => {
  it('the synthetic paste goes through ProseMirror into the editor state', () => {
    const doc = htmlDoc('<div id="mount"></div>', 'https://chatgpt.com/');
    const win = doc.defaultView as unknown as StubWindow;
    win.DataTransfer = FakeDataTransfer;
    // No layout in jsdom: ProseMirror's scrollToSelection measures ranges after the paste.
    const RangeProto = win.Range.prototype as unknown as { getClientRects: () => unknown[]; getBoundingClientRect: () => unknown };
    RangeProto.getClientRects = () => [];
    RangeProto.getBoundingClientRect = () => ({ top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 });
    // prosemirror-view reads the global document/window; point them at this jsdom window.
    const g = globalThis as unknown as { document: Document; window: Window };
    const saved = { document: g.document, window: g.window };
    g.document = doc;
    g.window = win;
    try {
      const view = new EditorView(doc.getElementById('mount')!, {
        state: EditorState.create({ schema, doc: schema.node('doc', null, [schema.node('paragraph', null, [schema.text('Hi')])]) }),
      });
      const res = insertIntoComposer(view.dom, ' there', { at: 'end', win });
      expect(res).toEqual({ ok: true, method: 'paste' });
      expect(view.state.doc.textContent).toBe('Hi there');
      view.destroy();
    } finally {
      g.document = saved.document;
      g.window = saved.window;
    }
  });
});

describe('insertIntoComposer: textarea', () => {
  it('uses the native prototype setter (bypassing an instance tracker) and fires input', () => {
    const doc = htmlDoc('<textarea id="mobile-composer-prompt">abc</textarea>', 'https://chatgpt.com/');
    const ta = doc.getElementById('mobile-composer-prompt') as HTMLTextAreaElement;
    const win = doc.defaultView!;
    const proto = Object.getOwnPropertyDescriptor(win.HTMLTextAreaElement.prototype, 'value')!;
    let trackerWrites = 0;
    Object.defineProperty(ta, 'value', {
      configurable: true,
      get() {
        return proto.get!.call(this);
      },
      set(v: string) {
        trackerWrites++;
        proto.set!.call(this, v);
      },
    });
    let inputs = 0;
    ta.addEventListener('input', () => inputs++);
    expect(insertIntoComposer(ta, 'XYZ', { at: 'end' })).toEqual({ ok: true, method: 'textarea' });
    expect(ta.value).toBe('abcXYZ');
    expect(trackerWrites).toBe(0);
    expect(inputs).toBe(1);
    ta.setSelectionRange(1, 1);
    insertIntoComposer(ta, '-', { at: 'caret' });
    expect(ta.value).toBe('a-bcXYZ');
    expect(insertIntoComposer(ta, 'all new', { at: 'all' })).toEqual({ ok: true, method: 'textarea' });
    expect(ta.value).toBe('all new');
  });
});

describe('isSendEnabled', () => {
  it('present, connected, not disabled, not aria-disabled, not inert', () => {
    const doc = htmlDoc('<button id="a">Send</button><button id="b" disabled>Send</button><button id="c" aria-disabled="true">Send</button><div inert><button id="d">Send</button></div>');
    expect(isSendEnabled(doc.getElementById('a'))).toBe(true);
    expect(isSendEnabled(doc.getElementById('b'))).toBe(false);
    expect(isSendEnabled(doc.getElementById('c'))).toBe(false);
    expect(isSendEnabled(doc.getElementById('d'))).toBe(false);
    expect(isSendEnabled(null)).toBe(false);
    expect(isSendEnabled(doc.createElement('button'))).toBe(false);
  });
});
