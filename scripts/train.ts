// npm run train [-- --check]
// Trains the detector's scorer on ../shared/eval (dev + train rows) and writes lib/detect/model-data.ts, the model
// the extension ships. Deterministic: the same data gives the same bytes. --check only compares with the committed
// file and exits 1 when they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadRows } from './train/data';
import { renderModelFile, trainShipped } from './train/pipeline';

const out = path.resolve(import.meta.dirname, '..', 'lib', 'detect', 'model-data.ts');
const t0 = performance.now();
const rows = loadRows();
const model = trainShipped(rows);
const text = renderModelFile(model);
const secs = ((performance.now() - t0) / 1000).toFixed(1);
if (process.argv.includes('--check')) {
  const same = readFileSync(out, 'utf8') === text;
  console.log(same ? `model-data.ts matches a fresh training run (${rows.length} rows, ${secs} s)` : 'model-data.ts differs from a fresh training run: run npm run train');
  process.exit(same ? 0 : 1);
}
writeFileSync(out, text);
console.log(`trained on ${rows.length} rows in ${secs} s; thresholds lesson ${model.thresholds.lesson}, feedback ${model.thresholds.feedback}; ${(text.length / 1024).toFixed(0)} KB → ${path.relative(process.cwd(), out)}`);
