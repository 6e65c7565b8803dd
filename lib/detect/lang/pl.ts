// Polish: the common forms ("nie używaj X", "użyj X, a nie Y", "nie X, tylko Y", "X zamiast Y", "zawsze",
// "odpowiadaj po polsku"). A Polish "No, …" is "well, …" and "Nie" starts most plain sentences, so only this file
// reads Polish rules (lang/index.ts, packsFor): the English and Spanish patterns would take them for bans.
import { romancePack } from './romance';
import { c, type Cue } from './cue';
import { unicodeWords as u } from './util';

const VERBS_DONT =
  'używaj|użyj|dodawaj|dodaj|pisz|zmieniaj|usuwaj|twórz|rób|odpowiadaj|tłumacz|powtarzaj|wymyślaj|zmyślaj|ruszaj|dotykaj|wstawiaj|podawaj|wspominaj|skracaj|przepraszaj|komentuj|używajcie';
const VERBS_DO =
  'użyj|używaj|napisz|pisz|dodaj|dodawaj|zostaw|zrób|rób|odpowiadaj|odpowiedz|zawsze|trzymaj się|wyjaśnij|przetłumacz|pokaż|zwróć|zmień|usuń|popraw|podaj|stosuj|zastosuj|wstaw|przepisz|skróć';

export const PL_CUES: Cue[] = [
  // "Zawsze"/"nigdy" tell a habit of the assistant only before an instruction ("zawsze odpowiadaj…", "nigdy nie
  // dodawaj…"); in a story they describe people ("ludzie zawsze się przede mną otwierają").
  c('pl.pref', 'pref', u(`\\b(od teraz|od tej pory|od tego momentu|w przyszłości|na przyszłość|zapamiętaj|pamiętaj,? (?:że|żeby\\p{L}*|aby\\p{L}*|o)|za każdym razem|na stałe)\\b|\\b(zawsze|nigdy nie)\\s+(?:${VERBS_DO}|${VERBS_DONT})\\b|\\b(?:odpowiadaj|pisz|mów|rozmawiaj)\\s+(?:do mnie\\s+|mi\\s+|ze mną\\s+)?zawsze\\b`), 2.5),
  c('pl.lead_no', 'corr', u('^\\s*nie\\s*[,.!:;]|^\\s*nie,? nie\\b'), 2.2, { answerable: true, react: true }),
  c(
    'pl.wrong',
    'corr',
    u(
      '\\b(źle|błędnie|niepoprawnie|to nie (jest )?(to|prawda|poprawne|tak)|nie o to (mi )?chodzi(ło)?|nie to miałe[mś] na myśli|miał[ae]m na myśli|mam na myśli|chodziło mi o|nie to,? czego (szukam|poszukuję|poszukuje|chciałe[mś]|chciałam|oczekiwałe[mś])|przecież (mówiłe[mś]|mówiłam|pisałe[mś]|pisałam|prosiłe[mś]|prosiłam)|mówiłe[mś] ci|mówiłam ci|nie zrozumiałe[śs]|nie zrozumiałaś|źle mnie zrozumiałe[śs]|pomyliłe[śs] się|pomyliłaś się|zapomniałe[śs]|zapomniałaś|pominąłe[śs]|nie prosiłe[mś]|nie prosiłam|dlaczego (usunąłe[śs]|zmieniłe[śs]|dodałe[śs]))\\b',
    ),
    2.5,
  ),
  c('pl.should', 'corr', u('\\b(powinno być|powinien|powinna|powinno|powinieneś|powinnaś|miało być|miał być|miała być|musi być|ma być|nie może być|zamiast|przecież)\\b'), 1.2),
  // (The word edge belongs to "nie" only: before the group it also stood before " a nie", whose space follows a letter,
  // so "obok mnie a nie za mną" had needed a comma to count.)
  c('pl.not_but', 'corr', u('(\\bnie\\s+\\S+(?:\\s+\\S+){0,3},?\\s+(?:tylko|lecz)|,?\\s+a nie)\\s+\\S+'), 1.6, { notInQuestion: true }),
  // "…, nie dodawaj nic o miłości", "nie używaj emoji": a ban said at the start of a clause (es.ban, vi.ban).
  c('pl.ban', 'corr', u(`(?:^|[,.!?…;:]\\s*)(?:ale\\s+|i\\s+|proszę\\s+|tylko\\s+)?nie\\s+(?:${VERBS_DONT})(?![\\p{L}\\p{N}])(?!\\s+(?:nic\\s+)?więcej)`), 2.2),
  c('pl.frus', 'frus', u('\\b((nadal|dalej|wciąż|ciągle) nie działa|nie działa|nie zadziałało|ten sam błąd|taki sam błąd|znowu błąd|znów błąd|nic się nie zmieniło|nie pomogło|nadal (jest )?(błąd|to samo)|dalej to samo)\\b'), 2),
  c('pl.neg', 'neg', u('^\\s*(dzięki|dziękuję|super|świetnie|idealnie|ekstra|rewelacja|nie,?\\s+(?:dzięki|dziękuję))\\b|(?<!nie\\s)\\b(działa|zadziałało|teraz działa)\\b'), 1.5),
  c('pl.dir', 'dir', u('\\b(użyj|dodaj|usuń|zmień|popraw|zrób|napisz|trzeba|należy)\\b'), 0.7),
];

