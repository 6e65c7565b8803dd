// Signs that a lesson is not the user's own standing wish: text they pasted (a document, an e-mail, a web page,
// a long quoted block), a conversation shared by someone else, an instruction that smuggles a link, credentials
// or "ignore previous instructions", or characters hidden from the reader. A rule learned from such a turn
// would be inserted into every later chat, so it never becomes active by itself: it waits in review, and the
// card says which of these were found. Pure and linear-time: turns can be 200,000 characters.
import { hasInvisible } from './invisible';

export type RiskReason = 'hidden' | 'link' | 'credential' | 'override' | 'pasted' | 'long' | 'shared';
export const RISK_REASONS: readonly RiskReason[] = ['hidden', 'link', 'credential', 'override', 'pasted', 'long', 'shared'];

/** Longer than about 95 % of the real corrections and preferences in shared/eval (607 characters). */
export const LONG_TURN = 800;

export interface RiskInput {
  /** The user turn the lesson came from, as stored (secrets already redacted). */
  turn: string;
  /** The lesson that would become the rule. */
  lesson: string;
  /** The conversation was continued from a shared link: its earlier turns were someone else's. */
  shared?: boolean;
  /** Invisible characters were removed from the lesson before this check. */
  hiddenRemoved?: number;
}

/** A scheme or www., or a bare domain followed by a path ("evil.example/login"; "socket.io" alone is a name). */
const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"'`]{2,}|\b[a-z0-9-]{2,63}\.[a-z]{2,24}\/[^\s<>"'`]/i;
const EMAIL_RE = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}/;
const REDACTED_CONTACT = /\[redacted: (?:e-mail|phone)\]/;
/** A redaction marker for a secret (personal data has its own markers and its own reason). */
const REDACTED_SECRET = /\[redacted: (?!e-mail\]|phone\])/;

/** Words naming credentials. "tokens" alone is left out: "under 500 tokens" is about length, not secrets. */
const CREDENTIAL_WORDS =
  /\b(?:pass(?:words?|wd|phrases?)|api[ _-]?keys?|secret(?:s| keys?)?|credentials?|private[ _-]?keys?|ssh[ _-]?keys?|(?:access|auth|bearer|session|refresh|api)[ _-]?tokens?|2fa|otp codes?|credit card numbers?|seed phrases?)\b|mot de passe|passwort|contraseña|senha|пароль|密码|密碼|パスワード|비밀번호|clés? d'api|api-schlüssel|clave de api/iu;

/**
 * "Ignore previous instructions" / "system prompt" and friends, in the languages of shared/eval. Each
 * alternative is a fixed phrase with bounded gaps, so the scan stays linear.
 */
const OVERRIDE_RE = new RegExp(
  [
    String.raw`\b(?:ignore|disregard|forget|override|bypass)\s+(?:(?:all|any|every|the|your|of|my)\s+){0,3}(?:previous|prior|above|earlier|preceding|original|system|safety)\s+(?:instructions?|prompts?|rules|directions|guidelines|messages|context)`,
    String.raw`\bsystem\s*prompts?\b`,
    String.raw`\bdeveloper\s+mode\b`,
    String.raw`\bjailbreak`,
    String.raw`\bdo\s+anything\s+now\b`,
    String.raw`\byou\s+are\s+now\s+(?:DAN|free|unrestricted|unfiltered|in)\b`,
    String.raw`\b(?:reveal|print|show|repeat|leak)\s+(?:(?:me|us|all|your|the|any)\s+){0,3}(?:hidden\s+|initial\s+|original\s+)?(?:instructions|system\s+message|secrets?|api\s+keys?|passwords?|credentials)`,
    // French, German, Spanish, Italian, Portuguese, Dutch.
    String.raw`\b(?:ignore[zr]?|oublie[zr]?)\s+(?:toutes\s+)?(?:les|vos|tes)\s+instructions(?:\s+(?:précédentes|ci-dessus|antérieures))?`,
    String.raw`\b(?:prompt|invite|message)\s+(?:du\s+)?système\b`,
    String.raw`\b(?:ignorier(?:e|en)?|vergiss|vergessen\s+sie)\s+(?:sie\s+)?(?:alle\s+)?(?:vorherigen|bisherigen|obigen|früheren)?\s*(?:Anweisungen|Instruktionen|Anordnungen)`,
    String.raw`\bsystem-?prompt`,
    String.raw`\b(?:ignora|ignorar|ignore|olvida|olvidar)\s+(?:todas\s+)?(?:las|le|as)\s+(?:instrucciones|istruzioni|instruções)`,
    String.raw`\b(?:prompt|indicaciones|mensaje)\s+(?:del|di|do)\s+(?:sistema)\b`,
    String.raw`\bnegeer\s+(?:alle\s+)?(?:vorige|eerdere|voorgaande)\s+instructies`,
    String.raw`\bsysteemprompt`,
    // Russian, Chinese, Japanese, Korean.
    String.raw`(?:игнорируй(?:те)?|забудь(?:те)?)\s+(?:все\s+)?(?:предыдущие|прошлые|прежние)?\s*(?:инструкции|указания)`,
    String.raw`системн(?:ый|ого)\s+(?:промпт|запрос)`,
    String.raw`(?:忽略|无视|忘记|忘掉)(?:之前|以上|先前|前面|上面)?的?(?:所有)?(?:指令|指示|说明|提示)`,
    String.raw`系统提示|系統提示`,
    String.raw`(?:以前|前|上記|これまで)の(?:指示|命令)を(?:無視|忘れ)`,
    String.raw`システムプロンプト`,
    String.raw`이전\s*(?:지시|명령)(?:을|를)?\s*무시`,
    String.raw`시스템\s*프롬프트`,
  ].join('|'),
  'iu',
);

