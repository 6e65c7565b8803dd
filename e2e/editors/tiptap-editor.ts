// A REAL Tiptap editor mounted where Claude's composer sits in the recorded page, with Claude's send
// button enabled from the editor's own state. Tests read the state through window.__twiceTestEditor.
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

const old = document.querySelector<HTMLElement>('[data-testid="chat-input"]');
if (!old?.parentElement) throw new Error('recorded page has no chat-input');
const host = old.parentElement;
old.remove();
const fieldset = host.closest('fieldset') ?? host;
const send = document.createElement('button');
send.setAttribute('aria-label', 'Send message');
send.disabled = true;
send.textContent = 'Send';
fieldset.append(send);

const editor = new Editor({
  element: host,
  extensions: [StarterKit],
  editorProps: {
    attributes: {
      'data-testid': 'chat-input',
      role: 'textbox',
      'aria-label': 'Write your prompt to Claude',
      class: 'tiptap ProseMirror',
      enterkeyhint: 'enter',
    },
  },
  onUpdate: ({ editor: e }) => {
    send.disabled = e.isEmpty;
  },
});

(window as unknown as Record<string, unknown>).__twiceTestEditor = {
  text: () => editor.state.doc.textContent,
  paragraphs: () => {
    const out: string[] = [];
    editor.state.doc.forEach((n) => out.push(n.textContent));
    return out;
  },
  undo: () => editor.commands.undo(),
  sendEnabled: () => !send.disabled,
};