export const pl = romancePack({
  code: 'pl',
  also: /(?<!\p{L})także(?!\p{L})/iu,
  cues: PL_CUES,
  // The language guess counts these (language.ts); letters only Polish uses are evidence on their own.
  stop: /\b(nie|jest|jak|ale|tak|mnie|bo|czy|jestem|mam|ty|dla|jeszcze|teraz|dobrze|dobra|wszystko|trzeba|bardzo|tego|jego|jej|zawsze|nigdy|polsku|tylko|może|zamiast|dzięki)\b|proszę(?<!\p{L}proszę)(?!\p{L})|[ąęłńśźż]/giu,
  lead: u(
    '^(?:nie(?=\\s*[,.!:;-])|no(?=\\s*[,.!:;-]|\\s+(?:tak|dobrze|dobra|ale|to|więc|właśnie)\\b)(?:\\s+(?:tak|dobrze|dobra))?|dobrze|dobra|ok|okej|słuchaj|proszę|przecież|jeszcze raz|znowu|od teraz|od tej pory|w przyszłości|zapamiętaj(?:,? że)?|(?:to )?źle(?=\\s*[,.!:;-])|to nie to|mówiłem|mówiłam|miałem na myśli|miałam na myśli|chodziło mi o to,? że|chodzi mi o to,? że)\\b[\\s,.:;!-]*',
  ),
  neg: u(`^(?:nie (?:${VERBS_DONT}|chcę|chce|potrzebuję|potrzebujemy|potrzebuje)|nigdy nie|przestań|skończ z|unikaj|bez)\\b`),
  pos: u(`^(?:${VERBS_DO}|upewnij się,? że)\\b`),
  // "… obok mnie a nie za mną": with "a" the contrast needs no comma.
  notSep: u('^(.{1,60}?)(?:,\\s+(?:a\\s+)?|\\s+a\\s+)nie\\s+(.{1,40})$'),
  butSep: u('^nie\\s+(.{1,40}?),?\\s+(?:tylko|lecz|ale)\\s+(.{1,60})$'),
  insteadSep: u('^(.{1,60}?)\\s+zamiast\\s+(.{1,40})$'),
  answer: u('\\b(?:odpowiadaj|odpowiedz|odpowiadajcie|pisz|mów|rozmawiaj)\\s+(?:(?:do mnie|mi|ze mną)\\s+)?(?:zawsze\\s+|tylko\\s+)?po\\s+(polsku|angielsku|niemiecku|hiszpańsku|francusku|rosyjsku|chińsku|japońsku)'),
  negBefore: u('\\bnie\\s+(?:\\S+\\s+){0,1}$'),
  use: 'Użyj',
  prep: /^(?:w|we|na|z|ze|dla|po|o|jako|bez|do|od|przy|u)(?![\p{L}])/iu,
  not: 'a nie',
  question: u('^(?:dlaczego|czemu|co|jak|gdzie|kiedy|który|która|które|czy|możesz|mógłbyś|mogłabyś)\\b'),
  confirmOnly: u('^(?:tak|dokładnie|właśnie|super|dobrze|ok|okej)?[\\s,.!]*(?:zawsze|od teraz|dalej)?\\s*(?:tak|rób tak|tak rób|tak trzymaj|tak samo)?[\\s.!]*$'),
  courtesy: u('[,\\s]+(?:proszę|dzięki|dziękuję)$'),
  standing: u('\\b(?:po polsku|po angielsku|krótko|krócej|zwięźle|zwięzł\\p{L}*|szczegółow\\p{L}*|ton\\p{L}*|formaln\\p{L}*|emoji|emotikon\\p{L}*|na ty|na pan\\p{L}*)\\b'),
});
