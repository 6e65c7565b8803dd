// A React-controlled textarea mounted where DeepSeek's composer sits in the recorded page, with the send button
// enabled from React's own state. A value written without React's knowledge (el.value = …) would be lost on
// the next render and leave the button disabled; tests read React's state through window.__twiceTestEditor.
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';

const old = document.querySelector<HTMLTextAreaElement>('textarea#chat-input');
if (!old?.parentElement) throw new Error('recorded page has no chat-input textarea');
const host = document.createElement('div');
old.replaceWith(host);

let state = '';
function Composer() {
  const [value, setValue] = useState('');
  state = value;
  const empty = value.trim().length === 0;
  return createElement(
    'div',
    null,
    createElement('textarea', {
      id: 'chat-input',
      placeholder: 'Message DeepSeek',
      rows: 2,
      value,
      onChange: (e: { target: { value: string } }) => setValue(e.target.value),
    }),
    createElement('div', { role: 'button', className: '_7436101', 'aria-disabled': String(empty), tabIndex: 0 }, 'Send'),
  );
}
createRoot(host).render(createElement(Composer));

(window as unknown as Record<string, unknown>).__twiceTestEditor = {
  text: () => state.replace(/\s+/g, ' ').trim(),
  paragraphs: () => state.split('\n'),
  sendEnabled: () => document.querySelector('div._7436101')?.getAttribute('aria-disabled') === 'false',
};
