// Korean: the common forms (「~하지 마세요」, 「X 말고 Y」, 「X가 아니라 Y」, 「한국어로 답해 주세요」, 「앞으로는 ~」).
// Korean puts spaces between words, so rules are cut and finished like Latin text.
import type { Directive, LangPack } from './types';
import { finish, languageName, leadStripper } from './util';
import { c, type Cue } from './cue';

// "Stop" said with 그만 ("이모지 좀 그만 쓰세요"), and asked as a question ("매번 사과 좀 그만하면 안 돼요?"): read by the
// cues and by the rule.
const STOP = '그만\\s*(?:좀\\s*)?(?:써|쓰|하|해|넣|붙|달|보내)';
const STOP_ASKED = '그만\\s*(?:좀\\s*)?(?:하면|해\\s*주면|해주면)\\s*안\\s*';
const STOP_ASKED_RULE = new RegExp(`${STOP_ASKED}(?:돼요|될까요|되나요|돼)\\s*[?？]?$`);
// A ban: "~지 마(세요)", "~지 말아 주세요", "~하지 마라", and "stop" with 그만.
const BAN = new RegExp(`지\\s*(?:마(?:세요|십시오|라|요)?|말아(?:요|줘|\\s*주세요|\\s*줘)?|말고\\s*$|맙시다)$|${STOP}\\S*$`);
// An imperative ending: "~해 주세요", "~하세요", "~해", "~써", "~로 해".
const IMPERATIVE = /(?:[해써줘와라]|주세요|하세요|하십시오|세요|해요|써요|줘요|십시오)$/;

