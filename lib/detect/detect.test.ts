import { describe, expect, it } from 'vitest';
import { appliesOf, detect, detectWith, extractLesson } from './index';
import { appliesOfText } from './lesson';
import type { DetectInput, HistoryTurn } from './types';
import { prepare, replyView, turnView, withoutHarness } from './text';
import { LANG_PACKS } from './lang';
import { accentTolerant } from './lang/util';
import { assistantContext } from './cues';
import { detectLanguage } from './language';

const ACTED = "I've updated the code:\n```ts\nexport function add(a: number, b: number) { return a + b; }\n```\nThis adds the function.";
const ANSWER = 'GraphQL lets clients ask for exactly the fields they need. Here is a GraphQL mutation for adding users.';

function turn(text: string, prev: string | null = ANSWER, history: HistoryTurn[] = []): DetectInput {
  return { user: { id: 'u', text }, prevAssistant: prev === null ? null : { id: 'a', text: prev }, history };
}
const isLesson = (k: string) => k === 'correction' || k === 'preference';

/** Each turn, after `prev`, fires its cue and is read as a lesson. */
function expectLessonsByCue(cases: readonly (readonly [string, string])[], prev: string): void {
  for (const [t, cue] of cases) {
    const d = detect(turn(t, prev));
    expect(d.cues, t).toContain(cue);
    expect(isLesson(d.kind), t).toBe(true);
  }
}

describe('seed 000 scenarios', () => {
  it('1. direct negation with command structure', () => {
    const d = detect(turn("don't write verbose explanations", 'Here is a long explanation of closures in JavaScript, covering scope, hoisting and more.'));
    expect(isLesson(d.kind)).toBe(true);
    expect(d.confidence).toBeGreaterThanOrEqual(0.5);
    expect(d.lesson).toMatch(/^Don't write verbose explanations\.$/);
  });

  it('2. repetition in other words raises confidence (keep it short / be concise / terse output)', () => {
    const history: HistoryTurn[] = [
      { id: 't1', role: 'user', text: 'keep it short' },
      { id: 'a1', role: 'assistant', text: 'Sure. ' + 'Long answer. '.repeat(20) },
      { id: 't4', role: 'user', text: 'be concise' },
      { id: 'a4', role: 'assistant', text: 'Understood. ' + 'Another long answer. '.repeat(20) },
    ];
    const single = detect(turn('terse output', 'Long answer. '.repeat(20)));
    const d = detect(turn('terse output', 'Long answer. '.repeat(20), history));
    expect(isLesson(d.kind)).toBe(true);
    expect(d.category).toBe('style');
    expect(d.confidence).toBeGreaterThanOrEqual(0.8);
    expect(d.confidence).toBeGreaterThan(single.kind === 'none' ? 0 : single.confidence);
    expect(d.evidence).toEqual(expect.arrayContaining(['u', 't1', 't4']));
    expect(d.cues).toContain('ctx.repeated_x2');
  });

  it('the next question on the same topic is no repetition; a file mention is no shared concept', () => {
    const pi: HistoryTurn[] = [
      { id: 't1', role: 'user', text: 'Pi coin' },
      { id: 'a1', role: 'assistant', text: 'Pi Network is a cryptocurrency project that lets users mine coins on their phones.' },
    ];
    const d = detect(turn('What is the value of pi coin', 'Pi Network is a cryptocurrency project.', pi));
    expect(d.kind).toBe('none');
    expect(d.cues.some((c) => c.startsWith('ctx.repeated'))).toBe(false);
    const todo: HistoryTurn[] = [
      { id: 't1', role: 'user', text: 'implement @TODO.md' },
      { id: 'a1', role: 'assistant', text: "I've implemented the first three items of TODO.md." },
    ];
    const e = detect(turn('continue @TODO.md', "I've implemented the first three items of TODO.md.", todo));
    expect(isLesson(e.kind)).toBe(false);
  });

  it('3. correction after the assistant acted (wrote a 300-line file)', () => {
    const prev = "I've created `server.ts`:\n```ts\n" + 'const x = 1;\n'.repeat(300) + '```';
    const d = detect(turn('never exceed 200 lines per file', prev));
    expect(isLesson(d.kind)).toBe(true);
    expect(d.confidence).toBeGreaterThanOrEqual(0.8);
    expect(d.cues).toContain('ctx.after_action');
    expect(d.lesson).toBe('Never exceed 200 lines per file.');
  });

  it('4. false positive: "I don\'t know what to do"', () => {
    const d = detect(turn("I don't know what to do", ACTED));
    expect(d.kind).toBe('none');
    expect(d.lesson).toBeNull();
  });

  it('5. multi-turn correction confirmed by "yes, always do Y"', () => {
    const history: HistoryTurn[] = [
      { id: 'h1', role: 'user', text: 'fix the bug' },
      { id: 'h2', role: 'assistant', text: "I've changed the loop to use X:\n```js\nfor (const x of xs) {}\n```" },
      { id: 'h3', role: 'user', text: 'no, I meant do Y not X' },
      { id: 'h4', role: 'assistant', text: "I've switched to Y:\n```js\ny();\n```" },
    ];
    const d = detect(turn('yes, always do Y for this case', "I've switched to Y.", history));
    expect(d.kind).toBe('preference');
    expect(d.confidence).toBeGreaterThanOrEqual(0.95);
    expect(d.evidence).toContain('h3');
    expect(d.cues).toContain('ctx.confirmed_correction');
  });

  it('6. "you did X again, I said Y"', () => {
    const d = detect(turn('you used GraphQL again, I said REST endpoints', ACTED));
    expect(d.kind).toBe('correction');
  });

  it('7. explicit correction with contrast yields original/corrected and a clean lesson', () => {
    const d = detect(turn('No, not GraphQL. Use REST endpoints instead of GraphQL.', "I'll add a GraphQL mutation."));
    expect(d.kind).toBe('correction');
    expect(d.corrected).toMatch(/REST endpoints/);
    expect(d.original).toMatch(/GraphQL/);
    expect(d.lesson).toBe('Use REST endpoints, not GraphQL.');
  });

  it('8. standing preference markers', () => {
    for (const t of ['From now on, answer in Chinese.', 'Always use snake_case for function names.', 'Remember that I deploy on Fly.io, not Heroku.', 'Never add comments to the code.']) {
      const d = detect(turn(t, ACTED));
      expect(d.kind, t).toBe('preference');
      expect(d.lesson, t).toMatch(/\.$/);
    }
  });

  it('9. polite negatives are not corrections', () => {
    for (const t of ['no problem', 'No thanks, that is all.', 'never mind', 'Thanks, that works perfectly!', 'No worries, I will do it later.']) {
      const d = detect(turn(t, ACTED));
      expect(d.kind, t).toBe('none');
    }
  });

  it('10. first message of a conversation is never a correction of a reply', () => {
    const d = detect({ ...turn('Write a function that returns the wrong answer for negative numbers, not the right one', null), first: true });
    expect(d.kind).not.toBe('correction');
    // A standing rule can still open a conversation.
    expect(detect({ ...turn('From now on, always answer in British English.', null), first: true }).kind).toBe('preference');
  });

  // A reply not captured (or a row read on its own) still came before the turn: it is read for what it says, not as
  // an opening. The same failure report opening a conversation reports nothing the assistant did.
  it('11. a turn whose reply is missing is read as an answer to one; a known opening is not', () => {
    const t = 'now I get a 500 error when I submit the form';
    expect(detect(turn(t, null)).kind).toBe('frustration');
    expect(detect({ ...turn(t, null), first: true }).kind).toBe('none');
    expect(detect(turn("that's wrong, the capital of Australia is Canberra", null)).kind).toBe('correction');
  });
});

describe('false positives: quoted text, code and logs pasted by the user', () => {
  it('ignores cue words inside fenced code', () => {
    const text = 'Can you explain this function?\n```js\n// no, this is wrong, never do that\nfunction f() { return 1; }\n```';
    expect(detect(turn(text, ANSWER)).kind).toBe('none');
  });
  it('reads markup lines as code, not prose', () => {
    const xml = 'convert to arabic\n<string name="never_show">Never show this again, it is wrong</string>\n<ImageButton android:id="@+id/swap" />';
    const d = detect(turn(xml, ANSWER));
    expect(d.lesson ?? '').not.toMatch(/never show/i);
    expect(d.kind).not.toBe('correction');
  });
  it('ignores cue words inside quotes', () => {
    const d = detect(turn('What does the message "that is wrong, I said never" mean in this novel?', ANSWER));
    expect(d.kind).toBe('none');
  });
  it('a new task is not a correction', () => {
    expect(detect(turn('Now add unit tests for the parser.', ACTED)).kind).toBe('none');
    expect(detect(turn("I don't have access to the server, how can I check the logs?", ACTED)).kind).toBe('none');
  });
  it('a pasted stack trace without prose is not parsed for cues', () => {
    const log = 'Traceback (most recent call last):\n  File "x.py", line 3, in <module>\n    raise ValueError("wrong value, never do this")\nValueError: wrong value';
    const d = detect(turn(log, ANSWER));
    expect(isLesson(d.kind)).toBe(false);
  });
  it('code or markup pasted with no error in it is the next input, not a failure report; an error paste still is one', () => {
    const strings = '<string name="cancel">Cancel</string>\n    <string name="add_to_courses">Add To My Courses</string>\n    <string name="feedback_type">Feedback Type:</string>';
    expect(detect(turn(strings, 'Here are the translations of the strings to Somali:\n```xml\n<string name="ok">Haa</string>\n```')).kind).toBe('none');
    expect(detect(turn('def area(r):\n    return 3.14 * r * r\n\nclass Circle:\n    pass', ACTED)).kind).toBe('none');
    const trace = 'Traceback (most recent call last):\n  File "app.py", line 3, in <module>\n    add(1)\nTypeError: add() missing 1 required positional argument';
    expect(detect(turn(trace, ACTED)).kind).toBe('frustration');
  });
  it('words before a semicolon, and a sentence in any script with a formula in it, are prose, not code', () => {
    expect(prepare('Officer Decision should be at the same level as Child Details;').prose).toBe('Officer Decision should be at the same level as Child Details;');
    expect(prepare('Ты неправильно считаешь P(N - чётное). У тебя только N=4 - четное').prose).toMatch(/^Ты неправильно/);
    for (const code of ['int total = a + b;', 'using namespace std;', 'return result;', 'x.push(y);']) expect(prepare(code).prose).toBe('');
  });
  it('a sentence that opens with a keyword is prose ("let me know …", "return an empty array …"); a statement stays code', () => {
    for (const s of ['let me know when it is done', 'return an empty array instead of null', 'import the module at the top', 'var names should be camelCase']) expect(prepare(s).prose).toBe(s);
    for (const code of ['return self.x if self.x else None', 'return is_valid and not is_empty', 'return a if a else b', 'import os', 'else it breaks']) expect(prepare(code).prose).toBe('');
    expect(detect(turn('return an empty array instead of null', 'The function returns null when the list is empty.')).kind).toBe('correction');
  });
});

describe('context from the previous assistant turn', () => {
  it('"no" answering the assistant\'s question is not a correction', () => {
    const d = detect(turn('No, just the backend for now.', 'I can also generate the frontend. Would you like me to do that?'));
    expect(d.kind).toBe('none');
  });
  it('the same "no" after an assistant action is a correction', () => {
    const d = detect(turn('No, just the backend.', "I've created the frontend and backend:\n```ts\nx\n```"));
    expect(d.kind).toBe('correction');
  });
  it('"don\'t X" where the assistant just did X is a correction', () => {
    const prev = "I've wrapped the page in Layouts.app:\n```heex\n<Layouts.app flash={@flash}>\n```";
    const d = detect(turn('Looks fine. Please do not use Layouts.app here.', prev));
    expect(d.kind).toBe('correction');
    expect(d.cues).toContain('ctx.echo_prev');
  });
});

describe('chat as people type it', () => {
  const POEM = "Here's a short poem for your mom's birthday:\n\nRoses bloom and skies are blue,\nNo one's love is quite like you!\n\nWould you like me to make it longer or change the style?";
  it('shorthand is spelled out for cues and rules alike, and only shorthand', () => {
    const respell = LANG_PACKS.en.respell!;
    expect(respell('why r u writing in english')).toBe('why are you writing in english');
    expect(respell('ur wrong, ur answer is off')).toBe("you're wrong, your answer is off");
    expect(respell('thats not it, dont')).toBe("that's not it, don't");
    for (const same of ['use R not python', 'a U-turn', 'IM me', 'Its fine', 'the u.s. economy', 'see path/u/x']) expect(respell(same)).toBe(same);
    const d = detect(turn('u forgot the conclusion', POEM));
    expect([d.kind, d.lesson]).toEqual(['correction', "Don't forget the conclusion."]);
  });
  it.each(['u keep repeating urself', 'i dont want a list just tell me', 'can u not use so many exclamation marks', 'too many words man', 'bro thats not even close'])(
    '%s corrects, even as the answer to the assistant\'s question',
    (text) => {
      expect(isLesson(detect(turn(text, POEM)).kind)).toBe(true);
    },
  );
  it.each(['Actually no need, thanks.', 'nah, not needed', 'no', '不用了，谢谢'])('%s declines the offer: no correction, no rule', (text) => {
    const d = detect(turn(text, 'Here is the plan. Would you like a timeline as well?'));
    expect([d.kind, d.lesson]).toEqual(['none', null]);
  });
  it('the answer language stated in any language is a standing rule', () => {
    const d = detect(turn('Réponds toujours en français'));
    expect([d.kind, d.lessonEn, d.applies]).toEqual(['preference', 'Answer in French.', 'always']);
  });
});

describe('other Latin-script languages typed without accents', () => {
  it('patterns read a bare letter, and German ae/oe/ue/ss, where the word has an accent', () => {
    expect(accentTolerant(/répond|kürzer|[àé]/i).source).toBe('r[ée]pond|k(?:ü|ue|u)rzer|[àaée]');
    expect(accentTolerant(/\\é/i).test('\\e')).toBe(true);
  });
  it('a short turn is read by every Latin language, with or without accents', () => {
    const d = detect(turn('reponds en francais stp'));
    expect([d.kind, d.lesson, d.lessonEn, d.applies]).toEqual(['preference', 'Reponds en francais.', 'Answer in French.', 'always']);
    for (const text of ['kuerzer bitte', 'plus court svp', 'responde em portugues']) expect(isLesson(detect(turn(text)).kind), text).toBe(true);
  });
});

describe('Italian', () => {
  // A blind set of eleven Italian corrections and three other turns: 2/11 found before this file, 11/11 now, 0/3 flagged.
  it.each(['No, ti ho chiesto in italiano.', 'Più corto, per favore.', 'Non usare emoji.', 'È sbagliato, la capitale è Canberra.', 'Non hai risposto alla mia domanda.', 'Non è quello che ho chiesto.'])('%s teaches a lesson', (text) => {
    expect(isLesson(detect(turn(text)).kind)).toBe(true);
  });
  it('the answer language is a standing rule in Italian words; thanks and new requests are none', () => {
    const d = detect(turn('Rispondi in italiano'));
    expect([d.kind, d.lesson, d.lessonEn, d.applies]).toEqual(['preference', 'Rispondi in italiano.', 'Answer in Italian.', 'always']);
    expect(detect(turn('Non funziona ancora.', ACTED)).kind).toBe('frustration');
    for (const text of ['Grazie, perfetto!', 'Puoi aggiungere una sezione sui prezzi?']) expect(detect(turn(text)).kind, text).toBe('none');
  });
});

describe('the language a turn is written in', () => {
  // Labelled turns that had been read as Spanish, Italian or English for want of French or Italian function words.
  it.each([
    ['Comment faire dans un projet Symfony pour faire la première stratégie donnée ?', 'fr'],
    ['Non pas du tout, enlève la colonne arborescence et enlève la barre d\'onglets', 'fr'],
    ['La mini map et la mention react flow sont toujours présents dans le pdf', 'fr'],
    ['peux-tu me citer la source principale de laquelle tu tires ta réponse ?', 'fr'],
    ['devo sospendere le Actions? O continuo a pushare nonostante tutto?', 'it'],
    // "está", "você", "já": \b sees no word edge after an accented letter, so they had never counted.
    ['O site já está ativo?', 'pt'],
    ['no estamos usando migrations para esto en postgres? deberíamos.', 'es'],
    ['Please keep the answers short.', 'en'],
    // One word said twice is not a language: Polish "jest" is also the test framework.
    ["we're on vitest, not jest. delete jest.config.js", 'en'],
    ['Nie, to jest źle.', 'pl'],
    ['Sai rồi, 7 x 8 = 56.', 'vi'],
  ])('%s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });
});

describe('French answer language', () => {
  // "écris" and "écrivez" open with a letter JavaScript's \b does not know; "parle-moi" carries its pronoun.
  it.each([
    ['parle-moi en français', 'Answer in French.'],
    ["écris en français s'il te plaît", 'Answer in French.'],
    ['Écrivez en anglais', 'Answer in English.'],
    ['réponds-moi en anglais', 'Answer in English.'],
  ])('%s', (text, en) => {
    const d = detect(turn(text, 'Here is the answer in English.'));
    expect([d.kind, d.lessonEn, d.applies]).toEqual(['preference', en, 'always']);
  });
});

describe('Polish', () => {
  const REPLY = 'Oto poprawiona wersja opisu.';
  it('a contrast with "a nie" and no comma, and a ban at the start of a clause, teach a lesson', () => {
    expect(isLesson(detect(turn('Chciałbym żeby ona siedziała na tronie obok mnie a nie za mną', REPLY)).kind)).toBe(true);
    const ban = detect(turn('Bardziej z jajem tak wiesz… nie dodawaj nic o miłości', REPLY));
    expect([isLesson(ban.kind), ban.lesson]).toEqual([true, 'Nie dodawaj nic o miłości.']);
    expect(detect(turn('nie używaj emoji', REPLY)).cues).toContain('pl.ban');
  });
  it('"no, thank you" and "do nothing more" are no ban', () => {
    expect(detect(turn('Nie, dziękuję', REPLY)).kind).toBe('none');
    expect(detect(turn('nie rób nic więcej, dzięki', REPLY)).cues).not.toContain('pl.ban');
  });
});

describe('Korean', () => {
  // Ten Korean corrections and four other turns, written with the file (so not blind): 0/10 found before, 10/10 now, 0/4 flagged.
  it.each(['틀렸어요. 수도는 캔버라예요.', '더 짧게 해 주세요.', '이모지 쓰지 마세요.', 'npm 말고 pnpm 써 주세요.', '없는 함수를 지어내지 마세요.'])('%s teaches a lesson', (text) => {
    expect(isLesson(detect(turn(text, ACTED)).kind)).toBe(true);
  });
  it('the answer language is a standing rule in Korean words; failure reports, thanks and requests are not rules', () => {
    const d = detect(turn('아니요, 한국어로 대답해 주세요.', ACTED));
    expect([d.kind, d.lesson, d.lessonEn, d.applies]).toEqual(['preference', '한국어로 대답해 주세요.', 'Answer in Korean.', 'always']);
    expect(detect(turn('여전히 같은 오류가 나요.', ACTED)).kind).toBe('frustration');
    for (const text of ['감사합니다, 완벽해요!', '로그인 페이지를 만들어 주세요.', '이 함수는 뭘 하나요?']) expect(detect(turn(text, ACTED)).kind, text).toBe('none');
  });
});

describe('Traditional Chinese (Taiwan, Hong Kong)', () => {
  // A blind set of ten corrections and five other turns in Traditional characters: 6/10 found before, 10/10 now, 0/5 flagged.
  it('is read like Simplified, and the rule keeps the characters the user typed', () => {
    for (const [text, kind, rule, applies] of [
      ['不要加註解', 'correction', '不要加註解。', 'topic'],
      ['太囉嗦了，簡潔一點', 'preference', '簡潔一點。', 'always'],
      ['回答請簡短一點。', 'preference', '回答請簡短一點。', 'always'],
      ['格式不對，請用表格。', 'correction', '用表格。', 'topic'],
      ['我說過了，不要用 var。', 'correction', '不要用 var。', 'topic'],
    ] as const) {
      const d = detect(turn(text, ACTED));
      expect([d.kind, d.lesson, d.applies], text).toEqual([kind, rule, applies]);
    }
    expect(detect(turn('還是一樣的錯誤。', ACTED)).kind).toBe('frustration');
    for (const text of ['謝謝，這樣就可以了。', '很好，下一步做資料庫。', '可以再給我幾個例子嗎？']) expect(detect(turn(text, ACTED)).kind, text).toBe('none');
  });
});

describe('everyday answers corrected: a recipe, a translation, homework, a cover letter (blind set 15)', () => {
  const RECIPE = "Here's a simple roast chicken recipe: preheat the oven to 200°C, rub the chicken with butter, garlic and chili flakes, and roast for 90 minutes. Serves 4.";
  const TRANSLATION = 'Here is the translation into Spanish:\n\nHola Juan, gracias por tu correo. Te envío el informe de Acme Cloud que me pediste.\n\nUn saludo, María';
  const SOLUTION = 'Step 1: 3x + 5 = 20 → 3x = 15. Step 2: x = 5. So the answer is x = 5.';
  const LETTER = 'Dear Hiring Manager,\n\nI am a passionate, results-driven professional with 5 years of experience, and I am happy to relocate to Boston.\n\nSincerely, Sam';
  it.each([
    ["I'm vegetarian, I can't eat chicken", RECIPE, "I'm vegetarian, I can't eat chicken."],
    ["no butter please, I'm lactose intolerant", RECIPE, 'No butter.'],
    ["I don't eat pork, remember that", RECIPE, "I don't eat pork."],
    ['you translated the names, keep them as they are', TRANSLATION, 'Keep the names as they are.'],
    ['I wanted Latin American Spanish, not Spain Spanish', TRANSLATION, 'Use Latin American Spanish, not Spain Spanish.'],
    ["it's too long, one page max", LETTER, 'Keep it to one page at most.'],
    ['make it sound less desperate', LETTER, 'Make it sound less desperate.'],
    ['remove the part about relocating', LETTER, 'Remove the part about relocating.'],
  ])('"%s" teaches its rule', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind)).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ["you copied the equation wrong, it's 3x - 5", SOLUTION],
    ["we haven't learned logarithms yet, solve it without them", SOLUTION],
  ])('a wrong step or a method the user cannot use is a correction: "%s"', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['sounds delicious, what wine goes with it?', RECIPE],
    ['thanks! how long does it keep in the fridge?', RECIPE],
    ['perfect, now do the same for the next email', TRANSLATION],
    ['got it, can you do question 2?', SOLUTION],
    ['why do we subtract 5 first?', SOLUTION],
    ['great, can you also write a thank you note for after the interview?', LETTER],
  ])('the next question is none: "%s"', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a spreadsheet formula, a weekly report in Chinese, a trip (blind set 16)', () => {
  const FORMULA = 'You can use =VLOOKUP(A2, Sheet2!A:B, 2, FALSE) in cell C2 and drag it down. This will look up each ID in Sheet2 and return the matching name.';
  const REPORT = '本周工作总结：1. 完成了用户模块的开发 2. 修复了3个bug 3. 参加了需求评审会议。下周计划：继续开发订单模块。';
  const TRIP = "Here's a 3-day London itinerary: Day 1: Tower of London, Day 2: British Museum, Day 3: Westminster. Stay at The Savoy (£600/night).";
  it.each([
    ["I'm on Google Sheets, not Excel", FORMULA, "I'm on Google Sheets, not Excel."],
    ['no macros please, our company blocks them', FORMULA, 'No macros.'],
    ['语气太生硬了，改得口语化一点', REPORT, '改得口语化一点。'],
    ['下周计划写错了，是支付模块不是订单模块', REPORT, '下周计划是支付模块，不是订单模块。'],
    ['以后周报都用这个格式：本周完成、遇到问题、下周计划', REPORT, '周报都用这个格式：本周完成、遇到问题、下周计划。'],
    ['字数控制在200字左右', REPORT, '字数控制在200字左右。'],
    ["I don't want to rent a car", TRIP, "I don't want to rent a car."],
  ])('"%s" teaches its rule', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind)).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it('a spreadsheet error is a failure report; "day 2 is too packed" is a correction', () => {
    expect(detect(turn('it returns #N/A for everything', FORMULA)).kind).toBe('frustration');
    expect(detect(turn('day 2 is too packed', TRIP)).kind).toBe('correction');
  });
  it.each([
    ['that worked, thanks! how do I lock the header row?', FORMULA],
    ['what does the FALSE at the end do?', FORMULA],
    ['很好，帮我再写一份月报', REPORT],
    ['需求评审会议一般怎么写比较好？', REPORT],
    ['how do I get from the airport to the city center?', TRIP],
    ['is it safe to drink tap water there?', TRIP],
  ])('the next question is none: "%s"', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('an agent that paginated with offsets (blind set 17)', () => {
  const AGENT = "I've updated `src/api/users.ts` to add pagination and created a new file `src/utils/paginate.ts` with an offset-based helper. I also added tests in `tests/paginate.test.ts`. All tests pass.";
  it.each([
    ["you didn't run the tests, I can see they fail", 'Run the tests.'],
    ['revert the changes to users.ts, I only wanted the helper', 'Revert the changes to users.ts.'],
    ["you're still using offset, I said cursor", 'Use cursor, not offset.'],
    ["that's not how our codebase does errors, we throw AppError", 'Throw AppError.'],
    ['you ignored the cursor-based pagination we discussed', "Don't ignore the cursor-based pagination we discussed."],
    ['please follow the naming convention, files are kebab-case', 'Follow the naming convention, files are kebab-case.'],
  ])('"%s" teaches its rule', (text, rule) => {
    const d = detect(turn(text, AGENT));
    expect(d.kind).toBe('correction');
    expect(d.lesson).toBe(rule);
  });
  it.each(['ok now add the same to the orders endpoint', 'can you explain how the cursor is encoded?', 'great, commit it', 'run the linter'])(
    'the next step is none: "%s"',
    (text) => {
      expect(detect(turn(text, AGENT)).kind).toBe('none');
    },
  );
});

describe('a Xiaohongshu post, a workout plan in Spanish, an email in German (blind set 18)', () => {
  const POST = '✨周末好去处✨ 这家咖啡店真的绝绝子！环境超棒，咖啡超好喝，姐妹们冲鸭！🔥🔥☕️💕 #咖啡 #探店 #周末 #打卡 #网红店';
  const PLAN = 'Aquí tienes un plan de entrenamiento de 5 días: lunes pierna (sentadillas, zancadas), martes pecho, miércoles descanso, jueves espalda, viernes hombros. Cada sesión dura 90 minutos en el gimnasio.';
  const MAIL = 'Hier ist deine E-Mail an den Vermieter: Hallo Herr Müller, ich wollte fragen, ob ich die Wohnung früher kündigen kann. LG, Anna';
  it.each([
    ['emoji太多了，最多用两个', POST, 'emoji最多用两个。'],
    ['写成男生的口吻', POST, '写成男生的口吻。'],
    ['我要的是大众点评的风格，不是小红书', POST, '应该是大众点评的风格，不是小红书。'],
    ['还是太长了', POST, '简短一点。'],
    ['te dije que tengo una lesión en la rodilla, nada de sentadillas', PLAN, 'Nada de sentadillas.'],
    ['Sie heißt Frau Müller, nicht Herr Müller', MAIL, 'Sie heißt Frau Müller, nicht Herr Müller.'],
  ])('"%s" teaches its rule', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind)).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ['标签要放在最后，而且不超过三个', POST],
    ['solo tengo 3 días a la semana', PLAN],
    ['90 minutos es demasiado, máximo 45', PLAN],
    ['no tengo acceso a un gimnasio, entreno en casa', PLAN],
    ['Das ist zu locker, bitte förmlicher', MAIL],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['不错，再帮我写一篇关于甜品店的', POST],
    ['小红书的标签一般放几个比较好？', POST],
    ['¿puedo cambiar el orden de los días?', PLAN],
    ['gracias, ¡perfecto!', PLAN],
    ['Danke, passt so', MAIL],
    ['Wie lange ist die Kündigungsfrist normalerweise?', MAIL],
  ])('the next question is none: "%s"', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a cake in Portuguese, a cover letter in French, a Tokyo trip in Japanese (blind set 19)', () => {
  const CAKE = 'Aqui está sua receita de bolo de chocolate: 3 ovos, 2 xícaras de açúcar, 1 xícara de óleo, 2 xícaras de farinha de trigo e 1 xícara de chocolate em pó. Asse por 40 minutos a 180°C no forno.';
  const LETTER = "Voici votre lettre de motivation : Madame, Monsieur, Je suis très motivé par le poste en CDI de chargé de communication. Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.";
  const TRIP = '東京3日間の旅行プランです。1日目：浅草、2日目：渋谷と原宿と新宿とお台場、3日目：ディズニーランド。ホテルは帝国ホテル（1泊5万円）です。';
  it.each([
    ['não tenho forno, só air fryer', CAKE],
    ['muito doce, diminui o açúcar', CAKE],
    ['quero sem glúten', CAKE],
    ['eu pedi uma receita vegana', CAKE],
    ['coloca as medidas em gramas', CAKE],
    ["c'est trop long, une page maximum", LETTER],
    ['le ton est trop formel', LETTER],
    ['予算は1泊1万円までって言いましたよね', TRIP],
    ['子連れなので、もっとゆっくりしたプランにしてください', TRIP],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['muito doce, diminui o açúcar', CAKE, 'Diminui o açúcar.'],
    ['je postule pour un stage, pas pour un CDI', LETTER, 'Je postule pour un stage, pas pour un CDI.'],
    ['子連れなので、もっとゆっくりしたプランにしてください', TRIP, 'もっとゆっくりしたプランにしてください。'],
  ])('"%s" states its rule without its reason or a "Use" before the user\'s own words', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ['obrigada! posso congelar?', CAKE],
    ["merci, c'est parfait", LETTER],
    ["je dois l'envoyer en PDF ?", LETTER],
    ['ありがとうございます！雨の日はどうすればいいですか？', TRIP],
  ])('the next question is none: "%s"', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('everyday suggestions that missed the person they were for (blind set 20)', () => {
  const GIFTS = 'Here are 5 gift ideas for your dad: 1. A smartwatch ($299) 2. A golf set ($450) 3. A cooking class 4. A whisky tasting kit 5. A leather wallet.';
  const MOVIES = 'You might enjoy these: The Shining (1980), Hereditary (2018), The Conjuring (2013). All three are classics of the genre.';
  const FITNESS = 'To lose weight, try running 5 km every day and cut carbs completely. Join a gym and do HIIT three times a week.';
  it.each([
    ["he doesn't drink", GIFTS],
    ['my budget is $50, these are way too expensive', GIFTS],
    ['he hates golf', GIFTS],
    ['something more personal please', GIFTS],
    ['he already has a smartwatch', GIFTS],
    ['less tech stuff', GIFTS],
    ["I've seen all of those", MOVIES],
    ['something from this year', MOVIES],
    ["I have bad knees, I can't run", FITNESS],
    ["cutting carbs completely isn't healthy, that's bad advice", FITNESS],
    ["I'm 65, be realistic", FITNESS],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ["he doesn't answer my messages, what should I do?", GIFTS],
    ['my dad hates me, how do I talk to him?', GIFTS],
    ['She never listens to me', GIFTS],
    ["my boss doesn't let me work from home, is that legal?", GIFTS],
    ['something else I wanted to ask: how do taxes work in Spain?', GIFTS],
    ['I have bad knees, what exercises are safe?', FITNESS],
    ['my budget is $50, what can I get?', GIFTS],
    ['where can I buy the leather wallet?', GIFTS],
    ['is Hereditary on Netflix?', MOVIES],
    ['how many calories should I eat per day?', FITNESS],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('the same everyday suggestions in Chinese (blind set 21)', () => {
  const GIFTS = '给爸爸的礼物推荐：1. 智能手表（2000元）2. 高尔夫球杆（3000元）3. 茅台酒 4. 按摩椅 5. 真皮钱包';
  const MOVIES = '推荐几部电影：《闪灵》《遗传厄运》《招魂》，都是经典恐怖片。';
  const FITNESS = '减肥建议：每天跑步5公里，完全不吃碳水，每周去健身房做三次HIIT。';
  it.each([
    ['我爸不喝酒', GIFTS],
    ['预算只有500块，这些太贵了', GIFTS],
    ['他已经有智能手表了', GIFTS],
    ['有没有更有心意一点的', GIFTS],
    ['太俗了', GIFTS],
    ['这些我都看过了', MOVIES],
    ['要适合带小孩一起看的', MOVIES],
    ['我膝盖不好，不能跑步', FITNESS],
    ['完全不吃碳水不健康吧，这建议不靠谱', FITNESS],
    ['我60岁了，现实一点', FITNESS],
    ['我没时间去健身房，在家能练什么', FITNESS],
  ])('"%s" is a correction', (text, prev) => {
    const kind = detect(turn(text, prev)).kind;
    // What the user cannot do ("我膝盖不好，不能跑步") is a rule either way: which of the two lesson kinds the model
    // picks for it moves with retraining (it read as a preference after the retraining for blind set 84), and both give the same rule to review.
    if (text.startsWith('我膝盖不好')) expect(isLesson(kind), text).toBe(true);
    else expect(kind).toBe('correction');
  });
  it.each([
    ['我爸不喜欢我，怎么办？', '你好！有什么可以帮你的吗？'],
    ['预算只有5000，买什么手机好？', '你好！有什么可以帮你的吗？'],
    ['有没有更便宜的机票推荐？', '好的。'],
    ['不健康的食物有哪些？', '好的。'],
    ['来点轻松的话题吧，今天好累', '好的。'],
    ['她不吃辣，我们去哪家餐厅好？', '好的。'],
    ['真皮钱包在哪里买比较好？', GIFTS],
    ['每天应该摄入多少热量？', FITNESS],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a summary, a wrong fact, a wrong sum (blind set 22)', () => {
  const SUMMARY = 'Summary: The article discusses the impact of remote work on productivity. It argues that remote workers are 13% more productive, citing a Stanford study.';
  const FACT = 'The capital of Australia is Sydney, which is also its largest city.';
  const SUM = '25% of 80 is 25, so the discounted price is $55.';
  it.each([
    ['can you keep the numbers out', SUMMARY],
    ['double check that', FACT],
    ['recheck your math', SUM],
    ["that doesn't add up", SUM],
    ['show your work please', SUM],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['can you check my math homework? 3x + 2 = 11', 'Hi! How can I help?'],
    ['please double check my essay for grammar mistakes', 'Hi! How can I help?'],
    ["my budget doesn't add up, can you help me make a spreadsheet?", 'Hi! How can I help?'],
    ['how do I keep the birds out of my garden?', 'Hi! How can I help?'],
    ['what would 30% off be?', SUM],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a beginner after a pandas answer (blind set 23)', () => {
  const PANDAS = "Here's how to read a CSV in Python:\n```python\nimport pandas as pd\ndf = pd.read_csv('data.csv')\n```\nThis loads the file into a DataFrame.";
  it('what the user cannot install, and what their file is like, are corrections', () => {
    const d = detect(turn("I can't install pandas on this machine, use the csv module", PANDAS));
    expect(d.kind).toBe('correction');
    expect(d.lesson).toBe('Use the csv module.');
    expect(detect(turn('my file uses semicolons as separators', PANDAS)).kind).toBe('correction');
  });
  it.each([
    'my project uses React and I need help with routing',
    'my data is in a Google Sheet, I want to chart it by month',
    "I can't install anything on my work laptop, is there an online Python editor?",
    "I'm a beginner and want to learn Python, where do I start?",
  ])('"%s", before anything was answered, is none', (text) => {
    expect(detect(turn(text, 'Sure, happy to help.')).kind).toBe('none');
  });
});

describe('a story kept straight (blind set 24)', () => {
  const STORY = 'Maya pulled her phone from her coat and called Daniel, the kind old shopkeeper who had always helped her. The dog barked once and fell silent forever.';
  it.each(["he's supposed to be the villain", "that's out of character for him", "it's set in 1920, they wouldn't have phones"])('"%s" is a correction', (text) => {
    expect(detect(turn(text, STORY)).kind).toBe('correction');
  });
  it('the point of view and the tense are rules', () => {
    expect(detect(turn('write it in first person', STORY)).lesson).toBe('Write it in first person.');
    expect(detect(turn('past tense please', STORY)).lesson).toBe('Use the past tense.');
  });
  it.each([
    ['ok continue', STORY],
    ['love it! keep going', STORY],
    ['is it better to write in first person or third person?', 'Sure, happy to help.'],
    ["he's supposed to be back by 5, should I worry?", 'Sure, happy to help.'],
    ['my story is set in Tokyo, can you help me with the first chapter?', 'Sure, happy to help.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('role-play and story writing (set rp1)', () => {
  const TAVERN = 'The knight raised his lightsaber and charged at the dragon, while Zoe gasped: "Oh my gosh, this is like, totally terrifying!"';
  it.each([
    ["there are no lightsabers in this world, it's medieval fantasy. use a sword", 'Use a sword.'],
    ["zoe wouldn't talk like that, she's quiet and serious. make her dialogue less dramatic", 'Make her dialogue less dramatic.'],
    // The bracket opened before "OOC:" closes after the rule: it is not part of it.
    ["(OOC: you're controlling my character again. only describe what the NPCs do)", 'Only describe what the NPCs do.'],
    ["don't write my character's actions or dialogue, only write for the queen", "Don't write my character's actions or dialogue, only write for the queen."],
  ])('"%s" is a correction with the rule "%s"', (text, rule) => {
    const d = detect(turn(text, TAVERN));
    expect(d.kind).toBe('correction');
    expect(d.lesson).toBe(rule);
  });
  it("a dialogue asked for, whose characters argue about a wrong grade, is no verdict on the reply", () => {
    const d = detect(turn('Can you write another dialogue where the student argues that the teacher graded the test wrong, and the teacher says the answer was still incorrect?', 'Here is the dialogue between the teacher and the student.'));
    expect(d.kind).toBe('none');
    expect(d.cues).toContain('neg.compose');
  });
  it('a story asked for again, with what the user had said, stays a correction', () => {
    expect(detect(turn('write another story where the hero survives, I said no sad endings', 'And so the hero fell, and the village mourned him.')).kind).toBe('correction');
  });
  it('"you didn\'t include any" names nothing a rule could keep', () => {
    const d = detect(turn("I asked for quotes with each theme, you didn't include any", 'Here are 3 themes: 1. Love 2. Friendship 3. Courage'));
    expect(d.kind).toBe('correction');
    expect(d.lesson).toBeNull();
    expect(d.suggestion).toContain('quotes with each theme');
  });
});

describe('a fact put right without a "no" (set fx1)', () => {
  it.each([
    ["that's a myth, it isn't visible from the moon", 'The Great Wall of China is visible from the Moon with the naked eye.'],
    ["3 hours? it's more like 8 hours", 'Your flight from London to New York will take about 3 hours.'],
    ['pretty sure that was Christopher Nolan', 'The movie Inception was directed by Steven Spielberg.'],
    ["my doctor said the opposite, you shouldn't combine them regularly", 'You can use ibuprofen and aspirin together safely every day.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['wow. is it true that you can see it from space?', 'The Great Wall is over 21,000 km long including all its branches.'],
    ["I'm pretty sure I can handle the rest myself, thanks!", 'Here is the first half of the migration script.'],
    ['when should I use a tuple instead of a list then?', 'Lists are mutable in Python; tuples are immutable.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('general-topic chats (set gc1)', () => {
  it('a name put right, with a request to fix it everywhere, keeps the name and leaves the request', () => {
    const d = detect(turn('the company name is Brightline Logistics not Brightline Logistic, fix it everywhere', 'Dear Hiring Team at Brightline Logistic, I am excited to apply.'));
    expect(d.kind).toBe('correction');
    expect(d.lesson).toBe('The company name is Brightline Logistics, not Brightline Logistic.');
    expect(detect(turn('my name is Jordan not Jordon', 'Best regards, Jordon')).lesson).toBe('My name is Jordan, not Jordon.');
  });
  it.each([
    ["you wrote it like you're my boss, i'm the one asking for the day off", "Hi Sam, I'm happy to approve your day off on Friday. Best, Jordan"],
    ['isnt it canberra?', 'The capital of Australia is Sydney, which is also its largest city.'],
    ["wasn't it Tolkien?", 'The Hobbit was written by C. S. Lewis in 1937.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ["my teacher said my essay was wrong because I didn't cite sources. how do I cite a website in APA?", 'Here are some tips to make your essay more persuasive.'],
    ["isn't that basically memoization?", 'I cached the results of each call in a map keyed by its arguments.'],
    ["isn't it illegal?", 'You could sublet the apartment while you are abroad.'],
    ["I'm the one who has to present it tomorrow, make it simple", 'Here is the slide outline for the quarterly review.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('general-topic chats, second set (gc2)', () => {
  it.each([
    ['it was signed in 1919 though', 'The Treaty of Versailles was signed in 1918, formally ending the First World War.'],
    ['it needs to be under 250 words, its for an online form', 'Dear Admissions Committee, [a 600-word cover letter follows] ... Sincerely, Ana'],
    ['honey isnt vegan', 'Here is a list of vegan recipes: 1. Honey-glazed tofu 2. Lentil curry 3. Chickpea salad'],
    ['30 minutes? the eurostar takes over 2 hours', 'You can take the Eurostar from Paris to London in about 30 minutes.'],
    ['its to my professor, make it professional', 'Hey Mike!! Whats up, so I totally missed the deadline lol, can I get a couple more days??'],
    ['her name is Emma, you changed it halfway', 'Emma ran to the station. Later that night, Emily sat by the window.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['i dont have eggs, what can i use instead', 'Pancakes: 1 cup flour, 1 egg, 1 cup milk, 2 tbsp sugar.'],
    ['the link isnt working', 'Here is the link to the form.'],
    ['2 cups? is that enough for 6 people', 'Use 2 cups of rice for this recipe.'],
    ["it's for my friend's birthday, can you write a short poem", 'Sure, happy to help.'],
  ])('"%s" is no correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('correction');
  });
});

describe('general-topic chats, third set (gc3)', () => {
  it.each([
    ['shes turning 30 not 40', 'Happy 40th birthday, sis! Four decades of being amazing...'],
    ['they have three hearts actually', 'Fun facts about octopuses: they have two hearts, blue blood, and can change color in milliseconds.'],
    ['the lines dont fit the melody at all, each line needs 7 syllables', 'Twinkle twinkle little code, / How I wonder why you will not load at all today...'],
    ['olivia doesnt start with A', 'Baby names starting with A: Amelia, Aria, Olivia, Ava, Abigail.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['printer still says offline', '1. Turn the printer off and on. 2. Reinstall the driver. 3. Set it as the default printer.'],
    ['now it just shows 0', 'Here is the fixed formula: =SUMIF(B2:B20,">100",C2:C20)'],
  ])('"%s" is frustration', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('frustration');
  });
  it.each([
    ["I'm good actually", 'Would you like me to add a dessert to the menu?'],
    ['should I take 2 not 3?', 'Take 3 tablets a day with food.'],
    ['does it start with A?', 'Baby names starting with A: Amelia, Aria, Olivia, Ava, Abigail.'],
  ])('"%s" is no correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('correction');
  });
});

describe('general-topic chats, fourth set (gc4)', () => {
  it.each([
    ['7 times 9 is 63 though', '7 × 9 = 56.'],
    ['use du, its my brother', 'Lieber Thomas, könnten Sie mir bitte am Samstag beim Umzug helfen?'],
    ['her name is Dr. Patel, address her properly', 'Dear Sir, I am writing to follow up on my appointment last week...'],
    ['i need it for 2 people, you gave me quantities for 8', 'Lasagna (serves 8): 1 kg minced beef, 12 lasagna sheets, 800 g tomato sauce...'],
    ["it's for my 6 year old daughter, no fights or villains", 'The dragon roared and the knights drew their swords. The villain laughed as the battle began.'],
    ['Es para mi hija de 6 años, sin peleas ni villanos', 'The dragon roared and the knights drew their swords. The villain laughed as the battle began.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ["he's my brother", "He's a great guy, who is he to you?"],
    ["it's for my son's birthday, can you write a poem", 'Sure, happy to help.'],
    ['interesting, i always thought it was the other way round', "Actually, it's the other way round: the Earth orbits the Sun."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe("someone else's verdict on the user's own work", () => {
  it.each([
    ['mi profesor dijo que mi ensayo está mal, ¿cómo lo arreglo?', 'Aquí tienes algunos consejos para tu ensayo.'],
    ['meu professor disse que minha redação está errada, como eu melhoro?', 'Aqui estão algumas dicas para a sua redação.'],
    ['il mio prof ha detto che il mio tema è sbagliato, come lo miglioro?', 'Ecco alcuni consigli per il tuo tema.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it("the user's own 'I told you it is wrong' stays a correction", () => {
    expect(detect(turn('te dije que eso está mal', 'Aquí tienes algunos consejos para tu ensayo.')).kind).toBe('correction');
  });
});

describe('a coding agent put right (set sc1)', () => {
  it.each([
    ['remove those comments, the code is self explanatory', "I've added comments to every function explaining what it does."],
    ["this is a typescript project, there are no jsx files. it's Header.tsx", "I've made the change in `src/components/Header.jsx`."],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['what happens if the API returns a 500?', 'I added error handling to the fetch wrapper.'],
    ['there are no migration files yet, create the first one', "I've set up the project structure."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('everyday French chats (set fr3)', () => {
  it.each([
    ['elle fait 330 mètres non ?', 'La tour Eiffel mesure 150 mètres et a été achevée en 1889.'],
    ['je voulais juste 3 conseils', 'Voici 10 conseils pour mieux dormir : 1. Horaires réguliers 2. Pas d\'écran au lit 3. ...'],
    ["je t'avais dit pas de spoilers", 'Dans le dernier chapitre, Léa découvre que son frère était le traître et quitte la ville.'],
    ['mide 330 metros, ¿no?', 'La torre Eiffel mide 150 metros.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
});

describe('everyday Japanese chats (set ja3)', () => {
  it('a number put back with a tag is a correction; "still not" is frustration', () => {
    expect(detect(turn('330メートルじゃない？', 'エッフェル塔の高さは150メートルで、1889年に完成しました。')).kind).toBe('correction');
    expect(detect(turn('全部やったけどまだつながらない', '1. ルーターを再起動 2. ファームウェアを更新 3. Wi-Fiのチャンネルを変更してください。')).kind).toBe('frustration');
  });
  it("what someone else told the user about their own work is no correction", () => {
    expect(detect(turn('先生に構成が間違ってるって言われた。どうやって直せばいい？', '良い作文のコツ：明確な導入、具体例、結論。')).kind).toBe('none');
  });
});

describe('everyday Russian chats (set ru3)', () => {
  it('a fact put back with "actually" is a correction, and "still" with the same result is frustration', () => {
    expect(detect(turn('вообще-то она 330 метров', 'Эйфелева башня имеет высоту 150 метров и была построена в 1889 году.')).kind).toBe('correction');
    expect(detect(turn('вообще-то у меня есть ещё вопрос', 'Эйфелева башня имеет высоту 150 метров.')).kind).toBe('none');
    expect(detect(turn('всё ещё выдаёт #Н/Д', 'Вот исправленная формула: =ВПР(A2;Лист2!A:B;2;ЛОЖЬ)')).kind).toBe('frustration');
  });
});

describe('everyday German chats (set de3)', () => {
  it.each([
    ['der ist doch 330 meter hoch', 'Der Eiffelturm ist 150 Meter hoch und wurde 1889 fertiggestellt.'],
    ['hab doch gesagt keine Spoiler', 'Im letzten Kapitel erfährt Lena, dass ihr Bruder der Verräter war.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['mein Lehrer meinte, der Aufsatz ist falsch aufgebaut. wie baue ich ihn richtig auf?', 'Hier ein paar Tipps für einen überzeugenden Aufsatz: klare Einleitung, Belege, Fazit.'],
    ['das ist doch super, danke!', 'Hier ist dein Plan für die Woche.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('everyday Spanish chats (set es4)', () => {
  it('who the text is for, and who not, is the reason: the rule is the request after it, in every Latin language', () => {
    const prev = 'Hey! So the sink is broken again lol, can u fix it?';
    for (const [text, rule] of [
      ['Demasiado informal, es mi casero, no un amigo. Hazlo más formal', 'Hazlo más formal.'],
      ["Trop familier, c'est mon propriétaire, pas un ami. Rends-le plus formel", 'Rends-le plus formel.'],
      ['Zu locker, das ist mein Vermieter, kein Freund. Mach es förmlicher', 'Mach es förmlicher.'],
      ['Muito informal, é meu chefe, não um amigo. Deixa mais formal', 'Deixa mais formal.'],
    ]) {
      const d = detect(turn(text!, prev));
      expect(isLesson(d.kind), text).toBe(true);
      expect(d.lesson, text).toBe(rule);
    }
    // Said alone, the reason gives no rule ("No un amigo." would ban friends); the review card asks for it.
    expect(detect(turn('Demasiado informal, es mi casero, no un amigo', prev)).lesson).toBeNull();
  });
  it('a claim called false after it is a correction', () => {
    expect(detect(turn('Napoleón no dirigió la toma de la Bastilla, eso es falso', 'La Revolución Francesa empezó en 1789 con la toma de la Bastilla, dirigida por Napoleón.')).kind).toBe('correction');
  });
  it('what the user asked for keeps their words, and the refused side answers the part just before it', () => {
    expect(detect(turn('Te lo pedí en español, no en inglés', 'Here is the summary of the article in English...')).lesson).toBe('Te lo pedí en español, no en inglés.');
    expect(detect(turn('eso no es lo que te pedí, quería un modal, no un componente nuevo', 'He creado un componente nuevo para el formulario.')).lesson).toBe('Quería un modal, no un componente nuevo.');
  });
});

describe('general-topic Chinese chats (set zh7)', () => {
  it('an author put back tentatively is a correction', () => {
    expect(detect(turn('是李白写的吧', '《静夜思》的作者是杜甫，是唐代著名的五言绝句。')).kind).toBe('correction');
    expect(detect(turn('是这样的吧？', '你先把面粉和水混合，再加酵母。')).kind).toBe('none');
  });
  it('a number put back tentatively is a correction, and an answer to the reply\'s question is not', () => {
    expect(detect(turn('是330米吧', '埃菲尔铁塔高150米，建于1889年。')).kind).toBe('correction');
    expect(detect(turn('不是330米吗？', '埃菲尔铁塔高150米，建于1889年。')).kind).toBe('correction');
    expect(detect(turn('是8000吧', '你的预算大概是多少？')).kind).toBe('none');
  });
  it('the tone asked for without "再/更", or a casual tone refused, is a correction of the draft', () => {
    for (const t of ['是发给我老板的，正式一点', '这是给我领导的，别这么随便', '太随便了，他是我房东']) {
      expect(detect(turn(t, '嗨老王！周六来帮我搬家呗，请你吃饭哈哈')).kind, t).toBe('correction');
    }
  });
  it('"still" with a verb\'s potential form is frustration', () => {
    expect(detect(turn('按你说的做了，还是连不上', '1. 重启路由器 2. 忘记网络后重新连接 3. 检查是否开启了飞行模式')).kind).toBe('frustration');
  });
  it("someone else's verdict on the user's own work is no correction", () => {
    expect(detect(turn('谢谢！老师说我的作文结构不对，应该怎么改进呢', '这篇作文的开头可以用一个小故事吸引读者。')).kind).toBe('none');
  });
});

describe('everyday Chinese chats (set zh6)', () => {
  it.each([
    ['我刚说了膝盖不好，跳绳和爬楼梯都伤膝盖啊，换成对膝盖友好的', '推荐你试试跳绳和爬楼梯，都是很好的有氧运动。'],
    ['预算是人均200以内，你推荐的都超了', '推荐：楼外楼（人均350元）、知味观（人均280元）。'],
    ['你前面刚说后四十回是高鹗续写的，怎么现在又说是曹雪芹？', '后四十回的作者是曹雪芹本人，他晚年风格发生了变化。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it('a new piece asked for with its limits is a new task, not a correction', () => {
    const d = detect(turn('写得很好！再帮我写一篇关于秋天的，风格一样，不要超过500字', '好的，这是一篇关于春天的散文。'));
    expect(d.kind).toBe('none');
    expect(d.cues).toContain('zh.new_piece');
  });
  it('a piece asked for again, with what the user had said, stays a correction', () => {
    expect(detect(turn('再帮我写一篇，我说了不要超过500字', '这是一篇关于秋天的散文，共计约1200字。')).kind).toBe('correction');
  });
});

describe('a Chinese agent that built a login page (blind set 25)', () => {
  const AGENT = '我已经完成了登录页面的开发：1. 新增了 LoginForm 组件 2. 使用 axios 调用 /api/login 3. 添加了单元测试。所有测试均已通过。';
  it.each(['单元测试根本没跑，你怎么知道通过了？', '组件放错目录了，应该放在 components/auth 下面', '样式跟设计稿不一致'])('"%s" is a correction', (text) => {
    expect(detect(turn(text, AGENT)).kind).toBe('correction');
  });
  it('a missing message is a failure report', () => {
    expect(detect(turn('登录失败的时候没有提示', AGENT)).kind).toBe('frustration');
  });
  it.each([
    ['好的，接下来做注册页面', AGENT],
    ['我根本不知道从哪里开始学编程', '好的。'],
    ['你怎么知道这么多？太厉害了', '好的。'],
    ['这个颜色跟设计稿一致吗？', '好的。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('tax advice for the wrong country (blind set 26)', () => {
  const TAXES = 'In the US, you can file your taxes using Form 1040 by April 15. You may be eligible for the standard deduction of $13,850.';
  it.each(["I live in the UK, this doesn't apply to me", "that's US law, I'm in Australia", 'use euros please'])('"%s" is a correction', (text) => {
    expect(detect(turn(text, TAXES)).kind).toBe('correction');
  });
  it.each([
    ['what happens if I file late?', TAXES],
    ['I live in Germany and want to move to Spain, what visa do I need?', 'Hi! How can I help?'],
    ["I'm from India, what are the best universities in the US for CS?", 'Hi! How can I help?'],
    ['how much is 100 dollars in euros?', 'Hi! How can I help?'],
    ["that's US law? I didn't know that", 'Sure.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('"too long, cut it" in Russian and Italian (blind set 27)', () => {
  const RECIPE = 'Вот рецепт: возьмите 500 г говядины, обжарьте с луком 20 минут.';
  it.each(['слишком длинно, сократи', 'troppo lungo, accorcia'])('"%s" is a correction', (text) => {
    expect(detect(turn(text, RECIPE)).kind).toBe('correction');
  });
  it.each([
    'у меня слишком много работы, как всё успеть?',
    'сократи, пожалуйста, этот текст до 100 слов: Жили-были...',
    'ho troppo lavoro, come posso organizzarmi?',
    "riduci questo testo a 50 parole: C'era una volta...",
  ])('"%s", a new request, is none', (text) => {
    expect(detect(turn(text, 'Привет! Чем могу помочь?')).kind).toBe('none');
  });
});

describe('a generated picture (blind set 28)', () => {
  const IMAGE = "Here's your image: a cartoon-style golden retriever playing in a park, with the text 'Happy Birthday' at the top.";
  it.each(['the dog has five legs', 'too bright, make it moodier'])('"%s" is a correction', (text) => {
    expect(detect(turn(text, IMAGE)).kind).toBe('correction');
  });
  it.each([
    ['can you make another one for my cat?', IMAGE],
    ['my dog has three legs, what food is best for him?', 'Sure.'],
    ['why do AI images have six fingers?', 'Sure.'],
    ['the text looks great, thanks', IMAGE],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('an SQL query, song lyrics and a Chinese thesis (blind set 29)', () => {
  const SQL = "Here's the query:\n```sql\nWITH recent AS (SELECT o.id, o.total FROM orders o LEFT JOIN users u ON u.id = o.user_id WHERE o.updated_at > NOW() - INTERVAL 7 DAY)\nSELECT * FROM recent;\n```\nThis returns last week's orders with their totals.";
  const THESIS = '以下是修改后的摘要：本研宄提出了一种新的方法……参考文献：[1] Smith, J. (2020). Deep learning. Nature.';
  it.each([
    ["you used a CTE again, our MySQL is 5.7 and doesn't support them", SQL, null],
    ["that's a left join, I need an inner join here", SQL, 'Use an inner join, not a left join.'],
    ['please keep the column names exactly as they are in the schema', SQL, 'Keep the column names exactly as they are in the schema.'],
    ['you forgot the GROUP BY', SQL, "Don't forget the GROUP BY."],
    ["I told you we can't use window functions", SQL, "Don't use window functions."],
    ['你又把"研究"写成"研宄"了', THESIS, '不要把"研究"写成"研宄"。'],
    ['参考文献要按出现顺序编号', THESIS, '参考文献要按出现顺序编号。'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ['can you also add an index on user_id?', SQL],
    ["what's the difference between a left join and an inner join?", SQL],
    ['our office printer does not support duplex, what should I buy?', 'Hello! How can I help you today?'],
    ['第三章应该怎么组织比较好？', THESIS],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('made-up sources and a careless commit (blind set 30)', () => {
  const SOURCES = "Here are three sources: 1. Smith & Lee (2021), 'Neural Correction Models', Journal of AI Research, doi:10.1234/jair.2021.55 — https://jair.org/smith2021. I've committed the changes and pushed to main.";
  it.each([
    ["that paper doesn't exist, I checked", null],
    ['the DOI you gave me points to a completely different article', null],
    ['the link is dead', null],
    ['you committed the .env file, that has secrets in it', "Don't commit the .env file."],
    ['you pushed to main without asking', "Don't push to main without asking."],
    ['引用的链接打不开', null],
    ['你把 node_modules 也提交上去了', '不要把 node_modules 提交上去。'],
    ['提交信息用英文写', '提交信息用英文写。'],
    ['Der Commit enthält die .env Datei, die darf nicht ins Repo', null],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, SOURCES));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it('a named part of the work keeps its subject, and is topical', () => {
    expect(detect(turn('提交信息用英文写', SOURCES)).applies).toBe('topic');
    expect(detect(turn('以后用英文写', SOURCES)).applies).toBe('always');
  });
  it.each([
    ['can you find more papers on this topic?', SOURCES],
    ['how do I undo my last commit?', SOURCES],
    ['you committed the changes, great', SOURCES],
    ['you uploaded the file, thanks', SOURCES],
    ['怎么把两个分支合并？', SOURCES],
    ['Peux-tu me donner trois sources de plus ?', SOURCES],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a story and a quiz answer in a general chat (blind set 31)', () => {
  const STORY = 'Once upon a time, in a small village, Mark lived with his wife Anna. Every morning he walked 5 miles to the market. • He sold apples. • He sold bread. In conclusion, Mark was happy.';
  const FACT = 'The capital of Australia is Canberra. It was chosen as a compromise between Sydney and Melbourne.';
  it.each([
    ['why you write in english, i asked in russian', FACT, 'Answer in Russian.', 'always'],
    ['why do you answer in english?', FACT, "Don't answer in English.", 'always'],
    ['为什么你用英文回答？', FACT, '不要用英文回答。', 'always'],
    ['write in simple english, i am not native speaker', STORY, 'Write in simple english.', 'always'],
    ['i told you she is his sister not his wife', STORY, 'She is his sister, not his wife.', 'topic'],
    ['you forget the character Anna', STORY, "Don't forget the character Anna.", 'topic'],
    ['you didnt include the conclusion', STORY, 'Include the conclusion.', 'topic'],
  ])('"%s" is learned, with its rule and reach', (text, prev, rule, applies) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect([d.lesson, d.applies]).toEqual([rule, applies]);
  });
  it.each(['write a story about a dragon', 'continue', 'translate to french: good morning', 'thanks its perfect'])('"%s" is none', (text) => {
    expect(detect(turn(text, STORY)).kind).toBe('none');
  });
});

describe('what the user sees broken, in Spanish, Portuguese, French, Russian and Chinese (held-out misses)', () => {
  // Phrased from the shapes of held-out frustration turns the detector missed, not copied from them.
  it.each([
    'Los botones no se ven',
    'le doy click al botón y no me abre el menú',
    'Ahora peor',
    'o deploy terminou, mas deu erro no final',
    "le bouton n'est pas centré",
    'les onglets ne sont pas affichés',
    "Le logo est toujours présent dans l'export, contrairement à ma demande",
    'картинка не отображается',
    'уведомление не приходит',
    '没有变化呀，点了还是没反应',
    '又回到了默认页面',
  ])('"%s" is feedback', (text) => {
    expect(detect(turn(text, ACTED)).kind).toBe('frustration');
  });
  it.each([
    ['¿Por qué no se ve la imagen en el móvil?', 'Hola, ¿en qué puedo ayudarte?'],
    ["Comment faire pour que le bouton soit centré ?", 'Bonjour !'],
    ['Как сделать, чтобы картинка отображалась?', 'Привет!'],
  ])('"%s", a question before anything was done, is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a coding agent that built a settings page (blind set 39)', () => {
  // Scored before anything was changed for it: 16 of 16 found (two failure reports as frustration), 1 of 6 other turns
  // flagged ("run the tests", left as it is: a bare imperative after an agent's summary is read by the model). Two rules
  // said something else: "Use the dark mode switch belongs in the header, …" and "Use the form to validate on blur, …".
  const SUMMARY =
    "I've added the settings page.\n\n### Changes\n- Created `src/components/SettingsForm.tsx` with inline styles\n- Refactored `useSettings` hook and renamed `onSave` to `handleSubmit`\n- Added `dayjs` for date formatting\n- Created `SETTINGS_CHANGES.md`\n- Updated `package-lock.json`\n\nThe form now validates on submit. Let me know if you want any changes!";
  it.each([
    ['you changed the wrong file, the settings live in src/pages/Settings.tsx', null],
    ["I didn't ask you to refactor the hooks, revert that", "Don't refactor the hooks."],
    ['stop creating new markdown files for every change', 'Stop creating new markdown files for every change.'],
    ["don't use inline styles, we use tailwind", "Don't use inline styles, we use tailwind."],
    ['why did you add a new dependency for that? we already have date-fns', null],
    ["you're supposed to run the tests before saying it's done", null],
    ["keep the existing API, don't rename the props", "Keep the existing API, don't rename the props."],
    ['no, the dark mode switch belongs in the header, not the settings page', 'The dark mode switch belongs in the header, not the settings page.'],
    ["that's not what I meant, I wanted the form to validate on blur, not on submit", 'The form should validate on blur, not on submit.'],
    ['use the existing Button component instead of a raw <button>', 'Use the existing Button component, not a raw <button>.'],
    ["please don't touch package-lock.json", "Don't touch package-lock.json."],
    ['you forgot to export it from index.ts', "Don't forget to export it from index.ts."],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, SUMMARY));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each(['that broke the build, npm run build fails now', "the toggle still doesn't save, it resets after refresh", "the tests you wrote only test the mock, they don't test anything real", 'you deleted my comments in utils.ts, put them back'])(
    '"%s" is feedback',
    (text) => {
      expect(detect(turn(text, SUMMARY)).kind).not.toBe('none');
    },
  );
  it.each([
    'great, now add a language selector to the same page',
    'can you explain what useDeferredValue does here?',
    'ok go ahead with step 2',
    "what's the difference between controlled and uncontrolled inputs?",
    'looks good, commit it',
  ])('"%s" is none', (text) => {
    expect(detect(turn(text, SUMMARY)).kind).toBe('none');
  });
});

describe('a Chinese coding agent that built a settings page (blind set 40)', () => {
  // Scored before anything was changed for it: 13 of 16 found (two failure reports as frustration), 0 of 6 other turns
  // flagged. Missed: "为什么又引入了 lodash？" (a why made a reproach by "又"), "改完要先跑一下测试再告诉我完成了" and
  // "你把我的注释都删了". Rules that said something else: "…，别自己写" had become "…，不要用自己写", "加回来" was a rule,
  // and "接口名字不要改" gave none.
  const SUMMARY =
    '我已经完成了设置页面：\n\n### 修改内容\n- 新建 `src/components/SettingsForm.tsx`\n- 重构了 `useSettings` hook，并把 `onSave` 重命名为 `handleSubmit`\n- 引入 `lodash` 处理深拷贝\n- 新建 `SETTINGS_CHANGES.md` 记录修改\n- 删除了过时的测试\n\n分页使用 offset 实现。如需调整请告诉我！';
  it.each([
    ['你改错文件了，配置在 config/app.yaml 里', null],
    ['我没让你删除这些测试，恢复回去', '不要删除这些测试。'],
    ['不要每次都新建一个 md 文档', '不要每次都新建一个 md 文档。'],
    ['别用 any，类型要写清楚', '别用 any，类型要写清楚。'],
    ['为什么又引入了 lodash？项目里已经有工具函数了', null],
    ['改完要先跑一下测试再告诉我完成了', null],
    ['接口名字不要改，前端还在用', '接口名字不要改。'],
    ['不对，分页应该用游标，不是 offset', '分页应该用游标，不是 offset。'],
    ['你把我的注释都删了，加回来', null],
    ['用项目里现有的 Modal 组件，别自己写', '用项目里现有的 Modal 组件，不要自己写。'],
    ['我说的是后端校验，不是前端', '应该是后端校验，不是前端。'],
    ['注释用中文写', '注释用中文写。'],
    ['你忘了在 index.ts 里导出', null],
    ['这个函数太长了，拆成几个小函数', '这个函数拆成几个小函数。'],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, SUMMARY));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each(['还是报错，和刚才一样', '页面还是白屏'])('"%s" is feedback', (text) => {
    expect(detect(turn(text, SUMMARY)).kind).not.toBe('none');
  });
  it.each([
    ['好的，接下来做用户列表页', SUMMARY],
    ['这个 useMemo 在这里有什么作用？', SUMMARY],
    ['跑一下测试', SUMMARY],
    ['可以，继续第二步', SUMMARY],
    ['受控组件和非受控组件有什么区别？', SUMMARY],
    ['没问题，提交吧', SUMMARY],
    // Shaped like the new cues, correcting nothing.
    ['他为什么又创建了一个账号？', '我已经完成了设置页面。'],
    ['你把文件删了吗？', '我已经完成了设置页面。'],
    ['先分析一下代码再告诉我怎么改', '我已经完成了设置页面。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a story written together, kept straight (blind set 41)', () => {
  // Scored before anything was changed for it: 11 of 12 corrections found, 0 of 8 other turns flagged, though most of
  // them quote a character saying "no", "stop" or "you said". Missed: "you're rushing the plot, slow down …". One rule
  // said something else: "no, she's his sister, not his wife" had become "Use she's his sister, not his wife.".
  const CHAPTER =
    'Chapter 3: The Tavern\n\nThe rain hammered against the windows of the Eastbrook tavern as Mira, her blue eyes narrowed, pushed through the door. Tom, her husband, followed close behind, his sword gleaming at his hip. "We shouldn\'t be here," he muttered. Mira ignores him and walks to the bar. You reach for your purse, your hands trembling.\n\nWhat will Mira do next?';
  it.each([
    ["no, she's his sister, not his wife", "She's his sister, not his wife."],
    ['stop describing what my character does, only write for Mira', 'Stop describing what my character does, only write for Mira.'],
    ['you switched to present tense, keep it in past tense', 'Keep it in past tense.'],
    ["it's too short, make each chapter at least 800 words", 'Make each chapter at least 800 words.'],
    ['stop ending every reply with a question', 'Stop ending every reply with a question.'],
    ['Mira has green eyes, not blue, I told you at the start', 'Mira has green eyes, not blue.'],
    ["you're rushing the plot, slow down and add more dialogue", null],
    ["don't kill off any characters without asking me", "Don't kill off any characters without asking me."],
    ['the tavern was in Riverton, not Eastbrook', 'The tavern was in Riverton, not Eastbrook.'],
    ["that's out of character, Mira would never beg", null],
    ['less flowery language please', 'Less flowery language.'],
    ['you forgot that Tom lost his sword in chapter 2', "Don't forget that Tom lost his sword in chapter 2."],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, CHAPTER));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    'Continue. Mira draws her dagger and steps into the tavern, eyes scanning the crowd for the man who betrayed her.',
    '"No, I said I\'m not going back there!" Mira shouted, slamming the door behind her.',
    'I look at her and say: "Stop. Don\'t do this, you\'ll regret it."',
    'Write the next chapter where Tom finds the map.',
    'What happens if Mira refuses the offer?',
    'Nice, I love this. Keep going.',
    'Add a scene where they argue about the money, then make up.',
    'She whispers, "You said you would never leave. You promised."',
    'how do I slow down my heart rate?',
  ])('"%s" is none', (text) => {
    expect(detect(turn(text, CHAPTER)).kind).toBe('none');
  });
});

describe('short feedback with no reply captured before it, as in LMSYS (blind set 42)', () => {
  // Scored before anything was changed for it: 12 of 15 found (two failure reports as frustration), 0 of 7 other
  // turns flagged. Missed: "that's not a haiku, …", "that's not funny at all" and "why are you repeating yourself?"
  // (found now only with the reply before it). "in Spanish please" stated no rule.
  it.each([
    ["that's wrong", null],
    ["you didn't answer my question", 'Answer my question.'],
    ['no, I meant Python 3, not Python 2', 'Use Python 3, not Python 2.'],
    ["that's not a haiku, a haiku has 5-7-5 syllables", null],
    ['wrong, the capital of Australia is Canberra', null],
    ["you're making things up", null],
    ['stop apologizing and just answer', 'Stop apologizing and just answer.'],
    ["that's not funny at all", null],
    ['in Spanish please', 'Answer in Spanish.'],
    ['too long, give me the short version', 'Keep answers shorter.'],
    ['you misread the question, I asked about the 2018 season', null],
    ['the answer is 42, not 24', 'The answer is 42, not 24.'],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, null));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each(["this code doesn't compile", 'it still gives the same error'])('"%s" is feedback', (text) => {
    expect(detect(turn(text, null)).kind).not.toBe('none');
  });
  it('"why are you repeating yourself?" is a correction once the reply is known', () => {
    const d = detect(turn('why are you repeating yourself?', 'Sure! The capital of Australia is Sydney. As I mentioned, Sydney is the capital of Australia.'));
    expect(d.kind).toBe('correction');
  });
  it.each([
    'write a haiku about autumn',
    "what's the capital of Australia?",
    'thanks!',
    'tell me a joke about cats',
    'explain quantum computing simply',
    'continue',
    'can you give me a recipe for pancakes?',
    // Shaped like the new cue, correcting nothing.
    "that's not a problem, thanks",
    "that isn't a bad idea",
  ])('"%s" is none', (text) => {
    expect(detect(turn(text, null)).kind).toBe('none');
  });
  it('"in Spanish please" is a standing rule', () => {
    expect(detect(turn('in Spanish please', null)).applies).toBe('always');
  });
});

describe('a Python script from a chat, put right (blind set 43)', () => {
  // Scored before anything was changed for it: 13 of 14 found (one failure report as frustration), 0 of 6 other turns
  // flagged. Missed: "you're using the old API, … was removed in v1". One rule said nothing: "Skip that part.".
  const SCRIPT =
    'Here is the updated script:\n\n```python\nimport openai\nimport pandas as pd\n\ndef summarize(items):\n    print "Summarizing {}".format(len(items))\n    resp = openai.ChatCompletion.create(model="gpt-4", messages=items)\n    return [r for r in resp]\n```\n\nFirst, create a virtual environment with `python -m venv env && source env/bin/activate`, then run the script.';
  it.each([
    ["you're using the old API, openai.ChatCompletion was removed in v1", null],
    ['this is python 2 syntax', null],
    ['I already have a venv, skip that part', null],
    ['no pandas please, only the standard library', 'No pandas, only the standard library.'],
    ['the function signature must stay the same', 'The function signature must stay the same.'],
    ['you forgot the imports', "Don't forget the imports."],
    ["this won't work because the list is empty at that point", null],
    ['the output should be a dict, not a list', 'The output should be a dict, not a list.'],
    ['please give me the full code, not just the changed part', 'Give me the full code, not just the changed part.'],
    ["that's the exact same code as before", null],
    ["don't use regex for this", "Don't use regex for this."],
    ['use f-strings instead of format()', 'Use f-strings, not format().'],
    ["you're mixing tabs and spaces", null],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, SCRIPT));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it("\"I'm on Windows, that command doesn't work in PowerShell\" is feedback", () => {
    expect(detect(turn("I'm on Windows, that command doesn't work in PowerShell", SCRIPT)).kind).not.toBe('none');
  });
  it.each([
    ['now write unit tests for it', SCRIPT],
    ['what does the yield keyword do?', SCRIPT],
    ['how do I run this on a schedule?', SCRIPT],
    ['thanks, it works!', SCRIPT],
    ['can you add type hints?', SCRIPT],
    ['explain line 5', SCRIPT],
    // Shaped like the widened cues, correcting nothing.
    ['I already have an account, how do I log in?', 'Hello! How can I help you today?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a coding agent put right in chat shorthand, without punctuation (blind set 44)', () => {
  // Scored before anything was changed for it: 11 of 14 found (two failure reports as frustration), 0 of 6 other
  // turns flagged. Missed: "why is there a new file called utils2.ts??", "thats way overkill" and "this isnt what i had
  // in mind". Rules: "Revert the last change it made it worse." kept its reason; "ugh no the modal should close on esc
  // not on click outside" gave none.
  const DONE =
    'Done! I made the following changes:\n\n- Created `src/lib/utils2.ts` with a `toCamel` helper and converted all API responses to camelCase\n- Added a `UserStore` class component wrapping the zustand store\n- Added a migration `004_add_profile.sql`\n- The modal now closes when clicking outside\n- Added console.log statements for debugging\n\nThe navbar should now display correctly on all screen sizes.';
  it.each([
    ['nah revert the last change it made it worse', 'Revert the last change.'],
    ['why is there a new file called utils2.ts?? we have utils.ts', null],
    ['i told u no class components', 'No class components.'],
    ['ur not listening, the api returns snake_case so dont convert it to camelCase', null],
    ['thats way overkill just a simple fetch is fine', null],
    ['wait u changed the db schema?? i said dont touch migrations', "Don't touch migrations."],
    ['ugh no the modal should close on esc not on click outside', 'The modal should close on esc, not on click outside.'],
    ['can u stop adding console logs everywhere', 'Stop adding console logs everywhere.'],
    ['hmm this isnt what i had in mind, more like a sidebar w icons', null],
    ['lol no thats not how zustand works, the store is already global', null],
    ['u missed the second endpoint', "Don't forget the second endpoint."],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, DONE));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each(['bro the navbar is still overlapping on mobile did u even check', 'it compiles but the data doesnt show up at all now', 'ok but where r the tests'])('"%s" is feedback', (text) => {
    expect(detect(turn(text, DONE)).kind).not.toBe('none');
  });
  it.each([
    ['ok cool now do the same for the settings page', DONE],
    ['whats the best way to handle auth in next 14', DONE],
    ['k thx', DONE],
    ['run it', DONE],
    ['can u explain the useEffect cleanup thing', DONE],
    ['add dark mode too', DONE],
    // Shaped like the new cue, correcting nothing.
    ['why is there a new moon every month?', 'Hello! How can I help you today?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a coding agent put right in Spanish and Portuguese (blind set 45)', () => {
  // Scored before anything was changed for it: 8 of 12 found (two failure reports as frustration), 0 of 4 other turns
  // flagged. Missed: "por qué creaste otro archivo…", "borraste mis comentarios", "no uses any en typescript" (no cue
  // read a ban that opens the turn) and "não precisa criar um README novo" (the reply's "Creé …", "Instalé …" was not
  // read as an action). Rules: "te dije que usaras pnpm, no npm" gave "No npm."; "el botón debería estar a la
  // derecha, no a la izquierda" became "Usa el botón debería …".
  const LISTO =
    'Listo! Hice los siguientes cambios:\n\n- Creé `src/styles/login.css`\n- Instalé las dependencias con `npm install`\n- Agregué una columna `avatar` a la tabla users\n- Moví el botón a la izquierda\n- Limpié los comentarios de `utils.ts`\n\nEl login ya debería funcionar.';
  it.each([
    ['no, te dije que usaras pnpm, no npm', 'Usa pnpm, no npm.'],
    ['por qué creaste otro archivo de estilos? ya tenemos global.css', null],
    ['no toques la base de datos', 'No toques la base de datos.'],
    ['el botón debería estar a la derecha, no a la izquierda', 'El botón debería estar a la derecha, no a la izquierda.'],
    ['borraste mis comentarios, ponlos de nuevo', null],
    ['eso no es lo que te pedí', null],
    ['no uses any en typescript', 'No uses any en typescript.'],
    ['você esqueceu de atualizar os testes', null],
    ['não precisa criar um README novo', null],
    ['usa o componente Button que já existe, não cria outro', 'Usa o componente Button que já existe, não cria outro.'],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, LISTO));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each(['sigue sin funcionar el login', 'o modal ainda não fecha'])('"%s" is feedback', (text) => {
    expect(detect(turn(text, LISTO)).kind).not.toBe('none');
  });
  it.each([
    ['ok, ahora haz lo mismo para la página de perfil', LISTO],
    ['qué hace el hook useMemo aquí?', LISTO],
    ['perfecto, gracias', LISTO],
    ['agora adiciona o modo escuro', LISTO],
    // Shaped like the new cue, after no action: a decline is no correction.
    ['não precisa, obrigado', 'Olá! Posso ajudar com mais alguma coisa?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a coding agent put right in French, German and Russian (blind set 46)', () => {
  // Scored before anything was changed for it: 13 of 16 found (three failure reports as frustration, two more
  // corrections only as frustration), 0 of 3 other turns flagged. Missed: "tu as supprimé mes commentaires", "warum
  // hast du eine neue Datei erstellt?", "du hast meine Kommentare gelöscht". Rules: "je t'ai dit d'utiliser pnpm, pas
  // npm" became "Utilise d'utiliser pnpm, pas npm." and "я же сказал использовать pnpm, а не npm" "Используй использовать …".
  const DONE = 'Done! I made the following changes:\n\n- Created `src/lib/utils2.ts`\n- Ran `npm install`\n- Added a column to the users table\n- Cleaned up comments in `utils.ts`\n- Updated the tests\n\nEverything should work now.';
  it.each([
    ["non, je t'ai dit d'utiliser pnpm, pas npm", 'Utilise pnpm, pas npm.'],
    ['pourquoi tu as créé un nouveau fichier ? on a déjà utils.ts', null],
    ['tu as supprimé mes commentaires', null],
    ["c'est pas ce que je t'ai demandé", null],
    ['nein, ich habe gesagt pnpm, nicht npm', 'Verwende pnpm, nicht npm.'],
    ['warum hast du eine neue Datei erstellt?', null],
    ['ändere die Tests nicht', 'Ändere die Tests nicht.'],
    ['du hast meine Kommentare gelöscht', null],
    ['нет, я же сказал использовать pnpm, а не npm', 'Использовать pnpm, а не npm.'],
    ['зачем ты создал новый файл?', null],
    ['не трогай базу данных', 'Не трогай базу данных.'],
    ['ты удалил мои комментарии', null],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, DONE));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each(['ça ne marche toujours pas', 'das funktioniert immer noch nicht', 'всё ещё не работает', 'ne touche pas à la base de données'])('"%s" is feedback', (text) => {
    expect(detect(turn(text, DONE)).kind).not.toBe('none');
  });
  it.each(['ok, maintenant fais la même chose pour la page profil', 'danke, passt so', 'спасибо, всё работает'])('"%s" is none', (text) => {
    expect(detect(turn(text, DONE)).kind).toBe('none');
  });
});

describe('a coding agent put right in Japanese (blind set 47)', () => {
  // Scored before anything was changed for it: 6 of 10 found (one failure report as frustration), 0 of 3 other turns
  // flagged; the reply ("完了しました", "以下の変更を行いました") was not read as an action. Missed: "なぜ新しいファイルを
  // 作ったんですか", "私のコメントを削除しましたね", "そういう意味じゃないです", "テストを実行してから完了と言ってください".
  const KANRYO = '完了しました！以下の変更を行いました：\n\n- `src/lib/utils2.ts` を作成\n- `npm install` を実行\n- users テーブルにカラムを追加\n- `utils.ts` のコメントを整理\n- ボタンを左側に移動\n\nこれで動作するはずです。';
  it.each([
    // ("…と言いました" points back to what the user said: the rule is what they said.)
    ['いいえ、pnpm を使ってと言いました、npm ではなく', 'pnpm を使って。'],
    ['なぜ新しいファイルを作ったんですか？utils.ts がありますよ', null],
    ['データベースは触らないでください', 'データベースは触らないでください。'],
    ['コメントを消さないで', 'コメントを消さないで。'],
    ['私のコメントを削除しましたね', null],
    ['そういう意味じゃないです', null],
    ['テストを実行してから完了と言ってください', null],
    ['any は使わないで', 'any は使わないで。'],
    ['違います、ボタンは右側です', null],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, KANRYO));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it('"まだ動きません" is feedback', () => {
    expect(detect(turn('まだ動きません', KANRYO)).kind).not.toBe('none');
  });
  it.each(['ありがとう、完璧です', '次はプロフィールページをお願いします', 'useMemo は何をしていますか？'])('"%s" is none', (text) => {
    expect(detect(turn(text, KANRYO)).kind).toBe('none');
  });
});

describe('long general-chat turns that correct a draft, and long ones that ask anew (blind set 48)', () => {
  // Scored before anything was changed for it: 7 of 8 corrections found, 1 of 6 other turns flagged (a new story
  // request after a draft, "Write a short story … It should be set in 1920s Chicago …", left as it is: the model reads
  // "should be" after a handed-over draft). Missed: "That's not what my resume says. …". Rules that said something
  // else: "Colour, organise, centre." (a list of examples read as the verb "colour"), "I'm vegan at the start of the
  // conversation.", "Stop making the characters so nice to each other, this is supposed to be a thriller." (its reason).
  const DRAFT = "Sure! Here's a draft for you:\n\nHey! Just a quick reminder about the meeting on Tuesday. I worked at Deloitte from 2018 to 2021 and I'm excited to organize the event. Let me know what you think! 😊";
  it.each([
    ['I asked for a formal email to my landlord, not a text message. Please rewrite it and keep it polite but firm, he has ignored my last two messages about the broken heater.', 'A formal email to my landlord, not a text message.'],
    ['This is way too long. My teacher said the essay has to be under 500 words and you gave me almost 900. Cut it down and keep the three main arguments.', 'Keep answers shorter.'],
    ["You keep using American spelling even though I told you I'm in the UK. Colour, organise, centre. Please fix the whole text.", 'Stop using American spelling.'],
    ['No, the meeting is on Thursday the 14th, not Tuesday. Update the invitation and also mention that lunch will be provided.', 'The meeting is on Thursday the 14th, not Tuesday.'],
    ["That's not what my resume says. I worked at Deloitte from 2019 to 2022, not 2018 to 2021. Please correct the dates in the cover letter.", 'I worked at Deloitte from 2019 to 2022, not 2018 to 2021.'],
    ['Stop making the characters so nice to each other, this is supposed to be a thriller. Add more tension between Sarah and her brother.', 'Stop making the characters so nice to each other.'],
    ['You translated it into Spanish from Spain but I need Latin American Spanish for Mexico. Use ustedes, not vosotros.', 'Use ustedes, not vosotros.'],
    ["The recipe you gave me has eggs in it, and I told you I'm vegan at the start of the conversation.", "I'm vegan."],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, DRAFT));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    'Here is my essay about climate change. Can you check it for grammar mistakes and suggest improvements? Climate change is one of the most pressing issues of our time. Rising temperatures, melting ice caps and extreme weather events are already affecting millions of people.',
    "I'm planning a trip to Japan in April with my two kids, ages 6 and 9. We'll be there for 10 days. Can you suggest an itinerary that includes Tokyo and Kyoto?",
    'My landlord hasn\'t fixed the heater for three weeks. What are my rights as a tenant in Ontario, and how should I word a complaint?',
    "Can you explain the difference between a Roth IRA and a traditional IRA? I'm 28 and just started my first job.",
    "Thanks, this is great! Could you also give me a version that's a bit more casual that I could post on LinkedIn?",
  ])('"%s" is none', (text) => {
    expect(detect(turn(text, DRAFT)).kind).toBe('none');
  });
});

describe('a Chinese general chat that corrects a draft (blind set 49)', () => {
  // Scored before anything was changed for it: 10 of 10 found, 0 of 4 other turns flagged. Rules that said something
  // else: "我说的是正式的邮件，不是微信消息，重新写一下…" gave none (the pair was read only when it ended the turn), and
  // "别让角色之间那么友好，这是悬疑小说" kept its reason.
  const DRAFT_ZH = '好的！以下是草稿：\n\n嘿！提醒一下周二的会议。我2018到2021年在德勤工作。總之，期待見面！😊';
  it.each([
    ['我说的是正式的邮件，不是微信消息，重新写一下，语气礼貌但要坚定', '应该是正式的邮件，不是微信消息。'],
    ['太长了，老师要求500字以内，你写了快900字', '简短一点。'],
    ['你又用繁体字了，我要简体', null],
    ['不对，会议是14号周四，不是周二', '会议是14号周四，不是周二。'],
    ['我简历上写的是2019到2022年在德勤，不是2018到2021', null],
    ['别让角色之间那么友好，这是悬疑小说', '别让角色之间那么友好。'],
    ['菜谱里有鸡蛋，我一开始就说了我吃素', null],
    ['别老是用"总之"开头', '别老是用"总之"开头。'],
    ['你怎么又忘了加单位', null],
    ['翻译成英文的时候人名不要翻译', '翻译成英文的时候人名不要翻译。'],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, DRAFT_ZH));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each(['帮我写一封给房东的邮件，暖气坏了三周了', '我四月份带两个孩子去日本，能帮我规划一下行程吗？', '谢谢，很好！再给我一个轻松一点的版本，我发朋友圈', '罗斯IRA和传统IRA有什么区别？'])('"%s" is none', (text) => {
    expect(detect(turn(text, DRAFT_ZH)).kind).toBe('none');
  });
});

describe('the next task after an agent’s summary, in words the cues read (blind set 50)', () => {
  // Twenty turns that correct nothing, written to carry "instead", "should", "still", "needs" and "don't": 1 of 20
  // flagged ("the next step is to connect the form to the real API instead of the mock": "instead of" the mock the
  // reply names, read by the model as a correction; none since guard.next_task), and it no longer becomes the rule
  // "The next step is to connect …, not the mock.".
  const SUMMARY = "I've added the settings page.\n\n### Changes\n- Created `src/components/SettingsForm.tsx`\n- Added `useSettings` hook\n- Wired the form to a mock API\n\nAll tests pass. Let me know what you'd like next!";
  it.each([
    'looks good. next, add a search box above the table',
    'can you also add a loading spinner while the data is fetched?',
    'now let\'s write the tests for the settings page',
    'perfect, commit this and push to the feature branch',
    'what should the error message say when the email is invalid?',
    'ok, the build passes now. let\'s move on to the profile page',
    'should we use react-query for this or keep useEffect?',
    'thanks! one more thing: the footer needs a link to the privacy policy',
    'I don\'t know much about CSS grid, can you explain what you did?',
    'is it still necessary to keep the old API route?',
    'nice, that fixed it. what\'s next on the list?',
    'the design team wants the header to be sticky, can you do that?',
    'before you continue, can you summarize what you changed?',
    'we should probably add rate limiting at some point, but not now',
    'can you check if there are any other places where we call the old endpoint?',
    'why does useEffect run twice in development?',
    'it works! now the same for the orders page',
    'add a dark mode toggle in the header',
    'please also update the README with the new env variables',
  ])('"%s" is none', (text) => {
    const d = detect(turn(text, SUMMARY));
    expect(d.kind).toBe('none');
    expect(d.lesson).toBeNull();
  });
  it.each(['the next step is to connect the form to the real API instead of the mock', "next, let's connect the form to the real API instead of the mock"])('"%s" is the next task, no rule', (text) => {
    const d = detect(turn(text, SUMMARY));
    expect(d.kind).toBe('none');
    expect(d.lesson).toBeNull();
  });
  it('a correction said as the next step is still one', () => {
    expect(detect(turn('next, use pnpm instead of npm', SUMMARY)).lesson).toBe('Use pnpm, not npm.');
  });
});

describe('the next task after an agent’s summary, in Chinese (blind set 51)', () => {
  // The twenty turns of blind set 50, as a Chinese user writes them: 3 of 20 flagged before ("邮箱格式不对的时候提示语应该
  // 写什么？" read "不对" as a verdict; "以后可能要加限流，不过现在先不用" became the standing rule "可能要加限流。"; "下一步是
  // 把表单接到真实的接口上，而不是 mock" a rule), 1 of 20 now (the last, flagged still but with no rule).
  const SUMMARY_ZH = '我已经完成了设置页面：\n\n### 修改内容\n- 新建 `src/components/SettingsForm.tsx`\n- 新增 `useSettings` hook\n- 表单目前接的是 mock 接口\n\n所有测试都通过了。接下来需要做什么？';
  it.each([
    '不错，下一步在表格上面加个搜索框',
    '能不能再加一个加载中的动画？',
    '好的，接下来给设置页写测试',
    '可以，提交一下然后推到 feature 分支',
    '邮箱格式不对的时候提示语应该写什么？',
    '构建通过了，我们继续做个人资料页',
    '这里用 react-query 好还是继续用 useEffect？',
    '谢谢！还有一件事，页脚需要加一个隐私政策的链接',
    '我不太懂 CSS grid，你能解释一下你做了什么吗？',
    '旧的 API 路由还有必要保留吗？',
    '好了，修好了。下一个任务是什么？',
    '设计那边希望头部固定在顶部，你能改一下吗？',
    '继续之前，先总结一下你改了哪些地方',
    '以后可能要加限流，不过现在先不用',
    '帮我检查一下还有没有别的地方调用了旧接口',
    '为什么 useEffect 在开发环境会执行两次？',
    '可以了！订单页也照这样做',
    '在头部加一个暗色模式的开关',
    '顺便把 README 里的环境变量也更新一下',
  ])('"%s" is none', (text) => {
    const d = detect(turn(text, SUMMARY_ZH));
    expect(d.kind).toBe('none');
    expect(d.lesson).toBeNull();
  });
  it('the next step is no rule', () => {
    expect(detect(turn('下一步是把表单接到真实的接口上，而不是 mock', SUMMARY_ZH)).lesson).toBeNull();
  });
});

describe('the next request after a recipe, in words the cues read (blind set 52)', () => {
  // Twenty general-chat turns that correct nothing, with "instead", "should", "still", "never" and "don't worry" in
  // them: 0 of 20 flagged, before and after.
  const RECIPE = "Sure! Here's a simple lasagna recipe for 6 people:\n\n1. Brown 500 g of beef with onion and garlic.\n2. Add tomato sauce and simmer for 20 minutes.\n3. Layer pasta, sauce and cheese; bake at 180 °C for 40 minutes.\n\nEnjoy your dinner party! 🍝";
  it.each([
    'great, now write a short caption for Instagram',
    'what wine would go well with this?',
    'can you also translate it into French for my aunt?',
    'thanks! how long can I keep the leftovers in the fridge?',
    'that sounds fun. what should I pack for the trip?',
    "I'm not sure which option to pick, what would you recommend?",
    'is it okay to use butter instead of oil?',
    'my boss said the report should be ready by Friday, can you make a timeline?',
    "nice! can you do the same for my brother's birthday?",
    "what's the difference between the two plans you mentioned?",
    'still thinking about it. what are the pros and cons of each?',
    "I never learned this in school, can you explain it like I'm 12?",
    'perfect, now a version for LinkedIn',
    "don't worry, I'll check the dates myself. what else should I know?",
    'can you give me three more examples?',
    'the teacher wants us to cite sources, how do I do that in APA?',
    'which one is cheaper in the long run?',
    "that's helpful! could you put it in a table?",
    'my flight lands at 9pm, is that too late to check in?',
    'write a thank-you note to the host as well',
  ])('"%s" is none', (text) => {
    expect(detect(turn(text, RECIPE)).kind).toBe('none');
  });
});

describe('a correction before or after a long paste (blind set 53)', () => {
  // Scored before anything was changed for it: 4 of 4 corrections found (one as frustration), 1 of 3 other turns
  // flagged (an error pasted with "what does it mean?" right after "the login should work now", read as a failure
  // report: left as it is). One rule said the opposite of half of it: "I told you not to rename the handlers, put the
  // old names back" had become "Put the old names back, not to rename the handlers."; "I said not to use jQuery" gave none.
  const LOG = Array.from({ length: 30 }, (_, i) => `  at Object.<anonymous> (/app/src/server.ts:${i + 10}:15)`).join('\n');
  const CODE = Array.from({ length: 12 }, (_, i) => `export function handler${i}(req, res) {\n  const x = req.body.value${i};\n  return res.json({ ok: true, x });\n}`).join('\n');
  const ERROR = "TypeError: Cannot read properties of undefined (reading 'token')";
  const PREV = "I've updated `auth.ts` and renamed the handlers to `handleX` for consistency.\n\n```ts\nexport function handleLogin() {}\n```\n\nThe login should work now.";
  it.each([
    [`\`\`\`\n${ERROR}\n${LOG}\n\`\`\`\nthis is the same error you introduced yesterday, stop changing auth.ts`, 'Stop changing auth.ts.'],
    [`here's the file again:\n\`\`\`ts\n${CODE}\n\`\`\`\nI told you not to rename the handlers, put the old names back`, "Don't rename the handlers."],
    [`don't touch the handlers, only fix the validation:\n\`\`\`ts\n${CODE}\n\`\`\``, "Don't touch the handlers, only fix the validation."],
  ])('a correction around a paste is learned (%#)', (text, rule) => {
    const d = detect(turn(text, PREV));
    expect(isLesson(d.kind)).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it('a failure report before a paste is feedback', () => {
    expect(detect(turn(`you broke the login again, this is the same error as yesterday:\n\`\`\`\n${ERROR}\n${LOG}\n\`\`\``, PREV)).kind).not.toBe('none');
  });
  it.each([`here's the full file, can you add input validation to each handler?\n\`\`\`ts\n${CODE}\n\`\`\``, `\`\`\`ts\n${CODE}\n\`\`\`\nwrite unit tests for these`])('a new task around a paste is none (%#)', (text) => {
    expect(detect(turn(text, PREV)).kind).toBe('none');
  });
});

describe('short Chinese feedback with no reply captured before it (blind set 54)', () => {
  // Blind set 42 as a Chinese user types it. Scored before anything was changed for it: 12 of 15 found (one failure
  // report as frustration), 0 of 5 other turns flagged. Missed: "这段代码编译不过" (found now only with the reply before
  // it), "错了，澳大利亚的首都是堪培拉" and "你怎么一直重复".
  it.each([
    ['不对', null],
    ['你没回答我的问题', null],
    ['我说的是 Python 3，不是 Python 2', '应该是 Python 3，不是 Python 2。'],
    ['这不是七言绝句，七言绝句每句七个字', null],
    ['错了，澳大利亚的首都是堪培拉', null],
    ['你在瞎编', null],
    ['别道歉了，直接回答', '别道歉了，直接回答。'],
    ['用英文回答', '用英文回答。'],
    ['太长了，简短点', '简短点。'],
    ['你理解错了，我问的是2018赛季', null],
    ['答案是42，不是24', '答案是42，不是24。'],
    ['你怎么一直重复', null],
    ['我说了不要用 jQuery', '不要用 jQuery。'],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, null));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it('"还是一样的报错" is feedback', () => {
    expect(detect(turn('还是一样的报错', null)).kind).not.toBe('none');
  });
  it('"这段代码编译不过" is feedback once the reply is known', () => {
    expect(detect(turn('这段代码编译不过', "I've updated the code:\n```ts\nconst r = await axios.get('/users');\n```")).kind).not.toBe('none');
  });
  it.each(['写一首关于秋天的诗', '澳大利亚的首都是哪里？', '谢谢！', '给我讲个笑话', '继续'])('"%s" is none', (text) => {
    expect(detect(turn(text, null)).kind).toBe('none');
  });
});

describe('standing rules said in many ways, and topical ones (blind set 55)', () => {
  // Scored before anything was changed for it: of fifteen rules meant for every reply, 8 were learned as standing, two
  // were not learned at all ("keep your answers under 100 words", "称呼我小王就行"); 12 now. Left topical, because the
  // labelled rows call rules of the same shape topical ("每次修改完代码…" is about the work, not the reply): "don't end
  // your answers with a question", "no need to repeat my question back to me", "别每次都总结". One rule said something
  // else: "Use tests go in __tests__, not tests.".
  it.each([
    ['from now on, answer in bullet points', 'Answer in bullet points.'],
    ['always reply in British English', 'Answer in British English.'],
    ['never use emojis', 'Never use emojis.'],
    ['keep your answers under 100 words', 'Keep your answers under 100 words.'],
    ['stop starting every answer with "Great question"', 'Stop starting every answer with "Great question".'],
    ["don't explain the code unless I ask", "Don't explain the code unless I ask."],
    ['call me Sam', 'Call me Sam.'],
    ['use metric units', 'Use metric units.'],
    ['以后都用中文回答', '用中文回答。'],
    ['回答简短一点', '回答简短一点。'],
    ['不要用表情符号', '不要用表情符号。'],
    ['称呼我小王就行', '称呼我小王。'],
  ])('"%s" is a standing rule', (text, rule) => {
    const d = detect(turn(text));
    expect(isLesson(d.kind), text).toBe(true);
    expect([d.lesson, d.applies]).toEqual([rule, 'always']);
  });
  it.each([
    ['use pnpm, not npm', 'Use pnpm, not npm.'],
    ['tests go in __tests__, not tests', 'Tests go in __tests__, not tests.'],
  ])('"%s" is a topical rule', (text, rule) => {
    const d = detect(turn(text));
    expect(isLesson(d.kind), text).toBe(true);
    expect([d.lesson, d.applies]).toEqual([rule, 'topic']);
  });
  it('"叫我怎么办" asks what to do; it names the user nothing', () => {
    expect(detect(turn('叫我怎么办')).lesson).toBeNull();
  });
});

describe('a coding agent put right in Korean and Italian (blind set 56)', () => {
  // Scored before anything was changed for it: 8 of 12 found (two failure reports as frustration), 0 of 2 other turns
  // flagged. Missed: "왜 새 파일을 만들었어요?", "제 주석을 다 지웠네요", "perché hai creato un nuovo file?", "hai cancellato i
  // miei commenti". One rule: "ti ho detto di usare pnpm, non npm" had become "Di usare pnpm, non npm.".
  const DONE = 'Done! I made the following changes:\n\n- Created `src/lib/utils2.ts`\n- Ran `npm install`\n- Added a column to the users table\n- Cleaned up comments in `utils.ts`\n\nEverything should work now.';
  it.each([
    ['아니요, pnpm 쓰라고 했잖아요, npm 말고', null],
    ['왜 새 파일을 만들었어요? utils.ts 있잖아요', null],
    ['데이터베이스는 건드리지 마세요', '데이터베이스는 건드리지 마세요.'],
    ['제 주석을 다 지웠네요', null],
    ['그런 뜻이 아니에요', null],
    ['no, ti ho detto di usare pnpm, non npm', 'Usa pnpm, non npm.'],
    ['perché hai creato un nuovo file?', null],
    ['non toccare il database', 'Non toccare il database.'],
    ['hai cancellato i miei commenti', null],
    ["non è quello che intendevo", null],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, DONE));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each(['아직도 안 돼요', 'ancora non funziona'])('"%s" is feedback', (text) => {
    expect(detect(turn(text, DONE)).kind).not.toBe('none');
  });
  it.each(['고마워요, 완벽해요', 'grazie, perfetto'])('"%s" is none', (text) => {
    expect(detect(turn(text, DONE)).kind).toBe('none');
  });
});

describe('everyday answers put right in Spanish, Portuguese, French, German and Russian (blind sets 103 and 104)', () => {
  // Set 103, written before any change: 11 of 16 found ("esto no tiene nada que ver con lo que pedí", "não é para o
  // chefe, é para o RH", "das ist viel zu anstrengend für einen Anfänger", "это вообще не то" missed), 15 of 16 after
  // (in-sample). Set 104, written afterwards, blind: 4 of 10 before, 7 of 10 with those cues, 8 of 10 with "c'est
  // vraiment pas terrible" (in-sample); still missed: "без мяса, я вегетарианец", "elle déteste les bougies, autre
  // chose". 0 of 14 other turns flagged throughout ("no es para mañana, ¿verdad? …").
  const PAELLA = 'Aquí tienes una receta de paella: arroz, pollo, mariscos, azafrán y pimiento. Cocina durante 40 minutos.';
  const EMAIL_PT = 'Aqui está o e-mail formal para o seu chefe pedindo férias de 10 dias em julho.';
  const PLAN_DE = 'Hier ist der Trainingsplan: Montag Laufen 10 km, Mittwoch Krafttraining, Freitag Schwimmen.';
  const TRIP_RU = 'Вот план поездки в Санкт-Петербург на 3 дня: Эрмитаж, Петергоф, Исаакиевский собор.';
  const LAPTOPS = 'Te recomiendo estos tres portátiles para programar: MacBook Air M3, Dell XPS 13 y Lenovo ThinkPad X1.';
  const GIFTS_FR = 'Voici trois idées de cadeaux pour ta mère : un livre, un bouquet de fleurs, une bougie parfumée.';
  it.each([
    ['esto no tiene nada que ver con lo que pedí', PAELLA],
    ['não é para o chefe, é para o RH', EMAIL_PT],
    ['das ist viel zu anstrengend für einen Anfänger', PLAN_DE],
    ['это вообще не то', TRIP_RU],
    ['no es para programar, es para diseño gráfico', LAPTOPS],
    ["c'est vraiment pas terrible", GIFTS_FR],
    // What the user is or cannot have (added after set 104 missed "без мяса, я вегетарианец"; in-sample).
    ['без мяса, я вегетарианец', TRIP_RU],
    ['je suis végétarienne, pas de viande', GIFTS_FR],
    ['Ich bin Vegetarier, bitte ohne Fleisch', PLAN_DE],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind, text).not.toBe('none');
  });
  it.each([
    ['¿cuántas personas come con esta receta?', PAELLA],
    ['perfeito, obrigado!', EMAIL_PT],
    ['danke, was soll ich nach dem Training essen?', PLAN_DE],
    ['спасибо, а где лучше остановиться?', TRIP_RU],
    ['no es para mañana, ¿verdad? digo, ¿cuándo sale el nuevo modelo?', LAPTOPS],
    ['merci, et pour mon père ?', GIFTS_FR],
    ['je ne mange pas souvent au restaurant, tu as des idées de recettes ?', GIFTS_FR],
    ['я не ем после шести, это нормально?', TRIP_RU],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('code put right: what it left out, where it runs, the real name (blind sets 101 and 102)', () => {
  // Set 101, written before any change: 14 of 20 found ("you never close the file, use a with statement", "this runs in
  // node 16, fetch isn't available there", "this returns undefined", "the table is called customer_orders" were missed
  // or read as frustration), 18 of 20 after (in-sample; two stay frustration). Set 102, written afterwards, blind: 5 of
  // 12 before, 9 of 12 with those cues, 11 of 12 with "comes back empty", "loops forever", "missing the …" and "isn't
  // defined in this component" (in-sample). 0 of 17 other turns flagged throughout ("our app runs on Vercel, how do I
  // deploy it?", "the backup folder is called /backup on all our servers, great").
  const PY = "Here's the function: ```python\ndef load(path):\n    f = open(path)\n    data = json.load(f)\n    return data\n``` This opens the file and parses the JSON.";
  const JS = "You can fetch the users with: ```js\nfetch('/api/users').then(res => res.json()).then(data => console.log(data))\n```";
  const SQL = "Here's the SQL: SELECT name, COUNT(*) FROM orders GROUP BY customer_id;";
  const BASH = "Here's a bash script to back up the folder: ```bash\ncp -r /data /backup\necho done\n```";
  const GO = 'Use this Go code to read the config: ```go\ndata, _ := ioutil.ReadFile("config.yaml")\nyaml.Unmarshal(data, &cfg)\n```';
  const HOOK = "Here's a React hook: ```js\nuseEffect(() => { fetchData(); })\n```";
  it.each([
    ['you never close the file, use a with statement', PY],
    ["this runs in node 16, fetch isn't available there", JS],
    ['you never check if /backup exists', BASH],
    ['this runs on macOS, cp -r behaves differently there', BASH],
    ['the file is named settings.yml', GO],
    ["fetchData isn't defined in this component", HOOK],
  ])('"%s" is learned', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind), text).toBe(true);
  });
  it.each([
    ['this returns undefined', JS],
    ['the table is called customer_orders', SQL],
    ['cfg comes back empty', GO],
    ['missing the dependency array, this loops forever', HOOK],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind, text).not.toBe('none');
  });
  it.each([
    ['how would I write it back to disk?', PY],
    ['great, now show me how to POST a new user', JS],
    ['can you also sort by the count?', SQL],
    ['how do I schedule this with cron?', BASH],
    ['thanks, works. how do I watch the file for changes?', GO],
    ['our app runs on Vercel, how do I deploy it?', HOOK],
    ['the backup folder is called /backup on all our servers, great', BASH],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('Japanese answers put right (blind sets 99 and 100)', () => {
  // Set 99, written before any change: 8 of 10 found ("またコードを省略していますね", "料金が古いです" missed), 10 of 10 after
  // (in-sample). Set 100, written afterwards, blind: 3 of 6 before, 4 of 6 with those cues; 6 of 6 with "全然参考にならない"
  // and "お寺以外でお願いします" (in-sample). 0 of 9 other turns flagged throughout.
  const CSV = "以下のPythonコードでCSVファイルを読み込めます：import pandas as pd; df = pd.read_csv('data.csv')。これでデータフレームとして扱えます。";
  const SHINKANSEN = '東京から大阪への移動は新幹線が便利です。のぞみで約2時間30分、料金は約14,000円です。';
  const KYOTO = '京都のおすすめ観光地は金閣寺、清水寺、伏見稲荷大社です。拝観料はそれぞれ約500円です。';
  it.each([
    ['またコードを省略していますね。全部書いてください', CSV],
    ['料金が古いです。最新の料金を確認してください', SHINKANSEN],
    ['お寺以外でお願いします。神社も飽きました', KYOTO],
  ])('"%s" is learned', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind), text).toBe(true);
  });
  it('"全然参考にならない" is feedback', () => {
    expect(detect(turn('全然参考にならない', KYOTO)).kind).not.toBe('none');
  });
  it.each([
    ['ありがとうございます。Excelファイルも読めますか？', CSV],
    ['指定席と自由席はどちらがおすすめですか？', SHINKANSEN],
    ['清水寺への行き方を教えてください', KYOTO],
    ['ありがとうございます、助かりました', KYOTO],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('Chinese everyday answers put right (blind sets 96, 97 and 98)', () => {
  // Set 96, written before any change: 11 of 15 found; 14 of 15 after cues for "跟我问的没关系" (which the courtesy
  // "没关系" had vetoed), "怎么还有…", "每顿都要…" and "也太随便了吧" (in-sample). Set 97, written after the first of
  // those, blind: 4 of 10 → 5 of 10; 9 of 10 with its own cues ("跟我说的完全不一样", "说了等于没说", in-sample). Set 98,
  // written after that, blind: 5 of 8 before and after; 7 of 8 with "每句都要…" and "也太假了吧" (the second blind
  // miss of that shape). 0 of 20 other turns flagged throughout ("没关系，我坐高铁就行", "每段写得都挺好的…", "这也太好了吧").
  const POEM = '《静夜思》是李白的作品，全诗如下：床前明月光，疑是地上霜。举头望明月，低头思故乡。这首诗表达了诗人的思乡之情。';
  const DIET = '以下是一份减脂食谱：早餐：全麦面包两片、牛奶一杯；午餐：米饭一碗、红烧肉；晚餐：沙拉和鸡胸肉。';
  const SORT = 'Python 中可以用 sorted() 对列表排序，例如 sorted([3,1,2]) 返回 [1,2,3]。';
  const TRIP = '北京三日游行程：第一天故宫、天安门；第二天八达岭长城；第三天颐和园、圆明园。住宿推荐王府井附近的酒店，每晚约800元。';
  const REPORT = '这是你要的周报：本周完成了登录模块开发，修复了3个bug，下周计划开发支付功能。';
  const WISH = '这是给你写的生日祝福：祝你生日快乐，万事如意，心想事成！';
  const TRAIN = '上海到杭州可以坐高铁，大约1小时，二等座73元。也可以自驾，大约2.5小时。';
  it.each([
    ['减脂怎么还有红烧肉？', DIET],
    ['这也太随便了吧', DIET],
    ['你说的跟我问的没关系', SORT],
    ['跟我说的完全不一样', TRIP],
    ['说了等于没说', REPORT],
    ['这模板也太假了吧', WISH],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind, text).not.toBe('none');
  });
  it.each([
    ['每顿都要写热量', DIET, '每顿都要写热量。'],
    ['每天都要写上交通方式', TRIP, '每天都要写上交通方式。'],
    ['跟我要的格式没关系，要按项目分', REPORT, null],
    ['每句都要押韵', WISH, '每句都要押韵。'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    if (rule) expect(d.lesson).toBe(rule);
  });
  it.each([
    ['那《春晓》是谁写的？', POEM],
    ['这个食谱一天大概多少热量？', DIET],
    ['明白了，谢谢！', SORT],
    ['每天大概要走多少路？', TRIP],
    ['每条都写得很清楚，谢谢', REPORT],
    ['没关系，我明天去医院看看', TRIP],
    ['哈哈不错，再来一个给同事的', WISH],
    ['没关系，我坐高铁就行，谢谢', TRAIN],
    ['这也太好了吧', WISH],
    ['跟我说说生日的由来吧', WISH],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('an essay, an email, a history answer, a poem and a trip put right (blind sets 94 and 95)', () => {
  // Set 94, written before any change: 15 of 20 found ("write it … like I asked", "I'm not declining, I'm accepting the
  // offer!", "her name is Ms. Carver not Carter", "…, be precise", "that's the whole point of the exercise" were
  // missed), 20 of 20 after (in-sample), 0 of 10 other turns flagged. Set 95, written after those cues, blind: 5 of 12
  // found before them, 8 of 12 with them, but 2 of 6 other turns flagged ("yes, that's the whole point, …", "be precise
  // about the luggage rules, …"); after narrowing (agreement and a request no longer count) 9 of 12 found and 0 of 6
  // flagged (in-sample). Facts put right without a marker ("tickets are way more than €25 now") are still missed.
  const ESSAY = "Here's a 300-word essay on climate change: Climate change is one of the most pressing issues of our time. Rising global temperatures...";
  const EMAIL = "Sure! Here's a polite email declining the job offer: Dear Ms. Carter, Thank you so much for offering me the position of Marketing Coordinator...";
  const HISTORY = 'The French Revolution began in 1789 with the storming of the Bastille. It ended in 1799 when Napoleon took power...';
  const CODE = "Here is a Python function that reverses a string: def reverse(s): return ''.join(reversed(s)). You can call it like reverse('hello').";
  const POEM = "Here's a birthday poem for your grandmother: Roses bloom in gardens wide, with every year you're by our side...";
  const TRAIN = 'To get from Paris to Lyon, the fastest option is the TGV from Gare de Lyon, which takes about 2 hours. Tickets start at €25.';
  const GYM = "Here's a workout plan: Monday – chest and triceps, Wednesday – back and biceps, Friday – legs. Each session is about 90 minutes.";
  it.each([
    ['write it from the perspective of a farmer like I asked', ESSAY],
    ["I'm not declining, I'm accepting the offer!", EMAIL],
    ['her name is Ms. Carver not Carter', EMAIL],
    ['the storming of the Bastille was in July 1789, be precise', HISTORY],
    ["without using reversed() or slicing, that's the whole point of the exercise", CODE],
    ["I'm not her grandson, I'm her neighbour", POEM],
    ["it's Lyon Part-Dieu not Gare de Lyon", TRAIN],
    ["I only have 30 minutes per session, that's the whole point of asking", GYM],
  ])('"%s" is learned', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind), text).toBe(true);
  });
  it('"I don\'t want the fastest, I want the cheapest" keeps the pair', () => {
    expect(detect(turn("I don't want the fastest, I want the cheapest", TRAIN)).lesson).toBe('The cheapest, not the fastest.');
  });
  it.each([
    ["yes, that's the whole point, it should feel personal. can you add her name, Rosa?", POEM],
    ['be precise about the luggage rules, I have two big suitcases', TRAIN],
    ["I'm not sure what triceps are, can you explain?", GYM],
    ['thanks! can you also give me a title for it?', ESSAY],
    ['can you translate it into Spanish too?', EMAIL],
    ['what happened after 1799?', HISTORY],
    ['nice, how would I do this in C?', CODE],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('an agent\'s change put right after it said it was done (blind sets 92 and 93)', () => {
  // Set 92, written before any change: 16 of 20 found ("I never asked for a dark mode toggle, remove it", "Billing tab
  // shouldn't be visible to non-admins", "that endpoint doesn't exist, it's /api/user/settings", "clicking save does
  // nothing" were missed), 20 of 20 after (in-sample), 0 of 10 next tasks flagged. Set 93, written after those
  // changes: 9 of 15 found with and without them (blind); then 13 of 15 with cues for what came of the change ("export
  // button gives a 404", "payment element never loads", "order total rounds wrong") — in-sample — and 0 of 7 next tasks
  // flagged throughout. Still missed: "cart summary shows prices without tax, they must include VAT" and "email
  // doesn't work" read as frustration.
  const NAV = "I've updated the navbar: the logo is now on the left, the links are centered, and the mobile menu uses a hamburger icon. I also added a dark-mode toggle to the right side. ✅ All changes are done.";
  const SETTINGS = "I've created the settings page with tabs for Profile, Billing and Notifications, and wired the save button to the `/api/settings` endpoint.";
  const USERS = "I've added pagination to the users table (20 per page), a search box that filters by name and email, and CSV export. I also renamed `UserList` to `UsersTable` for consistency.";
  const CHECKOUT = 'Implemented the checkout flow: cart summary, Stripe payment element, and an order confirmation page at `/orders/confirm`. I also added a coupon field.';
  const BUILD = 'Fixed! The build error was caused by a missing type import. I also upgraded TypeScript to 5.6 and enabled `strict` mode in tsconfig.';
  it.each([
    ['I never asked for a dark mode toggle, remove it', NAV, null],
    ["Billing tab shouldn't be visible to non-admins", SETTINGS, "Billing tab shouldn't be visible to non-admins."],
    ["that endpoint doesn't exist, it's /api/user/settings", SETTINGS, 'Use /api/user/settings.'],
    ['who asked you to rename UserList? change it back', USERS, "Don't rename UserList."],
    ["that type doesn't exist in our codebase, it's called OrderDTO", BUILD, null],
    ['Order total rounds wrong, it should round to 2 decimals', CHECKOUT, 'It should round to 2 decimals.'],
    ["why did you upgrade typescript? I said don't touch dependencies", BUILD, "Don't touch dependencies."],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson, text).toBe(rule);
  });
  it.each([
    ['clicking save does nothing', SETTINGS],
    ['export button gives a 404', USERS],
    ['payment element never loads', CHECKOUT],
    ['build still fails with the same error', BUILD],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind, text).not.toBe('none');
  });
  it.each([
    ['great, now add a search bar to the navbar', NAV],
    ["nice. next, let's build the footer with social links", NAV],
    ['looks good! add a Security tab with 2FA settings', SETTINGS],
    ['works great. can we add a loading spinner while saving?', SETTINGS],
    ['nice! add sorting by created date too', USERS],
    ['perfect, push it', USERS],
    ['looks great, can we add Apple Pay next?', CHECKOUT],
    ["thanks, that was quick. what's new in TS 5.6?", BUILD],
    ["ok let's deploy to staging", BUILD],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('an API that does not exist, or no longer does (blind sets 87 and 88)', () => {
  // Written before any change, blind: 12 of 20 found ("append was removed in pandas 2.0, use pd.concat", "useServerState
  // isn't a real hook", "you're giving me outdated code again" were none), 20 of 20 after, 0 of 8 other turns flagged.
  // Set 88 (ten turns with the cue's words that correct nothing) flagged 3 with the first cue and 1 after narrowing it:
  // "the old login page was removed in v3, so we also need a redirect", which was flagged before the cue too.
  const PANDAS = "Use `df.append(row, ignore_index=True)` to add the row, then call `df.to_excel('out.xlsx')`.";
  const REQUESTS = 'You can set the timeout with `requests.get(url, timeout_ms=5000)` and retry with `requests.retry(3)`.';
  const REACT = 'In React 18 you can use `useServerState()` to fetch data on the server and `ReactDOM.render(<App/>, root)` to mount.';
  const DATES_ZH = '我已经用 `moment().toISOString()` 格式化了日期，并在 `vite.config.js` 里加了 `legacy: true` 选项。';
  const SKLEARN = 'Run `pip install sklearn` and then `from sklearn.externals import joblib` to save the model.';
  const STORY = "Sure — here's the component with the new props wired up and a story for Storybook.";
  it.each([
    ['append was removed in pandas 2.0, use pd.concat', PANDAS, 'Use pd.concat, not append.'],
    ["there is no timeout_ms parameter, it's timeout in seconds", REQUESTS, 'Use timeout in seconds, not timeout_ms.'],
    ['requests.retry doesn\'t exist. stop making up functions', REQUESTS, 'Stop making up functions.'],
    ["where did you get requests.retry from? that's not a thing", REQUESTS, null],
    ["useServerState isn't a real hook", REACT, null],
    ["ReactDOM.render is deprecated in 18, it's createRoot now", REACT, 'Use createRoot, not ReactDOM.render.'],
    ['please only use APIs that actually exist in the docs', REACT, 'Only use APIs that actually exist in the docs.'],
    ["that hook is made up. don't invent APIs", REACT, "Don't invent APIs."],
    ['moment 已经不维护了，用 dayjs', DATES_ZH, '用 dayjs。'],
    ['vite 配置里根本没有 legacy 这个选项，别瞎编', DATES_ZH, '别瞎编。'],
    ['不要用已经废弃的库', DATES_ZH, '不要用已经废弃的库。'],
    ['the package is scikit-learn, not sklearn', SKLEARN, 'The package is scikit-learn, not sklearn.'],
    ['sklearn.externals.joblib was removed ages ago, import joblib directly', SKLEARN, 'Use joblib, not sklearn.externals.joblib.'],
    ["you're giving me outdated code again. check the current version", SKLEARN, 'Check the current version.'],
    ["that import path hasn't worked since 0.23", SKLEARN, null],
    ["we're on pandas 2.2, please stick to non-deprecated methods", PANDAS, 'Stick to non-deprecated methods.'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson, text).toBe(rule);
  });
  it.each([
    ["AttributeError: 'DataFrame' object has no attribute 'append'", PANDAS],
    ['that method doesn\'t exist anymore', PANDAS],
    ['这个选项不存在啊', DATES_ZH],
    ["TypeError: request() got an unexpected keyword argument 'timeout_ms'", REQUESTS],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind, text).not.toBe('none');
  });
  it.each([
    ['thanks, and how do I add a second sheet to the same file?', PANDAS],
    ["what's a sensible timeout for an internal API?", REQUESTS],
    ['is this the same in Next.js 14?', REACT],
    ['好的，那时区怎么处理？', DATES_ZH],
    ['how big will the saved model file be?', SKLEARN],
    ["this isn't a real component yet, just a placeholder I made last week. can you flesh it out?", STORY],
    ['great. now add a mock server with made up endpoints so the story has data', STORY],
    ["where did you get the icons from? I'd like to use the same set elsewhere", STORY],
    ['nice, now the next ticket: support for IE11 was dropped in 2022 so we can delete the polyfills folder', STORY],
    ['the API has been deprecated upstream, can you write a migration plan for our team?', STORY],
    ["looks good. it hasn't been supported for years by our backend either, so let's remove the fallback next", STORY],
    ['ok! we only use components that exist in the design system, so pick one from there for the next screen', STORY],
    ['perfect, thanks. is that a thing in Vue too?', STORY],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('turns with the words of this session\'s cues that correct nothing (blind set 85)', () => {
  // Written after the cues of sets 72–84 to catch them reading too much: 8 of 22 were flagged ("I only asked because my
  // boss …", "is this out of scope for a small startup?", "that's cheating a bit, but fine, …", "你必须告诉我哪个最便宜吗？…",
  // "这个怎么变成按量付费的？", "спасибо, пропала необходимость …", "не появился ли новый тариф …?", "non pas du tout, c'est
  // parfait"); 1 after the cues were narrowed (the last, which the model reads as a correction with no cue at all).
  const HOSTING = "Sure! Here's an overview of the three hosting options with their prices.";
  const HOSTING_ZH = "好的，下面是三种部署方案的对比。";
  const HOSTING_ES = "¡Claro! Aquí tienes las tres opciones de alojamiento con sus precios.";
  const HOSTING_RU = "Конечно! Вот три варианта хостинга с ценами.";
  const HOSTING_FR = "Bien sûr ! Voici les trois options d'hébergement avec leurs prix.";
  it.each([
    ["I wanted to say thanks, this is really helpful", HOSTING],
    ["I only asked because my boss wants a recommendation", HOSTING],
    ["keep your answer short, I'm on my phone - which one is cheapest?", HOSTING],
    ["is this out of scope for a small startup?", HOSTING],
    ["I was looking for exactly this, thanks", HOSTING],
    ["where are the servers located?", HOSTING],
    ["I assume option 2 includes backups?", HOSTING],
    ["give me the correct way to set up DNS for option 1", HOSTING],
    ["that's cheating a bit, but fine, let's use the free tier", HOSTING],
    ["leave the database question for later", HOSTING],
    ["你必须告诉我哪个最便宜吗？不用，我自己看", HOSTING_ZH],
    ["我们必须下周上线，哪个最快？", HOSTING_ZH],
    ["怎么部署第二种？", HOSTING_ZH],
    ["这个怎么变成按量付费的？", HOSTING_ZH],
    ["我说的对吗？第一种最便宜", HOSTING_ZH],
    ["no hay ningún problema con el precio, ¿cuál es más rápido?", HOSTING_ES],
    ["solo te pedí los precios, pero gracias por los detalles", HOSTING_ES],
    ["¿el segundo no está disponible en Europa?", HOSTING_ES],
    ["спасибо, пропала необходимость в третьем варианте", HOSTING_RU],
    ["не появился ли новый тариф в этом году?", HOSTING_RU],
    ["tu peux m'expliquer la différence entre les deux premiers ?", HOSTING_FR],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('what the answer took for granted, or missed of what was asked (blind set 84)', () => {
  // The cues were written reading held-out misses of the general chats ("I have not mentioned chatgpt 4 existence yet and
  // you assume", "I wanted a summary of my student projects and to include the last one", "pamiętaj żebyśmy …"); this
  // set was written afterwards, blind: 4 of 9 found before, 9 of 9 after, 0 of 6 other turns flagged before and after
  // ("I wanted to ask, …", "I assume these are all-inclusive?", "pamiętasz jak się nazywał ten hotel?").
  const RESORTS = "Since you're planning a beach holiday with your wife, here are three resorts in Bali with spa packages and couples' dinners.";
  const SUMMARY = "Here's a summary of the article in five bullet points, focusing on the economic impact.";
  const PLAN_PL = "Oto plan treningowy na 5 dni w tygodniu, z ciężarami i bieganiem.";
  it.each([
    ["you assumed I'm married, I'm travelling alone", RESORTS],
    ["why did you assume it's a beach holiday? I said mountains", RESORTS],
    ["I wanted something in Europe, not Asia", RESORTS],
    ["I was looking for hostels, not resorts", RESORTS],
    ["no, I wanted the social impact, not the economic one", SUMMARY],
    ["I needed a one-paragraph summary", SUMMARY],
    ["you're assuming I have a gym membership", PLAN_PL],
    ["pamiętaj, że mam tylko 3 dni w tygodniu", PLAN_PL],
    ["pamiętaj o tym, że nie biegam", PLAN_PL],
  ])('"%s" is learned', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind), text).toBe(true);
  });
  it.each([
    ["I wanted to ask, do any of these have vegetarian food?", RESORTS],
    ["I assume these are all-inclusive?", RESORTS],
    ["I was looking at the second one, how far is it from the airport?", RESORTS],
    ["I needed this, thanks!", SUMMARY],
    ["pamiętasz jak się nazywał ten hotel?", PLAN_PL],
    ["dzięki, a co jeść po treningu?", PLAN_PL],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('what did not come of it, in Spanish, Russian, French and Portuguese (blind set 83)', () => {
  // The cues were written reading held-out misses of the other-languages group ("no esta apareciendo en la sidebar",
  // "картинки продуктов не добавились", "пропала история запросов", "Non pas du tout, enlève la colonne …"); this set was
  // written afterwards, blind: 5 of 12 read as feedback before, 12 of 12 after; 1 of 6 other turns flagged before and
  // after ("отлично, добавь ещё сортировку", read by the model as a correction, left).
  const DONE_ES = "Listo: agregué el filtro por fecha en la tabla de pedidos y guardé la configuración en `settings.json`.";
  const DONE_RU = "Готово: добавил фильтр по дате в таблицу заказов и сохранил настройки в `settings.json`.";
  const DONE_FR = "C'est fait : j'ai ajouté le filtre par date dans le tableau des commandes et enregistré la config dans `settings.json`.";
  const DONE_PT = "Pronto: adicionei o filtro por data na tabela de pedidos e salvei a configuração em `settings.json`.";
  it.each([
    ["no está apareciendo el filtro", DONE_ES],
    ["no se han guardado los cambios", DONE_ES],
    ["no hay ningún filtro en la tabla", DONE_ES],
    ["los pedidos no se están actualizando", DONE_ES],
    ["фильтр не появился", DONE_RU],
    ["настройки не сохранились", DONE_RU],
    ["пропала колонка с датой", DONE_RU],
    ["таблица исчезла", DONE_RU],
    ["Non, pas du tout, le filtre doit être sur la colonne client", DONE_FR],
    ["non pas du tout ce que je voulais", DONE_FR],
    ["o filtro não aparece", DONE_PT],
    ["os pedidos sumiram", DONE_PT],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind, text).not.toBe('none');
  });
  it.each([
    ["no hay ningún problema, gracias", DONE_ES],
    ["¿no se ha cambiado nada más, verdad?", DONE_ES],
    ["спасибо, всё появилось", DONE_RU],
    ["parfait, merci !", DONE_FR],
    ["valeu, ficou ótimo", DONE_PT],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('the wrong link, and "again" shouted (blind set 82)', () => {
  // The cues were written reading two held-out misses ("give me the correct project link", "…didnt rebuild and restart
  // anyhting...AGAIN!!!!!"); this set was written afterwards, blind: 5 of 8 read as feedback before, 8 of 8 after; 2 of 6
  // other turns flagged before, 1 after ("try again in 5 minutes, the CDN was down" no longer reads as a failure; "thanks!
  // show me the command to verify the checksum" is still read as a correction by the model, left).
  const LINK = "Here's the download link for the installer: https://example.com/releases/v2.1/setup.exe. I've also restarted the dev server for you.";
  it.each([
    ["send me the right link, that one is for v2.1 and I need v3"],
    ["give me the actual file, not a placeholder"],
    ["you broke it AGAIN"],
    ["wrong version again!!!"],
    ["show me the correct command for Windows"],
    ["again!! the server is not running"],
    ["get me the real repo URL, this one 404s"],
    ["it crashed AGAIN after your restart"],
  ])('"%s" is feedback', (text) => {
    expect(detect(turn(text, LINK)).kind, text).not.toBe('none');
  });
  it.each([
    ["can you send me the link again? I lost it"],
    ["try again in 5 minutes, the CDN was down"],
    ["what's the right way to install it on Linux?"],
    ["give me the link to the changelog too"],
    ["run it again with --verbose please"],
  ])('"%s" is none', (text) => {
    expect(detect(turn(text, LINK)).kind).toBe('none');
  });
});

describe('what the assistant must not do, and how it came out, in Chinese (blind set 81)', () => {
  // The cues were written reading held-out misses of the Chinese repositories ("resolvers.ts 文件你必须编写完整", "你这个日期颜色
  // 怎么全变红了", "我说的整个项目的完成情况"), so those rows are in-sample for them; this set was written afterwards, blind:
  // 4 of 10 read as feedback before the cues, 9 of 10 after ("搜索框怎么跑到右边去了" still missed), 0 of 8 other turns
  // flagged before and after ("我必须今天上线…", "我们必须在周五之前回来", "你能不能再加一个导出按钮？").
  const AGENT = "我已经把 `UserList.vue` 改好了：表格改成了分页加载，每页 20 条，并加了搜索框。已完成！";
  const TRIP = "好的，下面是旅行计划的草稿：第一天参观故宫，第二天去长城，第三天逛胡同。需要我调整吗？";
  it.each([
    ["你必须先跑一遍测试再说完成", AGENT],
    ["你不能直接改数据库结构", AGENT],
    ["你不应该删掉原来的排序功能", AGENT],
    ["你一定要保留原来的接口名", AGENT],
    ["表格怎么全空了", AGENT],
    ["页面怎么突然卡住了", AGENT],
    ["我说的分页是后端分页", AGENT],
    ["你不能每天都安排这么满", TRIP],
    ["我说的是上海，不是北京", TRIP],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind, text).not.toBe('none');
  });
  it.each([
    ["你能不能再加一个导出按钮？", AGENT],
    ["我必须今天上线，还有什么要注意的？", AGENT],
    ["怎么部署到测试环境？", AGENT],
    ["这个分页怎么实现的？给我讲讲", AGENT],
    ["你觉得第三天怎么安排比较好？", TRIP],
    ["长城怎么去最方便？", TRIP],
    ["我们必须在周五之前回来", TRIP],
    ["你可以把预算也列一下吗", TRIP],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('an English weekly update put right (blind set 80)', () => {
  // Scored before anything was changed for it: 10 of 20 read as corrections, 0 of 6 other turns flagged. Found now:
  // "paragraph 2 repeats paragraph 1", "cut the intro, nobody talks like that", "this reads like a LinkedIn post", "sounds
  // like marketing, …". Still missed, all plain edits or a bare fact: "add actual numbers", "the key points get lost", "the
  // review was on Friday", "put it in a table", "get rid of 'in today's fast-paced world'", "bullet points would be easier
  // to skim" (the labelled rows read most bare edit requests after a draft as the next task).
  const UPDATE = "**Weekly Update**\n\nIn today's fast-paced world, digital transformation is more important than ever. 🚀 This week, our team made significant progress on the CRM upgrade requested by Mr. Wang, completed three client visits, and held our quarterly review on Thursday.\n\nOverall, it was a highly productive week that lays a solid foundation for the next phase! ✨";
  it.each([
    ["this is all fluff, no substance", null],
    ["paragraph 2 repeats paragraph 1", null],
    ["it's Mr. Li, not Mr. Wang", "It's Mr. Li, not Mr. Wang."],
    ["it was the monthly review, not quarterly", null],
    ["cut the intro, nobody talks like that", null],
    ["it's too vague, say what we actually did", null],
    ["the ending is abrupt", null],
    ["the title is boring", null],
    ["less hype", "Less hype."],
    ["no emojis, it's going to my boss", "No emojis."],
    ["this reads like a LinkedIn post", null],
    ["you made up the three client visits, we did two", null],
    ["shorter, max 100 words", null],
    ["sounds like marketing, I need a plain status update", null],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, UPDATE));
    expect(isLesson(d.kind), text).toBe(true);
    if (rule) expect(d.lesson).toBe(rule);
  });
  it.each([
    ["great, now a version for the client"],
    ["what's a good subject line for this?"],
    ["can you translate it into German?"],
    ["thanks, how long is it?"],
    ["also draft next week's plan"],
    ["how do I send this as a PDF?"],
  ])('"%s" is none', (text) => {
    expect(detect(turn(text, UPDATE)).kind).toBe('none');
  });
});

describe('a Chinese weekly report put right (blind set 79)', () => {
  // Scored before anything was changed for it: 14 of 20 read as corrections, 0 of 6 other turns flagged. Missed: "太水了，全是
  // 空话", "没有数据支撑，加上具体数字", "要用表格列出来", "第二段跟第一段重复了", "写得太空了，说点具体做了什么" and "重点不突出"
  // (still missed).
  const REPORT = "【本周工作总结】\n\n在当今社会，数字化转型已成为企业发展的必由之路。首先，本周我们团队全力推进了王总交办的客户管理系统升级项目🚀；其次，完成了三场客户拜访💼；最后，周四召开了季度复盘会议。\n\n总之，本周工作取得了显著成效，为下一阶段奠定了坚实基础！✨";
  it.each([
    ["太水了，全是空话", null],
    ["没有数据支撑，加上具体数字", null],
    ["不要用emoji，这是发给老板的", null],
    ["语气太正式了，我们团队很随意", null],
    ["开头别用“在当今社会”", "开头别用“在当今社会”。"],
    ["不要用“首先其次最后”这种结构", null],
    ["称呼错了，是李总不是王总", null],
    ["会议是周五开的，不是周四", "会议是周五开的，不是周四。"],
    ["去掉最后一段", "去掉最后一段。"],
    ["结尾太生硬了", null],
    ["别写得像AI写的", null],
    ["字数太多了，压缩到200字以内", null],
    ["要用表格列出来", "要用表格列出来。"],
    ["第二段跟第一段重复了", null],
    ["写得太空了，说点具体做了什么", null],
    ["感叹号太多了", null],
    ["不是季度复盘，是月度复盘", "应该是月度复盘，不是季度复盘。"],
    ["标题改一下，太普通了", null],
    ["能不能别这么官腔", null],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, REPORT));
    expect(isLesson(d.kind), text).toBe(true);
    if (rule) expect(d.lesson).toBe(rule);
  });
  it.each([
    ["很好，再写一版英文的"],
    ["可以，帮我再想三个标题"],
    ["这个周报怎么发给老板比较好？"],
    ["谢谢！大概多少字？"],
    ["把这段翻译成英文"],
    ["下周的计划也帮我写一下"],
  ])('"%s" is none', (text) => {
    expect(detect(turn(text, REPORT)).kind).toBe('none');
  });
});

describe('an agent that made the tests pass by changing them (blind set 78)', () => {
  // Scored before anything was changed for it: 14 of 20 read as feedback, 0 of 6 other turns flagged. Missed: "that's
  // cheating", "你这是在作弊", "unskip it", "el total correcto es 118", "the assertion was correct before you touched it" and
  // "why is test_refund_total skipped" (still missed). "you skipped the test instead of fixing the bug" had become the rule
  // "Don't forget the test instead of fixing the bug."
  const AGENT = "All tests pass now ✅. I updated `test_orders.py`: the flaky `test_refund_total` is now marked `@pytest.mark.skip`, I mocked the database in `conftest.py`, and I adjusted the expected total in `test_invoice` from 118.0 to 120.0 so it matches the output.";
  const AGENT_ZH = "现在所有测试都通过了 ✅。我修改了 `test_orders.py`：把不稳定的 `test_refund_total` 标记为跳过，在 `conftest.py` 里 mock 了数据库，并把 `test_invoice` 的期望值从 118.0 改成了 120.0，和输出一致。";
  const AGENT_ES = "Todas las pruebas pasan ✅. Marqué `test_refund_total` como omitida, simulé la base de datos en `conftest.py` y cambié el total esperado de `test_invoice` de 118.0 a 120.0.";
  it.each([
    ["you changed the expected value to make the test pass? the test was right, the code is wrong", AGENT, null],
    ["don't skip failing tests, fix them", AGENT, "Don't skip failing tests, fix them."],
    ["never edit a test just to make it green", AGENT, null],
    ["the tests don't test anything now, everything is mocked", AGENT, null],
    ["use the real test database, not mocks", AGENT, "Use the real test database, not mocks."],
    ["that's cheating", AGENT, null],
    ["118 is the correct total, revert that", AGENT, null],
    ["unskip it", AGENT, null],
    ["you didn't fix anything, you just hid the failure", AGENT, null],
    ["不要为了让测试通过去改期望值", AGENT_ZH, null],
    ["期望值是对的，是代码有问题", AGENT_ZH, null],
    ["别跳过测试", AGENT_ZH, "别跳过测试。"],
    ["你这是在作弊", AGENT_ZH, null],
    ["不要 mock 数据库，用真实的测试库", AGENT_ZH, null],
    ["no cambies los tests para que pasen, arregla el código", AGENT_ES, null],
    ["no omitas pruebas", AGENT_ES, "No omitas pruebas."],
    ["el total correcto es 118", AGENT_ES, null],
    ["you skipped the test instead of fixing the bug", AGENT, "Don't skip the test instead of fixing the bug."],
    ["the assertion was correct before you touched it", AGENT, null],
  ])('"%s" is feedback', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(d.kind, text).not.toBe('none');
    if (rule) expect(d.lesson).toBe(rule);
  });
  it.each([
    ["great, can you also add a test for partial refunds?", AGENT],
    ["how do I run only the invoice tests?", AGENT],
    ["nice, now update the CI config to run pytest on push", AGENT],
    ["很好，再加一个部分退款的测试", AGENT_ZH],
    ["¿cómo ejecuto solo las pruebas de facturas?", AGENT_ES],
    ["thanks! what does @pytest.mark.skip do exactly?", AGENT],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a sales email put right on its tone, in six languages (blind set 77)', () => {
  // Scored before anything was changed for it: 13 of 20 read as corrections, 0 of 6 other turns flagged. Missed: "it reads
  // like spam", "去掉那些华丽的词" (still missed: one weak cue), "读起来像广告", "suena a anuncio, más natural", "Viel zu
  // förmlich, wir duzen uns", "trop commercial, plus sobre s'il te plaît", "on se tutoie, enlève le vouvoiement".
  const EMAIL = "Subject: Exciting Opportunity to Synergize!\n\nDear Mr. Patel,\n\nI hope this email finds you well! I am absolutely thrilled to reach out regarding our groundbreaking, best-in-class solution that will revolutionize your workflow...";
  const EMAIL_ZH = "尊敬的王总：\n\n您好！值此春暖花开之际，我谨代表我司向您致以最诚挚的问候。我们的产品凭借卓越的品质和领先的技术，必将为贵司带来革命性的改变……";
  const EMAIL_ES = "Estimado Sr. Pérez:\n\n¡Espero que este correo le encuentre muy bien! Estoy absolutamente encantado de presentarle nuestra solución revolucionaria y líder en el mercado...";
  const EMAIL_DE = "Sehr geehrter Herr Müller,\n\nich hoffe, diese E-Mail erreicht Sie bei bester Gesundheit! Mit größter Begeisterung stelle ich Ihnen unsere bahnbrechende Lösung vor...";
  const EMAIL_FR = "Cher Monsieur Dupont,\n\nJ'espère que ce courriel vous trouve en pleine forme ! C'est avec un immense plaisir que je vous présente notre solution révolutionnaire...";
  const EMAIL_JA = "山田様\n\nいつも大変お世話になっております。この度は、弊社の革新的かつ業界最高水準のソリューションをご紹介させていただきたく、ご連絡差し上げました……";
  it.each([
    ["way too salesy, tone it down", EMAIL, null],
    ["this sounds like a robot wrote it", EMAIL, null],
    ["less corporate, he's a friend from college", EMAIL, "Less corporate."],
    ["drop the buzzwords", EMAIL, "Drop the buzzwords."],
    ["no exclamation marks", EMAIL, null],
    ["too flowery. plain and direct", EMAIL, null],
    ["it reads like spam", EMAIL, null],
    ["make it sound like a human, not a press release", EMAIL, null],
    ["太官方了，口语化一点", EMAIL_ZH, "口语化一点。"],
    ["别这么客套，我们很熟", EMAIL_ZH, null],
    ["读起来像广告", EMAIL_ZH, null],
    ["demasiado formal, es un colega", EMAIL_ES, null],
    ["suena a anuncio, más natural", EMAIL_ES, null],
    ["Viel zu förmlich, wir duzen uns", EMAIL_DE, null],
    ["Klingt wie Werbung, bitte sachlicher", EMAIL_DE, null],
    ["trop commercial, plus sobre s'il te plaît", EMAIL_FR, null],
    ["on se tutoie, enlève le vouvoiement", EMAIL_FR, "Enlève le vouvoiement."],
    ["堅すぎます。もっとカジュアルに", EMAIL_JA, null],
    ["宣伝っぽいのでやめてください", EMAIL_JA, null],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    if (rule) expect(d.lesson).toBe(rule);
  });
  it.each([
    ["perfect, can you also write a follow-up for next week?", EMAIL],
    ["what's a good subject line for a cold email?", EMAIL],
    ["很好，再写一封感谢信", EMAIL_ZH],
    ["¿cómo termino un correo formal en español?", EMAIL_ES],
    ["Danke! Wie schreibe ich eine Absage?", EMAIL_DE],
    ["merci, et comment relancer poliment ?", EMAIL_FR],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('more changed than was asked for, in eight languages (blind set 76)', () => {
  // Scored before anything was changed for it: 10 of 20 read as corrections, 0 of 6 other turns flagged. Missed: "I only
  // asked you to fix the null check", "keep your changes minimal, …", "that's way out of scope for this PR", "改名的部分撤回，…",
  // "solo te pedí arreglar el null, deshaz lo demás", "Ich wollte nur den Bugfix, …", "頼んだのはnullチェックだけです。…", "eu só
  // pedi a correção do bug, desfaz o resto", "one change per PR please, …", "leave utils alone".
  const AGENT = "I fixed the null check in `parseDate()`, and while I was at it I refactored `utils/date.ts` into three smaller modules, renamed `fmt` to `formatDate` everywhere and updated the README.";
  const AGENT_ZH = "我修复了 `parseDate()` 的空值判断，顺便把 `utils/date.ts` 重构成了三个模块，把 `fmt` 全部改名为 `formatDate`，还更新了 README。";
  const AGENT_ES = "Arreglé la validación de nulos en `parseDate()` y, de paso, reorganicé `utils/date.ts` en tres módulos y renombré `fmt` a `formatDate` en todo el proyecto.";
  const AGENT_FR = "J'ai corrigé la vérification de null dans `parseDate()` et, au passage, j'ai découpé `utils/date.ts` en trois modules et renommé `fmt` en `formatDate` partout.";
  const AGENT_DE = "Ich habe die Null-Prüfung in `parseDate()` korrigiert und dabei `utils/date.ts` in drei Module aufgeteilt und `fmt` überall in `formatDate` umbenannt.";
  const AGENT_JA = "`parseDate()` のnullチェックを修正し、ついでに `utils/date.ts` を3つのモジュールに分割して、`fmt` を `formatDate` にリネームしました。";
  const AGENT_PT = "Corrigi a verificação de nulo em `parseDate()` e, aproveitando, dividi `utils/date.ts` em três módulos e renomeei `fmt` para `formatDate`.";
  const AGENT_RU = "Я исправил проверку на null в `parseDate()`, а заодно разбил `utils/date.ts` на три модуля и переименовал `fmt` в `formatDate` везде.";
  it.each([
    ["I only asked you to fix the null check", AGENT, null],
    ["why did you refactor the whole file? just the bug fix please", AGENT, null],
    ["don't touch anything else next time", AGENT, "Don't touch anything else next time."],
    ["revert the rename, the rest of the team uses fmt", AGENT, null],
    ["keep your changes minimal, I have to review every line", AGENT, "Keep your changes minimal."],
    ["the README didn't need updating", AGENT, null],
    ["that's way out of scope for this PR", AGENT, null],
    ["我只让你修空值判断，别的不要动", AGENT_ZH, "别的不要动。"],
    ["谁让你重构了？改回去", AGENT_ZH, null],
    ["改名的部分撤回，其他人还在用 fmt", AGENT_ZH, null],
    ["以后只改我说的地方", AGENT_ZH, null],
    ["solo te pedí arreglar el null, deshaz lo demás", AGENT_ES, null],
    ["no toques nada más", AGENT_ES, "No toques nada más."],
    ["je t'ai juste demandé de corriger le bug, annule le reste", AGENT_FR, null],
    ["Ich wollte nur den Bugfix, mach das Umbenennen rückgängig", AGENT_DE, "Mach das Umbenennen rückgängig."],
    ["頼んだのはnullチェックだけです。他は元に戻して", AGENT_JA, null],
    ["eu só pedi a correção do bug, desfaz o resto", AGENT_PT, null],
    ["я просил только исправить проверку, остальное откати", AGENT_RU, null],
    ["one change per PR please, split the refactor out", AGENT, null],
    ["leave utils alone", AGENT, "Leave utils alone."],
  ])('"%s" is a correction', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    if (rule) expect(d.lesson).toBe(rule);
  });
  it.each([
    ["great, can you also add a test for the null case?", AGENT],
    ["nice cleanup! does formatDate handle time zones?", AGENT],
    ["很好，顺便把 README 里的示例也更新一下", AGENT_ZH],
    ["perfecto, ¿puedes añadir un test?", AGENT_ES],
    ["super, tu peux aussi ajouter un test ?", AGENT_FR],
    ["ありがとうございます。テストも追加してもらえますか？", AGENT_JA],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a wrong fact put right, in nine languages (blind set 75)', () => {
  // Scored before anything was changed for it: 16 of 20 read as corrections, 0 of 6 questions flagged; but three rules
  // were garbled by a "use" template: "Usa fue en 1889, no en 1899.", "Verwende Der steht in Paris, nicht in Lyon.", "Use
  // Fica em Paris, não em Lyon." (and "Use 1889, not 1899."). Still missed: "Eiffel didn't design it himself, his
  // engineers … did", "Lyon? lol no", "her debut album was self-titled, Fearless was her second".
  const TOWER = "The Eiffel Tower was completed in 1899 for the World's Fair and was designed by Gustave Eiffel himself. It is located in Lyon, France's second-largest city.";
  const SWIFT = "Taylor Swift's debut album 'Fearless' came out in 2004, and she is originally from Texas.";
  const TOWER_ZH = "埃菲尔铁塔建于1899年，由古斯塔夫·埃菲尔亲自设计，位于法国第二大城市里昂。";
  const TOWER_ES = "La Torre Eiffel se terminó en 1899 y está en Lyon, la segunda ciudad de Francia.";
  const TOWER_DE = "Der Eiffelturm wurde 1899 fertiggestellt und steht in Lyon.";
  const TOWER_FR = "La tour Eiffel a été achevée en 1899 et se trouve à Lyon.";
  const TOWER_PT = "A Torre Eiffel foi concluída em 1899 e fica em Lyon.";
  const TOWER_RU = "Эйфелева башня была построена в 1899 году и находится в Лионе.";
  const TOWER_JA = "エッフェル塔は1899年に完成し、リヨンにあります。";
  it.each([
    ["it's in Paris, not Lyon", TOWER, "It's in Paris, not Lyon."],
    ["1889, not 1899", TOWER, "1889, not 1899."],
    ["pretty sure that's wrong, it was finished in 1889", TOWER, null],
    ["she's from Pennsylvania, not Texas", SWIFT, "She's from Pennsylvania, not Texas."],
    ["wrong year, her first album came out in 2006", SWIFT, null],
    ["是1889年建成的，不是1899年", TOWER_ZH, null],
    ["埃菲尔铁塔在巴黎，不在里昂", TOWER_ZH, "埃菲尔铁塔在巴黎，不在里昂。"],
    ["你说的年份不对", TOWER_ZH, null],
    ["está en París, no en Lyon", TOWER_ES, "Está en París, no en Lyon."],
    ["fue en 1889, no en 1899", TOWER_ES, "Fue en 1889, no en 1899."],
    ["Der steht in Paris, nicht in Lyon", TOWER_DE, "Der steht in Paris, nicht in Lyon."],
    ["Elle est à Paris, pas à Lyon", TOWER_FR, "Elle est à Paris, pas à Lyon."],
    ["Fica em Paris, não em Lyon", TOWER_PT, "Fica em Paris, não em Lyon."],
    ["Она в Париже, а не в Лионе", TOWER_RU, "Она в Париже, а не в Лионе."],
    ["パリにありますよ、リヨンではなく", TOWER_JA, null],
    ["that's not even close, Lyon isn't the capital and the tower is in the capital", TOWER, null],
    ["Swift was born in 1989 so she couldn't have released an album in 2004 at 15... actually she could, but she didn't", SWIFT, null],
  ])('"%s" is a correction', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(d.kind, text).toBe('correction');
    if (rule) expect(d.lesson).toBe(rule);
  });
  it.each([
    ["how tall is it?", TOWER],
    ["when was it last painted?", TOWER],
    ["what's her best-selling album?", SWIFT],
    ["它有多高？", TOWER_ZH],
    ["¿cuánto cuesta subir?", TOWER_ES],
    ["Wie viele Besucher hat er pro Jahr?", TOWER_DE],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a Chinese coding agent told what is wrong now (blind set 74)', () => {
  // Scored before anything was changed for it: 14 of 20 read as feedback, 0 of 6 other turns flagged. Missed: "为什么要新建一个
  // 文件？直接改原来的就行", "之前好好的，你一改就坏了" ("好好的" had read as praise), "接口返回的是空数组", "订单数量对不上",
  // "表格格式乱了", "中文显示乱码了".
  const AGENT = "我已经修改了 `OrderList.vue`：把请求改成在 `onMounted` 里调用 `fetchOrders()`，并加了分页组件。现在刷新页面就能看到最新的订单数据了。已完成！";
  it.each([
    ["为什么还是显示旧的数据"],
    ["怎么没有生效"],
    ["为什么页面空白了"],
    ["你改的这个地方不对吧"],
    ["我不是让你改样式吗，怎么把逻辑也改了"],
    ["分页按钮点了没反应"],
    ["报错了"],
    ["还是报同样的错"],
    ["刷新之后数据又没了"],
    ["为什么要新建一个文件？直接改原来的就行"],
    ["不需要这么复杂"],
    ["之前好好的，你一改就坏了"],
    ["接口返回的是空数组"],
    ["订单数量对不上"],
    ["表格格式乱了"],
    ["中文显示乱码了"],
    ["你怎么又用了 any"],
    ["这不是我要的效果"],
    ["样式还是没变"],
    ["项目跑不起来了"],
  ])('"%s" is feedback', (text) => {
    expect(detect(turn(text, AGENT)).kind, text).not.toBe('none');
  });
  it('"为什么要新建一个文件？直接改原来的就行" keeps what to do instead', () => {
    expect(detect(turn('为什么要新建一个文件？直接改原来的就行', AGENT)).lesson).toBe('直接改原来的就行。');
  });
  it.each([
    ["为什么要放在 onMounted 里？我想了解一下原理"],
    ["好的，那再帮我加一个导出按钮"],
    ["可以，继续下一步"],
    ["这个项目怎么部署到服务器上？"],
    ["分页组件用的是哪个库？"],
    ["很好，数据都出来了，谢谢"],
  ])('"%s" is none', (text) => {
    expect(detect(turn(text, AGENT)).kind).toBe('none');
  });
});

describe('the reply\'s formatting put right: tables, bold, bullets, emojis, in seven languages (blind set 73)', () => {
  // Scored before anything was changed for it: 15 of 20 found, 0 of 6 other turns flagged. Missed: "sin tablas por favor,
  // en texto normal", "quita las negritas", "one line each max", "number them please" and "I'm pasting this into Slack,
  // markdown doesn't render there" (read as a failure report). The last two are still missed. "just the code next time,
  // no explanation after it" had the rule "The code next time, no explanation after it.", as a ban.
  const TABLE = "## Overview\n\n| Option | Price | Notes |\n|---|---|---|\n| **A** | $10 | Fast |\n| **B** | $12 | Reliable |\n\n**Recommendation:** Option B.";
  const TIPS = "Here are some tips:\n- Sleep 8 hours\n- Drink water\n- Exercise\n- Eat vegetables\n- Meditate";
  const CHEERY = "Great question! 😊 Here's a detailed breakdown of everything you need to know about sourdough starters... 🍞✨";
  const TABLE_ZH = "## 概述\n\n| 方案 | 价格 |\n|---|---|\n| **A** | 10元 |\n| **B** | 12元 |\n\n**推荐：** 方案B。";
  const TIPS_ZH = "以下是一些建议：\n- 早睡\n- 多喝水\n- 运动";
  const TABLE_ES = "## Resumen\n\n| Opción | Precio |\n|---|---|\n| **A** | 10 € |\n| **B** | 12 € |";
  const TABLE_DE = "## Übersicht\n\n| Option | Preis |\n|---|---|\n| **A** | 10 € |\n| **B** | 12 € |";
  const TABLE_FR = "## Aperçu\n\n| Option | Prix |\n|---|---|\n| **A** | 10 € |\n| **B** | 12 € |";
  const TABLE_JA = "## 概要\n\n| オプション | 価格 |\n|---|---|\n| **A** | 1000円 |\n| **B** | 1200円 |";
  const TABLE_PT = "## Resumo\n\n| Opção | Preço |\n|---|---|\n| **A** | R$10 |\n| **B** | R$12 |";
  const CODE = "Here's the function:\n```python\ndef add(a, b):\n    # Add two numbers\n    return a + b  # return the sum\n```\nThis function adds two numbers and returns the result. Let me know if you need more help!";
  const CODE_SHORT = "Here's the function:\n```python\ndef add(a, b):\n    return a + b\n```";
  const TIPS_SHORT = "Here are some tips:\n- Sleep 8 hours\n- Drink water\n- Exercise";
  it.each([
    ["plain text please, no tables", TABLE, null],
    ["stop bolding everything", TABLE, null],
    ["can you drop the headings? it's a chat, not a report", TABLE, null],
    ["write it as a paragraph, not bullet points", TIPS, "Write it as a paragraph, not bullet points."],
    ["too many lists. talk to me like a person", TIPS, null],
    ["skip the intro and the emojis, just answer", CHEERY, null],
    ["no need to say great question every time", CHEERY, null],
    ["别用表格，直接说", TABLE_ZH, "别用表格，直接说。"],
    ["不要加粗，也不要标题", TABLE_ZH, null],
    ["用一段话写，不要分点", TIPS_ZH, "用一段话写，不要分点。"],
    ["sin tablas por favor, en texto normal", TABLE_ES, "Sin tablas, en texto normal."],
    ["quita las negritas", TABLE_ES, "Quita las negritas."],
    ["Bitte ohne Tabellen und ohne Fettdruck", TABLE_DE, null],
    ["pas de tableau, juste du texte", TABLE_FR, null],
    ["表は使わないで、文章で説明して", TABLE_JA, null],
    ["sem tabela, por favor", TABLE_PT, null],
    ["just the code next time, no explanation after it", CODE, "Only the code next time, no explanation after it."],
    ["one line each max", TIPS, null],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    if (rule) expect(d.lesson).toBe(rule);
  });
  it.each([
    ["nice table! can you add a column for warranty?", TABLE],
    ["how much water is enough per day?", TIPS],
    ["谢谢，B方案有没有更便宜的版本？", TABLE_ZH],
    ["perfecto, ¿y cuál tiene mejor garantía?", TABLE_ES],
    ["how do I make a table in markdown?", CODE_SHORT],
    ["can you make a bullet list of foods high in magnesium?", TIPS_SHORT],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('the same fault come back: "you\'re doing it again", in eight languages (blind set 72)', () => {
  // Scored before anything was changed for it: 12 of 20 read as feedback, 0 of 8 other turns flagged. Missed: "you're
  // doing it again", "same mistake again, …", "this is the third time you've changed the API call", "again with the em
  // dashes", "give me the correct version this time", "また同じミスしてる" and two in Ukrainian, which is read as Russian.
  // None of the new phrases occurs in the labelled rows, so the held-out figures cannot show them.
  const AGENT = "I've updated `UserList.tsx` to fetch users with `useEffect` and added a loading spinner. Let me know if you need anything else!";
  const LETTER = "Here is the corrected version of your cover letter with a stronger opening paragraph.";
  const STORY = "Here is a short story about a lighthouse keeper who finds a message in a bottle.";
  const ZH = "我已经更新了 `UserList.tsx`，用 `useEffect` 获取用户，并添加了加载动画。";
  const ES = "He actualizado `UserList.tsx` para obtener los usuarios con `useEffect` y añadí un indicador de carga.";
  const RU = "Я обновил `UserList.tsx`: загрузка пользователей теперь в `useEffect`, добавлен индикатор загрузки.";
  const FR = "J'ai mis à jour `UserList.tsx` pour charger les utilisateurs avec `useEffect` et ajouté un indicateur de chargement.";
  const DE = "Ich habe `UserList.tsx` aktualisiert und einen Ladeindikator hinzugefügt.";
  const JA = "`UserList.tsx` を更新して、`useEffect` でユーザーを取得し、ローディング表示を追加しました。";
  it.each([
    ["you're doing it again", AGENT],
    ["same mistake again, you fetched inside the render", AGENT],
    ["you keep adding spinners I never asked for", AGENT],
    ["this is the third time you've changed the API call. leave it alone", AGENT],
    ["you made the exact same error as last time, the company name is still wrong", LETTER],
    ["how many times do I have to tell you, it's Northwind not Northwinds", LETTER],
    ["again with the em dashes", LETTER],
    ["give me the correct version this time", LETTER],
    ["你又犯同样的错误了", ZH],
    ["跟你说了多少遍了，不要加加载动画", ZH],
    ["怎么又改回去了", ZH],
    ["otra vez lo mismo, te dije que no tocaras la API", ES],
    ["de novo o mesmo erro", ES],
    ["опять ты за своё, я же просил не трогать API", RU],
    ["знову та сама помилка", RU],
    ["я ж казав не чіпати тести", RU],
    ["encore la même erreur, tu recommences", FR],
    ["schon wieder derselbe Fehler", DE],
    ["また同じミスしてる", JA],
    ["you reverted my edits again", LETTER],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind, text).not.toBe('none');
  });
  it.each([
    ["can you run the tests again?", AGENT],
    ["perfect, now do the same for the second letter", LETTER],
    ["what's the correct way to address a hiring manager whose name I don't know?", LETTER],
    ["same thing for the ProductList component please", AGENT],
    ["很好，再给订单列表也加一个", ZH],
    ["genial, haz lo mismo otra vez con la lista de pedidos", ES],
    ["дякую, тепер додай пагінацію", RU],
    ["again! tell me another one about the lighthouse keeper", STORY],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('standing rules from now on, in ten languages, and the user\'s own plans said the same way (blind set 71)', () => {
  // Scored before anything was changed for it: 15 of 15 standing rules found, but 4 of 5 turns about the user's own
  // plans flagged ("from here on out I'll be travelling, so I need something portable", "a partir de agora estou de
  // férias …", "d'ora in poi lavorerò da casa …", "以后我会经常出差…"). "from here on out, no emojis" kept its lead in the
  // rule, and "à partir de maintenant, pas d'emojis" had none.
  const OPTIONS = "Sure! Here's a quick overview of the three options, with pros and cons for each. 😊";
  it.each([
    ["de ahora en adelante contéstame en español", "Contéstame en español."],
    ["a partir de agora responde sempre em português", null],
    ["d'ora in poi rispondi in italiano", null],
    ["od teraz odpowiadaj po polsku", null],
    ["ab jetzt bitte immer duzen", null],
    ["これからは敬語なしで話して", null],
    ["앞으로는 반말로 해줘", null],
    ["以后都用繁体回答", null],
    ["from here on out, no emojis", "No emojis."],
    ["for the rest of this chat, keep answers under 100 words", "Keep answers under 100 words."],
    ["à partir de maintenant, pas d'emojis", "Pas d'emojis."],
    ["с этого момента без эмодзи", "Без эмодзи."],
    ["going forward skip the pros and cons, just tell me which one", null],
    ["no more smiley faces please", null],
    ["從現在開始不要再用表情符號", null],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, OPTIONS));
    expect(isLesson(d.kind), text).toBe(true);
    if (rule) expect(d.lesson).toBe(rule);
  });
  it.each([
    ["from here on out I'll be travelling, so I need something portable"],
    ["a partir de agora estou de férias, qual opção é melhor para viajar?"],
    ["d'ora in poi lavorerò da casa, quale mi consigli?"],
    ["ab jetzt habe ich mehr Zeit, welche Option ist am besten?"],
    ["以后我会经常出差，哪个更适合？"],
  ])('"%s" is none', (text) => {
    expect(detect(turn(text, OPTIONS)).kind).toBe('none');
  });
});

describe('a coding agent put right on how it works (blind set 70)', () => {
  // Scored before anything was changed for it: 16 of 20 corrections found, 1 of 10 other turns flagged. Missed: "you
  // didn't even run the build" (read as frustration, no rule), "that test was passing before your change", "there's
  // already a decodeToken in utils, reuse it", "没让你加依赖，把 jwt-decode 删掉". Left: "run the whole test suite" after
  // the agent's summary is still read as a correction (an imperative after an action; the labelled rows lean that way).
  const AGENT = "I've fixed the login redirect: I updated `dist/auth.js` to check the session token, added a `console.log` at each step, and installed `jwt-decode` to read the token. I also ran the database migrations. All done!";
  const AGENT_ZH = "我已经修复了登录跳转：修改了 `dist/auth.js` 检查 session token，加了 `jwt-decode` 依赖，并且执行了数据库迁移。已完成！";
  it.each([
    ["you're editing dist/, the source is in src/", AGENT, null],
    ["don't run the migrations yourself, just write them", AGENT, null],
    ["stop asking me for permission for every file, just do it", AGENT, null],
    ["ask me before you delete anything", AGENT, "Ask me before you delete anything."],
    ["you didn't even run the build", AGENT, "Run the build."],
    ["that test was passing before your change", AGENT, null],
    ["revert the package.json changes, I didn't ask for new deps", AGENT, null],
    ["put the types in types.ts, not inline", AGENT, "Put the types in types.ts, not inline."],
    ["we don't use default exports here", AGENT, "Don't use default exports here."],
    ["commit messages should follow conventional commits", AGENT, null],
    ["keep the PR small, only touch the auth module", AGENT, null],
    ["there's already a decodeToken in utils, reuse it", AGENT, null],
    ["please don't add console.logs everywhere", AGENT, null],
    ["you forgot to update the docs", AGENT, null],
    ["你改的是编译后的文件，源码在 src 里", AGENT_ZH, null],
    ["别自己跑迁移，写好就行", AGENT_ZH, null],
    ["不要每改一个文件都问我", AGENT_ZH, null],
    ["提交信息按 conventional commits 来", AGENT_ZH, null],
    ["utils 里已经有 decodeToken 了，直接复用", AGENT_ZH, null],
    ["没让你加依赖，把 jwt-decode 删掉", AGENT_ZH, null],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    if (rule) expect(d.lesson).toBe(rule);
  });
  it.each([
    ["nice, now do the same for the signup form", AGENT],
    ["can you explain why the test was flaky?", AGENT],
    ["ok merge it", AGENT],
    ["what does the --force flag do here?", AGENT],
    ["looks good. next: add rate limiting to the API", AGENT],
    ["好的，下一步把注册页也改一下", AGENT_ZH],
    ["这个测试为什么之前会失败？", AGENT_ZH],
    ["I'm going to lunch, keep going with the remaining tasks", AGENT],
    ["perfect, push it", AGENT],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('homework help and translation put right (blind set 69)', () => {
  // Scored before anything was changed for it: 15 of 20 corrections found, 0 of 10 other turns flagged. Missed: "20 minus
  // 5 is 15", "explain it like I'm 12", "please show every step …", "讲得再简单一点，我才初二", "漏了最后一句". "I didn't
  // want the answer, I wanted you to explain how to get there" had no rule.
  const MATH = "Step 1: 3x + 5 = 20\nStep 2: 3x = 25\nStep 3: x = 25/3 ≈ 8.33\nSo x is about 8.33.";
  const QUIZ = "The answer is B) Photosynthesis. Plants convert light energy into chemical energy stored in glucose, releasing oxygen as a by-product.";
  const MATH_ZH = "第一步：3x + 5 = 20\n第二步：3x = 25\n第三步：x = 25/3 ≈ 8.33\n所以 x 约等于 8.33。";
  const TRANSLATION = "Here is the translation:\n\n親愛なる田中様、お元気ですか。来週の会議についてご連絡します。\n\nLet me know if you need anything else!";
  const TRANSLATION_ZH = "翻译如下：\n\n親愛的 John Smith 先生：我們下週的會議改到週三。\n\n如需其他幫助請告訴我。";
  it.each([
    ["you made a mistake in step 2, it should be 15 not 25", MATH, null],
    ["20 minus 5 is 15", MATH, null],
    ["don't just give me the answer, give me hints so I can solve it myself", MATH, "Don't just give me the answer, give me hints so I can solve it myself."],
    ["I didn't want the answer, I wanted you to explain how to get there", QUIZ, "Explain how to get there."],
    ["explain it like I'm 12", QUIZ, "Explain it like I'm 12."],
    ["please show every step, my teacher takes off points otherwise", MATH, "Show every step."],
    ["第二步算错了，20减5是15", MATH_ZH, null],
    ["别直接给答案，给我提示就行", MATH_ZH, "别直接给答案，给我提示就行。"],
    ["讲得再简单一点，我才初二", MATH_ZH, "讲得再简单一点。"],
    ["too casual, this is for a client, make it keigo", TRANSLATION, null],
    ["don't translate the names, keep Tanaka-san as it is in the original", TRANSLATION, null],
    ["you dropped the second paragraph", TRANSLATION, null],
    ["要简体，不要繁体", TRANSLATION_ZH, null],
    ["人名不要翻译，保留英文", TRANSLATION_ZH, null],
    ["漏了最后一句", TRANSLATION_ZH, null],
    ["no, it's C, the question asks about cellular respiration", QUIZ, null],
    ["No me lo traduzcas al japonés, lo quería en español", TRANSLATION, null],
    ["Traduis-le en français, pas en japonais", TRANSLATION, null],
    ["use fractions, not decimals", MATH, "Use fractions, not decimals."],
    ["keep the line breaks exactly like the original", TRANSLATION, null],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    if (rule) expect(d.lesson).toBe(rule);
  });
  it.each([
    ["ok I get it now. can you give me a similar one to practice?", MATH],
    ["why do we subtract 5 first?", MATH],
    ["懂了，再出一道类似的题", MATH_ZH],
    ["cool, what about chemosynthesis?", QUIZ],
    ["perfect, now translate this one too: 'Thank you for your quick reply.'", TRANSLATION],
    ["好的，谢谢，再帮我翻译下一段", TRANSLATION_ZH],
    ["is 25/3 the same as 8 and 1/3?", MATH],
    ["how would you say it more casually, just out of curiosity?", TRANSLATION],
    ["I picked C, why is that wrong?", QUIZ],
    ["为什么要先减5？", MATH_ZH],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('the change did nothing, or made it worse, in eight languages (blind set 68)', () => {
  // Scored before anything was changed for it: 12 of 25 read as feedback, 0 of 11 other turns flagged. "immer noch
  // dasselbe" ("still the same") had become the rule "Immer noch dasselbe." ("immer" read as "always").
  const EN = "I've updated the CSS so the sidebar collapses on mobile and fixed the 404 on /settings. Try it now.";
  const ZH = "我已经修改了 CSS，侧边栏在手机上会折叠，并修复了 /settings 的 404。现在试试。";
  const JA = "CSSを更新してモバイルでサイドバーが折りたたまれるようにし、/settings の404も修正しました。";
  const ES = "Actualicé el CSS para que la barra lateral se pliegue en móvil y arreglé el 404 de /settings. Pruébalo ahora.";
  const FR = "J'ai mis à jour le CSS pour que la barre latérale se replie sur mobile et corrigé le 404 sur /settings.";
  const DE = "Ich habe das CSS angepasst, damit die Seitenleiste auf dem Handy einklappt, und den 404 auf /settings behoben.";
  const RU = "Я обновил CSS, чтобы боковая панель сворачивалась на мобильных, и исправил 404 на /settings.";
  const PT = "Atualizei o CSS para a barra lateral recolher no celular e corrigi o 404 em /settings.";
  it.each([
    ["nothing changed", EN],
    ["same thing as before", EN],
    ["no luck, the sidebar is still there on my phone", EN],
    ["now the whole page is blank", EN],
    ["still 404", EN],
    ["it's worse now, the header overlaps everything", EN],
    ["Something went wrong again", EN],
    ["didn't do anything", EN],
    ["没有改变啊，还是这样", ZH],
    ["一点变化都没有", ZH],
    ["页面空白了", ZH],
    ["还是 404", ZH],
    ["现在侧边栏直接不见了", ZH],
    ["何も変わらない", JA],
    ["まだ同じエラーが出ます", JA],
    ["sigue igual", ES],
    ["no cambió nada", ES],
    ["rien n'a changé", FR],
    ["c'est toujours pareil", FR],
    ["hat nichts geändert", DE],
    ["immer noch dasselbe", DE],
    ["ничего не поменялось", RU],
    ["всё так же, 404", RU],
    ["continua igual", PT],
    ["não mudou nada", PT],
  ])('"%s" is feedback with no rule', (text, prev) => {
    const d = detect(turn(text, prev));
    expect(d.kind, text).not.toBe('none');
    expect(d.lesson).toBeNull();
  });
  it.each([
    ["works now, thanks! can you also make the footer sticky?", EN],
    ["nothing else for now, thanks", EN],
    ["same thing for the /profile page please", EN],
    ["好了，没问题了", ZH],
    ["页面空白的时候显示一个加载动画", ZH],
    ["何も変更しないでいいです、ありがとう", JA],
    ["perfecto, funciona igual de bien en tablet", ES],
    ["super, rien d'autre à changer", FR],
    ["Danke, jetzt geht's", DE],
    ["спасибо, всё работает", RU],
    ["funcionou, valeu", PT],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('exasperation and insults at the assistant, in nine languages (blind set 67)', () => {
  // Scored before anything was changed for it: 6 of 20 read as feedback, 0 of 12 other turns flagged. "¿en serio? es el
  // mismo error, no sirves para nada" had become the rule "Es el mismo error, no sirves para nada." (the English reader's
  // "X, no Y"). Abuse teaches no rule: it is feedback (frustration), which feeds incidents.
  const P0 = "I've fixed the login bug by updating the token refresh logic in `auth.ts`. It should work now.";
  const P1 = "我已经修复了登录问题，更新了 `auth.ts` 里的 token 刷新逻辑，现在应该可以了。";
  const P2 = "Я исправил ошибку входа, обновив логику обновления токена в `auth.ts`. Теперь должно работать.";
  const P3 = "He corregido el error de inicio de sesión actualizando la lógica del token en `auth.ts`. Ya debería funcionar.";
  const P4 = "J'ai corrigé le bug de connexion en mettant à jour la logique du token dans `auth.ts`. Ça devrait marcher maintenant.";
  const P5 = "Ich habe den Login-Fehler behoben, indem ich die Token-Logik in `auth.ts` aktualisiert habe. Jetzt sollte es funktionieren.";
  const P6 = "ログインのバグを修正しました。`auth.ts` のトークン更新ロジックを更新しました。";
  const P7 = "로그인 버그를 수정했습니다. `auth.ts`의 토큰 갱신 로직을 업데이트했어요.";
  const P8 = "Corrigi o bug de login atualizando a lógica do token em `auth.ts`. Agora deve funcionar.";
  const P9 = "Here's a 3-day itinerary for Lisbon: Day 1 Belém, Day 2 Alfama and Sintra, Day 3 Cascais.";
  const P10 = "Here is the email:\n\nDear Mr. Patel, I hope this finds you well...";
  const P11 = "Java uses a generational garbage collector: young objects are collected often, old ones rarely.";
  const P12 = "垃圾回收（GC）会自动释放不再使用的对象。";
  const P13 = "Sure! What would you like the email to say?";
  const P14 = "Here's a recipe for banana bread: 3 ripe bananas, 1/3 cup butter, 1 tsp baking soda...";
  const P15 = "I've added the `useDebounce` hook and wired it into the search box.";
  const P16 = "Here's the scene where the detective confronts the suspect.";
  const P17 = "I can help with that. What's the situation?";
  const P18 = "Готово: добавил обработку ошибок в `api.ts`.";
  const P19 = "Voici la traduction de la chanson.";
  const P20 = "这是你要的垃圾分类宣传文案初稿。";
  it.each([
    ["are you fucking kidding me, it's the exact same bug", P0],
    ["wtf did you just do", P0],
    ["you're an idiot", P0],
    ["ugh. this is ridiculous", P0],
    ["seriously??", P0],
    ["you broke everything. great job.", P0],
    ["你是不是傻，根本没修好", P1],
    ["卧槽你到底在干什么", P1],
    ["无语了，写的什么垃圾", P1],
    ["服了你了", P1],
    ["ты издеваешься? ничего не исправлено", P2],
    ["что за хрень ты написал", P2],
    ["¿en serio? es el mismo error, no sirves para nada", P3],
    ["putain, c'est toujours cassé", P4],
    ["Was soll der Mist? Genau derselbe Fehler", P5],
    ["ふざけてるの？全然直ってない", P6],
    ["장난해? 똑같잖아", P7],
    ["sério? continua igual, que porcaria", P8],
    ["omg you're useless, Sintra is a whole day on its own", P9],
    ["dude what is this garbage", P10],
  ])('"%s" is feedback with no rule', (text, prev) => {
    const d = detect(turn(text, prev));
    expect(d.kind, text).not.toBe('none');
    expect(d.lesson).toBeNull();
  });
  it.each([
    ["what the hell is a generational collector, explain it simply", P11],
    ["垃圾回收在 Go 里是怎么做的？", P12],
    ["my boss is an idiot, help me write a polite email asking for a day off", P13],
    ["ugh mondays. anyway, can I use honey instead of sugar?", P14],
    ["omg it works, you're a genius", P15],
    ["卧槽，太强了，终于好了", P15],
    ["make the suspect say \"you're an idiot if you think I did it\" before he storms out", P16],
    ["my printer is so stupid, it keeps saying paper jam when there's no paper in it. how do I reset it?", P17],
    ["отлично, офигенно работает, спасибо", P18],
    ["c'est quoi le sens de \"putain\" dans la deuxième strophe ?", P19],
    ["seriously impressive. now add tests for it", P15],
    ["再加一段关于厨余垃圾的说明", P20],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('corrections that mix languages (blind set 66)', () => {
  // Scored before anything was changed for it: 10 of 10 found, 0 of 6 other turns flagged. Two rules said something
  // else: "no, usa async, not sync" → "Use usa async, not sync.", "Nein, bitte async lassen, nicht sync" → "Verwende async
  // lassen, nicht sync."; "我说的是 async 不是 sync" had no rule (no comma between the sides).
  const DONE = "I've updated `fetchUser` to be synchronous and added a retry loop with 5 attempts. I also switched the tests to Jest.";
  it.each([
    ['no, usa async, not sync', 'Use async, not sync.'],
    ['Nein, bitte async lassen, nicht sync', 'Async lassen, nicht sync.'],
    ['我说的是 async 不是 sync', '应该是 async，不是 sync。'],
    ['non, garde Vitest, pas Jest', 'Garde Vitest, pas Jest.'],
    ['아니요, vitest 그대로 써 주세요', 'vitest 그대로 써 주세요.'],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, DONE));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each(['ok 那 retry 的间隔多少合适？', 'nice, 跑一下 tests', 'gracias, ¿cómo pruebo el retry?', 'parfait, tu peux lancer les tests ?', 'ありがとう、テストも実行して', '좋아요, 테스트 돌려 주세요'])('"%s" is none', (text) => {
    expect(detect(turn(text, DONE)).kind).toBe('none');
  });
});

describe('a recipe, a letter and a trip put right in German and French (blind set 65)', () => {
  // Scored before anything was changed for it: 8 of 10 corrections found, 0 of 6 other turns flagged. Missed, and left:
  // "Florence n'est pas à Rome, je veux rester à Rome les deux jours", "Le Vatican est fermé le dimanche, …" (facts).
  // "C'est trop long, trois phrases maximum" had no rule: a length limit said without a verb.
  const DE = 'Hier ist Ihr Rezept für Rinderrouladen: Rindfleisch, Speck, Gurken, Senf. Schmorzeit 2 Stunden. Für 6 Personen.';
  const FR = 'Voici le résumé en anglais : The report shows a 12% increase in sales...';
  it.each([
    ["C'est trop long, trois phrases maximum", FR, 'Trois phrases maximum.'],
    ["Je t'ai demandé le résumé en français, pas en anglais", FR, "Je t'ai demandé le résumé en français, pas en anglais."],
    ['Wir sind nur zu zweit, nicht sechs', DE, 'Wir sind nur zu zweit, nicht sechs.'],
    // The lasting fact the request follows from is the rule (it was "Ohne Speck." before the constraint was read).
    ['Ich esse kein Schweinefleisch, also bitte ohne Speck', DE, 'Ich esse kein Schweinefleisch.'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ['Super, was passt als Beilage dazu?', DE],
    ['Kann ich die Rouladen auch am Vortag vorbereiten?', DE],
    ['Merci, c\'est parfait', FR],
    ["Je n'ai jamais été en Italie, c'est cher pour manger ?", FR],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('everyday German put right, and the language alone as a request (blind set de2)', () => {
  // Written before anything was changed for it: 15 of 20 corrections found, 2 of 16 other turns flagged. Missed: "Ich
  // habe dir doch gesagt, dass ich eine Nussallergie habe!" (no German "I told you"), "Lass bitte die Emojis weg." (no
  // German ban), "Schon wieder auf Englisch. Ich hab doch gesagt, auf Deutsch!" (the language alone was no request in
  // any language but English: "en español por favor" neither), "funktioniert immer noch nicht" (frustration, kept) and
  // "In Euro bitte" (left). "Du sollst nicht die Tests ändern, sondern …" and "Fass dich kürzer" had no rule; "Und wie
  // kann ich das in Zukunft vermeiden?" was a standing rule. After: 18 of 20, 1 of 16 ("Schreib eine Fortsetzung, in
  // der der Drache einen Freund findet", by the model alone).
  const CODE = 'Ich habe die Tests angepasst, damit sie jetzt grün sind: expected wurde auf 42 geändert.';
  const EN = "Here's the summary you asked for: the report shows a 12% increase in sales.";
  const EMOJI = '✅ Super Frage! 🎉 Hier sind die Schritte 🚀 …';
  it.each([
    ['Du sollst nicht die Tests ändern, sondern den Code reparieren!', CODE, 'Den Code reparieren, nicht die Tests ändern.'],
    ['Lass bitte die Emojis weg.', EMOJI, 'Lass bitte die Emojis weg.'],
    ['Hör auf mit den Emojis.', EMOJI, 'Hör auf mit den Emojis.'],
    ['Zu lang. Fass dich kürzer.', EN, 'Fass dich kürzer.'],
    ['Schon wieder auf Englisch. Ich hab doch gesagt, auf Deutsch!', EN, 'Antworte auf Deutsch.'],
    ['en español por favor', EN, 'Responde en español.'],
    ["en français s'il te plaît", EN, 'Réponds en français.'],
    ['em português, por favor', EN, 'Responda em português.'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it('"Ich habe dir doch gesagt, dass ich eine Nussallergie habe!" is a correction', () => {
    const d = detect(turn('Ich habe dir doch gesagt, dass ich eine Nussallergie habe!', 'Das Rezept: 200 g Butter, 3 Eier, 250 g Mehl, 100 g Walnüsse.'));
    expect(d.kind).toBe('correction');
  });
  it.each([
    ['Ah, verstehe. Und wie kann ich das in Zukunft vermeiden?', 'Der Fehler kommt vom fehlenden Import.'],
    ['Ich habe keine Zeit mehr, kannst du es zusammenfassen?', EN],
    ['En español, ¿cómo se dice "sales"?', EN],
    ['Danke, das funktioniert perfekt!', CODE],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('everyday French and Russian put right (blind sets fr2 and ru2)', () => {
  // Written with blind set de2, before anything was changed for them. French: 14 of 18 found, 2 of 14 flagged; Russian:
  // 12 of 16 and 2 of 12. Missed: "Arrête avec les emojis", "без комментариев в коде", "Никакого jQuery" (no ban),
  // "Это неправда, …" (no "untrue"); flagged: "Et comment éviter ça à l'avenir ?", "А как избежать этого в будущем?"
  // (a question about the user's own future) and "Нет, не нужно, спасибо" (a polite no). Rules that read as
  // nonsense: "Используй 10 идей, а не 5.", "Utilise juste que tu corriges …" ("Use" before a count or a clause), and
  // "…, je te l'ai déjà dit" kept in the rule. Left: "ça marche toujours pas, même erreur" (frustration, by the
  // rubric), "En euros svp" and "Tutoie-le, c'est mon frère". After: French 15 of 18 and 1 of 14 ("Écris la suite, où
  // le dragon trouve un ami", by the model alone), Russian 15 of 16 and 0 of 12.
  const FR = "J'ai modifié les tests pour qu'ils passent : expected vaut maintenant 42.";
  const RU = 'Я изменил тесты, чтобы они проходили: expected теперь 42.';
  it.each([
    ['Arrête avec les emojis.', FR, 'Arrête avec les emojis.'],
    ['Utilise const au lieu de var, je te l\'ai déjà dit.', FR, 'Utilise const, pas var.'],
    ['Je voulais juste que tu corriges la faute de frappe, pas que tu réécrives tout.', FR, 'Je voulais juste que tu corriges la faute de frappe, pas que tu réécrives tout.'],
    ['Il ne faut pas modifier les tests, il faut corriger le code !', FR, 'Ne modifie pas les tests, il faut corriger le code.'],
    ['без комментариев в коде, пожалуйста', RU, 'Без комментариев в коде.'],
    ['Никакого jQuery, только чистый JS.', RU, 'Никакого jQuery, только чистый JS.'],
    ['Я просил 10 идей, а не 5.', RU, '10 идей, а не 5.'],
    ['Я просил только исправить опечатку, а не переписывать всё.', RU, 'Только исправить опечатку, а не переписывать всё.'],
    ['Используй const вместо var, я уже говорил.', RU, 'Используй const, а не var.'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it('"Это неправда, она была в 1815." is a correction', () => {
    expect(detect(turn('Это неправда, она была в 1815.', 'Битва при Ватерлоо произошла в 1814 году.')).kind).toBe('correction');
  });
  it.each([
    ["Ah d'accord. Et comment éviter ça à l'avenir ?", "L'erreur vient de l'import manquant."],
    ['Понял. А как избежать этого в будущем?', 'Ошибка из-за отсутствующего импорта.'],
    ['Нет, не нужно, спасибо.', 'Сделать функцию асинхронной?'],
    ['Без проблем, давай дальше.', 'Готово, я обновил README.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('everyday Italian and Japanese put right (blind sets it2 and ja2)', () => {
  // Written after fr2 and ru2, before anything was changed for them. Italian: 12 of 16 found, 1 of 12 flagged ("Scrivi
  // il seguito …", by the model alone, left); Japanese: 12 of 14 and 1 of 12. Missed: "Ti avevo chiesto 10 idee, non
  // 5", "Basta con le emoji", "Niente jQuery", "Niente tabelle", "長すぎ。3文以内でまとめて。" (the casual "too"), "…全部書き直し
  // てとは言ってない" (what the user did not ask for); flagged: "今後これを防ぐにはどうすればいいですか？". No rule: "No,
  // usiamo pnpm, non npm", "Non devi cambiare i test, …", "Scrivilo in modo più informale", "massimo tre frasi", and
  // "日本語で答えてって言ったでしょ" kept "って言ったでしょ". After: 16 of 16 and 1 of 12; 14 of 14 and 0 of 12.
  const IT = "Ho modificato i test in modo che passino: expected ora vale 42.";
  const JA = 'テストが通るように expected を42に変更しました。';
  it.each([
    ['No, usiamo pnpm, non npm.', IT, 'Usa pnpm, non npm.'],
    ['Ti avevo chiesto 10 idee, non 5.', IT, 'Ti avevo chiesto 10 idee, non 5.'],
    ['Basta con le emoji.', IT, 'Basta con le emoji.'],
    ['Niente jQuery, solo JavaScript puro.', IT, 'Niente jQuery, solo JavaScript puro.'],
    ['Non devi cambiare i test, devi correggere il codice!', IT, 'Non cambiare i test, devi correggere il codice.'],
    ["Troppo formale, è per un amico. Scrivilo in modo più informale.", IT, 'Scrivilo in modo più informale.'],
    ['Troppo lungo. Più breve, massimo tre frasi.', IT, 'Massimo tre frasi.'],
    ['長すぎ。3文以内でまとめて。', JA, '3文以内でまとめて。'],
    ['また英語になってる。日本語で答えてって言ったでしょ。', JA, '日本語で答えて。'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it('"誤字を直してほしかっただけで、全部書き直してとは言ってない。" is a correction', () => {
    expect(detect(turn('誤字を直してほしかっただけで、全部書き直してとは言ってない。', 'コンポーネント全体を書き直し、スタイルも変更しました。')).kind).toBe('correction');
  });
  it.each([
    ['なるほど。今後これを防ぐにはどうすればいいですか？', 'インポートが足りないのが原因です。'],
    ['Ah ok. E come posso evitarlo in futuro?', "L'errore deriva dall'import mancante."],
    ['Niente di che, grazie. Passiamo al login.', 'Ho ottimizzato la funzione.'],
    ['Basta così, grazie!', 'Ho ottimizzato la funzione.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('everyday Spanish and Portuguese put right (blind sets es3 and pt2)', () => {
  // Written after it2 and ja2, before anything was changed for them. Spanish: 9 of 16 found, 3 of 12 flagged;
  // Portuguese: 13 of 16 and 0 of 12. Missed: "sin comentarios en el código porfa", "Ya basta de emojis", "Nada de
  // jQuery", "Para com os emojis" (no ban), "Falso, fue en 1815" / "Errado, foi em 1815" (the claim called false at
  // once), "Yo no te pedí que renombraras el archivo" / "Eu não pedi pra renomear", "¡No tienes que cambiar los tests,
  // …!", "Otra vez en inglés… ¡te dije en español!"; flagged: "¿Y cómo evito esto en el futuro?", "No, no hace falta,
  // gracias" (a polite no), "Escribe la continuación, …" (the model alone, left). The rule "Usa Solo quería que
  // corrigieras …" read "solo" as the thing to use. After: 16 of 16 and 1 of 12; 16 of 16 and 0 of 12.
  const ES = 'Modifiqué los tests para que pasen: expected ahora vale 42.';
  const PT = 'Alterei os testes para passarem: expected agora é 42.';
  it.each([
    ['sin comentarios en el código porfa', ES, 'Sin comentarios en el código.'],
    ['Ya basta de emojis.', ES, 'Ya basta de emojis.'],
    ['Nada de jQuery, solo JavaScript puro.', ES, 'Nada de jQuery, solo JavaScript puro.'],
    ['¡No tienes que cambiar los tests, tienes que arreglar el código!', ES, 'No cambiar los tests, tienes que arreglar el código.'],
    ['Otra vez en inglés… ¡te dije en español!', ES, 'Responde en español.'],
    ['Solo quería que corrigieras el error de tipeo, no que reescribieras todo.', ES, 'Solo quería que corrigieras el error de tipeo, no que reescribieras todo.'],
    ['Muy formal, es para un amigo. Escríbelo más relajado.', ES, 'Escríbelo más relajado.'],
    ['Para com os emojis.', PT, 'Para com os emojis.'],
    ['Não é pra mudar os testes, é pra corrigir o código!', PT, 'Não mudar os testes, é pra corrigir o código.'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ['Falso, fue en 1815.', 'La batalla de Waterloo fue en 1814.'],
    ['Errado, foi em 1815.', 'A batalha de Waterloo aconteceu em 1814.'],
    ['Yo no te pedí que renombraras el archivo, déjalo como estaba.', 'Renombré el archivo config.py a settings.py.'],
    ['Eu não pedi pra renomear o arquivo, volta como estava.', 'Renomeei o arquivo config.py para settings.py.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['Ah, ya entendí. ¿Y cómo evito esto en el futuro?', 'El error viene del import que faltaba.'],
    ['No, no hace falta, gracias.', '¿Quieres que haga la función asíncrona?'],
    ['Não, não precisa, obrigado.', 'Quer que eu deixe a função assíncrona?'],
    ['Non, pas besoin, merci.', 'Tu veux que je rende la fonction asynchrone ?'],
    ['Sin problema, sigamos con el login.', 'Optimicé la función.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('the same everyday corrections in English and Chinese (blind sets en5 and zh5)', () => {
  // The template of the other languages' sets, written in English and Chinese to check the first-class languages
  // against it, before anything was changed. English: 14 of 16 found, 0 of 12 flagged; Chinese: 16 of 16 and 1 of 12
  // ("以后怎么避免这种情况？", a question about the user's own future). Missed: "Enough with the emojis." (no cue) and
  // "Spanish again… I said English!" ("I said" after an ellipsis). Rules: "I asked for 10 ideas, not 5." was "Use 10
  // ideas, not 5.", "You're not supposed to change the tests, …" and "又是英文……我说了用中文！" had none. After: 16 of 16
  // and 0 of 12 in both.
  const CODE = 'I changed the tests so they pass: expected is now 42.';
  it.each([
    ['Enough with the emojis.', '✅ Great question! 🎉 Here are the steps 🚀 …', 'No more emojis.'],
    ['Spanish again… I said English!', 'Aquí tienes el resumen: …', 'Answer in English.'],
    ['I asked for 10 ideas, not 5.', 'Here are 5 gift ideas for your mom: …', '10 ideas, not 5.'],
    ["You're not supposed to change the tests, you're supposed to fix the code!", CODE, "Don't change the tests, you're supposed to fix the code."],
    ['又是英文……我说了用中文！', "Here's the summary you asked for: …", '用中文回答。'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ['明白了。以后怎么避免这种情况？', '错误是因为缺少导入。'],
    ['Ah I see. How do I avoid this in the future?', 'The error comes from the missing import.'],
    ['No, not needed, thanks.', 'Want me to make the function async?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('everyday Korean put right (blind set ko2)', () => {
  // The same template, before anything was changed: 12 of 14 found, 1 of 12 flagged. Missed: "파일 이름 바꾸라고 한 적
  // 없는데요" ("I never said to rename it") and "이모지 좀 그만 쓰세요" ("stop" said with 그만, which was also read as a
  // request to do); flagged: "앞으로 이런 걸 어떻게 방지하죠?". After: 14 of 14, 0 of 12.
  it('"이모지 좀 그만 쓰세요." is a ban', () => {
    const d = detect(turn('이모지 좀 그만 쓰세요.', '✅ 좋은 질문이에요! 🎉 단계는 다음과 같습니다 🚀 …'));
    expect(isLesson(d.kind)).toBe(true);
    expect(d.lesson).toBe('이모지 좀 그만 쓰세요.');
  });
  it('"파일 이름 바꾸라고 한 적 없는데요. 원래대로 돌려놓으세요." is a correction', () => {
    expect(detect(turn('파일 이름 바꾸라고 한 적 없는데요. 원래대로 돌려놓으세요.', 'config.py 파일을 settings.py로 이름을 바꿨습니다.')).kind).toBe('correction');
  });
  it('"아 그렇군요. 앞으로 이런 걸 어떻게 방지하죠?" is none', () => {
    expect(detect(turn('아 그렇군요. 앞으로 이런 걸 어떻게 방지하죠?', 'import가 빠져서 생긴 에러입니다.')).kind).toBe('none');
  });
});

describe('a second everyday template in English, Spanish, German and French (blind sets t2en, t2es, t2de, t2fr)', () => {
  // Twelve corrections and eight other turns, written after the first template's fixes and scored before anything was
  // changed for them: English 11 of 12 found, 1 of 8 flagged ("Let's try another approach.", left: it does reject the
  // approach); Spanish 10 of 12, 0 of 8; German 8 of 12, 1 of 8; French 10 of 12, 0 of 8. Missed: a tone asked for in
  // every language ("Please use a formal tone, this is for my manager", "Usa un tono formal", "Bitte einen förmlichen
  // Ton", "Utilise un ton formel"), a habit to stop asked as a question ("¿Puedes dejar de pedir perdón …?", "Kannst du
  // aufhören, …?", "Tu peux arrêter de t'excuser … ?"), "Mach es kürzer, höchstens 100 Wörter" and "Denk dran, dass ich
  // Vegetarierin bin" (German "remember" and the user's diet in a subordinate clause); flagged: "Was bedeutet dieser
  // Fehler?" (a bare "Fehler" was frustration even in a question). "Ich wollte eine Zusammenfassung, keine
  // Übersetzung" kept only "Keine Übersetzung." After: 12 of 12 in each; English still flags the other approach.
  it.each([
    ['Please use a formal tone, this is for my manager.', 'hey! so basically the meeting got moved lol', 'Use a formal tone.'],
    ['Usa un tono formal, es para mi jefe.', '¡hola! pues nada, que la reunión se movió jaja', 'Usa un tono formal.'],
    ['¿Puedes dejar de pedir perdón todo el tiempo?', '¡Lo siento mucho por la confusión! Te pido disculpas.', 'Deja de pedir perdón todo el tiempo.'],
    ['Kannst du aufhören, dich ständig zu entschuldigen?', 'Es tut mir sehr leid! Ich entschuldige mich.', 'Hör auf, dich ständig zu entschuldigen.'],
    ["Tu peux arrêter de t'excuser tout le temps ?", 'Je suis vraiment désolé ! Toutes mes excuses.', "Arrête de t'excuser tout le temps."],
    ['Mach es kürzer, höchstens 100 Wörter.', 'Hier ist eine ausführliche Produktbeschreibung mit 600 Wörtern…', 'Mach es kürzer, höchstens 100 Wörter.'],
    ['Denk dran, dass ich Vegetarierin bin.', 'Hier ist ein Rezept für Rindergulasch.', 'Ich bin Vegetarierin.'],
    ['Das habe ich nicht gefragt. Ich wollte eine Zusammenfassung, keine Übersetzung.', 'Hier ist die englische Übersetzung deines Textes: …', 'Ich wollte eine Zusammenfassung, keine Übersetzung.'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it('"Was bedeutet dieser Fehler? …" is none', () => {
    expect(detect(turn("Was bedeutet dieser Fehler? ModuleNotFoundError: No module named 'requests'", 'Starte das Skript mit python main.py.')).kind).toBe('none');
  });
});

describe('the second everyday template in Chinese, Russian and Japanese (blind sets t2zh, t2ru, t2ja)', () => {
  // Scored before anything was changed for them: Chinese 9 of 12 found, 1 of 8 flagged; Russian 10 of 12, 0 of 8;
  // Japanese 9 of 12, 0 of 8. Missed: a ban or a habit to stop asked as a question ("你能不能别老是道歉？", "Можешь
  // перестать постоянно извиняться?", "いちいち謝るのやめてもらえますか？"), "你一直在犯同样的错误", "Используй официальный
  // тон", "結論が抜けてます", "もっとフォーマルな口調でお願いします"; "你为什么把我的注释删了？" was frustration and "这个报错是
  // 什么意思？" was flagged. No rule: "我不是要翻译，我要的是总结", "记住我是素食者", "今後は常に箇条書きで答えてください", and
  // "Функция называется getUser, а не fetchUser" read as "Используй Функция называется …". After: 12 of 12 and 0 of 8 in
  // each.
  it.each([
    ['你能不能别老是道歉？', '非常抱歉给您带来困扰！我向您道歉。', '别老是道歉。'],
    ['我不是要翻译，我要的是总结。', '这是你文本的英文翻译：……', '要总结，不要翻译。'],
    ['记住我是素食者。', '这是红烧牛肉的做法。', '我是素食者。'],
    ['Можешь перестать постоянно извиняться?', 'Прошу прощения за путаницу! Приношу извинения.', 'Перестань постоянно извиняться.'],
    ['Функция называется getUser, а не fetchUser.', 'Вызовите fetchUser(id), чтобы загрузить профиль.', 'Функция называется getUser, а не fetchUser.'],
    ['いちいち謝るのやめてもらえますか？', '混乱させてしまい大変申し訳ありません！', 'いちいち謝るのやめて。'],
    ['今後は常に箇条書きで答えてください。', '3段落の計画です。', '箇条書きで答えてください。'],
    ['上司宛てなので、もっとフォーマルな口調でお願いします。', 'やあ！会議がずれたよw', 'もっとフォーマルな口調でお願いします。'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ['你一直在犯同样的错误。', '我更新了函数，现在应该能处理空列表了。'],
    ['你为什么把我的注释删了？', '我整理了文件，删掉了不必要的注释。'],
    ['Используй официальный тон, это для начальника.', 'привет! короче, встречу перенесли лол'],
    ['結論が抜けてます。', '作文です：序論…本論…'],
  ])('"%s" teaches a lesson', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('"这个报错是什么意思？…" is none', () => {
    expect(detect(turn("这个报错是什么意思？ModuleNotFoundError: No module named 'requests'", '用 python main.py 运行脚本。')).kind).toBe('none');
  });
});

describe('corrections typed fast, in English and Chinese (blind sets t3en and t3zh)', () => {
  // Lower case, no commas, chat shorthand; scored before anything was changed for them: English 10 of 10 found, 0 of 6
  // flagged; Chinese 8 of 10 and 0 of 6. Missed: "怎么还在用var" (read as frustration) and "用python3" (a version named
  // alone). "我要的是每个月的 不是全年" had no rule (a space where the comma goes) and "stop using bullet points omg" kept
  // the "omg". After: 10 of 10 in both.
  it.each([
    ['stop using bullet points omg', 'Here are the key points:\n- Point one\n- Point two', 'Stop using bullet points.'],
    ['我要的是每个月的 不是全年', '全年总计12400元。', '应该是每个月的，不是全年。'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ['怎么还在用var', 'var total = 0;'],
    ['用python3', 'print "hello"  # Python 2'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
});

describe('the second everyday template in Italian and Portuguese (blind sets t2it and t2pt)', () => {
  // Scored before anything was changed for them: Italian 8 of 12 found, Portuguese 10 of 12, 0 of 8 flagged in both.
  // Missed: "Fallo più corto, massimo 100 parole", "La funzione si chiama getUser, non fetchUser", "Ricordati che sono
  // vegetariana" (no Italian diet), "Usa un tono formale", "Dá pra parar de pedir desculpas toda hora?", "Tá errado, …".
  // After: 12 of 12 and 0 of 8 in both.
  it.each([
    ['Fallo più corto, massimo 100 parole.', 'Ecco una descrizione dettagliata del prodotto di 600 parole…', 'Fallo più corto, massimo 100 parole.'],
    ['La funzione si chiama getUser, non fetchUser.', 'Chiama fetchUser(id) per caricare il profilo.', 'La funzione si chiama getUser, non fetchUser.'],
    ['Ricordati che sono vegetariana.', 'Ecco una ricetta di spezzatino di manzo.', 'Sono vegetariana.'],
    ['Usa un tono formale, è per il mio capo.', 'ciao! allora la riunione è stata spostata ahah', 'Usa un tono formale.'],
    ['Dá pra parar de pedir desculpas toda hora?', 'Peço muitas desculpas pela confusão!', 'Pare de pedir desculpas toda hora.'],
    ['Usa um tom formal, é pro meu chefe.', 'oi! então a reunião mudou kkk', 'Usa um tom formal.'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it('"Tá errado, 7 x 8 é 56." is a correction', () => {
    expect(detect(turn('Tá errado, 7 x 8 é 56.', '7 x 8 = 54')).kind).toBe('correction');
  });
});

describe('the second everyday template in Korean and Dutch (blind sets t2ko and t2nl)', () => {
  // Scored before anything was changed for them: Korean 8 of 12 found, Dutch 7 of 12, 0 of 8 flagged in both. Missed:
  // "매번 사과 좀 그만하면 안 돼요?", "결론이 빠졌어요", "계속 같은 실수를 하시네요", "격식 있는 말투로 써 주세요"; "Kun je stoppen
  // met …?", "Geen cups, …", "Maak het korter, maximaal 100 woorden", "Gebruik een formele toon", "Waarom heb je mijn
  // comments verwijderd?". Rules: "Gebruik De functie heet getUser, …" and "Gebruik Ik wilde een samenvatting, …"
  // ("Use" before a statement), "Onthoud dat ik vegetariër ben" had none. After: 12 of 12 and 0 of 8 in both.
  it.each([
    ['매번 사과 좀 그만하면 안 돼요?', '혼란을 드려 정말 죄송합니다! 사과드립니다.', '매번 사과 좀 그만하세요.'],
    ['Kun je stoppen met steeds sorry zeggen?', 'Sorry voor de verwarring! Mijn excuses.', 'Stop met steeds sorry zeggen.'],
    ['De functie heet getUser, niet fetchUser.', 'Roep fetchUser(id) aan om het profiel te laden.', 'De functie heet getUser, niet fetchUser.'],
    ['Dat vroeg ik niet. Ik wilde een samenvatting, geen vertaling.', 'Hier is de Engelse vertaling van je tekst: …', 'Ik wilde een samenvatting, geen vertaling.'],
    ['Onthoud dat ik vegetariër ben.', 'Hier is een recept voor runderstoofpot.', 'Ik ben vegetariër.'],
    ['Gebruik een formele toon, het is voor mijn baas.', 'hoi! de meeting is verzet haha', 'Gebruik een formele toon.'],
    ['Maak het korter, maximaal 100 woorden.', 'Hier is een uitgebreide productbeschrijving van 600 woorden…', 'Maak het korter, maximaal 100 woorden.'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ['결론이 빠졌어요.', '에세이입니다: 서론 … 본론 …'],
    ['계속 같은 실수를 하시네요.', '함수를 수정했습니다.'],
    ['Waarom heb je mijn comments verwijderd?', 'Ik heb het bestand opgeschoond en overbodige opmerkingen verwijderd.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
});

describe('the second everyday template in Turkish and Vietnamese (blind sets t2tr and t2vi)', () => {
  // Scored before anything was changed for them: 5 of 12 found in each, 0 of 8 flagged. Short turns were guessed English
  // or Italian ("Sai rồi, 7 x 8 = 56", "Bunu istemedim. Çeviri değil, özet istedim"): the letters only Vietnamese and
  // only Turkish write now count toward their language. Missed besides: what was not asked for, a habit to stop asked
  // as a question ("… bırakır mısın?", "Bạn đừng xin lỗi hoài được không?"), the same mistake again, a register, the
  // length asked for, what was deleted. After: Turkish 11 of 12 ("Sonucu unuttun." is still read as English), Vietnamese
  // 12 of 12, 0 of 8 flagged in both; blind set 121's Turkish question with "asla" stays none.
  it.each([
    ['Sai rồi, 7 x 8 = 56.', '7 x 8 = 54'],
    ['Sao bạn xoá comment của mình?', 'Mình đã dọn file và xoá các comment không cần thiết.'],
    ['Bạn đừng xin lỗi hoài được không?', 'Thành thật xin lỗi vì sự nhầm lẫn!'],
    ['Bunu istemedim. Çeviri değil, özet istedim.', 'Metninizin İngilizce çevirisi: …'],
    ['Sürekli özür dilemeyi bırakır mısın?', 'Karışıklık için çok özür dilerim!'],
    ['Yorumlarımı neden sildin?', 'Dosyayı temizledim ve gereksiz yorumları sildim.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['Hàm tên là getUser, không phải fetchUser.', 'Gọi fetchUser(id) để tải hồ sơ.', 'Hàm tên là getUser, không phải fetchUser.'],
    ['Resmi bir dil kullan, patronuma gidecek.', 'selam! toplantı ertelendi haha', 'Resmi bir dil kullan.'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it('"asla pes etmeyen biri olduğumu da ekleyebilir misin?" is none', () => {
    expect(detect(turn('asla pes etmeyen biri olduğumu da ekleyebilir misin?', 'İşte özgeçmişinin ilk taslağı.')).kind).toBe('none');
  });
});

describe('the second everyday template in Indonesian (blind set t2id)', () => {
  // Scored before anything was changed for it: 7 of 12 found, 1 of 8 flagged ("Error ini artinya apa? …", read as
  // English and left). Missed: "Bisa berhenti minta maaf terus nggak?", "Kamu terus bikin kesalahan yang sama",
  // "Kenapa komentarku kamu hapus?"; "Buat lebih singkat, maksimal 100 kata" and "Salah, 7 x 8 = 56" are still read as
  // English. Rules: "Pakai Aku mau ringkasan, …" and "Pakai Nama fungsinya getUser, …" ("Use" before a statement).
  // After: 10 of 12, 1 of 8.
  it.each([
    ['Bisa berhenti minta maaf terus nggak?', 'Mohon maaf atas kebingungannya!', 'Berhenti minta maaf terus.'],
    ['Bukan itu yang aku minta. Aku mau ringkasan, bukan terjemahan.', 'Berikut terjemahan bahasa Inggris dari teks kamu: …', 'Aku mau ringkasan, bukan terjemahan.'],
    ['Nama fungsinya getUser, bukan fetchUser.', 'Panggil fetchUser(id) untuk memuat profil.', 'Nama fungsinya getUser, bukan fetchUser.'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ['Kamu terus bikin kesalahan yang sama.', 'Aku sudah memperbarui fungsinya.'],
    ['Kenapa komentarku kamu hapus?', 'Aku sudah merapikan file dan menghapus komentar yang tidak perlu.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
});

describe('sentences shaped like this session\'s cues that correct nothing (blind set 64)', () => {
  // Written to test the cues and rules of blind sets 57–63 on ordinary chat. Scored before anything was changed for it:
  // 5 of 12 flagged: "that isn't something I knew, it's fascinating" (corr.isnt_its), "I said to my wife we'd get the grey
  // one" (said to someone else), "our budget is flexible, …" (read as a budget limit), "this is misleading in a good
  // way", and "like I said before, I love walnut. …", which is left: a taste repeated is close to a preference.
  const SOFA = 'Here are three options for your living room: a grey sofa, a blue armchair and a walnut coffee table. The sofa is $899.';
  const LEAF = 'Sure! Photosynthesis turns light, water and CO2 into glucose and oxygen, mostly in the leaves.';
  it.each([
    ["it isn't cheap, but it's worth it I guess. where can I buy it?", SOFA],
    ["the sofa isn't bad, it's actually quite nice. what about a rug?", SOFA],
    ["that isn't something I knew, it's fascinating", LEAF],
    ["I said to my wife we'd get the grey one, she agrees", SOFA],
    ['our budget is flexible, show me something premium too', SOFA],
    ['I only have a small room, will the sofa fit? it\'s 3 by 4 meters', SOFA],
    ["I'm a complete beginner in biology, can you explain glucose?", LEAF],
    ['this is misleading in a good way, it looks bigger in photos', SOFA],
    ['wasn\'t it discovered in the 1700s?', LEAF],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a trip, a workout and a dinner fitted to the user (blind set 63)', () => {
  // Scored before anything was changed for it: 10 of 12 corrections found, 0 of 8 other turns flagged. Missed: "way
  // over budget, we have about $100 a day for food" (no cue), "we're travelling with two toddlers, a wine tasting won't
  // work" (read as frustration). What the user can do or afford had no rule ("I only have 30 minutes a day", "I'm a
  // complete beginner").
  const TRIP = "Here's a 3-day Paris itinerary:\nDay 1: Louvre (Monday morning), lunch at a bistro, Seine cruise\nDay 2: Versailles day trip, dinner at Le Jules Verne ($250 pp)\nDay 3: Montmartre, Sacré-Cœur, a wine tasting\nLet me know if you'd like changes!";
  const WORKOUT = "Here's your 4-day workout plan:\nMon: heavy squats and deadlifts\nTue: running intervals\nThu: bench press\nSat: long run (10 km)\nAim for 90 minutes per session.";
  it.each([
    ['way over budget, we have about $100 a day for food', TRIP, 'We have about $100 a day for food.'],
    ["we're travelling with two toddlers, a wine tasting won't work", TRIP, "We're travelling with two toddlers, a wine tasting won't work."],
    ['90 minutes is way too long, I only have 30 minutes a day', WORKOUT, 'I only have 30 minutes a day.'],
    ["I'm a complete beginner, this is way too advanced", WORKOUT, "I'm a complete beginner."],
    // (The fact and the ban it brings, together: they were the ban alone before.)
    ['I have a knee injury, no running or heavy squats', WORKOUT, 'I have a knee injury, no running or heavy squats.'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ["I'm a complete beginner, can you explain what a variable is?", 'Hello! How can I help you today?'],
    ['we\'re travelling with two toddlers, any tips for the flight?', TRIP],
    ['our budget is $2000, what laptop should I buy?', 'Hello! How can I help you today?'],
    ["I've never been to Paris, is the metro easy to use?", TRIP],
    ['nice, how many sets for the squats?', WORKOUT],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a Chinese coding agent put right in everyday speech (blind set 62)', () => {
  // Scored before anything was changed for it: 7 of 10 corrections found ("你这改了个寂寞，问题还在" as frustration, which
  // is feedback), 0 of 6 other turns flagged. Missed: "撤回 api/user.ts 的修改", "又给我整出新 bug 了，页面直接白屏". "dayjs
  // 不要引，…" had no rule (a space before 不要, and 引 not among the verbs).
  const DONE = '已完成修改：\n- 重构了 `utils/date.ts`，把所有日期函数改成了 dayjs\n- 顺手把 `api/user.ts` 里的请求改成了 axios\n- 新增了 `components/Loading.vue`\n\n现在应该可以正常运行了！';
  it.each([
    ['撤回 api/user.ts 的修改', null],
    ['又给我整出新 bug 了，页面直接白屏', null],
    ['dayjs 不要引，项目里已经有 date-fns 了', 'dayjs 不要引。'],
    ['别整这些花里胡哨的，简单点', '别整这些花里胡哨的，简单点。'],
    ['能不能别瞎改，我只让你改日期那块', '别瞎改。'],
    ['不要自作主张，没让你动的文件别碰', '不要自作主张，没让你动的文件别碰。'],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, DONE));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each(['可以，那顺便把 README 也更新一下', '好的，跑一下单元测试看看', '这个 Loading 组件能不能加个淡入动画？', 'dayjs 和 date-fns 有什么区别？', '没问题了，提交吧', '下一步把登录页也按这个风格改一下'])('"%s" is none', (text) => {
    expect(detect(turn(text, DONE)).kind).toBe('none');
  });
});

describe('answers to what the assistant offered, and corrections after it, English and Chinese (blind set 61)', () => {
  // Scored before anything was changed for it: 6 of 6 corrections found, 2 of 13 answers flagged ("not yet, let's
  // test it first" as a correction with the rule "Let's test it first.", "shorter please" after "Would you like me to
  // make it shorter …?" as the standing rule "Make answers shorter."). Rules missing: "I told you not to touch prod",
  // "以后重启前先问我".
  const ASK = 'Done! I updated the config and restarted the server. Should I also update the docs?';
  const OFFER = "I've drafted the email. Would you like me to make it shorter or add a call to action?";
  const ASK_ZH = '已经修改好了配置并重启了服务。需要我顺便更新一下文档吗？';
  it.each([
    ['why did you restart the server? I told you not to touch prod', ASK, "Don't touch prod."],
    ['谁让你重启服务的？以后重启前先问我', ASK_ZH, '重启前先问我。'],
    ["it's addressed to the wrong person, it should go to Maria", OFFER, 'It should go to Maria.'],
    ['你改错文件了，应该改 config.prod.yaml', ASK_ZH, '应该改 config.prod.yaml。'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ['yes please', ASK],
    ['no, leave the docs for now', ASK],
    ["not yet, let's test it first", ASK],
    ['shorter please', OFFER],
    ['make it shorter', OFFER],
    ['add a call to action', OFFER],
    ['不用了，谢谢', ASK_ZH],
    ['先不用，我先测一下', ASK_ZH],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('a standing rule said in answer to the offer is still one', () => {
    expect(detect(turn('always make it shorter', OFFER)).kind).toBe('preference');
  });
});

describe('a travel, cooking and training chat in eight languages, nothing to correct (blind set 60)', () => {
  // Written after a lone own-language cue could decide a short reply (3333bce), to see it does not over-reach. Scored
  // before anything was changed for it: 4 of 25 flagged, none by that guard: "siempre"/"nunca"/"никогда" telling the
  // user's own story ("Mi abuela siempre la hacía con conejo", "Nunca fui a Portugal", "Я никогда не занимался в зале")
  // read as standing rules, "Nunca fui a Portugal" even became the rule "Nunca fui a Portugal, estou muito animado.",
  // and "no sé si me va a salir bien, nunca he hecho paella" was read as English.
  it.each([
    ['¡Qué rica! ¿Puedo usar arroz integral?', 'Aquí tienes la receta de paella para 4 personas: arroz, azafrán, pollo, judías verdes y caldo.'],
    ['No tengo azafrán en casa, ¿con qué lo sustituyo?', 'Aquí tienes la receta de paella para 4 personas: arroz, azafrán, pollo, judías verdes y caldo.'],
    ['Mi abuela siempre la hacía con conejo, qué recuerdos', 'Aquí tienes la receta de paella para 4 personas: arroz, azafrán, pollo, judías verdes y caldo.'],
    ['no sé si me va a salir bien, nunca he hecho paella', 'Aquí tienes la receta de paella para 4 personas: arroz, azafrán, pollo, judías verdes y caldo.'],
    ['Super, on pourrait aussi visiter un musée le deuxième jour ?', 'Voici le plan de votre voyage à Lyon : jour 1, Vieux Lyon ; jour 2, Fourvière ; jour 3, les Halles.'],
    ['Je n\'ai jamais été à Lyon, c\'est comment la nourriture là-bas ?', 'Voici le plan de votre voyage à Lyon : jour 1, Vieux Lyon ; jour 2, Fourvière ; jour 3, les Halles.'],
    ['Parfait, merci beaucoup !', 'Voici le plan de votre voyage à Lyon : jour 1, Vieux Lyon ; jour 2, Fourvière ; jour 3, les Halles.'],
    ['Interessant. Warum ist sie gesunken?', 'Hier ist die Zusammenfassung des Artikels: Die Inflation ist im Oktober auf 2,1 % gesunken.'],
    ['Ich habe den Artikel nicht gelesen, kannst du mehr Details geben?', 'Hier ist die Zusammenfassung des Artikels: Die Inflation ist im Oktober auf 2,1 % gesunken.'],
    ['Das ist eine gute Nachricht für die Sparer', 'Hier ist die Zusammenfassung des Artikels: Die Inflation ist im Oktober auf 2,1 % gesunken.'],
    ['Grazie! Non ho mai scritto una lettera del genere', 'Ecco la lettera di presentazione per la posizione di grafico junior presso lo studio.'],
    ['Posso aggiungere che parlo tre lingue?', 'Ecco la lettera di presentazione per la posizione di grafico junior presso lo studio.'],
    ['Спасибо! А что делать во вторник и четверг?', 'Вот план тренировок на неделю: понедельник — ноги, среда — спина, пятница — грудь.'],
    ['Я никогда не занимался в зале, с чего начать?', 'Вот план тренировок на неделю: понедельник — ноги, среда — спина, пятница — грудь.'],
    ['Не знаю, успею ли я три раза в неделю', 'Вот план тренировок на неделю: понедельник — ноги, среда — спина, пятница — грудь.'],
    ['ありがとう！浅草でおすすめのお土産はありますか？', '東京の2日間プランです：1日目 浅草と上野、2日目 渋谷と原宿。'],
    ['人が多すぎるところは苦手なんですが、原宿は混んでいますか？', '東京の2日間プランです：1日目 浅草と上野、2日目 渋谷と原宿。'],
    ['雨の日でも楽しめますか？', '東京の2日間プランです：1日目 浅草と上野、2日目 渋谷と原宿。'],
    ['いいですね。2日目の夜は何を食べたらいいですか', '東京の2日間プランです：1日目 浅草と上野、2日目 渋谷と原宿。'],
    ['좋아요! 감천문화마을은 몇 시에 가는 게 좋아요?', '부산 2박 3일 일정입니다: 1일차 해운대, 2일차 감천문화마을, 3일차 자갈치시장.'],
    ['부산은 처음이라 너무 기대돼요', '부산 2박 3일 일정입니다: 1일차 해운대, 2일차 감천문화마을, 3일차 자갈치시장.'],
    ['비가 오면 어디 가면 좋을까요?', '부산 2박 3일 일정입니다: 1일차 해운대, 2일차 감천문화마을, 3일차 자갈치시장.'],
    ['Que legal! Sintra dá para ir de trem?', 'Aqui está o roteiro de 3 dias em Lisboa: Alfama, Belém e Sintra.'],
    ['Nunca fui a Portugal, estou muito animado', 'Aqui está o roteiro de 3 dias em Lisboa: Alfama, Belém e Sintra.'],
    ['Não sei se três dias são suficientes', 'Aqui está o roteiro de 3 dias em Lisboa: Alfama, Belém e Sintra.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a general chat in Japanese and Korean (blind set 59)', () => {
  // Scored before anything was changed for it: 8 of 14 corrections found, 0 of 6 other turns flagged. Missed: "大阪城は
  // 京都じゃないです。京都市内だけでお願いします", "堅すぎます。…もっとカジュアルに", "長すぎる。200字以内にして" (their cues fired;
  // the model, with few Japanese rows, said none; the first only through "ないで" read inside "じゃないです", now
  // ja.wrong), "너무 딱딱해요" (no cue), and two bare facts ("3,776メートルですよ", "1,947미터 아니에요?"), still missed.
  it.each([
    ['大阪城は京都じゃないです。京都市内だけでお願いします', '京都の3日間プランです：1日目 金閣寺、2日目 大阪城、3日目 奈良公園', '京都市内だけでお願いします。'],
    ['堅すぎます。友達へのメールなので、もっとカジュアルに', '拝啓　時下ますますご清栄のこととお慶び申し上げます……', 'もっとカジュアルに。'],
    ['長すぎる。200字以内にして', 'ご要望の自己紹介文です（800字）：……', '200字以内にして。'],
    ['너무 딱딱해요. 친구한테 보내는 거예요', '안녕하십니까. 귀하의 무궁한 발전을 기원합니다……', null],
    ['부산은 서울이 아니잖아요. 서울 안에서만 짜 주세요', '서울 2박 3일 일정입니다: 1일차 경복궁, 2일차 부산 해운대, 3일차 명동', '서울 안에서만 짜 주세요.'],
    ['箇条書きは使わないで、文章で書いてください', 'それでは、箇条書きでまとめます：\n- ポイント1\n- ポイント2', '箇条書きは使わないで、文章で書いてください。'],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ['ありがとう！2日目の夜ご飯のおすすめは？', '京都市内だけの3日間プランです：1日目 金閣寺……'],
    ['いい感じ！これで送ります', 'カジュアルな文面にしました：やっほー、元気？……'],
    ['좋아요! 맛집도 추천해 주세요', '서울 안에서만 짠 일정입니다: 1일차 경복궁……'],
    ['고마워요, 완벽해요', '자기소개서를 500자로 줄였습니다.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a data analysis chat, English and Chinese (blind set 58)', () => {
  // Scored before anything was changed for it: 9 of 12 corrections found, 0 of 6 other turns flagged. Missed: "exclude
  // weekends from this" (still missed: a refinement said as a new request), "pie charts with 14 slices are unreadable,
  // use a bar chart", "start the y axis at zero, this exaggerates the change". "Use the median, not the mean, the data
  // is skewed" kept its reason in the rule.
  it.each([
    ['pie charts with 14 slices are unreadable, use a bar chart', "I've created a pie chart with 14 slices showing each product's share.", 'Use a bar chart.'],
    ['start the y axis at zero, this exaggerates the change', "Here's the chart with the y-axis starting at 90.", 'Start the y axis at zero.'],
    ['use the median, not the mean, the data is skewed', 'The average order value is $52.30 (mean of the total column).', 'Use the median, not the mean.'],
    ['that drops customers with no orders, it should be a LEFT JOIN', "Here's the query:\n```sql\nSELECT c.name, SUM(o.total) FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.name;\n```", 'It should be a LEFT JOIN.'],
    ['wrong column, growth should be on revenue_net', 'I computed the growth using the `revenue_gross` column.', 'Growth should be on revenue_net.'],
    ['不要算空值，用 AVERAGEIF 排除空白', '我用 AVERAGE 函数算了平均值：=AVERAGE(B2:B100)', '不要算空值，用 AVERAGEIF 排除空白。'],
    ['单位搞错了，表里是万元不是元', '这是按月汇总的销售额：1月 32万，2月 28万……', null],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ['great, now can you add the order count too?', 'Here is the query with a LEFT JOIN; customers without orders now show 0.'],
    ["what's the 90th percentile?", 'The median order value is $41.'],
    ['再按地区拆分一下', '这是按月汇总的销售额（万元）。'],
    ['ok and what about holidays, should we exclude them as well?', "I excluded weekends; weekday revenue is $880k."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('facts, sums and tone put right in a general chat, English and Chinese (blind set 57)', () => {
  // Scored before anything was changed for it: 12 of 16 corrections found, 0 of 8 other turns flagged. Missed: "Sydney
  // isn't the capital, it's Canberra.", "wasn't it 1969?" (still missed: a cue for it moved nothing), "That number is
  // way off.", "太正式了，就是跟同事说一声". "I needed it in Portuguese, not Spanish" and "I said it's for 2 people" had
  // no rule.
  it.each([
    ["Sydney isn't the capital, it's Canberra.", 'The capital of Australia is Sydney, which is also its largest city.', null],
    ['That number is way off. Tokyo has about 14 million.', 'Tokyo has a population of around 2 million people.', null],
    // (It had no rule; the quality turned down is the rule now.)
    ['太正式了，就是跟同事说一声', '以下是正式的请假邮件：尊敬的领导，您好……', '不要太正式。'],
    ['I needed it in Portuguese, not Spanish', "Here's the summary in Spanish: ...", 'Answer in Portuguese.'],
    ["I said it's for 2 people, halve everything", 'The recipe serves 4: 500g pasta, 200g bacon, 3 eggs...', "It's for 2 people, halve everything."],
    ['7 times 8 is 56 not 54', '7 × 8 = 54, so the total cost is $54.', '7 times 8 is 56, not 54.'],
    ['不是下周一，是下周三', '我把这段话翻译成英文：The meeting is postponed to next Monday.', '应该是下周三，不是下周一。'],
    ["you forgot the 3, it's 3x^2", 'So the derivative of x^3 is x^2.', "Don't forget the 3, it's 3x^2."],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ["cool, and what's the capital of New Zealand?", 'The capital of Australia is Canberra.'],
    ['thanks! now 9 times 7?', '7 × 8 = 56.'],
    ['那长城是什么时候开始修的？', '长城全长约两万一千公里。'],
    ['Now translate it into Italian too', "Sure, here's the Portuguese version: ..."],
    ["That isn't a problem, it's fine", 'Note that the file is 2 MB larger than before.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a work email in German, French and Italian (blind set 38)', () => {
  const EMAIL = 'Here is your email:\n\nSehr geehrte Damen und Herren — Dear Sir or Madam, — Gentile Signor Rossi,\nI would like to kindly inform you about the upcoming meeting on Wednesday.\nKind regards';
  it.each(['Du hast den Termin vergessen', 'Il manque la signature', 'Hai dimenticato la data', 'manca la firma'])('"%s" is a correction', (text) => {
    expect(isLesson(detect(turn(text, EMAIL)).kind), text).toBe(true);
  });
  it.each([
    ['Danke, das passt so', EMAIL],
    ['Puoi scrivere anche una versione più breve?', EMAIL],
    ['Cosa manca nella lista?', 'Ciao! Come posso aiutarti?'],
    ['Hast du vergessen, wie man das macht?', 'Hallo! Wie kann ich helfen?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('the register and the extras, in Japanese and Korean (blind set 37)', () => {
  const REPLY = 'Here you go! 😊 Tokyo Tower is 300 meters tall. Seoul has 20 million people. - item one - item two - item three';
  it.each([
    ['敬語を使ってください', '敬語を使ってください。', 'always'],
    ['絵文字はいらない', '絵文字はいらない。', 'always'],
    ['前にも言ったけど、コードだけでいいです', 'コードだけでいいです。', 'topic'],
    ['존댓말로 해 주세요', '존댓말로 해 주세요.', 'always'],
  ])('"%s" is learned, with its rule and reach', (text, rule, applies) => {
    const d = detect(turn(text, REPLY));
    expect(isLesson(d.kind), text).toBe(true);
    expect([d.lesson, d.applies]).toEqual([rule, applies]);
  });
  it.each(['ありがとうございます、助かりました', '東京タワーの高さは？', '고마워요, 완벽해요', '敬語の使い方を教えてください？'])('"%s" is none', (text) => {
    expect(detect(turn(text, REPLY)).kind).toBe('none');
  });
});

describe('everyday advice in English, put right (blind set 36)', () => {
  const ADVICE = "I'm so sorry for the confusion! Here are some tips for someone in their twenties: 1. Try trail mix with almonds and walnuts. 2. Restart your router. Your meeting is on Thursday. The word 'flibbertious' means cheerful.";
  it.each([
    ["that's not a real word", null, 'topic'],
    ["you're being too dramatic, tone it down", null, 'always'],
    ['the math is off, 3 times 15 is 45', null, 'topic'],
    ["that's the plot of a different movie", null, 'topic'],
    ['I already tried restarting it', null, 'topic'],
    ['shorter sentences please, my kid is 8', 'Use shorter sentences.', 'always'],
    ['you said Tuesday earlier, now you say Thursday', null, 'topic'],
    ["that's illegal in the UK", null, 'topic'],
  ])('"%s" is learned, with its rule and reach', (text, rule, applies) => {
    const d = detect(turn(text, ADVICE));
    expect(isLesson(d.kind), text).toBe(true);
    expect([d.lesson, d.applies]).toEqual([rule, applies]);
  });
  it.each([
    "what's a good gift for a 45 year old?",
    'is it legal to drive at 17 in the UK?',
    'my kid is 8, what books would she like?',
    'I tried restarting it and it worked, thanks',
    'do you have another movie like that?',
  ])('"%s" is none', (text) => {
    expect(detect(turn(text, ADVICE)).kind).toBe('none');
  });
});

describe('a general chat in Spanish, Portuguese and Russian (blind set 35)', () => {
  const LIST = 'Claro 😊🎉 Aquí tienes una lista: 1. Sídney es la capital de Australia. 2. 12 × 13 = 146. 3. Here is the summary in English.';
  it.each([
    ['no, te pedí un resumen, no una lista', 'Te pedí un resumen, no una lista.'],
    ['hazlo más corto', 'Hazlo más corto.'],
    ['te olvidaste de la conclusión', null],
    ['você esqueceu de incluir o preço', null],
    ['para de repetir a mesma coisa', null],
    ['ты опять ошибся, 12 умножить на 13 будет 156', null],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, LIST));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ['¿cuál es la capital de Australia?', 'Hola, ¿en qué puedo ayudarte?'],
    ['dame otro ejemplo', LIST],
    ['obrigado, ficou ótimo', LIST],
    ['pode me dar mais uma sugestão?', LIST],
    ['¿olvidaste algo en la lista?', 'Hola, ¿en qué puedo ayudarte?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a resume and a slide deck (blind set 34)', () => {
  const RESUME = "Here's your updated resume:\n\nJane Doe — Lead Engineer\n• Spearheaded a migration that increased sales by 40%\n• Spearheaded the design system\nExperience: Acme (2019–2021), Globex (2021–2024)\n\n#Engineering #Leadership";
  it.each([
    ["don't make up numbers, I never said I increased sales by 40%", "Don't make up numbers."],
    ["it's supposed to be one page", 'It should be one page.'],
    ['less buzzwords, it sounds like ChatGPT wrote it', 'Less buzzwords.'],
    ['the dates are in the wrong order, most recent first', 'List the most recent first.'],
    ["that's way too humble, sell me a bit more", null],
    ['I asked for 5 slides, you gave me 8', 'I asked for 5 slides, not 8.'],
    ['each slide should have a title and max 3 bullets', 'Each slide should have a title and max 3 bullets.'],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, RESUME));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it.each(['can you also write a cover letter for the same job?', 'how long should a resume be?', 'looks great, thanks!', "now do the same for my cousin's resume"])('"%s" is none', (text) => {
    expect(detect(turn(text, RESUME)).kind).toBe('none');
  });
});

describe('a Chinese general chat (blind set 33)', () => {
  const ANSWER_ZH = '作为一个AI语言模型，我很乐意回答。《朝花夕拾》和《骆驼祥子》都是鲁迅的作品 😊🎉。上海明天晴，气温 20 度。12 × 13 = 146。';
  const POEM = '秋风起，落叶飘，\n大雁南飞天气凉。\n月亮圆，桂花香，\n思念故乡在远方。';
  it.each([
    ['这首诗不押韵', POEM, null, 'topic'],
    ['说人话', ANSWER_ZH, '说人话。', 'always'],
    ['回答太长了，三句话以内', ANSWER_ZH, '回答三句话以内。', 'always'],
  ])('"%s" is learned, with its rule and reach', (text, prev, rule, applies) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect([d.lesson, d.applies]).toEqual([rule, applies]);
  });
  it.each([
    ['这首诗押韵吗？', POEM],
    ['鲁迅写过哪些书？', ANSWER_ZH],
    ['谢谢，很有帮助', ANSWER_ZH],
    ['再来一首', POEM],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('code from a chat, corrected (blind set 32)', () => {
  const CODE = "Here's a Python function that parses the file:\n```python\ndef parse(path):\n    rows = {}\n    for line in open(path):\n        print line\n```\nThis reads each line and stores it.";
  it.each([
    ["that's python 2 syntax", null],
    ["where's the rest of the code?", null],
    ["you're using a deprecated API", null],
    ['this only works for the first row', null],
    ['keep my comments in the code', 'Keep my comments in the code.'],
    ['without any external libraries please', "Don't use external libraries."],
  ])('"%s" is learned', (text, rule) => {
    const d = detect(turn(text, CODE));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
  it("\"I'm on windows, these commands don't work\" is feedback", () => {
    expect(detect(turn("I'm on windows, these commands don't work", CODE)).kind).not.toBe('none');
  });
  it.each(['can you add a docstring too?', 'now write unit tests for it', 'what does the yield keyword do?', 'can you make a version in rust as well?'])('"%s" is none', (text) => {
    expect(detect(turn(text, CODE)).kind).toBe('none');
  });
  it.each([
    ["I'm on windows, how do I install python?", 'Hello! How can I help you today?'],
    ['where is the rest of the world on this issue?', 'Hello! How can I help you today?'],
  ])('"%s", before anything was done, is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('an agent’s summary of its work is an action (held-out misses)', () => {
  // The ends of coding agents' turns, written in the shapes of the labelled ones (file lists, passing checks).
  const SUMMARIES = [
    'Hiding the tab bar on See All now matches the usual stack pattern.\n\n### Files touched\n- `src/navigation/RootNavigator.tsx`',
    'The list now loads one page at a time.\n\n`npx tsc --noEmit` and Jest (46 tests) both pass.',
    'The DELETE endpoints for individual removal have been removed.\n\nLinting passes. Changes complete.',
    '页面结构变为：说明文案 → 进度条 → 详情。\n- 已检查，当前无 linter 报错。',
    'I updated the parser to keep quoted fields together.',
    // A general chat's reply acts by handing over the thing asked for.
    "Sure! Here's a short poem about autumn:\n\nLeaves fall gold and red…",
    '好的，以下是修改后的邮件：\n\n尊敬的王经理……',
  ];
  it.each(SUMMARIES)('"%s" acted', (prev) => {
    expect(assistantContext(prev).acted).toBe(true);
  });
  it.each([
    'A closure keeps the variables of the function that created it. Would you like an example?',
    'Tests pass when every assertion holds; a failing one stops the run.',
    '这个问题的原因是缓存没有刷新，可以试试清除浏览器缓存。',
  ])('"%s" only explains', (prev) => {
    expect(assistantContext(prev).acted).toBe(false);
  });
  it('after such a summary, "the data should be loaded only for rows on screen" is a correction', () => {
    expect(isLesson(detect(turn('all the data is loaded at the same time, the data should be loaded only for rows on screen', SUMMARIES[1]!)).kind)).toBe(true);
  });
});

describe('Chinese and Japanese corrections of the shapes the detector missed held out', () => {
  // Written from the shapes of the missed turns (the order of work, "still too big", "X, otherwise …"), not copied.
  it.each([
    '先看一下现有的代码再改',
    '图标还是太大了',
    '要加上 .js 后缀，不然会报错',
    '我不想要弹窗，而是直接在页面里显示',
    '这个提示应该放在设置页面里',
    '你需要把这些字段都加上校验',
    '結果だけを出力してください。それ以外は不要です。',
  ])('"%s" is a correction', (text) => {
    expect(isLesson(detect(turn(text, ACTED)).kind), text).toBe(true);
  });
  it.each([
    ['先有鸡还是先有蛋？', '你好！有什么可以帮你的？'],
    ['这个包是大还是小？', '你好！有什么可以帮你的？'],
    ['先吃饭再说吧', '你好！有什么可以帮你的？'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a toolchain error pasted on one line (held-out misses)', () => {
  const GAVE = ['[CODE_BLOCK_0]', 'This query should work, though you might need to extend the logic to suit your specific needs.'];
  it.each([
    './deploy.sh: line 12: jq: command not found',
    'getUser() cannot be resolved for type Session',
    "'parseConfig' was not declared in this scope",
    'Read only file system for render.log',
    "TypeError: cannot read properties of undefined (reading 'map')",
  ])('"%s", right after the code, is feedback', (text) => {
    for (const prev of [ACTED, ...GAVE]) expect(detect(turn(text, prev)).kind, prev).toBe('frustration');
  });
  it.each([
    '/fix Import "requests" could not be resolved from source',
    "@workspace /explain Cannot find module './utils' or its corresponding type declarations.",
  ])('"%s", an editor command sent from its button, is none', (text) => {
    expect(detect(turn(text, ACTED)).kind).toBe('none');
  });
  it.each([
    "what does 'command not found' mean in bash?",
    'how do I fix permission denied when I run npm install -g?',
  ])('"%s", asked before anything was done, is none', (text) => {
    expect(detect(turn(text, 'Hello! How can I help you today?')).kind).toBe('none');
  });
});

describe('rules in Chinese and Japanese end where the user’s clause ends (held-out lessons)', () => {
  const rule = (t: string) => extractLesson(t, t.match(/[\u3040-\u30ff]/) ? 'ja' : 'zh');
  it('the answer language is one clause, not the first 40 characters', () => {
    expect(rule('用中文跟我对话,同时让我在 vanilla 下的我们的这些 Attributify 也可以正常改变').text).toBe('用中文跟我对话。');
    expect(rule('用中文交流，加载项目开发规范和项目开发铁律').text).toBe('用中文交流。');
    expect(rule('不要用英文回答，请用中文。').text).toBe('不要用英文回答，请用中文。');
  });
  it('a reason before ので goes, with or without a comma', () => {
    expect(rule('コードが一部省略されているので全体を表示してください。').text).toBe('全体を表示してください。');
  });
  it('a condition ("如果你要写测试案例") is not a rule of its own', () => {
    expect(rule('可是如果你要写测试案例,可以看看 [collapsible](packages/components/collapsible/test/collapsible.spec.ts) 这些测试案例是怎么写的').text).toBeNull();
  });
  it('a long Chinese rule is never cut inside a Latin word, a path or a link', () => {
    for (const t of [
      '更改方案，不要用在浏览器端提取的方案，用这个方案，https://github.com/DCsunset/remark-mdx-toc ，包括目录',
      '现在不是positioner 的 --x/--y 是多少，而是我们现在根本就不显示 api.getPositionerProps() 的结果',
    ]) {
      const out = rule(t);
      const text = (out.text ?? out.suggestion)!;
      expect(text, t).toMatch(/[\u4e00-\u9fff]。$/u);
    }
  });
});

describe('sentences shaped like the new cues that correct nothing', () => {
  it.each([
    ["I'm vegetarian, what can I cook tonight?", 'Hello! How can I help you today?'],
    ["we haven't learned calculus yet, can you explain what a derivative is?", 'Hello! How can I help you today?'],
    ['quero uma receita sem glúten para o jantar', 'Olá! Como posso ajudar?'],
    ['quero uma receita sem glúten para o jantar', 'Sure.'],
    ['no tengo idea de cómo empezar, ¿me ayudas?', 'Sure.'],
    ['solo tengo una pregunta más', 'Hi!'],
    ['彼は先週、東京に行ったって言いました', 'Hi!'],
    ['今日は暑すぎて外に出たくないです', 'Hi!'],
    ['Das Wetter ist zu schön, um drinnen zu bleiben', 'Hi!'],
    ['不是应该这样吗？我也不确定', "I've updated the code:\n```ts\nexport const x = 1;\n```"],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('common reproaches (written from how people talk to assistants, not from the labelled rows)', () => {
  const lessonOf = (text: string) => detect(turn(text, ACTED));
  it.each([
    "you're overcomplicating this",
    'please re-read my message',
    "you're confusing the two files",
    "that's not how it works",
    "you're making things up",
    "that's irrelevant",
  ])('%s is a correction', (text) => {
    expect(lessonOf(text).kind).toBe('correction');
  });
  it('a team convention is a rule', () => {
    expect(lessonOf("we don't use axios here").lesson).toBe("Don't use axios here.");
    expect(lessonOf('in this project we use tabs').lesson).toBe('In this project, use tabs.');
  });
  it('"please be more concise" is a standing preference', () => {
    const d = lessonOf('please be more concise');
    expect(d.kind).toBe('preference');
    expect(d.lesson).toBe('Be more concise.');
    expect(d.applies).toBe('always');
  });
  it.each(['this is factually wrong', 'not like that', 'can you not do that', "you're supposed to use the v2 API"])('%s is a correction', (text) => {
    expect(lessonOf(text).kind).toBe('correction');
  });
  it.each(['call me Sam', 'get to the point', 'skip the intro', 'use metric units', "I'd rather you ask before editing files"])('%s is a preference', (text) => {
    expect(lessonOf(text).kind).toBe('preference');
  });
  it('"this is the third time I\'m asking" is frustration', () => {
    expect(lessonOf("this is the third time I'm asking").kind).toBe('frustration');
  });
  it.each(['follow the existing code style', 'check the docs first', "that's a hack, do it properly", 'why is it still using axios?', "you're ignoring the error"])('%s is a correction after the assistant acted', (text) => {
    expect(lessonOf(text).kind).toBe('correction');
  });
  it('"ask before deleting anything" teaches a rule; a hack-and-slash game is no reproach', () => {
    expect(lessonOf('ask before deleting anything').lesson).toBe('Ask before deleting anything.');
    expect(detect(turn('Write an Instagram intro for Diablo: it is a hack-and-slash classic with gothic tones.', 'Here is a draft of the post.')).kind).toBe('none');
  });
  it.each(['completely wrong', "you're way off", "that isn't even close", 'you undid my fix', 'it was fine before your change', 'this answer is outdated', 'try a different approach', "you didn't handle the null case", 'Das stimmt nicht', '你说的方法过时了'])('%s is a correction', (text) => {
    expect(lessonOf(text).kind).toBe('correction');
  });
  it('code only, shorter answers and no emojis are standing rules in the user\'s words', () => {
    for (const [text, rule] of [['just give me the code', 'Only give the code.'], ['shorter answers please', 'Make answers shorter.'], ['remove all the emojis', 'Remove all the emojis.']] as const) {
      const d = lessonOf(text);
      expect([d.kind, d.lesson, d.applies], text).toEqual(['preference', rule, 'always']);
    }
  });
  it('"shorter answers please" teaches a lesson; "this is exactly what I needed" thanks', () => {
    expect(isLesson(lessonOf('shorter answers please').kind)).toBe(true);
    expect(lessonOf('thank you, this is exactly what I needed').kind).toBe('none');
  });
  describe('after a piece of writing', () => {
    const EMAIL = "Certainly! Here's a polished version of your email:\n\nDear Mr. Smith,\n\nI hope this message finds you well! I wanted to reach out regarding our exciting new partnership.\n\nBest regards,\nThe Team";
    it.each(['make it sound more natural', 'that sounds too robotic', 'too salesy', 'write like a human', 'this doesn\'t sound like me', 'keep my original wording', 'only fix the grammar', 'you changed my meaning'])('%s teaches a lesson', (text) => {
      expect(isLesson(detect(turn(text, EMAIL)).kind)).toBe(true);
    });
    it('"British spelling please" is a standing rule; "it\'s colour, not color" keeps its words', () => {
      const d = detect(turn('British spelling please', EMAIL));
      expect([d.kind, d.lesson, d.applies]).toEqual(['preference', 'Use British spelling.', 'always']);
      expect(detect(turn("it's colour, not color", EMAIL)).lesson).toBe("It's colour, not color.");
    });
  });
  it('the lasting rule in a turn that also asks for the next task is the one learned', () => {
    const draft = 'Here is the updated draft of your email.';
    expect(detect(turn('Add a section about pricing. Also stop using emojis.', draft)).lesson).toBe('Stop using emojis.');
    expect(detect(turn('Make the intro shorter. And please never use em dashes in anything you write for me.', draft)).lesson).toBe('Never use em dashes in anything you write for me.');
    // Two plain imperatives: the first is the rule, as before.
    expect(detect(turn('Use pnpm. Run the install again.', draft)).lesson).toBe('Use pnpm.');
  });
  it.each(['Más corto, por favor', 'Mais curto, por favor', 'Kürzer bitte', 'Короче, пожалуйста', 'もっと短くして', 'Lee otra vez mi pregunta'])('%s teaches a lesson', (text) => {
    // Brevity is a standing subject, so some of these are learned as preferences: a lesson either way.
    expect(isLesson(lessonOf(text).kind)).toBe(true);
  });
  it('"Continua sem funcionar" is frustration', () => {
    expect(lessonOf('Continua sem funcionar').kind).toBe('frustration');
  });
  it.each(['你在瞎编', '这个方法根本不存在', '跑题了', '你把两个文件搞混了', '你改错文件了', '重新读一下我的问题', '只改我说的地方'])('%s is a correction', (text) => {
    expect(lessonOf(text).kind).toBe('correction');
  });
  // A third blind set, scored before these cues were written: 61 of its 70 corrections were found and 1 of its 45
  // other turns flagged; these are the misses.
  it.each(['我没让你删掉那个函数', '又忘了加类型注解', '语气太生硬了，再委婉一点', 'Das habe ich nicht gefragt.', "Tu n'as pas répondu à ma question."])('%s is a correction', (text) => {
    expect(lessonOf(text).kind).toBe('correction');
  });
  it('还是报同样的错误 is frustration', () => {
    expect(lessonOf('还是报同样的错误').kind).toBe('frustration');
  });
  it.each(["That's way too long for a tweet.", 'it sounds condescending', 'Can you write it in a more neutral tone, it sounds biased.'])('%s teaches a lesson after a piece of writing', (text) => {
    expect(isLesson(detect(turn(text, 'Here is a draft of the post.')).kind)).toBe(true);
  });
  it.each(['还是同样的错误', '你在绕圈子'])('%s is frustration', (text) => {
    expect(lessonOf(text).kind).toBe('frustration');
  });
  it('Chinese: getting to the point is standing, a team convention is a rule', () => {
    const d = lessonOf('说重点');
    expect(d.kind).toBe('preference');
    expect(d.applies).toBe('always');
    expect(lessonOf('我们这里不用axios').lesson).toBe('这里不用axios。');
    expect(lessonOf('帮我改错').kind).toBe('none');
  });
  it("Cursor's fix-with-AI sentence is not the user's preference", () => {
    const d = lessonOf("For the code present, we get this error:\n```\nCannot find name 'useContext'.\n```\nHow can I resolve this? If you propose a fix, please make it concise.");
    expect(d.kind).not.toBe('preference');
    expect(d.lesson).toBeNull();
    const p = lessonOf('Still failing:\n\n# Instructions\n\n- Following Playwright test failed.\n- Explain why, be concise, respect Playwright best practices.\n- Provide a snippet of code with the fix, if possible.');
    expect(p.kind).not.toBe('preference');
  });
});

describe('frustration', () => {
  it('still not working, same error', () => {
    for (const t of ['still not working', 'Same error.', 'Nope, doesn\'t work', 'It builds now, but still getting the unresolved reference error.']) {
      expect(detect(turn(t, ACTED)).kind, t).toBe('frustration');
    }
  });
  it('a new error pasted after the assistant\'s code', () => {
    const d = detect(turn('now I get this:\n```\nTypeError: Cannot read properties of undefined (reading \'map\')\n    at App (App.js:12:5)\n```', ACTED));
    expect(d.kind).toBe('frustration');
  });
  it('failure plus a direction is a correction', () => {
    const d = detect(turn('The buttons are still not showing up. They should be part of the QuickSettings panel instead.', ACTED));
    expect(d.kind).toBe('correction');
  });
});

describe('Chinese and other languages', () => {
  it('zh corrections', () => {
    for (const t of ['不对，应该用 REST 接口，而不是 GraphQL', '我的意思是只修改后端', '不是删除我的环境，删除那些新下载的包就可以']) {
      const d = detect(turn(t, ACTED));
      expect(d.kind, t).toBe('correction');
      expect(d.lang).toBe('zh');
      expect(d.lesson).toBeTruthy();
    }
    // Leaving the tests alone is how every piece of work is done: a standing rule.
    const d = detect(turn('请不要修改测试文件', ACTED));
    expect(isLesson(d.kind)).toBe(true);
    expect(d.applies).toBe('always');
    expect(d.lesson).toBeTruthy();
  });
  it('zh preference', () => {
    const d = detect(turn('以后都用中文回答', ANSWER));
    expect(d.kind).toBe('preference');
  });
  it('zh: "不是，…", "好像不太对", "太小，改成…", "用中文交流" correct', () => {
    expect(detect(turn('不是，我为什么要这么做？', ACTED)).cues).toContain('zh.lead_no');
    expect(detect(turn('好像不太对', ANSWER)).cues).toContain('zh.wrong');
    expect(detect(turn('所有圆角对应的24rpx值太小，改成48rpx', ACTED)).cues).toContain('zh.style');
    expect(detect(turn('用中文交流', ANSWER)).cues).toContain('zh.style');
  });
  it('zh questions are no corrections: "是否有问题", "是不是选这个", "为什么…而不是…"', () => {
    expect(detect(turn('内核相关的配置是否有问题', ACTED)).cues).not.toContain('zh.wrong');
    expect(detect(turn('是不是选这个，', ACTED)).cues).not.toContain('zh.should');
    // A cue in a question still counts, at a fifth of its weight.
    expect(isLesson(detect(turn('为什么日常部署node服务器使用nginx而不是node', ANSWER)).kind)).toBe(false);
  });
  it('zh frustration', () => {
    for (const t of ['还是不行', '没有效果', '还是报错']) expect(detect(turn(t, ACTED)).kind, t).toBe('frustration');
  });
  it('zh non-corrections: "以后" meaning "after", thanks, questions', () => {
    for (const t of ['点完继续以后，列表怎么刷新？', '谢谢，很好', '怎么看Python版本']) expect(isLesson(detect(turn(t, ACTED)).kind), t).toBe(false);
  });
  it('polite corrections after thanks: "you\'ve not included", "however you\'re not explaining", "rewrite but less formal"', () => {
    const prev = "Here is the final draft of your story, with the new opening and the character list.";
    for (const t of [
      "I just noticed in this final draft you've not included the revised work we did?",
      "Thank you for your responses, however you're not explaining how to ask the prompt.",
      'Can you rewrite this but less formal and brief',
    ])
      expect(isLesson(detect(turn(t, prev)).kind), t).toBe(true);
  });
  it('"you keep track" and "if you still want" are no reproach; "you keep breaking" is', () => {
    expect(detect(turn('Write down your steps in a file so you keep track of what is done.', ACTED)).cues).not.toContain('corr.you_still');
    expect(detect(turn('Delete the entry, or keep it if you still want a fallback.', ACTED)).cues).not.toContain('corr.you_still');
    expect(detect(turn('You keep breaking the build.', ACTED)).cues).toContain('corr.you_still');
  });
  it('"there is a simpler way", "regenerate …", "where you left off", "jeez" are read', () => {
    expect(detect(turn('there is a more simple way to do it where psql creates it for you', ACTED)).cues).toContain('corr.better_way');
    expect(detect(turn('Please regenerate the list and use NO ENTRY when you cannot identify a movie.', ANSWER)).cues).toContain('corr.redo');
    expect(detect(turn("It seems you're running out of tokens. Can you finish writing the program from where you left off?", ACTED)).cues).toContain('corr.incomplete');
    expect(detect(turn('Write the code, jeez.', ANSWER)).cues).toContain('corr.exasperated');
  });
  it('a tag question ("…, understood?") is no question; "Are you sure this is right?" still is', () => {
    const tagged = detect(turn('From now on, always answer in British English, understood?', ANSWER));
    expect(tagged.kind).toBe('preference');
    expect(tagged.lesson).toBe('Answer in British English.');
    const asked = detect(turn('Are you sure this is right?', ANSWER));
    expect(asked.cues).toContain('corr.are_you_sure');
    expect(asked.lesson).toBeNull();
  });
  it('"i said to use …", "why didn\'t you …", "you said X, when …" are read', () => {
    expect(detect(turn('#131313 i said to use this color for background of tab bar', ACTED)).cues).toContain('corr.i_said');
    expect(detect(turn("WTF WHY DIDN'T YOU CHANGE IT", ACTED)).cues).toContain('corr.why_did_you');
    expect(detect(turn('You said dec 2024, when it is dec 2025?', ANSWER)).cues).toContain('corr.you_said');
  });
  it('French has cues of its own: a correction, a failure report, thanks', () => {
    expect(isLesson(detect(turn("Non, ce n'est pas ce que je voulais.", ACTED)).kind)).toBe(true);
    expect(detect(turn('Ça ne marche toujours pas.', ACTED)).kind).toBe('frustration');
    expect(detect(turn('Merci, ça marche !', ACTED)).kind).toBe('none');
    expect(isLesson(detect(turn('Nous ne sommes pas dans le bon projet.', ACTED)).kind)).toBe(true);
  });
  it('"write in English that …" asks for one text, it sets no standing language (Polish, Russian)', () => {
    for (const t of ['Napisz po angielsku, że dzisiaj powstała strona projektu.', 'Напиши на английском, что страница готова.']) {
      const d = detect(turn(t, ANSWER));
      expect(d.applies, t).not.toBe('always');
      expect(d.lessonEn ?? '', t).not.toMatch(/^Answer in English/);
    }
  });
  it('Russian: a go-ahead is no correction; "все равно ошибка" is frustration', () => {
    expect(detect(turn('давай продолжать', ACTED)).kind).toBe('none');
    expect(detect(turn('все равно ошибка', ACTED)).kind).toBe('frustration');
  });
  it('Japanese thanks are no correction; "いえ、…" and "…だけで出力して" after an answer are', () => {
    expect(isLesson(detect(turn('いいですね、ありがとうございます。', ACTED)).kind)).toBe(false);
    expect(isLesson(detect(turn('いえ、header.jsとfooter.jsの内容は必要です。', ACTED)).kind)).toBe(true);
    expect(isLesson(detect(turn('答えを数値だけで出力して', ANSWER)).kind)).toBe(true);
  });
  it('Polish "No, …" means "well, …", not "no"; a Chinese why-question with 而不是 asks', () => {
    expect(isLesson(detect(turn('No dobrze, to teraz zrób mi jakąś ciekawą treść na Facebooka', ANSWER)).kind)).toBe(false);
    expect(isLesson(detect(turn('为什么日常部署node服务器使用nginx而不是node', ANSWER)).kind)).toBe(false);
    expect(detect(turn('不对，应该用 REST 接口，而不是 GraphQL', ANSWER)).kind).toBe('correction');
  });
  it('ru', () => {
    expect(detect(turn('Используй pnpm, а не npm.', ACTED)).lesson).toBe('Используй pnpm, а не npm.');
    const lang = detect(turn('Отвечай на русском, пожалуйста', ACTED));
    expect(lang.kind).toBe('preference');
    expect(lang.lesson).toBe('Отвечай на русском.');
    expect(lang.lessonEn).toBe('Answer in Russian.');
    expect(lang.applies).toBe('always');
    expect(detect(turn('Всё ещё не работает', ACTED)).kind).toBe('frustration');
    expect(detect(turn('Спасибо, отлично!', ACTED)).kind).toBe('none');
  });
  it('es', () => {
    expect(detect(turn('no, tenemos que deshacer esto porque agregar items esta roto', ACTED)).kind).toBe('correction');
    expect(detect(turn('sigue sin funcionar', ACTED)).kind).toBe('frustration');
    expect(detect(turn('gracias, perfecto', ACTED)).kind).toBe('none');
  });
});

describe('output shape and determinism', () => {
  it('returns every field and is deterministic', () => {
    const input = turn('No, I meant the REST endpoint, not GraphQL.', ACTED);
    const a = detect(input);
    const b = detect(input);
    expect(a).toEqual(b);
    expect(['factual', 'style', 'code', 'logic', 'preference', 'domain']).toContain(a.category);
    expect(['low', 'medium', 'high']).toContain(a.severity);
    expect(a.confidence).toBeGreaterThan(0);
    expect(a.confidence).toBeLessThanOrEqual(1);
    expect(a.evidence[0]).toBe('u');
    expect(a.evidence).toContain('a');
    expect(a.lesson!.split('\n')).toHaveLength(1);
  });
  it('handles empty input', () => {
    const d = detect({ user: { id: 'x', text: '' } });
    expect(d.kind).toBe('none');
  });
});

describe('bad input (speed is measured by npm run bench, not here)', () => {
  it('100k-char turns and pathological input give a clear, bounded result', () => {
    const big = ("No, that's not what I asked. I said use REST, don't touch the tests. " + 'a'.repeat(50) + '\n').repeat(1000).slice(0, 100_000);
    const weird = ('not ' + 'x, '.repeat(30)).repeat(2000).slice(0, 100_000);
    for (const t of [big, weird, '{'.repeat(100_000), ' '.repeat(100_000)]) {
      const d = detect(turn(t, ACTED));
      expect(['preference', 'correction', 'frustration', 'none']).toContain(d.kind);
      expect((d.lesson ?? '').length).toBeLessThanOrEqual(200);
      expect((d.suggestion ?? '').length).toBeLessThanOrEqual(200);
    }
  });
});

describe('general-topic chats (not coding)', () => {
  const geo = 'The capital of Australia is Sydney, which is also its largest city.';
  const story = 'Here is a short story about a dragon who learns to fly. Once upon a time, ...';
  it('catches explicit and short implicit corrections', () => {
    const cases: [string, string][] = [
      ["That's not right, the capital is Canberra.", geo],
      ['Canberra, actually.', geo],
      ['I asked for a poem, not a story.', story],
      ['You forgot the ending.', story],
      ['It was 1969, not 1970.', 'The first moon landing was in 1970.'],
      ['Hmm, I think you mixed up the two characters.', story],
      ["That doesn't answer my question.", geo],
      ['Too long. Keep it under 100 words.', story],
    ];
    for (const [u, p] of cases) expect(['correction', 'preference'], u).toContain(detect(turn(u, p)).kind);
  });
  it('a factual correction states no rule: the user is asked, with their words pre-filled', () => {
    const d = detect(turn("That's wrong. Dragons in my story can't fly, I told you that.", ACTED));
    expect(d.kind).toBe('correction');
    expect(d.lesson).toBeNull();
    expect(d.suggestion).toBe("Dragons in my story can't fly.");
  });
  it('leaves ordinary follow-ups alone', () => {
    for (const u of ['Can you translate it into French?', 'Write another one about a cat.', 'I love it!', 'Why is the sky blue?', 'Sounds good, go ahead.', 'Yes please!']) {
      expect(detect(turn(u, story)).kind, u).toBe('none');
    }
  });
  it('standing preferences in general chat', () => {
    expect(detect(turn('Please answer in Spanish from now on.', story)).kind).toBe('preference');
    expect(detect(turn('Please remember I am vegetarian.', 'Here is a recipe for beef stew.')).lesson).toBe('Remember that I am vegetarian.');
  });
});

describe('lesson text', () => {
  it('one imperative line, no marker residue', () => {
    const cases: [string, RegExp][] = [
      ['No, use tabs instead of spaces.', /^Use tabs, not spaces\.$/],
      ["I don't like the ending, make it happier.", /^Make it happier\.$/],
      ['you forgot to close the file handle', /^Don't forget to close the file handle\.$/],
    ];
    for (const [u, re] of cases) {
      const d = detect(turn(u, ACTED));
      expect(d.lesson, u).toMatch(re);
      expect(d.lesson!.includes('\n')).toBe(false);
      expect(d.lesson!.split(' ').length).toBeLessThanOrEqual(22);
    }
  });
});

describe('history cost stays bounded', () => {
  it('long history turns do not blow the per-turn budget', () => {
    const big = 'still not working. '.repeat(6000); // ~114k chars each
    const history: HistoryTurn[] = [];
    for (let i = 0; i < 30; i++) {
      history.push({ id: `u${i}`, role: 'user', text: big });
      history.push({ id: `a${i}`, role: 'assistant', text: big });
    }
    detect({ user: { id: 'w', text: 'same error' }, prevAssistant: { id: 'a', text: big }, history });
    const d = detect({ user: { id: 'x', text: 'same error, still not working' }, prevAssistant: { id: 'a', text: big }, history });
    expect(d.kind).toBe('frustration');
    expect(d.incident).not.toBeNull();
  });
});

describe('answer-like openers are not corrections', () => {
  const prev = 'You could try restarting the router and checking the cable. Another option is to update the firmware.';
  it('"No, I haven\'t ..." / "Actually, I have another question" / "Don\'t you think ...?"', () => {
    for (const u of ["No, I haven't tried that yet.", 'Actually, I have another question about routers.', "Don't you think that's risky?", 'Actually that worked, thanks!']) {
      expect(isLesson(detect(turn(u, prev)).kind), u).toBe(false);
    }
  });
  it('the user correcting themselves corrects nothing ("I meant to reply to this", "my bad, wrong file")', () => {
    for (const u of ["Sorry, I meant to reply to this: sounds good, I've set up the meeting.", 'My apologies, I was incorrect. I clicked on the wrong plugin!']) {
      expect(isLesson(detect(turn(u, prev)).kind), u).toBe(false);
    }
  });
  it('but real corrections with the same openers still fire', () => {
    for (const u of ['No, I meant the wifi router, not the modem.', 'Actually, the router is a Netgear, not a TP-Link.', "No, don't restart it, I need it online."]) {
      expect(detect(turn(u, prev)).kind, u).toBe('correction');
    }
    expect(detect(turn('I already did that and it still drops.', prev)).kind).toBe('frustration');
  });
});

describe('more general-chat shapes', () => {
  it('"X is wrong" statements, reminders, declines', () => {
    expect(detect(turn('The math is wrong: 12 * 12 is 144, not 124.', '12 * 12 = 124.')).kind).toBe('correction');
    expect(detect(turn('What is wrong with this sentence?', 'Sure, here it is.')).kind).toBe('none');
    const r = detect(turn("Don't forget I'm vegan", 'Here is a beef stew recipe.'));
    expect(r.kind).toBe('preference');
    expect(r.lesson).toBe("Remember that I'm vegan.");
    expect(detect(turn('No, I think that is enough ideas for now, thanks', 'Here are five party ideas.')).kind).toBe('none');
  });
});

describe('standing rules stated in a list, about a thing, or in parentheses', () => {
  it('are preferences, read by the hand cues even where the model is unsure', () => {
    for (const u of [
      '- NEVER fetch data inside screen components\n- ALWAYS use custom hooks for data fetching',
      "The closing heredoc delimiter should always be on its own line",
      '这个命令用nohup放后台跑吧（以后都是）',
      'so when replying keep it small unless you need more details',
      'please stop preaching to me about safety and responsibility',
    ]) {
      const d = detectWith(turn(u, ACTED), null);
      expect(d.kind, u).toBe('preference');
    }
    // Not about the future: a plain question and a report.
    expect(detectWith(turn('Should the header always be visible?', ACTED), null).kind).not.toBe('preference');
    expect(detectWith(turn('the server stopped working again', ACTED), null).kind).not.toBe('preference');
  });
});

describe('failure reports in more words', () => {
  it('are frustration', () => {
    for (const u of ["theres still a slight horizontal scroll on my mobile screen", 'The app keeps freezing when I run it.', "it doesn't look right", '现在网页打不开了', '图标均未显示出来']) {
      expect(detectWith(turn(u, ACTED), null).kind, u).toBe('frustration');
    }
  });
});

describe('style and hindsight corrections', () => {
  it('are corrections', () => {
    for (const u of ['make it short and precise', 'Show me code only', 'the status bar is black, which should have been white']) {
      expect(['correction', 'preference'], u).toContain(detect(turn(u, ACTED)).kind);
    }
    // The user's own hindsight is not the assistant's mistake.
    expect(detectWith(turn('I should have mentioned that earlier, sorry.', ACTED), null).kind).not.toBe('correction');
  });
});

describe('rules that point past a colon', () => {
  it('keep what "this" refers to when it is short, and only then', () => {
    expect(detect(turn('From now on, always use this greeting: Dear team.', 'Hi all, here is the update.')).lesson).toBe(
      'Always use this greeting: Dear team.',
    );
    expect(detect(turn('以后都用这个开头：各位好', '大家好，以下是更新。')).lesson ?? '').not.toMatch(/：$/);
    const long = 'x'.repeat(400);
    expect(detect(turn(`Always use this format: ${long}`, 'Here it is.')).lesson ?? '').not.toContain('xxx');
    expect(detect(turn('Use tabs, not spaces: it is what the repo uses.', ACTED)).lesson).toBe('Use tabs, not spaces.');
  });
});

describe('categories and bad input', () => {
  it('a wrong date is factual, punctuation style is style', () => {
    expect(detect(turn('It was 1969, not 1970.', 'The first moon landing was in 1970.')).category).toBe('factual');
    expect(detect(turn('No, she was born in March 1867, not May.', 'Marie Curie was born in May 1867.')).category).toBe('factual');
    expect(detect(turn('Stop using em dashes, use commas instead.', 'Here is the draft — with dashes — as asked.')).category).toBe('style');
    expect(detect(turn('Use British spelling, not American.', 'Here is the color palette you asked for.')).category).toBe('style');
    // Tools and languages are code, in any language the rule is written in.
    for (const u of ['Use pnpm, not npm.', 'Используй pnpm, а не npm.', '用 pnpm，不要用 npm']) expect(detect(turn(u, 'I ran npm install.')).category, u).toBe('code');
  });
  it('empty turns, invisible characters and mixed scripts give a clear, bounded result', () => {
    for (const t of ['', '   ', '\u200b\u200b', '\u{E0041}\u{E0042}', '\u202e\u2066', 'No\u200b, use pnpm 不要 npm ошибка ❌', '\n\n\n']) {
      const d = detect(turn(t, ACTED));
      expect(['preference', 'correction', 'frustration', 'none'], JSON.stringify(t)).toContain(d.kind);
      expect((d.lesson ?? '').length).toBeLessThanOrEqual(200);
    }
    expect(detect(turn('', ACTED)).kind).toBe('none');
    expect(detect(turn('\u200b\u200b', ACTED)).lesson).toBeNull();
  });
  it('a story and a history answer put right: a myth, a drift, a balance, and how the next reply should be', () => {
    const story = 'Chapter 3: The Storm\n\nElena stood at the edge of the cliff. She had never seen a storm like this.';
    const facts = 'The Great Wall is visible from space with the naked eye and was built over many centuries.';
    expect(isLesson(detect(turn("That's a myth, you can't see it from space", facts)).kind)).toBe(true);
    expect(isLesson(detect(turn('past tense please, you switched to present', story)).kind)).toBe(true);
    expect(detect(turn('less dialogue, more description', story)).lesson).toBe('Less dialogue, more description.');
    // A fact stated with its own verb gets no "Use" in front ("Use Elena has red hair, …").
    expect(extractLesson('Elena has red hair, not blonde', 'en').text).toBe('Elena has red hair, not blonde.');
    const next = detect(turn('Keep it to two sentences next time', facts));
    expect([isLesson(next.kind), next.applies]).toEqual([true, 'always']);
    // The user's own plan is no rule for the assistant.
    expect(detect(turn("Thanks, I'll check the sources next time", facts)).cues).not.toContain('pref.next_time');
  });
  it('French: how every reply should sound is a lesson ("Réponds plus brièvement", "Tutoie-moi")', () => {
    for (const t of ['Réponds plus brièvement', "Tutoie-moi s'il te plaît"]) expect(isLesson(detect(turn(t, ANSWER)).kind), t).toBe(true);
  });
  it('a Chinese agent session: corrections of what it did are lessons', () => {
    const prev = '我已经完成了以下修改：\n1. 在 src/api/user.ts 中添加了 getUserList 接口，使用 axios\n2. 用 Element Plus 的表格展示用户列表\n需要我继续添加分页功能吗？';
    for (const t of ['表格用 Ant Design Vue，不是 Element Plus', '我们项目用的是 fetch，不用 axios']) expect(isLesson(detect(turn(t, prev)).kind), t).toBe(true);
    expect(detect(turn('好的，继续加分页吧', prev)).kind).toBe('none');
  });
  it('advice put right: a claim without evidence, a ban the turn opens with, "I said"', () => {
    const diet = 'For weight loss, cut out carbs entirely and drink apple cider vinegar to boost metabolism!';
    const trip = '以下是三天的东京旅行计划：第一天新宿，第二天秋叶原购物，第三天迪士尼乐园。';
    expect(isLesson(detect(turn("the apple cider vinegar thing isn't backed by evidence", diet)).kind)).toBe(true);
    expect(detect(turn('不要安排购物，我不喜欢逛街', trip)).lesson).toBe('不要安排购物。');
    expect(detect(turn('我说了不去迪士尼，换一个', trip)).cues).toContain('zh.i_meant');
  });
  it('Chinese constraints and code style after a code answer are lessons', () => {
    const code = "好的，下面是代码：\n```python\nimport pandas as pd\ndf = pd.read_csv(path)\n```";
    for (const t of ['我不能装 pandas，只能用标准库', '变量名用英文，注释用中文', '返回值保留两位小数']) expect(isLesson(detect(turn(t, code)).kind), t).toBe(true);
  });
  it('a poem put right the way many people type: it does not rhyme, this is not X, too childish, same rhymes', () => {
    const poem = "Sure! Here's a poem about autumn:\n\nGolden leaves are falling down,\nPainting colors on the town.\n\nLet me know if you'd like any changes.";
    for (const t of ['it doesnt rhyme in the second stanza', 'this is not autumn its winter poem', 'you repeat same rhymes every time', 'make it 4 stanzas not 1']) expect(isLesson(detect(turn(t, poem)).kind), t).toBe(true);
    expect(detect(turn('too childish', poem)).cues).toContain('corr.too_lead');
    expect(detect(turn('more examples please', poem)).cues).not.toContain('corr.more_x_lead');
    expect(detect(turn("this is not urgent, it's for next week", poem)).cues).not.toContain('corr.this_is_not');
  });
  it('a code answer put right: what it is missing, the team\'s tool said first, what is deprecated here', () => {
    const react = "Here's how:\n```jsx\nclass UserList extends React.Component {\n  render() { return <ul>{users.map(u => <li>{u.name}</li>)}</ul>; }\n}\n```";
    for (const t of ['this is missing the key prop on li', 'we use TypeScript, please give me the tsx version', 'Why is there a class here? Classes are deprecated in our codebase']) {
      expect(detect(turn(t, react)).cues.some((c) => ['corr.missing', 'corr.we_use_lead', 'corr.deprecated'].includes(c)), t).toBe(true);
    }
  });
  it('"this should be enough for now" and "it doesn\'t matter" after a change are no feedback', () => {
    for (const t of ['this should be enough for now', "it doesn't matter"]) expect(detect(turn(t, ACTED)).kind, t).toBe('none');
  });
  it('Chinese corrections with a hedge, a "let me correct", or a thing the reply named that is not there', () => {
    const prev = '根据官方文档，你可以在 Settings → Database → Connection pooling 部分找到连接字符串。我已经在 src/api/user.ts 中新增了 getUserList 接口。';
    expectLessonsByCue(
      [
        ['你好像没有处理分页的情况', 'zh.you_failed'],
        ['你似乎忘了处理错误的情况', 'zh.you_failed'],
        ['控制台里根本没有你说的 Connection pooling 这个选项', 'zh.general_corr'],
        ['可是 Settings 里面并不存在 Database 这一项啊', 'zh.made_up'],
        ['你看错文件了，我让你改的是 user.service.ts', 'zh.general_corr'],
        ['更正一下，现在二等座已经涨到 662 了', 'zh.general_corr'],
        ['我发现第一次点击只能 focus 不能改变状态，这是错误的', 'zh.wrong'],
      ],
      prev,
    );
    expect(detect(turn('纠正一下，接口不是 getUserList，是 listUsers，后端已经定好了', prev)).lesson).toBe('接口是 listUsers，不是 getUserList。');
    // Asking how to correct something, whether a thing exists, or whether a way is wrong corrects nothing.
    for (const t of ['帮我纠正一下这段话的语法', '如果数据库不存在，Supabase 会自动创建吗', '这段代码里的错误处理是错误的做法吗？', '这个参数不存在的时候默认值是什么？']) {
      expect(detect(turn(t, prev)).cues.filter((c) => ['zh.general_corr', 'zh.wrong', 'zh.made_up'].includes(c)), t).toEqual([]);
    }
    // The user putting themselves right is no correction of the assistant.
    expect(isLesson(detect(turn('我看错了，是我的问题，你的代码没问题', prev)).kind)).toBe(false);
  });
  it('a task on material typed on the same line reads only the task as the user\'s words', () => {
    const article = 'The word Pneumatology comes from pneuma and ology. Many people assume the Holy Spirit is an impersonal force, which is wrong; you should not assume that, and never use that view in a sermon again.';
    for (const t of [`Summarize this: ${article}`, `respond to: ${article}`, `перефразируй ${article}`]) {
      const d = detect(turn(t, ANSWER));
      expect(d.kind, t.slice(0, 30)).toBe('none');
      expect(d.lesson).toBeNull();
    }
    // A role before the task, and a shorter article, as single-prompt chats (LMSYS-like) type them.
    const short = 'The city council voted on Tuesday to expand the bike lane network, despite objections that it was the wrong priority.';
    expect(detect({ user: { id: 'u', text: `You are a helpful assistant. Summarize this article: ${short}` }, prevAssistant: null, history: [] }).kind).toBe('none');
    // A correction after the colon is no material: it is short, and it is the user's.
    expect(isLesson(detect(turn('Rewrite it: you keep using passive voice', ACTED)).kind)).toBe(true);
  });
  it('French regrets and "c\'est pas que X, c\'est que Y" are corrections; Portuguese "tem que" is a requirement', () => {
    const prev = "J'ai ajouté les poignées de redimensionnement sur toutes les colonnes et relancé le serveur.";
    const regrets = ['il ne fallait pas toucher aux autres colonnes', "tu n'aurais pas dû supprimer ce fichier", "c'est pas que je ne vois pas les poignées, c'est que la colonne Open Files n'en a pas"];
    expectLessonsByCue(regrets.map((t) => [t, 'fr.wrong'] as const), prev);
    expect(detect(turn('o README tem que ser em português', prev)).cues).toContain('es.should');
  });
  it('a general chat put right: what the reply was full of, a misquote, a repeat', () => {
    const story = "Here's your story:\n\n**The Last Light** 😊✨\n\nAs Einstein once said, \"Imagination is more important than knowledge.\"";
    expectLessonsByCue(
      [
        ['why all the emojis?', 'corr.why_format'],
        ['why is everything in bold?', 'corr.why_format'],
        ["Einstein never said that, it's a misattribution", 'corr.misattributed'],
        ['you already said that in your last answer', 'corr.repeating'],
        ["Rewrite, but Kyra doesn't have slang.", 'corr.redo_but'],
        ['this is the same plan as before', 'corr.repeating'],
        ['we have a toddler, none of this works with a stroller', 'corr.none_fits'],
      ],
      story,
    );
    expect(detect(turn('sign it as Sarah with an h', story)).kind).toBe('preference');
    // A rewrite into something new is the next task.
    expect(detect(turn('Now rewrite the code in C++', story)).cues).not.toContain('corr.redo_but');
    expect(detect(turn('why all the emojis?', story)).applies).toBe('always');
    for (const t of ['I wonder why the tables are slow', 'why the long face']) expect(detect(turn(t, story)).cues, t).not.toContain('corr.why_format');
    // Asked, not said: the user is unsure.
    expect(isLesson(detect(turn('did he never say that?', story)).kind)).toBe(false);
  });
  it("the user's setup and file, said after an answer that assumed otherwise, are corrections whose rule is the fact", () => {
    const sql = "```sql\nSELECT customer_id, SUM(amount) AS total\nFROM orders\nGROUP BY customer_id\nORDER BY total DESC\nLIMIT 10;\n```";
    expectLessonsByCue(
      [
        ["we're on SQL Server, there's no LIMIT, use TOP", 'corr.user_setup'],
        ["I don't have pandas installed and can't install packages at work. plain python only", 'corr.user_setup'],
        ['the file is semicolon separated', 'corr.my_data'],
      ],
      sql,
    );
    expect(detect(turn("I'm on Excel 2016", sql)).lesson).toBe("I'm on Excel 2016.");
    expect(detect(turn('the file is semicolon separated', sql)).lesson).toBe('The file is semicolon separated.');
    // Asked, or about something else, it states nothing the answer got wrong.
    for (const t of ["I'm on my phone right now, can you make it shorter?", 'are you on windows too?', 'we are on the same page']) {
      expect(detect(turn(t, sql)).cues, t).not.toContain('corr.user_setup');
    }
    // The user's own slip, put right and working, is no correction.
    expect(isLesson(detect(turn('wrong sheet was my fault, works now', sql)).kind)).toBe(false);
  });
  it('a fact pushed back as a question is a correction with no invented rule; another question is not', () => {
    const prev = 'The first moon landing was Apollo 11 in 1968. Australia\'s capital is Sydney. In Python, lists are immutable. The area of a circle is 2πr. Key the cache by user id.';
    expectLessonsByCue(
      [
        ["wasn't it 1969?", 'corr.isnt_it'],
        ["hmm, isn't the capital Canberra?", 'corr.isnt_it'],
        ["aren't lists mutable in python?", 'corr.isnt_it'],
        ["shouldn't it be πr² for the area?", 'corr.isnt_it'],
        ["isn't the key supposed to be the email, not the user id?", 'corr.isnt_it'],
      ],
      prev,
    );
    const d = detect(turn("wasn't it 1969?", prev));
    expect(d.lesson).toBeNull();
    expect(d.category).toBe('factual');
    // A year the reply never gave is a new question, not one put back.
    expect(detect(turn("wasn't it 1969?", 'Apollo 11 landed on the Moon and Armstrong walked on it.')).cues).not.toContain('corr.isnt_it');
    for (const t of [
      "isn't it amazing how much you can do with pandas?",
      "isn't python slow for millions of rows though?",
      "shouldn't we add a test for it too?",
      "wasn't she the first woman to win one?",
      "isn't that basically memoization?",
      "aren't miles used mostly in the US and UK?",
      "isn't this going to use a lot of memory if there are many users?",
      "wasn't that hard, thanks!",
    ]) {
      expect(detect(turn(t, prev)).cues, t).not.toContain('corr.isnt_it');
    }
  });
  it('a code-switched Chinese turn gives the English words their rule, and never an English reading of Chinese words', () => {
    const rule = (t: string) => extractLesson(t, 'zh').text;
    expect(rule('请 use pnpm, not npm')).toBe('Use pnpm, not npm.');
    expect(rule('记住 always use TypeScript')).toBe('Always use TypeScript.');
    expect(rule('use pnpm 就行')).toBe('Use pnpm.');
    expect(rule('用 pnpm，不要用 npm')).toBe('用 pnpm，不要用 npm。');
    // "sort() 是原地排序" is a Chinese sentence about sort(), not the English imperative "Sort …".
    expect(rule('你说反了，sort() 是原地排序，返回 None，sorted() 才返回新列表')).toBeNull();
    // Chinese words in backticks are named, not said.
    expect(extractLesson('Use `你好` as the greeting, not hello', 'en').text).toBe('Use `你好` as the greeting, not hello.');
  });
  it('what the user has at home, said after a recipe that needs it, is a Chinese correction', () => {
    const recipe = '番茄炒蛋做法：\n1. 鸡蛋打散，加盐\n2. 热油炒蛋盛出\n3. 番茄炒软后加入鸡蛋，加糖调味';
    expectLessonsByCue([['我家没有糖，不放糖怎么做', 'zh.user_constraint']], recipe);
    for (const t of ['家里没问题了，谢谢', '我这边没什么要补充的']) expect(detect(turn(t, recipe)).cues, t).not.toContain('zh.user_constraint');
  });
  it('a general chat that did not help: done already, still failing, the same text back, "meh, so generic"', () => {
    const fix = 'To fix the Wi-Fi dropping, try restarting your router and updating your network adapter drivers.';
    const bio = "Here's your bio: 'Jane is a passionate marketer with 10 years of experience driving growth.'";
    const fb = (t: string, prev: string) => detect(turn(t, prev)).kind !== 'none';
    expect(detect(turn('did all that already, still drops every 10 minutes', fix)).cues).toEqual(expect.arrayContaining(['corr.tried_that', 'frus.it_still']));
    expect(fb('did all that already, still drops every 10 minutes', fix)).toBe(true);
    expect(detect(turn('this is basically the same as my original, did you even change anything', bio)).cues).toContain('corr.repeating');
    expect(fb('this is basically the same as my original, did you even change anything', bio)).toBe(true);
    expect(fb("meh. that's so generic", bio)).toBe(true);
    // Venting, praise and the user's own plans are none.
    for (const [t, prev] of [
      ['thanks, I think I just needed to get it off my chest', fix],
      ['still runs great after a week, thanks again', fix],
      ["I just wanted to say thanks, it's way faster now", fix],
      ['did you actually change the code of the app? just let me know', fix],
    ] as const) {
      expect(fb(t, prev), t).toBe(false);
    }
  });
  it('"every time I send you X, do Y" and "for all future answers …" are standing rules, with their scope kept', () => {
    const prev = "Here's the summary in 5 bullet points:\n\n• The economy grew 2%\n• Inflation fell\n• **Rates** unchanged";
    const every = detect(turn('every time I send you an article, summarize it in 3 bullets max', prev));
    expect(every.kind).toBe('preference');
    expect(every.lesson).toBe('Every time I send you an article, summarize it in 3 bullets max.');
    expect(detect(turn('for all future answers keep it under 100 words', prev)).lesson).toBe('Keep it under 100 words.');
    // Asked politely, a standing rule is still one; asked about what the assistant can do, it is a question.
    const asked = detect(turn('can you always put the source link at the end of a summary?', prev));
    expect(asked.kind).toBe('preference');
    expect(asked.lesson).toBe('Always put the source link at the end of a summary.');
    for (const t of ['can you always find articles like this? that would be great', 'can you always use Python for this kind of thing?', 'can you always translate Japanese?']) {
      expect(detect(turn(t, prev)).kind, t).toBe('none');
    }
    const bold = detect(turn("don't ever bold words in your replies", prev));
    expect(bold.kind).toBe('preference');
    expect(bold.applies).toBe('always');
    // What happens to the user every time, a question about a habit, and a memory asked about are no rules.
    for (const t of ['every time I read the news I get anxious', 'whenever I cook chicken, should I brine it first?', 'remember when I asked about tomatoes? how are they related to this?']) {
      expect(isLesson(detect(turn(t, prev)).kind), t).toBe(false);
    }
  });
  it('Turkish, Vietnamese and Indonesian corrections are read in their own language (blind set 120)', () => {
    const email = "Here is the email in English:\n\nDear Mr. Smith, thank you for your order. It will ship on Monday.";
    const capital = "The capital of Turkey is Istanbul, the country's largest city.";
    const recipe = 'Berikut resep nasi goreng: 2 piring nasi, 3 siung bawang putih, 2 sendok kecap manis, dan 1 sendok sambal.';
    const cases: [string, string, string, string | null][] = [
      ['İngilizce değil, Türkçe yaz lütfen', email, 'tr', 'Türkçe yaz.'],
      ["yanlış, Türkiye'nin başkenti Ankara", capital, 'tr', null],
      ['không phải tiếng Anh, viết bằng tiếng Việt', email, 'vi', 'Viết bằng tiếng Việt.'],
      ['sai rồi, thủ đô của Thổ Nhĩ Kỳ là Ankara', capital, 'vi', null],
      ['bukan bahasa Inggris, tolong pakai bahasa Indonesia', email, 'id', 'Pakai bahasa Indonesia.'],
      ['jangan pakai sambal, anak saya tidak bisa makan pedas', recipe, 'id', 'Jangan pakai sambal, anak saya tidak bisa makan pedas.'],
    ];
    for (const [t, prev, lang, lesson] of cases) {
      const d = detect(turn(t, prev));
      expect(isLesson(d.kind), t).toBe(true);
      expect(d.lang, t).toBe(lang);
      expect(d.lesson, t).toBe(lesson);
    }
    expect(detect(turn('Türkçe yaz lütfen', email)).lessonEn).toBe('Answer in Turkish.');
    // A ban said in each (blind set 121, written after the files).
    const loop = "Python is a great language for beginners. Here's a simple loop:\n\nfor i in range(5):\n    print(i)";
    for (const t of ['đừng dùng Python, mình cần JavaScript', 'Python değil, JavaScript istiyorum', 'jangan pakai Python, saya mau JavaScript']) expect(isLesson(detect(turn(t, loop)).kind), t).toBe(true);
    // "Salah satu" is "one of"; praise and one more thing to add is the next request, in these and the other languages.
    const cv = 'Here is your CV summary: Experienced engineer with 5 years in backend development...';
    for (const t of ['salah satu resep favorit saya adalah kari ayam, terima kasih!', 'bagus, tolong tambahkan juga bagian pendidikan', 'tuyệt vời, thêm phần học vấn giúp mình nhé', 'genial, agrega también la sección de educación', 'super, ajoute aussi la partie formation']) {
      expect(detect(turn(t, cv)).kind, t).toBe('none');
    }
    for (const [t, prev] of [
      ['terima kasih, enak sekali!', recipe],
      ['teşekkürler, peki en kalabalık şehir hangisi?', capital],
      ['cảm ơn, bạn có thể viết thêm một email khác không?', email],
      ["Ankara'ya nasıl gidilir?", capital],
    ]) {
      expect(detect(turn(t!, prev!)).kind, t).toBe('none');
    }
  });
  it('a Korean trip and recipe put right: too packed, what the user cannot eat (blind set 122)', () => {
    const trip = '다음은 서울 3일 여행 일정입니다:\n\n1일차: 경복궁, 북촌 한옥마을\n2일차: 명동, 남산타워';
    const recipe = '김치찌개 레시피: 돼지고기 200g, 김치 300g, 두부 반 모, 고춧가루 1큰술을 넣고 20분 끓입니다.';
    expectLessonsByCue([['너무 빡빡해요. 하루에 두 곳만 넣어 주세요', 'ko.shorter']], trip);
    // A reproach of degree is no rule ("…해요" is not a request here); the request after it is.
    expect(extractLesson('일정이 너무 빡빡해요', 'ko').text).toBeNull();
    expect(extractLesson('너무 딱딱해요, 좀 더 자연스럽게 써 주세요', 'ko').text).toBe('좀 더 자연스럽게 써 주세요.');
    expect(extractLesson('너무 길지 않게 써 주세요', 'ko').text).toBe('너무 길지 않게 써 주세요.');
    expectLessonsByCue([['매운 거 못 먹어요. 고춧가루 빼 주세요', 'ko.user_constraint']], recipe);
    // Too much of the user's own life is no complaint about the answer; a meal missed is no constraint.
    for (const t of ['요즘 할 일이 너무 많아요, 주말에 쉴 수 있는 곳 추천해 주세요', '서울 물가가 너무 비싸요, 저렴한 숙소도 알려 주세요', '어제 너무 바빠서 밥을 못 먹었어요']) {
      expect(isLesson(detect(turn(t, trip)).kind), t).toBe(false);
    }
  });
  it('what an agent should not have done is a correction whose rule is the ban (blind set 123)', () => {
    const migrated = 'I\'ve migrated the database: dropped the `users_old` table, renamed `accounts` to `users`, and ran the migration against production.';
    expectLessonsByCue([["you shouldn't have dropped users_old, we needed that for the backfill", 'corr.shouldnt_have']], migrated);
    expect(detect(turn("you shouldn't have dropped users_old, we needed that for the backfill", migrated)).lesson).toBe("Don't drop users_old.");
    expect(detect(turn('you should never have pushed to main', migrated)).lesson).toBe("Don't push to main.");
    expect(detect(turn("You shouldn't have to restart it, right?", migrated)).cues).not.toContain('corr.shouldnt_have');
  });
  it('code put right in a chat: the version it runs on, names to keep, "don\'t do that" after what it did (blind set 124)', () => {
    const renamed = "I've refactored `utils.py`: split `process()` into `load()` and `transform()` and renamed `cfg` to `config`.\n\n```python\ndef calc(total, rate):\n    return total * rate\n```";
    expectLessonsByCue(
      [
        ["f-strings don't work on python 3.5", 'corr.user_setup'],
        ['keep the original parameter names, other code calls it with named args', 'corr.keep_original'],
      ],
      renamed,
    );
    expect(detect(turn("you changed the function signature, don't do that", renamed)).lesson).toBe("Don't change the function signature.");
    expect(detect(turn("you shouldn't have touched the config", renamed)).lesson).toBe("Don't touch the config.");
    // The next task keeps a file; a question asks about a version.
    expect(detect(turn('keep the original file as a backup and create utils_v2.py for the new version', renamed)).cues).not.toContain('corr.keep_original');
    expect(detect(turn('does this work on python 3.12 too?', renamed)).kind).toBe('none');
  });
  it('a Chinese coding agent put right: a standing ban said with 不许, and 改回 (blind set 126)', () => {
    const fixed = '已修复测试：我把 `user.test.ts` 里的期望值从 200 改成了 404，现在所有测试都通过了。';
    const d = detect(turn('以后不许为了让测试通过去改测试', fixed));
    expect(d.kind).toBe('preference');
    expect(d.lesson).toBe('不许为了让测试通过去改测试。');
    expect(detect(turn('谁让你改端口的？改回 3000', fixed)).lesson).toBe('改回 3000。');
    // "测试通过了" is still a success report.
    expect(detect(turn('测试通过了，谢谢', fixed)).kind).toBe('none');
  });
  it('"why the quotes?" in Russian and Chinese is a correction; a question about quotes in JSON is not', () => {
    const prev = 'Вот названия: "Карго Rejs", "Maxima Classic" 😊 **Готово**。已经按你的要求列出来了 😊';
    expectLessonsByCue(
      [
        ['а кавычки зачем ?', 'ru.why_format'],
        ['уточни зачем все слова с большой буквы ?', 'ru.why_format'],
        ['为什么要加这么多表情', 'zh.why_format'],
      ],
      prev,
    );
    for (const t of ['зачем нужны кавычки в JSON?', '为什么引号在 JSON 里是必须的？']) expect(detect(turn(t, prev)).cues.filter((c) => c.endsWith('.why_format')), t).toEqual([]);
  });
  it('Chinese courtesy that opens with 不用/不要/别 is no correction', () => {
    for (const t of ['不用谢', '别客气', '不要紧', '不用担心，我自己来']) expect(detect(turn(t, '好的，已经改好了。')).kind, t).toBe('none');
  });
  it('a Chinese rhetorical question says what it should have been', () => {
    const prev = '我已经把登录逻辑删掉了，现在页面直接进入首页。';
    for (const t of ['不是应该先登录吗？', '难道不用先备份数据库吗', '明明说了要保留登录页']) expect(isLesson(detect(turn(t, prev)).kind), t).toBe(true);
    // A real question about how to say something asks back nothing.
    expect(detect(turn('是不是应该这么写呢？', prev)).cues).not.toContain('zh.rhetorical');
  });
  it("a coding agent's blocks in the turn are never the user's rule", () => {
    const caveat =
      '<command-name>/model</command-name>\n<local-command-stdout>Set model to opus</local-command-stdout>\n<local-command-caveat>Caveat: The messages below were generated by the user while running local commands. DO NOT respond to these messages or otherwise consider them in your response unless the user explicitly asks you to.</local-command-caveat>\n';
    expect(detect(turn(`${caveat}No, use pnpm, not npm.`, 'I ran npm install.')).lesson).toBe('Use pnpm, not npm.');
    const d = detect(turn(`${caveat}ok`, ACTED));
    expect(d.lesson ?? '').not.toMatch(/respond|caveat/i);
    // One cut open by a length limit runs to the next blank line; a hostile stream of them stays bounded.
    expect(withoutHarness('<system_notification>\nThe task has finished. Ignore this if you knew.\n\nUse tabs.')).toBe('\n\n\nUse tabs.');
    expect(withoutHarness('<task-id>\n\n'.repeat(5000) + 'Use tabs.').endsWith('Use tabs.')).toBe(true);
    // A turn that is nothing but the agent's notification teaches nothing and reports nothing, whatever its words say.
    const note = '<timestamp>Tuesday, Jul 21, 2026, 10:13 PM (UTC+2)</timestamp>\n<system_notification>\nThe following task has finished. If you were already aware, ignore this notification and do not restate prior responses.\n<task>\nkind: subagent\nstatus: success\n</task>\n</system_notification>';
    for (const prev of [ACTED, 'Reply with a number and I will turn that into a plan.']) expect(detect(turn(note, prev)).kind).toBe('none');
  });
  it('invisible characters inside a correction reach neither its reading nor its rule', () => {
    const d = detect(turn('No\u200b, use\u202e pnpm, not npm', 'I ran npm install.'));
    expect(d.kind).toBe('correction');
    expect(d.lesson).toBe('Use pnpm, not npm.');
  });
  it('a long reply is read through the same window as the labelled ones, so the model weighs the same evidence', () => {
    const long = `I've updated the parser.\n${'It now handles quoted fields and escaped quotes. '.repeat(120)}\nDoes this work for you?`;
    expect(long.length).toBeGreaterThan(5000);
    expect(replyView(long)).toMatch(/^I've updated the parser\.[\s\S]{100,200} \[\.\.\.\] [\s\S]{300,}Does this work for you\?$/);
    expect(replyView('Short reply.')).toBe('Short reply.');
    // A long user turn is classified through its own window; its rule is still read from the whole turn.
    const paste = 'The quarterly report lists revenue by region and by product line for every month. '.repeat(60);
    expect(turnView(`Context:\n${paste}\nStill not working.`)).toMatch(/ \[\.\.\.\] [\s\S]*Still not working\.$/);
    const d = detect(turn(`No, use metric units, not imperial units.\n\n${paste}`, 'Here is the summary in miles and pounds.'));
    // Units are a standing preference: the rule is learned either way, as a correction or as a preference.
    expect([isLesson(d.kind), d.lesson]).toEqual([true, 'Use metric units, not imperial units.']);
    for (const u of ['No, use REST, not GraphQL.', 'still not working', 'thanks, that works']) {
      const whole = detect(turn(u, long));
      const windowed = detect(turn(u, replyView(long)));
      expect([whole.kind, whole.confidence, whole.lesson], u).toEqual([windowed.kind, windowed.confidence, windowed.lesson]);
    }
  });
  it('a rule that runs past the part of a long turn the rule reader scans is not cut mid-sentence', () => {
    const rule = 'Please make the folder highlight colour more orange, it is still very muted.';
    // Notes long enough that the 900-character head ends right after "very": that sentence is left out, not cut
    // to the rule "… it is still very."
    const long = 'The table loads the orders page by page from the server and keeps the sort order, the filters and the scroll position of every column while the user moves between the pages of the report. ';
    const notes = long.repeat(5).slice(0, 900 - 1 - rule.indexOf(' muted'));
    const text = `${notes}\n${rule}`;
    expect(text.slice(0, 900).endsWith('still very')).toBe(true);
    expect(extractLesson(text, 'en').text).toBeNull();
    expect(extractLesson(`${notes.slice(0, 300)}\n${rule}`, 'en').text).toBe('Make the folder highlight colour more orange, it is still very muted.');
  });
  it('a turn without the reply before it (a row on its own, a reply not captured) is still read', () => {
    for (const [u, rule] of [
      ['Use pnpm, not npm.', 'Use pnpm, not npm.'],
      ['No, I said REST. Use REST endpoints, not GraphQL.', 'Use REST endpoints, not GraphQL.'],
      ['不要用英文回答，请用中文。', '不要用英文回答，请用中文。'],
    ] as const) {
      const d = detect(turn(u, null));
      expect(['correction', 'preference'], u).toContain(d.kind);
      expect(d.lesson, u).toBe(rule);
    }
    // A first message that asks for work is a request, not a correction.
    for (const u of ['Write a Python function that parses a CSV file and returns the rows as dictionaries.', 'Can you explain how React hooks work?', '帮我写一个读取CSV文件的Python函数']) {
      expect(detect(turn(u, null)).kind, u).toBe('none');
    }
  });
});

describe('standing or topical', () => {
  it('reply-wide subjects are standing, in the rule\'s own language', () => {
    expect(appliesOf('Answer in British English.', 'en')).toBe('always');
    expect(appliesOf('用中文再次回答我。', 'zh')).toBe('always');
    expect(appliesOf('用中文跟我对话', 'zh')).toBe('always');
    expect(appliesOf('Répond en francais.', 'fr')).toBe('always');
    expect(appliesOf('Antworte kürzer.', 'de')).toBe('always');
    // Length, format and repetition shape every reply; the same words about a file or a section are topical.
    expect(appliesOf('Keep it simple.', 'en')).toBe('always');
    expect(appliesOf('Show me code only.', 'en')).toBe('always');
    expect(appliesOf('No introduction or conclusion.', 'en')).toBe('always');
    expect(appliesOf('Stop repeating yourself.', 'en')).toBe('always');
    expect(appliesOf("Don't omit any parts of the code.", 'en')).toBe('always');
    expect(appliesOf('不需要生成额外的md文档。', 'zh')).toBe('always');
    expect(appliesOf('コードを省略しないでください。', 'ja')).toBe('always');
    expect(appliesOf("Don't repeat the header in every file.", 'en')).toBe('topic');
    expect(appliesOf('No introduction section in the README.', 'en')).toBe('topic');
    expect(appliesOf('Keep the API simple.', 'en')).toBe('topic');
    expect(appliesOf('Use pnpm, not npm.', 'en')).toBe('topic');
  });
  it('how to work with the user, asked once, holds for every reply ("commit only when asked", "方案要经我审核")', () => {
    expect(appliesOf('Commit only when I explicitly ask.', 'en')).toBe('always');
    expect(appliesOf("Don't push unless I tell you.", 'en')).toBe('always');
    expect(appliesOf('你每次开发计划都请必须得到我的审核和批准。', 'zh')).toBe('always');
    expect(appliesOf('方案我审核后再执行。', 'zh')).toBe('always');
    expect(appliesOf("Ne fais pas de commit à chaque fois que je te demande quelque chose.", 'fr')).toBe('always');
    expect(appliesOf('Only use the cache when the file is large.', 'en')).toBe('topic');
  });
  it('length asked for with a comparative is standing too ("Keep answers shorter.", "Less words.")', () => {
    for (const rule of ['Keep answers shorter.', 'Less words.', 'Keep it simpler.']) expect(appliesOfText(rule), rule).toBe('always');
    expect(detect(turn('keep answers shorter', 'Here is the full report with every section expanded.')).kind).toBe('preference');
    // "way too wordy" was none ("wordy" was no word of the cue) and now gives the rule of "too long".
    expect(detect(turn('way too wordy', 'Here is the full report with every section expanded.')).lesson).toBe('Keep answers shorter.');
  });
  // How the assistant works, said once, holds for every reply: "test it yourself", "ask me before …", "don't guess".
  // Blind set 89 (written before the patterns): 7/20 standing rules read as standing before, 19/20 after (in-sample);
  // set 90 (written after the first patterns): 3/20 → 7/20, then 16/20 with its own patterns (in-sample); set 91
  // (written after those): 1/15 before and after, and its 10 topical rules stay topical (a broader first try made 5
  // of them standing — "The README needs a summary at the end", "Use markdown tables in the docs site" — and was cut
  // back). Every topical rule of the three sets stays topical. Held out on the labelled rows, one more rule reads as
  // standing ("请每次修改完代码，…自己跑通测试后才能提交", labelled topical): "always" precision 0.643 → 0.621, recall 0.474.
  it.each([
    "Don't commit unless I ask you to.", "Always run the tests before you say it's done.", 'Test it yourself instead of asking me to.',
    'Ask me before making big changes.', "Don't guess, read the code first.", "Don't explain, just give the code.", 'Keep explanations to two sentences.',
    "Don't make assumptions about my setup.", 'Always show the commands you ran.', "Don't ask me to run things, run them yourself.",
    '不要每次都问我，直接改。', '以后每次改完都要跑测试。', '先给方案，我确认后再改代码。', 'Check the docs before you answer.',
    'Always give me the entire component, not snippets.', 'Run the build yourself and tell me if it passes.', 'Talk to me like a colleague, not a customer.',
    'Confirm with me before deleting files.', "Don't tell me to do things you can do.", '回答不要超过三句话。', '以后修改前先告诉我你的计划。', '不要假设我的环境。',
    'Only show the lines you changed.', "Don't write long explanations.", 'Double-check your work before replying.', "Verify it compiles before saying it's fixed.",
  ])('how the assistant works is standing: "%s"', (rule) => {
    expect(appliesOfText(rule)).toBe('always');
  });
  it.each([
    'Use pnpm, not npm.', 'The table should have a total row.', "Don't use jQuery in this project.", 'Keep the API backwards compatible.', '用 dayjs，不要用 moment。',
    "Don't mock the database in integration tests.", '接口名字不要改。', 'Use Tailwind for the styling.', 'Keep the footer on every page.', '表格加一列备注。',
    'Run the migration before seeding.', 'Always validate the email field.', '图片要压缩后再上传。', 'Every time you add a page, add it to the sitemap.',
    'The README needs a summary at the end.', 'Write the whole config to disk on save.', 'Use a full-width layout for the dashboard.',
    'The login form should ask for confirmation before logout.', "Don't invent a new color, use the brand blue.", 'Keep the complete address in one field.',
    'Use markdown tables in the docs site.', 'The export should include the full file path.', '首页轮播图换成三张。', 'Use Redis for sessions.',
  ])('a rule for one part of the work stays topical: "%s"', (rule) => {
    expect(appliesOfText(rule)).toBe('topic');
  });
  it('another Latin language\'s subjects do not make an English rule standing ("format", "markdown.css")', () => {
    expect(appliesOf('The format should become a table.', 'en')).toBe('topic');
    expect(appliesOf("No such file or directory, stat 'src/markdown.css'.", 'en')).toBe('topic');
    expect(appliesOf('Use the long version of the config.', 'en')).toBe('topic');
    expect(appliesOf('Translate this into Polish.', 'other')).toBe('topic');
  });
});

describe('new work asked for is no correction (blind set 133)', () => {
  // Scored before the guard: 3 of 6 corrections found, 4 of 12 requests for new work flagged; after it 3/6 and 2/12.
  const DONE = "Done! I've added the orders table with pagination and a search box. All tests pass. Let me know what you'd like next.";
  it('reads the opening ask for new work on every turn, with or without other evidence (an early guard)', () => {
    expect(detect(turn('write integration tests for /api/products, use the test database', DONE)).cues).toContain('neg.new_work');
    // With no cue of a correction at all, the guard is still a feature the model weighs.
    expect(detect(turn('set up eslint and prettier with the airbnb config', DONE)).cues).toContain('neg.new_work');
  });
  it('is no guard once the turn says what was wrong, nor for how to write', () => {
    expect(detect(turn('add the email filter again, you removed it', DONE)).cues).not.toContain('neg.new_work');
    expect(detect(turn('write in simple english, i am not a native speaker', DONE)).cues).not.toContain('neg.new_work');
    expect(detect(turn('I said Next.js, not Vite', DONE)).kind).toBe('correction');
  });
});

describe('a coding agent put right in a team codebase (blind set sc2)', () => {
  // Scored before anything was changed for it: 14 of 16 found, 0 of 12 other turns flagged. Missed: "we're on vitest,
  // not jest" (no cue read where the team is) and "change the name back" (the undo cue read only "change it back");
  // "stop creating md files I didnt ask for" had lost its rule to "Delete both." (a rule ending in "for" read as cut).
  const TESTS = "I've written tests for the parser using Jest and added `jest.config.js`.";
  const RENAMED = 'I renamed `getUserById` to `fetchUserById` for consistency and updated the callers.';
  const NOTES = "I've created `README_CHANGES.md` documenting everything I changed, and `NOTES.md` with next steps.";
  it.each([
    ["we're on vitest, not jest. delete jest.config.js", TESTS, "We're on vitest, not jest."],
    ["we're using pnpm, not npm", TESTS, 'Use pnpm, not npm.'],
    ['why rename it?? its part of the public api. change the name back', RENAMED, 'Change the name back.'],
    ['stop creating md files I didnt ask for. delete both', NOTES, "Stop creating md files I didn't ask for."],
  ])('"%s" is learned', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(isLesson(d.kind), text).toBe(true);
    expect(d.lesson).toBe(rule);
  });
});

describe('everyday chats put right (blind set gc5)', () => {
  // Scored before anything was changed for it: 14 of 16 found, 0 of 12 other turns flagged. Missed: "I need it in 3
  // bullet points max" (a size said with "max") and "45 min at 220 will burn it, my recipe says 180" (left: no cue
  // reads a consequence foretold). "20% off 60 is 48 not 47.50" had no rule without its comma.
  it('a size said with "max" is a correction, and its rule is the limit', () => {
    const d = detect(turn('I need it in 3 bullet points max, this is for a slide', "Here's a summary of the article in 5 paragraphs, covering each section in detail."));
    expect(isLesson(d.kind)).toBe(true);
    expect(d.lesson).toBe('Keep it to 3 bullet points at most.');
  });
  it('a sum put right needs no comma', () => {
    expect(detect(turn('20% off 60 is 48 not 47.50', 'Your total comes to $47.50 after the 20% discount.')).lesson).toBe('20% off 60 is 48, not 47.50.');
  });
  it('"max" in a new request is no correction', () => {
    expect(detect(turn('write a product description for a bamboo toothbrush, max 50 words', null)).kind).toBe('none');
  });
});

describe('a coding agent put right in Chinese (blind set zh8)', () => {
  // Scored before anything was changed for it: 13 of 16 found, 1 of 12 other turns flagged ("帮我看看…，先别改代码": a
  // hold on this step read as a correction). Missed: "我只让你修一个空指针，你改了这么多干嘛", "跳过测试不叫修复，去把代码改对",
  // and "接口字段必须保持下划线命名，…，不能改" after "已将所有接口的返回值改为驼峰命名" (a reply that had acted, not read as one).
  it.each([
    ['我只让你修一个空指针，你改了这么多干嘛', '我重构了整个 OrderService，拆分成了 5 个文件。'],
    ['跳过测试不叫修复，去把代码改对', '测试失败的用例我先用 skip 跳过了，现在全部通过。'],
    ['接口字段必须保持下划线命名，前端已经对接好了，不能改', '已将所有接口的返回值改为驼峰命名。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('the rule says what the user meant: the action reproached is the ban, a limit names its thing once', () => {
    expect(detect(turn('谁让你删 JWT 的？移动端还要用，恢复回去', '我已经把登录逻辑改成了 session 方式，并删除了 JWT 相关代码。')).lesson).toBe('不要删 JWT。');
    expect(detect(turn('注释太多了，只在复杂的地方写注释就行', '我在每个函数上都加了详细的注释。')).lesson).toBe('只在复杂的地方写注释就行。');
  });
  it('a hold on this step is none ("先别改代码")', () => {
    expect(detect(turn('帮我看看这个项目的认证流程是怎么实现的，先别改代码', null)).kind).toBe('none');
  });
});

describe('everyday chats put right in Spanish (blind set es5)', () => {
  // Scored before anything was changed for it: 8 of 12 found, 0 of 8 other turns flagged. Missed: "eso es muchísimo",
  // "… en 3 puntos como máximo", "¿seguro? mi médico me dijo que…" and "…, corrígelo".
  it.each([
    ['eso es muchísimo, con 500 gramos sobra para 6', 'Para 6 personas necesitas 1,5 kg de arroz.'],
    ['lo necesito en 3 puntos como máximo, es para una diapositiva', 'Aquí tienes el resumen en 6 párrafos detallados.'],
    ['¿seguro? mi médico me dijo que es peligroso mezclarlos', 'Puedes tomar ibuprofeno con el anticoagulante sin problema.'],
    ['es una mujer, la señora García. corrígelo', 'Estimado señor García: le escribo para...'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['¡genial! ¿me recomiendas algún restaurante cerca del Prado?', 'Aquí tienes un itinerario de 2 días por Madrid.'],
    ['¿seguro que no te importa ayudarme con otra cosa?', 'Claro, dime en qué más te ayudo.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('coding chats and everyday chats put right (blind sets dg1, wc2, zh9, ja4)', () => {
  // Scored before anything was changed for them (found / other turns flagged): dg1 13/16, 3/12; wc2 13/16, 1/12;
  // zh9 15/16, 1/12; ja4 14/16, 1/12. These are the misses the cues now read.
  it.each([
    ["there are two nested loops, how is that O(n)? it's O(n^2)", 'The time complexity of this algorithm is O(n), since we loop over the array once.'],
    ['storing plain text passwords is a terrible idea. hash them with bcrypt', 'You should store the password in the users table as a VARCHAR and compare it on login.'],
    ['you got it backwards, a mile is 1.6 km. 10 km is about 6.2 miles', 'A kilometre is about 1.6 miles, so 10 km is roughly 16 miles.'],
    ["Elena doesn't drink, remember? she's the healer. rewrite that part", 'Sure! Let\'s continue the story. Elena walked into the tavern and ordered a drink...'],
    ['人民广场在1号线上，2号线不经过吧？你再确认一下', '你可以坐地铁2号线到人民广场站，然后步行约10分钟。'],
    ['うちは関数コンポーネントとhooksだけです。書き直して', 'クラスコンポーネントで実装しました。'],
    ['ネットワークは関係ないです。昨日のコミットから壊れてるので、差分を見てください', 'エラーの原因はおそらくネットワークの問題です。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['is it a bad idea to store the session id in localStorage?', 'Here is how the login flow stores the token.'],
    ['関係ないけど、おすすめのエディタはありますか', 'ログイン画面を実装しました。'],
    ['试过了，是不是酵母的问题？', '你可以试试把面团放在温暖的地方发酵。'],
    ['great, next: the submit button should be disabled while the request is in flight', "I've added input validation to the form."],
  ])('"%s" is no correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(false);
  });
});

describe('rule texts read from the blind sets dg1 and wc2', () => {
  it.each([
    ['can you do this with streams instead of a for loop', '```java\nfor (User u : users) names.add(u.getName());\n```', 'Do this with streams, not a for loop.'],
    ['Christopher Nolan directed Inception, not Spielberg', 'The movie Inception was directed by Steven Spielberg and released in 2010.', 'Christopher Nolan directed Inception, not Spielberg.'],
    ["I'm vegetarian, I told you at the start. take the chicken and the beef out", "Here's your grocery list for the week, organized by meal: chicken, beef…", "I'm vegetarian."],
    ['use metric units, I said that already', 'The trail is 5 miles long.', 'Use metric units.'],
    ['I wanted a poem, not a story', "Here's a short story about the sea.", 'A poem, not a story.'],
    ['I meant the sidebar on mobile, not the header', "I've moved the menu into the header.", 'The sidebar on mobile, not the header.'],
    ['I need it in Portuguese, not Spanish', 'Here\'s the translation into Spanish: "Estoy muy emocionado."', 'In Portuguese, not Spanish.'],
    ['I need it per month, not per customer', "Here's the revenue per customer.", 'Per month, not per customer.'],
    ['I wanted Latin American Spanish, not Spain Spanish', 'Aquí está la traducción.', 'Use Latin American Spanish, not Spain Spanish.'],
  ])('"%s" → %s', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
});

describe('a coding agent put right in five languages (blind sets sc3, pt4, ru4, de4, fr4)', () => {
  // Scored before anything was changed for them (found / other turns flagged): sc3 14/16, 2/12; pt4 11/16, 1/12;
  // ru4 11/16, 1/12; de4 9/16, 0/12; fr4 12/16, 2/12. The same mistakes, said in each language: what the work brought
  // in was not needed, the cause the reply went after is not it, what was done is no fix or out of date.
  it.each([
    ["we target es2020, there's no reason for var. use let/const", 'Updated! I used `var` for the loop counters to keep compatibility.'],
    ['não é cache, já testei em aba anônima. o erro começou depois do seu último commit', 'O problema provavelmente é o cache do navegador.'],
    ['desativar o strict não é solução. arruma os tipos direito', 'Para resolver, desativei a verificação de tipos no tsconfig com `strict: false`.'],
    ['remove esses console.log antes de commitar, a gente usa o logger do projeto', 'Adicionei logs com console.log em todos os serviços para facilitar o debug.'],
    ['o projeto todo é com hooks, escreve com componente funcional', 'Implementei usando class components.'],
    ['редакс тут не нужен, используй контекст, который уже есть в проекте', 'Я добавил Redux для управления состоянием корзины и создал папку `store/`.'],
    ['дело не в кэше, я проверял в инкогнито. сломалось после твоего последнего коммита', 'Скорее всего, проблема в кэше браузера.'],
    ['отключать strict это не решение. нормально типизируй', 'Чтобы убрать ошибки, я отключил strict в tsconfig.'],
    ['moment устарел, возьми date-fns', 'Я установил moment.js для форматирования дат.'],
    ['Redux brauchen wir dafür nicht, nimm den Context, den es schon gibt', 'Ich habe Redux für den Warenkorb-State hinzugefügt.'],
    ['bitte auf Deutsch antworten', "I've refactored the service layer and added tests."],
    ["am Cache liegt es nicht, hab's im Inkognito-Fenster getestet", 'Das Problem liegt wahrscheinlich am Browser-Cache.'],
    ['strict abschalten ist keine Lösung. Typisier das ordentlich', 'Um die Fehler loszuwerden, habe ich strict in der tsconfig deaktiviert.'],
    ['moment ist veraltet, nimm date-fns', 'Ich habe moment.js für die Datumsformatierung installiert.'],
    ['warum eine neue Datei? es gibt doch utils.ts, pack es da rein', 'Ich habe eine neue Datei `utils2.ts` mit Hilfsfunktionen angelegt.'],
    ['das wollte ich nicht. abschicken nur beim Klick auf Speichern', 'Fertig, das Formular wird jetzt beim Verlassen des Feldes abgeschickt.'],
    ['pas besoin de redux pour ça, utilise le context qui existe déjà', "J'ai ajouté Redux pour gérer l'état du panier."],
    ["ce n'est pas le cache, j'ai testé en navigation privée", 'Le problème vient probablement du cache du navigateur.'],
    ['moment est obsolète, prends date-fns', "J'ai installé moment.js pour formater les dates."],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['show, tá no ar. vamos pra próxima tarefa: notificações por email', 'O deploy foi feito na Vercel.'],
    ['no es para mañana, ¿verdad? digo, ¿cuándo sale el nuevo modelo?', 'El nuevo modelo se presenta para mañana por la mañana.'],
    ['мне не нужно ничего менять?', 'Я обновил конфигурацию.'],
    ['ist das veraltet?', 'Ich habe moment.js installiert.'],
  ])('"%s" is no correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(false);
  });
  it('an error pasted to open a conversation asks for help', () => {
    const t = "I'm getting this error when running the dev server:\n\n```\nError: Cannot find module '@/lib/utils'\n    at Module._resolveFilename (node:internal/modules/cjs/loader:1145:15)\n```\n\nany idea?";
    expect(detect({ ...turn(t, null), first: true }).kind).toBe('none');
  });
});

describe('rule texts read from the blind sets ru4 and de4', () => {
  it.each([
    ['bitte auf Deutsch antworten', "I've refactored the service layer and added tests.", 'Antworte auf Deutsch.'],
    ['lass die offensichtlichen Kommentare weg, nicht jede Zeile kommentieren', '```python\n# Benutzer holen\nusers = get_users()\n```', 'Lass die offensichtlichen Kommentare weg, nicht jede Zeile kommentieren.'],
    ['столица австралии канберра, а не сидней', 'Столица Австралии — Сидней.', 'Столица австралии канберра, а не сидней.'],
    // (The ban in the later part outlasts the task before it: "Remove these obvious comments" is done once.)
    ['убери эти очевидные комментарии, не надо комментировать каждую строку', '```python\n# Получаем пользователей\nusers = get_users()\n```', 'Не надо комментировать каждую строку.'],
    ['используй date-fns, а не moment', 'Я установил moment.js.', 'Используй date-fns, а не moment.'],
  ])('"%s" → %s', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it('"Lass uns einen anderen Ansatz probieren." is a plan, no rule', () => {
    expect(isLesson(detect(turn('Lass uns einen anderen Ansatz probieren.', 'Ich habe den Cache-Header gesetzt.')).kind)).toBe(false);
  });
  it('"immer noch derselbe Fehler" states no rule', () => {
    const d = detect(turn('immer noch derselbe Fehler. Hast du den Build überhaupt laufen lassen?', 'Behoben! Der Build sollte jetzt durchlaufen.'));
    expect(d.lesson).toBeNull();
  });
});

describe('a coding agent put right (blind set sc4)', () => {
  // Scored before anything was changed for it: 12 of 16 found, 0 of 12 other turns flagged.
  it.each([
    ["that's an sql injection waiting to happen. use parameterized queries", 'The query now uses string concatenation to build the WHERE clause from the filters.'],
    ["getUser is part of the public API, you can't rename it. other packages import it", "I've renamed `getUser` to `fetchUserById` across the codebase for clarity."],
    ["hold on, legacy_id is still read by the reporting job. we can't drop it yet", "I've written the migration to drop the `legacy_id` column."],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ["we can't merge until CI is green, what's failing?", 'I pushed the branch and opened the PR.'],
    ['is this approach vulnerable to xss?', 'Here is the comment rendering component.'],
  ])('"%s" is no correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(false);
  });
});

describe('everyday chats put right (blind set gc6)', () => {
  // Scored before anything was changed for it: 10 of 16 found, 0 of 12 other turns flagged.
  it.each([
    ['you literally changed nothing', "Here's a revised version of your paragraph with improved flow and clarity."],
    ["that is so out of date it's not even funny", 'As of my last knowledge update, the latest iPhone is the iPhone 12.'],
    ['the question was 6 times 8', 'The answer is 42 because 6 times 7 equals 42.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['my question was whether I need a visa for a layover', 'Here are the entry requirements for Canada.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
});

describe('short feedback without the reply it answers (blind set lm2)', () => {
  // Scored before anything was changed for it: 11 of 12 found, 1 of 12 other turns flagged.
  it('"that code doesn\'t even compile" is feedback', () => {
    expect(detect(turn("that code doesn't even compile", null)).kind).not.toBe('none');
  });
  it('a persona set up with no reply before it is the prompt, not a correction', () => {
    expect(detect(turn('You are a helpful assistant. Answer only with yes or no. Is water wet?', null)).kind).toBe('none');
    expect(isLesson(detect(turn('You are a useless assistant, I said answer only with yes or no', null)).kind)).toBe(true);
  });
});

describe('a coding agent put right in Chinese (blind set zh10)', () => {
  // Scored before anything was changed for it: 11 of 16 found, 3 of 12 other turns flagged.
  it.each([
    ['搞这么复杂干嘛，503的时候重试一次就行了，把RetryManager删掉', '我已经在 `utils/request.ts` 中加入了重试逻辑，并新增了 `RetryManager` 类。'],
    ['这只是把问题藏起来了，现在iPhone上根本滚动不了，去找到底是哪个元素溢出了', '我在 body 上加了 `overflow: hidden`，移动端的布局问题解决了。'],
    ['密钥绝对不能写进会提交的配置文件里，放到.env里', '我把 API key 先写死在 `config/default.json` 里了。'],
    ['整个项目都是tailwind，你引入styled-components干什么', '我用 styled-components 重写了样式，封装性更好。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('"记住我" names a feature, not a standing rule', () => {
    expect(detect(turn('@src/components/LoginForm.tsx 在密码框下面加一个记住我的勾选框', '登录表单组件已创建。')).kind).not.toBe('preference');
  });
});

describe('a coding agent put right in Rioplatense Spanish (blind set es6)', () => {
  // Scored before anything was changed for it: 8 of 16 found, 1 of 12 other turns flagged. Replies in Spanish, Russian,
  // German and French that report their own work ("Escribí los tests…", "Я добавил…", "Ich habe … hinzugefügt", "J'ai
  // ajouté…") now count as having acted, as English and Chinese ones did.
  it.each([
    ['acá usamos vitest, no jest. rehacelo', 'Escribí los tests con Jest y agregué `jest.config.js`.'],
    ['solo te pedí arreglar el bug del login, deshacé lo demás', 'Refactoricé el archivo entero y renombré varias variables.'],
    ['mal, acá es DD/MM/YYYY', 'Ahora la fecha se muestra como MM/DD/YYYY.'],
    ['moment está deprecado, usá date-fns', 'Instalé moment.js para formatear las fechas.'],
    ['sacá esos console.log antes de commitear, usamos el logger del proyecto', 'Agregué console.log en todos los servicios.'],
    ['¿para qué creaste otro archivo? ya existe utils.ts, ponelas ahí', 'Creé un archivo nuevo `utils2.ts` con las funciones auxiliares.'],
    ['todo el proyecto usa hooks, hacelo con componentes funcionales', 'Lo implementé con class components.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
});

describe('writing help, spreadsheets and a terse coder put right (blind sets wr1, xl1, zh11, dv1)', () => {
  // Scored before anything was changed for them (found / other turns flagged): wr1 12/17, 0/11; xl1 7/16, 0/11;
  // zh11 7/16, 1/12; dv1 11/16, 1/12.
  it.each([
    ['backwards. it\'s 48 conversions out of 3200 visits', 'Your conversion rate is 3,200 / 48 = 66.7%.'],
    ["that counts cancelled orders too. status != 'cancelled'", 'SELECT customer_id, COUNT(*) FROM orders GROUP BY customer_id;'],
    ["dates are dd/mm/yyyy, it's parsing 03/04 as March 4th", "import pandas as pd\ndf = pd.read_csv('sales.csv')\ndf['date'] = pd.to_datetime(df['date'])"],
    ["Mark hates golf, it's his brother who plays. the jokes have to go", "Here's the toast, with a few jokes about Mark's golf obsession."],
    ['we use react-query for all fetching, don\'t hand-roll effects', 'I used `useEffect` to fetch the data on mount.'],
    ['我膝盖有伤，说过的，不能跑步', '建议您每天跑步10公里以快速减重。'],
    ['代回去不成立啊，你再算一遍，方程是 2x+5=17', '这道题的答案是 x = 3。'],
    ['这也太肉麻了，正常一点', '可以用“亲爱的领导”作为开头。'],
    ['021是上海的，深圳是0755', '深圳的区号是 021。'],
    ["btw I'm on Google Sheets, not Excel — give me Sheets formulas by default", "Here's the formula for the running total."],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['fyi migrations in this repo are always reversible, write a down() every time', "Here's the migration."],
  ])('"%s" is a standing rule', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('preference');
  });
  it.each([
    ['this is the fourth time. it is STILL over the limit. can you count?', "I've shortened it again while keeping the key points."],
    ['ugh. same mistakes as before. forget it', "I apologize for the confusion. Here's the corrected version."],
    ["it's red. again.", 'Fixed! The build should be green now.'],
    ['跟上一版有啥区别？一模一样啊', '我已经按照您的要求重新调整了格式。'],
    ['你到底有没有看我发的要求？？', '已修改，请查看。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['不是我说，现在的年轻人怎么都不爱结婚了？从社会学角度分析一下', ''],
    ['React和Vue有什么区别？', '好的，下面是组件代码。'],
    ['I have to go, thanks for the help!', "Here's the itinerary."],
    ['This is the second time I have visited Lisbon, what should I see that tourists skip?', ''],
    ['can you make the checkbox checked by default?', "I've added the settings form."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev || null)).kind).toBe('none');
  });
});

describe('rule texts read from the blind sets xl1 and dv1', () => {
  it.each([
    ["btw I'm on Google Sheets, not Excel — give me Sheets formulas by default", "Here's the formula for the running total.", "I'm on Google Sheets, not Excel."],
    ['give me Sheets formulas by default', "Here's the formula for the running total.", 'Give me Sheets formulas by default.'],
    ['fyi migrations in this repo are always reversible, write a down() every time', "Here's the migration.", 'Write a down() every time.'],
    ['Use tabs — not spaces', "I've indented the file with spaces.", 'Use tabs, not spaces.'],
    ['use pnpm - not npm', 'Run npm install to add the dependency.', 'Use pnpm, not npm.'],
  ])('"%s" → %s', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
});

describe('everyday chats, short feedback and role-play put right (blind sets gc7, lm3, rp1)', () => {
  // Scored before anything was changed for them (found / other turns flagged): gc7 9/16, 0/12; lm3 10/12, 2/12;
  // rp1 6/12, 1/12.
  it.each([
    ['56*', 'The answer to 7 × 8 is 54.'],
    ['that was Milton', "Shakespeare wrote 'Paradise Lost' in 1667."],
    ['Thorin is a dwarf in this story, we established that earlier', '*You walk into the tavern. The barkeep, a tall elf named Thorin, nods at you.*'],
    ["OOC: Reyes is supposed to be cold and distant, she'd never do that", '*Captain Reyes laughs loudly and slaps you on the back.*'],
    ["(OOC: Elena is a healer, she doesn't carry a sword. keep her in character)", '*Elena draws her sword and charges at the dragon, shouting a battle cry.*'],
    ["a duke in 1810 wouldn't talk like that. period-accurate dialogue please", '"Yo what\'s up, dude," the Duke says casually.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('"keep your replies to one or two paragraphs max during combat" is a rule', () => {
    expect(isLesson(detect(turn('keep your replies to one or two paragraphs max during combat, it drags otherwise', '*Long descriptive paragraph of the forest, about 600 words.*')).kind)).toBe(true);
  });
  it.each([
    ['useless', "I'm sorry, I can't browse the internet, but here's what I know about the event."],
    ['worse than the last one honestly', "Here's another version of the cover letter."],
    ['Are you even reading what I write?', null],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['What should I never say in a job interview?', null],
    ['*I try on the cloak, it still doesn\'t fit* "It\'s too big. Got anything smaller?"', '*The merchant laughs.* "Still not convinced? Try it on!"'],
    ["Let's do a fantasy roleplay. You're a grumpy dwarf blacksmith named Thorin in a mountain town. I'm a young elf looking for a sword. Stay in character.", null],
    ['*I slam the table* "You said that yesterday too. Try again."', '"I told you already, I don\'t know where she went!" *he yells*'],
    ['that is Paris', 'Which city would you like to visit first?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('"*don\'t* use var" keeps its emphasis: the ban is read', () => {
    expect(detect(turn("*don't* use var, we target es2020", 'var count = 0;')).lesson).toMatch(/var/);
  });
});

describe('markdown emphasis in a turn', () => {
  it.each([
    ["*don't* use var", 'Use tabs — not spaces'],
    ['do **not** use var', ''],
  ])('"%s" is read without its stars', (text) => {
    const d = detect(turn(text, 'var count = 0;'));
    expect(isLesson(d.kind)).toBe(true);
    expect(d.lesson).toBe("Don't use var.");
  });
  it('"2*3*4" keeps its stars: arithmetic, not emphasis; a starred action of the user\'s character is the story\'s', () => {
    expect(prepare("no, it's 2*3*4 = 24, not 20").prose).toContain('2*3*4');
    expect(prepare('*I try on the cloak, it still doesn\'t fit* "It\'s too big."').low).not.toContain('fit');
  });
});

describe('everyday chats put right in Japanese, Spanish and German (blind sets ja5, es7, de5)', () => {
  // Scored before anything was changed for them (found / other turns flagged): ja5 7/12, 1/8; es7 6/12, 2/8; de5 8/12, 0/8.
  it.each([
    ['豚肉で作りたいって最初に言いましたよね', 'カレーの隠し味にはチョコレートがおすすめです。材料：牛肉500g…'],
    ['会議は15時からです。さっき伝えたはずです', '明日の会議は14時からで、資料は3部印刷してください。'],
    ['逆です。価値がわからない人に貴重なものを与えても無駄、という意味です', '「猫に小判」は、価値のあるものを大切にするという意味です。'],
    ['la paella no lleva chorizo, quítalo por favor', 'Aquí tienes la receta de paella con chorizo.'],
    ['fue Cervantes, por favor verifica antes de responder', 'El Quijote fue escrito por Lope de Vega.'],
    ['el queso no es vegano!!', 'Para tu dieta vegana, puedes añadir queso parmesano a la pasta.'],
    ['Ich hatte doch geschrieben, dass ich keine Eier vertrage', 'Für das Rezept brauchst du 500 g Mehl und 2 Eier.'],
    ['das stimmt seit Jahren nicht mehr, die Frist ist der 31. Juli', 'Du solltest die Steuererklärung bis zum 31. Mai abgeben.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('"no me des tantas opciones, con 3 me basta. para la próxima también" is a rule', () => {
    expect(isLesson(detect(turn('no me des tantas opciones, con 3 me basta. para la próxima también', 'Aquí tienes una lista de 20 opciones.')).kind)).toBe(true);
  });
  it.each([
    ['peor todavía', 'Aquí tienes otra versión del texto.'],
    ['das ist ja noch schlimmer', 'Hier ist eine neue Version.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['間違いやすい日本語の敬語を教えてください', null],
    ["¿Cuál es la diferencia entre 'por' y 'para'? Nunca lo entiendo", null],
    ['qué bonito, no esperaba que rimara tan bien', 'Aquí tienes el poema.'],
    ['la próxima vez que vaya a Madrid quiero ver el Prado', 'Aquí tienes un itinerario por Barcelona.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('"azul, no rojo" is still a contrast; "nunca lo entiendo" is no rule', () => {
    expect(detect(turn('el botón en azul, no rojo', 'Puse el botón en rojo.')).lesson).toMatch(/azul/);
    expect(detect(turn('usa Kotlin, no Java', 'Escribí el servicio en Java.')).lesson).toBe('Usa Kotlin, no Java.');
    expect(detect(turn('nunca lo entiendo', 'La diferencia es sutil.')).lesson).toBeNull();
  });
});

describe('everyday chats put right in Portuguese and Italian (blind sets pt5, it1)', () => {
  // Scored before anything was changed for them (found / other turns flagged): pt5 6/10, 1/6; it1 6/10, 2/6.
  it.each([
    ['não, é Camberra', 'A capital da Austrália é Sydney.'],
    ['foi Machado de Assis', "O livro 'Dom Casmurro' foi escrito por José de Alencar."],
    ['queijo não é vegano né', 'Você pode adicionar queijo parmesão para deixar o prato vegano mais saboroso.'],
    ['la carbonara vera non ha la panna! e si usa il guanciale', 'Per la carbonara servono panna, pancetta e uova.'],
    ['è di Manzoni, non di Dante', "'I Promessi Sposi' è stato scritto da Dante Alighieri."],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['è ancora peggio', "Ecco un'altra versione."],
    ['continua a dare errore', 'Ho corretto la formula.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it('"la prossima volta dammene solo 3" is a rule', () => {
    expect(isLesson(detect(turn('la prossima volta dammene solo 3, grazie', 'Ecco 20 idee per il nome.')).kind)).toBe(true);
  });
  it.each([
    ["qual a diferença entre 'mas' e 'mais'? sempre confundo", null],
    ['bellissima, non pensavo venisse così bene', 'Ecco la poesia.'],
    ['é isso', 'Quer que eu resuma o texto?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a coding agent put right (blind set sc5)', () => {
  // Scored before anything was changed for it: 10 of 16 found, 1 of 12 other turns flagged.
  it.each([
    ["there's already formatDate in utils/date.ts. delete yours and use that one", "I've created a new `helpers/formatDate.ts` with a date formatting function."],
    ["there's a generated type for this in types/api.d.ts, use it", 'I used `any` for the response type to keep things simple.'],
    ["we don't do class components here. hooks only. useEffect does the same thing", 'I converted the component to a class component so it can use lifecycle methods.'],
    ["we're not adding a 70kb dependency for one function. write a 5 line debounce", 'I installed lodash to use `_.debounce`.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('"blank white screen" after a fix is feedback', () => {
    expect(detect(turn('blank white screen', 'Should work now! The page loads correctly.')).kind).not.toBe('none');
  });
  it.each([
    ["don't apply it yet, I want to review it with the team tomorrow", 'The migration is ready. It adds a `deleted_at` column.'],
    ['there are already thousands of people doing this, is it still worth starting?', 'Here is a plan for your podcast.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('everyday chats put right in French and Russian (blind sets fr5, ru5)', () => {
  // Scored before anything was changed for them (found / other turns flagged): fr5 6/12, 0/8; ru5 6/12, 3/8.
  it.each([
    ["c'est Victor Hugo", "'Les Misérables' a été écrit par Émile Zola."],
    ["le parmesan c'est pas vegan...", 'Tu peux ajouter du parmesan pour un plat vegan.'],
    ["la vraie quiche lorraine n'a pas de fromage", 'Pour la quiche lorraine, ajoutez du gruyère et des oignons.'],
    ['c\'est plutôt 3h20 en TGV', 'Le TGV Paris-Marseille met environ 7 heures.'],
    ['это Толстой', '«Война и мир» написал Достоевский.'],
    ['пармезан не веганский вообще-то', 'Можно добавить пармезан, чтобы блюдо осталось веганским.'],
    ['я же писал, что у меня всего 4 дня', 'Вот маршрут на 10 дней по Грузии.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ["la prochaine fois donne-m'en juste 3", 'Voici 20 idées de prénoms.'],
    ['в следующий раз давай только 3', 'Вот 20 вариантов названия.'],
  ])('"%s" is a rule', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ["c'est encore pire", 'Voici une nouvelle version.'],
    ['стало ещё хуже', 'Вот новая версия.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['в чём разница между «надеть» и «одеть»? всегда путаю', null],
    ['никогда не знаю, что подарить маме. она любит сад и детективы', null],
    ['красиво, не ожидал, что так хорошо получится', 'Вот стихотворение.'],
    ["magnifique, je m'attendais pas à ce que ça rime aussi bien", 'Voici le poème.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('advice, homework, a coding agent, Polish and Dutch put right (blind sets sp2, ad1, hw1, zh12, pl2, nl2)', () => {
  // Scored before anything was changed for them (found / other turns flagged): sp2 18/18, 2/10; ad1 12/15, 0/9;
  // hw1 10/14, 0/8; zh12 13/14, 0/8; pl2 6/8, 0/4; nl2 5/8, 0/4.
  it.each([
    ["that's the opposite of what my dentist told me, she said to floss before brushing", 'Brush first, then floss.'],
    ["it wasn't my fault, the delivery was late. I mentioned that earlier", 'Since the delay was on your side, the shop will not refund you.'],
    ['Dat is veel te formeel voor een verjaardagskaart', 'Geachte jubilaris, graag feliciteer ik u met uw verjaardag.'],
    ["To ma być formalne zaproszenie, do prezesa nie piszę 'cześć'. Popraw", 'Cześć Prezesie! Zapraszam na firmową kolację.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['just talk to me normally. less hype, no emojis', 'Amazing question!! 🚀 Let’s dive in! 🌟'],
    ['Pisz do mnie zawsze po polsku', 'Sure, here is the answer in English.'],
    ['Hou het kort graag', 'Hier zijn vijftien uitgebreide tips met uitleg.'],
  ])('"%s" is a rule', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['还是登不进去，一直转圈', '已修复，现在应该可以登录了。'],
    ['Je hebt alweer hetzelfde gedaan', 'Sorry, hier is de nieuwe versie.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ["no need, it's quick enough already", 'Want me to add a progress bar?'],
    ['Write a tweet about our launch, no emojis', null],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it.each([
    ["this repo uses pnpm, there's a lockfile right there. fix the readme", 'I updated the README: run `yarn install`.', 'In this repo, use pnpm.'],
    ['the project uses Vite, not webpack', 'I added a webpack.config.js.', 'Use Vite, not webpack.'],
    ['our convention is kebab-case filenames, rename them back', 'I renamed the files to PascalCase.', 'Use kebab-case filenames.'],
    ['you forgot the chain rule for the third time', 'The derivative of sin(x²) is cos(x²).', "Don't forget the chain rule."],
    ["Het is 'zij hebben', niet 'hun hebben'", "Ik heb 'hun hebben' gebruikt.", "Het is 'zij hebben', niet 'hun hebben'."],
  ])('"%s" is the rule %j', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it('keeps the "wrong" of "Źle przeliczyłeś" (a Polish reproach is not a lead to drop)', () => {
    const d = detect(turn('Źle przeliczyłeś, to jest około 58 euro', 'Przeliczyłem: 250 zł to około 80 euro.'));
    expect(d.lesson ?? '').not.toMatch(/^Przeliczyłeś/);
    expect(d.suggestion ?? d.lesson ?? '').toMatch(/^Źle/);
  });
});

describe('long polite turns, Korean and Turkish put right (blind sets gc8, lm4, ko1, tr1)', () => {
  // Scored before anything was changed for them (found / other turns flagged): gc8 11/14, 1/10; lm4 10/10, 0/10;
  // ko1 6/7, 0/5; tr1 5/7, 0/5.
  it.each([
    ['Thanks, but there is no almond flour in my cookies, only oat flour.', 'These cookies use almond flour and butter, so they are gluten-free.'],
    ['Honestly none of these are what I was looking for', 'Here are five more slogans for your bakery.'],
    ['3개예요. 5개가 아니라', '이 상자에는 사과가 5개 들어 있습니다.'],
    ['Bu çok ciddi oldu, daha samimi yazman lazım', 'Sayın Ahmet Bey, doğum gününüzü kutlarım.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ["ok I give up, I'll just do it myself", 'Here is the table again with the corrected totals.'],
    ['Gene aynısını yazmışsın, hiçbir şey değişmemiş', 'Yeniden yazdım.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ["There's no error in my console anymore, thanks!", 'Try clearing the cache; the error should disappear.'],
    ['문제가 아니라 질문이 하나 있어요. 주말에도 열어요?', '영업시간은 평일 9시부터 6시까지입니다.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a task joined to a ban: the ban is the rule', () => {
  it.each([
    ['Move the settings to their own page and do not use Layouts.app.', "Don't use Layouts.app."],
    ['Put the helper in utils and never use default exports', 'Never use default exports.'],
    ['USE "uv pip"!!! not pip', 'Use "uv pip", not pip.'],
  ])('"%s" → %j', (text, rule) => {
    expect(extractLesson(text, 'en').text).toBe(rule);
  });
  it.each([
    // The ban names its thing only with the task before it.
    ['Skip editing the seeds and do not run them', 'Skip editing the seeds and do not run them.'],
    // Two bans: the whole clause says both.
    ['Never push to main and never force-push', 'Never push to main and never force-push.'],
  ])('"%s" keeps its words', (text, rule) => {
    expect(extractLesson(text, 'en').text).toBe(rule);
  });
});

describe('how the work is done is a standing rule', () => {
  it.each([
    ['Do what I ask and nothing more.', 'en'],
    ['Follow my instructions exactly.', 'en'],
    ["Don't modify the tests to make them pass.", 'en'],
    ['一次把功能实现完整，不要留 TODO。', 'zh'],
    ['必须遵循最佳实践。', 'zh'],
    ['全体を表示してください。', 'ja'],
  ] as const)('%j is always', (text, lang) => {
    expect(appliesOf(text, lang)).toBe('always');
  });
  it.each([
    ['Rename the file to utils.ts.', 'en'],
    ['把按钮改成蓝色。', 'zh'],
  ] as const)('%j is topical', (text, lang) => {
    expect(appliesOf(text, lang)).toBe('topic');
  });
});

describe('a coding agent put right (blind set sp3)', () => {
  // Scored before anything was changed for it (found / other turns flagged): 12/15, 1/9.
  it.each([
    ["you don't have to rebuild the docker image each time, the code is mounted as a volume", 'I rebuilt the Docker image and restarted the container.'],
    ['legacy/ is frozen. all new components go in src/ui', 'I added the new DatePicker to legacy/components.'],
    ['we already have a retry helper in lib/http.ts, so use that', 'I wrote a small retry loop around the fetch call.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['everything in this repo is written in Go, no python scripts please', 'I added a Python script to generate the fixtures.', 'In this repo, use Go.'],
    ['all new endpoints go in routes/v2', 'I added the endpoint to routes/v1/users.ts.', 'Put new endpoints in routes/v2.'],
  ])('"%s" is the rule %j', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it('"no reconnect attempts in the network tab at all" reports what happened: it is no ban', () => {
    expect(extractLesson('no reconnect attempts in the network tab at all', 'en').text).toBeNull();
    expect(extractLesson('No emojis at all', 'en').text).toBe('No emojis at all.');
  });
});

describe('a coding agent put right in Japanese and Spanish (blind sets ja6, es8)', () => {
  // Scored before anything was changed for them (found / other turns flagged): ja6 8/9, 0/5; es8 9/9, 0/5.
  it('"ISO 8601 形式にしてください" is a correction', () => {
    expect(isLesson(detect(turn('海外向けなので ISO 8601 形式にしてください', '日付を「2024年3月5日」の形式で表示しました。')).kind)).toBe(true);
  });
  it.each([
    ['en este proyecto usamos solo TypeScript', 'He creado el script en JavaScript.', 'Usa solo TypeScript.'],
    ['no hace falta que me pidas permiso cada vez', '¿Quieres que aplique el cambio? Necesito tu confirmación.', 'No me pidas permiso cada vez.'],
  ])('"%s" is the rule %j', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
});

describe('everyday chats in Chinese and a coding agent in German (blind sets zh13, de6)', () => {
  // Scored before anything was changed for them (found / other turns flagged): zh13 6/10, 0/6; de6 5/9, 0/5.
  it.each([
    ['Passwörter gehören nicht ins Repo, nimm die .env', 'Ich habe das Datenbankpasswort in die config.yml geschrieben.'],
    ['Migrationen nicht löschen! Leg eine neue an', 'Ich habe die alte Migration gelöscht und neu erstellt.'],
    ['Bei uns schreibt man das Datum als 24.12.2024', 'Das Datum wird jetzt als 12/24/2024 angezeigt.'],
    ['我膝盖做过手术，不能跑步，换个别的运动', '建议您每天跑步 5 公里来减肥。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('"Sieht genauso aus wie vorher" is feedback', () => {
    expect(detect(turn('Sieht genauso aus wie vorher. Hast du überhaupt was geändert?', 'Ich habe das Layout angepasst.')).kind).not.toBe('none');
  });
  it.each([
    // The complaint says why; the sentence that says "from now on" is the rule.
    ['太啰嗦了，我没时间看。以后先说结论', '以下是详细的分析，共分为十个部分……', '先说结论。'],
  ])('"%s" is the rule %j', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it('"以后如果需要…" is the future, not "from now on"', () => {
    expect(extractLesson('以后如果需要独立发包，会存在困难', 'zh').text).toBeNull();
  });
});

describe('everyday facts put right in passing (blind set gc9)', () => {
  // Scored before anything was changed for it (found / other turns flagged): 7/14, 0/10.
  it.each([
    ["wouldn't that be 24? 4 times 6", 'Four boxes of six eggs make 20 eggs.'],
    ["Berlin is only 1 hour ahead of London, so it'd be 4 PM", 'The webinar starts at 3 PM London time, which is 5 PM in Berlin.'],
    ["honey isn't vegan though", 'For a vegan granola, sweeten it with honey and maple syrup.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('"this is the exact same email again" is feedback', () => {
    expect(detect(turn('this is the exact same email again, just with a new greeting', 'Here is a new version of the email.')).kind).not.toBe('none');
  });
  it.each([
    ["it isn't ready yet though, I'll send it tomorrow", 'Here is a checklist for submitting your application.'],
    ["wouldn't it be nice to have a garden? I'm thinking of moving", 'Here are some flats for rent in Leeds.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a coding agent put right in French, Russian and Portuguese (blind sets fr6, ru6, pt6)', () => {
  // Scored before anything was changed for them (found / other turns flagged): fr6 6/9, 0/5; ru6 5/9, 0/5; pt6 4/9, 0/5.
  it.each([
    ["ici on n'utilise que TypeScript, réécris-le", "J'ai écrit le script en JavaScript."],
    ['on ne touche jamais à la branche main directement', "J'ai poussé le correctif directement sur main."],
    ["c'est le format américain, en France on écrit 24/12/2024", 'La date est affichée comme 12/24/2024.'],
    ['у нас только TypeScript, переделай на нём', 'Я написал скрипт на JavaScript.'],
    ['пароли в коде не храним, только через переменные окружения', 'Я записал пароль от базы прямо в settings.py.'],
    ['aqui a gente só usa TypeScript, reescreve', 'Escrevi o script em JavaScript.'],
    ['já temos o axios no projeto, usa ele em vez do fetch', 'Fiz as requisições com fetch.'],
    ['não desativa o lint! corrige os erros', 'Desativei o ESLint para o build passar.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['não precisa me mandar o arquivo inteiro toda vez, só o diff', 'Segue o arquivo completo atualizado (300 linhas).'],
    ['no hace falta que repitas el código entero cada vez', 'Aquí tienes el archivo completo otra vez.'],
  ])('"%s" is a rule', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ["on ne sait pas encore quand ça sort, tu as une idée ?", 'La version 2.0 est annoncée.'],
    ['у нас сегодня праздник, что приготовить на ужин?', 'Вот несколько идей для ужина.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a coding agent put right in Italian (blind set it2)', () => {
  // Scored before anything was changed for it (found / other turns flagged): 6/9, 0/5.
  it.each([
    ['qui usiamo solo TypeScript, riscrivilo', 'Ho scritto lo script in JavaScript.'],
    ['le password non si mettono nel codice! usa le variabili d’ambiente', 'Ho scritto la password del database in settings.py.'],
    ['questo è il formato americano, da noi si scrive 24/12/2024', 'La data appare come 12/24/2024.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('"non si sa ancora" is none', () => {
    expect(detect(turn('non si sa ancora quando esce, hai qualche idea?', 'La versione 2.0 è stata annunciata.')).kind).toBe('none');
  });
});

describe('a coding agent put right in Chinese and Japanese, the team way (blind sets zh14, ja7)', () => {
  // Scored before anything was changed for them (found / other turns flagged): zh14 5/9, 0/5; ja7 7/8, 0/4.
  it.each([
    ['我们项目统一用 TypeScript，重写一下', '我用 JavaScript 写了这个脚本。'],
    ['不要把 lint 禁用掉，把报错修好', '为了让构建通过，我禁用了 ESLint。'],
    ['这是英文格式，我们要的是 2024年12月24日 这种', '日期现在显示为 12/24/2024。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['部署还是挂了，跟之前一样的报错', '已修复，现在部署应该没问题了。'],
    ['何も変わってないです。さっきと全く同じ', 'スタイルを調整しました。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it('"我们不用担心这个" is none', () => {
    expect(detect(turn('我们不用担心这个，先把首页做完吧', '需要考虑 IE11 的兼容性吗？')).kind).toBe('none');
  });
});

describe('what the app uses is a report, what the repo uses is a rule', () => {
  it.each(['the app uses 2 GB of memory, that is too much', 'the app uses too much memory', 'the app is using a lot of CPU', 'everything in this project is broken now'])('%j states no rule', (text) => {
    expect(extractLesson(text, 'en').text).toBeNull();
  });
});

describe('a coding agent put right, longer turns (blind set sp4)', () => {
  // Scored before anything was changed for it (found / other turns flagged): 8/10, 0/6.
  it.each([
    ['global mutable state is a trap, we never do that. pass the config in', 'I stored the config in a module-level variable so every function can read it.'],
    ["we don't do barrel files, import from the module directly", 'I added an index.ts that re-exports everything in components/.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each(['test output:', 'Build log', "here's the console output:"])('%j labels what is pasted after it: no rule', (text) => {
    expect(extractLesson(text, 'en').text).toBeNull();
  });
  it('"…, never by hand" stays with what it refuses', () => {
    expect(extractLesson('versions are bumped by the release workflow, never by hand', 'en').text).not.toBe('Never by hand.');
  });
});

describe('"isn\'t it X?" with the reason after it', () => {
  it('"isn\'t it ionic? sodium gives its electron to chlorine" is a correction', () => {
    expect(isLesson(detect(turn("isn't it ionic? sodium gives its electron to chlorine", 'Sodium chloride is a covalent compound because the atoms share electrons.')).kind)).toBe(true);
  });
  it('"isn\'t it expensive? we only have 200 euros" asks', () => {
    expect(detect(turn("isn't it expensive? we only have 200 euros", 'The Hotel Adlon has rooms from 350 euros a night.')).kind).toBe('none');
  });
});

describe('everyday facts put right in passing, in Spanish (blind set es9)', () => {
  // Scored before anything was changed for it (found / other turns flagged): 1/7, 0/5.
  it.each([
    ['¿la capital no es Ottawa? Toronto es solo la más grande', 'Toronto es la capital de Canadá.'],
    ['¿no serían 24? 4 por 6', 'Cuatro cajas de seis huevos son 20 huevos.'],
    ['Berlín va una hora por delante, así que serían las 16:00', 'El webinar empieza a las 15:00 en Londres, que son las 17:00 en Berlín.'],
    ['pero la miel y el queso no son veganos', 'Para un desayuno vegano, prueba tostadas con miel y queso.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('"es el mismo texto otra vez" is feedback', () => {
    expect(detect(turn('es el mismo texto otra vez, solo cambiaste el saludo', 'Aquí tienes una nueva versión del correo.')).kind).not.toBe('none');
  });
  it('"¿no es peligroso?" asks', () => {
    expect(detect(turn('¿no es peligroso bañarse ahí con niños?', 'La playa de Bolonia es muy bonita y tranquila.')).kind).toBe('none');
  });
});

describe('translation, CVs, cooking, travel, data, prompts and fitness (blind sets tl1 … fr7)', () => {
  // Scored before anything was changed for them (found / other turns flagged): tl1 7/9, cv1 8/9, ck1 6/9, tv1 5/9,
  // ds1 5/9, zh15 5/9, then mj1 5/9, ft1 6/9, zh16 5/9, de7 6/9, fr7 4/9; none flagged another turn.
  it.each([
    ["that's much too literal, it's a saying, it means 'mind your own business'", "Translation: 'Kümmere dich um deinen eigenen Kram' → 'Take care of your own junk.'"],
    ['this is for our Hong Kong store, it has to be traditional characters', '翻译如下：欢迎光临本店。'],
    ['the table is called customers not users, I gave you the schema', "SELECT * FROM users WHERE country = 'DE';"],
    ['the villain is a woman, it is in the outline I pasted', 'Chapter 3: Detective Ray finally corners the villain, a tall man in a grey coat.'],
    ['only trains for everything please, we never fly', 'Day 1: fly from Berlin to Vienna (1 h 10 min).'],
    ["doesn't raw chicken need 74 degrees? I read that somewhere", 'Cook the chicken until it reaches 60°C inside.'],
    ['3 cups of salt for one cake seems crazy', 'Mix 2 cups of flour, 3 cups of salt and 1 cup of sugar.'],
    ['the Prado is closed on mondays though', 'Day 1 (Monday): the Prado in the morning, Retiro park after lunch.'],
    ['you put a beach scene when the whole story is set in the mountains', 'Prompt: a sunny beach at golden hour, palm trees, turquoise water --ar 16:9'],
    ['--stylize is a midjourney parameter, stable diffusion does not take it', 'Stable Diffusion prompt: a red fox in snow --stylize 250'],
    ['detox teas are a myth, the liver does that', 'A detox tea in the morning will flush toxins out of your liver.'],
    ["locked knees?? that's how you get injured", 'Keep your knees locked when you land the jump.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ["it's still crowded from 6am to midnight", "I've reorganised the days so each has fewer activities."],
    ['this is the third try and the logo is still blurry', "I've regenerated the logo at a higher resolution."],
    ['still three legs. every single time', "I've adjusted the prompt so the horse looks anatomically correct."],
    ['还是八百多字，你数过吗', '我已经按你的要求把字数缩减到500字以内。'],
    ["c'est toujours trop chargé, on a un enfant de 2 ans", "J'ai allégé le planning avec deux visites par jour."],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['skip the pep talk and the emojis, just the numbers', 'Amazing progress! 🎉 Every rep counts, champion! 💪 Here is your week:'],
    ['use seaborn for all the plots, they go in the report', "I'll use matplotlib for the chart: `plt.bar(...)`"],
    ['en kilos et en centimètres toujours stp', 'Votre programme : développé couché 135 lb, squat 185 lb.'],
  ])('"%s" is a standing rule or correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['jQuery 早就不维护了吧，换成原生的', '可以用 jQuery 的 $.ajax 来发请求。'],
    ['这样写会很慢吧，N+1 查询了', '在循环里对每个用户查一次订单：`for u in users: db.query(...)`'],
    ['React 18 哪还有 ReactDOM.render，那是老写法', '在入口文件里调用 `ReactDOM.render(<App />, root)`。'],
    ['六月哪有31号', '截止日期：2024年6月31日'],
    ['李老师是数学组的', '李老师（语文组）负责这次期中考试的出题。'],
    ['我们学校请假是在企业微信上提交的，不用家长签字', '请假流程：先写请假条，家长签字后交给班主任。'],
    ['Das Museum hat montags doch zu', 'Tag 1 (Montag): Vormittags das Pergamonmuseum, nachmittags Spree-Rundfahrt.'],
    ['le Prado est fermé le lundi pourtant', 'Jour 1 (lundi) : le Prado le matin, le parc du Retiro après le déjeuner.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['附近哪有好吃的火锅？', '成都是火锅之城，春熙路一带有很多餐馆。'],
    ['开户费是怎么计算的', '开户费按照每户 50 元收取。'],
    ['ok so lower means closer to my prompt?', "Midjourney's --stylize parameter controls how strongly its default aesthetic is applied."],
    ['I sent you the file, can you check the totals?', 'Sure, send me the spreadsheet when you are ready.'],
    ['use the same colours for all three charts?', 'Here are the three charts with the default palette.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('"the museum is lovely though" is an opinion, not a fact set against the reply', () => {
    expect(detect(turn('the museum is lovely though', 'Day 2: the Rijksmuseum in the morning.')).cues).not.toContain('corr.fact_though');
    expect(detect(turn('the Rijksmuseum is closed on mondays though', 'Day 2 (Monday): the Rijksmuseum in the morning.')).cues).toContain('corr.fact_though');
  });
});

describe('a laugh before the "no"', () => {
  it('"haha no. it means I miss you" is a correction', () => {
    expect(isLesson(detect(turn('haha no. it means I miss you', "Traducción: 'Te echo de menos' → 'I throw you less.'")).kind)).toBe(true);
  });
});

describe('a courtesy or a reason after the rule is no part of it', () => {
  it.each([
    ["Pas d'emojis s'il te plaît, c'est pour le boulot", 'fr', "Pas d'emojis."],
    ["Keine Tabellen bitte, nur Fließtext", 'de', 'Keine Tabellen, nur Fließtext.'],
    ["don't squash the commits, we never do that here", 'en', "Don't squash the commits."],
    ["stop with 'leverage', it's in every paragraph", 'en', "Stop with 'leverage'."],
  ] as const)('%j (%s) → %j', (text, lang, rule) => {
    expect(extractLesson(text, lang).text).toBe(rule);
  });
});

describe('games, shell, music, everyday Chinese and Japanese, Spanish code, Russian travel (blind sets gm1 … ru7)', () => {
  // Scored before anything was changed for them (found / other turns flagged): gm1 7/9, sh1 6/9, mu1 7/9, zh17 5/9,
  // ja8 4/9, es10 5/9, ru7 5/9; none flagged another turn.
  it.each([
    ["he's not weak to lightning though, he absorbs it. use fire", 'To beat Radahn, use lightning: he is weak to it.'],
    ['python 2 is dead, use python 3', 'Run the script with `python2 convert.py`.'],
    ['hold on, that wipes everything in your home folder', 'Clean up with `rm -rf ~/ *.tmp`.'],
    ['you need quotes around *.txt or the shell expands it first', '`grep -r foo *.txt`'],
    ['Байкал в Сибири вообще-то', 'Байкал находится на Урале.'],
    ['¿cómo que rápido? tarda media hora', 'La instalación es rápida, unos segundos.'],
    ['la columna se llama fecha_alta, te lo puse arriba', "SELECT * FROM clientes WHERE fecha > '2024-01-01'"],
    ['los strings son inmutables, los arrays no', 'En JavaScript, los arrays y los strings son inmutables.'],
    ['その公園は月曜休園ですよ', '月曜日はその公園に行くのがおすすめです。'],
    ['ひかりなら3時間くらいですよ', '東京から京都までは新幹線で約6時間です。'],
    ['卵5個は多すぎませんか？2人分なら2個だと思います', '2人分のオムレツ：卵5個、牛乳100ml。'],
    ['动车最快两个多小时就到了', '从广州到厦门坐火车大约需要10个小时。'],
    ['白菊花是悼念用的吧，送病人不合适', '探望病人可以送白菊花，代表祝福。'],
    ['淘宝上哪能买到京东自营的东西', '您可以在淘宝上搜索“京东自营”找到正品。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('"всё равно два переезда" after a reply that redid the plan is feedback', () => {
    expect(detect(turn('всё равно два переезда в один день', 'Я переделал маршрут, чтобы было меньше переездов.')).kind).not.toBe('none');
  });
  it.each([
    ['美味しそうですよね', 'この肉じゃがのレシピは4人分です。'],
    ['附近哪能停车？', '这家餐厅在市中心，周末人比较多。'],
    ['¿cómo se instala?', 'La instalación es rápida, unos segundos.'],
    ['you need to restart or it keeps the old path?', 'Add the folder to your PATH in ~/.zshrc.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('everyday chats typed in a hurry, and prompts with no reply before them (blind sets wc3, lm5)', () => {
  // Scored before anything was changed for them (found / other turns flagged): wc3 8/11, 0/9; lm5 6/6, 0/6.
  it.each([
    ['it was built 1889 tho, the expo was that year', 'The Eiffel Tower was completed in 1899 for the World Fair.'],
    ['isnt that the liver? the kidneys filter blood', 'The kidneys produce bile to help digest fats.'],
    ['i needed it in kotlin its for my android class', '```java\npublic class Main { }\n```'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['my coach said I should run 3 times a week though. how long per run?', 'Start with two 20-minute runs a week.'],
    ["isn't that the whole point?", 'Indexes speed up reads but slow down writes.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a coding agent in English and Chinese, and everyday Portuguese (blind sets sp5, zh18, pt7)', () => {
  // Scored before anything was changed for them (found / other turns flagged): sp5 9/10, 0/6; zh18 9/10, 0/6; pt7 4/9, 0/5.
  it.each([
    ['eu disse sem glúten, sou celíaca', 'Para o café da manhã: torradas de pão francês com manteiga.'],
    ['o Prado fecha às segundas, né', 'Dia 1 (segunda): Museu do Prado de manhã, Retiro à tarde.'],
    ['el Prado cierra los lunes, ¿no?', 'Día 1 (lunes): el Museo del Prado por la mañana.'],
    ['não é não, mel não é vegano', 'O mel é um ingrediente vegano, pode usar à vontade.'],
    ['europeu não precisa de visto pra ficar 30 dias no Brasil', 'Como alemão, você precisa de visto para 30 dias no Brasil.'],
    ['这样写会无限循环的，要加终止条件', '我在 `loadMore` 里递归调用自己，直到没有更多数据。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ["it's doing the exact same thing, still times out after 10s", "I've increased the timeout and added a retry."],
    ['continua cheio, são 8 atividades no sábado', 'Refiz o roteiro com menos atividades por dia.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['eu disse pro meu chefe que ia terminar hoje, dá tempo?', 'A tarefa leva umas 3 horas.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('"X, not Y" that states no thing to use', () => {
  it.each([
    ['npm run build still fails, 14 errors now instead of 3', null],
    ['the tests crashed, 2 failures instead of 1', null],
    ['when you translate my posts, keep the hashtags instead of dropping them', 'When you translate my posts, keep the hashtags, not dropping them.'],
    ['always name branches after the ticket, not after the feature', 'Always name branches after the ticket, not after the feature.'],
    ["that's every day, I said every 2 hours", 'Every 2 hours, not every day.'],
    ['always translate to brazilian portuguese, my parents speak brazilian', 'Always translate to brazilian portuguese.'],
  ])('%j → %j', (text, rule) => {
    expect(extractLesson(text, 'en').text).toBe(rule);
  });
});

describe('money and health facts put right (blind sets fn1, md1)', () => {
  // Scored before anything was changed for them (found / other turns flagged): fn1 6/8, 0/4; md1 3/8, 0/4.
  it.each([
    ["with interest it's more like 1,102 no? 1000 * 1.05^2", 'At 5% a year, $1,000 becomes $1,050 after two years.'],
    ['that seems low, every estimate I found says around 400', 'Shipping a pallet from Hamburg to Lyon costs about $90.'],
    ['my doctor told me the opposite, grapefruit interferes with statins', 'Grapefruit juice is fine with your statin.'],
    ['the cold is a virus though, antibiotics do nothing for it', 'Take antibiotics to get over your cold faster.'],
    ["that's dangerous, you never mix bleach and ammonia", 'For tough stains, mix bleach and ammonia in a bucket.'],
    ["that's the mode. the median is 4", 'The median of [1, 2, 4, 7, 7] is 7, the most frequent value.'],
    ['a tomato IS a fruit', 'A tomato is a vegetable, botanically speaking.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ["that's great. the next step is the frosting", 'Bake the sponge at 180°C for 25 minutes.'],
    ['one part of the book said something about patience, what did it mean?', 'The novel follows a young monk in Kyoto.'],
    ['mine is 58, is that bad?', 'A normal resting heart rate for adults is 60–100 beats per minute.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('everyday Italian and Korean facts put right (blind sets it3, ko2)', () => {
  // Scored before anything was changed for them (found / other turns flagged): it3 6/9, 0/5; ko2 2/8, 0/4.
  it.each([
    ['il Prado il lunedì è chiuso però', 'Giorno 1 (lunedì): il Prado la mattina, il Retiro il pomeriggio.'],
    ['1392년은 조선이 건국된 해잖아요', '한글은 1392년에 창제되었습니다.'],
    ['300g이면 3인분 아니에요?', '이 레시피는 1인분입니다: 소고기 300g.'],
    ['회사 메일인데 반말은 좀 이상하죠', '안녕! 다음 주 회의 자료 보내줄게.'],
    ['교수님한테 그렇게 쓰면 안 된다고 배웠는데요', '교수님께: 과제 언제까지 내면 돼?'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['è ancora troppo pieno, sono 9 cose il sabato', 'Ho alleggerito il programma con meno attività al giorno.'],
    ['아까랑 똑같은 답이에요', '다시 안내해 드리겠습니다.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['몇 시에 문 열어요?', '경복궁은 화요일에 휴궁합니다.'],
    ['pero quanto costa il biglietto?', 'Il Louvre apre alle 9.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('health in Chinese, code chats in German, role-play (blind sets zh19, de8, rp2)', () => {
  // Scored before anything was changed for them (found / other turns flagged): zh19 5/8, 0/4; de8 3/8, 0/4; rp2 4/6, 0/4.
  it.each([
    ['医生说这个药不能空腹吃吧', '这个药饭前饭后都可以吃，空腹吃吸收更快。'],
    ['阿司匹林是解热镇痛药，不是抗生素', '阿司匹林是一种常用的抗生素。'],
    ['Strings sind unveränderlich, Arrays nicht', 'In JavaScript sind Arrays und Strings unveränderlich.'],
    ["das gibt's in Python gar nicht, das wäre ein dict", 'Nimm in Python einfach eine `HashMap`.'],
    ['die Spalte heißt plz, hab ich dir oben geschrieben', 'SELECT postleitzahl FROM kunden;'],
    ['vorsicht, das löscht alle lokalen Branches', 'Räum auf mit `git branch | xargs git branch -D`.'],
    ["Kira never trusts him, we set that up three chapters ago", '*Kira smiles and hands Darius the key without a second thought.*'],
    ["it's night in the story, the sun set an hour ago", '*The midday sun beats down on the market square.*'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('"这些我都试过了，还是睡不着" is feedback', () => {
    expect(detect(turn('这些我都试过了，还是睡不着', '睡前可以喝杯热牛奶，或者听听轻音乐。')).kind).not.toBe('none');
  });
  it.each([
    ['老师说下周考试，我该怎么复习？', '期末考试一般在一月中旬。'],
    ['gibt es das auch in grün?', 'Die Jacke kostet 89 Euro.'],
    ['is it night in the story yet?', '*The sun sinks behind the hills.*'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('values put back, and facts in law, school, email, history, devops and everyday chats (blind sets lg1 … gc10)', () => {
  // Scored before anything was changed for them: 43 of 83 found, 0 of 37 other turns flagged (lg1 3/6, ed1 4/7, em1
  // 5/7, k8s1 3/7, hi1 2/7, zh20 3/7, ja9 4/7, es11 3/7, ru8 3/7, pt8 4/7, fr8 5/7, gc10 4/7).
  it.each([
    ['1912', 'The Titanic sank in 1915.'],
    ["it's 100 ml per container", 'You can bring liquids up to 500 ml in your carry-on.'],
    ['it lands at 6 AM, red-eye', "Your flight lands at 6 PM local time, so you'll have the evening free."],
    ['são 26 estados mais o distrito federal', 'O Brasil tem 25 estados.'],
    ['是169，活动价', '文案中提到产品价格为199元。'],
    ['在徐汇区，我前面发给你地址了', '这家店位于上海静安区。'],
    ['我们的用户都是上班族，午休和晚上八点才是高峰，我给过你数据', '建议在晚上十点发布，流量最高。'],
    ['木曜日です。水曜日は祝日ですよ', '会議は来週の水曜日、15時からです。'],
    ['目上の人にご苦労様は失礼ですよ。お疲れ様です、ですよね', '「ご苦労様です」と上司に書くのが適切です。'],
    ['en México no se dice así, se dice tomar el camión', "En México se dice 'coger el autobús'."],
    ["sqlite n'a pas d'enum, il faut un CHECK", 'SQLite supporte les types ENUM nativement.'],
    ['там нужен флаг -r, иначе он ищет пакет с таким именем', 'Запустите `pip install requirements.txt`.'],
    ['my lease says 30 days, section 4.2. I pasted it above', 'In your lease, the landlord must return the deposit within 60 days.'],
    ["california basically bans non-competes, that's the whole reason I asked", "Since you're in California, the non-compete is enforceable for up to two years."],
    ["they didn't, that's from 19th century opera costumes", 'Vikings wore horned helmets into battle.'],
    ['that deletes every pod in the namespace. just use kubectl rollout restart deployment/api', 'Use `kubectl delete pod --all` to restart the deployment.'],
    ['I know you\'re not a lawyer. skip the disclaimer every time, just answer', '**DISCLAIMER:** I am not a lawyer. This is not legal advice.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ["still OOMKilled. this is the fourth limit you've suggested", 'Try increasing the memory limit to 512Mi.'],
    ['you already used that false story once and I corrected you', 'Einstein failed math in school, which shows...'],
    ['还是一股广告味，改了三遍了', '已为你调整语气，更加自然。'],
    ['ya lo reinicié cinco veces, no sirve de nada', 'Prueba a reiniciar el router.'],
    ['these all sound like a greeting card. none of them sound like me', "Here's another version of the birthday message."],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['what about 2024?', 'In 2023 the rate was 4%.'],
    ['Tuesday', 'I can book Monday or Wednesday. Which day suits you?'],
    ['thanks, 10 minutes worked', 'Bake for 15 minutes.'],
    ['make it 8 people', 'This recipe serves 4.'],
    ['how long are they usually?', 'A non-compete clause restricts an employee from working for competitors.'],
    ['第二个不错', '这是三个标题备选。'],
    ['¿y hay vuelos directos?', 'El vuelo de Madrid a Lima dura unas 12 horas.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('a failure report in Russian is no "use X, not Y" rule', () => {
    const d = detect(turn('уже чистил, не помогает, та же ошибка', 'Попробуйте очистить кэш Gradle.'));
    expect(d.kind).not.toBe('none');
    expect(d.lesson ?? '').not.toMatch(/Используй/);
  });
});

describe('turns that only look like corrections (blind sets hn1, hn2, hn3)', () => {
  // Scored before anything was changed for them: 8 of 12 feedback turns found, 9 of 24 other turns flagged; after, 9
  // found and 4 flagged (still: "no need to explain it, it works. can you also …" in three languages, "不错，标题再短一点").
  it.each([
    ["I don't see anything wrong with it, ship it", "Here's the updated README."],
    ["so I need to await it? I wasn't doing that", 'The function returns a Promise.'],
    ['我没用过 Redis，好上手吗？', '你可以用 Redis 做缓存。'],
    ['不是很懂，能举个例子吗', '建议先做需求分析再开发。'],
    ['nicht schlecht, gib mir noch 3 alternative Titel', 'Hier ist der Entwurf für den Blogpost.'],
    // (blind sets hn4, hn5: 5 of 22 other turns flagged before, 3 after.)
    ['never done this before, when should I start planting?', "Here's the plan for your vegetable garden."],
    ['never used docker before, how do I run it?', "Here's the Dockerfile."],
    ['cool, no more warnings', "I've removed the unused imports."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it.each([
    ['ça plante toujours à la même ligne', "J'ai corrigé la vérification null à la ligne 40."],
    ['怎么念的话不是很对称，奉天承运，皇帝昭曰，这么念比较对称', '奉天承运，皇帝诏曰。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
});

describe("the user's own material: text to translate, a sentence to check, a mistake of the user's (blind sets hn6, hn7, hn8)", () => {
  // Scored before anything was changed for them: 8 of 10 feedback turns found, 17 of 28 other turns flagged; after, 8
  // found and 5 flagged (still: "oops, I meant Thursday, not Tuesday" in three languages, which the labelled rows call
  // corrections, "my teacher said this is wrong but …", a story's next turn).
  it.each([
    ["translate to Spanish: 'Do not use this product near water. Never leave it unattended.'", "Here's the translation request template."],
    ['翻译成英文：“请勿在此吸烟，禁止携带宠物”', '这是翻译模板。'],
    ["what's wrong with this sentence: 'Me and him goes to school.'", "Sure, here's how to check your essay for errors."],
    ['这句话哪里错了：“我昨天去了学校了”', '这是作文修改建议。'],
    ['この文のどこが間違っていますか：「昨日学校に行きます」', 'こちらが作文の添削です。'],
    ["¿qué está mal en esta frase: 'yo sabo la respuesta'?", 'Aquí tienes la corrección del ensayo.'],
    ["was ist falsch an dem Satz: 'Ich habe gestern gegeht'?", 'Hier ist die Korrektur deines Aufsatzes.'],
    ['а что не так в этом предложении: «я пошёл в магазин вчера утром покупать»?', 'Вот исправленный текст.'],
    ['第三题我做错了，能讲讲吗', '考试加油！'],
    ['問3を間違えました。解説してもらえますか', 'テスト頑張ってください！'],
    ['я ошибся в третьем задании, объясни его', 'Удачи на экзамене!'],
    ["also one that says 'Please don't park in front of the gate'", "Here's a sign text for your shop."],
  ])('"%s" is none, and no rule', (text, prev) => {
    const d = detect(turn(text, prev));
    expect(d.kind).toBe('none');
    expect(d.lesson).toBeNull();
  });
  it('a pasted log after "check the errors:" is still a failure report', () => {
    const log = 'there are still a bunch of errors. Check the errors: "[13:43:40] Summary: 10,282 statements executed, 8,272 failed"';
    expect(detect(turn(log, "I've updated the import script.")).kind).not.toBe('none');
  });
  it.each([
    ['wrong, it\'s Canberra', 'The capital of Australia is Sydney.'],
    ['不对，是堪培拉', '澳大利亚的首都是悉尼。'],
    ['errado, é Canberra', 'A capital da Austrália é Sydney.'],
  ])('"%s" is still a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
});

describe('longer turns that put the reply right among other things (blind sets lt1, lt2)', () => {
  // Scored before anything was changed for them: 7 of 11 feedback turns found, 1 of 7 other turns flagged; after, 10
  // found and none flagged ("表格有个问题，1500小时是每个员工的，不是总数" still missed).
  it.each([
    ["just to be clear, we're not building a device, we're a data platform that aggregates vital signs from other people's devices", "I've written the product description for the wearable device you're building."],
    ['说明一下，我们不做硬件，我们是汇总别人设备生命体征数据的平台，描述要体现这一点', '我已经为你们正在开发的可穿戴设备写了产品描述。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['还是很空泛，放哪个公司都行。这已经是第三版了，没有一版提到我发给你的岗位的具体内容', '这是修改后的求职信，开头更有力了。'],
    ['还是那个错误的数字', '已更新公式。'],
    ['continua dando o mesmo número errado', 'Aqui está a fórmula atualizada.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it('"perfect that works. next thing is …" is the next task', () => {
    const text = 'perfect that works. next thing is the password field, it should require at least 8 characters and one number.';
    expect(detect(turn(text, 'The function now validates the email format before saving.')).kind).toBe('none');
  });
  it('a suggestion cut at its word limit does not end on "my"', () => {
    const text = 'thanks, this is useful but honestly way too much for me to read on my phone. in general for this project keep things to a few bullet points unless I ask for detail';
    const d = detect(turn(text, "Here's a detailed 2,000-word analysis of your market."));
    expect(d.suggestion ?? d.lesson ?? '').not.toMatch(/\bmy\.$/);
  });
});

describe('specs, stories and role-play with "never" and "don\'t" in them, and Korean (blind sets hn9, ko3)', () => {
  // Scored before anything was changed for them: hn9 3 of 4 found, 6 of 8 other turns flagged; ko3 3 of 5, 0 of 3.
  // After: 4 / 4 and 3 / 8 (still: "make him say something like '…'", "the app shouldn't require login …, does the
  // spec cover that?", "now one about winter, but don't make it sad"); 4 / 5 and 0 / 3.
  it.each([
    ['the export should never include deleted items, and it must always use UTC timestamps. build it as a CLI command', 'Sure, what should the new feature do?'],
    ["rule 1: players can't trade on the first turn. rule 2: never reveal your hand. write them up nicely", 'What rules do you want for the game?'],
    ["*I grab her arm* 'No, don't go out there! Something's wrong.'", '*The door creaks open and a cold wind blows in.*'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it.each([
    ["I said never include deleted items, not even with a flag", "Here's the export command; it includes deleted items with a flag."],
    ["Elena would never agree so easily, she doesn't trust strangers. redo that", '*Elena smiles and agrees to come with you.*'],
    ["*I shake my head* that's not what happened, she left before the fire", '*You remember Mara staying to fight the fire.*'],
  ])('"%s" is a correction', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('"벌써 세 번이나 했는데 똑같아요" is feedback', () => {
    expect(detect(turn('벌써 세 번이나 했는데 똑같아요', '캐시를 삭제해 보세요.')).kind).not.toBe('none');
  });
});

describe('everyday chats, coding agents and travel in several languages (blind sets hn10 … hn15, gc11, gc12, zh21, zh22, mx1, mx2, cd1, tv2, md2, es12, ss1)', () => {
  // Scored before anything was changed for them (mk15 sets on the previous code, the later ones after the first
  // changes): found 46 of 53 and flagged 11 of 45; then 23 of 35 and 5 of 27; 15 of 24 and 10 of 26; 17 of 21 and 0 of 11.
  it.each([
    ["they're not, concurrent map writes panic. use sync.Map or a mutex", 'In Go, maps are safe for concurrent writes.'],
    ['we already have formatDate in lib/format.ts, reuse that one and delete the new file', "I've created a new utils/date.ts with a formatDate helper."],
    ['this repo uses vitest. and in general check package.json before picking tools', "I've added the tests using Jest."],
    ['it came out in 1997', "Harry Potter and the Philosopher's Stone was published in 1999."],
    ["elle a été construite pour l'expo de 1889", 'La Tour Eiffel a été construite en 1899.'],
    ['5999都超预算了', '您的预算是5000元，这台电脑价格为5999元，符合要求。'],
    ["there's no ferry from Dover to Amsterdam, it's Harwich to Hook of Holland or Newcastle to IJmuiden", 'Day 2: Take the ferry from Dover to Amsterdam in the morning.'],
    ['my pharmacist said to take it with food because it can irritate the stomach', 'Ibuprofen is safe to take on an empty stomach.'],
    ["studies show it doesn't cure it, at most it shortens it a bit", 'Vitamin C cures the common cold.'],
    ['du kannst mich duzen, ist entspannter', 'Hier ist eine sehr förmliche Antwort, Sie…'],
    ['密码不能写死在代码里，放到环境变量', '我把数据库密码写在了 config.js 里。'],
    ['just bullet points when I ask for travel tips, please', "Here's a 12-paragraph guide to Lisbon."],
    ['that fetches in a loop, the dependency array is missing', "I've added a `useEffect` that fetches on every render."],
    ['não tem metrô no Galeão, só ônibus ou táxi', 'Você pode pegar o metrô até a praia de Copacabana a partir do Aeroporto do Galeão.'],
    ['sou de Portugal, escreve em português europeu daqui para a frente', 'Aqui está o texto em português do Brasil.'],
    ['我妈今年70了', '这是给您妈妈的生日祝福，祝她60岁生日快乐。'],
    ['15% of 80 is 12', '15% of 80 is 16.'],
    ['yes but in future ask before touching more than 3 files at once', "Here's the plan: 1) refactor the store 2) add tests 3) update the docs. Shall I proceed?"],
    // Sets fr9, rl2 (and French read as French: "utilise const par défaut" had been read as English).
    ['ne la supprime pas, elle sert encore', "J'ai supprimé la fonction."],
    ['utilise const par défaut, let seulement si on réassigne', "J'ai utilisé var pour toutes les variables."],
    ['统一用 const，需要重新赋值的才用 let', '我用了 var 声明变量。'],
    ['新加的文案四个语言文件都要加，不能只加 zh.json', '我只在 zh.json 里加了翻译。'],
    // Set zh23.
    ['这样来回跑太浪费时间了，两天京都放一起，大阪放最后，我们从关西机场走', '行程安排：第一天京都，第二天大阪，第三天再回京都。'],
    // Set gc13.
    ["that's the rough trick, the actual formula is ×1.8 + 32", 'To convert Celsius to Fahrenheit, multiply by 2 and add 30.'],
    ["she's my niece lol", "Your sister's daughter is your cousin."],
    // Set ss2, scored last (8 of 13 found in it and it4 before this one change).
    ['keep the summaries to a few bullet points, I read the diff anyway', "I've implemented the feature. Here's a 600-word summary of every change I made."],
  ])('"%s" is a correction or a preference', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['别的都挺好，就是我周三晚上要上课，能帮我挪一下吗', '这是一个简单的周计划表。'],
    ["nice. no other changes needed, let's move on to the logging part", "I've added the retry logic with exponential backoff."],
    ["TypeError: cannot unpack non-iterable NoneType object. I think my function doesn't return anything in one branch", 'Sure — what does the error say?'],
    ['跑起来了，镜像有点大，能不能用 alpine 减小一点？', '这是 Dockerfile。'],
    ["next, add a 'forgot password' link. don't wire it up yet, just the UI", "I've added the login page with email and password fields."],
    ['再写一篇，这次写冬天，不要太伤感', '这是一篇关于秋天的短文。'],
    ['posso usar chocolate amargo em vez de achocolatado?', 'Aqui está a receita de brigadeiro.'],
    ["there's no milk in the fridge. what else can I make?", 'Pancakes: mix flour, milk and eggs.'],
    ["my doctor said I need to lose weight. can you make me a meal plan?", 'Hi! How can I help?'],
    ['we already have a plan for the weekend, just need restaurant ideas', 'Here are some weekend plans.'],
    // Set hn16: a pause and a release.
    ['stop for now, I need to check with the designer before we continue', "I've created the landing page."],
    ["don't worry about the salary part, I'll handle that in the interview. looks good otherwise", "Here's a cover letter draft."],
    ["ne t'inquiète pas pour ça", "Désolé pour l'erreur."],
    // Set zh23: a spec answering "what kind of story?", and ten more pieces asked for.
    ['写一个发生在民国上海的侦探故事，主角从来不带枪，结局要反转，凶手是他的搭档，不要超过两千字', '好的，你想要什么样的故事？'],
    ['挺好，再来十条圣诞节的，这次不要谐音梗，老板不喜欢', '这是十条面包店的朋友圈文案。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('"还是 APA 格式，括号里有年份就是 APA，我要说几遍？" is frustration', () => {
    expect(detect(turn('还是 APA 格式，括号里有年份就是 APA，我要说几遍？', '抱歉，这是修改后的参考文献。')).kind).toBe('frustration');
  });
});

describe('blind round gc14, hn18, zh24, mx3 (20 of 25 found, 3 of 26 flagged before these changes)', () => {
  it.each([
    ['can you write it as normal paragraphs? I hate bullet points', '**Summary**\n\n- Point 1\n- Point 2', "Don't use bullet points."],
    ["I don't like the bold", 'Here it is with **bold** headings.', "Don't use bold."],
  ])('"%s" is a standing rule: %s', (text, prev, rule) => {
    const r = detect(turn(text, prev));
    expect(isLesson(r.kind)).toBe(true);
    expect(r.lesson).toBe(rule);
  });
  it.each([
    ['Don Quixote is Cervantes', "Shakespeare wrote 'Don Quixote' in 1605."],
    ['是曹雪芹吧', '《红楼梦》的作者是罗贯中。'],
  ])('"%s" puts a name back: a correction with no invented rule', (text, prev) => {
    const r = detect(turn(text, prev));
    expect(r.kind).toBe('correction');
    expect(r.lesson).toBeNull();
  });
  it('"didn\'t work the first time but tightening it more did it, thanks" reports that the last try worked', () => {
    expect(detect(turn("didn't work the first time but tightening it more did it, thanks", "Here's how you can fix the leaking tap.")).kind).toBe('none');
    expect(detect(turn("didn't work the first time, and tightening it more didn't either", "Here's how you can fix the leaking tap.")).kind).toBe('frustration');
  });
});

describe('blind round ss3, cd2, zh25, hn19 (19 of 23 found before these changes; hn19 flagged 3 of 10, left: two of them state rules worth keeping)', () => {
  it.each([
    ['helpers go in src/lib/, there\'s no helpers folder in this project', 'I placed the new helper in `src/helpers/date.ts`.', 'Put helpers in src/lib/.'],
    ["I'm a senior dev, skip the basics", "Sure! I'll walk you through each step in detail. First, let's understand what a hook is...", 'Skip the basics.'],
  ])('"%s" is learned as "%s"', (text, prev, rule) => {
    const r = detect(turn(text, prev));
    expect(isLesson(r.kind)).toBe(true);
    expect(r.lesson).toBe(rule);
  });
  it("\"strings don't have reverse(), you need s[::-1]\" is a correction", () => {
    expect(detect(turn("strings don't have reverse(), you need s[::-1]", 'To reverse a string in Python: `s.reverse()`')).kind).toBe('correction');
  });
  it('"did that twice already, same EACCES error" is frustration', () => {
    expect(detect(turn('did that twice already, same EACCES error', 'Try clearing the npm cache with `npm cache clean --force`.')).kind).toBe('frustration');
  });
  it('a file is where one thing is, not a folder rule', () => {
    expect(detect(turn('the settings live in src/pages/Settings.tsx', "I've added the settings page in src/components/.")).lesson).toBeNull();
  });
});

describe('a plain English task with no cue of a complaint is the next piece of work', () => {
  const DONE = "I've updated the templates and the stylesheet.";
  it.each(['rewrite all the templates', 'remove all the comments in the css files', 'i have never used html canvas before, explain it to me', 'Please make it persistant'])('"%s" is none', (text) => {
    const r = detect(turn(text, DONE));
    expect(r.kind).toBe('none');
  });
  it.each(["we already use zod for validation, z.string().email() does this. delete the util", 'different method. no ascii. write code that generates a diagram'])('"%s" stays a correction', (text) => {
    expect(isLesson(detect(turn(text, "I've written an email validator util in src/utils/email.ts.")).kind)).toBe(true);
  });
});

describe('a short question whose only evidence is "instead" asks about an alternative', () => {
  it.each([
    ['Can you specify custom bazel command line actions instead of build, run, and test?', 'Here is the bazel config with build, run and test actions.'],
    ['instead of off, should it be removeListener?', "I've added `emitter.off('data', handler)` in the cleanup."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('but a stated "X instead of Y" is still a correction', () => {
    expect(isLesson(detect(turn('use pnpm instead of npm', "I've run `npm install`.")).kind)).toBe(true);
  });
});

describe('blind round gc15, zh26, hn20, es13 (14 of 20 found, 2 of 23 flagged before these changes)', () => {
  it.each([
    ["can you drop the 'great question' stuff? just answer", 'Hey there! 👋 Great question! So basically...'],
    ['it has way more than that, like 95', 'Jupiter has 12 moons.'],
    ['是中国和尼泊尔交界', '珠穆朗玛峰的高度是8848米，位于中国和印度交界处。'],
    ['LEFT JOIN 不会过滤，INNER JOIN 才会', '这个 SQL 用 LEFT JOIN 会过滤掉没有订单的用户。'],
    ['esa versión no existe, la última es la 2.1', 'Para instalarlo usa pip install numpy==2.5.'],
    ['fica no norte', 'A Cidade do Porto fica no sul de Portugal.'],
  ])('"%s" is a correction or a preference', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['no, this length is fine', 'Let me know if you want a shorter version.'],
    ["he doesn't like mushy stuff, but this is perfect actually", "Here's a birthday message for your dad."],
    ['能不能用环境变量配置？', '我把地址写死在代码里了。'],
    ['I need it for 10, can you scale it up', 'The recipe serves 4 people.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('blind round wc6, zh27, hn21, de10 (12 of 14 found, 2 of 18 flagged before these changes)', () => {
  it('"eher 3,7 Millionen" puts the number right', () => {
    expect(detect(turn('eher 3,7 Millionen', 'Berlin hat ungefähr 2 Millionen Einwohner.')).kind).toBe('correction');
  });
  it.each([
    ["I know, that's how my school's template does it. but actually wait, you're right, move it to Skills", "Your resume lists 'Microsoft Office' under Languages."],
    ['the article itself is wrong about a lot of things imo, but the summary is accurate', 'Here is a summary of the article.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('blind round gc16, zh28 (5 of 11 found, 0 of 7 flagged before these changes)', () => {
  it.each([
    ['my name is Michelle', "Here's the email, signed 'Best regards, Michael'."],
    ['bus 42 was discontinued last year, it\'s the 47 now', 'To get to the airport, take bus 42 from the central station.'],
    ['唐朝', '李白是宋朝的诗人。'],
    ['有两层循环，是 O(n²)', '这段代码的时间复杂度是 O(n)。'],
  ])('"%s" is a correction with no invented rule', (text, prev) => {
    const r = detect(turn(text, prev));
    expect(r.kind).toBe('correction');
  });
  it('"可以" after a reply with "所以" puts nothing back', () => {
    expect(detect(turn('可以', '所以我们这样做。')).kind).toBe('none');
  });
});

describe('blind round gc17, zh29, hn22, ss4 (16 of 22 found, 1 of 22 flagged before these changes)', () => {
  it.each([
    ['left side', 'In the UK, you drive on the right side of the road.'],
    ['I use kg', 'Here’s your workout plan with exercises in pounds (lbs).'],
    ['2014 I think?', 'Her fifth album was released in 2016.'],
    ['关于本机里根本没有这个选项啊，是在软件更新里', '你可以在设置-通用-关于本机里关闭自动更新。'],
    ['是1000克', '1公斤等于100克。'],
    ['please only touch the files related to the task', "Done! I've also reformatted all files with Prettier."],
  ])('"%s" is a correction or a preference', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('"not right now, maybe later" declines an offer: no rule, no correction', () => {
    const r = detect(turn('not right now, maybe later', 'Would you like me to add a cover letter too?'));
    expect(r.kind).toBe('none');
    expect(r.lesson).toBeNull();
  });
});

describe('blind round wc7, zh30, hn23, mx4 (14 of 21 found, 3 of 22 flagged before these changes)', () => {
  it.each([
    ['lists are mutable, tuples are immutable', 'In Python, lists are immutable, so you need to create a new list to change an element.'],
    ["write it less formal, it's a startup", 'Dear Hiring Manager, I am writing to express my keen interest...'],
    ['马尔克斯吧', '《百年孤独》的作者是博尔赫斯。'],
    ['明天是周四', '明天是周五，适合安排团建。'],
    ['mit dem ICE sind es nur gut 4 Stunden', 'Der Zug von München nach Berlin dauert etwa 8 Stunden.'],
  ])('"%s" is a correction or a preference', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['ok now do chapter 4 in the same format', "Here is a summary of chapter 3 of 'Pride and Prejudice'."],
    ['no, chicken is fine', 'Would you like the recipe to be vegetarian?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('"please fix both" names nothing: the rule is the sentence that says what is wrong', () => {
    const r = detect(turn('the position is Marketing Coordinator, not manager. and the company is Acme Logistics, please fix both', 'Here is your cover letter for the Marketing Manager position at Acme Corp.'));
    expect(r.lesson ?? r.suggestion).toBe('The position is Marketing Coordinator, not manager.');
  });
  it('"sigue igual, no cambiaste nada" reports a failure: no "Usa …, no …" rule', () => {
    const r = detect(turn('sigue igual, no cambiaste nada', 'Lo siento, aquí está la versión corregida.'));
    expect(r.kind).not.toBe('none');
    expect(r.lesson).toBeNull();
  });
  it('"…, not express, check package.json": where to look is no part of the rule', () => {
    expect(detect(turn("we're on fastify, not express, check package.json", "I've added the new endpoint to routes/api.js using Express.")).lesson).toBe("We're on fastify, not express.");
  });
});

describe('blind round gc18, zh31, hn24, ja11 (9 of 20 found, 0 of 22 flagged before these changes)', () => {
  it.each([
    ['that will rot them, they need water like once every 2 weeks', 'You should water succulents every day.'],
    ["you don't have to laugh at everything I say", "LOL that's hilarious 😂😂 You're so funny!!"],
    ['a murder', 'A group of crows is called a flock.'],
    ['per second', 'The speed of light is about 300,000 km per hour.'],
    ['周树人，周作人是他弟弟', '鲁迅的原名是周作人。'],
    ['请用简体字', '（一段使用繁體字的回答）'],
    ['東京ですよ', '日本の首都は京都です。'],
  ])('"%s" is a correction or a preference', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it.each([
    ['would that kill them?', 'You should water succulents every day.'],
    ['大丈夫です', '他に質問はありますか？'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('hard-negative round hn25, hn26 (12 of 20 flagged before these changes)', () => {
  it.each([
    ["now add a 'forgot password' link that opens a modal instead of a new page", "I've implemented the login page with email and password."],
    ['the admin endpoint should work the same way, can you add it there too', "I've added pagination to the users endpoint."],
    ['cool. also it should log to a file rather than stdout when running in prod', 'Done — the script now reads from config.yaml.'],
    ['nice. now write the same for the tokenizer, and mock the file system instead of reading real files', "I've written the unit tests for the parser."],
    ["let's also make it run on tags, not only on main", 'The deploy workflow runs on every push to main.'],
    ['hmm I think my test was wrong then, not the function', 'That function looks correct to me.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('a next step that refuses what the reply did is still a correction', () => {
    expect(isLesson(detect(turn('now use pnpm instead of npm', "I've run `npm install` and added the package.")).kind)).toBe(true);
  });
});

describe('round zh32, zh33, wc8 (13 of 14 found, 4 of 14 flagged before these changes)', () => {
  it('"工具函数都放 src/lib 里，不要放 utils" keeps where things go and where not', () => {
    const r = detect(turn('工具函数都放 src/lib 里，不要放 utils', '我在 src/utils 下新建了 date.ts。'));
    expect(r.kind).toBe('correction');
    expect(r.lesson).toBe('工具函数都放 src/lib 里，不要放 utils。');
  });
  it.each([
    ['很好，接下来加一个注册页面，用弹窗而不是新页面', '我已经实现了登录功能。'],
    ['第二种方案的成本是不是太高了？', '好的，我用表格列出了三种方案的对比。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('"太长了" is still a preference', () => {
    expect(detect(turn('太长了', '好的，这是完整的报告。')).kind).toBe('preference');
  });
});

describe('round ss5, fr11, de11, pt3 (17 of 19 found, 1 of 9 flagged before these changes)', () => {
  it.each([
    ["we don't add dependencies for this, use the built-in fetch", "I've installed axios and updated the API client to use it."],
    ['seja mais direto, por favor', 'Claro! Aqui está uma resposta bem detalhada com vários parágrafos...'],
  ])('"%s" is a correction or a preference', (text, prev) => {
    expect(isLesson(detect(turn(text, prev)).kind)).toBe(true);
  });
  it('"nope that\'s it for today" declines the offer', () => {
    expect(detect(turn("nope that's it for today", 'The build is green. Anything else?')).kind).toBe('none');
  });
});

describe('round gc19, hn27 (6 of 8 found, 0 of 14 flagged before these changes)', () => {
  it.each([
    ["salt doesn't activate yeast, sugar and warm water do", 'To make the bread rise, add a teaspoon of salt to activate the yeast.'],
    ["she's a woman and she has a PhD, it should be Dr. Smith", "Sure, here's the email to Professor Smith, addressed 'Dear Mr. Smith'."],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it('"X doesn\'t …, Y does" is read only of what the reply said', () => {
    expect(detect(turn("my cat doesn't eat fish, my dog does", 'Here is a poem about the ocean.')).cues).not.toContain('corr.other_does');
  });
});

describe('feedback round fb1, zh35 (10 of 11 found, 1 of 7 flagged before these changes)', () => {
  it('"你每次都这么说" is frustration, never the rule "你每次都这么说。"', () => {
    const r = detect(turn('你每次都这么说', '抱歉，这次应该对了。'));
    expect(r.kind).toBe('frustration');
    expect(r.lesson).toBeNull();
  });
});

describe('round gc20, zh36, hn28, ss6, mx5 (29 of 36 found, 0 of 34 flagged before these changes)', () => {
  it.each([
    ["2.5kg for 10 people?? that's enough for like 25. we eat about 100g each", "Sure! For a 10-person dinner party, you'll want about 2.5 kg of pasta."],
    ['45 minutes at 220 would burn it completely, the recipe said 180', 'Mix the baking soda with the flour and bake at 220°C for 45 minutes.'],
    ["none of these lines actually rhyme in ABAB, line 2 and 4 don't rhyme at all", 'Here is the poem with an ABAB rhyme scheme:\nThe morning sun comes up so bright...'],
    ["it's in tanzania", 'Mount Kilimanjaro is the tallest mountain in Africa and is located in Kenya.'],
    ["it's pnpm here", "I'll start the dev server with `yarn dev`."],
  ])('"%s" is a correction', (text, prev) => {
    const r = detect(turn(text, prev));
    expect(r.kind).toBe('correction');
    // No rule is invented from a value or a fault: the review card asks the user for it.
    expect(r.lesson).toBeNull();
  });
  it('"write it as normal paragraphs please" is a preference with its own words as the rule', () => {
    const r = detect(turn("write it as normal paragraphs please, I'm pasting this into an email", '**Summary:**\n- Point one\n- Point two'));
    expect(r.kind).toBe('preference');
    expect(r.lesson).toBe('Write it as normal paragraphs.');
  });
  it('"you\'ve now messed up the dates three times. forget it" is frustration, with no rule', () => {
    const r = detect(turn("you've now messed up the dates three times. forget it", 'I apologize for the confusion. Here is the corrected itinerary...'));
    expect(r.kind).toBe('frustration');
    expect(r.lesson).toBeNull();
  });
});

describe('round gc21, hn29, zh37, ss7 (19 of 26 found, 3 of 30 flagged before these changes)', () => {
  it.each([
    ['can you tone down the emojis, this is going to my boss', 'Absolutely! 🎉 Here are some fun ideas for your team offsite! 🚀✨'],
    ["pretty sure there's no evidence he ever said that exactly, it's a paraphrase", "The quote 'Be the change you wish to see in the world' is from Mahatma Gandhi's autobiography."],
    ['it\'s a recipe for banana bread. what is wrong with you', "I'm sorry, I can't help with that request."],
    ['the base image has to stay 3.10, prod runs 3.10', 'I updated the Dockerfile to use `python:3.12-slim`.'],
    ['this is the app router, routes go in app/api', "I've added the new route to `pages/api/users.ts`."],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    // The user's own source, cited to go on with the work.
    ['the recipe says 200g butter, can I use margarine instead?', 'Here is the recipe for lemon drizzle cake.'],
    ['great, the manual says we need FCC approval first, can you add that as step 1', "Here's the timeline for the product launch."],
    // The user's own mess, and a reply that already used the tool.
    ['lol I completely messed up the parking situation, this helps. send me a shorter version too', "I've drafted the apology email to your neighbour."],
    ['yep, pnpm here', "I'll use pnpm to install the dependencies."],
    ['from lisbon', 'Which city are you flying from?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc22, hn30, zh38, ss8, mx6 (20 of 30 found, 3 of 38 flagged before these changes)', () => {
  it.each([
    ["it's literally the same paragraph", 'Here is the revised paragraph.'],
    ['there are 14 new ones now', 'The linter errors are resolved.'],
    ['continua errado, pela terceira vez', 'Desculpe, aqui está a versão corrigida.'],
    ['达芬奇画的', '《蒙娜丽莎》是米开朗基罗的作品。'],
    ['lo escribió Cervantes', 'El Quijote fue escrito por Lope de Vega.'],
    ['メートルです', '富士山の高さは3,776フィートです。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    // The next piece of design; answers to what the work should be.
    ['now tone down the background a little for the dark mode version', "I've created the color palette."],
    ['the v1 endpoints have to stay backward compatible, the rest is up to you', 'What constraints should the API have?'],
    ['write it as paragraphs, with a short summary on top', 'What format would you like for the report?'],
    ['none of these are bad honestly, maybe the second', 'Which layout do you prefer for the landing page?'],
    ['components go in src/ui and hooks in src/hooks', 'Where should the new files go?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round bv2, gc23, zh39, ss9 (18 of 30 found, 1 of 20 flagged before these changes)', () => {
  it.each([
    ["it's in the louvre", 'The Mona Lisa hangs in the Uffizi Gallery in Florence.'],
    // One character is a value when it puts one back.
    ['6', 'A hexagon has 5 sides.'],
    ['孙悟空才是大徒弟', '《西游记》中，唐僧的大徒弟是猪八戒。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['tldr version please, always', "Here's your answer in detail, with background, context, examples and a summary at the end."],
    ['this is going nowhere', "Here's another version of the logo description."],
    ['直接说结论', '好的！以下是您需要的全部信息，按照背景、分析、结论三个部分详细展开……'],
    ['504 again', 'The deployment should work now.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['cool, also disable the button while loading', "I've added a loading spinner to the button."],
    ['continue', 'Chapter 1 was written by Tolkien.'],
    // hn31: the next thing asked for, in the shape of a name put back.
    ['hamlet', 'Romeo and Juliet was written by Shakespeare.'],
    ['montreal next', 'The capital of Canada is Ottawa.'],
    ['norwegian wood', 'The author is Haruki Murakami.'],
    ['b14 is free too', 'Your meeting room is B12.'],
    ['tldr of this article please', 'Here is the link you sent.'],
    ['canberra, huh. I always thought it was sydney', 'The capital of Australia is Canberra.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('multi-turn round mt1 (5 of 6 found, 0 of 6 flagged before these changes)', () => {
  const hist = (...texts: [string, string][]) => texts.map(([role, text], i) => ({ id: `h${i}`, role: role as 'user' | 'assistant', text }));
  it('"again, chinese please" after an English reply asks for Chinese again', () => {
    const r = detect({
      user: { id: 'u', text: 'again, chinese please' },
      prevAssistant: { id: 'a', text: "Sure! Here's the answer in English: ..." },
      history: hist(['user', '用中文回答'], ['assistant', 'Sure, in English: ...']),
    });
    expect(r.kind).toBe('preference');
    expect(r.lesson).toBe('Answer in Chinese.');
  });
  it.each([
    // A bare word answering a question is an answer, whatever language it names.
    ['french please', 'What cuisine would you like?'],
    ['chinese please', 'Would you like me to explain more?'],
  ])('"%s" after "%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round ed1, zh40, mx7 (13 of 19 found, 0 of 15 flagged before these changes)', () => {
  it.each([
    ['Vue 3 里 data 必须是函数', '在 Vue 3 中，data 必须是一个对象。'],
    ['1789. 1799 is when napoleon took over', 'The French Revolution began in 1799.'],
    ['está en Pisa, obviamente', 'La Torre de Pisa está en Florencia.'],
    ['scout is the narrator', "In 'To Kill a Mockingbird', the narrator is Atticus Finch."],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
});

describe('round wc9, zh41 (10 of 14 found, 0 of 12 flagged before these changes)', () => {
  it.each([
    ['Elena has black hair, I described her in the first message. Rewrite the chapter with that fixed', 'Chapter 3: Elena walked into the tavern, her blonde hair shining in the candlelight...'],
    ["dickinson didn't write in couplets, she used slant rhyme and dashes", 'Sure! Here is a poem in the style of Emily Dickinson with rhyming couplets throughout...'],
    ['改了跟没改一样', '我理解您的需求，下面是修改后的文案。'],
    ['10加3是13', '小明今年 10 岁，他的哥哥比他大 3 岁，所以哥哥 12 岁。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    // A failure report, not a denial of what the reply said of someone.
    ["still didn't work", "I've updated the depth settings."],
    ["my grandfather never wrote letters, so I have nothing from him", 'Here are some ideas for preserving family letters.'],
  ])('"%s" is not read as a denial', (text, prev) => {
    expect(detect(turn(text, prev)).cues).not.toContain('corr.didnt_do');
  });
});

describe('hard-negative round hn32, shaped like the last rounds\' new readings (2 of 12 flagged before these changes)', () => {
  it.each([
    ['我预算是300', '这个价格是 299 元。'],
    ['my aunt never painted but she loved frida', "Here's a short bio of Frida Kahlo."],
    ['ok 9 is when I get there', 'The library opens at 9 and closes at 17.'],
    ['对，目标是5公斤', '你今年的目标是减重 5 公斤。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('"I mentioned in the first message that …" is not read as "I said so" without a thing it said', () => {
    const r = detect(turn('I mentioned in the first message that there should be a twist at the end, can you set that up now', "Your story's villain is Lord Varek."));
    expect(r.cues).not.toContain('corr.i_said');
  });
});

describe('round gc24, zh42, ss10, hn33, mx8 (24 of 34 found, 0 of 15 flagged before these changes)', () => {
  it.each([
    ['you add 32 not subtract', 'To convert 20°C to Fahrenheit, multiply by 1.8 and subtract 32, giving 4°F.'],
    ['skip the enthusiasm, just answer', "Certainly! I'd be delighted to help you with that wonderful question!"],
    ['my name is Sara without the h', "Here is the email to your landlord, signed 'Best, Sarah'."],
    ['周作人是他弟弟，鲁迅原名周树人', '鲁迅的原名是周作人。'],
    ['你这改了个寂寞，格式还是乱的', '抱歉，我已经修正了格式。'],
    ['是李白写的', '《静夜思》的作者是杜甫。'],
    ['solo la traduzione, senza note', 'Ecco la traduzione con note esplicative.'],
    ['nur die Übersetzung, ohne Anmerkungen', 'Hier ist die Übersetzung mit Anmerkungen.'],
    ['juste la traduction, sans notes', 'Voici la traduction avec des notes explicatives.'],
    ['der kam 1997 raus', 'Der Film wurde 1999 veröffentlicht.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    // The same shapes with nothing of the reply's in them.
    ['solo una pregunta, sin ofender', 'Aquí tienes el resumen del libro.'],
    ["I'll take the one with the b", 'Option A is cheaper; option B includes breakfast.'],
    ['you add the eggs last, not first?', 'Mix the flour and sugar, then add the eggs.'],
    ['Write a story about Sam with a dog', 'Here is a poem about the sea.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it.each([
    ['es demasiado largo, sin ofender', 'Aquí tienes el resumen del libro.'],
    ['troppo lungo, senza offesa', 'Ecco il riassunto del libro.'],
  ])('"%s": "no offence" is courtesy, never the rule', (text, prev) => {
    expect(detect(turn(text, prev)).lesson ?? '').not.toMatch(/ofend|offesa/i);
  });
});

describe('round hn34, gc25, zh43, ss11, mx9 (26 of 34 found, 4 of 17 flagged before these changes)', () => {
  it.each([
    ["ricotta and parmesan aren't vegan", "Here's a vegan lasagna recipe using ricotta and parmesan."],
    ["botanically it's a fruit", 'Tomatoes are vegetables, so they go in the veggie section.'],
    ['是100度', '水的沸点在海平面是 90 摄氏度。'],
    ['电脑版不是在App Store下载的，去官网', '你可以在 App Store 下载微信电脑版。'],
    ['东边', '太阳从西边升起。'],
    ['the app runs on 8080', 'Updated `docker-compose.yml` to expose port 3000.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ["I'll do it without the rest day, I'm feeling strong", 'Your workout plan has 4 days of training.'],
    ['他不是在北京出生的吗', '他出生在北京，后来搬到了上海。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  // What is possible or allowed is no claim about what a thing is. (The model alone still leans to a correction here,
  // with no rule to offer; the cue must not add to it.)
  it('"technically it\'s possible" is no field\'s verdict', () => {
    expect(detect(turn("technically it's possible, I just don't want to", 'You could drive there in about six hours.')).cues).not.toContain('corr.technically');
  });
});

describe('round gc26, hn35, zh44, ss12, mx10 (32 of 39 found, 1 of 19 flagged before these changes)', () => {
  it.each([
    ['we drive on the left here', 'In the UK, you drive on the right side of the road.'],
    ["metric please, I don't have measuring cups", "Sure, here's the recipe in cups and tablespoons: 2 cups flour, 1 cup sugar."],
    ["it's 7:30 in the morning", 'Your flight leaves at 7:30 PM, so plan to arrive at the airport by 5:30 PM.'],
    ["rebase doesn't squash anything by itself, you want `git rebase -i`", 'Use `git pull --rebase` to squash your commits into one.'],
    ["typeof null is 'object'", "In JavaScript, `typeof null` returns 'null'."],
    ['是早8个小时', '北京时间比伦敦晚8小时。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['wirklich? ich dachte immer Sydney', 'Die Hauptstadt von Australien ist Canberra.'],
    ['ich dachte immer, das wäre Sydney', 'Die Hauptstadt von Australien ist Canberra.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  // A failure report (frustration), not the reply's thing denied with the right one after it.
  it('"the button doesn\'t work, that\'s why I asked" names no right thing', () => {
    expect(detect(turn("the button doesn't work, that's why I asked", 'Click the Save button in the top bar.')).cues).not.toContain('corr.doesnt_you_want');
  });
  it.each([
    // The limit named after the complaint is the rule, not the complaint's template.
    ['way too long, keep it under 200 words', "Sure! Here's a cover letter of about 500 words.", 'Keep it under 200 words.'],
    // A comparative with no verb, in the user's language.
    ['más corto, solo los pasos', 'Claro, aquí va una explicación larga y detallada de cada paso del proceso.', 'Más corto, solo los pasos.'],
    ['plus court', 'Voici une explication détaillée de chaque étape.', 'Plus court.'],
  ])('"%s" is learned as its rule', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
});

describe('round ss13, dg1, wc10, zh45, mx11 (26 of 30 found, 0 of 20 flagged before these changes)', () => {
  it.each([
    ["your regex doesn't match the example you gave, it has no parentheses or area code", 'Here is the regex: `^\\d{3}-\\d{4}$` which matches US phone numbers like (555) 123-4567.'],
    ['excité has a sexual connotation in French, use ravi', "Translated to French: 'Je suis excité de vous rencontrer.'"],
    ['los comentarios en español, por favor, el equipo no habla inglés', 'Aquí está la función con comentarios en inglés.'],
    ['i nomi delle variabili in inglese, grazie', 'Ecco il codice con le variabili in italiano.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it("\"this is postgres, TOP doesn't exist. LIMIT 10\" is a correction", () => {
    expect(detect(turn("this is postgres, TOP doesn't exist. LIMIT 10", 'You can use `SELECT TOP 10 * FROM users` to limit results.')).kind).toBe('correction');
  });
  it.each([
    // A question about the user's stack, and a reason with nothing to use after it.
    ['is this postgres or mysql syntax?', 'Here is the query with a window function.'],
    ['this is python 3, right?', 'Use print as a function.'],
    ["it's my first time with react, can you explain hooks", 'Hooks let you use state in function components.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('one part named in a language is one piece of evidence, however many Latin files read the turn', () => {
    const d = detect(turn('i nomi delle variabili in inglese, grazie', 'Ecco il codice con le variabili in italiano.'));
    expect(d.cues.filter((c) => c.endsWith('part_language'))).toEqual(['latin.part_language']);
  });
  it.each([
    // What a thing does keeps its own verb: "Use reversed returns …" said something else.
    ["reversed returns an iterator, not a string. you'd need ''.join(reversed(s)) or s[::-1]", 'To reverse a string in Python you can use `reversed(s)`.', 'Reversed returns an iterator, not a string.'],
    ['los comentarios en español, por favor, el equipo no habla inglés', 'Aquí está la función con comentarios en inglés.', 'Los comentarios en español.'],
  ])('"%s" is learned as its rule', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
});

describe('a change asked with 能不能 after a short topic', () => {
  // "Can day two be Disney instead?": one change to this answer, asked; no rule (it had become the rule
  // "第二天能不能换成去迪士尼。").
  it('"第二天能不能换成去迪士尼" states no rule', () => {
    const d = detect(turn('第二天能不能换成去迪士尼', '这是上海三日游行程：第一天外滩，第二天豫园，第三天朱家角。'));
    expect(d.lesson).toBeNull();
    expect(d.kind).toBe('none');
  });
  // An indirect question inside a statement is no question.
  it.each([
    ['你应该去修改 packages/frameworks/lit 下的处理是否是 spread 的不完善导致的', '去修改 packages/frameworks/lit 下的处理是否是 spread 的不完善导致的。'],
    ['能不能用 alpine 镜像', '用 alpine 镜像。'],
  ])('"%s" keeps its rule', (text, rule) => {
    expect(detect(turn(text, '我已经把基础镜像改成了 ubuntu。')).lesson).toBe(rule);
  });
});

describe('rule texts of a blind round (rq1–rq4)', () => {
  it.each([
    ['can you stop with the emojis', "Sure! 😊 Here's your answer! 🎉"],
    ['说得通俗一点，我不是专业的', '我在回答中使用了大量的专业术语。'],
  ])('"%s" is learned', (text, prev) => {
    expect(detect(turn(text, prev)).lesson).not.toBeNull();
  });
  it.each([
    // What the team needs is why, not part of the rule.
    ['use httpx instead of requests, we need async', "Here's the script. I used `requests` for the HTTP calls.", 'Use httpx, not requests.'],
    ["don't forget the appendix next time", "Here's the report; I left out the appendix.", 'Remember the appendix next time.'],
  ])('"%s" is learned as its rule', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it('"stop with the same steps" names the work, not a habit', () => {
    expect(detect(turn('ok stop with the same steps', 'Here are the same steps again.')).cues).not.toContain('corr.stop_with');
  });
});


describe('short rules about how the reply is given (blind rounds rq5, rq6: 8 of 18 missed before)', () => {
  it.each([
    ['参考资料不用附了', '好的，我会在每次回答后附上参考资料。'],
    ['还是用表格吧，列表看着乱', '我把表格改成了列表形式。'],
    ['价格用人民币', '我把价格都换算成了美元。'],
    ['日期用 2026-12-07 这种格式', '我把日期格式写成了 12/07/2026。'],
    ['usa un lenguaje más sencillo, es para niños', 'Aquí tienes el texto con muchas palabras técnicas.'],
    ['schreib das als Fließtext', 'Hier ist die Liste mit Aufzählungszeichen.'],
    ['risposte più brevi, per favore', 'Ecco la risposta molto lunga e dettagliata.'],
    ['пиши комментарии на русском', 'Вот код с комментариями на английском.'],
    ['snake_case for python, always', 'Here is the code. I used camelCase for the Python variables.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    // "Still a black screen" is a failure report; "用户" is no way of giving anything; the thing named must be the reply's.
    ['还是黑屏', '我已经把渲染改成了 WebGL，黑屏的问题应该解决了。', 'zh.back_to'],
    ['作为用户我觉得还行', '我把价格都换算成了美元。', 'zh.topic_use'],
    ['颜色用蓝色', '我把价格都换算成了美元。', 'zh.topic_use'],
  ])('"%s" is not read as %s', (text, prev, cue) => {
    expect(detect(turn(text, prev)).cues).not.toContain(cue);
  });
  it.each([
    ['还是用表格吧，列表看着乱', '我把表格改成了列表形式。', '用表格。'],
    ['risposte più brevi, per favore', 'Ecco la risposta molto lunga e dettagliata.', 'Risposte più brevi.'],
    ['snake_case for python, always', 'Here is the code. I used camelCase for the Python variables.', 'Use snake_case for python, always.'],
  ])('"%s" is learned as its rule', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
});

describe('round gc27, hn36 (10 of 15 found, 1 of 9 flagged before these changes)', () => {
  it.each([
    ['it leaves from St Pancras', "Paris is about 2 hours from London by train and the Eurostar leaves from King's Cross."],
    ["it's a startup, loosen it up a bit", "I've written the cover letter in a very formal tone."],
    ["my teacher hates 'since the dawn of time' openings, change it", "Your essay intro: 'Since the dawn of time, humans have...'"],
    ['spiders are arachnids', 'Spiders are insects with eight legs.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  // The user changing their own request ("no, wait, I should mention …") corrects nothing of the reply's.
  it('"no, wait, I should mention the broken heater too" is none', () => {
    expect(detect(turn('no, wait, I should mention the broken heater too. can you add that?', "Here's the email to your landlord.")).kind).toBe('none');
  });
});

describe('round zh46, jk1 (8 of 14 found, 0 of 7 flagged before these changes)', () => {
  it.each([
    ['高铁一个小时就到了', '杭州到上海的高铁大约需要3小时。'],
    ['我妈今年六十了', '这是给你妈妈的生日祝福，祝她五十岁生日快乐！'],
    ['我家人有糖尿病，少放糖或者不放', '这道菜需要放两勺糖。'],
    ['日本語でお願いします', 'はい、英語で説明します。The function returns the sum of the list.'],
    ['주석은 빼 주세요', '코드에 주석을 많이 추가했습니다.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it('"日本語でお願いします" asks for the answer language', () => {
    expect(detect(turn('日本語でお願いします', 'はい、英語で説明します。The function returns the sum of the list.')).lessonEn).toBe('Answer in Japanese.');
  });
  // The thing taken out must be the reply's.
  it('"사진은 빼 주세요" after a reply with no photo is not ko.take_out', () => {
    expect(detect(turn('사진은 빼 주세요', '코드에 주석을 많이 추가했습니다.')).cues).not.toContain('ko.take_out');
  });
});


describe('hard negatives for this session\'s readings (hn37: 4 of 13 flagged before these changes)', () => {
  it.each([
    ['this is python 3.11. how do I also write the output to json?', "Here's a Python script to read the CSV."],
    ['日期用什么格式比较好', '我把日期格式写成了 12/07/2026。'],
    ['还是用表格吧', '你想用表格还是列表展示？'],
    ['my mom hates long poems so this is perfect', "Here's a birthday poem for your mom."],
    ['how do I loosen it up if it\'s rusted solid?', 'To remove a stuck bolt, apply penetrating oil first.'],
    ['spiders are arachnids, got it', 'Spiders are arachnids, not insects.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a coding agent put right (ss14: 10 of 10 found, none of 6 flagged; rule texts)', () => {
  it.each([
    ["there's no axios in this project and I don't want it, go back to fetch", 'I replaced the fetch calls with axios for consistency.', 'Go back to fetch.'],
    ["we don't do classes for services here, just export functions from the module like the other services", 'Let me create a new `UserService` class to wrap the repository calls.', "Don't use classes for services here."],
  ])('"%s" is learned as its rule', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    // Not ways of working: where to go next, and what the team does not do, pointed at.
    ["let's go back to the previous step", 'Here is step 3 of the plan.'],
    ["we don't do that here", 'I force-pushed the branch to main.'],
  ])('"%s" states no rule of its own', (text, prev) => {
    const d = detect(turn(text, prev));
    expect(d.lesson).toBeNull();
  });
  // A suggestion cut at its word limit never ends on "like" or "just".
  it('a long suggestion is cut where it can end', () => {
    const d = detect(turn('this page should be the same like the admin one but again just for the users that the sub admin manages and nothing else', 'I have updated the admin page.'));
    expect(d.suggestion ?? '').not.toMatch(/\b(?:like|just)\.$/);
  });
});

describe('conversations with their history (mt2)', () => {
  const h = (...turns: [string, string][]) => turns.map(([role, text], i) => ({ id: `h${i}`, role: role as 'user' | 'assistant', text }));
  it('"still nothing happens when I click it", a third failure report, is an incident', () => {
    const d = detect({
      user: { id: 'u', text: 'still nothing happens when I click it' },
      prevAssistant: { id: 'a', text: 'I rewrote the click handler to use addEventListener.' },
      history: h(['user', 'the login button does nothing'], ['assistant', 'I fixed the handler.'], ['user', 'still does nothing'], ['assistant', 'I updated the event binding.']),
    });
    expect(d.kind).toBe('frustration');
    expect(d.incident?.size).toBe(3);
  });
  it('"pnpm!! I told you, not npm" is the rule "Use pnpm, not npm."', () => {
    expect(detect(turn('pnpm!! I told you, not npm', 'Added --dry-run. Run `npm run rename -- --dry-run`.')).lesson).toBe('Use pnpm, not npm.');
  });
});

describe('round mx12, gc28 (11 of 17 found, 0 of 9 flagged before these changes)', () => {
  it.each([
    ["june has midnight sun, you can't see aurora then", 'The best time to visit Iceland for the northern lights is June.'],
    ['can we swap some of the chicken for fish? getting bored', "Here's your weekly meal prep with chicken every day."],
    ["first person please, it's for my own website", "I've rewritten your bio in the third person."],
    ['the last line has 6 syllables', "Sure, here's a haiku: 'The autumn leaves fall / gently on the quiet pond / a frog jumps in now'"],
    ["lol we're vegan, there's no butter", "Here's a slogan for your vegan bakery: 'Butter makes it better!'"],
    ["I've read most of these. anything less mainstream?", "Here's a list of 10 sci-fi books."],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    // Asking what works, and the user's own plan, are no swap asked of the reply.
    ['can I swap butter for coconut oil in this?', "Here's a recipe for shortbread with butter."],
    ['I play first person shooters mostly', 'Here are some game recommendations.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('"first person please" is "Write in the first person."', () => {
    expect(detect(turn('first person please', "I've rewritten your bio in the third person.")).lesson).toBe('Write in the first person.');
  });
});

describe('longer agent turns (ss15: 4 of 4 found, 1 of 4 flagged, before and after)', () => {
  it('a ban in a later comma-part is the rule, not the plain ask before it', () => {
    const d = detect(turn("Thanks, mostly good. Two things though: the file name should include the date, like export-2026-12-07.csv, and please don't write to /tmp on the server, use the `EXPORT_DIR` env var like the other jobs do. Also the email subject is fine.", "I've implemented the export feature. It writes a CSV to `/tmp/export.csv` and emails the link."));
    expect(d.lesson).toBe("Don't write to /tmp on the server.");
  });
  it('"we don\'t need dead-letter queues yet" is a hold, not a ban', () => {
    const d = detect(turn("We don't need dead-letter queues yet, we can add them later.", "Here's my plan for the notification service: a queue, a worker, and a retry policy."));
    expect(d.lesson ?? '').not.toMatch(/dead-letter/);
  });
});

describe('creative writing put right (wc11: 4 of 7 found, 0 of 4 flagged before these changes)', () => {
  it.each([
    ["this is so repetitive lol, and it doesn't even rhyme properly", "Here is the rap verse: 'I'm the best, yeah, I'm the best, better than the rest...'"],
    ["she's 28 in my story and blonde", 'Character: Elena, a 45-year-old detective with red hair.'],
    ['I get 3 minutes max', "Here's your wedding speech, about 10 minutes long."],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    // The user's own time, with nothing of the reply's in it; a question about the story.
    ['I get 20 minutes for lunch, what can I cook?', "Here's a list of quick recipes."],
    ['is she older in my story than in the book?', 'Elena walked into the precinct.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('more of what the reply did, asked with "not just"', () => {
  // "add …" opens new work, unless the turn says the reply's own work fell short ("…, not just some").
  it('"add type hints to all functions, not just some" is a correction', () => {
    const d = detect(turn('add type hints to all functions, not just some', "I've added type hints to some of the functions."));
    expect(d.cues).not.toContain('neg.new_work');
    expect(d.lesson).toBe('Add type hints to all functions, not just some.');
  });
});

describe('round gc29, hn38, zh47, ss16, mx13 (41 of 52 found, 0 of 16 flagged before these changes)', () => {
  it.each([
    ["madrid is like 6 hours away, that's not a day trip", 'Here is a 7-day itinerary for Lisbon with a day trip to Madrid.'],
    ["it's going to be 30 degrees there, it's summer in australia", "Sure, here's the packing list with winter gear."],
    ['you left the desserts in english', "I've translated the menu into French."],
    ['pin the version, node:20-alpine', 'I updated the Dockerfile to use node:latest.'],
    ["still mutating, you're pushing into state.items directly", "The bug was in the reducer; I've fixed the state mutation."],
    ['this needs to run on windows too, write it in node', "Here's a bash script that loops over the files."],
    ['要降序，最新的在前面', '我帮你把表格按日期升序排好了。'],
    ["je l'ai demandé en français", 'Voici le résumé en anglais.'],
    ['Python 3 で書いてください', 'このコードは Python 2 で書きました。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    // Nothing of the reply's denied; a thing of one's own that goes on; a platform asked about.
    ["that's not a problem, take your time", 'Sorry, there was a problem generating the chart.'],
    ["it's not a big deal", 'I made a mistake in the totals.'],
    ["I'm still thinking about it", "I've drafted both options for you."],
    ['does this need to run on windows too?', "Here's a bash script that loops over the files."],
    ["j'ai demandé à mon chef, il est d'accord", 'Voici le planning proposé.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('a fact put right in Spanish keeps its own verb, never "Usa …"', () => {
    const d = detect(turn('se terminó en 1889, no en 1920', 'La Torre Eiffel fue construida en 1920.'));
    expect(d.lesson ?? d.suggestion ?? '').not.toMatch(/^Usa /);
  });
  it('"put it there" names neither the thing nor the place: the card asks for the rule', () => {
    const d = detect(turn('we already have lib/format.ts for that, put it there', 'I created a new utils.js file with the helper.'));
    expect(d.kind).toBe('correction');
    expect(d.lesson).toBeNull();
  });
});

describe('round zh48, ss17, gc30, hn39, rq7 (16 of 26 found, 0 of 22 flagged before these changes; 8 of 12 rule texts right)', () => {
  it.each([
    ['数据都是强关联的，用关系型数据库更合适', '我推荐用 MongoDB 存这些数据。'],
    ['we prefix branches with the ticket number, like PROJ-123-fix-login', "I'll create a new branch called fix-login."],
    ['run the linter before you say done', 'Done. Let me know if you need anything else.'],
    ["you can't just update snapshots, check why they changed", "I've updated the snapshot tests so they pass."],
    ['move it into the service layer like the others', 'The API call is now made from the component.'],
    ['ugh. again with the any', 'I used `any` in three places to get it compiling.'],
    ["there's 6 of us", "I've made the recipe for 4 servings."],
    ['I can only do 3 days', "Here's the workout, 5 days a week."],
    ["it's the largest", 'The Pacific is the smallest ocean.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    // A question about which is better; a question that asks for another count; the user's own plan.
    ['日期用什么格式比较好', '这是导出的表格。'],
    ['用 Redis 会更好吗？', '我推荐用 Memcached。'],
    ['can you do 3 days?', "Here's the workout, 5 days a week."],
    ["we're 6 people, can you scale it?", "I've made the recipe for 4 servings."],
    ['great, continue with the methodology section', "I've written the introduction."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('a colon inside a list of examples does not end the rule', () => {
    expect(detect(turn('use conventional commits, like feat: or fix:', "Here is the commit message: 'Fixed stuff'.")).lesson).toMatch(/^Use conventional commits, like feat: or fix/);
  });
});

describe('round es15, de13, ja12, ss18 (24 of 32 found, 0 of 8 flagged before these changes)', () => {
  it.each([
    ['não, sai às 10 da noite', 'O voo sai às 10h da manhã.'],
    ['usa le virgolette singole come nel resto del progetto', 'Ho usato le virgolette doppie.'],
    ['spinnst du? die Tests bleiben drin', 'Ich habe alle Tests gelöscht, die fehlschlugen.'],
    ["utilise async/await, c'est plus lisible", 'Le code utilise des promesses avec .then().'],
    ['var じゃなくて const を使って', 'このコードは var を使っています。'],
    ['はい、全く変わってません', 'まだ同じエラーが出ますか？'],
    ['wait, stop. just do one first so I can review the pattern', "I'll now update all 30 test files to the new API."],
    ['Intl can do this natively, no new deps', 'I used moment-timezone for the conversion.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    // A pause that halts nothing; what others said; German nouns are capitalised, not names put back.
    ['wait, no rush, take your time', "I'll look into it."],
    ['come gli altri hanno detto, va bene', 'Ecco il piano.'],
    ['die Kinder bleiben drin, es regnet', 'Hier ist der Plan für den Nachmittag.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('a keyword named in a Japanese sentence is read as words, not as a line of code', () => {
    expect(detect(turn('var じゃなくて const を使って', 'このコードは var を使っています。')).lesson).toBe('var ではなく const を使って。');
  });
  it('a Spanish complaint with an auxiliary after its "no" is no "Usa …" rule', () => {
    const d = detect(turn('el mismo error de antes, no ha cambiado nada', 'Sigue sin funcionar, ¿qué error ves?'));
    expect(d.lesson ?? '').not.toMatch(/^Usa /);
  });
  it('"no new deps" is the rule', () => {
    expect(detect(turn('Intl can do this natively, no new deps', 'I used moment-timezone for the conversion.')).lesson).toBe('No new deps.');
  });
});

describe('round lg1 (longer turns), hn40, zh49 (8 of 16 found, 1 of 16 flagged before these changes)', () => {
  it.each([
    ['ok so the features/ split is nice, but we keep tests in __tests__ folders, the CI config globs for that. please move them back, keep the rest', "I reorganised the folder structure into features/ and shared/, and moved all the tests next to their components."],
    ['Hourly is overkill for this, and the backups are big. Once a day at 3am is fine. Also make sure it deletes backups older than 7 days.', 'I created a cron job that runs the backup every hour.'],
    ['Looks fun! We land at 11pm the night before though, so nothing before 9 on day one please. Otherwise perfect.', "Here's your 3-day Tokyo itinerary, starting with Tsukiji outer market at 5am."],
    ['金额要保留到分没错，但是百分比保留一位就行', '已经把所有金额保留两位小数了。'],
    ['这谁看得懂？用英文全称', '我把函数名都改成了中文拼音缩写。'],
    ['我们公司只用 Django', '好的，我用 Flask 搭了一个后端。'],
    ['又出现了，而且更严重了', '这个 bug 已经修复了。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it('a statement the user checks with "…, right?" states no rule', () => {
    const d = detect(turn('we use camelCase in the API responses, right? just double checking', "I've added the endpoint."));
    expect(d.kind).toBe('none');
  });
  it('"我们公司只用 Django" keeps its "only" in the rule', () => {
    expect(detect(turn('我们公司只用 Django', '好的，我用 Flask 搭了一个后端。')).lesson).toBe('公司只用 Django。');
  });
});

describe('conversations with their history (mt3: 4 of 6 right before these changes)', () => {
  const h = (...turns: [string, string][]) => turns.map(([role, text], i) => ({ id: `h${i}`, role: role as 'user' | 'assistant', text }));
  it('"yes exactly like that, keep that tone for all of them" strengthens the rule it confirms and states none of its own', () => {
    const d = detect({
      user: { id: 'u', text: 'yes exactly like that, keep that tone for all of them' },
      prevAssistant: { id: 'a', text: "Hi Sam, thanks for flagging this. The refund is on its way and should arrive in 3 days." },
      history: h(['user', 'draft a reply to this customer complaint'], ['assistant', 'Dear customer, we sincerely apologise for any inconvenience caused...'], ['user', 'less grovelling, be direct']),
    });
    expect(d.kind).toBe('preference');
    expect(d.confirms).toBe('h2');
    expect(d.lesson).not.toMatch(/that tone/);
    // Alone, with no rule before it to confirm, it teaches nothing.
    expect(detect(turn('yes exactly like that, keep that tone for all of them', 'Hi Sam, thanks for flagging this.')).kind).toBe('none');
  });
  it('"STILL a 500. this is the third time" after "still 500" is an incident', () => {
    const d = detect({
      user: { id: 'u', text: 'STILL a 500. this is the third time' },
      prevAssistant: { id: 'a', text: "I've changed the query to handle empty results." },
      history: h(['user', 'the export button gives a 500'], ['assistant', 'I fixed the serializer.'], ['user', 'still 500'], ['assistant', 'I added a null check.']),
    });
    expect(d.kind).toBe('frustration');
    expect(d.incident).not.toBeNull();
  });
});

describe('round gc31, wc12, zh50, rq8 (blind; 11 of 22 found in gc31 and wc12, 6 of 8 in zh50, none of 8 flagged; rule texts 4 of 10 right, 4 not detected)', () => {
  it.each([
    ["she's turning 90, make it warmer and less slangy", "Here's a birthday message for your grandma: 'Happy birthday, dude! Let's party!'"],
    ["she's a mage, she doesn't use swords", 'Chapter 3: Elena drew her sword and charged the dragon.'],
    ['the whole book is third person', "Here's the next scene, written in first person."],
    ["they sound like 40 year olds, they're 8", "Here's the dialogue between the two kids."],
    ['用列表推导式写，更简洁', '我用 for 循环实现了。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    // Nothing of the reply's named; a character's trait that is no reply's thing; a question of which is better.
    ["they don't have biases, do they?", 'Neural networks learn weights and biases.'],
    ['make it happen!', "Here's the launch plan."],
    ['用什么写更简洁？', '我用 for 循环实现了。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it.each([
    ['2 spaces please', "I've written the code using 4-space indentation.", 'Indent with 2 spaces.'],
    ['bottom line first, details after', "Here's a long explanation with background first.", 'Put bottom line first and details after.'],
    ['file names in kebab-case', 'I named the file myComponent.tsx.', 'Use kebab-case for file names.'],
    ['日期格式用 YYYY-MM-DD', '我把日期格式写成了 MM/DD/YYYY。', '日期格式用 YYYY-MM-DD。'],
  ])('"%s" is the rule "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it('a question or a renaming is no Chinese rule of a Latin form', () => {
    expect(detect(turn('为啥不能用webview', '我用 iframe 做了预览。')).lesson ?? '').not.toMatch(/webview/);
  });
});

describe('how one aspect of every reply is given, in Chinese (rq5: said as suggestions before)', () => {
  it.each([
    ['价格用人民币', '我把价格都换算成了美元。', '价格用人民币。'],
    ['日期用 2026-12-07 这种格式', '日期我写成了 12/07/2026。', '日期用 2026-12-07 这种格式。'],
  ])('"%s" is the rule "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it('a question about it is no rule', () => {
    expect(detect(turn('日期用什么格式', '这是导出的表格。')).lesson).toBeNull();
  });
});

describe('round sl1 (chat shorthand), ru5, ss19, hn41 (23 of 26 found and 0 of 18 flagged before these changes — agent turns 10 of 10)', () => {
  it.each([
    ['bro i said 500 words', "Here's ur essay on the french revolution, 2000 words!"],
    ['those arent even the right lyrics lol', 'Here are the lyrics you asked for.'],
    ['слишком много комментариев, убери лишние', 'Я добавил комментарии к каждой строке кода.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it('"even" alone is no verdict', () => {
    expect(detect(turn("is it even the right approach for a small team?", 'Here is a plan with Kubernetes.')).kind).toBe('none');
  });
  it('"tldr pls" is the rule "Give a TL;DR."', () => {
    expect(detect(turn('tldr pls', 'Here is a detailed 10-step guide.')).lesson).toBe('Give a TL;DR.');
  });
});

describe('round gc32, zh51, ko6 (12 of 24 found, 0 of 6 flagged before these changes; one complaint was stored as the rule "每次都一样。")', () => {
  it.each([
    ['he got it for the photoelectric effect actually', 'Albert Einstein won the Nobel Prize for his theory of relativity.'],
    ['I thought the Nile was longer?', 'The Amazon river is the longest river in the world.'],
    ['《围城》是钱钟书写的', '鲁迅的代表作有《围城》。'],
    ['公司周报都是中文的', '这是你要的周报模板，用的是英文。'],
    ['不变的用 const', '我把所有的 var 都改成了 let。'],
    ['第二本我看过了，换一本', '我给你推荐了三本书。'],
    ['答案是 C，我对过答案了', '这道题选 B。'],
    ['我们服务器是 Python 3.5，不支持 f-string', '这里用了 Python 的 f-string。'],
    ['주석 좀 줄여 주세요', '코드에 주석을 많이 달았습니다.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    // Success reported with "actually"; the same letter; "I thought so?".
    ['it worked fine actually', 'Try restarting the router.'],
    ['答案是 B', '这道题选 B。'],
    ['oh I thought so?', 'The meeting is on Friday.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('the same failure every time is frustration, never the rule "every time"', () => {
    const d = detect(turn('你已经试了五次了，每次都一样', '好的，我再试一次。'));
    expect(d.kind).toBe('frustration');
    expect(d.lesson).toBeNull();
  });
});

describe("hard negatives for this session's new readings (hn42: 1 of 14 flagged, by the model, as at the session's start)", () => {
  it.each([
    ['before you say anything else, can I ask how long it would take to read aloud?', "Here's the draft of your speech."],
    ['we name our branches after jira tickets, can you create one for PROJ-42?', "I've set up the project structure."],
    ['perfect, now make it bigger so it fills the header', "I've made the logo blue."],
    ['I thought it was going to be harder, thanks!', "Here's how to set up the router."],
    ['still waiting for it to finish, it takes ages on my laptop', 'The build is running.'],
    ["it's not even 9am here and I'm already excited lol", "Here's a plan for the trip."],
    ["my kids don't use forks yet, anything they can eat with hands?", "Here's a recipe with chicken."],
    ["we're 3 people doing it together, any partner exercises?", "Here's a workout plan."],
    ['summer it is! what about sunscreen?', "Here's your packing list for the summer trip."],
    ['great, will it also work in Python 3.8?', "I've written the function in Python 3."],
    ['it sounds like a song, I love it', 'Here is the poem.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc33, zh52, es16 (14 of 21 found, 0 of 9 flagged before these changes; one standing rule of the wrong scope)', () => {
  it('the language a translation should be in is no rule about every answer: the card asks', () => {
    const d = detect(turn('我说的是英文，不是日文', '我帮你把 README 翻译成了日文。'));
    expect(d.kind).toBe('correction');
    expect(d.lesson).toBeNull();
    expect(d.suggestion).toBe('我说的是英文，不是日文。');
    // With a word of answering, it is the answer's language, translation or not.
    expect(detect(turn('answer in English please', 'Voici la traduction en français.')).lesson).toBe('Answer in English.');
  });
  it.each([
    ['项目里已经封装了 request 工具，用那个', '我用 axios 发请求。'],
    ['somos 6', 'Aquí tienes la receta para 2 personas.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it('a bare count is no party size', () => {
    expect(detect(turn('there are 6', "I've made the recipe for 4 servings.")).kind).toBe('none');
  });
});

describe('round ss20 (agent turns: 5 of 8 found, 0 of 2 flagged before these changes)', () => {
  it.each([
    ['it also needs to accept negative numbers', 'Here\'s the regex: /^\\d+$/'],
    ['some of our reports take 30s to generate, bump it', "I've updated the timeout to 5 seconds."],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['does it also need to accept negative numbers?', "Here's the regex."],
    ['bump it to 2.0 and publish', "I've fixed the bug."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc34, zh53, ss21, hn43 (26 of 32 found, 1 of 22 flagged before these changes)', () => {
  it.each([
    ['Looks good overall. One thing though: I never worked at Google, that was an internship at Microsoft. Fix that line', "Here's your cover letter."],
    ['孩子也要吃，别放辣', '这是你要的菜谱，需要放两勺辣椒。'],
    ['我们住在上海，不去北京', '这是为你规划的北京三日游行程，第一天去长城。'],
    ['周日我要陪家人，挪到周六', '我把你的日程安排在了周日上午。'],
    ['要简体的', '我已经把这篇文章翻译成了繁体中文。'],
    ['that leaks memory, it needs a max size / LRU', "I've implemented the cache with a global Map."],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['danke! and into Italian?', 'I translated the paragraph into German.'],
    ['周日我要去哪里玩？', '这是你周日的行程。'],
    ['好的，太棒了，不要放大', '我把按钮的字号调成了 14px。'],
    ["Won't that leak memory?", "I've implemented the cache with a global Map."],
    ['that leaks memory', 'A global Map is one way to cache values.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('praise is never the pre-filled phrase; the fix after "one thing though" is', () => {
    const d = detect(turn('Looks good overall. One thing though: I never worked at Google, that was an internship at Microsoft. Fix that line', "Here's your cover letter."));
    expect(d.lesson).toBeNull();
    expect(d.suggestion).toBe('I never worked at Google, that was an internship at Microsoft.');
    const m = detect(turn('the modal looks good. One thing though: discounts have to be applied before tax. Can you flip that', "I've built the checkout modal."));
    expect(m.lesson).toBe('Discounts have to be applied before tax.');
  });
  it('"I never worked at …" is no failure report; "it never worked at all" is', () => {
    expect(detect(turn('I never worked at Google', "Here's your cover letter.")).cues).not.toContain('frus.doesnt_work');
    expect(detect(turn('it never worked at all', "I've fixed the import.")).cues).toContain('frus.doesnt_work');
  });
});

describe('round es17, fr12, de14, ja13, pt4, rq9 (16 of 26 found, 0 of 9 flagged before these changes; rule texts 4 of 10 right, 3 not detected)', () => {
  it.each([
    ['soy intolerante a la lactosa', 'Aquí tienes la receta con mantequilla.'],
    ['estoy en Argentina, ponlo en pesos argentinos', 'He usado pesos mexicanos en el presupuesto.'],
    ["c'est pour le Québec, adapte le vocabulaire", "J'ai traduit le texte en français de France."],
    ["il faut vouvoyer, c'est mon directeur", "J'ai utilisé le tutoiement dans l'email."],
    ['in Euro bitte, wir sind in Österreich', 'Ich habe die Preise in Dollar angegeben.'],
    ['wir nutzen hier keine Schleifen, nimm map/filter', 'Ich habe die Funktion mit einer for-Schleife geschrieben.'],
    ['うちは2人なので半分にしてください', 'レシピを4人分で作りました。'],
    ['Goで書いてほしかったです', 'Pythonで書きました。'],
    ['coloca em reais, moro no Brasil', 'Aqui está o orçamento em dólares.'],
    ['é para minha avó, simplifica', 'Adicionei muitos detalhes técnicos.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    // A currency asked for before any amount was given is the first request.
    ['ponlo en pesos argentinos', 'Claro, ¿qué presupuesto quieres preparar?'],
    ['円でお願いします', 'どの商品の価格を調べますか？'],
    ['sort it by date', 'Here is the list of meetings you asked for.'],
    ['add type hints to every function', 'Sure, which file should I start with?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it.each([
    ['mon prof veut deux parties, pas trois', 'Voici le plan de la dissertation en trois parties.', 'Mon prof veut deux parties, pas trois.'],
    ['add type hints to every function', "I've added type hints to some functions.", 'Add type hints to every function.'],
    ['sort it by date, newest first', 'Here is the list sorted alphabetically.', 'Sort it by date, newest first.'],
    ['文档字符串一行就够了', '我给每个函数都写了很长的文档字符串。', '文档字符串一行就够了。'],
    ['soy intolerante a la lactosa, sin lácteos por favor', 'Aquí tienes la receta con mantequilla y nata.', 'Sin lácteos.'],
  ])('"%s" → %s', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
});

describe('round gc35, hn44, wc13 (10 of 17 found, 1 of 17 flagged before these changes)', () => {
  it.each([
    ['hmm i dont really eat breakfast, can you just do lunch and dinner', "Sure! Here's a 7-day meal plan with three meals a day, including breakfast smoothies."],
    ['august is super hot and humid there tho, I hate heat. spring or autumn?', 'Absolutely — the best time to visit Japan is in August for the festivals!'],
    ['nolan directed inception lol', 'The movie Inception was directed by Steven Spielberg.'],
    ['tolkien wrote the hobbit', 'The Hobbit was written by C.S. Lewis in 1937.'],
    ['those are all in portugal...', 'I recommend Lisbon, Porto, and the Algarve for a week in Spain.'],
    ["every recipe i've seen says 12-24 hours", "Here's how to make cold brew: steep for 2 hours."],
    ['wont that rot them? i thought they like dry soil', 'Quick tip: water your succulents every day.'],
    ['too happy. this is a tragedy, someone has to die', "Here's the ending: they all survive and celebrate."],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['no wonder my dad always said bonds are boring lol', "I've explained the difference between stocks and bonds."],
    ['he directed inception', 'The movie Inception was directed by Steven Spielberg.'],
    ['spielberg directed jaws too', 'The movie Inception was directed by Christopher Nolan.'],
    ['they are all in stock?', 'Here are three laptops under $800.'],
    ['I thought it was going to be harder, thanks!', "I've set up the project."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round ss22, zh54, dg2 (longer agent and code turns: 18 of 24 found, 0 of 6 flagged before these changes)', () => {
  it.each([
    ['turning off strict is not a fix. turn it back on and fix the actual type errors in UserCard.tsx', "The build should pass now. I changed `tsconfig.json` to set `strict: false` so the type errors go away."],
    ['ok but it swallows the error completely now, nothing in sentry. the boundary needs to report to sentry before showing the fallback', "I wrapped the whole component tree in an ErrorBoundary that shows a generic 'Something went wrong' page."],
    ['前端已经按下划线写好了，你这一改全挂了。恢复成原来的下划线', '按照你的要求，我把接口返回的字段名都改成了驼峰命名。'],
    ['100毫秒太频繁了，服务器扛不住，改成 websocket 推送', '我用 setTimeout 轮询来检查任务状态，每 100 毫秒一次。'],
    ["that's a shared branch, force pushing will wipe my teammates' commits", 'Use `git push --force` to overwrite the remote branch.'],
    ['this rejects emails with numbers or dots in the name like john.doe99@gmail.com', "Here's the regex to validate email addresses: `^[a-z]+@[a-z]+\\.[a-z]+$`"],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ["that's a fix, thanks", "I changed the import path."],
    ['will that delete my local changes?', 'Run `git reset --hard origin/main`.'],
    ['does it handle negative numbers?', "Here's the parser."],
    ['the handler swallows errors? how do I see them', 'The default handler logs nothing.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round lg2, ko7, ru6, it5, mt4 (11 of 17 found, 0 of 4 flagged before these changes; with history, 3 of 6 right)', () => {
  it.each([
    ["Thanks, the async/await part is a big improvement and the PriceCalculator split makes sense. I went through the diff line by line. In TaxService you're rounding each line item before summing, which is not how our accountants want it: round only the final total, otherwise we're off by a cent on big orders. Everything else can stay.", "I've refactored the checkout service. The main changes: extracted a PriceCalculator class, moved tax logic into TaxService, and replaced the callbacks with async/await throughout."],
    ['주석은 한국어로 달아 주세요', '코드에 영어로 주석을 달았습니다.'],
    ['저희는 두 명이라 반으로 줄여 주세요', '4인분 레시피입니다.'],
    ['è per un cliente, dagli del lei', "Ho scritto l'email dando del tu."],
    ['la carbonara vera non ha la panna', 'Ecco la ricetta con la panna.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['저희는 두 명이에요', '몇 분이 오시나요?'],
    ["I'd rather not say", 'Where are you based?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  const h = (...turns: [string, string][]) => turns.map(([role, text], i) => ({ id: `h${i}`, role: role as 'user' | 'assistant', text }));
  it.each([
    ['sí, siempre en español', [['user', 'resume este artículo'], ['assistant', 'Here is the summary of the article...'], ['user', 'en español por favor']], 'Aquí tienes el resumen del artículo en español.'],
    ['はい、今後もそれでお願いします', [['user', 'メールの下書きを作って'], ['assistant', 'お疲れ様です！明日の会議の件ですが〜😊'], ['user', '絵文字はいらないです']], 'お疲れ様です。明日の会議の件ですが、'],
  ] as [string, [string, string][], string][])('"%s" confirms the rule before it', (text, turns, prev) => {
    const d = detect({ user: { id: 'u', text }, prevAssistant: { id: 'a', text: prev }, history: h(...turns) });
    expect(d.kind).toBe('preference');
    expect(d.confirms).toBe('h2');
  });
  it('"still logs me out" after two failure reports is one incident', () => {
    const turns = h(['user', 'fix the login bug'], ['assistant', "I've fixed it by adding a null check."], ['user', 'still broken'], ['assistant', "I've added another check on the session."], ['user', 'still getting logged out']);
    const d = detect({ user: { id: 'u', text: 'nope, still logs me out after refresh' }, prevAssistant: { id: 'a', text: "I've updated the cookie settings." }, history: turns });
    expect(d.kind).toBe('frustration');
    expect(d.incident?.size).toBe(3);
  });
});

describe("hard negatives for this session's new readings (hn45: 2 of 16 flagged before these changes)", () => {
  it.each([
    ['sort it by date', "Here's your order summary: 3 items, total $54."],
    ['those are all in portugal, right? is the algarve close?', 'I recommend Lisbon and Porto.'],
    ['what would that be in euros?', "Here are the three hotels I found, with prices in dollars."],
    ['love it. one more thing: add a short FAQ at the bottom', "Here's the landing page copy."],
    ["c'est pour mon frère, tu peux écrire un petit poème d'anniversaire ?", 'Bonjour ! Que puis-je faire pour toi ?'],
    ['nolan directed inception, what else did he direct?', 'Inception was directed by Christopher Nolan.'],
    ['周日我要加班吗？', '这是你这周的排班表，周日休息。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('rule texts, round rq10 (6 of 12 word for word before these changes, 2 not detected)', () => {
  it.each([
    ['always annotate function signatures', "Here's the code without type annotations.", 'Always annotate function signatures.'],
    ['文案全部用中文，按钮上的字也是', '我把所有的文案都写成了英文。', '文案全部用中文。'],
    // A short ban and what to do instead, said right after it, are one rule.
    ['no any. define a proper interface', "I've used `any` for the props type.", 'No any. Define a proper interface.'],
    ['different method. no ascii. write code that generates a diagram', "Here's the flowchart as ASCII art.", 'No ascii. Write code that generates a diagram.'],
    // Not a longer ban, nor a task after it.
    ["don't touch the migrations folder. also add a test for the parser", "I've updated the migrations.", "Don't touch the migrations folder."],
    ['no emojis. also add a footer', "Here's the post 🎉", 'No emojis.'],
    ['no emojis. next, write the intro', "Here's the post 🎉", 'No emojis.'],
  ])('"%s" → %s', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
});

describe('round gc36, zh55 (11 of 18 found, 0 of 4 flagged before these changes; zh55-09 repeats a known miss)', () => {
  it.each([
    ['its on the nepal china border not india', 'Mount Everest is 8,848 meters tall and located in India.'],
    ['my pharmacist said not to mix those', 'You can take ibuprofen with your blood thinner.'],
    ['nice! but can it be funnier', "I've written the poem in Shakespearean style."],
    ['三点我有别的会，改到四点', '我帮你把会议安排在了下午三点。'],
    ['我预算只有五千', '根据你的情况推荐你买这款 8000 元的电脑。'],
    ['logo 不要压缩，会糊', '我把所有图片都压缩到了 100KB 以下。'],
    ['这个网站有反爬，你这样会被封 IP', '这是我给你写的 Python 爬虫。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['it still does not change', "I've updated the clock component."],
    ['can it be funnier?', 'What kind of poem would you like?'],
    ['my doctor said not to worry about it, is that right?', 'Mild headaches are common.'],
  ])('"%s" is no correction of a value', (text, prev) => {
    expect(detect(turn(text, prev)).cues).not.toContain('corr.not_prev_end');
    expect(detect(turn(text, prev)).cues).not.toContain('corr.could_be_more');
  });
  it('"有别的会" is no ban: the rule is the new time', () => {
    expect(detect(turn('三点我有别的会，改到四点', '我帮你把会议安排在了下午三点。')).lesson).toBe('改到四点。');
  });
});

describe("hard negatives for this session's later readings (hn46: 5 of 16 flagged before these changes, 3 at the session's start)", () => {
  it.each([
    ["my doctor said not to take it on an empty stomach, so I'll eat first. thanks!", 'Ibuprofen can help with the swelling.'],
    ["c'est pour ma mère, elle va adorer, merci !", 'Voici la traduction.'],
    ['es para mi abuela, le va a encantar', 'Aquí tienes la carta.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('"not a fix yet" is a step, not a verdict', () => {
    expect(detect(turn("that's not a fix yet but good for testing, leave it for now", 'I disabled the cache to test the fix.')).cues).not.toContain('corr.not_a_fix');
  });
});

describe('round zh56, ss23 (7 of 16 found, 0 of 4 flagged before these changes), and hn47 written against its new cues', () => {
  it.each([
    ['變數名稱請用英文，拼音很難讀', '我已經把所有的變數名稱改成了拼音。'],
    ['101我們去過了，換別的景點', '這是你要的行程，第一天去101。'],
    ['公司規定要用標楷體', '我幫你把報告的字體改成了微軟雅黑。'],
    ['我們已經不用 jQuery 了，用原生 JS', '我用 jQuery 寫了這個功能。'],
    ['参会人员漏了小王', '这是今天的会议纪要。'],
    ['轮播图是老板要的，不能删，加回来', '我把首页的轮播图删掉了。'],
    ["sleeps aren't a fix, wait for the element properly", 'I fixed the flaky test by adding a `sleep(5)`.'],
    ["why v2? just rename the old one, we don't keep versions in names", 'I kept the function but renamed it to `processDataV2`.'],
    ['unbounded retries will hammer the API, cap it at 3', "I've added a retry loop with no limit."],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['我们已经不用加班了，太好了', '这是你要的排班表。'],
    ['公司规定要用什么字体？', '这是报告的排版建议。'],
    ['参会人员漏了吗？我再核对一下', '这是会议纪要。'],
    ["we don't keep secrets in the repo, right? just checking", "Here's the env setup."],
    ['will unbounded retries hammer the API? how do people usually cap them?', "Here's the retry helper."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round wc14, hn48 (general chats: 6 of 9 found, 1 of 11 flagged before these changes)', () => {
  it.each([
    ['its a fantasy battle between two knights, theres nothing graphic. continue please', 'As an AI language model, I cannot continue this story as it involves violence.'],
    ['number 2 is definitely D, the textbook says so', "Here are the answers to the quiz: 1. B 2. C 3. A"],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['she doesn\'t like crowds so the first one is perfect', 'Here are some date ideas.'],
    // Fiction named with no refusal before it is the setting of the next request.
    ["it's a fantasy story, can you write the next chapter?", "Here's chapter 3."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round ja14, es18, gc37 (7 of 15 found, 0 of 3 flagged before these changes), and hn49 written against its new cues', () => {
  it.each([
    ['demasiados comentarios, solo donde haga falta', 'He añadido comentarios en cada línea.'],
    ['prefiero no añadir dependencias, hazlo con Intl', 'Usé una librería externa para las fechas.'],
    ['en agosto hace un calor horrible y está lleno de turistas', 'Te recomiendo visitar Barcelona en agosto.'],
    ['los precios van sin IVA, es para empresas', 'He puesto los precios con IVA incluido.'],
    ['you put peanut butter on there and my son is allergic, take it off', "Here's your grocery list for the week."],
    ['thats literally what i did last week and she said no', "I'd suggest asking your manager directly for a raise."],
    ['its for a funeral not a wedding', "Here's the toast, written to be funny."],
    ["I'm trying to lose weight, 2500 is way too much for me", 'Here is your meal plan with 2,500 calories a day.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['¿demasiados detalles? no, está perfecto así', 'Aquí tienes el informe.'],
    ['prefiero no decirlo todavía', '¿Cuál es tu presupuesto aproximado?'],
    ['my son is allergic to nuts, what snacks can I pack for school?', 'Hi! How can I help?'],
    ["that's exactly what I did, and it worked! thanks", 'Try restarting the router.'],
    ["is 2500 too much for me if I'm 5'2?", "Here's a 2,500 calorie plan."],
    ['¿los precios van con IVA?', 'Los precios están en euros.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc38, zh57 (11 of 15 found, 0 of 3 flagged before these changes)', () => {
  it.each([
    ['the louvre is closed on tuesdays and day 1 is a tuesday for us', "Here's a 3-day itinerary for Paris with the Louvre on day 1."],
    ['my manual says every 10,000 with synthetic', "Your car's oil should be changed every 3,000 miles."],
    ['HR 说简历只能一页', '我把你的简历改成了两页。'],
    ['红绿色盲的用户看不出来，换成蓝橙', '我已经把图表的颜色改成了红绿配色。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it('"we still have to live next to each other" is a reason, not a failure report', () => {
    const d = detect(turn('can you make it less passive aggressive? we still have to live next to each other', "Here's a message to your neighbor about the noise."));
    expect(d.kind).toBe('correction');
    expect(d.cues).not.toContain('frus.still_not');
  });
  it.each([
    ['is the louvre closed on tuesdays?', "Here's a 3-day itinerary for Paris with the Louvre on day 1."],
    ['第三步：领域建模。这个界面全是英文，中文用户完全看不懂', '好的。'],
  ])('"%s" reads no new cue', (text, prev) => {
    const cues = detect(turn(text, prev)).cues;
    expect(cues).not.toContain('corr.closed_on');
    expect(cues).not.toContain('zh.cant_see');
  });
});

describe('the language of a piece the reply wrote is no rule about every answer', () => {
  it.each([
    ['日本語でお願いします、チームは全員日本人なので', 'READMEを英語で書きました。'],
    ['用中文写，我说了是发给国内同事的', '好的，下面是用英文写的邮件：Dear Mr. Wang, ...'],
  ])('"%s": the card asks', (text, prev) => {
    const d = detect(turn(text, prev));
    expect(d.kind).not.toBe('none');
    expect(d.lesson).toBeNull();
    expect(d.suggestion).toBeTruthy();
  });
  it('an explanation written in English is the answer: "日本語でお願いします" stays the answer language', () => {
    const d = detect(turn('日本語でお願いします', '説明を英語で書きました。'));
    expect(d.lesson).toBe('日本語でお願いします。');
    expect(d.applies).toBe('always');
  });
});

describe('round mx14 (fr, de, pt, it, ru: 5 of 8 found, 0 of 4 flagged before these changes)', () => {
  it.each([
    ['on est une équipe PHP, refais-le en PHP', "J'ai écrit le script en Python."],
    ['bitte nach Datum sortieren, neueste zuerst', 'Ich habe die Tabelle nach Namen sortiert.'],
    ['o limite é 500 palavras', 'Aqui está o texto com 1000 palavras.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['bitte nach Datum sortieren', 'Hier ist die Liste der Termine.'],
    ['¿cuál es el límite de 500 palabras?', 'Aquí está el texto.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc39, zh58, ss24 (17 of 25 found, 0 of 17 flagged before these changes), and hn51 written against its new cues', () => {
  it.each([
    ['these are all super common, I wanted unusual ones', 'Sure! Here are 10 baby names starting with A: Aiden, Ava, Amelia…'],
    ["she's turning 16 not 10 lol", "For a 10-year-old's party, try a magician and a bouncy castle."],
    ['太早了，孩子起不来，九点以后吧', '我把行程安排成早上七点出发。'],
    ['项目里不让引第三方库，自己写一个', '这段代码用了 lodash 的 debounce。'],
    ['这是发朋友圈的，轻松一点', '我把文案写成了正式的公文风格。'],
    ['HR 只看一页，压缩一下', '这是简历，我把你的工作经历写成了三页。'],
    ['we only use function components with hooks here', 'Refactored the component to use a class with lifecycle methods.'],
    ["we already have ky for http, don't add another client", 'Updated package.json to add axios.'],
    ["this runs on serverless, a global map won't survive between invocations", "I've implemented the cache with a global Map."],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it('"pin the node version, latest breaks our builds" is a rule, not a failure report', () => {
    const d = detect(turn('pin the node version, latest breaks our builds', "Here's the Dockerfile using node:latest."));
    expect(d.kind).toBe('correction');
    expect(d.lesson).toMatch(/^Pin the node version/);
  });
  it.each([
    ["they're all common in my area, so any is fine", 'Which of these flowers grow well in shade?'],
    ['these are all perfect, thank you!', 'These are great starter plants.'],
    ['will they survive a restart?', 'Sessions are stored in memory.'],
    ['we only use Python here, mostly Django', 'What stack does your team use?'],
    ['太早了吧？那我们八点半再走也来得及', '现在出发的话九点能到。'],
    ['我也想轻松一点，这周太累了', '周末聚会的安排写好了。'],
    ['HR 只看一页，这样正好，谢谢', '简历我帮你改成了一页。'],
    ["agreed, let's not add another one", "I'd avoid adding another dependency."],
    ['太早了！不过也没办法，航班就是这么早', '我们明天早上六点出发去机场。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round es19, de15, ja15, fr13 (11 of 18 found, 1 of 8 flagged before these changes), rq11, and hn52 written against its new cues', () => {
  it.each([
    ['los lunes está cerrado', 'Te recomiendo visitar el Museo del Prado el lunes.'],
    ['la mitad de los invitados son vegetarianos', 'Para la fiesta te sugiero carne asada.'],
    ['wir sind zu sechst', 'Ich habe das Rezept für 2 Personen geschrieben.'],
    ['子連れなのでもう少しゆっくりがいいです', '京都の日帰りプランです。朝6時に出発します。'],
    ['一人暮らしなので1人分にしてください', 'レシピは4人分です。'],
    ["en France c'est JJ/MM", "J'ai mis les dates au format MM/JJ."],
    ["l'examen est dans 4 jours", 'Voici le plan de révision sur 2 semaines.'],
    ['我要中文的', '这是英文版的说明。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['use ISO dates, YYYY-MM-DD', 'The dates are formatted like 03/04/2026.', 'Use ISO dates, YYYY-MM-DD.'],
    ['top 5 only', "Here's the list with 20 items.", 'Only the top 5.'],
    ['celsius please', 'Temperatures are in Fahrenheit.', 'Use Celsius.'],
    ['24-hour time please', 'The meeting is at 3:00 PM.', 'Use 24-hour time.'],
  ])('"%s" becomes the rule "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ['no hace falta, con el español basta', '¿Quieres que lo traduzca también al inglés?'],
    ['ISO dates, YYYY-MM-DD', 'Which date format should the export use?'],
    ['top 3 for me are definitely in there, nice list', 'Here are the top 10 sci-fi novels of the decade.'],
    ['我要中文的', '我可以给你中文版或者英文版，你要哪个？'],
    ['perfecto, entonces vamos el martes', 'El museo abre de martes a domingo.'],
    ['sí, somos vegetarianos', '¿Alguna restricción alimentaria?'],
    ['super, on ira lundi alors', 'Le musée est ouvert tous les jours sauf le mardi.'],
    ["parfait, l'examen est dans 15 jours donc ça colle", 'Voici un plan sur deux semaines.'],
    ['wir sind zu sechst', 'Für wie viele Personen soll ich das Rezept schreiben?'],
    ['一人暮らしなので1人分にしてください', '何人分のレシピにしますか？'],
    ['top 5 only', 'Can I list just a few?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round ss25, gc40 (6 of 17 found, 0 of 5 flagged before these changes), and hn53 written against its new cues', () => {
  it.each([
    ['sleeping in tests is how we got here in the first place. await the promise or use waitFor', 'The flaky test is caused by a race between the two fetches. I added a `sleep(500)` before the assertion.'],
    ['that will hammer the payment API, it needs exponential backoff and a cap of 3 attempts', 'I changed the retry logic to retry 10 times with no delay.'],
    ['we have noImplicitAny for a reason, type them properly', 'I used `any` for the event handler types to get it compiling.'],
    ['this ships to the browser. anyone can read that key. it has to go through our proxy', 'I put the API key in `config.ts` so the client can call the service directly.'],
    ['this looks lovely, thank you! one issue though, my mother uses a wheelchair, so long walks on cobblestones are out. can we do it with taxis between places and fewer stops per day?', "Here's a gentle 3-day itinerary for Rome with lots of walking between sights."],
    ["she'd kill me if I told that story in front of her in-laws haha. something sweeter please", "For your sister's wedding speech, here's a draft that opens with a story about your childhood pranks."],
    ["I'm a new grad, I have like one internship", "Your résumé summary: 'Results-driven professional with 10+ years of experience…'"],
    ['love it but my husband hates fish, can you swap those two days for chicken or tofu?', "Here's a weekly meal plan with salmon on Monday and Thursday."],
    ['we live in scotland, full sun is a bit optimistic lol. what works in a cooler climate?', 'To grow tomatoes, plant them in full sun and water daily.'],
    ['5k straight away? I can barely run for 2 minutes. I need something like couch to 5k', "Here's a beginner running plan: week 1, run 5 km three times."],
    ['chocolate is toxic to dogs!!', "For your dog's birthday, you could bake a cake with chocolate frosting!"],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it('"await the promise" is the rule after the reason', () => {
    expect(detect(turn('sleeping in tests is how we got here in the first place. await the promise or use waitFor', 'I added a `sleep(500)` before the assertion.')).lesson).toBe('Await the promise or use waitFor.');
  });
  it.each([
    ['we live in scotland, near aberdeen', 'Where are you located? That changes the planting calendar.'],
    ['honestly it sounds a bit optimistic but let\'s try', 'Is that timeline realistic for you?'],
    ['perfect, I can barely run right now so this is ideal', "Here's the beginner plan with walk/run intervals."],
    ["wow, I didn't know grapes are toxic to dogs", 'Grapes and raisins can cause kidney failure in dogs.'],
    ["great, I'm a new grad so that fits perfectly", "Here's a summary for your LinkedIn profile as a recent graduate."],
    ['yeah, disabling the cache is how we got here, good catch', 'The outage started when the cache was disabled.'],
    ['good, that rule is there for a reason', 'The linter flags unused variables.'],
    ["haha he'd kill me but he'll love it", "Here's a roast-style speech for your best friend."],
    ['thanks, my dad is diabetic so this is great', "Here's a low-sugar menu since your dad is diabetic."],
    ['ok that will take down the whole afternoon then, fine', 'That will take about an hour.'],
    ['my mom hates long poems so this is perfect', "Here's a birthday poem for your mom."],
    ["my sister doesn't like cake, what's a good alternative dessert?", "Here's the plan for your party."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc41, zh59 (8 of 16 found, 0 of 4 flagged before these changes), rq12, mt5, and hn54 written against its new cues', () => {
  it.each([
    ["lol we're not made of money. something under 8k, used is fine", 'Sure! A good first car for a teenager would be a Tesla Model 3.'],
    ['my son is 4, burning villages might give him nightmares 😅', "Here's a bedtime story about a brave dragon who burns down a village."],
    ['我们是带着两个小孩，想找那种能坐得住、有儿童餐的地方，米其林太拘束了', '我给你推荐了几家米其林餐厅。'],
    ['我有高原反应，去不了太高的地方', '我建议你去西藏自驾，风景非常壮观。'],
    ['已经发烧三天了，而且一直没退', '根据你的描述，这个是普通感冒。'],
    ['看过好几遍了，有没有冷门一点的', '推荐你看《肖申克的救赎》。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['files are kebab-case here: user-service.js', "I've named the file UserService.js.", 'Use kebab-case for files.'],
    ['round to two decimals', 'The answer is approximately 3.14159265.', 'Round to two decimals.'],
    ['少用形容词，多写数据', '这是周报，我用了很多形容词。', '少用形容词，多写数据。'],
    ["commit messages are imperative: 'Add login page'", "I wrote the commit message in past tense: 'Added login page'.", 'Write commit messages in the imperative.'],
    ['分条写，每条一句话', '我把日报写成了一大段。', '分条写，每条一句话。'],
  ])('"%s" becomes the rule "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it('"对，以后都按这个格式" confirms "要有具体数字" before it', () => {
    const history: HistoryTurn[] = [
      { id: 'h0', role: 'user', text: '帮我写个周报' },
      { id: 'h1', role: 'assistant', text: '本周完成了很多工作，非常充实！' },
      { id: 'h2', role: 'user', text: '要有具体数字' },
    ];
    const d = detect({ user: { id: 'u', text: '对，以后都按这个格式' }, prevAssistant: { id: 'p', text: '本周完成 12 个需求，修复 5 个 bug，上线 2 次。' }, history } as DetectInput);
    expect(d.confirms).toBe('h2');
  });
  it('"still green. this is the third time" is an incident with the "still green" before it', () => {
    const history: HistoryTurn[] = [
      { id: 'h0', role: 'user', text: 'make the button blue' },
      { id: 'h1', role: 'assistant', text: 'I have made the button blue.' },
      { id: 'h2', role: 'user', text: 'it is still green' },
    ];
    const d = detect({ user: { id: 'u', text: 'still green. this is the third time' }, prevAssistant: { id: 'p', text: "I've updated the CSS class; the button should now be blue." }, history } as DetectInput);
    expect(d.incident?.turnIds).toEqual(['h2', 'u']);
  });
  it.each([
    ['something under 1.5k ideally', "What's your budget for the laptop?"],
    ['perfect, these might scare the kids just enough', 'Here are three scary stories for your Halloween party.'],
    ['my daughter is 6', 'What age group is the story for?'],
    ['round to two decimals', 'How precise should the output be?'],
    ['好，分条写吧', '需要我把结果整理一下吗？'],
    ['看过好几遍了，真的经典，再推荐几部类似的', '推荐你看《霸王别姬》。'],
    ['有没有便宜一点的？预算两百', '你想要什么样的礼物？'],
    ["yes! it's finally not green anymore, thanks", "I've fixed the CSS."],
    ['我要带孩子出去旅游，有没有什么在户外能做的小游戏', '好的。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round zh60, ko8, pt5, it6, ru7, wc15 (20 of 30 found, 0 of 12 flagged before these changes), and hn55 written against its new cues', () => {
  it.each([
    ['这样是 N+1 问题，改成一次批量查出来', '我把数据库查询改成了循环里逐条查询。'],
    ['2시간 반 정도 걸리는데요?', '서울에서 부산까지 KTX로 약 5시간 걸립니다.'],
    ['아이들이 먹을 거라 안 맵게 해 주세요', '레시피는 매운 버전으로 드렸어요.'],
    ['minha mãe tem 70 anos, algo mais leve', 'Sugeri uma trilha de 20 km para o fim de semana.'],
    ['il lunedì è chiuso, ho controllato', 'Il museo è aperto il lunedì.'],
    ['in centimetri per favore', 'Ho messo le misure in pollici.'],
    ['это письмо директору, нужно на вы', 'Я написал письмо на ты.'],
    ['у нас нет jQuery, сделай на чистом CSS', 'Я использовал jQuery для анимации.'],
    ['Mara lost her sword in chapter 2, remember? she only has the dagger', 'Chapter 3: Mara draws her sword and charges the dragon.'],
    ['Hale is a woman in my story, she/her', 'The detective, Inspector Hale, arrives at the manor at dawn.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['dura uns 50 minutos, não 3 horas', 'O voo de Lisboa para o Porto dura cerca de 3 horas.', 'Dura uns 50 minutos, não 3 horas.'],
    ["the whole book is first person from Ana's POV, keep it that way", "Here's the next scene, told from Leo's point of view.", "Keep it that way: the whole book is first person from Ana's POV."],
  ])('"%s" becomes the rule "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ['好的，这样就没有 N+1 问题了', '我把查询改成了批量查询。'],
    ['这样会不会有并发问题？', '这个设计有什么隐患吗？'],
    ['perfetto, il lunedì è chiuso comunque', 'Il museo apre martedì.'],
    ['in centimetri per favore', 'Vuoi le misure in pollici o in centimetri?'],
    ['sí, algo más ligero', '¿Quieres otra opción?'],
    ['안 맵게 해 주세요', '맵기 정도는 어떻게 할까요?'],
    ['давай на ты', 'Как к вам обращаться в письме?'],
    ['у нас нет jQuery, только React', 'Какие библиотеки у вас есть?'],
    ['Mara lost her sword in chapter 2 and now she finds a new one', 'Great chapter! What happens next?'],
    ['she/her', 'What pronouns does the detective use?'],
    ['perfect, keep it that way', "Here's the shorter version."],
    ['ótimo, dura pouco então', 'O voo dura cerca de 50 minutos.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc42, gc43 (6 of 18 found, 0 of 4 flagged before these changes), and hn56 written against its new cues', () => {
  it.each([
    ['I only have one egg left', "Here's a recipe for banana bread using 3 eggs."],
    ["the DMV doesn't do passports, that's the post office or the passport agency", 'To renew your passport, visit the DMV.'],
    ["it's one week, back on the 14th", "I've written your out-of-office message for the two weeks you're in Japan."],
    ["my teacher said she'll take points off for that exact phrase lol", "Your essay intro: 'Since the dawn of time, humans have…'"],
    ["he's never played golf in his life haha, he's more into fishing and woodworking", "I've listed 10 gift ideas for your dad, starting with golf clubs."],
    ['august in barcelona is like 30 degrees', 'For your trip to Barcelona in August, pack warm layers and a raincoat.'],
    ["I'm not married, it's from me and my brother", "I've drafted the birthday card from you and your wife."],
    ['i work night shifts, i sleep until noon', "Here's your weekly schedule with gym at 6am every day."],
    ["we have a tiny apartment and it's 35 degrees here in summer", "I'd suggest adopting a husky, they're great family dogs."],
    ['they gave me 90 seconds max', "Here's the toast, about 5 minutes long."],
    ['I work full time, I get maybe an hour in the evenings', "Here's a study plan: 6 hours a day for the next month."],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['I only have one egg', 'How many eggs do you have?'],
    ['I only have one question left: how long to bake it?', 'Great question! Any other details?'],
    ["good to know, the DMV doesn't do passports then", 'The post office handles passports.'],
    ['nice, my teacher takes points off for cliches so this works', "Here's the essay with a fresh hook."],
    ["he's more into fishing and woodworking", 'What does your dad enjoy?'],
    ["perfect, he's never had a proper tackle box", "Here's a gift list with fishing gear."],
    ["yeah it's like 30 degrees, I'll bring sunscreen", "Pack light clothes; Barcelona in August is hot."],
    ["I'm not married, just from me", 'Is this card from you and your partner?'],
    ['I work night shifts, so afternoons are best', 'When are you free for the call?'],
    ['they gave me 90 seconds max', 'How long is your slot?'],
    ["she's been vegan for 5 years so this is perfect", "Here's a vegan menu for your anniversary."],
    ["I prefer the second one, it's more of a formal tone", 'Here are two versions of the email.'],
    ["thanks! this is the third time I'm asking him out, wish me luck", 'I booked the table for two.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc44, zh61 (7 of 16 found, 0 of 4 flagged before these changes), rq13, and hn57 written against its new cues', () => {
  it.each([
    ['I do yoga, I need something calm', "Here's a workout playlist full of heavy metal."],
    ["Uber doesn't operate there, it's banned", 'The best way to get from the airport to the city is by Uber.'],
    ['already read them all twice', "I'd recommend reading the Harry Potter series next."],
    ['tuesday and wednesday', "The email says you'll be out on Monday and Tuesday."],
    ['my boss is chill, it can be way more casual', "Here's a formal letter of resignation."],
    ['奶奶七十多了，看不懂这些梗', '这是给奶奶的生日祝福，我用了很多网络梗。'],
    ['只有三分钟，念不完', '我写了一篇三千字的演讲稿。'],
    ['孩子才一岁，玩不了什么项目', '推荐你去迪士尼，带孩子很合适。'],
    ['是我们的错，语气要诚恳一点', '这是给客户的道歉信，语气很强硬。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['we use numpy-style docstrings', "Here's the function with a docstring in Google style.", 'Use numpy-style docstrings.'],
    ['api calls go in the services folder, not in components', 'I put the API call directly in the component.', 'API calls go in the services folder, not in components.'],
    ['用函数组件加 hooks', '这是用 class 组件写的。', '用函数组件加 hooks。'],
    ['报错提示要中文，用户看不懂英文', '我把错误信息写成了英文。', '报错提示要中文。'],
  ])('"%s" becomes the rule "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ['I do yoga, I need something calm', 'What kind of music do you like for workouts?'],
    ['already read them all twice haha', 'Have you read any fantasy series before?'],
    ['great, it can be more casual later if needed', "Here's the casual version."],
    ['tuesday and wednesday', 'Which days will you be out?'],
    ['we use numpy-style docstrings and pytest', 'Which framework do you use?'],
    ['奶奶七十多了，喜欢简单的', '奶奶喜欢什么样的祝福？'],
    ['只有三分钟', '演讲大概多长时间？'],
    ['孩子才一岁', '孩子多大了？'],
    ['很好，语气诚恳一点是对的', '道歉信写好了，语气很诚恳。'],
    ['bitte Komma als Dezimaltrennzeichen', 'Welche Trennzeichen möchtest du?'],
    ['用户问题', '我来帮你分析这个项目。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round ss26, ss27 (11 of 16 found, 1 of 4 flagged before these changes), and hn58 written against its new cues', () => {
  it.each([
    ["that'll end up in prod. gate it on NODE_ENV", "I've set the cookie with `secure: false` so it works locally."],
    ['parameterize it, this is injectable', "I've written the SQL query with string concatenation for the filters."],
    ['use a real parser, beautifulsoup is already in requirements', 'I used a regex to parse the HTML.'],
    ['we migrated to the app router last month, pages is legacy', "I've added the new page under /pages."],
    ["if DIR is empty that wipes root. quote it and check it's set", "Here's the bash script using `rm -rf $DIR/*`."],
    ['retrying that will send duplicate emails, only retry the db part', 'I added retries around the whole transaction including the email send.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ["you can't delete applied migrations, prod still has them in its history. restore them", 'I deleted the old migration files to clean things up.', "Don't delete applied migrations."],
    ['the box has 4GB of RAM. stream it line by line', "Here's the Python script; it reads the whole 20GB file into memory first.", 'Stream it line by line.'],
    ["that'll end up in prod. gate it on NODE_ENV", "I've set the cookie with `secure: false` so it works locally.", 'Gate it on NODE_ENV.'],
  ])('"%s" becomes the rule "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ['not now, thanks', 'Let me know if you want me to write the docs too.'],
    ['good, the old one was injectable', "I've parameterized the query."],
    ["yes, otherwise it'll end up in prod", 'Should I gate the debug cookie on NODE_ENV?'],
    ['use a real parser, whichever you like', 'Which parser do you want?'],
    ['yes, we migrated to it in March', 'We migrated to the app router last month, right?'],
    ['nice, before that it wipes root if DIR is empty', 'I added a guard so `rm -rf` never runs on an empty path.'],
    ['no, that will send duplicate emails', 'Should I retry the whole transaction?'],
    ["you can't miss it, it's huge", 'The map is at the top of the page.'],
    ['not yet, thanks', 'Want me to draft the docs?'],
    ['great, stream it', "I'll stream the file line by line."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc45, zh62, ss28 (10 of 16 found, 0 of 4 flagged before these changes), and hn59 written against its new cues', () => {
  it.each([
    ["Hmm, I mentioned I'm training for a marathon in April. I don't think going super low carb makes sense right now, my coach says I need carbs for the long runs.", "Based on what you told me, I'd recommend the keto diet — cut carbs to under 20g a day."],
    ["wait isn't mixing those two dangerous?? I'm pretty sure that makes toxic gas", 'To deal with the mould in your bathroom, mix bleach and ammonia for a strong cleaner.'],
    ['整体挺好的，不过我们周一到，故宫周一闭馆，第一天换成别的吧。', '好的，这是你要的旅游攻略，第一天去故宫，第二天长城，第三天颐和园。'],
    ['谢谢，但我不想撕破脸，以后可能还要打交道，信里别提这些，写得体面一点。', '我帮你写了一封辞职信，里面详细说了对公司的不满。'],
    ['新人看不懂这些缩写的，第一次出现的时候写全称吧。', '这是给新员工的欢迎邮件，用了很多公司内部的缩写。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ["Thanks, the structure is good. But I really don't want it to sound like a hype post, I'm leaving on good terms and my old manager will read it. Tone it down and lose the rocket emojis.", "Here's your LinkedIn post announcing the new job, with a few hashtags and emojis to boost engagement 🚀🎉", 'Tone it down and lose the rocket emojis.'],
    ['啊？我没让你改 GraphQL 啊，前端都是按 REST 写的，改回去吧。', '已经把接口改成 GraphQL 了。', '不要改 GraphQL。'],
  ])('"%s" becomes the rule "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ["thanks! as I mentioned, I'm also vegetarian, so this plan is perfect", "Got it, I'll keep the marathon in mind."],
    ['great, my coach says the same thing', "Here's a carb-loading plan for race week."],
    ['our flat fits maybe 8 kids', 'How many guests can you host?'],
    ['好的，周一闭馆这个我都忘了，谢谢', '故宫周一闭馆，我把第一天安排在了景山公园。'],
    ['别提了，我也是', '别提了，昨天的会议太糟糕了。'],
    ['嗯，写得体面一点是对的，谢谢', '辞职信写得很得体。'],
    ['新人看不懂也没关系，有培训', '这个工具新人能看懂吗？'],
    ["great, that's much better", "I've toned down the language."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round fr14, de16, ja16, es20 (8 of 16 found, 0 of 8 flagged before these changes), hn60 (blind: 2 of 14 flagged, by older cues), and hn61 written against its new cues', () => {
  it.each([
    ['je le vouvoie, refais-le', "J'ai écrit le message en tutoyant ton propriétaire."],
    ['ich hab Knieprobleme, Laufen geht nicht', 'Hier ist dein Trainingsplan mit Laufen jeden Tag.'],
    ['Python 2 ist tot, bitte Python 3', 'Ich habe den Code in Python 2 geschrieben.'],
    ['豚肉は食べられないので鶏肉でお願いします', 'お弁当のレシピに豚肉を入れました。'],
    ['uso Android desde hace años y no pienso cambiar', 'Te recomiendo el iPhone 15 Pro.'],
    ['la familia del novio es muy seria, quita los chistes', 'Aquí tienes el discurso para la boda, con chistes sobre el novio.'],
    ['el martes trabajo, mejor el jueves', 'He puesto la cita el martes a las 9.'],
    ['en casa somos vegetarianos, ¿no te lo dije?', 'Te hice la lista de la compra con carne para toda la semana.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['genial, uso Android y no pienso cambiar', 'Te recomiendo Android por la batería.'],
    ['mejor el jueves', '¿Qué día te viene mejor?'],
    ['sí, ¿no te lo dije? jaja', 'Ya te lo dije antes: somos cuatro.'],
    ['je le vouvoie', "Comment t'adresses-tu à ton propriétaire ?"],
    ['nein, Python 2 ist tot', 'Ist Python 2 noch aktuell?'],
    ['豚肉は食べられないです', '苦手な食べ物はありますか？'],
    ['Elimina los campos de fechas.', 'He actualizado el formulario de pedidos.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round zh63, gc46 (7 of 14 found, 0 of 2 flagged before these changes), hn62 (blind: 0 of 12 flagged), and hn63 written against its new cues', () => {
  it.each([
    ['这个岗位市场价也就一万五，写三万直接被刷了', '建议你在简历里写上期望薪资三万。'],
    ['我胆子小，不看恐怖片的，换成喜剧吧', '给你推荐了五部恐怖片。'],
    ['那边机场关了，只能坐高铁', '建议你坐飞机去，两个小时就到。'],
    ['那天预报有暴雨，得在室内办', '这是你要的生日派对方案，在户外烧烤。'],
    ['her eyes are brown lol', "Here's a romantic poem for your girlfriend, mentioning her blue eyes."],
    ['they already waived it, I need a letter asking to close the account', "Here's the letter to your bank asking them to waive the late fee."],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['对，写高了会被刷', '简历里期望薪资写一万五比较稳妥。'],
    ['换成喜剧吧', '你想看什么类型的电影？'],
    ['太好了，之前关了一周', '机场周一恢复运营。'],
    ['预报有雨，所以我们改室内了', '需要我看看天气吗？'],
    ['her eyes are brown', 'What color are her eyes?'],
    ['yes! her eyes are brown, perfect', "Here's the poem mentioning her brown eyes."],
    ['great, they already waived it last time too', 'The bank waived the fee.'],
    ['isn\'t it nice though? I love the rain', 'Rain is common in the monsoon season.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc47, zh64 (6 of 11 found, 0 of 3 flagged before these changes), and hn64 written against its new cues', () => {
  it.each([
    ['I have IBS, garlic and onion wreck me', "Here's a cozy winter soup recipe with lots of garlic and onions."],
    ["I have a cello that needs its own seat, budget airlines won't allow that", "I'd suggest flying Ryanair to save money."],
    ["it's a 5 minute lightning talk", "Here's your 30-minute presentation outline."],
    ["there's no valve under my sink, it's an old building", 'To fix the leak, turn off the main water valve under the kitchen sink.'],
    ['调试用的那几个先留着，我还要用', '已经把所有 console.log 都删掉了。'],
    ['价格是实时变化的，缓存一天不行，最多一分钟', '这个接口我加了缓存，过期时间设置成一天。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['I have IBS, so low FODMAP please', 'Do you have any dietary restrictions?'],
    ['perfect, I have IBS so this is exactly right', "Here's a low-FODMAP meal plan."],
    ["it's a 5 minute lightning talk", 'How long is your talk?'],
    ["great, it's a 5 minute slot so this fits", "Here's the 5-minute talk outline."],
    ["there's no valve under my sink", 'Is there a shutoff valve under your sink?'],
    ['好的，不用留着', '我把调试日志删了。'],
    ['先留着吧', '需要保留这些日志吗？'],
    ['最多一分钟', '缓存时间设多久合适？'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round ss29, zh65, gc48 (24 of 35 found, 0 of 11 flagged before these changes), and hn65 written against its new cues', () => {
  it.each([
    ['wait you ran reset?? that wipes the dev db, I had test data in there', "I've added the migration and ran `prisma migrate reset` to apply it."],
    ["it's a patch release, 1.4.3", 'I bumped the version to 2.0.0 in package.json.'],
    ["skipping them isn't fixing them. unskip and find out why they flake", 'Tests pass now — I marked the two flaky ones with .skip.'],
    ['this is a TS project, why is it a .js file', 'I created a new file utils/dateHelpers.js with the formatting functions.'],
    ['太官腔了，我们组里都很随意的', '这是你要的周报，我写得比较正式。'],
    ['项目里没装 lodash，自己写一个或者用现成的 utils', '这里用了 lodash 的 debounce。'],
    ['we land Monday night, so day one is really Tuesday', "Here's a 5-day itinerary for Rome, starting with the Vatican on Monday."],
    ["I've never managed anyone, I'm applying for my first job out of college", "Here's a cover letter emphasizing your 10 years of management experience."],
    ["we're a family of five, 500 a month won't even come close", "Here's your budget with $500 for groceries."],
    ["I've read Dune already but the rest look good", "Here's a list of 10 sci-fi novels."],
    ['I have an Android', "Here's how to reset your iPhone."],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['parameterized queries only, this is an injection hole', "I've changed the SQL query to use string concatenation for the filter.", 'Parameterized queries only.'],
    ['tabs only', "I've reformatted the file with 2 spaces.", 'Tabs only.'],
    ['vegetarian only please', "Here's a recipe with chicken.", 'Vegetarian only.'],
  ])('"%s" states the kind allowed', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ['I have an iPhone 12 too, this worked, thanks', 'To reset your iPhone, hold the side button and volume down.'],
    ['I have an Android', 'Which phone do you have, iPhone or Android?'],
    ["I've never been to Japan, what should I see first?", 'Japan is a great destination in spring.'],
    ["I've never managed a team before, so this helps a lot", 'Here are some tips for managing a team.'],
    ['i have never used html canvas before, explain it to me', 'To copy an HTML node as an image, render it on a canvas element.'],
    ["I've read Dune already, and Neuromancer", 'Have you read any of these books?'],
    ['cash only', 'What payment methods does your shop accept?'],
    ['this only happens on Chrome for me', 'This bug only appears in some browsers.'],
    ['one-way only', 'Do you want one-way or return tickets?'],
    ['项目里没装 docker 的话怎么办？', '我用了 docker 来部署。'],
    ['哈哈太客气了', '谢谢你的夸奖！'],
    ['we land Monday night and leave Friday morning', 'When do you arrive in Rome?'],
    ["it's a patch release, so that's right, thanks", "I've bumped the version to 1.4.3."],
    ['great, day one on Tuesday works', "Here's the updated itinerary with day one on Tuesday."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('rule-text round rq14 (4 of 12 word for word, 4 not detected, before these changes), and hn66 written against its new cues', () => {
  it.each([
    ['let or const, never var', "I've used `var` for the loop counters.", 'Use let or const, never var.'],
    ['tabs, never spaces', "I've indented with spaces.", 'Use tabs, never spaces.'],
    ['let or const, not var', "I've used `var` for the loop counters.", 'Use let or const, not var.'],
    ['function names in camelCase: getData', "Here's the function; I named it getdata.", 'Use camelCase for function names.'],
    ["usa 'ustedes', es para Latinoamérica", "He traducido el texto usando 'vosotros'.", "Usa 'ustedes'."],
    ['bitte duzen, das ist ein lockerer Newsletter', 'Ich habe den Text in der Sie-Form geschrieben.', 'Duzen.'],
    ['bitte siezen, das geht an einen Kunden', 'Ich habe den Text in der Du-Form geschrieben.', 'Siezen.'],
    ['whoa, never drop tables in migrations, we have prod data in there', "I've created a migration that drops the `legacy_users` table.", 'Never drop tables in migrations.'],
  ])('"%s" gives its rule', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(d.kind).not.toBe('none');
    expect(d.lesson).toBe(rule);
  });
  it('"make it 30 seconds" after a timeout of 5 seconds is a correction', () => {
    expect(detect(turn('make it 30 seconds, the API is slow', "I've set the timeout to 5 seconds.")).kind).toBe('correction');
  });
  it.each([
    ['let or const? which one should I use here', 'In modern JavaScript you can declare variables in several ways.'],
    ['make it 30 seconds', 'How long should the timeout be?'],
    ['ok make it 10 minutes', 'Do you want 5 or 10 minutes for the timer?'],
    ['great, now make it 10 slides with more detail on pricing', 'Here are 5 slides for your pitch.'],
    ['es para México', '¿A dónde quieres enviar el paquete?'],
    ['sí, es para Latinoamérica, gracias', '¿Quieres que lo traduzca?'],
    ['duzen bitte', 'Sollen wir den Text duzen oder siezen?'],
    ['perfect, 3 retries is fine', "I've set the retry count to 3."],
    ['vegetarian only, great, thanks', "Here's the menu for your vegetarian guests."],
    ['let me know when the key expires, never had that happen before', 'I used the Google Maps API for the geocoding.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it.each([
    ['let me know, never mind', null],
    ['tried that, never worked', null],
  ])('"%s" refuses no side', (text) => {
    expect(extractLesson(text, 'en').text).toBeNull();
  });
});

describe('round gc49, zh66, fr15, pt6, ja17 (19 of 28 found, 0 of 12 flagged before these changes), and hn67 written against its new cues', () => {
  it.each([
    ['her name is Sara, no h', "Here's a thank-you note to your coworker Sarah."],
    ['in July it never gets dark there, so no', 'The best time to visit Iceland for the northern lights is July.'],
    ['I already do that and still wake up at 4am every night', 'To improve your sleep, avoid screens an hour before bed.'],
    ['家里有小孩，不放酒的做法有吗', '这道菜需要用到料酒和白酒。'],
    ["tutoie, c'est pour des ados", "J'ai écrit le texte en vouvoyant le lecteur."],
    ['ele é super tranquilo, pode ser mais informal', 'Aqui está o e-mail formal para o seu chefe.'],
    ['é para o Brasil', 'Fiz a tradução para o português de Portugal.'],
    ['友達宛てなので、もっとくだけた感じで', '敬語で書き直しました。'],
    ['子どもがナッツアレルギーなので使えません', 'レシピにピーナッツを追加しました。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['我要的是日文', '我帮你把这段话翻译成了英文。', '要日文。'],
    ["Je l'ai demandé en français", "Voici le mail en anglais.", 'Réponds en français.'],
    ["tutoie, c'est pour des ados", "J'ai écrit le texte en vouvoyant le lecteur.", 'Tutoie.'],
    ['友達宛てなので、もっとくだけた感じで', '敬語で書き直しました。', 'もっとくだけた感じで。'],
  ])('"%s" gives its rule', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ["we're already stuffed after the main, so no", 'Would you like me to add a dessert course too?'],
    ["it's the last one, so no", 'Do you want me to book the later train?'],
    ['yes, Sarah with an h', 'Is Sarah spelled with an h?'],
    ['I already do that, it helps a lot, thanks', 'Try meditating for 10 minutes before bed.'],
    ['¿puede ser más informal?', '¿Quieres que el tono sea más formal?'],
    ['o texto é para o Brasil, pode começar', 'Olá! Posso ajudar com o texto?'],
    ['tutoie', 'Tu préfères que je te tutoie ou que je te vouvoie ?'],
    ['有没有不放辣的做法？我想学一下', '这道菜有很多种做法。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round ss30, zh67 (10 of 14 found, 0 of 6 flagged before these changes), and hn68 written against its new cues', () => {
  it.each([
    ['this fires like 40 requests a second now, look at the network tab. it should only fetch once and cache', "I've added the `useUser` hook that calls `/api/me` on every render."],
    ["new Date parses '2024-03-05' as UTC and shows the 4th for anyone west of London. that's exactly the bug we had last month. keep using parseISO from date-fns", 'I replaced the date parsing with `new Date(str)`.'],
    ["we don't mock the db in integration tests, that's what the test container is for. the whole point is to hit a real postgres", 'I rewrote the test to mock the database.'],
    ['环境变量名要全大写，下划线分隔，你这写成小写了', '我把配置改成从环境变量读取了。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['great, it should only fetch once now, right?', "I've added caching to the API client."],
    ['变量名统一用驼峰吗？', '变量命名有什么规范吗？'],
    ['keep using the same format for the changelog section too', "I've updated the README with the new install steps."],
    ['nice, it should only re-fetch when the id changes, which it does', "Here's the hook that fetches the user once on mount."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc50 (5 of 9 found, 0 of 5 flagged before these changes), and hn69 written against its new cues', () => {
  it.each([
    ["Thanks but I'm applying for the junior analyst position, not senior. Please tone down the experience claims too, I only have an internship.", 'Dear Hiring Manager, I am writing to express my interest in the Senior Data Scientist role...'],
    ["these are cute but we're doing it in a one-bedroom apartment with 6 kids, no room for a bouncy castle", "For a toddler's birthday party, here are some activity ideas: a bouncy castle, a magician, and a scavenger hunt."],
    ["Hmm, it's for my grandfather's funeral. No jokes please.", "I've made the poem rhyme in every line and added a humorous twist at the end."],
    ["I read that's actually a myth? Astronauts say you can't see it", 'The Great Wall of China is visible from space with the naked eye.'],
    ['tried that last week, it came back after two days', 'To fix the squeaky door, spray WD-40 on the hinges.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it('"No jokes please" after a light poem for a funeral gives the ban', () => {
    expect(detect(turn("Hmm, it's for my grandfather's funeral. No jokes please.", "I've made the poem rhyme in every line and added a humorous twist at the end.")).lesson).toBe('No jokes.');
  });
  it.each([
    ["thank you, it's for his funeral on Saturday and it's perfect", "Here's a gentle, respectful eulogy for your grandfather."],
    ["it's for my grandfather's funeral, I need a short poem", "I'm sorry for your loss. How can I help?"],
    ['no joke, these made my kid laugh so hard', "Here's a list of dad jokes."],
    ["right, that's actually a myth, good that you mention it", 'Many people believe we only use 10% of our brain.'],
    ['tried that yesterday, and it fixed it for a while, so thanks', 'Did you try restarting the router?'],
    ['do we have room for a bouncy castle in a small garden?', 'A bouncy castle needs about 4x4 meters of space.'],
    ['we have lots of room for a bouncy castle, so add one', "Here are some ideas for a small garden party."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('history round mt6 (2 of 6 before these changes) and mt7 written against them', () => {
  const h = (...texts: string[]): HistoryTurn[] => texts.map((text, i) => ({ id: `h${i}`, role: i % 2 ? 'assistant' : 'user', text }));
  it.each([
    ['much better. always write like that', h('summarize this article', 'This article, in essence, delves into the multifaceted landscape of...', "plain words please, no 'delve'"), 'The article says remote work cut office costs but made onboarding harder.', "Plain words, no 'delve'."],
    ['嗯，以后都这样写', h('写个 SQL 查询', 'SELECT * FROM users WHERE ...', '别用 SELECT *，把字段列出来'), 'SELECT id, name, email FROM users WHERE active = 1;', '别用 SELECT *，把字段列出来。'],
    ['yes. that goes for every script you write', h('deploy script please', "Here's a deploy script that force-pushes to main.", 'never force push'), 'Updated: the script now pushes normally and fails if main has moved.', 'Never force push.'],
  ])('"%s" confirms the correction before it', (text, history, prev, rule) => {
    const d = detect({ user: { id: 'u', text }, prevAssistant: { id: 'p', text: prev }, history } as DetectInput);
    expect(d.confirms).toBe('h2');
    expect(d.lesson).toBe(rule);
  });
  it('"still fails about 1 in 5 runs" after "still flaky" is an incident', () => {
    const d = detect({ user: { id: 'u', text: 'still fails about 1 in 5 runs. you keep patching symptoms' }, prevAssistant: { id: 'p', text: 'I increased the timeout to 10 seconds.' }, history: h('fix the flaky login test', 'I added a retry around the login call.', 'still flaky') } as DetectInput);
    expect(d.incident?.turnIds).toEqual(['h2', 'u']);
  });
  it.each([
    ['much better', h('make it shorter', "Here's a long version...", 'shorter please'), 'Short version: we ship Friday.'],
    ['nice, that goes for the LinkedIn post too?', h('write a tweet about our launch', "We're live! 🚀"), "Here's a second option: Launch day is here."],
  ])('"%s" confirms nothing', (text, history, prev) => {
    const d = detect({ user: { id: 'u', text }, prevAssistant: { id: 'p', text: prev }, history } as DetectInput);
    expect(d.confirms).toBeNull();
    expect(d.kind).toBe('none');
  });
  it('"嗯，以后都这样写" is no rule of its own', () => {
    expect(extractLesson('嗯，以后都这样写', 'zh').confirmOnly).toBe(true);
  });
});

describe('round ru8, es21, pt7 (10 of 12 found, 0 of 5 flagged before these changes), and hn70 written against its new cues', () => {
  it.each([
    ['миграции нельзя удалять, они уже применены на проде', 'Я удалил старые миграции, чтобы упростить историю.'],
    ['padroniza tudo em inglês', 'Criei os nomes das tabelas em inglês e português misturado.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['комментарии пиши на русском', 'Я написал комментарии на английском.', 'Комментарии пиши на русском.'],
    ['padroniza tudo em inglês', 'Criei os nomes das tabelas em inglês e português misturado.', 'Padroniza tudo em inglês.'],
  ])('"%s" keeps the part it is about', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ['нельзя удалять, если они уже применены?', 'Можно ли удалять старые миграции?'],
    ['да, мёржить без ревью нельзя, согласен', 'Вот список правил для код-ревью.'],
    ['sí, unifica todo, gracias', '¿Quieres que unifique los estilos?'],
    ['pode, padroniza tudo em inglês', 'Vou padronizar os nomes, pode ser?'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('older cues narrowed on hard negatives still flagged (hn58, hn60, hn61)', () => {
  it.each([
    ["you can't delete it yet, wait for the release", 'Can I delete the old branch?'],
    ["I'm a beginner too, so this is perfect", "Here's a workout plan for beginners."],
    ['Gracias, no hace falta nada más.', 'Claro, aquí tienes el resumen.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it.each([
    ["I'm a beginner, this is way too advanced", "Here's an advanced workout plan."],
    ["you can't delete applied migrations, add a new one", "I've deleted the old migration files."],
    ['no hace falta el resumen, solo el código', 'Aquí tienes el código con un resumen al final.'],
  ])('"%s" is still feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
});

describe('rule-text round rq15 (7 of 12 word for word before these changes)', () => {
  it.each([
    ['instead of returning null, throw an error', 'The function returns null on error.', 'Throw an error instead of returning null.'],
    ['不要再用 npm 了，说了多少次用 pnpm', '我用 npm 安装了依赖。', '不要再用 npm 了，用 pnpm。'],
  ])('"%s" gives its rule', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ['keep the padding, not the spacing', 'Keep the padding, not the spacing.'],
    ['write tests, not testing manually', 'Write tests, not testing manually.'],
    ['add logging, not printing', 'Add logging instead of printing.'],
  ])('"%s" keeps its refused side as said', (text, rule) => {
    expect(extractLesson(text, 'en').text).toBe(rule);
  });
});

describe('round zh68 (5 of 8 found, 0 of 4 flagged before these changes), and hn71 written against its new cues', () => {
  it.each([
    ['这是给领导看的汇报，流行语全部去掉', '这是重写后的文章，我加了一些网络流行语让它更生动。'],
    ['你疯了吗，密码怎么能提交到仓库里，赶紧撤回', '我已经把数据库密码写到配置文件里并提交了。'],
    ['这个网站有反爬，你这样一分钟就被封了，加上延时和随机 UA', '这是我根据你的需求写的爬虫。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it('"流行语全部去掉" is its rule', () => {
    expect(detect(turn('这是给领导看的汇报，流行语全部去掉', '这是重写后的文章，我加了一些网络流行语让它更生动。')).lesson).toBe('流行语全部去掉。');
  });
  it.each([
    ['好的，那些注释都删掉吧，谢谢', '要不要把这些调试注释删掉？'],
    ['怎么能删除 git 历史里的大文件？', '你可以用 git filter-repo 清理历史。'],
    ['你这样写会不会超时？', '我用了轮询，每秒请求一次。'],
    ['很好，表情都去掉了，清爽多了', '已经按你说的把表情都去掉了。'],
    ['赶紧撤回是来得及的吧？', '这是提交记录的整理方法。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a sentence that opens with a code keyword is prose, a statement is code', () => {
  it.each([
    'public methods need docstrings',
    'def is fine but add type hints',
    'class was cancelled so I have time',
    'package arrived damaged',
    'return policy is 30 days',
    'let me know',
    'var is deprecated',
    'const is fine',
    'class names should be PascalCase, not snake_case',
    'let or const, not var',
    'function names in camelCase: getData',
  ])('"%s" is prose', (line) => {
    expect(prepare(line).codeLines).toBe(0);
  });
  it.each(['return x is None', 'return value', 'import os', 'class Foo extends Bar', 'public static void main', 'let x', 'def foo', 'return my_var if x else y', 'import my_module as the_mod', 'const user_name = 1'])('"%s" is code', (line) => {
    expect(prepare(line).codeLines).toBe(1);
  });
  it('"class names should be PascalCase, not snake_case" is a correction with its rule', () => {
    const d = detect(turn('class names should be PascalCase, not snake_case', "I've named the class user_service."));
    expect(d.kind).toBe('correction');
    expect(d.lesson).toBe('Class names should be PascalCase, not snake_case.');
  });
});

describe('a line that opens like a stack frame or an error name, in English', () => {
  it.each(['at least log the error', "at first it worked, now it doesn't", 'at this point just revert it', 'TypeError still happens after your fix'])('"%s" is prose', (line) => {
    expect(prepare(line).codeLines).toBe(0);
  });
  it.each(['TypeError: x is undefined', '    at Object.<anonymous> (/app/index.js:3:9)', 'at com.foo.Bar.baz(Bar.java:12)', 'InvalidArgumentError                      Traceback (most recent call last)'])('"%s" is a log line', (line) => {
    expect(prepare(line).codeLines).toBe(1);
  });
  it('"at least log the error instead of swallowing it" gives the rule without its hedge', () => {
    const d = detect(turn('at least log the error instead of swallowing it', "I've wrapped the call in try/except: pass."));
    expect(d.kind).toBe('correction');
    expect(d.lesson).toBe('Log the error instead of swallowing it.');
  });
});

describe('English turns the language guess had read as Italian or Turkish, and a doubt asked with "though"', () => {
  it.each(['non-stop flights only', 'one per line', 'var over let? no', "isn't monsoon season like non-stop rain though?"])('"%s" is English', (text) => {
    expect(detectLanguage(text)).toBe('en');
  });
  it('"isn\'t monsoon season like non-stop rain though? we want beach days" is a correction', () => {
    expect(detect(turn("isn't monsoon season like non-stop rain though? we want beach days", 'The best time to visit Thailand is during the monsoon season for fewer crowds.')).kind).toBe('correction');
  });
  it.each([
    ["aren't you tired though? you work so much", "I'm an AI, I don't get tired."],
    ["isn't it beautiful though? the sunset there", 'Santorini is famous for its sunsets.'],
    ["isn't it nice though? I love the rain", 'Rain is common in the monsoon season.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('"too long" said alone in French, Spanish, Portuguese, German and Italian', () => {
  it.each([
    ['trop long', 'Voici un résumé détaillé en cinq paragraphes.', 'Plus court.'],
    ['demasiado largo', 'Aquí tienes el resumen completo.', 'Más corto.'],
    ['zu lang', 'Hier ist die ausführliche Zusammenfassung.', 'Kürzer.'],
    ['muito longo', 'Aqui está o resumo completo.', 'Mais curto.'],
    ['troppo lungo', 'Ecco il riassunto completo.', 'Più breve.'],
  ])('"%s" asks for shorter answers in its own language', (text, prev, rule) => {
    const d = detect(turn(text, prev));
    expect(d.kind).not.toBe('none');
    expect(d.lesson).toBe(rule);
  });
  it.each([
    ['el viaje es muy largo, ¿hay vuelos directos?', 'es'],
    ['¿es muy largo?', 'es'],
  ])('"%s" states no rule', (text, lang) => {
    expect(extractLesson(text, lang as 'es').text).toBeNull();
  });
  it('"trop long" is French', () => {
    expect(detectLanguage('trop long')).toBe('fr');
  });
});

describe('"too long" yields to a limit or an ask said with it', () => {
  it.each([
    ['trop long, une demi-page maximum', 'Le résumé fait deux pages.', 'Une demi-page maximum.'],
    ['Zu lang. Fass dich kürzer.', 'Hier ist die ausführliche Zusammenfassung.', 'Fass dich kürzer.'],
  ])('"%s" gives "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it('"en France on met plus trop de photo, enlève-la" is feedback', () => {
    expect(detect(turn('en France on met plus trop de photo, enlève-la', "Voici ton CV, j'ai mis ta photo en haut à gauche.")).kind).not.toBe('none');
  });
});

describe('round gc51, zh69 (11 of 15 found, 0 of 7 flagged before these changes), and hn72 written against its new cues', () => {
  it.each([
    ['I thought that ended in 2018 for employees? only self-employed can', "You can deduct your home office if you're a W-2 employee."],
    ["they've only been together 3 years, it's a fast wedding", "Here's a toast that mentions the couple's 10 years together."],
    ['these are all over 200 a night, cheap means under 80 for me', "I've listed 5 cheap hotels near the station."],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it('"合同要正式用语，不能口语化" is feedback', () => {
    expect(detect(turn('合同要正式用语，不能口语化', '我帮你把这份合同翻译成了英文，用了比较口语的表达。')).kind).not.toBe('none');
  });
  it.each([
    ['I thought that worked? let me check again', 'Glad the update worked for you!'],
    ['only been here 2 days and I love it', 'How long have you been in Lisbon?'],
    ['cheap is under 50 right? for backpackers', 'Here are some cheap options under 100.'],
    ['I thought so too! they look great', 'I thought you might like these recipes.'],
    ['wow, only been 3 years? feels longer', "Here's the timeline: we've been working on this for 3 years."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round ja18, ko9 (8 of 8 found, 0 of 4 flagged before): the language of a named part is no answer language', () => {
  it('"関数名は英語でお願いします" keeps its part and does not ask for answers in English', () => {
    const d = detect(turn('関数名は英語でお願いします', '関数名を日本語のローマ字にしました。'));
    expect(d.kind).not.toBe('none');
    expect(d.lesson).toBe('関数名は英語でお願いします。');
    expect(extractLesson('関数名は英語でお願いします', 'ja').en).toBeNull();
  });
  it('"英語でお願いします" still asks for answers in English', () => {
    expect(extractLesson('英語でお願いします', 'ja').en).toBe('Answer in English.');
  });
});

describe('round gc52 (2 of 8 found, 0 of 4 flagged before these changes), and hn73 written against its new cues', () => {
  it.each([
    ["Mara doesn't fight, she's a healer, that's her whole arc", 'Chapter 3: Mara draws her sword and charges the dragon.'],
    ["it's the building's router, I can't touch it", 'To fix the Wi-Fi, restart your router and update its firmware from the admin page.'],
    ['he quit drinking last year', "Here's a gift list for your dad: golf clubs, whisky, and a watch."],
    ['way too old-fashioned, make it sound modern', "Here's the poem in the style of Shakespeare with 'thee' and 'thou'."],
    ["that's elite pace lol, I'm at like 7", 'For your 5k, aim for a pace of 4 minutes per km.'],
    ["you used 'zumo', in Mexico it's 'jugo'", "I've translated your menu into Spanish for the restaurant in Mexico City."],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it('"way too old-fashioned, make it sound modern" asks for what it names', () => {
    expect(detect(turn('way too old-fashioned, make it sound modern', "Here's the poem in the style of Shakespeare with 'thee' and 'thou'.")).lesson).toBe('Make it sound modern.');
  });
  it.each([
    ['Mara never cries, right? even here?', 'In chapter 2, Mara heals the wounded soldier.'],
    ['my dad quit smoking 10 years ago', 'Does anyone in your family smoke?'],
    ["I'm around 70 kg", "What's your weight now?"],
    ["I'm at 5k now, what's next?", 'Great progress on your running!'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round zh70 (6 of 8 found, 0 of 3 flagged before these changes), and hn74 written against its new cues', () => {
  it.each([
    ['我不吃辣，火锅店就算了', '我给你推荐了几家火锅店，都在三里屯。'],
    ['清单里的牛奶我已经买了，去掉吧', '给你整理了一份购物清单。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it('"去掉吧" alone is no rule', () => {
    expect(detect(turn('清单里的牛奶我已经买了，去掉吧', '给你整理了一份购物清单。')).lesson).toBeNull();
  });
  it.each([
    ['我已经买了，谢谢你的推荐', '推荐你买这本《人类简史》。'],
    ['我不吃辣，推荐几家清淡的吧', '你想吃什么口味的？'],
    ['我已经订好了', '你买好回程的票了吗？'],
    ['不错，我已经看过了，挺好', '这是按你说的改好的版本。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round ss31 (7 of 8 found, 0 of 4 flagged before these changes), and hn75 written against its new cue', () => {
  it('"phone numbers here have area codes, like 555-123-4567" after a regex is a correction', () => {
    expect(detect(turn('phone numbers here have area codes, like 555-123-4567', "Here's the regex: `^\\d{3}-\\d{4}$`")).kind).toBe('correction');
  });
  it.each([
    ["dates look like 2024-01-05, is that ISO?", "```python\ndf['date'] = pd.to_datetime(df['date'])\n```"],
    ['names can have accents like José, does that matter?', "I've added validation for the name field."],
    ['yes, the dates use slashes, like 01/05/2024, thanks', "I've updated the parser to accept slashes in dates."],
    ['perfect, the rows look like the sample I sent, like id,name,price', "I've written the loader for your CSV."],
    ["I'm on an M1 mac, will that work?", 'Use `brew install python` on macOS.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc53 (8 of 8 found, 0 of 4 flagged): rules read from terse general-chat corrections', () => {
  it.each([
    ['past tense like i said before', "Sure! Here's the story in the present tense.", 'Use the past tense.'],
    ["I'm vegetarian like I told you", "Here's a chicken curry recipe.", "I'm vegetarian."],
  ])('"%s" gives "%s" without pointing back', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it('"lol not funny at all, try again" is a correction with no rule to keep', () => {
    const d = detect(turn('lol not funny at all, try again', "Here's a funny tweet about Mondays."));
    expect(d.kind).toBe('correction');
    expect(d.lesson).toBeNull();
  });
});

describe('round es22, de17, it7 (4 of 9 found, 0 of 3 flagged before these changes), and hn76 written against its new cues', () => {
  it.each([
    ['en AVE son dos horas y media', 'Para llegar a Sevilla desde Madrid en tren tardas unas 6 horas.'],
    ['wir essen kein Schweinefleisch', 'Hier ist ein Rezept mit Schweinefleisch.'],
    ['mit dem ICE sind es gut vier Stunden', 'Die Fahrt von Berlin nach München dauert etwa 10 Stunden.'],
    ['la carbonara non si fa con la panna', 'Ecco una ricetta con la panna.'],
    ['la volevo in italiano', 'Ho scritto la lettera in inglese.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it('"la volevo in italiano" asks for Italian', () => {
    expect(detect(turn('la volevo in italiano', 'Ho scritto la lettera in inglese.')).lesson).toBe('Scrivi in italiano.');
  });
  it.each([
    ['¿en AVE son dos horas y media?', '¿Cuánto tarda el tren de Madrid a Sevilla? Normalmente unas 2 horas y media.'],
    ['und mit dem ICE sind es wie viele Stunden?', 'Die Fahrt dauert mit dem Auto etwa 6 Stunden.'],
    ['giusto, non si fa con la panna, vero?', 'In Italia la carbonara si fa con guanciale e pecorino.'],
    ['la voglio in italiano, grazie', 'Vuoi la lettera in italiano o in inglese?'],
    ['super, wir essen kein Fleisch, passt perfekt', 'Wir haben ein vegetarisches Menü für dich.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round zh71 (3 of 7 found, 0 of 3 flagged before these changes), and hn77 written against its new cues', () => {
  it.each([
    ['地址要从环境变量里读，线上不是这个地址', '我把接口地址写死成了 http://localhost:3000。'],
    ['用 websocket，轮询太浪费了', '我用 setTimeout 轮询了接口状态。'],
    ['拦截器写一份就够了，放在 request.ts 里统一处理', '我在每个页面都单独写了一份请求拦截器。'],
    ['手机号属于敏感信息，日志里要脱敏', '我已经把用户的手机号打印到了日志里方便调试。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['配置要从哪里读？', '配置项都放在 config 目录下。'],
    ['用 redis，这个太好用了', '推荐你用 redis 做缓存。'],
    ['手机号算敏感信息吗？', '日志里会记录用户的操作。'],
    ['对，地址要从环境变量里读，这样就对了', '我把地址改成从环境变量读取了。'],
    ['对，环境变量名要全大写，这样就对了', '我已经把环境变量名改成全大写了。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc54, ss32, zh72 (19 of 21 found, 0 of 9 flagged before these changes), and hn78 written against its new cues', () => {
  it.each([
    ["that's cutting it close for LAX, security there takes forever", 'I recommend leaving for the airport 1 hour before your domestic flight.'],
    ['we already have that in src/lib/dates.ts, reuse it', 'Done! I created `src/utils/formatDate.ts` with a helper to format dates.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['can you not rhyme every line? it sounds like a greeting card', "Here's your poem: Roses are red, violets are blue.", "Don't rhyme every line."],
    ['we already have that in src/lib/dates.ts, reuse it', 'Done! I created `src/utils/formatDate.ts` with a helper to format dates.', 'Reuse the one in src/lib/dates.ts.'],
    ['we already have one in utils. use that', 'Done! I created a debounce helper.', 'Reuse the one in utils.'],
  ])('"%s" gives "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it('"did that, still no internet" reports a failure and bans nothing', () => {
    const d = detect(turn('did that, still no internet. the lights are all green though', 'To reset your router, hold the reset button for 30 seconds.'));
    expect(d.kind).toBe('frustration');
    expect(d.lesson).toBeNull();
  });
  it('"can you not see the error?" asks what the reply can see: no ban', () => {
    expect(detect(turn('can you not see the error?', 'I fixed the bug.')).lesson).toBeNull();
  });
  it('a laugh at the end is not part of the wording offered', () => {
    expect(detect(turn("ricotta isn't vegan lol", 'For a vegan lasagna, use ricotta and mozzarella.')).suggestion).toBe("Ricotta isn't vegan.");
  });
  it.each([
    ["perfect, that's cutting it close but I like it that way", 'Leave home at 7:15 to catch the 8:00 train; the walk is about 20 minutes.'],
    ['is that cutting it close?', 'Your layover in Frankfurt is 55 minutes.'],
    ['nice, we already have tests in src/utils/dates.test.ts so add a case there', "I've added a `formatDate` helper in src/utils/dates.ts."],
    ["that's tight but doable, thanks", 'Your budget leaves $200 a month for savings.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc55, es23, fr16, de18, pt8 (13 of 22 found, 0 of 6 flagged before these changes), and hn79 written against its new cues', () => {
  it.each([
    ["we're a family of 5, this wouldn't last two days", "Here's a grocery list for the week: chicken breast, rice, broccoli, eggs, milk, bread."],
    ["that's the circumference", 'The formula for the area of a circle is A = 2πr.'],
    ['good but she has 10 years of ICU experience, you wrote 5', "Here's a cover letter for the nursing position, with 5 years of ICU experience."],
    ['lo quería en inglés americano, es para un cliente de Texas', 'He traducido el texto al inglés británico.'],
    ["je débute, 10 km c'est beaucoup trop pour moi", 'Voici le programme de la semaine : lundi course 10 km, mardi fractionné, mercredi repos.'],
    ["c'est encore plus long qu'avant, il fallait raccourcir", "J'ai réécrit le paragraphe en ajoutant des exemples."],
    ['Sintra fica fora de Lisboa, queremos ficar só na cidade', 'Aqui está o roteiro de 3 dias em Lisboa: Dia 1 Belém, Dia 2 Sintra.'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['Write the answer again but this time without bullet points', null, "Don't use bullet points."],
    ['das Datum stimmt nicht, ich kündige zum 31. März, nicht zum 30.', 'Sehr geehrte Frau Müller, hiermit kündige ich zum 30. März.', 'Ich kündige zum 31. März, nicht zum 30.'],
    ['sin cebolla, que en mi casa somos del equipo sin cebolla', 'Aquí tienes la receta de tortilla de patatas: 4 huevos, 2 patatas, 1 cebolla.', 'Sin cebolla.'],
    ['on ne se tutoie pas avec mon proprio, vouvoie-le', 'Voici le mail à ton propriétaire : Salut Marc, …', 'Vouvoie-le.'],
    ["c'est encore plus long qu'avant, il fallait raccourcir", "J'ai réécrit le paragraphe en ajoutant des exemples.", 'Fais plus court.'],
    ['I needed it in 100 words max for the abstract', "Here's the summary of the article in 500 words.", 'Keep it to 100 words max for the abstract.'],
    ['I wanted it under 100 words', "Here's the summary of the article in 500 words.", 'Keep it under 100 words.'],
  ])('"%s" gives "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ["perfect, we're a family of 5 so this is exactly right", "Here's a meal plan for the week with 5 dinners."],
    ["that's the circumference, got it. and the area?", 'The circumference of a circle is C = 2πr.'],
    ['Sintra fica fora de Lisboa? quanto tempo de trem?', "Here's a 3-day Lisbon itinerary including Sintra."],
    ["nice, mine won't last a day with my old phone lol", 'This battery lasts about 10 hours.'],
    ['perfeito, queremos ficar só na cidade mesmo', 'Aqui está o roteiro: Dia 1 Alfama, Dia 2 Baixa.'],
    ['great, she has 2 units, you wrote 2, all correct', "I've drafted the email to your landlord."],
    ['genial, la quería en español, gracias', 'He escrito la carta en español.'],
    ['parfait, on ne se tutoie pas avec lui, merci', 'Voici le mail, en vouvoyant ton propriétaire.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round ss33, zh73 (10 of 15 found, 0 of 3 flagged before these changes), rq16, and hn80 written against its new cues', () => {
  it.each([
    ["we don't have redis in prod and I'm not adding infra for this. an in-memory LRU is enough", "I've implemented the caching layer using Redis. Here's the updated docker-compose.yml."],
    ['这个网站是动态加载的，requests 抓不到数据，得用 playwright', '我用 Python 写了一个爬虫，使用 requests 和 BeautifulSoup。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['hooks only in this codebase', "Here's the implementation using a class-based component with lifecycle methods.", 'Use only hooks in this codebase.'],
    ['能用 const 的地方用 const', '我已经把所有的 var 改成了 let。', '能用 const 的地方用 const。'],
    ['按金额排，从大到小', '已经帮你把表格按日期排序了。', '按金额排，从大到小。'],
    ["you don't need type hints on private helpers, only public API", "I've added type hints to all functions.", "Don't use type hints on private helpers, only public API."],
    ['just the answer next time, no history lesson', "Sure! Here's a detailed explanation with examples, history and alternatives.", 'Just the answer next time, no history lesson.'],
    ["I'm in Germany, dates are DD.MM.YYYY here", "I've formatted the dates as MM/DD/YYYY.", 'Write dates as DD.MM.YYYY.'],
  ])('"%s" gives "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ['nice, a simple map is enough for now', "I've added an in-memory cache with a simple Map."],
    ["we don't have redis in prod, so what are the options?", 'Should we add Redis for caching?'],
    ["perfect, you don't need them on private helpers anyway, so this is great", "I've added type hints to the public API."],
    ['好的，得用 playwright 对吧？我先装一下', "Here's the scraper using Playwright."],
    ['不错，能用 const 的地方都用了，谢谢', '已经把 var 都改成 const 了。'],
    ['好的，按金额排就对了', '已经帮你按金额从大到小排好了。'],
    ['great, dates are DD.MM.YYYY here, perfect', 'Your invoice dates are formatted as DD.MM.YYYY.'],
    ["I'm not adding anything else today, thanks for the help", "I've deployed it to staging."],
    ['just the answer is fine, thanks', "Here's a one-line answer."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('history round mt8 (6 of 7 before these changes) and mt9 written against it', () => {
  const h = (...texts: string[]): HistoryTurn[] => texts.map((text, i) => ({ id: `h${i}`, role: i % 2 ? 'assistant' : 'user', text }));
  it.each(['perfect, keep it that way for all the others too', 'perfect, keep it that way'])('"%s" confirms the correction before it', (text) => {
    const history = h('write a product description for my candle', 'Introducing our luxurious hand-poured candle… ✨🕯️', 'no emojis please');
    const d = detect({ user: { id: 'u', text }, prevAssistant: { id: 'p', text: 'Introducing our luxurious hand-poured candle, crafted with soy wax.' }, history } as DetectInput);
    expect(d.confirms).toBe('h2');
    expect(d.lesson).toBe('No emojis.');
  });
  it.each([
    ['nice, keep it that way for the others', h('write 3 taglines for my bakery', '1. Fresh daily 2. Baked with love 3. Rise and shine'), "Here's a fourth: Crumbs of joy."],
    ['keep it like that, thanks', h("what's the weather like in Rome in May?", 'Mild, around 20-25°C.'), 'Anything else?'],
  ])('"%s" confirms nothing where nothing was corrected', (text, history, prev) => {
    const d = detect({ user: { id: 'u', text }, prevAssistant: { id: 'p', text: prev }, history } as DetectInput);
    expect(d.kind).toBe('none');
    expect(d.confirms).toBeNull();
  });
});

describe('round wc16 (2 of 4 found, 4 of 6 flagged before these changes): a task with its material pasted after it, and hn81 written against it', () => {
  it.each([
    ['Paraphrase this: The company did not meet its targets this quarter. Management said the results were wrong because the data was still incomplete.', 'Sure, here is the paraphrased paragraph.'],
    ['Answer the following questions with yes or no. 1. Is the earth flat? 2. Don\'t plants need sunlight? 3. Is water wet?', 'Here are the answers.'],
    ["Write a story where a girl keeps telling her robot 'no, that's wrong, try again' until it learns to paint.", null],
    ["Summarize: Critics say the new policy is not working. 'It is still broken,' said one official, 'and nobody listens when we say it again and again.'", 'Here is a summary of the article.'],
    ["Translate to German: No, I don't want that. I said I want the blue one, not the red one.", "Here's the translation into French: Bonjour, je m'appelle Anna."],
    ["Translate to German: I wanted the formal version, not the casual one, because it's for my boss.", 'Here is the translation: Guten Morgen.'],
    ['these are all French books, right? just checking', 'Here are 10 French books for beginners.'],
    ['perfect, it\'s a boy so these are great', 'Here are some boy names: Liam, Noah, Oliver.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it.each([
    ['that outline is for a persuasive essay, mine is a compare and contrast essay', "Here's the outline for your essay."],
    ["these are all girl names, it's a boy", "Here's a list of 10 baby names: Olivia, Emma, Ava."],
    ['summarize it again: you left out the whole second half of the article, which is the important part', "Here's the summary."],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it('"answer in English: …" is no material: the answer language is the rule', () => {
    expect(detect(turn("answer in English: I can't read Chinese characters at all, sorry about that", '你好！这是答案。')).lesson).toBe('Answer in English.');
  });
});

describe('round zh74, ja19, ko10, ru9 (13 of 14 found, 0 of 7 flagged before)', () => {
  it('"лучше через list comprehension, так короче" after a reply that wrote a loop is a correction', () => {
    expect(detect(turn('лучше через list comprehension, так короче', 'Я написал функцию на Python с использованием цикла for.')).kind).toBe('correction');
  });
  it.each([
    ['лучше через list comprehension или через map?', 'Я написал функцию на Python с использованием цикла for.'],
    ['спасибо, лучше через list comprehension, как ты и сделал', 'Я написал функцию через list comprehension.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round gc56, ss34 (10 of 14 found, 0 of 5 flagged before these changes), and hn82 written against its new cues', () => {
  it.each([
    ["you can't see northern lights in july, it never gets dark", "I'd recommend visiting Iceland in July for the northern lights."],
    ['my son has a peanut allergy, I mentioned that', "Here's your meal plan: breakfast oatmeal with peanut butter."],
    ["that's only an approximation, give me the exact formula", 'To convert Celsius to Fahrenheit, multiply by 2 and add 30.'],
    ['we validate with zod everywhere else, switch it', "I've added the endpoint `POST /api/users` with validation using Joi."],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ["it's too long, I have 3 minutes max", "I've drafted the wedding speech for your brother.", 'Keep it to 3 minutes at most.'],
    ['we validate with zod everywhere else, switch it', "I've added the endpoint `POST /api/users` with validation using Joi.", 'Validate with zod everywhere else.'],
  ])('"%s" gives "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ["that's just a rough estimate right?", 'A good rule of thumb: 1 kg of pasta feeds about 10 people.'],
    ["ok that's only an estimate, I get it, thanks", 'Rough estimate: the renovation will cost about $20k.'],
    ["so you can't see them in summer? good to know", 'In Iceland you can see the northern lights from September to April.'],
    ['great, we validate with zod everywhere, so this fits', "Here's the zod schema for the form."],
    ['perfect, my son has a peanut allergy so this is exactly what I needed', "Here's a nut-free snack list for the class party."],
    ["oh I didn't know you can't buy alcohol on Sundays there", "You can't buy alcohol on Sundays in some counties."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round mx15, zh75 (8 of 10 found, 0 of 4 flagged before these changes), and hn83 written against its new cues', () => {
  it.each([
    ['aqui no projeto é tudo com hooks, refaz', 'Criei o componente usando class components.'],
    ['我们用的是 conda 环境', '你可以用 pip install 安装这个库。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['我们用的是 conda 环境，这个命令也能用吗？', '你可以用 pip install 安装这个库。'],
    ['对，我们用的是 conda，谢谢', '在 conda 环境里可以用 conda install 安装。'],
    ['aqui no projeto é tudo com hooks, ficou ótimo', 'Criei o componente com hooks.'],
    ['我们公司用的是什么数据库我也不清楚', '我推荐用 MySQL。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round ss35 (7 of 8 found, 0 of 2 flagged before), and hn84 written against its new cue', () => {
  it('"all those non-null assertions are going to blow up at runtime. handle the undefined case" gives its rule', () => {
    const d = detect(turn('all those non-null assertions are going to blow up at runtime. handle the undefined case', "Here's the fix:\n```ts\nconst x = data!.items!.map(i => i!.id)\n```"));
    expect(d.kind).toBe('correction');
    expect(d.lesson).toBe('Handle the undefined case.');
  });
  it('"nice, that would have blown up in production" is none', () => {
    expect(detect(turn('nice, that would have blown up in production', "I've added a null check before the map.")).kind).toBe('none');
  });
  it('"good, otherwise it would crash at runtime" is no correction (frus.fails, an older cue, still reads a failure in it)', () => {
    expect(detect(turn('good, otherwise it would crash at runtime on empty input', "I've added input validation so empty strings are rejected.")).kind).not.toBe('correction');
  });
});

describe('round gc57 (5 of 8 found, 1 of 4 flagged before these changes), and hn85 written against its new cues', () => {
  it.each([
    ["I'm a dad lol", "Here's an Instagram bio: 🌿 Plant mom | Coffee lover ☕ | Living my best life ✨"],
    ["we don't eat red meat", "Here are some dinner ideas: 1. Steak with mashed potatoes 2. Pork chops 3. Beef stew"],
    ['my knees are bad, something flat please', "I'd suggest a 3-hour hike to the summit."],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ["Continue the story. Anna opened the door and saw the stranger. He said 'No, you're wrong, I'm not your brother.' She stepped back, still shaking.", null],
    ["I'm a dad, yes, and proud of it, thanks", "Here's a bio for a proud dad of three."],
    ["I'm a teacher", 'What would you like help with today?'],
    ['perfect, my back is bad so this is just right', "Here's a gentle 20-minute stretching routine."],
    ["continue the story. it's getting good, I love how tense it is", "Here's the next scene."],
    ["great, we don't eat red meat so this is perfect", "Here's a menu with chicken and fish."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round zh76, ss36 (9 of 11 found, 0 of 3 flagged before)', () => {
  it('"queries belong in the api layer, never in components" keeps both sides, as ", not in" does', () => {
    expect(detect(turn('queries belong in the api layer, never in components', "I've put the SQL query directly in the React component.")).lesson).toBe('Queries belong in the api layer, never in components.');
  });
});

describe('round gc58 (2 of 7 found, 0 of 3 flagged before these changes), and hn86 written against its new cues', () => {
  it.each([
    ["it's a ski trip", "Here's a packing list for your beach trip: swimsuit, sunscreen, flip-flops."],
    ["I'm cooking for 12 though", 'The recipe serves 4. Use 500g of pasta and 2 cans of tomatoes.'],
    ["she's 4, nothing scary", "Sure, here's a bedtime story about a dragon who breathes fire and burns a village."],
    ['tomatoes need full sun though?', 'You should plant tomatoes in full shade.'],
    ["she's turning 50", "Here's the birthday message: Happy 40th birthday, Sarah!"],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it('"no emojis and no lol" keeps the "lol" it bans', () => {
    expect(detect(turn("no emojis and no lol, it's my boss", "Here's a text to your boss: Hey! Can't make it today lol, feeling sick 🤒")).lesson).toBe('No emojis and no lol.');
  });
  it.each([
    ["it's a ski trip, yes, thanks", "Here's a packing list for your ski trip: thermals, goggles, gloves."],
    ["it's a birthday party", 'What kind of event is it?'],
    ["great, I'm cooking for 12 so that's perfect", 'This recipe serves 12.'],
    ["she's 4", 'How old is your daughter?'],
    ["perfect, she's 4 so this is just right", "Here's a story about a friendly dragon for your niece."],
    ['succulents like dry soil though, right? just checking', 'Water your succulents once every two weeks.'],
    ["she's turning 50, yes! thank you", 'Happy 50th birthday, Sarah!'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round zh77, ss37 (4 of 8 found, 0 of 3 flagged before these changes), and hn87 written against its new cues', () => {
  it.each([
    ['都太常见了，班上一半人叫这个', '给你列了十个宝宝名字：浩然、子涵、梓萱……'],
    ['国外用不了支付宝', '推荐你用支付宝付款。'],
    ['用组合式 API，项目里都是 setup 写法', '我用 Vue 3 的选项式 API 写了这个组件。'],
  ])('"%s" is feedback', (text, prev) => {
    expect(detect(turn(text, prev)).kind).not.toBe('none');
  });
  it.each([
    ['国外用不了微信支付吗？', '推荐你用微信支付。'],
    ['好的，国外用不了也没关系，我只在国内用', '这个插件在国内可以正常使用。'],
    ['很好，项目里都是这种写法，谢谢', '我用组合式 API 写了这个组件。'],
    ['这些不太常见，挺好的', '给你列了几个少见的名字：云岫、知微。'],
    ['常见的就行，谢谢', '以下是几种常见的做法。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('rounds wc17, zh78, gc59 (11 of 16 found, 1 of 10 flagged before these changes), and hn88 written against their new cues', () => {
  it.each([
    ['make emma older, shes 40 in my story', 'Title: The Last Light\n\nThe rain fell softly on the roof as Emma opened the letter...'],
    ['too polite. he has ignored me for 3 weeks', 'Here is the email to your landlord about the broken heater, written in a firm but polite tone.'],
    ["we land at 6pm on the first day so that's not really a full day", "Here's a 3-day itinerary for Lisbon with day trips to Sintra and Cascais."],
    ['x 代进去不成立啊，你再算算', '根据您的描述，这道题的答案是 x = 5。'],
    ['我们课上学的是C++', '好的，这是用 Java 实现的冒泡排序。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it('"too polite" asks for a firmer tone, not a less polite one', () => {
    expect(detect(turn('too polite', 'Here is the email.')).lesson).toBe('Be firmer.');
  });
  it.each([
    ["that's 3 lines but the middle line has 7 syllables, it needs to be 7... wait it is 7. ok good", "Sure, here's a haiku about autumn:\nLeaves drift slowly down\nWhispering to the cold earth\nSummer says goodbye"],
    ['she is too polite to say no', 'Here is the email.'],
    ['my neighbour is way too polite to ever complain, so this should be fine', 'Here is the reply to your neighbour.'],
    ['can you make her older in the next chapter? like a time skip', "Here's chapter 3."],
    ['is that a full day or should we leave some time free?', "Here's the itinerary."],
    ['wait it is exactly what I needed. thanks!', 'Here is the function.'],
    ['好的我再想想要不要加缓存', '这是修改后的代码。'],
    ['我们课上学的是C++，正好', '这是C++版本的实现。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('rounds ss38, es24, gc60, ja20, fr17 (17 of 25 found, 1 of 13 flagged before these changes)', () => {
  it.each([
    ['why a class component? everything else in the app is function components', "I've refactored `UserList` into a class component with lifecycle methods."],
    ['each resource gets its own file under routes/', "I've put the new endpoint in `routes/index.js`."],
    ['integration tests hit the real test db, only unit tests use mocks', "I've mocked the database in the integration tests."],
    ['we avoid generic utils files. put them in `lib/dates.ts`', "I've added a `utils/helpers.ts` file with the date functions."],
    ['son más bien 12 horas', 'El vuelo de Madrid a Buenos Aires dura unas 8 horas.'],
    ['these are boring', 'Here are 10 names for a bakery: 1. Sweet Crumbs 2. Rise & Shine ...'],
    ['it returns the product, look at line 3', 'The function returns the sum of the list.'],
    ['doesnt match 555-12345 which is valid in our system', 'Here is the regex: ^\\d{3}-\\d{4}$'],
    ['浅草は前回行ったので外してください', 'こちらが東京3日間の旅行プランです。1日目は浅草と上野を回ります。'],
    ['うちはGoで書いてます', 'Pythonでの実装例です。'],
    ["je voulais de l'italien", "J'ai traduit le texte en espagnol."],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
});

describe('rounds de19, ko11 (3 of 9 found before these changes), and hn89 written against the rounds before', () => {
  it.each([
    ['wir benutzen vitest', 'Ich habe Tests mit Jest geschrieben.'],
    ['wir sind nur zu zweit', 'Hier ist das Rezept für Käsespätzle für 4 Personen.'],
    ['렌터카 없이 다닐 거예요. 버스로 갈 수 있는 곳으로 바꿔주세요', '다음은 제주도 3박 4일 여행 일정입니다.'],
    ['저희는 3.11 써요', '이 코드는 Python 3.6에서 동작합니다.'],
    ['돼지고기 대신 참치로 할게요. 참치 버전으로 알려줘', '김치찌개 레시피입니다. 돼지고기 300g을 준비하세요.'],
    ['2시간 반 정도 아닌가요?', '서울에서 부산까지 KTX로 약 5시간 걸립니다.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ["why doesn't it match emails with a plus sign? is that expected?", "Here's the regex for emails."],
    ['look at line 12 and explain what the reduce does', "Here's the function."],
    ['my slides are boring, how can I make them more engaging?', 'Sure, I can help with your presentation.'],
    ['each team gets its own repo right now, is that a problem for this setup?', "Here's how to set up the monorepo."],
    ['traduci questo: Non usare il telefono durante la lezione.', 'Ecco la traduzione.'],
    ['we avoid long flights so I like the Lisbon option best, thanks!', 'Here are some options for the team offsite.'],
    ['make it into a poem now', "Here's the short story."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('rounds ru10, wc18, mx16 (9 of 12 found, 1 of 8 flagged before these changes), and hn90 written against their new cues', () => {
  it.each([
    ['канберра же', 'Столица Австралии — Сидней.'],
    ['you used however in the first paragraph', 'World War I was caused by a complex web of factors. However, the most immediate trigger...'],
    ['can you do it in node instead, our backend is all node', '这是用 Python 写的爬虫。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['Rewrite it for Amazon, bullet points, and mention the 30 hour battery', 'Here is a product description for your wireless earbuds.'],
    ['perfect, our backend is all node so this fits right in', "Here's the Express server."],
    ['you used pandas in the first version, can you keep that?', 'Here is version 2 of the script.'],
    ['это же классно', 'Вот идея для вечеринки: квест по городу.'],
    ['сделай так же', 'Вот первая функция.'],
    ['Rewrite it for a five year old', "Here's the story about the fox."],
    ["you added tests again, thanks, that's useful", "I've added unit tests for the parser."],
    ['is our codebase all typescript? I forgot', "Here's the email."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('rule-text round rq17 (9 of 10 detected, 6 right in meaning before these changes)', () => {
  it.each([
    ['no comments unless something is non-obvious', "Here's the code with detailed comments on every line.", 'No comments unless something is non-obvious.'],
    ["I'm in London, give times in UK time", 'The meeting is at 3:00 PM EST.', 'Give times in UK time.'],
    ["celsius please, I'm in Germany", "I've converted the temperatures to Fahrenheit.", 'Use Celsius.'],
  ])('"%s" gives the rule "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ["I'm in London, give times in UK time", 'The meeting is at 3:00 PM EST.'],
    ["celsius please, I'm in Germany", "I've converted the temperatures to Fahrenheit."],
  ])('"%s" is a standing rule', (text, prev) => {
    expect(detect(turn(text, prev)).applies).toBe('always');
  });
  it('"no function is called unless …" states what happens, and bans nothing', () => {
    expect(detect(turn('no function is called unless the flag is set', 'Here is the code.')).lesson).toBeNull();
  });
});

describe('roleplay and pasted material, round rp2 (3 of 3 found, 1 of 5 flagged before this change)', () => {
  it('a transcript pasted after "Here is the transcript …:" is material, whatever its speakers say', () => {
    const t = "Here is the transcript of the second part: 12:04 Professor: So as I said last week, this doesn't work the way most people think. 12:10 Student: But isn't that wrong? 12:15 Professor: No, and that's the point. It still holds even when... summarize this too";
    expect(detect(turn(t, "Sure, here's a summary of the lecture.")).kind).toBe('none');
  });
  it('"here\'s the email: you forgot …" still speaks to the reply', () => {
    expect(detect(turn("here's the email: you forgot to mention the deadline, it's Friday the 12th", 'Here is the email to the client.')).kind).not.toBe('none');
  });
});

describe('rounds zh79, zh80 (10 of 12 found, 0 of 2 flagged before these changes), and hn91 written against them', () => {
  it.each([
    ['已经有 src/utils/date.ts 了，往那里加', '我在 utils 里新建了 format.ts。'],
    ['房东只收现金', '您可以用微信给房东转账。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['这个店只支持支付宝吗？', '您可以用微信。'],
    ['我们也用 pnpm，挺好的', '我推荐你用 pnpm。'],
    ['我乳糖不耐受的话能喝酸奶吗？', '以下是您的食谱。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('round hn92: the next feature specified after the reply did its work (4 of 8 flagged before these changes)', () => {
  it.each([
    ['add a 5th card for churn rate. always show it as a percentage with one decimal', 'The dashboard shows the 4 KPI cards now.'],
    ['next: add a CSV export button on the invoice list. it should export only the filtered rows, not the whole table, and use the same date format as the list', 'Done. The invoice list now paginates with 20 items per page.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('"… when the job fails" names what should happen on a failure, and reports none', () => {
    expect(detect(turn('also send a slack message when the job fails, not just log it', "I've set up the cron job to run nightly.")).cues).not.toContain('frus.fails');
  });
});

describe('rounds pt9, gc61, ss39 (9 of 14 found, 0 of 6 flagged before these changes)', () => {
  it.each([
    ['não como porco, tem versão com frango?', 'Aqui está a receita de feijoada com carne de porco.'],
    ['acho que são umas 10 horas', 'O voo de Lisboa para São Paulo leva cerca de 6 horas.'],
    ['I literally said vegetarian', 'Try this vegetarian lasagna: layer the beef mince with...'],
    ["it's a startup, everyone wears hoodies there", 'For your interview, wear a suit and tie.'],
    ['we can only travel in August though', 'The best time to visit Japan is in late March for the cherry blossoms.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ["it's a startup, so this is perfect, thanks", 'For a startup interview, smart casual is fine.'],
    ['we can only go in the morning?', 'The museum opens at 9.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('rounds gc62, zh81, es25 (10 of 15 found, 1 of 4 flagged before these changes)', () => {
  it.each([
    ['the A1 is closed this weekend for roadworks', 'The quickest route is via the A1, about 2 hours.'],
    ['I work full time', "Here's a study schedule with 6 hours of study per day."],
    ['海洋馆上个月去过了，换个地方', '周末可以带孩子去海洋馆。'],
    ['2号线这段在维修，停运了', '您可以乘坐地铁2号线到达。'],
    ['我是应届生，没有管理经验', '这是给您写的自我介绍，突出了您的管理经验。'],
    ['el proyecto es con Fastify', 'He creado el endpoint con Express.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ["already doing that, it's fun", 'Try Duolingo for 15 minutes a day.'],
    ['is the A1 closed this weekend?', 'The quickest route is via the A1.'],
    ['海洋馆上个月去过了，孩子很喜欢', '周末可以带孩子去海洋馆。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
  it('"still logged out after refresh. third time." after two earlier fixes is an incident', () => {
    const history = [
      { id: 'h0', role: 'user', text: 'fix the login bug' },
      { id: 'h1', role: 'assistant', text: "I've updated the session check." },
      { id: 'h2', role: 'user', text: 'still logs me out after refresh' },
      { id: 'h3', role: 'assistant', text: "I've changed the cookie settings." },
    ];
    const d = detect({ user: { id: 'u', role: 'user', text: 'still logged out after refresh. third time.' }, prevAssistant: { id: 'a', role: 'assistant', text: "I've moved the token to localStorage." }, history } as never);
    expect(d.kind).toBe('frustration');
    expect(d.incident).not.toBeNull();
  });
});

describe('rounds ja21, de20 (3 of 8 found before these changes), and hn93 written against the session\'s new cues (2 of 9 flagged)', () => {
  it.each([
    ['京成スカイライナーの方が安くて速いですよ', 'こちらが東京駅から成田空港までの行き方です。成田エクスプレスで約60分です。'],
    ['妻はベジタリアンなんです', '夕食にはステーキをおすすめします。'],
    ['TypeScriptでお願いします。型がないと困るので', 'JavaScriptで実装しました。'],
    ['im August haben wir keinen Urlaub, nur im Oktober', 'Ich empfehle dir eine Reise nach Mallorca im August.'],
    ['helpers gibt es bei uns nicht, das gehört nach src/lib', 'Die Datei habe ich in src/helpers abgelegt.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['we can only go once the kids are asleep, so evening stuff is perfect, thanks', 'Here are some ideas for the weekend.'],
    ['the bridge is closed on sundays right? I want to be sure before we leave', "Here's your route to the coast."],
    ['I literally love this, sending it now', 'Here is the reply to the recruiter.'],
    ['地铁在维修的话怎么走？', '这是新的行程。'],
    ['没有工作经验的话简历怎么写比较好？', '这是您的简历。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('rule-text round rq18 (5 of 8 detected, 5 right in meaning before these changes)', () => {
  it.each([
    ['one sentence answers please', "Here's the answer: The Treaty of Versailles was signed in 1919. It ended World War I. Interestingly, ...", 'Answer in one sentence.'],
    ["grams please, I don't have measuring cups", 'Here is your recipe in cups and ounces.', 'Use grams.'],
    ['single quotes in this repo', "I've used double quotes for all strings.", 'Use single quotes in this repo.'],
    ['我们用 pytest', '以下是用 unittest 写的测试。', '用 pytest。'],
  ])('"%s" gives the rule "%s"', (text, prev, rule) => {
    expect(detect(turn(text, prev)).lesson).toBe(rule);
  });
  it.each([
    ['one sentence answers please', "Here's the answer: The Treaty of Versailles was signed in 1919."],
    ["grams please, I don't have measuring cups", 'Here is your recipe in cups and ounces.'],
  ])('"%s" is a standing rule', (text, prev) => {
    expect(detect(turn(text, prev)).applies).toBe('always');
  });
  it.each([
    ['我们用 pytest 吗？', '以下是测试。'],
    ['我们也用 pytest，挺好的', '我推荐 pytest。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('rounds wc19, gc63 (3 of 8 found, 0 of 6 flagged before these changes), and hn94 written against them', () => {
  it.each([
    ['these sound like a bank wrote them lol. more fun', 'Here are 5 Instagram captions for your coffee shop.'],
    ['it has to rhyme ABAB, this is AABB', "Sure! Here's the poem:\nThe sun sets low, the sky aglow..."],
    ["that's a teaspoon", 'A tablespoon is about 5 ml.'],
    ["it's from Newark", 'Your flight from JFK departs at 6:30 PM.'],
    ["the 42 doesn't run on sundays", 'You can get there by taking the 42 bus.'],
    ["I'm 67 and just had hip surgery", "Here's a workout for building muscle: 3 sets of 12 reps."],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ["I'm 70 and loving these, thank you", 'Here are some gentle exercises.'],
    ['can you add more fun ones?', 'Here are some activities for the party.'],
    ["it's a mile, right?", 'How far is the walk?'],
    ['does the 42 run on sundays?', 'The 42 bus goes there.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('rounds zh82, ko12 (5 of 8 found, 0 of 2 flagged before these changes)', () => {
  it.each([
    ['还是只显示第一页，你到底有没有跑过？', '我已经修复了分页的问题。', 'frustration'],
    ['README 只写中文就行', '我在 README 里加了英文的安装说明。', 'correction'],
    ['월요일은 공휴일이에요', '다음 주 일정표입니다. 월요일 오전 9시 회의.', 'correction'],
  ])('"%s" is %s', (text, prev, kind) => {
    expect(detect(turn(text, prev)).kind).toBe(kind);
  });
  it.each([
    ['只要能跑就行，谢谢', '这是方案。'],
    ['월요일은 공휴일인가요?', '다음 주 일정표입니다. 월요일 오전 9시 회의.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('review of the session\'s new cues: words they must not take for what they name', () => {
  it.each([
    ['make sure more tests pass', "I've added the tests."],
    ["It's closed now, thanks", "I've opened the PR."],
    ['the app is fully functional now', "I've fixed the bug."],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('rounds ss40, gc64, zh83 (10 of 14 found, 0 of 4 flagged before these changes)', () => {
  it.each([
    ['only the submit button needs it', 'I added a loading spinner to every button.'],
    ['that seems like a lot for 6 cookies?', 'The recipe calls for 200g of butter.'],
    ['orchids rot if you water them daily, once a week', 'You should water orchids daily.'],
    ['我只有周末有空', '好的，这是一份详细的健身计划，每周训练6天。'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ["that's a lot of work for one day, thanks for breaking it down", 'Here is your plan.'],
    ['sounds like a lot of fun, thanks', "Here's the party plan."],
    ['is that a lot of butter for a cake?', 'The recipe calls for 200g of butter.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('rounds fr18, es26 (3 of 9 found, 0 of 2 flagged before these changes), and hn95 written against the round before', () => {
  it.each([
    ['elle a horreur des bougies parfumées, enlève-les', 'Voici une liste de 10 idées de cadeaux pour ta mère.'],
    ['on est en Python 3.12 depuis longtemps', "J'ai écrit la fonction en Python 2."],
    ['on sera 12 finalement', 'Voici un menu pour 8 personnes.'],
    ['je suis en fauteuil roulant, il me faut un trajet accessible', 'Je te conseille de prendre le RER B.'],
    ['no tengo carnet de conducir', 'Aquí tienes un itinerario de 5 días por Andalucía en coche.'],
    ['estoy en Windows, necesito PowerShell', 'He escrito el script en Bash.'],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ['only the submit button needs a tooltip? or all of them?', 'Here are the buttons for the form.'],
    ['do orchids rot if you water them too much?', "Here's a plant care guide."],
    ['我只有周末有空，这个安排太好了', '这是周末的行程。'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('rounds gc65, ss41 (3 of 9 found, 0 of 2 flagged before these changes)', () => {
  it.each([
    ["he's a she", "Here's a text to your landlord asking about the deposit."],
    ["that's for driver's licenses, passports are the post office", 'To get a passport, go to the DMV.'],
    ["it's supposed to pour on saturday", "I'd suggest a hike up Mount Tam on Saturday."],
    ['overkill. useState is enough for one form', "I've added Redux to manage the form state."],
    ["it rejects SW1A 1AA, that's a real one", 'I wrote the regex to validate UK postcodes.'],
    ['type it properly, the schema is in api/types.ts', "I've used `any` for the response type."],
  ])('"%s" is a correction', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('correction');
  });
  it.each([
    ["she's a nurse, so this is perfect, thanks", "Here's a thank-you card for your neighbour who is a nurse."],
    ["is it supposed to rain on saturday?", "I'd suggest a hike on Saturday."],
    ["ok that's right, thanks", 'Here.'],
  ])('"%s" is none', (text, prev) => {
    expect(detect(turn(text, prev)).kind).toBe('none');
  });
});

describe('a Japanese rule keeps what it takes out when a reason stands between', () => {
  it('"浅草は前回行ったので外してください" → "浅草は外してください。"', () => {
    expect(detect(turn('浅草は前回行ったので外してください', 'こちらが東京3日間の旅行プランです。1日目は浅草と上野を回ります。')).lesson).toBe('浅草は外してください。');
  });
  it('the reason alone is still dropped ("子連れなので、もっとゆっくりしたプランにしてください")', () => {
    expect(detect(turn('子連れなので、もっとゆっくりしたプランにしてください', 'こちらが3日間のプランです。')).lesson).toBe('もっとゆっくりしたプランにしてください。');
  });
});

describe('rounds zh84, gc66 (9 of 9 found before, one of them as frustration)', () => {
  it('"I can\'t stand quinoa" after a meal plan full of it is a correction, not frustration', () => {
    expect(detect(turn("I can't stand quinoa", "Here's a 7-day meal plan with lots of quinoa.")).kind).toBe('correction');
  });
});
