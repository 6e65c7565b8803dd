// Turkish: the common forms ("emoji kullanma", "İngilizce değil, Türkçe yaz", "npm yerine pnpm kullan", "bundan sonra
// …", "Türkçe cevap ver"). Turkish puts the verb last and says "don't" inside it (kullan → kullanma), so a ban is
// read from the clause's last word, and "X, not Y" is said "X, Y değil".
import { romancePack } from './romance';
import { c, type Cue } from './cue';
import { unicodeWords as u } from './util';

const VERBS = 'kullan|yaz|ekle|sil|değiştir|yap|koy|ver|çevir|açıkla|göster|kısalt|uzat|dokun|uydur|tekrarla|cevap ver|cevapla|yanıtla';
const DONT = 'kullanma|yazma|ekleme|silme|değiştirme|yapma|koyma|verme|çevirme|açıklama|gösterme|kısaltma|uzatma|dokunma|uydurma|tekrarlama|cevaplama|yanıtlama';

export const TR_CUES: Cue[] = [
  // ("asla pes etmeyen biri olduğumu da ekleyebilir misin?" asks for an addition; "never" there sets no rule.)
  c('tr.pref', 'pref', u('\\b(bundan sonra|bundan böyle|her zaman|daima|asla|unutma|aklında (?:tut|bulunsun)|her seferinde)\\b'), 2.5, { notInQuestion: true }),
  c('tr.lead_no', 'corr', u('^\\s*(hayır|yanlış|olmadı)\\s*[,.!:;]'), 2.2, { answerable: true, react: true }),
  c(
    'tr.wrong',
    'corr',
    u('\\b(yanlış|hatalı|doğru değil|öyle değil|bunu (?:demedim|istemedim|sormadım)|(?:demek|kastettiğim|söylemek) istediğim|kastettim|dedim ya|söyledim ya|unuttun|yanlış anladın|anlamadın|istediğim bu değil|çok (?:resmi|uzun|kısa|karışık|sıkıcı|genel|samimi|ciddi|basit|soğuk|yapay|robotik|abartılı) (?:olmuş|oldu)|fazla (?:resmi|uzun|kısa))\\b'),
    2.4,
  ),
  c('tr.ban', 'corr', u(`\\S+\\s+(?:${DONT})(?:yın|yınız|yin|yiniz)?\\b`), 2.2),
  c('tr.should', 'corr', u('\\b(olmalı|olmalıydı|olması gerek(?:iyor)?|yerine|\\p{L}+(?:man|men|manız|meniz) (?:lazım|gerek(?:iyor)?))\\b'), 1.2),
  // "İngilizce değil, Türkçe yaz": a side refused, then the wanted one.
  c('tr.not_but', 'corr', u('\\S+\\s+değil\\s*,\\s*\\S+'), 1.6, { notInQuestion: true }),
  c('tr.frus', 'frus', u('\\b((?:hala|hâlâ|yine|gene) (?:çalışmıyor|olmuyor|aynı|hata)|çalışmıyor|işe yaramadı|aynı hata|değişen bir şey yok|hiçbir şey değiş(?:medi|memiş)|(?:yine|gene) aynısını)\\b'), 2),
  c('tr.neg', 'neg', u('^\\s*(teşekkürler|teşekkür ederim|sağ ?ol|harika|mükemmel|süper)\\b|\\b(çalıştı|oldu)\\s*[.!]*\\s*$'), 1.5, { unlessContrast: true }),
  // "Bunu istemedim", "öyle demedim": what the user did not ask for.
  c('tr.not_asked', 'corr', u('\\b(?:istemedim|sormadım|demedim|söylemedim|doğru değil|öyle değil)\\b'), 2.4),
  // "Sürekli özür dilemeyi bırakır mısın?": a habit to stop, asked as a question.
  c('tr.stop_q', 'corr', u('(?<![\\p{L}\\p{N}])\\S+(?:meyi|mayı|mekten|maktan)\\s+bırak(?:ır|abilir)\\s*(?:mı|mi)(?:sın|sınız)?\\b'), 2.5),
  // "Sonucu unuttun": what the reply left out.
  c('tr.left_out', 'corr', u('\\b(?:unuttun|unuttunuz|atlamışsın|eksik kalmış)\\b'), 2.0, { notInQuestion: true }),
  // "Daha kısa yap, en fazla 100 kelime": the length asked for.
  c('tr.shorter', 'corr', u('\\bdaha (?:kısa|basit|sade|resmi|samimi|net) (?:yap|yaz|olsun|tut)\\b|\\ben fazla \\d+ (?:kelime|cümle|satır)\\b'), 2.3),
  // "Sürekli aynı hatayı yapıyorsun": the same mistake, again.
  c('tr.same_mistake', 'corr', u('\\b(?:sürekli|yine|gene|hep|hala|hâlâ) aynı (?:hatayı|yanlışı|hata)\\b'), 2.2),
  // "Resmi bir dil kullan": the register every reply should have.
  c('tr.register', 'corr', u('\\b(?:resmi|resmî|samimi|kibar|profesyonel|nazik)\\s+(?:bir\\s+)?(?:dil|üslup|ton)\\b'), 2.0, { notInQuestion: true }),
  // "Yorumlarımı neden sildin?": what the assistant removed or changed of the user's.
  c('tr.you_removed', 'corr', u('\\b(?:neden|niye|niçin)\\s+(?:\\S+\\s+)?(?:sildin|kaldırdın|değiştirdin|bozdun)\\b|(?<![\\p{L}\\p{N}])\\S+(?:ımı|imi|umu|ümü)\\s+(?:neden\\s+|niye\\s+)?(?:sildin|kaldırdın|bozdun)\\b'), 2.2),
  c('tr.dir', 'dir', u(`\\b(${VERBS}|${DONT}|lütfen)\\b`), 0.7),
];

