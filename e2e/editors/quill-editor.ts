// A REAL Quill editor mounted where Gemini's composer sits in the recorded page (inside <rich-textarea>), with
// Gemini's send button enabled from the editor's own state. Tests read the state through window.__twiceTestEditor.
import Quill from 'quill';

const old = document.querySelector<HTMLElement>('rich-textarea .ql-editor');
const host = old?.closest('rich-textarea');
if (!old || !host) throw new Error('recorded page has no rich-textarea composer');
old.remove();
const send = document.querySelector<HTMLButtonElement>('button.send-button');
if (!send) throw new Error('recorded page has no send button');

const quill = new Quill(host as HTMLElement, { formats: [], modules: { history: { delay: 500, userOnly: false } } });
const editor = host.querySelector<HTMLElement>('.ql-editor')!;
editor.classList.add('textarea');
editor.setAttribute('role', 'textbox');
editor.setAttribute('aria-label', 'Enter a prompt here');

const sync = (): void => {
  const empty = quill.getText().trim().length === 0;
  send.setAttribute('aria-disabled', String(empty));
  send.disabled = empty;
};
quill.on('text-change', sync);
sync();

(window as unknown as Record<string, unknown>).__twiceTestEditor = {
  // Quill's own model, not the DOM: what Gemini would send.
  text: () => quill.getText().replace(/\n$/, '').replace(/\n/g, ' ').replace(/\s+/g, ' ').trim(),
  paragraphs: () => quill.getText().replace(/\n$/, '').split('\n'),
  undo: () => quill.history.undo(),
  sendEnabled: () => !send.disabled && send.getAttribute('aria-disabled') !== 'true',
};
