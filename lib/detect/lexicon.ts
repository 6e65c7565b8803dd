// Patterns that read across languages: how the assistant's turn ended (acted, asked) and the frustration phrases
// of the incident window. Each language's own cues live in lang/<code>.ts.

/** Frustration phrases for the incident window (seed 004, extended: en, zh, es, pt, ja, de). */
export const INCIDENT_PHRASES_RE =
  /\bwrong\b|\bnot working\b|\b(doesn'?t|didn'?t|does not|did not) work\b|\bstill (broken|not|fails|failing|the same|getting|seeing)\b|\bbroke again\b|\bnot fixed\b|\bsame (error|issue|problem)\b|错了|不对|不行|失败了|又失败|不工作|崩了|出错了|还是不|没有效果|不生效|没生效|\bno funciona\b|\bsigue sin\b|\bsigo viendo\b|\bmismo error\b|\bn[aã]o funciona\b|\bmesmo erro\b|動かない|動きません|うまくいかない|\bfunktioniert nicht\b/i;

// ---- assistant-turn context ----
/** The previous assistant turn acted: wrote code, used a tool, or reports having changed something. */
export const ACTION_RE =
  /```|\[CODE_BLOCK_\d+\]|<invoke|<function_calls>|\bI(?:'ve| have) (?:updated|added|created|changed|modified|fixed|implemented|removed|rewritten|refactored|replaced|moved|renamed|made|written|adjusted|edited)\b|\b(?:I'll|I will|Let me) (?:update|add|create|change|modify|fix|implement|remove|rewrite|refactor|replace|write|run|check|edit)\b|\bHere(?:'s| is) (?:the|an?|your) (?:updated|revised|modified|corrected|complete|new|fixed|full)\b|\b(?:updated|modified|revised|corrected) (?:code|version|script|file|function)\b|\b(?:Perfect|Great|Done|Excellent)[!.]\s|✅|Changes made|Summary of changes|\bHe (?:actualizado|agregado|creado|modificado|corregido|eliminado)|已(?:修改|更新|添加|删除|修复|完成)|我(?:已经|已)(?:修改|更新|添加|删除|修复)|\bFiles? (?:touched|changed|modified|updated|created)\b|\b(?:Changes|Edits) (?:complete|applied|done)\b|\bReady for testing\b|\b(?:has|have) been (?:updated|added|created|changed|modified|fixed|implemented|removed|refactored|replaced|moved|renamed|deleted)\b|\bI (?:updated|added|created|changed|modified|fixed|implemented|removed|rewrote|refactored|replaced|moved|renamed|wired|deleted)\b|\b(?:tests?|lint(?:ing)?|build|tsc|typecheck|jest|pytest|npm test)\b[^.\n]{0,40}\b(?:pass(?:es|ed)?|succeed(?:s|ed)?)\b|已(?:新增|检查|调整|实现|创建|重构|替换|移除|改为|改成)|我(?:已经|已)在|(?:无|没有) ?lint(?:er)? ?(?:错误|报错)|изменения (?:внесены|задокументированы|применены)|(?:^|\n)\s*(?:(?:Sure|Certainly|Of course|Absolutely|Okay|OK)[!,.]?\s+)?Here(?:'s| is| are) (?:a|an|the|your|some|my)\b|(?:^|\n)\s*(?:好的[，,！!]\s*)?(?:以下是|下面是|这是)(?:一|为您|修改|改写|重写|更新)/;

/** The previous assistant turn ended by asking the user something. */
export const ASKS_RE =
  /\?\s*$|\b(would you like|do you want|shall I|should I|let me know (which|what|whether you)|which (one|option|approach) (do|would)|can you (confirm|provide|share|clarify|tell me)|could you (confirm|provide|share|clarify|tell me)|please (confirm|provide|share|clarify|let me know)|are you (sure|ok|okay)|is (that|this) (ok|okay|correct|right|what you))\b|[？]\s*$|吗[？?]?\s*$|¿[^?]{1,200}\?/i;