export const tr = romancePack({
  code: 'tr',
  also: /(?<!\p{L})ayrıca(?!\p{L})/iu,
  takesOut: /(?<!\p{L})kaldır(?!\p{L})/iu,
  cues: TR_CUES,
  // The language guess counts these (language.ts); letters only Turkish uses are evidence on their own.
  // (Words with ğ, ş or ı are left to the letters, which count one by one.)
  // Counted on lower-cased text (language.ts), with Latin letters spelled out: a boundary that takes the character
  // before it, without Unicode classes, costs a fifth of a look-behind on every turn's language guess.
  stop: /(?:^|[^a-z0-9\u00c0-\u024f])(?:ve|bir|bu|çok|için|ama|daha|lütfen|ben|sen|bana|neden|nasıl|yok|var|olarak|gibi|kadar|sonra|peki|yerine|istiyorum|istemiyorum|kullan[a-z\u00c0-\u024f]*|yaz(?:ma|ın|sana)?|yap(?:ma)?|ekle(?:me)?)(?![a-z0-9\u00c0-\u024f])|[ğşı]/g,
  lead: u('^(?:(?:hayır|yanlış|lütfen|tamam|peki|bak|yani|dedim ki|bundan sonra|unutma)\\b)[\\s,.:;!-]*'),
  neg: u(`(?:^|\\s)(?:${DONT})(?:yın|yınız|yin|yiniz)?$|^asla\\b|\\solmasın$`),
  pos: u(`(?:^|\\s)(?:${VERBS})(?:ın|ınız|in|iniz)?$|^(?:her zaman|daima)\\b`),
  // "Türkçe yaz, İngilizce değil": the wanted side, then the refused one.
  notSep: u('^(.{1,60}?),\\s+(.{1,40}?)\\s+değil$'),
  // "İngilizce değil, Türkçe yaz": the refused side first.
  butSep: u('^(.{1,40}?)\\s+değil,?\\s+(.{1,60})$'),
  // "npm yerine pnpm kullan": the refused side before "yerine" (captured second, as the contract has it).
  insteadSep: u('^(?=.{1,40}?\\s+yerine\\s+(.{1,60})$)(.{1,40}?)\\s+yerine\\s'),
  answer: u('\\b(türkçe|[iİ]ngilizce|almanca|fransızca|[iİ]spanyolca|çince|japonca|rusça)\\s+(?:olarak\\s+)?(?:yaz|cevap ver|cevapla|yanıtla|konuş)'),
  negBefore: u('\\b(?:değil|asla)\\s+(?:\\S+\\s+){0,1}$'),
  use: 'kullan',
  // A wanted side that ends in its own verb ("TypeScript istiyorum", "frontend geliştiriciyim") takes no "kullan".
  pair: (want, not, plain) => (plain || /(?:yor(?:um|uz)?|[ıiuü]m|[ıiuü]z|d[ıiuü]m)$/u.test(want) ? `${want}, ${not} değil` : `${want} kullan, ${not} değil`),
  prep: u('^(?:ile|için|gibi|olarak)\\b'),
  not: 'değil',
  question: u('\\s(?:mi|mı|mu|mü)(?:\\s|$)|^(?:neden|niye|nasıl|ne|nerede|kim|hangi)\\b'),
  confirmOnly: u('^(?:evet|aynen|tamam|doğru|kesinlikle)?[\\s,.!]*(?:her zaman|bundan sonra)?\\s*(?:böyle|öyle|böyle yap)?[\\s.!]*$'),
  courtesy: u('[,\\s]+(?:lütfen|teşekkürler|sağ ?ol)$'),
  standing: u('\\b(?:türkçe|[iİ]ngilizce|kısa|daha kısa|öz|resmi|samimi|emoji|madde işaret\\p{L}*)\\b'),
});