/** Lines that mark forwarded or pasted mail. */
const MAIL_MARKERS = /^(?:-{2,}\s*(?:Original Message|Forwarded message|Message transféré|Weitergeleitete Nachricht|Mensaje reenviado)|Begin forwarded message)/im;
const MAIL_HEADER = /^(?:From|To|Cc|Subject|Sent|Date|De|À|Objet|Von|An|Betreff|Asunto|Para|Enviado)\s*:\s*\S/gim;

interface Span {
  start: number;
  end: number;
}

/** Regions of `text` that quote something else: `>` lines, fenced blocks, and long quoted passages. */
export function quotedSpans(text: string): Span[] {
  const spans: Span[] = [];
  let pos = 0;
  let fence: number | null = null;
  while (pos <= text.length) {
    const nl = text.indexOf('\n', pos);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(pos, end);
    const trimmed = line.trimStart();
    if (trimmed.startsWith('```') || trimmed.startsWith('~~~')) {
      if (fence === null) fence = pos;
      else {
        spans.push({ start: fence, end });
        fence = null;
      }
    } else if (fence === null && trimmed.startsWith('>')) {
      spans.push({ start: pos, end });
    }
    if (nl < 0) break;
    pos = nl + 1;
  }
  if (fence !== null) spans.push({ start: fence, end: text.length });
  // Passages of at least 40 characters between matching quotation marks, on one paragraph.
  const QUOTE = /"([^"\n]{40,})"|“([^”\n]{40,})”|«([^»\n]{40,})»|„([^“”\n]{40,})[“”]|「([^」\n]{20,})」/g;
  for (const m of text.matchAll(QUOTE)) spans.push({ start: m.index, end: m.index + m[0].length });
  return spans;
}

function covered(spans: Span[]): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let total = 0;
  let until = 0;
  for (const s of sorted) {
    const from = Math.max(s.start, until);
    if (s.end > from) total += s.end - from;
    until = Math.max(until, s.end);
  }
  return total;
}

/** Whether the turn reads as something pasted rather than written to the assistant. */
export function looksPasted(turn: string, lesson: string): boolean {
  const text = turn.trim();
  if (!text) return false;
  if (MAIL_MARKERS.test(text)) return true;
  if ((text.match(MAIL_HEADER)?.length ?? 0) >= 2) return true;
  const spans = quotedSpans(text);
  if (spans.length === 0) return false;
  if (covered(spans) / text.length >= 0.5) return true;
  // The lesson itself sits inside a quotation: someone else's words.
  const head = lesson.trim().slice(0, 40).toLowerCase();
  if (head.length >= 12) {
    const at = text.toLowerCase().indexOf(head);
    if (at >= 0 && spans.some((s) => at >= s.start && at < s.end)) return true;
  }
  return false;
}

/** The risk markers of a lesson learned from `turn`, in a fixed order; empty when none. */
export function assessRisk(input: RiskInput): RiskReason[] {
  const { turn, lesson } = input;
  const found = new Set<RiskReason>();
  if ((input.hiddenRemoved ?? 0) > 0 || hasInvisible(turn) || hasInvisible(lesson)) found.add('hidden');
  if (URL_RE.test(lesson) || EMAIL_RE.test(lesson) || REDACTED_CONTACT.test(lesson) || URL_RE.test(turn) || EMAIL_RE.test(turn)) {
    found.add('link');
  }
  if (REDACTED_SECRET.test(turn) || REDACTED_SECRET.test(lesson) || CREDENTIAL_WORDS.test(lesson)) found.add('credential');
  if (OVERRIDE_RE.test(turn) || OVERRIDE_RE.test(lesson)) found.add('override');
  if (looksPasted(turn, lesson)) found.add('pasted');
  if (turn.length > LONG_TURN) found.add('long');
  if (input.shared) found.add('shared');
  return RISK_REASONS.filter((r) => found.has(r));
}
