import { detect } from './lib/detect/index';
import { assistantTextOfSize, corpus, userTextOfSize } from './bench/corpus';
const rows = corpus();
const ins = Array.from({ length: 100 }, (_, k) => { const s = (k * 5) % rows.length; return { user: { id: 't' + k, text: userTextOfSize(2000, s) }, prevAssistant: { id: 'p', text: rows[s]!.prevAssistant || assistantTextOfSize(1500, s + 1) }, history: [] }; });
for (const i of ins) detect(i);
const t0 = performance.now();
for (let r = 0; r < 40; r++) for (const i of ins) detect(i);
console.log(((performance.now() - t0) / 4000).toFixed(3), 'ms per detect');
