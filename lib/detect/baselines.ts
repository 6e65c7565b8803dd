// The four seed detectors, ported faithfully from /work/shared/eval/seed_baselines.py (scored per turn).
// Python `x in low` substring tests and `re.search` semantics are reproduced exactly.

const NEG = ["don't", 'never', 'stop', 'avoid', 'not'];
const STARTERS = ["don't", 'never', 'always', 'stop', 'keep', 'make sure'];
const CORR_IND = ['you', 'again', 'told you', 'said', 'mentioned', 'i asked'];
const ACTION = ['<invoke', '```', "I've", "I'll", 'Let me'];

/** Python str.lower() for our purposes (JS toLowerCase is close enough; both are Unicode-aware). */
const lower = (s: string) => s.toLowerCase();

/** seed 000 SessionAnalyzer patterns 1 and 3 (2 needs history; scored per turn here). */
export function cerberus(user: string, prev: string): boolean {
  const low = lower(user);
  if (NEG.some((n) => low.includes(n)) && STARTERS.some((c) => low.startsWith(c))) return true;
  if (CORR_IND.some((i) => low.includes(i)) && prev && ACTION.some((m) => prev.includes(m))) return true;
  return false;
}

// Python (?i) inline flags -> JS 'i'; `.` does not match newline in either; ^ anchors at string start (no re.M).
const RECURSE = [/^actually[,\s]/i, /^no[,\s].*should/i, /that's (wrong|incorrect)/i, /^instead[,\s]/i, /please (use|prefer|always)/i, /the (correct|right) (way|answer)/i, /^fix(ed)?:/i];
/** seed 001 QuickDetect. */
export function recurse(user: string, _prev: string): boolean {
  return RECURSE.some((p) => p.test(user));
}

const CM = ['no, ', 'no not', "don't do", 'stop doing', "that's wrong", 'actually,', 'instead,', 'not that', 'i said', 'i meant', "please don't", 'undo that', 'revert', "that's not what", 'wrong approach', 'bad idea'];
const PM = ['i prefer', 'always use', 'never use', 'from now on', 'in the future', 'remember that', 'keep doing'];
/** seed 003 heuristic_reflect: correction + (non-positive) preference markers. */
export function memgine(user: string, _prev: string): boolean {
  const low = lower(user);
  return CM.some((m) => low.includes(m.toLowerCase())) || PM.some((m) => low.includes(m));
}

const FR = ['错了', '不对', '不行', '失败了', '又失败', '不工作', '崩了', '出错了', 'wrong', 'not working', "doesn't work", "didn't work", 'still broken', 'broke again', 'still not', 'not fixed'];
const isAscii = (s: string) => /^[\x00-\x7f]*$/.test(s);
/** seed 004 frustration phrase (single-turn part of the incident rule). */
export function spool(user: string, _prev: string): boolean {
  const low = lower(user);
  return FR.some((p) => (isAscii(p) ? low.includes(p) : user.includes(p)));
}

export function unionOfSeeds(user: string, prev: string): boolean {
  return cerberus(user, prev) || recurse(user, prev) || memgine(user, prev) || spool(user, prev);
}

export const BASELINES: { name: string; fn: (user: string, prev: string) => boolean }[] = [
  { name: 'cerberus(000)', fn: cerberus },
  { name: 'recurse(001)', fn: recurse },
  { name: 'car_memgine(003)', fn: memgine },
  { name: 'spool(004)', fn: spool },
  { name: 'union of seeds', fn: unionOfSeeds },
];
