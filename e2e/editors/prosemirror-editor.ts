// A REAL ProseMirror editor mounted where ChatGPT's composer sits in the recorded page, with a send
// button that appears and enables from the editor's own state, as on the site. Tests read the editor
// state through window.__twiceTestEditor, never the DOM.
import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { schema } from 'prosemirror-schema-basic';
import { history, undo, redo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { baseKeymap } from 'prosemirror-commands';

const old = document.querySelector<HTMLElement>('#prompt-textarea');
if (!old?.parentElement) throw new Error('recorded page has no #prompt-textarea');
const host = old.parentElement;
old.remove();
const send = document.createElement('button');
send.setAttribute('data-testid', 'send-button');
send.id = 'composer-submit-button';
send.setAttribute('aria-label', 'Send prompt');
send.textContent = 'Send';

const view = new EditorView(host, {
  state: EditorState.create({ schema, plugins: [history(), keymap({ 'Mod-z': undo, 'Mod-y': redo, 'Shift-Mod-z': redo }), keymap(baseKeymap)] }),
  attributes: { id: 'prompt-textarea', class: 'ProseMirror', 'data-virtualkeyboard': 'true', translate: 'no' },
  dispatchTransaction(tr) {
    view.updateState(view.state.apply(tr));
    const empty = view.state.doc.textContent.trim() === '';
    // ChatGPT shows the voice button while empty and the send button once there is text.
    if (empty) send.remove();
    else if (!send.isConnected) host.closest('form')?.append(send);
  },
});

(window as unknown as Record<string, unknown>).__twiceTestEditor = {
  text: () => view.state.doc.textContent,
  paragraphs: () => {
    const out: string[] = [];
    view.state.doc.forEach((n) => out.push(n.textContent));
    return out;
  },
  undo: () => undo(view.state, view.dispatch),
  sendEnabled: () => send.isConnected && !send.hasAttribute('disabled'),
};