export const KO_CUES: Cue[] = [
  // "존댓말로 해 주세요", "반말로 해": the register of every reply.
  c('ko.register', 'pref', /존댓말|반말|높임말/, 2.5, { notInQuestion: true }),
  // ("앞으로 이런 걸 어떻게 방지하죠?" asks about the user's own future, and sets no rule.)
  c('ko.pref', 'pref', /앞으로(?:는)?|이제부터(?:는)?|지금부터(?:는)?|항상|매번|언제나|기억해/, 2.5, { notInQuestion: true }),
  c('ko.wrong', 'corr', /틀렸|틀린|잘못(?:됐|되었|된|했|했어|이해)|그게 아니|그거 아니|아니잖아|말했잖아|했잖아|라고 했(?:잖아|는데|어요|지)|(?:라고|달라고)\s*(?:한|말한|부탁한)\s*적\s*(?:이\s*)?없|라니까|이해를 못|이해 못|오해|그런 뜻이 아니|내 말은|제 말은/, 2.4),
  // "1446년은 반포한 해잖아요", "아까랑 똑같은 방법이잖아요": "as you know", said against the reply.
  c('ko.janayo', 'corr', /[가-힣]잖아(?:요)?(?:[\s.,!?？]|$)/, 2.0),
  // "400g이면 4인분 아니에요?": the reply's value, asked back.
  c('ko.isnt_it', 'corr', /[\w가-힣]+\s*(?:이|가)?\s*아니(?:에요|예요|야|지|었어요|었나요|었나)\s*[?？]/, 2.2, { aboutPrev: true, answerable: true }),
  // "귀사는 이상하죠": what the reply wrote, called odd.
  c('ko.odd', 'corr', /(?:은|는|이|가)\s*(?:좀\s*)?(?:이상(?:하죠|해요|하잖아요|한데요|하네요)|어색(?:하죠|해요|하네요|한데요))/, 1.8),
  // "…는 실례라고 배웠는데요": what the user learned, set against the reply.
  c('ko.learned', 'corr', /(?:라고|다고)\s*(?:배웠|들었|알고\s*있었|읽었)/, 2.0),
  // "아까랑 똑같은 방법": the same as before.
  c('ko.same_as_before', 'frus', /(?:아까|전|이전|방금|저번)(?:이랑|하고|과|와|랑)\s*(?:똑같|같은|완전\s*같|다를\s*게\s*없)/, 2.0),
  c('ko.lead_no', 'corr', /^\s*(?:아니(?:요|야|에요)?|아뇨)[\s,.!]/, 2.2, { answerable: true, react: true }),
  // "매번 사과 좀 그만하면 안 돼요?": a habit to stop, asked as a question.
  c('ko.stop_q', 'corr', new RegExp(`${STOP_ASKED}(?:돼|될까|되나|되겠)`), 2.5),
  // "결론이 빠졌어요": what the reply left out.
  c('ko.left_out', 'corr', /(?:이|가)\s*빠졌|빠져\s*있(?:어|네|습)|누락(?:됐|되었|된)/, 2.0, { notInQuestion: true }),
  // "계속 같은 실수를 하시네요": the same mistake, again.
  c('ko.same_mistake', 'corr', /(?:계속|또|자꾸|매번)\s*같은\s*(?:실수|오류|에러|잘못)/, 2.2),
  // "격식 있는 말투로 써 주세요": the register every reply should have.
  c('ko.register_tone', 'corr', /(?:격식\s*있는|공손한|정중한|편한|부드러운|친근한|캐주얼한)\s*(?:말투|어조|톤|문체)/, 2.0),
  // ("이모지 좀 그만 쓰세요": "stop" said with 그만.)
  // "12척이에요. 200척이 아니라": the number the reply gave, refused ("X이 아니라" is "not X"; "문제가 아니라 질문이 …"
  // is "not a problem but a question", so only a number, or a Latin name, counts).
  c('ko.not_x', 'corr', /(?:\d[가-힣]{0,2}|[A-Za-z][\w.-]*)\s*(?:이|가)\s*아니(?:라|고|에요|예요|야)(?:[\s.,!]|$)/, 1.6, { notInQuestion: true }),
  c('ko.ban', 'corr', new RegExp(`지\\s*(?:마(?:세요|라|요)?|말아|말라고|말라니까)(?![가-힣])|${STOP}`), 1.6),
  c('ko.shorter', 'corr', /더\s*(?:짧게|간단하게|간결하게|자세하게|길게|쉽게)|(?:좀|조금)\s*줄여|너무\s*(?:길어|길다|짧아|복잡|어려워|장황|빡빡)/, 2.3),
  // "너무 딱딱해요", "너무 격식체예요": the register of the reply, reproached.
  c('ko.too_stiff', 'corr', /너무\s*(?:딱딱|격식|공손|사무적|기계적|어색|가벼워|가볍|유치)|(?:좀|조금|더)\s*(?:편하게|캐주얼하게|부드럽게|자연스럽게)\s*(?:써|해|바꿔)/, 1.8),
  // "매운 거 못 먹어요", "땅콩 알레르기가 있어요": what the user can eat or has, after an answer that ignored it.
  c('ko.user_constraint', 'corr', /(?:못|안)\s*먹어(?:요)?|알레르기|알러지|채식(?:주의자|해요|이에요)|비건이|(?:오븐|차|자동차|시간)(?:이|가)?\s*없어|(?:렌터카|렌트카|자동차|차|운전면허)\s*없이/, 1.8, { notInQuestion: true, answerable: true }),
  c('ko.made_up', 'corr', /지어내|지어낸|없는\s*(?:함수|메서드|API|라이브러리|옵션)|존재하지\s*않/, 2.4),
  c('ko.still', 'frus', /(?:아직도|여전히|또)\s*(?:안\s*(?:돼|되|됨|나와)|오류|에러|같은|똑같)|여전히\s*(?:안|같)|작동(?:을)?\s*안|안\s*돼요?$/, 2.2),
  // "장난해?", "똑같잖아", "짜증나": exasperation, or the same result again.
  // "벌써 세 번이나 했는데 똑같아요": tried again and again, and nothing changed.
  c('ko.tried_n_times', 'frus', /(?:벌써|이미)\s*(?:두|세|네|다섯|여러|몇)\s*번(?:이나|째)?[^.!?？\n]{0,12}(?:똑같|그대로|안\s*돼|같아요|같네)/, 2.2),
  c('ko.abuse', 'frus', /장난(?:해|하냐|하니|치냐)|바보|멍청|짜증|씨발|시발|ㅅㅂ|병신|뭐(?:\s*하는|하냐)|어이없|똑같잖아|똑같네/, 2.2),
  c('ko.neg', 'neg', /^\s*(?:감사|고마워|고맙|좋아요|좋네|완벽|잘\s*됐|됐어요|해결됐|잘\s*작동)/, 1.5, { unlessContrast: true }),
  // "왜 새 파일을 만들었어요?", "제 주석을 다 지웠네요": what was added or removed unasked.
  c('ko.you_removed', 'corr', /왜[^.?？\n]{0,15}?(?:만들었|추가했|삭제했|지웠|바꿨|변경했|설치했|넣었)|(?:제|내|저의|나의)\s[^.?？\n]{0,15}?(?:지웠|삭제했|없앴|덮어썼|망가뜨렸|날렸)/, 2.2),
  // "주석은 빼 주세요": what the reply added, taken out (the thing named must be the reply's).
  c('ko.take_out', 'corr', /([가-힣A-Za-z]{2,10})(?:은|는|을|를)\s*(?:좀\s*)?(?:빼|지워|없애|제거해|삭제해)\s*(?:줘|주세요|주시겠어요|줄래요|요)?(?=$|[\s.,!])/, 2.2, { namesPrev: true }),
  // "주석은 한국어로 달아 주세요": the language of one part of the work.
  c('ko.part_language', 'corr', /(?:주석|변수명|함수명|코드|커밋\s*메시지|문서|제목|설명|댓글)(?:은|는|을|를|도)?\s*(?:한국어|영어|일본어|중국어)로/, 2.2, { notInQuestion: true }),
  // "저희는 두 명이라 반으로 줄여 주세요" after a recipe for 4: how many people there are.
  c('ko.party', 'corr', /(?:저희|우리)(?:는|가|집은|집은요)?\s*(?:두|세|네|다섯|여섯|\d+)\s*(?:명|사람|식구)/, 2.0, { notInQuestion: true, prevHas: /인분|\d+\s*명|[두세네]\s*명/ }),
  // "안 맵게 해 주세요", "덜 달게 해 줘": less of a quality, asked for.
  c('ko.less', 'corr', /(?:안|덜)\s*[가-힣]{1,3}게\s*(?:해|만들어|써)\s*(?:줘|주세요|주실래요)/, 2.2, { answerable: true }),
  // "2시간 반 정도 걸리는데요?": the reply's figure, said back as it is.
  c('ko.value_pushback', 'corr', /\d+\s*(?:시간|분|일|년|원|개|명|km|킬로|달러|살)[^?？\n]{0,12}(?:걸리는데요|인데요|이에요|예요|거든요|잖아요|아닌가요|아닌데요|아니에요|아니죠|아닌가)\s*[?？]?$/, 2.2, { aboutPrev: true }),
  // "저희는 3.11 써요" after 3.6: the version or tool the user's side uses.
  c('ko.we_use', 'corr', /(?:저희|우리)(?:는| 회사는| 팀은| 회사에선| 팀에선| 회사에서는| 팀에서는)\s*([A-Za-z0-9][\w.+#-]*)\s*(?:을|를|만)?\s*(?:써요|씁니다|써|사용해요|사용합니다|사용해|쓰고\s*있어요|쓰는데요)/, 2.2, { otherThanPrev: true, notInQuestion: true }),
  // "돼지고기 대신 참치로 할게요": the reply's ingredient or choice, swapped for another.
  c('ko.instead', 'corr', /([가-힣A-Za-z0-9]{1,10})\s*대신(?:에)?\s+[가-힣A-Za-z0-9]/, 2.0, { namesPrev: true, notInQuestion: true }),
  // "월요일은 공휴일이에요" after a meeting on Monday: the day the reply chose is a holiday.
  c('ko.day_off', 'corr', /(월요일|화요일|수요일|목요일|금요일|토요일|일요일|\d+일)(?:은|는)\s*(?:공휴일|휴일|쉬는\s*날|휴무(?:일)?|빨간\s*날)/, 2.2, { namesPrev: true, notInQuestion: true }),
  c('ko.dir', 'dir', /해\s*(?:줘|주세요)|하세요|써\s*(?:줘|주세요)|사용해/, 0.7),
];

const LEAD = /^(?:(?:내가|제가)?\s*말했잖아(?:요)?|(?:내가|제가)?\s*말했지만|아니(?:요|야|에요)?|아뇨|그게\s*아니라|그게\s*아니고|내\s*말은|제\s*말은|다시\s*말하지만|앞으로(?:는)?|이제부터(?:는)?|지금부터(?:는)?|부탁인데|제발|그리고)[\s,.!]*/;

function mk(text: string, polarity: 'do' | 'dont', extra: Partial<Directive> = {}): Directive {
  // finish() capitalises a Latin first letter; "npm 말고 pnpm 써 주세요" keeps the user's "npm".
  const done = finish(text);
  const first = text.trim().charAt(0);
  return { text: first && done.charAt(0).toLowerCase() === first ? first + done.slice(1) : done, polarity, en: null, original: null, corrected: null, ...extra };
}

function directive(raw: string): Directive | null {
  // "매번 사과 좀 그만하면 안 돼요?": a habit to stop, asked as a question, is the ban ("매번 사과 좀 그만하세요").
  const c = raw.trim().replace(STOP_ASKED_RULE, '그만하세요').replace(/[\s.!~]+$/, '');
  if (!c || c.length > 160) return null;
  const a = /(한국어|영어|중국어|일본어)로\s*(?:대답|답변|답|말|작성|써|설명|얘기)/.exec(c);
  // "왜 영어로 대답해?": a complaint about the language the reply came in, not a request for it.
  if (a && /왜|어째서/.test(c.slice(0, a.index))) return null;
  if (a) {
    const name = languageName(a[1]!)!;
    const neg = BAN.test(c);
    return mk(c, neg ? 'dont' : 'do', { en: neg ? `Don't answer in ${name}.` : `Answer in ${name}.`, corrected: neg ? null : name, original: neg ? name : null });
  }
  // A question ("왜 바꿨어?", "~할 수 있나요?") asks; it states no rule.
  if ((/[?？]$/.test(raw.trim()) && !/그만하세요$/.test(c)) || /(?:까|니|나요|냐|는지|왜)$/.test(c) || /^왜/.test(c)) return null;
  const not = /^(.{1,30}?)\s*말고\s*(.{1,40})$/.exec(c) ?? /^(.{1,30}?)(?:이|가)?\s*아니(?:라|고)\s*(.{1,40})$/.exec(c);
  // ("문제가 아니라 질문이 하나 있어요": "not a problem, I have a question" says what there is, and asks nothing.)
  if (not && !BAN.test(c) && !/(?:있어요|있습니다|있어|있는데요?|있고요?)$/.test(not[2]!)) return mk(c, 'do', { original: not[1]!.trim(), corrected: not[2]!.trim() });
  if (BAN.test(c)) return c.length >= 4 ? mk(c, 'dont') : null;
  // "var 쓰지 말라고 (했잖아)": what the user said before, said again as the ban it was.
  const said = /^(.{2,60}?지)\s*말라(?:고|니까)(?:\s*(?:했잖아|했지|했는데|했어요|했잖아요))?$/.exec(c);
  if (said) return mk(`${said[1]} 마세요`, 'dont');
  // "너무 딱딱해요" ("too stiff"), "일정이 너무 빡빡해요" reproach in the same polite ending a request takes; they ask for
  // nothing by name. (A request with 너무 in it ends as one: "너무 길지 않게 써 주세요".)
  // (Said before a comma, the reproach leaves the request after it to be read on its own.)
  if (/(?:^|\s)너무\s/.test(c) && (!/(?:주세요|줘|하세요|세요|십시오)$/.test(c) || /[,，]/.test(c))) return null;
  if (IMPERATIVE.test(c) && c.length >= 4 && !/^(?:다시\s*)?(?:해|해줘|해\s*주세요)$/.test(c)) return mk(c, 'do');
  return null;
}

export const ko: LangPack = {
  code: 'ko',
  cues: KO_CUES,
  stop: null,
  stripLead: leadStripper(LEAD),
  directive,
  agree: /^\s*(?:네|응|맞아(?:요)?|좋아(?:요)?|그래(?:요)?)/,
  everyTime: /앞으로|항상|매번|이제부터|지금부터/,
  confirmOnly: /^(?:네|응|맞아(?:요)?|좋아(?:요)?|그래(?:요)?)?[\s,.!]*(?:앞으로도|항상|계속)?\s*(?:그렇게|이렇게)?\s*(?:해(?:요|줘|\s*주세요)?)?[\s.!]*$/,
  standing: /한국어|영어로|중국어로|일본어로|존댓말|반말|짧게|간결|간단히|이모지|이모티콘|말투|톤|형식|마크다운/,
};
