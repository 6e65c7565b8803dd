// The polarity suite: a rule must never say the opposite of what the user meant. Each case gives the user's words,
// the polarity the rule must have (or null: no rule at all), and for contrasts which side is wanted and which is not.
import { describe, expect, it } from 'vitest';
import { extractLesson } from './lesson';
import { detectLanguage } from './language';
import { detect } from './index';

interface Case {
  text: string;
  polarity: 'do' | 'dont' | null;
  /** Contrast: the wanted and the rejected side. */
  want?: string;
  not?: string;
  /** Words the rule must keep (its concrete subject). */
  keeps?: string[];
}

const EN_SUBJECTS = ['add comments to the code', 'use em dashes', 'change the tests', 'touch the database schema', 'invent API endpoints', 'write long introductions', 'use semicolons', 'mock the network layer', 'rename public functions', 'apologise in every answer', 'use bullet points', 'add emojis'];
const ING: Record<string, string> = { add: 'adding', use: 'using', change: 'changing', touch: 'touching', invent: 'inventing', write: 'writing', mock: 'mocking', rename: 'renaming', apologise: 'apologising' };
const ing = (s: string) => s.replace(/^(\w+)/, (v) => ING[v] ?? v);

const cases: Case[] = [];
for (const s of EN_SUBJECTS) {
  const obj = s.split(' ').slice(1).join(' ');
  const keeps = [obj.split(' ').pop()!];
  cases.push(
    { text: `Don't ${s}.`, polarity: 'dont', keeps },
    { text: `Please do not ${s}.`, polarity: 'dont', keeps },
    { text: `Never ${s}.`, polarity: 'dont', keeps },
    { text: `No, stop ${ing(s)}!`, polarity: 'dont', keeps },
    { text: `Avoid ${ing(s)} please`, polarity: 'dont', keeps },
    { text: `from now on don't ${s}`, polarity: 'dont', keeps },
    { text: `Why did you ${s}?`, polarity: null },
    { text: `Don't forget to ${s}.`, polarity: 'do', keeps },
  );
}

const PAIRS: [string, string][] = [
  ['pnpm', 'npm'], ['tabs', 'spaces'], ['REST', 'GraphQL'], ['British spelling', 'American spelling'], ['Postgres', 'MySQL'], ['async/await', 'callbacks'], ['metric units', 'imperial units'], ['single quotes', 'double quotes'],
];
for (const [a, b] of PAIRS) {
  cases.push(
    { text: `Use ${a}, not ${b}.`, polarity: 'do', want: a, not: b },
    { text: `use ${a} not ${b}`, polarity: 'do', want: a, not: b },
    { text: `No, I said ${a}, not ${b}.`, polarity: 'do', want: a, not: b },
    { text: `${a} instead of ${b} please`, polarity: 'do', want: a, not: b },
    { text: `Not ${b}, ${a}.`, polarity: 'do', want: a, not: b },
    { text: `not ${b} but ${a}`, polarity: 'do', want: a, not: b },
    { text: `Use ${a} rather than ${b}.`, polarity: 'do', want: a, not: b },
  );
}

cases.push(
  // Bans stated as noun phrases, double negatives, reminders.
  { text: 'No comments in the code please.', polarity: 'dont', keeps: ['comments'] },
  { text: 'No emojis.', polarity: 'dont', keeps: ['emojis'] },
  { text: 'No more placeholder code.', polarity: 'dont', keeps: ['placeholder'] },
  { text: 'No need to explain the basics.', polarity: 'dont', keeps: ['basics'] },
  { text: "Don't forget I'm vegan.", polarity: 'do', keeps: ['vegan'] },
  { text: 'Never forget that the API is read-only.', polarity: 'do', keeps: ['read-only'] },
  // A thing not to forget, without "that": "Remember the appendix …", never "Remember that the appendix …".
  { text: "don't forget the appendix next time", polarity: 'do', keeps: ['Remember the appendix next time.'] },
  { text: 'remember the changelog', polarity: 'do', keeps: ['Remember the changelog.'] },
  { text: 'rather than recursion, use a loop, the input can be huge', polarity: 'do', want: 'a loop', not: 'recursion' },
  // What the user lets stand is no rule, and never a ban ("I don't mind Celsius."): the ask after it is.
  { text: "I don't mind Celsius but add Fahrenheit in brackets", polarity: 'do', keeps: ['Add Fahrenheit in brackets.'] },
  { text: 'Always answer in British English.', polarity: 'do', keeps: ['British'] },
  { text: "Don't answer in Spanish.", polarity: 'dont', keeps: ['Spanish'] },
  { text: 'Please answer in German from now on.', polarity: 'do', keeps: ['German'] },
  { text: 'Keep answers short.', polarity: 'do', keeps: ['short'] },
  { text: 'Always include type hints.', polarity: 'do', keeps: ['type hints'] },
  { text: 'Always do that.', polarity: null },
  { text: 'Yes, always do that', polarity: null },
  { text: 'Stop it.', polarity: null },
  { text: "Don't worry about performance.", polarity: null },
  // Questions and statements are not rules.
  { text: "Don't you think that's risky?", polarity: null },
  { text: 'Is it not better to use pnpm?', polarity: null },
  { text: "Shouldn't we use REST here?", polarity: null },
  { text: 'Why is the sky blue?', polarity: null },
  { text: 'It is not working.', polarity: null },
  { text: 'This is not what I asked.', polarity: null },
  { text: 'I do not have access to the server.', polarity: null },
  { text: 'Thanks, that works!', polarity: null },
  { text: 'No problem, thanks.', polarity: null },
  { text: 'No worries.', polarity: null },
  // Not rules: states, error messages, the user's own plans, a verb with only a pronoun, cut-off sentences.
  { text: 'No improvement.', polarity: null },
  { text: 'No function clause matching in CozyCheckoutWeb.OrderLive.handle_event/3', polarity: null },
  { text: 'key :product_name not found in: %{}', polarity: null },
  { text: 'Finish it.', polarity: null },
  { text: 'Let me make sure you actually understand what you are doing.', polarity: null },
  { text: 'The error you should be seeing right now is:', polarity: null },
  { text: 'No a prank device.', polarity: null },
  // Whole rules that end on a word a cut-off sentence also ends on.
  { text: 'Leave the code as is.', polarity: 'do', keeps: ['as is'] },
  { text: 'Keep users logged in.', polarity: 'do', keeps: ['logged in'] },
  { text: 'Leave the debug flag on.', polarity: 'do', keeps: ['flag on'] },
  { text: 'Never let the dev server die.', polarity: 'dont', keeps: ['die'] },
  { text: 'Only change files when I ask you to.', polarity: 'do', keeps: ['ask you to'] },
  // A list item's marker is layout: the rule is the item.
  { text: '- NEVER fetch data inside screen components\n- ALWAYS use custom hooks', polarity: 'dont', keeps: ['fetch data inside screen components'] },
  { text: '2. Use pnpm, not npm.', polarity: 'do', want: 'pnpm', not: 'npm' },
  // The user's own verb becomes the rule's; an identifier keeps its case.
  { text: 'No, I use the exported axiosInstance everywhere, not axios.', polarity: 'do', want: 'axiosInstance', not: 'axios' },
  { text: 'startServer should export a function, not run at import.', polarity: 'do', want: 'startServer', not: 'run at import', keeps: ['startServer should'] },
  // Chinese.
  { text: '不要用英文回答', polarity: 'dont', keeps: ['英文'] },
  { text: '不要用英文回答，请用中文。', polarity: 'dont', keeps: ['英文'] },
  { text: '谁让你删 JWT 的？移动端还要用，恢复回去', polarity: 'dont', keeps: ['不要删 JWT'] },
  { text: '谁让你重构了？改回去', polarity: 'dont', keeps: ['不要重构。'] },
  { text: '我让你改数据库', polarity: null },
  { text: '请用中文回答', polarity: 'do', keeps: ['中文'] },
  { text: '以后都用中文回答', polarity: 'do', keeps: ['中文'] },
  { text: '不要修改测试文件', polarity: 'dont', keeps: ['测试'] },
  { text: '别加注释', polarity: 'dont', keeps: ['注释'] },
  { text: '请不要生成额外的md文档', polarity: 'dont', keeps: ['md'] },
  { text: '不需要写那么多解释', polarity: 'dont', keeps: ['解释'] },
  { text: '不对，应该用 REST 接口，而不是 GraphQL', polarity: 'do', want: 'REST', not: 'GraphQL' },
  { text: '不是删除我的环境，而是删除新下载的包', polarity: 'do', want: '新下载的包', not: '删除我的环境' },
  { text: '用 pnpm，不要用 npm', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: '不要用 npm，用 pnpm', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: '以后每次都先写测试', polarity: 'do', keeps: ['测试'] },
  { text: '又错了！怎么还是不对？', polarity: null },
  { text: '为什么用 npm？', polarity: null },
  { text: '还是不行', polarity: null },
  { text: '对，以后都这样', polarity: null },
  { text: '不要这样', polarity: null },
  { text: '不能拖拽了。', polarity: null },
  { text: '应该是这样的。', polarity: null },
  { text: '你不要给我搞得非常复杂，尽快能用。', polarity: 'dont', keeps: ['复杂'] },
  { text: '提取的时候不要提取代码块里面的。', polarity: 'dont', keeps: ['提取的时候', '代码块'] },
  // Spanish, Portuguese, German, French, Japanese: the common forms.
  { text: 'No uses npm, usa pnpm.', polarity: 'dont', keeps: ['npm'] },
  { text: 'Usa pnpm, no npm.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'No veo la opción.', polarity: null },
  { text: 'Usa pnpm, no npm, por favor.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'Verwende pnpm, nicht npm, bitte.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'No GraphQL, sino REST.', polarity: 'do', want: 'REST', not: 'GraphQL' },
  { text: 'Usa tabs en lugar de espacios.', polarity: 'do', want: 'tabs', not: 'espacios' },
  { text: 'Responde en español, por favor.', polarity: 'do', keeps: ['español'] },
  { text: 'Nunca cambies los tests.', polarity: 'dont', keeps: ['tests'] },
  { text: '¿Por qué usaste npm?', polarity: null },
  { text: 'Não use comentários no código.', polarity: 'dont', keeps: ['comentários'] },
  { text: 'Use pnpm, não npm.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'Use REST em vez de GraphQL.', polarity: 'do', want: 'REST', not: 'GraphQL' },
  { text: 'Responda em português.', polarity: 'do', keeps: ['português'] },
  { text: 'Verwende pnpm, nicht npm.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'Nicht GraphQL, sondern REST.', polarity: 'do', want: 'REST', not: 'GraphQL' },
  { text: 'Benutze keine Kommentare im Code.', polarity: 'dont', keeps: ['Kommentare'] },
  { text: 'Verwende Tabs statt Leerzeichen.', polarity: 'do', want: 'Tabs', not: 'Leerzeichen' },
  { text: 'Antworte bitte auf Deutsch.', polarity: 'do', keeps: ['Deutsch'] },
  { text: 'Warum hast du npm benutzt?', polarity: null },
  { text: "N'utilise pas npm, utilise pnpm.", polarity: 'dont', keeps: ['npm'] },
  { text: 'Utilise pnpm, pas npm.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'Pas GraphQL mais REST.', polarity: 'do', want: 'REST', not: 'GraphQL' },
  { text: 'Réponds en français.', polarity: 'do', keeps: ['français'] },
  { text: 'Pourquoi as-tu utilisé npm ?', polarity: null },
  { text: 'コメントを追加しないでください。', polarity: 'dont', keeps: ['コメント'] },
  { text: 'npmではなくpnpmを使ってください。', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: '日本語で答えてください。', polarity: 'do', keeps: ['日本語'] },
  { text: 'なぜnpmを使ったのですか？', polarity: null },
  { text: 'いえ、header.jsの内容は必要です。', polarity: 'do', keeps: ['header.jsの内容は必要です。'] },
  { text: '答えを数値だけで出力して', polarity: 'do', keeps: ['数値'] },
  { text: '要約せずにファイルの内容をそのままプッシュしてください。', polarity: 'do', keeps: ['要約'] },
  // Russian.
  { text: 'Используй pnpm, а не npm.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'Нет, не GraphQL, а REST.', polarity: 'do', want: 'REST', not: 'GraphQL' },
  { text: 'Используй табы вместо пробелов.', polarity: 'do', want: 'табы', not: 'пробелов' },
  { text: 'Не добавляй комментарии в код.', polarity: 'dont', keeps: ['комментарии'] },
  { text: 'Никогда не меняй тесты.', polarity: 'dont', keeps: ['тесты'] },
  { text: 'Перестань извиняться в каждом ответе.', polarity: 'dont', keeps: ['извиняться'] },
  { text: 'Отвечай на русском, пожалуйста.', polarity: 'do', keeps: ['русском'] },
  { text: 'Не отвечай на английском.', polarity: 'dont', keeps: ['английском'] },
  { text: 'Почему ты использовал npm?', polarity: null },
  { text: 'Всё ещё не работает.', polarity: null },
  { text: 'Спасибо, всё работает!', polarity: null },
  { text: 'Да, так и делай.', polarity: null },
  // Polish: "No, …" is "well, …"; "Nie, …" is "no, …".
  { text: 'Użyj pnpm, a nie npm.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'Nie npm, tylko pnpm.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'Użyj tabulatorów zamiast spacji.', polarity: 'do', want: 'tabulatorów', not: 'spacji' },
  { text: 'Nie dodawaj komentarzy do kodu.', polarity: 'dont', keeps: ['komentarzy'] },
  { text: 'Nigdy nie zmieniaj testów.', polarity: 'dont', keeps: ['testów'] },
  { text: 'Przestań przepraszać w każdej odpowiedzi.', polarity: 'dont', keeps: ['przepraszać'] },
  { text: 'Nie, nie dodawaj nic o miłości.', polarity: 'dont', keeps: ['miłości'] },
  { text: 'Zawsze odpowiadaj po polsku.', polarity: 'do', keeps: ['polsku'] },
  { text: 'Nie odpowiadaj po angielsku.', polarity: 'dont', keeps: ['angielsku'] },
  { text: 'Dlaczego użyłeś npm?', polarity: null },
  { text: 'Nadal nie działa.', polarity: null },
  { text: 'No dobrze, to teraz zrób mi opis na Facebooka.', polarity: null },
  { text: 'No tak, ale nie wiem, co o tym myśleć.', polarity: null },
  { text: 'Dzięki, działa!', polarity: null },
  // The negation after the object (German, Dutch) and without "ne" (spoken French).
  { text: 'Ändere die Tests nicht.', polarity: 'dont', keeps: ['Tests'] },
  { text: 'Lösche die Datei nicht!', polarity: 'dont', keeps: ['Datei'] },
  { text: 'Change pas les tests.', polarity: 'dont', keeps: ['tests'] },
  { text: "C'est pas mal.", polarity: null },
  { text: 'Touche jamais au fichier de config.', polarity: 'dont', keeps: ['config'] },
  { text: 'Fetch, pas jQuery.', polarity: 'do', want: 'Fetch', not: 'jQuery' },
  // German: what must go ("lass … weg", "hör auf", "keine … mehr"), and "du sollst nicht X, sondern Y" said in the
  // infinitive German uses for instructions.
  { text: 'Lass bitte die Emojis weg.', polarity: 'dont', keeps: ['Emojis'] },
  { text: 'Hör auf, dich ständig zu entschuldigen.', polarity: 'dont', keeps: ['entschuldigen'] },
  { text: 'Keine Tabellen mehr, bitte.', polarity: 'dont', keeps: ['Tabellen'] },
  { text: 'Du sollst nicht die Tests ändern, sondern den Code reparieren!', polarity: 'do', want: 'Code reparieren', not: 'Tests ändern' },
  { text: 'Du sollst keine neuen Dateien anlegen.', polarity: 'dont', keeps: ['Dateien anlegen'] },
  { text: 'Du musst immer zuerst die Tests laufen lassen.', polarity: 'do', keeps: ['Tests'] },
  // The language alone is a request for it; negated, it refuses that one.
  { text: 'Schon wieder auf Englisch. Ich hab doch gesagt, auf Deutsch!', polarity: 'do', keeps: ['Deutsch'] },
  { text: 'en español por favor', polarity: 'do', keeps: ['español'] },
  { text: 'No, en inglés no, en español.', polarity: 'do', keeps: ['español'] },
  { text: "en français s'il te plaît", polarity: 'do', keeps: ['français'] },
  { text: 'Em português, por favor.', polarity: 'do', keeps: ['português'] },
  { text: 'In italiano per favore.', polarity: 'do', keeps: ['italiano'] },
  { text: 'En español, ¿cómo se dice gato?', polarity: null },
  // French and Russian bans, and "il faut / il ne faut pas" said as the instruction.
  { text: 'Arrête avec les emojis.', polarity: 'dont', keeps: ['emojis'] },
  { text: 'Il ne faut pas modifier les tests.', polarity: 'dont', keeps: ['tests'] },
  { text: 'Il faut toujours utiliser TypeScript.', polarity: 'do', keeps: ['TypeScript'] },
  { text: 'без комментариев в коде, пожалуйста', polarity: 'dont', keeps: ['комментариев'] },
  { text: 'Никакого jQuery, только чистый JS.', polarity: 'dont', keeps: ['jQuery'] },
  { text: 'Я просил 10 идей, а не 5.', polarity: 'do', want: '10 идей', not: '5' },
  // A fact or a need said back is not a thing to use ("Используй это Достоевский …" had been the rule).
  { text: 'это Достоевский, а не Толстой', polarity: 'do', want: 'Достоевский', not: 'Толстой', keeps: ['Это Достоевский, а не Толстой.'] },
  { text: 'мне нужно на 2 человека, а не на 8', polarity: 'do', want: 'на 2 человека', not: 'на 8', keeps: ['Мне нужно на 2 человека, а не на 8.'] },
  // The same in the Latin languages: a need keeps its verb, and a copula opening a contrast states a fact, not a question.
  { text: 'lo necesito para 2 personas, no para 8', polarity: 'do', want: 'para 2 personas', not: 'para 8', keeps: ['Lo necesito para 2 personas, no para 8.'] },
  { text: 'mi serve per 2 persone, non per 8', polarity: 'do', want: 'per 2 persone', not: 'per 8', keeps: ['Mi serve per 2 persone, non per 8.'] },
  { text: 'es de Dostoievski, no de Tolstói', polarity: 'do', want: 'Dostoievski', not: 'Tolstói', keeps: ['Es de Dostoievski, no de Tolstói.'] },
  // Italian bans and "non devi", and a length limit said in Japanese.
  { text: 'Basta con le emoji.', polarity: 'dont', keeps: ['emoji'] },
  { text: 'Niente jQuery, solo JavaScript puro.', polarity: 'dont', keeps: ['jQuery'] },
  { text: 'Non devi cambiare i test.', polarity: 'dont', keeps: ['test'] },
  { text: 'Ti avevo chiesto 10 idee, non 5.', polarity: 'do', want: '10 idee', not: '5' },
  { text: '3文以内でまとめて。', polarity: 'do', keeps: ['3文以内'] },
  // Spanish and Portuguese: what must go, "no tienes que / não é pra" and the infinitive, and a refusal of an offer.
  { text: 'sin comentarios en el código porfa', polarity: 'dont', keeps: ['comentarios'] },
  { text: 'Ya basta de emojis.', polarity: 'dont', keeps: ['emojis'] },
  { text: 'Para com os emojis.', polarity: 'dont', keeps: ['emojis'] },
  { text: 'No tienes que cambiar los tests.', polarity: 'dont', keeps: ['tests'] },
  { text: 'Não é pra mudar os testes.', polarity: 'dont', keeps: ['testes'] },
  { text: 'No, no hace falta, gracias.', polarity: null },
  { text: 'Enough with the emojis.', polarity: 'dont', keeps: ['emojis'] },
  { text: '이모지 좀 그만 쓰세요.', polarity: 'dont', keeps: ['이모지'] },
  { text: '¿Puedes dejar de pedir perdón todo el tiempo?', polarity: 'dont', keeps: ['pedir perdón'] },
  { text: 'Kannst du aufhören, dich ständig zu entschuldigen?', polarity: 'dont', keeps: ['entschuldigen'] },
  { text: "Tu peux arrêter de t'excuser tout le temps ?", polarity: 'dont', keeps: ["t'excuser"] },
  { text: 'Puoi smettere di scusarti?', polarity: 'dont', keeps: ['scusarti'] },
  { text: 'Pode parar de repetir a pergunta?', polarity: 'dont', keeps: ['repetir'] },
  { text: 'Ich wollte eine Zusammenfassung, keine Übersetzung.', polarity: 'do', want: 'Zusammenfassung', not: 'Übersetzung' },
  { text: '你能不能别老是道歉？', polarity: 'dont', keeps: ['道歉'] },
  { text: '我不是要翻译，我要的是总结。', polarity: 'do', want: '总结', not: '翻译' },
  { text: 'Можешь перестать постоянно извиняться?', polarity: 'dont', keeps: ['извиняться'] },
  { text: 'いちいち謝るのやめてもらえますか？', polarity: 'dont', keeps: ['謝る'] },
  { text: '매번 사과 좀 그만하면 안 돼요?', polarity: 'dont', keeps: ['사과'] },
  { text: 'Kun je stoppen met steeds sorry zeggen?', polarity: 'dont', keeps: ['sorry'] },
  { text: 'Bisa berhenti minta maaf terus nggak?', polarity: 'dont', keeps: ['minta maaf'] },
  { text: "Geen emoji's meer, graag.", polarity: 'dont', keeps: ["emoji's"] },
  { text: 'Ik wilde een samenvatting, geen vertaling.', polarity: 'do', want: 'samenvatting', not: 'vertaling' },
  { text: "You're not supposed to change the tests.", polarity: 'dont', keeps: ['tests'] },
  { text: 'I asked for 10 ideas, not 5.', polarity: 'do', want: '10 ideas', not: '5' },
  // Dutch.
  { text: 'Nee, gebruik pnpm, niet npm.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'Niet Python, maar TypeScript.', polarity: 'do', want: 'TypeScript', not: 'Python' },
  { text: 'Gebruik tabs in plaats van spaties.', polarity: 'do', want: 'tabs', not: 'spaties' },
  { text: "Gebruik geen emoji's in je antwoorden.", polarity: 'dont', keeps: ["emoji's"] },
  { text: 'Voeg nooit commentaar toe aan de code.', polarity: 'dont', keeps: ['commentaar'] },
  { text: 'Verander de tests niet.', polarity: 'dont', keeps: ['tests'] },
  { text: 'Antwoord altijd in het Nederlands.', polarity: 'do', keeps: ['Nederlands'] },
  { text: 'Waarom gebruik je npm?', polarity: null },
  { text: 'Het werkt nog steeds niet.', polarity: null },
  { text: 'Bedankt, het werkt nu!', polarity: null },
  // Indonesian.
  { text: 'Bukan npm, tapi pnpm.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'Pakai pnpm, bukan npm.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'Pakai tab daripada spasi.', polarity: 'do', want: 'tab', not: 'spasi' },
  { text: 'Jangan pakai emoji di jawabanmu.', polarity: 'dont', keeps: ['emoji'] },
  { text: 'Jangan ubah file test.', polarity: 'dont', keeps: ['test'] },
  { text: 'Tolong jawab pakai bahasa Indonesia.', polarity: 'do', keeps: ['Indonesia'] },
  { text: 'Kenapa kamu pakai npm?', polarity: null },
  { text: 'Masih tidak bisa.', polarity: null },
  { text: 'Terima kasih, sudah bisa!', polarity: null },
  // Turkish: the verb comes last, and "don't" is inside it (kullan → kullanma).
  { text: 'npm yerine pnpm kullan.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'Python değil, TypeScript kullan.', polarity: 'do', want: 'TypeScript', not: 'Python' },
  { text: 'Python değil, TypeScript istiyorum.', polarity: 'do', want: 'TypeScript', not: 'Python', keeps: ['TypeScript istiyorum, Python değil.'] },
  { text: 'İngilizce değil, Türkçe yaz.', polarity: 'do', keeps: ['Türkçe'] },
  { text: 'Emoji kullanma.', polarity: 'dont', keeps: ['Emoji'] },
  { text: 'Testleri değiştirme.', polarity: 'dont', keeps: ['Testleri'] },
  { text: 'Neden npm kullanıyorsun?', polarity: null },
  { text: 'Hâlâ çalışmıyor.', polarity: null },
  { text: 'Teşekkürler, çalıştı!', polarity: null },
  // Vietnamese.
  { text: 'Dùng pnpm, không phải npm.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'Không phải Python mà là TypeScript.', polarity: 'do', want: 'TypeScript', not: 'Python' },
  { text: 'Dùng tab thay vì dấu cách.', polarity: 'do', want: 'tab', not: 'dấu cách' },
  { text: 'Đừng dùng emoji trong câu trả lời.', polarity: 'dont', keeps: ['emoji'] },
  { text: 'Đừng sửa file test.', polarity: 'dont', keeps: ['test'] },
  { text: 'Luôn trả lời bằng tiếng Việt.', polarity: 'do', keeps: ['tiếng Việt'] },
  { text: 'Tại sao bạn dùng npm?', polarity: null },
  { text: 'Vẫn không được.', polarity: null },
  { text: 'Cảm ơn, chạy được rồi!', polarity: null },
  // Go-aheads, doubts, pointers and reproaches are not rules; the rule after them is.
  { text: 'Start implementation\n\nuse uv instead of python', polarity: 'do', want: 'uv', not: 'python' },
  { text: 'Continue, use tabs instead of spaces.', polarity: 'do', want: 'tabs', not: 'spaces' },
  { text: "Not sure I understand the flow, but let's continue.", polarity: null },
  { text: 'Go ahead and use pnpm.', polarity: 'do', keeps: ['pnpm'] },
  { text: 'No, stop, we changed how the bot handles formatting.', polarity: null },
  { text: 'Change that to the following.', polarity: null },
  { text: 'Proceed with the next step.', polarity: null },
  { text: '不是说好了断网后要自动暂停的嘛', polarity: null },
  { text: '不是已经改过了吗，怎么还报错', polarity: null },
  // A softened imperative ("…吧") is still the contrast it states.
  { text: '用pnpm，不要用npm吧', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: '不要用npm，用pnpm吧', polarity: 'do', want: 'pnpm', not: 'npm' },
  // A word that names a property of every JavaScript object is not a language.
  { text: 'Answer in constructor.', polarity: 'do', keeps: ['constructor'] },
  { text: 'Always reply in toString', polarity: 'do', keeps: ['toString'] },
  // Asides, interjections, nouns and code are not the rule.
  { text: '不要用animator，用actor,我之前说错了', polarity: 'do', want: 'actor', not: 'animator' },
  { text: '用户体验是好了，但是暂停的原因是不是都变成手动触发的了？', polarity: null },
  { text: '下载速度不对。一直是0', polarity: null },
  { text: '不是啊，现在路线管理也404了', polarity: null },
  { text: 'quiero que el modal se vea así: en cuanto a estructura, no colores', polarity: 'do', want: 'estructura', not: 'colores' },
  { text: 'always @(iL or vc or Vg) begin', polarity: null },
  { text: "Don't use `==`, use `===`.", polarity: 'dont', keeps: ['`==`'] },
  { text: "I don't want to delete the .specstory files yet", polarity: 'dont', keeps: ['.specstory'] },
  { text: "I didn't want you to change the tests.", polarity: 'dont', keeps: ['tests'] },
  { text: "I don't want to be rude, but this is wrong", polarity: null },
  { text: "I don't like the bold", polarity: 'dont', keeps: ['bold'] },
  { text: '现在不能滚动了', polarity: null },
  { text: 'It should be (it will be empty if not needed to inject).', polarity: null },
  { text: 'From now on, never add comments to the code, understood?', polarity: 'dont', keeps: ['comments'] },
  { text: '以后都用中文回答，好吗？', polarity: 'do', keeps: ['中文'] },
  { text: '不是，用pnpm，不要用npm', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: '不是，我为什么要这么做？', polarity: null },
  { text: '用中文再次回答我', polarity: 'do', keeps: ['中文'] },
  { text: '用中文在给我解释一遍', polarity: 'do', keeps: ['中文'] },
  { text: 'Is this OK?', polarity: null },
  { text: 'Are you sure this is right?', polarity: null },
  { text: 'Is it OK to use tabs?', polarity: null },
  { text: 'Can you make it shorter, okay?', polarity: 'do', keeps: ['shorter'] },
  { text: 'No ahy ningun dialogo creandose', polarity: null },
  { text: 'No brilho da roupa dele quero iluminação clara', polarity: null },
  { text: 'No meio termo.', polarity: null },
  { text: 'Não use npm, e sim pnpm.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'Não dê prioridade ao poema.', polarity: 'dont', keeps: ['poema'] },
  { text: 'the svg is not showing up also make the banner image centered at the bottom', polarity: 'do', keeps: ['banner'] },
  { text: 'the build is slow and then it crashes', polarity: null },
  { text: 'Fine, ignore that and never add comments to the code.', polarity: 'dont', keeps: ['comments'] },
  { text: '侧边栏不能滚动', polarity: 'dont', keeps: ['滚动'] },
  { text: "I don't like it.", polarity: null },
  { text: "I don't like the ending, make it happier.", polarity: 'do', keeps: ['happier'] },
  { text: "I'm not planning on using plausible. I want to set up Posthog for analytics instead.", polarity: 'do', keeps: ['Posthog'] },
  { text: 'I want to understand how the cache works.', polarity: null },
  { text: 'I think that when running from another project, we should refer to the node_modules of this one, not theirs.', polarity: 'do', want: 'node_modules of this one', not: 'theirs' },
  { text: 'Search results are empty.', polarity: null },
  { text: 'Display shows nothing after the update.', polarity: null },
  { text: 'i meant to say is find all those components from australia', polarity: 'do', keeps: ['australia'] },
  { text: "i'm not finding this setting easily. Are you sure it exists?", polarity: null },
  { text: 'For the on-screen controls instead of the four arrows, can we make a joystick?', polarity: null },
  { text: 'okay and how is this working?! it should be like that right', polarity: null },
  { text: 'Use tabs instead of spaces, can you?', polarity: 'do', want: 'tabs', not: 'spaces' },
  // Chinese: a named subject and what it should (not) do; a clause the user asked for.
  { text: '目录错了，server应该和front同层级', polarity: 'do', keeps: ['server'] },
  { text: '现在有问题，domain reload不应该刷新这个窗口', polarity: 'dont', keeps: ['刷新'] },
  { text: '我需要你复制一份文件，在复制的文件上进行修改', polarity: 'do', keeps: ['复制'] },
  { text: '我希望你不要使用 document.querySelector', polarity: 'dont', keeps: ['document.querySelector'] },
  { text: '这样应该可以', polarity: null },
  { text: "The header shouldn't scroll with the page.", polarity: 'dont', keeps: ['header'] },
  { text: 'This endpoint can only be called by admins.', polarity: 'do', keeps: ['admins'] },
  { text: "it can't find the module", polarity: null },
  // "Sigue" is "follow" and "still"; "suis" is "follow" and "I am".
  { text: 'sigue sin funcionar', polarity: null },
  { text: 'Sigue las instrucciones del README.', polarity: 'do', keeps: ['README'] },
  { text: 'suis toujours bloqué', polarity: null },
  // Reports that look like rules: a noun that is also a verb, "still nothing", what a tool does instead.
  { text: 'build fails', polarity: null },
  { text: 'toujours rien', polarity: null },
  { text: 'docker compose pull is doing this instead of fetching the image', polarity: null },
  // "Still not …" reports what is missing; with the lead dropped it read as a refused side ("Use …, not showing …").
  { text: 'nope still not showing background content, i want clear opacity with some blur only', polarity: null },
  { text: 'still not npm, use pnpm', polarity: 'do', keeps: ['pnpm'] },
  { text: 'It appears, not doing what I asked.', polarity: null },
  { text: 'no tej used persuasion science, how can i do the same?', polarity: null },
  { text: 'Toujours répondre en français.', polarity: 'do', keeps: ['français'] },
  { text: '我应该怎么做', polarity: null },
  // A rule about a thing of several words; the user's own guesses and reports are none.
  { text: 'Youtube captions should be 3-5 words.', polarity: 'do', keeps: ['captions', '3-5 words'] },
  { text: 'The closing heredoc delimiter should never be indented.', polarity: 'dont', keeps: ['delimiter', 'indented'] },
  { text: 'There should be no comments in the code.', polarity: 'dont', keeps: ['comments'] },
  { text: 'The status bar should have been white.', polarity: 'do', keeps: ['should be white'] },
  { text: 'I think it should be fine now.', polarity: null },
  { text: 'Maybe the buttons should be in the footer?', polarity: null },
  { text: 'All the tests should pass now.', polarity: null },
  { text: "Track changes don't show.", polarity: null },
  { text: 'Reset button does nothing.', polarity: null },
  { text: 'Eliminate the pre tag and set a monospace font instead.', polarity: 'do', keeps: ['pre tag', 'monospace'] },
  { text: 'please ignore the examples for now', polarity: 'do', keeps: ['examples'] },
  // The part that says when the rule holds stays with it.
  { text: 'When you cannot identify a movie, write unknown.', polarity: 'do', keeps: ['When you cannot identify a movie', 'unknown'] },
  { text: "For the API docs, don't add comments.", polarity: 'dont', keeps: ['For the API docs', 'comments'] },
  { text: 'For the frontend, API keys must never be in the code.', polarity: 'dont', keeps: ['For the frontend, API keys'] },
  // "No" before a verb or a question word is no ban; swearing is no part of a rule.
  { text: 'No had to be together.', polarity: null },
  { text: 'No which of the three authors.', polarity: null },
  { text: 'Use the UI components I fucking want, not custom ones.', polarity: 'do', keeps: ['UI components I want'] },
  { text: 'Please remember that for your instructions.', polarity: null },
  { text: "We don't need to commit anything yet.", polarity: 'dont', keeps: ['commit'] },
  { text: 'update 1: instead of coloring borders, color each node', polarity: 'do', want: 'each node', not: 'coloring borders' },
  { text: 'Color is wrong.', polarity: null },
  { text: "we don't use axios here", polarity: 'dont', keeps: ['axios'] },
  { text: 'just give me the code', polarity: 'do', keeps: ['Only give the code'] },
  { text: 'shorter answers please', polarity: 'do', keeps: ['shorter'] },
  { text: 'we use pnpm in this repo', polarity: 'do', keeps: ['pnpm', 'this repo'] },
  { text: 'do we use axios here?', polarity: null },
  // Chinese: removal and keeping as imperatives, the user's own "我不需要 / 我只需要", and reports of what was done.
  { text: '移除change参数', polarity: 'do', keeps: ['change'] },
  { text: '我不需要 emoji 和中文说明，需要英文的', polarity: 'dont', keeps: ['emoji'] },
  { text: '我只需要在这里使用 innerHTML', polarity: 'do', keeps: ['innerHTML'] },
  { text: '删除那些就可以', polarity: null },
  { text: '我不需要了', polarity: null },
  { text: '删除了旧的文件', polarity: null },
  { text: '我们这里不用axios', polarity: 'dont', keeps: ['axios'] },
  { text: '我们项目里用pnpm', polarity: 'do', keeps: ['pnpm'] },
  { text: '请解释一下这个函数', polarity: null },
  // A third blind probe set: courtesy and a reason are no part of a rule, a pronoun names no subject, and a topic
  // before 用 stays with its contrast.
  { text: 'Not in markdown please, plain text.', polarity: 'do', want: 'plain text', not: 'markdown', keeps: ['Use plain text, not markdown.'] },
  // (What the user wanted keeps the user's verb, as in Spanish and German: "Quería un resumen, no una traducción.")
  { text: 'Non, je voulais une liste, pas un tableau.', polarity: 'do', want: 'une liste', not: 'un tableau', keeps: ['Je voulais une liste, pas un tableau.'] },
  { text: 'Can you write it in a more neutral tone, it sounds biased.', polarity: 'do', keeps: ['Write it in a more neutral tone.'] },
  { text: '单位用公斤，不要用磅。', polarity: 'do', want: '公斤', not: '磅', keeps: ['单位用公斤，不要用磅。'] },
  // The only place allowed and the one refused keep their subject ("绝对不能写在代码里。" alone had lost "密钥").
  { text: '密钥只能放 .env，绝对不能写在代码里', polarity: 'do', want: '.env', not: '写在代码里', keeps: ['密钥只能放 .env'] },
  { text: '图片只能放 public 目录，不要放 src', polarity: 'do', want: 'public', not: 'src', keeps: ['图片只能放 public 目录'] },
  // "Leave it" calls a step off: it is no side to use ("Deixa, não precisa enviar." had read "deixa" as the wanted side).
  { text: 'deixa, não precisa enviar. só resolva o problema do login', polarity: null },
  { text: "laisse, pas besoin de l'envoyer. corrige juste le login", polarity: null },
  { text: '太啰嗦了，简洁一点。', polarity: 'do', keeps: ['简洁一点。'] },
  // What the user has done or knows is the reason for a rule, not part of it; the team's way of working is the rule.
  { text: 'Stop running the dev server, I already have it running in another terminal.', polarity: 'dont', keeps: ['Stop running the dev server.'] },
  { text: "Don't run npm install again, the dependencies are already installed.", polarity: 'dont', keeps: ["Don't run npm install again."] },
  { text: "Never commit directly, I'll review the diff first.", polarity: 'dont', keeps: ['Never commit directly.'] },
  { text: "Don't add try/catch everywhere, let errors bubble up.", polarity: 'dont', keeps: ['let errors bubble up'] },
  { text: 'Wrong branch. We work on develop, not main.', polarity: 'do', want: 'develop', not: 'main', keeps: ['Work on develop, not main.'] },
  { text: 'We deploy to Vercel, not Netlify.', polarity: 'do', want: 'Vercel', not: 'Netlify', keeps: ['Deploy to Vercel, not Netlify.'] },
  // Italian: its own file now.
  { text: 'Non usare emoji.', polarity: 'dont', keeps: ['emoji'] },
  { text: 'Usa TypeScript, non JavaScript.', polarity: 'do', want: 'TypeScript', not: 'JavaScript' },
  { text: 'Non la versione 2, ma la versione 3.', polarity: 'do', want: 'la versione 3', not: 'la versione 2' },
  { text: 'Usa pnpm invece di npm.', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'Perché non usare pnpm?', polarity: null },
  // English "X, no Y" is never read as Spanish or Italian ("Usa Keep it short, no emojis.").
  { text: 'Keep it short, no emojis.', polarity: 'dont', keeps: ['Keep it short, no emojis.'] },
  { text: 'Write tests, no mocks.', polarity: 'dont', keeps: ['Write tests, no mocks.'] },
  { text: 'Fix the bug, non urgent', polarity: 'do', keeps: ['Fix the bug'] },
  { text: 'Just code, no explanation', polarity: 'dont', keeps: ['Only code, no explanation.'] },
  { text: 'just the code next time, no explanation after it', polarity: 'dont', keeps: ['Only the code next time, no explanation after it.'] },
  { text: 'just code please', polarity: 'do', keeps: ['Only code.'] },
  { text: 'Short answers, no intro.', polarity: 'dont', keeps: ['Short answers, no intro.'] },
  { text: 'Bullet points, no fluff', polarity: 'dont', keeps: ['Bullet points, no fluff.'] },
  { text: 'Great, no more changes', polarity: 'dont', keeps: ['No more changes.'] },
  // Korean: its own file now.
  { text: '이모지 쓰지 마세요.', polarity: 'dont', keeps: ['이모지'] },
  { text: 'npm 말고 pnpm 써 주세요.', polarity: 'do', want: 'pnpm', not: 'npm', keeps: ['npm 말고 pnpm 써 주세요.'] },
  { text: '내가 말했잖아, var 쓰지 말라고.', polarity: 'dont', keeps: ['var 쓰지 마세요.'] },
  { text: '왜 var를 썼어?', polarity: null },
  // A pronoun reads what the sentence before named; taking back what the assistant did is a ban on doing it.
  { text: 'You hardcoded the API key. Move it to the .env file.', polarity: 'do', keeps: ['Move the API key to the .env file.'] },
  { text: 'Why did you remove the header? Put it back.', polarity: 'dont', keeps: ["Don't remove the header."] },
  { text: 'You deleted the migration file, I needed that. Restore it.', polarity: 'dont', keeps: ["Don't delete the migration file."] },
  { text: 'you removed my comments!! put them back', polarity: 'dont', keeps: ["Don't remove the comments."] },
  { text: 'You used var. Replace it with const.', polarity: 'do', keeps: ['Replace var with const.'] },
  { text: 'Great. Now deploy it to staging.', polarity: null },
  // The answer named as a noun is asked for with the verb; a refused wish two words back still refuses.
  { text: 'No, te pedí la respuesta en español.', polarity: 'do', keeps: ['Responde en español.'] },
  { text: 'Voglio la risposta in italiano', polarity: 'do', keeps: ['Rispondi in italiano.'] },
  { text: 'No quiero la respuesta en inglés', polarity: 'dont', keeps: ['No quiero la respuesta en inglés.'] },
  { text: 'Não quero a resposta em inglês', polarity: 'dont', keeps: ['inglês'] },
  // "I don't want X" refuses X.
  { text: "I don't want emojis", polarity: 'dont', keeps: ['No emojis.'] },
  { text: 'I never want bullet points', polarity: 'dont', keeps: ['No bullet points.'] },
  { text: "I don't need an explanation", polarity: 'dont', keeps: ['No explanation.'] },
  { text: "I don't need help with this", polarity: null },
  { text: '我不想要英文回答', polarity: 'dont', keeps: ['英文'] },
  // A shouted rule is written in sentence case, its acronyms kept.
  { text: 'STOP ADDING COMMENTS', polarity: 'dont', keeps: ['Stop adding comments.'] },
  { text: 'I SAID USE PNPM NOT NPM', polarity: 'do', want: 'pnpm', not: 'npm', keeps: ['Use pnpm, not npm.'] },
  { text: 'DONT CALL THE API TWICE', polarity: 'dont', keeps: ["Don't call the API twice."] },
  // Where a thing belongs, and what it should do, are statements: no "Use" before them.
  { text: 'no, the dark mode switch belongs in the header, not the settings page', polarity: 'do', want: 'header', not: 'settings page', keeps: ['The dark mode switch belongs in the header, not the settings page.'] },
  { text: 'I wanted the form to validate on blur, not on submit', polarity: 'do', want: 'on blur', not: 'on submit', keeps: ['The form should validate on blur, not on submit.'] },
  { text: 'I need the list to show 10 items, not 20', polarity: 'do', want: '10 items', not: '20', keeps: ['The list should show 10 items, not 20.'] },
  // What is refused keeps its own verb; a named thing's change is banned; "put it back" names nothing to keep.
  { text: '用项目里现有的 Modal 组件，别自己写', polarity: 'do', keeps: ['用项目里现有的 Modal 组件，不要自己写。'] },
  { text: '接口名字不要改，前端还在用', polarity: 'dont', keeps: ['接口名字不要改。'] },
  { text: '你把我的注释都删了，加回来', polarity: null },
  // "she's …, not …" states what is so: no "Use" before it.
  { text: "no, she's his sister, not his wife", polarity: 'do', want: 'sister', not: 'wife', keeps: ["She's his sister, not his wife."] },
  { text: "we're on Windows, not Mac", polarity: 'do', want: 'Windows', not: 'Mac', keeps: ["We're on Windows, not Mac."] },
  // The language alone is the answer language; a verb and "me" name nothing to do.
  { text: 'in Spanish please', polarity: 'do', keeps: ['Answer in Spanish.'] },
  { text: 'English only', polarity: 'do', keeps: ['Answer in English.'] },
  { text: "that's not a question, just tell me", polarity: null },
  // The refused side shouted on its own joins its sentence; a doubt after a full stop does not.
  { text: 'Use pnpm! NOT npm!', polarity: 'do', want: 'pnpm', not: 'npm', keeps: ['Use pnpm, not npm.'] },
  { text: 'I asked you for the container log! Not the bot log!', polarity: 'do', want: 'container log', not: 'bot log' },
  { text: "That's fine. Not sure about the rest.", polarity: null },
  // What to do when something fails, with the verbs of error handling.
  { text: 'if the build fails, roll back the deploy', polarity: 'do', keeps: ['If the build fails, roll back the deploy.'] },
  { text: 'When the provider errors, throw an error and set the job to failed', polarity: 'do', keeps: ['throw an error'] },
  { text: 'throw your phone away', polarity: null },
  { text: 'I already have a venv, skip that part', polarity: null },
  // What a thing should do, against what it did, needs no comma; what the last change did is why, not the rule.
  { text: 'ugh no the modal should close on esc not on click outside', polarity: 'do', want: 'on esc', not: 'on click outside', keeps: ['The modal should close on esc, not on click outside.'] },
  { text: 'nah revert the last change it made it worse', polarity: 'do', keeps: ['Revert the last change.'] },
  // A wish reported back is the instruction it was; what a thing should be keeps its own verb.
  { text: 'no, te dije que usaras pnpm, no npm', polarity: 'do', want: 'pnpm', not: 'npm', keeps: ['Usa pnpm, no npm.'] },
  { text: 'te dije que no tocaras la base de datos', polarity: 'dont', keeps: ['No toques la base de datos.'] },
  { text: 'el botón debería estar a la derecha, no a la izquierda', polarity: 'do', want: 'derecha', not: 'izquierda', keeps: ['El botón debería estar a la derecha, no a la izquierda.'] },
  { text: "non, je t'ai dit d'utiliser pnpm, pas npm", polarity: 'do', want: 'pnpm', not: 'npm', keeps: ['Utilise pnpm, pas npm.'] },
  { text: "je t'ai dit de ne pas toucher à la base", polarity: 'dont', keeps: ['Ne touche pas à la base.'] },
  { text: 'нет, я же сказал использовать pnpm, а не npm', polarity: 'do', want: 'pnpm', not: 'npm', keeps: ['Использовать pnpm, а не npm.'] },
  { text: 'я же сказал не трогать базу данных', polarity: 'dont', keeps: ['Не трогать базу данных.'] },
  // What it keeps doing is what to stop; examples listed are no imperative; a fact about the user keeps its own verb.
  { text: "You keep using American spelling even though I told you I'm in the UK.", polarity: 'dont', keeps: ['Stop using American spelling.'] },
  { text: 'you keep adding comments', polarity: 'dont', keeps: ['Stop adding comments.'] },
  { text: 'Colour, organise, centre.', polarity: null },
  { text: 'I worked at Deloitte from 2019 to 2022, not 2018 to 2021.', polarity: 'do', want: '2019 to 2022', not: '2018 to 2021', keeps: ['I worked at Deloitte from 2019 to 2022, not 2018 to 2021.'] },
  { text: "I told you I'm vegan at the start of the conversation.", polarity: 'do', keeps: ["I'm vegan."] },
  { text: '我说的是正式的邮件，不是微信消息，重新写一下', polarity: 'do', want: '正式的邮件', not: '微信消息', keeps: ['应该是正式的邮件，不是微信消息。'] },
  // The thing named first is what the ban is about: "长城就别安排了" -> "别安排长城。"; a person or a manner first is no rule.
  { text: '我说了我腿脚不好，长城就别安排了', polarity: 'dont', keeps: ['别安排长城'] },
  { text: '测试就不用写了', polarity: 'dont', keeps: ['不用写测试'] },
  { text: '你就别说了', polarity: null },
  { text: '这样就不用改了', polarity: null },
  { text: '别让角色之间那么友好，这是悬疑小说', polarity: 'dont', keeps: ['别让角色之间那么友好。'] },
  // The "not" of the user's own verb is no contrast.
  { text: "I'd prefer not to.", polarity: null },
  { text: 'I’m feeling not good.', polarity: null },
  // A conjunction or a closing particle is no part of the rule; a reason alone, or an adverb, is no rule.
  { text: '但是不要修改代码', polarity: 'dont', keeps: ['不要修改代码。'] },
  // A hold on this step ("for now", "yet", 先/现在/暂时) is no rule: stored, it would hold for good.
  { text: '但是现在不要修改代码', polarity: null },
  { text: '先不要修改代码,那为什么我单独运行这个例子却可以测试通过', polarity: null },
  { text: "Don't write code yet.", polarity: null },
  { text: "don't worry about the GUI for now", polarity: null },
  { text: "Don't deal with it right now.", polarity: null },
  { text: '要和全局配色有呼应啊', polarity: 'do', keeps: ['要和全局配色有呼应。'] },
  { text: '因为我们这个框架是在别的框架基础上修改的', polarity: null },
  { text: 'Maybe instead of the home page, we should show the dashboard', polarity: 'do', keeps: ['Show the dashboard.'] },
  { text: 'Build succeeded with 4 warning(s) in 0.8s.', polarity: null },
  // "I said not to …" is the ban asked for; "not to mention" is no ban.
  { text: 'I told you not to rename the handlers, put the old names back', polarity: 'dont', keeps: ["Don't rename the handlers."] },
  { text: 'who asked you to rename UserList? change it back', polarity: 'dont', keeps: ["Don't rename UserList."] },
  { text: "I didn't ask you to rewrite the whole file!", polarity: 'dont', keeps: ['rewrite the whole file'] },
  { text: 'I asked you to add tests', polarity: 'do', keeps: ['Add tests'] },
  { text: 'I said not to use jQuery', polarity: 'dont', keeps: ["Don't use jQuery."] },
  { text: 'I asked you not to add comments, remove them', polarity: 'dont', keeps: ["Don't add comments."] },
  { text: 'not to mention the cost', polarity: null },
  { text: 'tests go in __tests__, not tests', polarity: 'do', want: '__tests__', not: 'tests', keeps: ['Tests go in __tests__, not tests.'] },
  { text: '称呼我小王就行', polarity: 'do', keeps: ['称呼我小王。'] },
  { text: 'no, ti ho detto di usare pnpm, non npm', polarity: 'do', want: 'pnpm', not: 'npm', keeps: ['Usa pnpm, non npm.'] },
  { text: 'ti ho detto di non usare jQuery', polarity: 'dont', keeps: ['Non usare jQuery.'] },
  // A verdict that opens with a verb's spelling is no imperative.
  { text: 'Close, but wrong.', polarity: null },
  { text: 'Close enough, but not quite.', polarity: null },
  { text: 'Use pnpm, but only for the web app.', polarity: 'do', keeps: ['pnpm'] },
  // What to do is elsewhere: no rule, the review card asks.
  { text: 'Fix the model accordingly.', polarity: null },
  { text: 'Rewrite that example based on this new information.', polarity: null },
  // A fourth blind probe set (emails, homework, product copy): a thousands separator is no clause break, "can you not"
  // asks for a ban, and what the text is for is the reason, not the rule.
  { text: 'the budget was 54,000 not 45,000', polarity: null },
  { text: "the radius is half the diameter, so it's 5 not 10", polarity: null },
  { text: 'The port is 8080, not 3000.', polarity: 'do', want: '8080', not: '3000', keeps: ['The port is 8080, not 3000.'] },
  { text: 'Use 1,000 as the limit, not 500', polarity: 'do', want: '1,000', not: '500', keeps: ['Use 1,000 as the limit, not 500.'] },
  { text: 'can you not use "reach out" twice', polarity: 'dont', keeps: ['Don\'t use "reach out" twice.'] },
  { text: 'could you please not add comments', polarity: 'dont', keeps: ["Don't add comments."] },
  { text: 'can you not rhyme every line?', polarity: 'dont', keeps: ["Don't rhyme every line."] },
  { text: 'can you not see the error?', polarity: null },
  { text: 'Write the answer again but this time without bullet points', polarity: 'dont', keeps: ["Don't use bullet points."] },
  { text: 'sin cebolla, que en mi casa somos del equipo sin cebolla', polarity: 'dont', keeps: ['Sin cebolla.'] },
  { text: 'queries belong in the api layer, never in components', polarity: 'do', keeps: ['Queries belong in the api layer, never in components.'] },
  { text: "no emojis and no lol, it's my boss", polarity: 'dont', keeps: ['No emojis and no lol.'] },
  { text: "I don't eat pork, remember that", polarity: 'dont', keeps: ["I don't eat pork."] },
  { text: 'je postule pour un stage, pas pour un CDI', polarity: 'do', want: 'stage', not: 'CDI', keeps: ['Je postule pour un stage, pas pour un CDI.'] },
  { text: "j'utilise Vim, pas Emacs", polarity: 'do', want: 'Vim', not: 'Emacs' },
  { text: 'muito doce, diminui o açúcar', polarity: 'do', keeps: ['Diminui o açúcar.'] },
  { text: '我要的是大众点评的风格，不是小红书', polarity: 'do', want: '大众点评的风格', not: '小红书' },
  { text: 'emoji太多了，最多用两个', polarity: 'do', keeps: ['emoji最多用两个。'] },
  { text: 'nada de sentadillas', polarity: 'dont', keeps: ['Nada de sentadillas.'] },
  { text: 'no hay nada de eso', polarity: null },
  { text: 'Sie heißt Frau Müller, nicht Herr Müller', polarity: 'do', want: 'Frau Müller', not: 'Herr Müller', keeps: ['Sie heißt Frau Müller, nicht Herr Müller.'] },
  // How to work on every answer; "take some time and" is no part of it.
  { text: 'Please take some time and analyze the code thoroughly before answering. I need factual grounded information, with no assumptions or guesses', polarity: 'do', keeps: ['before answering'] },
  { text: 'think it through step by step before you respond, you keep jumping to conclusions', polarity: 'do', keeps: ['step by step'] },
  // Kind words after a rule are no part of it; "it" is the thing the part before says was done to.
  { text: "here you go. stop apologizing, you're doing great sweetie", polarity: 'dont', keeps: ['apologizing'] },
  { text: 'Works! The only problem is that PromptDescriptorViewer got reimplemented in TasksLists, but it should be reused instead.', polarity: 'do', keeps: ['PromptDescriptorViewer should be reused'] },
  // What the user is or cannot have, in their own words; a team's way said after "aqui"; a shortening asked for.
  { text: 'ich esse kein Fleisch', polarity: 'dont', keeps: ['Fleisch'] },
  { text: 'je ne mange pas de porc', polarity: 'dont', keeps: ['porc'] },
  { text: 'soy vegetariana', polarity: 'do', keeps: ['vegetariana'] },
  { text: 'aqui a gente usa pnpm, não npm', polarity: 'do', want: 'pnpm', not: 'npm' },
  { text: 'ficou muito longo, resume em 3 frases', polarity: 'do', keeps: ['3 frases'] },
  { text: 'demasiado formal, es para mi primo, hazlo más casual', polarity: 'do', keeps: ['más casual'] },
  // "…, only by name" after what it does not do still reports: read alone it was the opposite rule.
  { text: "the search box doesn't filter by email, only by name", polarity: null },
  { text: "don't use npm, only pnpm", polarity: 'dont', keeps: ['pnpm'] },
  // Where to look is an errand of this task: no rule.
  { text: 'Watson, look at the footprints by the window!', polarity: null },
  // "Why do you keep …?" asks nothing: it is the complaint, and what it keeps doing is what to stop.
  { text: "Why do you keep calling me Sir? I'm a woman.", polarity: 'dont', keeps: ['Sir'] },
  { text: 'Then why do you keep giving me the wrong answer?', polarity: null },
  { text: 'you answered for 2023, I asked about 2024', polarity: 'do', want: '2024', not: '2023' },
  { text: "Thanks for this, however you still haven't explained how to actually say no to people.", polarity: 'do', keeps: ['say no'] },
  // A path, port or file put right needs no comma; what was asked for is why, not the rule's subject.
  { text: 'the endpoint is /api/auth/login not /api/login', polarity: 'do', want: '/api/auth/login', not: '/api/login' },
  { text: 'the port is 5173 not 3000', polarity: 'do', want: '5173', not: '3000' },
  { text: "You forgot the 'remember me' checkbox I asked for", polarity: 'do', keeps: ['remember me'] },
  { text: "you're still using offset, I said cursor", polarity: 'do', want: 'cursor', not: 'offset' },
  { text: "you didn't run the tests", polarity: 'do', keeps: ['Run the tests.'] },
  { text: "you didn't run the tests?", polarity: null },
  { text: 'we throw AppError', polarity: 'do', keeps: ['Throw AppError.'] },
  { text: "I'm on Google Sheets, not Excel", polarity: 'do', want: 'Google Sheets', not: 'Excel', keeps: ["I'm on Google Sheets, not Excel."] },
  { text: 'no macros please, our company blocks them', polarity: 'dont', keeps: ['No macros.'] },
  { text: "I don't want to rent a car", polarity: 'dont', keeps: ["I don't want to rent a car."] },
  { text: "I don't want you to add comments", polarity: 'dont', keeps: ["Don't add comments."] },
  { text: '下周计划写错了，是支付模块不是订单模块', polarity: 'do', want: '支付模块', not: '订单模块' },
  { text: '语气太生硬了，改得口语化一点', polarity: 'do', keeps: ['改得口语化一点。'] },
  { text: '字数不超过300字', polarity: 'dont', keeps: ['字数不超过300字。'] },
  { text: "I'm vegan, I can't have eggs or dairy", polarity: 'dont', keeps: ["I'm vegan, I can't have eggs or dairy."] },
  { text: "I'm vegetarian", polarity: 'do', keeps: ["I'm vegetarian."] },
  { text: "I'm vegetarian? Since when?", polarity: null },
  { text: 'I wanted Latin American Spanish, not Spain Spanish', polarity: 'do', want: 'Latin American Spanish', not: 'Spain Spanish' },
  { text: 'I asked for a table, not a list', polarity: 'do', want: 'table', not: 'list' },
  { text: 'I want to know why, not how', polarity: null },
  { text: "no butter please, I'm lactose intolerant", polarity: 'dont', keeps: ['No butter.'] },
  { text: 'you removed the header, put it back', polarity: 'dont', keeps: ["Don't remove the header."] },
  { text: 'you translated the names, keep them as they are', polarity: 'do', keeps: ['Keep the names as they are.'] },
  { text: "it's too long, one page max", polarity: 'do', keeps: ['Keep it to one page at most.'] },
  { text: 'Can you not see the error?', polarity: null },
  { text: 'Don\'t start with "I hope this message finds you well", it\'s cliché', polarity: 'dont', keeps: ['Don\'t start with "I hope this message finds you well".'] },
  { text: 'Remove the rocket emoji, this is a client email', polarity: 'do', keeps: ['Remove the rocket emoji.'] },
  { text: 'sign it as Sarah Chen, not just Sarah', polarity: 'do', want: 'Sarah Chen', not: 'just Sarah', keeps: ['Sign it as Sarah Chen, not just Sarah.'] },
  { text: '太浮夸了，正式一点', polarity: 'do', keeps: ['正式一点。'] },
  { text: '再专业一点吧', polarity: 'do', keeps: ['再专业一点。'] },
  { text: '字数太多了，控制在50字以内', polarity: 'do', keeps: ['控制在50字以内。'] },
  { text: '标题不要加【】', polarity: 'dont', keeps: ['标题不要加【】。'] },
  { text: '差一点', polarity: null },
  { text: '这样好一点', polarity: null },
  { text: '快一点', polarity: null },
  // Held-out false rules: a gerund after "never" tells, a clause after "No …" is talk, a consequence (就) is a fact,
  // and "use this text:" hands over material.
  { text: 'One part of the book said about embracing beauty and never letting it turn sexual', polarity: null },
  { text: "No bullshit you're geeked up, you're geeked up.", polarity: null },
  { text: '中国不买房就没有户口，没有户口小孩就不能去上学', polarity: null },
  { text: 'use this text: Well when they try to call, I tell them a story.', polarity: null },
  { text: 'Use this one instead', polarity: null },
  { text: "respond to: My brain yells at me a lot and tells me I don't deserve it.", polarity: null },
  { text: 'Respond to every review within a day.', polarity: 'do', keeps: ['Respond to every review within a day.'] },
  { text: 'From now on, always use this greeting: Dear team.', polarity: 'do', keeps: ['Always use this greeting: Dear team.'] },
  { text: 'Never bring up the budget again.', polarity: 'dont', keeps: ['Never bring up the budget again.'] },
  { text: 'Stop adding comments.', polarity: 'dont', keeps: ['Stop adding comments.'] },
  { text: 'Never , till Caesar’s three and thirty wounds Be well avenged.', polarity: null },
  { text: 'Dont you dare use that on me.', polarity: null },
  { text: 'no for home too i want skeleton loading', polarity: null },
  { text: 'That should be enough for my use case.', polarity: null },
  { text: 'Rewrite that code so that it uses codecs.open() and then', polarity: null },
  { text: "dont' disable the evaluate button, keep it enabled", polarity: 'dont', keeps: ["Don't disable the evaluate button"] },
  { text: "Don't 'fix' it", polarity: 'dont', keeps: ["Don't 'fix' it."] },
  // A fifth blind probe set (a story, a history answer).
  { text: 'Elena has red hair, not blonde', polarity: 'do', want: 'red hair', not: 'blonde' },
  { text: 'less dialogue, more description', polarity: 'do', keeps: ['Less dialogue, more description.'] },
  { text: "Don't give me numbers without saying where they come from", polarity: 'dont', keeps: ['where they come from'] },
  // A sixth blind probe set (Japanese, Spanish, German, French, Portuguese).
  { text: 'もっと短くまとめてください', polarity: 'do', keeps: ['もっと短くまとめてください。'] },
  { text: '違います、Python 3.12を使ってください', polarity: 'do', keeps: ['Python 3.12を使ってください。'] },
  { text: 'この関数について教えてください', polarity: null },
  { text: 'Não use gírias, é para um cliente', polarity: 'dont', keeps: ['Não use gírias.'] },
  { text: "Ne mets pas d'emojis, c'est pour un client", polarity: 'dont', keeps: ["Ne mets pas d'emojis."] },
  { text: "Tutoie-moi s'il te plaît", polarity: 'do', keeps: ['Tutoie-moi.'] },
  // A seventh blind probe set (SQL after a query): a name put right, with or without a comma; what the wanted side is
  // like is the reason.
  { text: 'the table is called sales not orders', polarity: 'do', want: 'sales', not: 'orders', keeps: ['The table is called sales, not orders.'] },
  { text: 'the company name is Brightline Logistics not Brightline Logistic, fix it everywhere', polarity: 'do', want: 'Brightline Logistics', not: 'Brightline Logistic', keeps: ['The company name is Brightline Logistics, not Brightline Logistic.'] },
  { text: '字段名是 user_id，不是 customer_id', polarity: 'do', want: 'user_id', not: 'customer_id', keeps: ['字段名是 user_id，不是 customer_id。'] },
  { text: '是316不锈钢，不是304', polarity: null },
  // An eighth blind probe set (a Chinese agent session).
  { text: '表格用 Ant Design Vue，不是 Element Plus', polarity: 'do', want: 'Ant Design Vue', not: 'Element Plus', keeps: ['表格用 Ant Design Vue，不是 Element Plus。'] },
  { text: '组件名要用 kebab-case', polarity: 'do', keeps: ['组件名要用 kebab-case。'] },
  { text: '代码里的注释写中文', polarity: 'do', keeps: ['代码里的注释写中文。'] },
  { text: '这是我的问题，不是你的', polarity: null },
  { text: '明天要下雨', polarity: null },
  // A ninth blind probe set (a travel plan in Chinese, diet advice in English).
  { text: '预算太高了，每天控制在800以内', polarity: 'do', keeps: ['每天控制在800以内。'] },
  { text: '我带着两个小孩，行程别太赶', polarity: 'dont', keeps: ['行程别太赶。'] },
  { text: '价格用日元标注', polarity: 'do', keeps: ['价格用日元标注。'] },
  { text: '不要安排购物，我不喜欢逛街', polarity: 'dont', keeps: ['不要安排购物。'] },
  { text: '他用电脑写', polarity: null },
  // A tenth blind probe set (Chinese coding questions after a pandas answer).
  { text: '我不能装 pandas，只能用标准库', polarity: 'do', keeps: ['只能用标准库。'] },
  { text: '变量名用英文，注释用中文', polarity: 'do', keeps: ['变量名用英文，注释用中文。'] },
  { text: '返回值保留两位小数', polarity: 'do', keeps: ['返回值保留两位小数。'] },
  { text: '代码风格按 PEP8 来', polarity: 'do', keeps: ['代码风格按 PEP8 来。'] },
  { text: '为什么又用 pandas？我说了不能用', polarity: null },
  { text: '我保留意见', polarity: null },
  // An eleventh blind probe set (a poem, typed the way many people type).
  { text: 'make it 4 stanzas not 1', polarity: 'do', want: '4 stanzas', not: '1', keeps: ['Make it 4 stanzas, not 1.'] },
  { text: 'Use tabs, its cleaner', polarity: 'do', keeps: ['Use tabs.'] },
  // A twelfth blind probe set (a React answer): why and a reproach after the rule are no part of it.
  { text: "Don't hardcode the URL, it comes from an env variable", polarity: 'dont', keeps: ["Don't hardcode the URL."] },
  { text: 'handle loading and error states too, you always skip them', polarity: 'do', keeps: ['Handle loading and error states too.'] },
  // A thirteenth blind probe set (an agent session in Spanish and Russian).
  { text: 'las pruebas van en __tests__, no en tests', polarity: 'do', want: '__tests__', not: 'tests', keeps: ['Las pruebas van en __tests__, no en tests.'] },
  { text: 'Los comentarios en español, por favor', polarity: 'do', keeps: ['Los comentarios en español.'] },
  { text: 'Тесты должны лежать в папке __tests__', polarity: 'do', keeps: ['Тесты должны лежать в папке __tests__.'] },
  { text: 'Я же просил не добавлять зависимости', polarity: 'dont', keeps: ['Не добавлять зависимости.'] },
  { text: 'Это должно быть', polarity: null },
  // A fourteenth blind probe set (a school essay, typed fast).
  { text: 'its supposed to be 500 words not 350', polarity: 'do', want: '500 words', not: '350', keeps: ['supposed to be 500 words, not 350.'] },
  { text: 'change it to argumentative not informative', polarity: 'do', want: 'argumentative', not: 'informative', keeps: ['Change it to argumentative, not informative.'] },
  { text: 'no bullet points or headings, its an essay', polarity: 'dont', keeps: ['No bullet points or headings.'] },
  { text: 'write it like a 9th grader wrote it, this sounds too professional', polarity: 'do', keeps: ['Write it like a 9th grader wrote it.'] },
  // Chinese courtesy that opens with 不用/不要/别 forbids nothing.
  { text: '不用谢', polarity: null },
  { text: '不要紧', polarity: null },
  { text: '不用担心，我自己来', polarity: null },
  { text: '不要紧的', polarity: null },
  { text: "don't tell me to cut out carbs entirely, that's not sustainable", polarity: 'dont', keeps: ["Don't tell me to cut out carbs entirely."] },
  { text: "use CTEs instead of nested subqueries, they're easier to read", polarity: 'do', want: 'CTEs', not: 'nested subqueries', keeps: ['Use CTEs, not nested subqueries.'] },
  // A twenty-ninth blind probe set (an SQL query, song lyrics, a Chinese thesis).
  { text: "that's a left join, I need an inner join here", polarity: 'do', want: 'an inner join', not: 'a left join', keeps: ['Use an inner join, not a left join.'] },
  { text: "I told you we can't use window functions", polarity: 'dont', keeps: ["Don't use window functions."] },
  { text: "the chorus should rhyme, this one doesn't", polarity: 'do', keeps: ['The chorus should rhyme.'] },
  { text: 'you forgot the GROUP BY', polarity: 'do', keeps: ["Don't forget the GROUP BY."] },
  { text: 'just more precise', polarity: 'do', keeps: ['Be more precise.'] },
  { text: '你又把“研究”写成“研宄”了', polarity: 'dont', keeps: ['不要把“研究”写成“研宄”。'] },
  { text: '别用第一人称，学术论文不这么写', polarity: 'dont', keeps: ['别用第一人称。'] },
  { text: '不让用 radix，图标用 tailwind', polarity: 'dont', keeps: ['不要用 radix'] },
  { text: '我想要使用 lit 的写法，不是这种', polarity: 'do', keeps: ['使用 lit 的写法。'] },
  { text: '参考文献要按出现顺序编号', polarity: 'do', keeps: ['参考文献要按出现顺序编号。'] },
  { text: 'my file uses semicolons as separators', polarity: 'do', keeps: ['My file uses semicolons as separators.'] },
  { text: "our server doesn't have internet access", polarity: 'dont', keeps: ["Our server doesn't have internet access."] },
  { text: 'my project uses React and I need help with routing', polarity: null },
  // A thirtieth blind probe set (made-up sources, a careless commit).
  { text: 'you committed the .env file, that has secrets in it', polarity: 'dont', keeps: ["Don't commit the .env file."] },
  { text: 'you overwrote my config file', polarity: 'dont', keeps: ["Don't overwrite my config file."] },
  { text: 'you committed the changes, great', polarity: null },
  { text: '你把 node_modules 也提交上去了', polarity: 'dont', keeps: ['不要把 node_modules 提交上去。'] },
  { text: '提交信息用英文写', polarity: 'do', keeps: ['提交信息用英文写。'] },
  // Asked for, not slipped: no "又" or "还是", no ban.
  { text: '帮我把这段话翻译成英文', polarity: null },
  { text: '请把这段话翻译成英文', polarity: 'do', keeps: ['把这段话翻译成英文。'] },
  { text: '你把这段话翻译成英文了', polarity: null },
  { text: '帮我把代码提交上去', polarity: null },
  // "Why do you answer in English?" complains about the language; it never asks for it (a thirty-first blind set).
  { text: 'why you write in english, i asked in russian', polarity: 'do', keeps: ['Answer in Russian.'] },
  { text: 'why do you answer in english?', polarity: 'dont', keeps: ["Don't answer in English."] },
  { text: "why don't you answer in french?", polarity: 'do', keeps: ['Answer in French.'] },
  { text: "I don't know why it fails, answer in English", polarity: 'do', keeps: ['Answer in English.'] },
  { text: 'i asked in russian', polarity: 'do', keeps: ['Answer in Russian.'] },
  { text: '为什么你用英文回答？', polarity: 'dont', keeps: ['不要用英文回答。'] },
  { text: '怎么又用英文回答了', polarity: 'dont', keeps: ['不要用英文回答。'] },
  { text: '为什么用英文回答，我是用中文问的', polarity: 'do', keeps: ['用中文回答。'] },
  { text: '为什么不用中文回答？', polarity: 'do', keeps: ['用中文回答。'] },
  { text: '首先我不知道你在干嘛,你一直在运行测试,用中文回答我', polarity: 'do', keeps: ['用中文回答我。'] },
  { text: '¿Por qué respondes en inglés?', polarity: null },
  { text: '¿por qué no respondes en español?', polarity: null },
  { text: 'perché rispondi in inglese?', polarity: null },
  { text: '왜 영어로 대답해?', polarity: null },
  { text: 'i told you she is his sister not his wife', polarity: 'do', want: 'his sister', not: 'his wife', keeps: ['She is his sister, not his wife.'] },
  { text: 'you forget the character Anna', polarity: 'do', keeps: ["Don't forget the character Anna."] },
  { text: 'you didnt include the conclusion', polarity: 'do', keeps: ['Include the conclusion.'] },
  { text: 'write in simple english, i am not native speaker', polarity: 'do', keeps: ['Write in simple english.'] },
  // Double negatives and additions, probed after set 31.
  { text: 'do not stop using semicolons', polarity: 'do', keeps: ['Keep using semicolons.'] },
  { text: 'never stop adding types', polarity: 'do', keeps: ['Keep adding types.'] },
  { text: 'not only tests but also docs', polarity: null },
  { text: 'not bad, but shorter', polarity: 'do', keeps: ['shorter'] },
  { text: '别忘了写测试', polarity: 'do', keeps: ['写测试'] },
  { text: '不要忘了写测试', polarity: 'do', keeps: ['写测试'] },
  { text: '别不写测试', polarity: 'do', keeps: ['写测试'] },
  { text: '不要不必要的注释', polarity: 'dont', keeps: ['不必要的注释'] },
  { text: '你为什么不用pnpm', polarity: null },
  { text: '不仅要写测试，还要写文档', polarity: 'do', keeps: ['不仅要写测试，还要写文档。'] },
  { text: 'no olvides añadir pruebas', polarity: 'do', keeps: ['añadir pruebas'] },
  { text: 'no dejes de usar punto y coma', polarity: 'do', keeps: ['punto y coma'] },
  { text: 'não esqueça de adicionar testes', polarity: 'do', keeps: ['adicionar testes'] },
  { text: "n'oublie pas les tests", polarity: 'do', keeps: ['tests'] },
  { text: 'non dimenticare i test', polarity: 'do', keeps: ['test'] },
  { text: 'テストを忘れないで', polarity: 'do', keeps: ['テスト'] },
  { text: 'var を使わないで', polarity: 'dont', keeps: ['var'] },
  { text: 'no uses var', polarity: 'dont', keeps: ['var'] },
  // Rules read from held-out corrections that had none.
  { text: "I wanted the bullet manager to be a child of the player and so this doesn't fix it", polarity: 'do', keeps: ['The bullet manager should be a child of the player.'] },
  { text: 'i want the button to be red', polarity: 'do', keeps: ['The button should be red.'] },
  { text: 'I wanted startVite to be a function', polarity: 'do', keeps: ['startVite should be a function.'] },
  { text: 'sort() must return a new list', polarity: 'do', keeps: ['sort() must return a new list.'] },
  // What the assistant should not have done is what not to do.
  { text: "you shouldn't have dropped users_old, we needed that for the backfill", polarity: 'dont', keeps: ["Don't drop users_old."] },
  { text: 'you should not have deleted my notes', polarity: 'dont', keeps: ["Don't delete my notes."] },
  { text: "you weren't supposed to touch the config", polarity: 'dont', keeps: ["Don't touch the config."] },
  { text: "You shouldn't have to restart it", polarity: null },
  // "Use that" names what the user said they already have.
  { text: 'we already have a fetch wrapper with retries in src/lib/http.ts, use that instead of adding axios', polarity: 'do', keeps: ['Use the fetch wrapper with retries in src/lib/http.ts'] },
  { text: 'we already use date-fns, use that instead of moment', polarity: 'do', want: 'date-fns', not: 'moment', keeps: ['Use date-fns, not moment.'] },
  { text: 'i already have a venv, use it', polarity: 'do', keeps: ['Use the venv.'] },
  { text: 'i want to move @scripts/ to be in @assets/', polarity: 'do', keeps: ['Move @scripts/ to be in @assets/.'] },
  { text: 'The buttons are still not showing up. Perhaps the buttons should be part of a QuickSettings panel, instead?', polarity: 'do', keeps: ['The buttons should be part of a QuickSettings panel.'] },
  { text: 'maybe it should be async?', polarity: null },
  { text: 'No it is still broken please use the handler from the recovered code', polarity: 'do', keeps: ['Use the handler from the recovered code.'] },
  { text: 'Thanks! Now please tell me all reserved words.', polarity: null },
  { text: 'Sorry i meant number 2 from the previous response, please try again', polarity: null },
  { text: '另外既然使用了裁切的方案，那么就不需要原先的方案了', polarity: 'dont', keeps: ['不需要原先的方案了。'] },
  { text: '那就不要用原来的方案了', polarity: 'dont', keeps: ['不要用原来的方案了。'] },
  { text: '先读取代码在修改', polarity: 'do', keeps: ['先读取代码在修改。'] },
  { text: '先看一下现有的代码再改', polarity: 'do', keeps: ['先看一下现有的代码再改。'] },
  { text: '先有鸡还是先有蛋？', polarity: null },
  { text: 'without any external libraries please', polarity: 'dont', keeps: ["Don't use external libraries."] },
  { text: 'keep my comments in the code', polarity: 'do', keeps: ['Keep my comments in the code.'] },
  { text: '回答太长了，三句话以内', polarity: 'do', keeps: ['回答三句话以内。'] },
  { text: '说人话', polarity: 'do', keeps: ['说人话。'] },
  { text: 'I asked for 5 slides, you gave me 8', polarity: 'do', want: '5 slides', not: '8', keeps: ['I asked for 5 slides, not 8.'] },
  { text: 'fewer emojis please', polarity: 'do', keeps: ['Fewer emojis.'] },
  { text: 'less than 10 words', polarity: null },
  { text: 'you should have asked me first', polarity: null },
  { text: 'the function should have returned null', polarity: null },
  { text: 'no, te pedí un resumen, no una lista', polarity: 'do', want: 'un resumen', not: 'una lista', keeps: ['Te pedí un resumen, no una lista.'] },
  { text: '絵文字はいらない', polarity: 'dont', keeps: ['絵文字'] },
  { text: '前にも言ったけど、コードだけでいいです', polarity: 'do', keeps: ['コードだけでいいです。'] },
  { text: 'ありがとうございます。最後に答えを数値だけで出力してください。それ以外は不要です。', polarity: 'do', keeps: ['数値だけで出力してください。'] },
  // "I don't want …" in the European languages is the ban it says, never a rule without its "no".
  { text: 'No quiero que uses Redux.', polarity: 'dont', keeps: ['No uses Redux.'] },
  { text: 'no quiero emojis en las respuestas', polarity: 'dont', keeps: ['No quiero emojis en las respuestas.'] },
  { text: 'no quiero que las respuestas sean largas', polarity: 'dont', keeps: ['No quiero que las respuestas sean largas.'] },
  { text: 'Não quero que você crie arquivos novos.', polarity: 'dont', keeps: ['Não crie arquivos novos.'] },
  { text: 'Je ne veux pas de commentaires dans le code.', polarity: 'dont', keeps: ['Pas de commentaires dans le code.'] },
  { text: 'Je ne veux pas que tu modifies les tests.', polarity: 'dont', keeps: ['Je ne veux pas que tu modifies les tests.'] },
  { text: 'Ich will keine Kommentare im Code.', polarity: 'dont', keeps: ['Keine Kommentare im Code.'] },
  { text: 'Ich möchte nicht, dass du die Tests änderst.', polarity: 'dont', keeps: ['Ich möchte nicht, dass du die Tests änderst.'] },
  { text: 'Non voglio commenti nel codice.', polarity: 'dont', keeps: ['Non voglio commenti nel codice.'] },
  { text: 'Я не хочу комментариев в коде.', polarity: 'dont', keeps: ['Я не хочу комментариев в коде.'] },
  { text: 'Не надо трогать тесты.', polarity: 'dont', keeps: ['Не надо трогать тесты.'] },
  // What it is, then what it should have been: the rule keeps only the second.
  { text: 'the status bar is black which should have been white', polarity: 'do', keeps: ['The status bar should be white.'] },
  { text: 'the total is 40 but it should be 45', polarity: 'do', keeps: ['The total should be 45.'] },
  { text: 'but using fetch instead of axios', polarity: 'do', want: 'fetch', not: 'axios', keeps: ['Use fetch, not axios.'] },
  { text: 'Use fetch instead of axios', polarity: 'do', want: 'fetch', not: 'axios', keeps: ['Use fetch, not axios.'] },
  { text: '在黑色主题的时候，图标是黑色，我希望是白色', polarity: 'do', keeps: ['在黑色主题的时候，图标应该是白色。'] },
  { text: '按钮显示为灰色，我想要是蓝色', polarity: 'do', keeps: ['按钮应该是蓝色。'] },
  { text: 'Nie chcę emoji w odpowiedziach', polarity: 'dont', keeps: ['Nie chcę emoji w odpowiedziach.'] },
  { text: 'deberías usar pnpm', polarity: 'do', keeps: ['Deberías usar pnpm.'] },
  // "It should work now", "there should be several commits": a guess or an expectation, no rule.
  { text: 'debería funcionar ahora', polarity: null },
  { text: 'debería haber varios commits', polarity: null },
  // A fact the user had given, repeated: the rule as it stands; a failure repeated is no rule.
  { text: 'I told you my name is Sam', polarity: 'do', keeps: ['My name is Sam.'] },
  { text: "I said it's not working", polarity: null },
  { text: "I said it's fine, go ahead", polarity: null },
  { text: "like I said, it's up to you", polarity: null },
  { text: 'I needed it in Portuguese, not Spanish', polarity: 'do', keeps: ['Answer in Portuguese.'] },
  // "Never" with the user's own past bans nothing.
  { text: 'Nunca fui a Portugal, estou muito animado', polarity: null },
  { text: 'nunca he hecho paella', polarity: null },
  { text: 'nunca uses var', polarity: 'dont', keeps: ['Nunca uses var.'] },
  // A length limit said without a verb.
  { text: "C'est trop long, trois phrases maximum", polarity: 'do', keeps: ['Trois phrases maximum.'] },
  { text: 'Max 1400 znaków', polarity: 'do', keeps: ['Max 1400 znaków.'] },
  { text: 'höchstens 200 Wörter', polarity: 'do', keeps: ['Höchstens 200 Wörter.'] },
  // Who a character should be; a question about someone is no rule.
  { text: "he's supposed to be the villain", polarity: 'do', keeps: ['He should be the villain.'] },
  { text: "he's supposed to be back by 5, should I worry?", polarity: null },
  // Languages mixed in one contrast keep its sides.
  { text: 'no, usa async, not sync', polarity: 'do', want: 'async', not: 'sync', keeps: ['Use async, not sync.'] },
  { text: 'Nein, bitte async lassen, nicht sync', polarity: 'do', keeps: ['Async lassen, nicht sync.'] },
  { text: '我说的是 async 不是 sync', polarity: 'do', want: 'async', not: 'sync', keeps: ['应该是 async，不是 sync。'] },
  // Spanish "no" that negates a statement is no ban, and no pair ("X, no Y") for the English reader either.
  { text: 'es el mismo error, no funciona', polarity: null },
  { text: 'es el mismo error, no sirves para nada', polarity: null },
  { text: 'no me escuchas', polarity: null },
  { text: 'no comments for me', polarity: 'dont', keeps: ['No comments for me.'] },
  // What the user had asked for, said back, is the rule; a clitic before the Spanish ban keeps it a ban.
  { text: 'I wanted you to explain how to get there', polarity: 'do', keeps: ['Explain how to get there.'] },
  { text: 'I asked you to use pnpm', polarity: 'do', keeps: ['pnpm'] },
  { text: 'No me lo traduzcas al japonés', polarity: 'dont', keeps: ['japonés'] },
  // A plan of the user's is no wanted side; a time clause and a bracket stay with the part they belong to.
  { text: 'later i will ask you to write game.js instead of delegating the work to me', polarity: null },
  { text: '嗯，你逐步清理掉，请在重构优化之前，先推送一次git', polarity: 'do', keeps: ['在重构优化之前，先推送一次git。'] },
  { text: 'great, but instead of borders, i want you to color each block by its level (e.g., level 1 blue, level 2 green)', polarity: 'do', keeps: ['(e.g., level 1 blue, level 2 green)'] },
  { text: '是的,所以请你修改,而不是自己随便干', polarity: 'do', keeps: ['修改'] },
  // "每次都有报错" reports what happens every time; "每次都先跑测试" asks for it.
  { text: '每次都有报错', polarity: null },
  { text: '每次都先跑测试', polarity: 'do', keeps: ['先跑测试'] },
  // What the user wants, said as a want, in French and Spanish; a tag asking for agreement is no question.
  { text: "non, c'est pas ça, je veux la version courte", polarity: 'do', keeps: ['Je veux la version courte.'] },
  { text: 'no, no es eso, quiero que se vea en la sidebar', polarity: 'do', keeps: ['Quiero que se vea en la sidebar.'] },
  { text: 'attends !! là on travaille sur le bleu nous, pas sur le rose on est ok ?', polarity: 'do', want: 'bleu', not: 'rose', keeps: ['On travaille sur le bleu nous, pas sur le rose.'] },
  { text: 'Non pas du tout, enlève la colonne arborescence', polarity: 'do', keeps: ['Enlève la colonne arborescence.'] },
  // A French regret is the ban it implies; "c'est pas que X, c'est que Y" puts a reading right and states no rule.
  { text: 'il ne fallait pas toucher aux autres colonnes', polarity: 'dont', keeps: ['Ne touche pas aux autres colonnes.'] },
  { text: "tu n'aurais pas dû supprimer ce fichier", polarity: 'dont', keeps: ['Ne supprime pas ce fichier.'] },
  { text: "c'est pas que je ne vois pas les poignées, c'est que la colonne n'en a pas", polarity: null },
  // "Why all the emojis?" asks back about what the reply was full of: the ban it means.
  { text: 'why all the emojis?', polarity: 'dont', keeps: ["Don't use emojis."] },
  { text: 'why so many bullet points', polarity: 'dont', keeps: ["Don't use bullet points."] },
  { text: 'why is everything in bold?', polarity: 'dont', keeps: ["Don't put everything in bold."] },
  { text: 'why the long face?', polarity: null },
  // "Rewrite it, but …": the redo is no part of the rule; what to change in it is.
  { text: 'can you rewrite this but less formal and brief', polarity: 'do', keeps: ['Be less formal and brief.'] },
  { text: "rewrite it but don't change the ending", polarity: 'dont', keeps: ["Don't change the ending."] },
  { text: 'redo it but without the emojis', polarity: 'dont', keeps: ["Don't use emojis."] },
  { text: 'je veux savoir pourquoi ça plante', polarity: null },
  { text: 'quiero saber por qué falla', polarity: null },
  { text: "la carte n'est pas centrée", polarity: null },
  // An editor's file mention before the words is no part of the rule; "не забывай" asks for it.
  { text: '@README.md use pnpm, not npm', polarity: 'do', want: 'pnpm', not: 'npm', keeps: ['Use pnpm, not npm.'] },
  { text: '@src/app.ts не используй any', polarity: 'dont', keeps: ['Не используй any.'] },
  { text: '@Tasktracker.md не забывай обновлять файл', polarity: 'do', keeps: ['Не забывай обновлять файл.'] },
  // A Polish contrast with "a nie" needs no comma; an ellipsis ends a sentence.
  { text: 'Chciałbym żeby ona siedziała na tronie obok mnie a nie za mną', polarity: 'do', want: 'obok mnie', not: 'za mną' },
  { text: 'tak wiesz… nie dodawaj nic o miłości', polarity: 'dont', keeps: ['Nie dodawaj nic o miłości.'] },
  // What is not needed, meant as a ban; reassurance bans nothing.
  { text: "For now we don't need to do git committing.", polarity: 'dont', keeps: ["Don't do git committing for now."] },
  { text: "There's no need to explain the code", polarity: 'dont', keeps: ["Don't explain the code."] },
  { text: "you don't need to worry about that", polarity: null },
  { text: 'do we need to add a database?', polarity: null },
  // A number or a fact put right keeps its own words: no "use" before it.
  { text: '1889, not 1899', polarity: 'do', want: '1889', not: '1899', keeps: ['1889, not 1899.'] },
  { text: 'fue en 1889, no en 1899', polarity: 'do', keeps: ['Fue en 1889, no en 1899.'] },
  { text: 'Der steht in Paris, nicht in Lyon', polarity: 'do', keeps: ['Der steht in Paris, nicht in Lyon.'] },
  { text: 'Fica em Paris, não em Lyon', polarity: 'do', keeps: ['Fica em Paris, não em Lyon.'] },
  { text: '配置文件在根目录，不在src里', polarity: 'do', want: '根目录', not: 'src里', keeps: ['配置文件在根目录，不在src里。'] },
  // An inline list's next number is no part of the first item's rule.
  { text: '1. please use "RandomOverSampler" instead of "SMOTE" 2. no need for any function named "fit_Sample"', polarity: 'do', keeps: ['Use "RandomOverSampler", not "SMOTE".'] },
  // A side that is itself negated, or that opens with a verb, is a sentence, not a contrast ("Usa aca, no lee …").
  { text: 'aca, no lee bien el porcentaje', polarity: null },
  { text: 'El boton page text yo creo que sobra, no es claro', polarity: null },
  { text: 'no deberia mostrar factura cancelada tampoco, no nos importa', polarity: 'dont', keeps: ['No deberia mostrar factura cancelada tampoco'] },
  { text: 'no src/ file references it', polarity: null },
  // A face at the end is tone; a path or a name with a colon is not a face.
  { text: 'no need to make examples a package :/', polarity: 'dont', keeps: ["Don't make examples a package."] },
  { text: 'use tabs not spaces :)', polarity: 'do', want: 'tabs', not: 'spaces', keeps: ['Use tabs, not spaces.'] },
  { text: 'use the C:/ drive', polarity: 'do', keeps: ['Use the C:/ drive.'] },
  // Skipped or ignored is done on purpose: the ban names it; missed is forgotten.
  { text: 'you skipped the test instead of fixing the bug', polarity: 'dont', keeps: ["Don't skip the test instead of fixing the bug."] },
  { text: 'you ignored my notes', polarity: 'dont', keeps: ["Don't ignore my notes."] },
  { text: 'you missed the edge case', polarity: 'do', keeps: ["Don't forget the edge case."] },
  // Why is no part of the rule; "no, delete …" said without its comma asks for the deletion.
  { text: 'the status bar should be white since my app is mostly black or dark', polarity: 'do', keeps: ['The status bar should be white.'] },
  { text: 'keep it short, as I read these on my phone', polarity: 'do', keeps: ['Keep it short.'] },
  { text: 'no delete the part where we say soon to be revealed', polarity: 'do', keeps: ['Delete the part where we say soon to be revealed.'] },
  { text: 'use the same font as the title', polarity: 'do', keeps: ['Use the same font as the title.'] },
  // "Never" before a past tells what happened.
  { text: 'Never finished because I never return back to them', polarity: null },
  { text: 'never asked for this', polarity: null },
  { text: 'never embed secrets in the code', polarity: 'dont', keeps: ['Never embed secrets in the code.'] },
  // A sentence cut before its object is no rule.
  { text: 'Remove any remaining assumptions about', polarity: null },
  { text: 'Talk about how we deliver fast loading speeds without', polarity: null },
  // Ukrainian, read by the Russian file (Cyrillic is read as Russian): its bans, its infinitive, and "не забувай".
  { text: 'я ж казав не чіпати тести', polarity: 'dont', keeps: ['Не чіпати тести.'] },
  { text: 'не використовуй any', polarity: 'dont', keeps: ['Не використовуй any.'] },
  { text: 'використовуй pnpm, а не npm', polarity: 'do', keeps: ['Використовуй pnpm, а не npm.'] },
  { text: 'не забути додати тести', polarity: 'do', keeps: ['Не забути додати тести.'] },
  // A scope said without its comma.
  { text: 'when replying keep it short', polarity: 'do', keeps: ['When replying, keep it short.'] },
  { text: "when using the API key don't log it", polarity: 'dont', keeps: ["When using the API key, don't log it."] },
  { text: 'when writing tests we use vitest', polarity: null },
  { text: 'while waiting I made coffee', polarity: null },
  // Chinese: the wanted side after a ban stays with it, after a complaint; swear words are no part of the rule.
  { text: '这段代码会死循环，不要用 effect，而是直接在 xhr 中处理', polarity: 'dont', keeps: ['不要用 effect，而是直接在 xhr 中处理。'] },
  { text: '页面挂了，不要加新功能，而是先修这个bug', polarity: 'dont', keeps: ['不要加新功能，而是先修这个bug。'] },
  { text: '我希望的是可正常运行的系统，而不是他妈的临时搞的一堆东西', polarity: 'do', keeps: ['我希望的是可正常运行的系统，而不是临时搞的一堆东西。'] },
  { text: '卧槽，别再加注释了', polarity: 'dont', keeps: ['别再加注释了。'] },
  { text: '妈妈的生日提醒不要删', polarity: 'dont', keeps: ['妈妈的生日提醒'] },
  { text: '我去看看日志', polarity: null },
  // An API that is gone, and the one to use.
  { text: 'append was removed in pandas 2.0, use pd.concat', polarity: 'do', want: 'pd.concat', not: 'append' },
  { text: "ReactDOM.render is deprecated in 18, it's createRoot now", polarity: 'do', want: 'createRoot', not: 'ReactDOM.render' },
  { text: 'componentWillMount is deprecated, use componentDidMount instead', polarity: 'do', want: 'componentDidMount', not: 'componentWillMount' },
  { text: "the button was removed, it's fine now", polarity: null },
  // What a thing must not do, said of the thing; a "however" lead and a reason without its comma.
  { text: "I like the idea of the preview but I don't want it to be displayed if we didn't click on a document", polarity: 'dont', keeps: ["It should not be displayed if we didn't click on a document."] },
  { text: "we don't want the sidebar to scroll with the page", polarity: 'dont', keeps: ['The sidebar should not scroll with the page.'] },
  { text: "I don't want it to be like that?", polarity: null },
  { text: "Looks good, however I don't want to copy all of env_visualizer in afterwards as that may change during runtime", polarity: 'dont', keeps: ["Don't copy all of env_visualizer in afterwards."] },
  { text: 'maybe I am missing an include? please double check the includes', polarity: 'do', keeps: ['Double check the includes.'] },
  { text: 'Are you sure? Double check', polarity: null },
  // "Let's …": the imperative without "let us"; thinking aloud or picking an option is no rule.
  { text: "let's keep the old header", polarity: 'do', keeps: ['Keep the old header.'] },
  { text: "No, let's not touch the tests", polarity: 'dont', keeps: ["Don't touch the tests."] },
  { text: "let's not use redux", polarity: 'dont', keeps: ["Don't use redux."] },
  { text: "let's see", polarity: null },
  // A named thing of two words, without its article; a compiler's "cannot be" is no rule.
  { text: "Billing tab shouldn't be visible to non-admins", polarity: 'dont', keeps: ["Billing tab shouldn't be visible to non-admins."] },
  { text: 'taskViewModel val cannot be reassigned', polarity: null },
  { text: "I don't want the fastest, I want the cheapest", polarity: 'do', want: 'cheapest', not: 'fastest' },
  { text: 'i dont want a summary i want the full text', polarity: 'do', want: 'full text', not: 'summary' },
  { text: 'I wanted something in Europe, not Asia', polarity: 'do', keeps: ['Something in Europe, not Asia.'] },
  { text: 'No fix needed.', polarity: null },
  { text: 'No answer yet.', polarity: null },
  // A quality turned down, and fewer of a thing.
  { text: 'too formal', polarity: 'do', keeps: ['Be less formal.'] },
  { text: 'way too casual for a cover letter', polarity: 'do', keeps: ['Be more formal.'] },
  { text: 'too many emojis', polarity: 'do', keeps: ['Use fewer emojis.'] },
  { text: 'too much jargon', polarity: 'do', keeps: ['Use less jargon.'] },
  { text: 'too many to list', polarity: null },
  { text: '太正式了', polarity: 'dont', keeps: ['不要太正式。'] },
  { text: '语气太生硬了', polarity: 'dont', keeps: ['不要太生硬。'] },
  { text: '表情太多了', polarity: 'do', keeps: ['少用表情。'] },
  { text: '废话太多', polarity: 'do', keeps: ['少说废话。'] },
  { text: 'No explanation needed', polarity: 'dont', keeps: ['No explanation needed.'] },
  { text: "maybe it shouldn't be there", polarity: null },
  { text: "that endpoint doesn't exist, it's /api/user/settings", polarity: 'do', keeps: ['Use /api/user/settings.'] },
  { text: "ok let's go with option 2", polarity: null },
  // Type names with empty brackets are words, not code.
  { text: 'but with tuples instead of int[] and string[]', polarity: 'do', want: 'tuples', not: 'int[] and string[]' },
  // What the user would rather get (set mx1); a courtesy is no ban, and something of the user's own is kept out.
  { text: "I'd rather have no emojis and no hashtags at all, it's not really my style.", polarity: 'dont', keeps: ['No emojis and no hashtags.'] },
  { text: "I would rather you didn't use emojis", polarity: 'dont', keeps: ["Don't use emojis."] },
  { text: "I'd prefer shorter paragraphs", polarity: 'do', keeps: ['Use shorter paragraphs.'] },
  { text: "I'd rather write it myself", polarity: null },
  { text: "I'd rather go with option B", polarity: null },
  { text: 'No rush.', polarity: null },
  { text: 'I never want my age in any of these letters.', polarity: 'dont', keeps: ["Don't put my age in any of these letters."] },
  { text: "I don't want my real name", polarity: null },
  // The refused side answers the part before it, and an example of the wanted side is not the side.
  { text: "Way too casual though, he's my landlord, not a friend.", polarity: 'do', keeps: ['Be more formal.'] },
  { text: 'the prices need to be in euros with a comma, like 12,50 €, not dollars', polarity: 'do', keeps: ['The prices need to be in euros with a comma, like 12,50 €, not dollars.'] },
  { text: 'We use yarn in this repo though, not npm, so all the commands should be yarn.', polarity: 'do', keeps: ['Use yarn in this repo, not npm.'] },
  { text: 'Eso está bien, pero la fecha, no el mes', polarity: 'do', want: 'la fecha', not: 'el mes' },
  // The user pointing back is no part of the fact that is the rule (read by the Spanish file first).
  { text: 'Eu te disse que sou vegetariano, nada de carne nem peixe', polarity: 'do', keeps: ['Sou vegetariano.'] },
  // A full stop inside code is no sentence end; "别的" is "other", not a ban; what is not needed, then the next step, is
  // no rule; "only …" after a full stop is a sentence of its own (blind sets hn11, hn12, cd1, tv1).
  { text: "they're not, concurrent map writes panic. use sync.Map or a mutex", polarity: 'do', keeps: ['Use sync.Map or a mutex.'] },
  { text: '别的都挺好，就是我周三晚上要上课，能帮我挪一下吗', polarity: null },
  { text: "nice. no other changes needed, let's move on to the logging part", polarity: null },
  { text: "we don't drive. only public transport for everything please", polarity: 'do', keeps: ['Only public transport for everything.'] },
  // The setup with what follows from it; a word of impatience left out; an operator is no code (set rl1).
  { text: "we're on postgres, so double quotes for identifiers, no backticks", polarity: 'do', keeps: ["We're on postgres, so double quotes for identifiers, no backticks."] },
  { text: 'this is python 3.11, use f-strings and print() obviously', polarity: 'do', keeps: ['Use f-strings and print().'] },
  { text: 'always use === in this codebase', polarity: 'do', keeps: ['Always use === in this codebase.'] },
  { text: 'stop for now, I need to check with the designer before we continue', polarity: null },
  // How long replies may be, with why left out (set ss2).
  { text: 'keep the summaries to a few bullet points, I read the diff anyway', polarity: 'do', keeps: ['Keep the summaries to a few bullet points.'] },
  // Whom a text is for is no side that came and was refused ("Use a short email, not for my boss." had been the rule);
  // ", never Y" refuses as ", not Y" does; "never mind" refuses nothing (blind sets hn69, rq14).
  { text: "it's for my boss, I need a short email", polarity: null },
  { text: "it's for my grandfather's funeral, I need a short poem", polarity: null },
  { text: "That's a left join, I need an inner join here", polarity: 'do', want: 'inner join', not: 'left join' },
  { text: 'let or const, never var', polarity: 'do', want: 'let or const', not: 'var' },
  { text: 'tabs, never spaces', polarity: 'do', want: 'tabs', not: 'spaces' },
  { text: 'let me know, never mind', polarity: null },
  { text: 'no joke, this is hard', polarity: null },
  { text: 'no jokes please', polarity: 'dont', keeps: ['No jokes.'] },
);

const NEGATION = /\b(?:don'?t|do not|never|no|not|stop|avoid|\w+n'?t)\b|不要|别|不用|不需要|禁止|不|no\b|nunca|nada de|não|nicht|kein\w*|pas|jamais|non|mai|ないで|いらない|要らない|不要|지\s*마|ではなく|그만|やめて|(?<!\p{L})(?:berhenti|stop met|перестань|deja de|arrête de|smetti di|pare de|hör auf|lass\b.*\sweg|arrête|basta|niente|para com|sin|sem|никак\p{L}*|не|никогда|перестань|хватит|без|nie|nigdy|przestań|unikaj|bez|niet|nooit|geen|zonder|vermijd|jangan|tanpa|tidak|hindari|asla|đừng|không|tránh)(?!\p{L})|(?:kullan|yaz|ekle|sil|değiştir|yap|koy|ver|çevir|dokun|uydur|tekrarla)m[ae](?:yın|yin)?(?!\p{L})/iu;

describe('polarity suite', () => {
  it(`has at least 150 cases (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
  });

  it('no rule ever says the opposite of what the user meant', () => {
    const inverted: string[] = [];
    for (const c of cases) {
      const l = extractLesson(c.text, detectLanguage(c.text));
      const got = l.text ? l.polarity : null;
      if (got !== c.polarity) {
        inverted.push(`${c.text} → ${l.text ?? '(no rule)'} [${got} ≠ ${c.polarity}]`);
        continue;
      }
      if (!l.text) continue;
      for (const k of c.keeps ?? []) if (!l.text.includes(k)) inverted.push(`${c.text} → ${l.text} lost "${k}"`);
      if (c.polarity === 'dont' && !NEGATION.test(l.text)) inverted.push(`${c.text} → ${l.text} lost its negation`);
      if (c.want && c.not) {
        // The rejected side must be the one that is negated: it comes after the wanted side, behind a negation.
        const iw = l.text.indexOf(c.want);
        const ino = l.text.lastIndexOf(c.not);
        const negated = l.original !== null && l.original.includes(c.not) && (l.corrected ?? '').includes(c.want);
        if (iw < 0 || ino < 0 || !negated) inverted.push(`${c.text} → ${l.text} (wanted ${l.corrected}, rejected ${l.original})`);
      }
    }
    expect(inverted).toEqual([]);
  });

  it('the detector keeps the same polarity end to end, in the user’s language by default', () => {
    const prev = "I've answered in English and added comments to the code:\n```ts\n// comment\nconst x = 1;\n```";
    const d1 = detect({ user: { id: 'u1', text: '不要用英文回答' }, prevAssistant: { id: 'a1', text: prev } });
    expect(d1.lesson).toBe('不要用英文回答。');
    expect(d1.lessonEn).toBe("Don't answer in English.");
    const d2 = detect({ user: { id: 'u2', text: 'No comments in the code please.' }, prevAssistant: { id: 'a1', text: prev } });
    expect(d2.lesson).toBe('No comments in the code.');
    const d3 = detect({ user: { id: 'u3', text: 'Yes, always do that' }, prevAssistant: { id: 'a1', text: prev } });
    expect(d3.lesson).toBeNull();
    expect(d3.kind).toBe('none');
  });
});
