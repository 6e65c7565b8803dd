// One builder for the European languages whose rules follow the same shapes (es, pt, fr, de, ru): each language
// file gives its own words; the shapes (ban, contrast, "instead of", answer language) are read the same way.
import type { Directive, LangPack } from './types';
import type { Cue } from './cue';
import { NUMBER_ONLY, accentTolerant, finish, languageName, leadStripper, words } from './util';

export interface RomanceWords {
  code: string;
  cues: readonly Cue[];
  stop: RegExp;
  lead: RegExp;
  /** Clause starts that forbid ("no uses", "nunca", "n'utilise pas", "keine"). */
  neg: RegExp;
  /** Clause starts that instruct ("usa", "utilise", "verwende", "siempre"). */
  pos: RegExp;
  /** "X, no Y" (group 1 wanted, group 2 rejected). */
  notSep: RegExp;
  /** "no Y, sino X" (group 1 rejected, group 2 wanted). */
  butSep: RegExp;
  /** "X en lugar de Y" (group 1 wanted, group 2 rejected). */
  insteadSep: RegExp;
  /** Answer-language request; group 1 the language's name. */
  answer: RegExp;
  /** A negation right before the answer-language verb. */
  negBefore: RegExp;
  /** A wish reported back ("que usaras pnpm"), said as the instruction it was ("usa pnpm"): pattern, then its rewrite. */
  wish?: readonly (readonly [RegExp, (neg: string | undefined, verb: string) => string])[];
  /**
   * "I don't want …" said as the ban it is: pattern, then what replaces it ("no quiero que uses Redux" → "no uses
   * Redux", "ich will keine Emojis" → "keine Emojis"). A refusal no pattern rewrites keeps the user's words (`neg`).
   */
  refuse?: readonly (readonly [RegExp, string])[];
  /** "Also" and taking out (see the LangPack contract). */
  also?: RegExp;
  takesOut?: RegExp;
  /** "Use" and "not" in this language, for "Use X, not Y". */
  use: string;
  /** How the language says "X, not Y" when its word order is not "Use X, not Y" (Turkish: "X kullan, Y değil"). */
  pair?: (want: string, not: string, plain: boolean) => string;
  /** A wanted side that starts with a preposition ("en cuanto a la estructura") takes no "Use". */
  prep: RegExp;
  not: string;
  question: RegExp;
  confirmOnly: RegExp;
  /** See the LangPack contract. */
  agree?: RegExp;
  everyTime?: RegExp;
  standing: RegExp;
  /** Trailing courtesy ("…, por favor", "…, bitte"): dropped from the rule, like a leading one. */
  courtesy: RegExp;
  /** The verb that asks for the answer language ("Responde"): "la respuesta en español" is said as "Responde en español". */
  answerVerb?: string;
  /** A bare refusal of what the assistant offered (see the LangPack contract): "No, no hace falta, gracias". */
  decline?: RegExp;
  /** What the user does, in the present, said with "always" / "never" ("nunca lo entiendo", "всегда путаю"): no rule. */
  ownPresent?: RegExp;
  /** The user's own verb right after the negator ("qué bonito, no esperaba …"): "X, no Y" is then no contrast. */
  negatedVerb?: RegExp;
  /**
   * "trop long", "zu lang": too long, said alone (the whole clause), and the language's own comparative that is the rule
   * ("Plus court"). Each file's own words, so the Spanish reading of a short German turn never answers it.
   */
  tooLong?: readonly [RegExp, string];
}

// "Não use gírias, é para um cliente", "…, c'est pour un client": whom the text is for is the reason, not the rule.
// ("…, é pra corrigir o código" says what to do instead, with its infinitive: no reason, and it stays.)
// "bitte duzen, das ist ein lockerer Newsletter", "siezen, das geht an einen Kunden": what the text is, or whom it goes
// to, after the rule, is why.
const WHAT_IT_IS = /,\s*(?:(?:das ist|es ist|ist)\s+(?:(?:doch|ja|nur|eher)\s+)*(?:ein|eine)|(?:das|es|der text|die mail) geht an)\s+[^,]{1,40}$/iu;

// "sin cebolla, que en mi casa somos del equipo sin cebolla", "kürzer, weil ich das am Handy lese": why, after the rule.
const BECAUSE = /,\s*(?:porque|ya que|pues|pois|parce que|car|weil|denn|perché|poiché|que (?=(?:en|mi|mis|es|son|soy|somos|tengo|tenemos|aqu[ií]|yo|nosotros|ya)\s))[^,]{1,60}$/iu;

const FOR_WHOM = /,\s*(?:es|é|e|c'est|c’est|das ist|es ist|è|het is|dit is)\s+(?:para|pra|pro|pros|pras|pour|für|per|voor)\s+(?!(?!unser)\p{L}+(?:ar|er|ir|re)(?!\p{L}))[^,]{1,40}$/iu;

// "Te pedí un resumen, no una lista", "eu pedi X, não Y", "ti avevo chiesto 10 idee, non 5": what the user asked for.
const ASKED = /^(?:(?:solo|sólo|só|apenas|juste|seulement|nur)\s+)?(?:te |le |lhe |vos |ti )?(?:lo |la |los |las |o |a |l['’])?(?:ik wilde|ik wou|ik vroeg(?: om)?|avevo chiesto|ped[ií]a?|dije|quer[ií]a|quiero|quise|pedi|falei|disse|queria|quero|j'ai demandé|je voulais|je veux|ho chiesto|volevo|voglio|chciałbym|chciałabym|chcę|chciałem|chciałam|prosiłem|prosiłam)\s/iu;

// "Te dije que soy celíaca", "eu te disse que sou vegetariano", "je t'ai dit que je suis végétarien": the user pointing
// back, before the fact that is the rule.
const TOLD_THAT = /^(?:(?:eu|yo|je|ich|io)\s+)?(?:ya |já |ja |déjà )?(?:te |lhe |le |t['’]|ti )?(?:lo |l['’])?(?:dije|disse|falei|avisé|avisei|ai dit|ho detto|avevo detto|dissi)\s+(?:que|che)\s+(?=\S)/iu;

// "…, je te l'ai déjà dit", "…, я уже говорил": the user pointing back to what they said is not part of the rule.
const SAID_BEFORE = /,\s*(?:je te l['’]ai (?:déjà |deja )?dit|(?:ya )?te lo (?:he )?dije|(?:eu )?j[aá] (?:te )?disse|te l['’]ho gi[aà] detto|das (?:habe|hab) ich (?:dir )?(?:doch |schon |bereits )*(?:mal )?gesagt|я (?:же |уже )?(?:говорил|говорила|сказал|сказала|писал|писала))$/iu;

// "Je voulais juste que tu corriges la faute, pas que tu réécrives tout", "я просил 10 идей, а не 5", "(я просил)
// только исправить опечатку, а не переписывать всё": a wanted side that is a clause, a count or an infinitive is said
// as it stands; "Use" before it would make it nonsense.
const OWN_FORM = /^(?:(?:juste|seulement|только|nur|solo|sólo|apenas|só)\s+)?(?:que|qu['’]|что|чтобы|dass|che)(?![\p{L}])|^\d|^(?:только\s+)?\p{L}{2,}(?:ть|ти|ться|тись)(?![\p{L}])/iu;

// "las pruebas van en __tests__, no en tests": the wanted side has its own verb and takes no "Usa".
// ("mon prof veut deux parties, pas trois": nor does what someone else wants or says.)
// ("dura uns 50 minutos, não 3 horas": nor does how long, how much or when something is.)
const STATES = /(?<![\p{L}])(?:va|van|es|son|está|están|debe|deben|debería|deberían|deveria|deveriam|devrait|devraient|dovrebbe|dovrebbero|sollte|sollten|vai|vão|é|são|estão|devem|deve|vont|est|sont|doit|doivent|vanno|è|sono|devono|ist|sind|gehört|gehören|liegt|liegen|muss|müssen|heißt|heißen|hat|haben|war|waren|llama|llaman|chama|chamam|appelle|appellent|tiene|tienen|tem|têm|ont|должен|должна|должны|лежат|лежит|находится|находятся|fue|fueron|era|eran|fica|ficam|ficou|foi|foram|steht|stehen|stand|standen|wurde|wurden|называется|называются|зовут|chiama|chiamano|heet|heten|là|adalah|ialah|nama|namanya|trouve|trouvent|était|étaient|fut|furent|trova|trovano|fu|furono|был|была|было|были|veut|veulent|voulait|quiere|quieren|quería|quer|querem|queria|will|wollen|wollte|vuole|vogliono|voleva|prefiere|préfère|prefere|preferisce|bevorzugt|dit|dice|diz|sagt|demande|pide|pede|chiede|verlangt|dura|duran|duram|dure|durent|dauert|costa|custa|custam|cuesta|cuestan|coûte|coûtent|kostet|tarda|tardan|demora|demoram|leva|levam|lleva|llevan|pesa|pesan|pèse|wiegt|mide|miden|mede|medem|mesure|misura|abre|abren|cierra|cierran|ouvre|ferme|apre|chiude|empieza|empiezan|começa|começam|commence|inizia|beginnt|termina|terminan|acaba|acabam)(?![\p{L}])/iu;

// A negation anywhere in the clause ("ich esse kein Fleisch", "je ne mange pas de porc", "sin gluten").
const HAS_NEGATION = /(?<![\p{L}])(?:no|n[aã]o|nao|ne|non|nicht|kein\p{L}*|pas|sin|sem|не|ни)(?![\p{L}])/iu;
const NEGATED = /^(?:no|n[aã]o|nao|ne|non|nicht|kein\p{L}*|не)(?![\p{L}])/iu;
// ("sigue igual, no cambiaste nada", "não mudou nada": a verb in the past opens a report of what was not done.)
const CLAUSE_SIDE = /^(?:(?:me|te|se|nos|lhe|je|elle|on|ich|er|sie|wir|ha|han|he|has|hemos|había|habían|hay|tem|têm|tinha|hat|hatte|ho|hai)\s|\p{L}{2,}(?:aste|iste|este|asti|esti|isti|aron|ieron|ó|ou|iu)(?![\p{L}])|(?:надо|нужно|стоит|хочу|могу|работает|работают|помогает|помогло|помогли|сработало|получается|получилось|меняется|изменилось|запускается|грузится|видно|вижу|lee|funciona|sirve|importa|quisiera|quiero|puedo|puede|tengo|tiene|veo|sale|carga|muestra|anda|hace|sé|consigo|posso|pode|quero|sei|vejo|tenho|consegue|marche|fonctionne|sais|veux|peux|vois|funktioniert|geht|weiß|kann|will|sehe)(?![\p{L}]))/iu;

// "async lassen, nicht sync": German puts the verb of the request last; the wanted side has its own.
const OWN_INFINITIVE = /\s(?:lassen|behalten|verwenden|benutzen|nutzen|machen|schreiben|nehmen|bleiben|ändern|löschen|entfernen|hinzufügen|einfügen|testen|benennen|nennen|anpassen|beheben|lesen|prüfen|überprüfen|ersetzen|umschreiben|übersetzen|erklären|zeigen|geben|ausführen|speichern|anlegen|erstellen|\p{L}{3,}ieren)$/iu;

// "Je postule pour un stage, pas pour un CDI": a wanted side that opens with its subject says what is so, in its own words.
const SUBJECT = /^(?:j['’](?=\p{L})|(?:je|tu|il|elle|on|nous|vous|ils|elles|yo|él|ella|nosotros|ellos|eu|ele|ela|nós|eles|ich|er|wir|ihr|io|lui|lei|noi|voi|loro|я|ты|мы|вы|он|она|они|мне|нам|тебе|это|aku|saya|kami|kita)(?![\p{L}]))/iu;

// "Los comentarios en español", "Комментарии на русском": the language of a named part of the work.
const PARTS = 'comentarios|comentários|commentaires|kommentare|commenti|комментарии|nombres de variables|noms de variables|variablennamen|nomi delle variabili|названия переменных|mensajes de commit|mensagens de commit|messages de commit|commit-nachrichten|сообщения коммитов|коммиты|commit';
const PART_IN_LANGUAGE = new RegExp(String.raw`^(?:(?:los|las|el|la|os|as|o|a|les|le|die|der|das|i|gli|il)\s+)?(?:${PARTS})\s+(?:en|em|auf|in|на)\s+\p{L}+$`, 'iu');
// "комментарии пиши на русском": the part named before the verb of writing; the language is that part's, not the answer's.
const PART_BEFORE_VERB = new RegExp(String.raw`(?:^|[\s,])(?:${PARTS})\s*$`, 'iu');

// "…la respuesta en español", "la réponse en français": the answer named as a noun, which a rule says as a verb.
// The same part named in a language anywhere in a turn, as a cue: the language is named (a "commit en main" is no part in a language).
const PART_LANGUAGE_CUE = /(?:^|[,.;:!¡]\s*)(?:(?:los|las|el|la|os|as|o|a|les|le|die|der|das|i|gli|il)\s+)?(?:comentarios|comentários|commentaires|kommentare|commenti|nombres de variables|noms de variables|variablennamen|nomi delle variabili|mensajes de commit|mensagens de commit|messages de commit|commit-nachrichten)\s+(?:en|em|auf|in)\s+(?:espa[nñ]ol|castellano|ingl[eé]s|english|franc[eé]s|fran[cç]ais|anglais|espagnol|allemand|deutsch|englisch|spanisch|franz[oö]sisch|italiano|inglese|spagnolo|francese|tedesco|portugu[eê]s|alem[aã]o|alem[aá]n|chin[eê]s|chino|cinese|chinois)(?![\p{L}])/iu;

const ANSWER_NOUN = /^(?:respuestas?|respostas?|réponses?|reponses?|rispost[ae]|antworten?|antwort)(?![\p{L}])/iu;

// "En español, por favor", "auf Deutsch!": the language alone, which a rule says with its verb ("Responde en español").
const BARE_LANGUAGE = /^(?:(?:solo|siempre|nur|immer|seulement|uniquement|toujours|só|sempre|apenas)\s+)?(?:en|em|auf|in)\s/iu;

// "auf Deutsch antworten", "en español responder": the verb of answering after the language.
const ANSWER_AFTER = /\s+(?:antworten|schreiben|sprechen|reden|formulieren|responder|contestar|escribir|répondre|écrire|rispondere|scrivere)$/iu;

// "Nunca fui", "nunca he hecho", "jamais je n'ai", "nie war ich": never, then the speaker's own past or a perfect.
const OWN_PAST = /^(?:nunca|jamás|jamais|mai|nie|niemals|никогда)\s+(?:(?:me|te|se|nos|lo|la|le|les|je|j['’]|ich|я)\s*)?(?:he|has|ha|hemos|han|fui|fue|foi|fomos|estuve|estive|tuve|tive|hice|fiz|vi|había|havia|tenía|tinha|ai|n['’]ai|suis|ne suis|ho|hai|abbiamo|sono|war|bin|habe|hatte|был|была|видел|видела|делал|делала|занимался|занималась)(?![\p{L}])/iu;

// "trois phrases maximum", "Max 1400 znaków", "höchstens 200 Wörter": a limit on the length, said without a verb.
const LENGTH_LIMIT = /^(?:(?:\d+|une?|deux|trois|quatre|cinq|six|dix|zwei|drei|vier|fünf|sechs|zehn|dos|tres|cuatro|cinco|seis|diez|duas|dois|três|due|tre|quattro|cinque|dieci|dwa|dwie|trzy|cztery|pięć|два|две|три|четыре|пять)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:maximum|max|máximo|maximo|maximal|höchstens|massimo|maksimum|maksymalnie|максимум)|(?:maximum|max|máximo|maximo|maximal|höchstens|massimo|maks(?:ymalnie)?|максимум|не более|nicht mehr als|pas plus de|no más de|não mais (?:de|que)|non più di)\.?\s+(?:\d+|deux|trois|quatre|cinq|dix|zwei|drei|vier|fünf|zehn|dos|tres|cuatro|cinco|diez|duas|dois|três|due|tre|quattro|cinque|dieci|два|две|три|четыре|пять)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)$/iu;

// "… pas sur le rose, on est ok ?", "…, ¿vale?": a tag that asks for agreement, not for an answer.
// "Más corto, solo los pasos", "plus court", "mais direto", "più breve": how every reply should read, in a comparative
// with no verb (English "shorter" has its own template).
const COMPARATIVE = /^(?:(?:respuestas?|respostas?|rispost[ae]|r[eé]ponses?|textos?|testi|textes?|frases|frasi|phrases|oraciones|p[aá]rrafos|par[aá]grafos|paragrafi|paragraphes|explicaci[oó]n|explica[cç][aã]o|spiegazion[ei]|explications?)\s+)?(?:(?:mucho|un poco|bastante|bem|muito|um pouco|un peu|beaucoup|bien|molto|un po['’]?)\s+)?(?:m[aá]s|mais|menos|plus|moins|pi[uù]|meno)\s+(?:cort[oa]s?|breves?|brevi|concis[oa]s?|curt[oa]s?|simples?|sencill[oa]s?|courte?s?|direct[oa]s?|directe?s?|diret[oa]s?|clar[oa]s?|claire?s?|chiar[oa]|formal(?:es)?|formelle?s?|informal(?:es)?|informelle?s?|détaillée?s?|detallad[oa]s?|detalhad[oa]s?|dettagliat[oa]|semplice|semplici|corti?|cort[ae])(?:\s*,\s*[^,]{1,60})?$/iu;

// The same, as the whole of a turn (its courtesy and full stop allowed).
const COMPARATIVE_TURN = new RegExp(`${COMPARATIVE.source.replace(/\$$/, '')}(?:[\\s,]*(?:por favor|per favore|s'il (?:te|vous) pla[iî]t|svp|pfv|bitte))?[.!¡]*$`, 'iu');

const AGREE_TAG = /[\s,]*(?:¿\s*)?(?:on est ok|on est d'accord|d'accord|c'est clair|compris|ok|okay|vale|entendido|de acuerdo|certo|tá|beleza|capito|va bene|klar|verstanden|einverstanden|понятно|ок)\s*\?+\s*$/iu;

const REFUSED_THING = /^(?:\p{Lu}|\d|(?:de|del|da|do|di|en|em|para|pra|per|por|un|una|um|uma|el|la|los|las|il|lo|le|les|der|die|das)\s)/u;

// "lo necesito para 2 personas, no para 8", "preciso para 2 pessoas", "mi serve per 2 persone", "ich brauche es …": what
// the user needs keeps their own verb (not "Usa lo necesito …").
const NEEDS = /^(?:(?:lo|la|los|las|le|me|mi|ci|o|a|je|j['’]|ich|wir)\s*)?(?:necesito|necesitamos|quiero|queremos|preciso|precisamos|quero|serve|servono|voglio|vogliamo|ho bisogno|abbiamo bisogno|ai besoin|veux|brauche|brauchen|möchte|möchten)(?![\p{L}])/iu;

// "Demasiado informal, es mi casero, no un amigo. Hazlo más formal", "c'est mon propriétaire, pas un ami", "das ist mein
// Vermieter, kein Freund": who the text is for, and who not, is the reason; the rule (if any) is what follows it.
const WHO_IT_IS = /(?:^|,\s*)(?:es|era|c['’]est|c['’]était|é|è|das ist|er ist|sie ist)\s+(?:mi|mon|ma|meu|minha|o meu|a minha|il mio|la mia|mio|mia|mein|meine)\s+\p{L}+,?\s+(?:no|pas|não|nao|non|kein|keine|nicht)\s+(?:(?:un|una|uno|um|uma|une|ein|eine|einen|el|la|le|il|o|a|mi|mon|meu|mein)\s+)?\p{L}+[.!]*\s*$/iu;

const LET_IT_BE = /^(?:deixa|deixe|deixa pra l[aá]|deja|d[eé]jalo|laisse|laisse tomber|lascia|lascia stare|lascialo|lass|lass es|esquece|olv[ií]dalo)$/iu;

export function romancePack(words0: RomanceWords): LangPack {
  // Rules typed without accents ("reponds toujours en francais", "nao use emojis") are read like those with them.
  const t = accentTolerant;
  const w: RomanceWords = {
    ...words0,
    lead: t(words0.lead), neg: t(words0.neg), pos: t(words0.pos), notSep: t(words0.notSep), butSep: t(words0.butSep),
    insteadSep: t(words0.insteadSep), answer: t(words0.answer), negBefore: t(words0.negBefore), prep: t(words0.prep),
    refuse: words0.refuse?.map(([re, to]) => [t(re), to] as const),
    question: t(words0.question), confirmOnly: t(words0.confirmOnly), standing: t(words0.standing), courtesy: t(words0.courtesy),
  };
  const constraint = w.cues.find((c) => c.id.endsWith('.constraint'))?.re;
  // The same courtesy before a comma ("Pas de chaînes d'hôtels s'il te plaît, on prend …"): no part of the rule either.
  const courtesyMid = new RegExp(w.courtesy.source.replace(/\$$/, '(?=\\s*,)'), w.courtesy.flags);
  const mk = (text: string, polarity: 'do' | 'dont', extra: Partial<Directive> = {}): Directive => ({ text: finish(text), polarity, en: null, original: null, corrected: null, ...extra });
  const swap = (want: string, not: string): Directive | null => {
    // "Demasiado informal, es mi casero, no un amigo", "eso no es lo que te pedí, quería un modal, no un componente": the
    // refused side answers the comma-part just before it.
    // ("…, pero la fecha, no el mes": the joining word is no part of the wanted side.)
    const a = want.trim().replace(/^.*,\s(?=\S)/, '').replace(/^(?:pero|y|e|mais|ma|aber|und|et|maar)\s+(?=\S)/i, '');
    const b = not.trim().replace(/[.!?]+$/, '');
    if (!a || !b || words(b) > 6 || words(a) > 10) return null;
    // "deixa, não precisa enviar", "laisse, pas besoin de l'envoyer": "leave it" calls the step off; it is nothing to use.
    if (LET_IT_BE.test(a)) return null;
    // "no deberia mostrar factura cancelada, no nos importa", "aca, no lee bien el porcentaje": a side that is itself
    // negated, or a refused side that opens with a pronoun or a verb, is a sentence about what is so, not a contrast.
    if (NEGATED.test(a) || CLAUSE_SIDE.test(b) || STATES.test(b)) return null;
    // What the user asked for keeps the user's own verb.
    const asked = ASKED.test(a);
    // ("se terminó en 1889, no en 1920": a wanted side that opens with a pronoun or a verb in the past says what was so.)
    const plain = asked || NEEDS.test(a) || OWN_FORM.test(a) || w.pos.test(a) || w.prep.test(a) || STATES.test(a) || SUBJECT.test(a) || OWN_INFINITIVE.test(a) || NUMBER_ONLY.test(a) || CLAUSE_SIDE.test(a);
    const text = w.pair ? w.pair(a, b, plain) : plain ? `${a}, ${w.not} ${b}` : `${w.use} ${a}, ${w.not} ${b}`;
    return mk(text, 'do', { original: b, corrected: a });
  };
  const ownWords = (s: string): boolean => {
    w.stop.lastIndex = 0;
    return w.stop.test(s.toLowerCase());
  };
  // An answer-language request ("responde en español") is a standing rule in every language; the cue comes from the
  // same pattern the rule is read with, so the two cannot drift apart.
  const language: Cue = { id: `${w.code}.language`, group: 'corr', re: w.answer, w: 2.3, notInQuestion: true };
  // "los comentarios en español, por favor", "i nomi delle variabili in inglese": the language of one part of the work.
  // (One cue for every Latin file: a short turn is read by all of them, and one part named is one piece of evidence.)
  const partLanguage: Cue = { id: 'latin.part_language', group: 'corr', re: PART_LANGUAGE_CUE, w: 2.3, notInQuestion: true };
  // The comparative the rule is read from ("risposte più brevi, per favore"), as a cue of a short turn that is all of it.
  const comparative: Cue = { id: 'latin.comparative', group: 'corr', re: COMPARATIVE_TURN, w: 2.3, notInQuestion: true };
  const directive = (raw0: string): Directive | null => {
    // Only a turn ending in a question mark can end in such a tag; the others skip the pattern.
    const raw = raw0.trimEnd().endsWith('?') ? raw0.replace(AGREE_TAG, '') : raw0;
    const question = /[?¿]/.test(raw);
    // (A clause that is all courtesy, "sin ofender", is stripped whole: the space put before it lets the pattern read it.)
    const c = ` ${raw.trim().replace(/\s+/g, ' ').replace(/[.!¡?¿\s]+$/, '')}`.replace(w.courtesy, '').trimStart().replace(courtesyMid, '').replace(SAID_BEFORE, '').replace(FOR_WHOM, '').replace(WHAT_IT_IS, '').replace(BECAUSE, '').replace(/^[¡¿]/, '');
    if (!c || c.length > 220) return null;
    for (const [re, say] of w.wish ?? []) {
      const m = re.exec(c);
      if (m) return directive(say(m[1], m[2]!) + c.slice(m[0].length));
    }
    const a = w.answer.exec(c);
    // "¿Por qué respondes en inglés?" complains about the language the reply came in, and "¿por qué no respondes en
    // español?" asks for the other one: a "why" has no rule of its own here, and the review card asks for it.
    if (a && /(?<!\p{L})(?:por ?qu[eé]|pourquoi|perch[eé]|como assim)(?!\p{L})/iu.test(c.slice(0, a.index))) return null;
    if (a && PART_BEFORE_VERB.test(c.slice(0, a.index))) return mk(c, 'do');
    if (a) {
      const name = languageName(a[1]!);
      if (name) {
        // The rule starts at the negation when there is one ("No quiero la respuesta en inglés"), else at the verb.
        const nb = w.negBefore.exec(c.slice(0, a.index));
        const neg = nb !== null;
        const en = neg ? `Don't answer in ${name}.` : `Answer in ${name}.`;
        const said = c.slice(nb ? nb.index : a.index);
        // ("bitte auf Deutsch antworten": the verb said after the language is the one the rule puts first.)
        const text = neg || !w.answerVerb ? said : ANSWER_NOUN.test(said) ? said.replace(ANSWER_NOUN, w.answerVerb) : BARE_LANGUAGE.test(said) ? `${w.answerVerb} ${said.replace(ANSWER_AFTER, '')}` : said;
        return mk(text, neg ? 'dont' : 'do', { en, corrected: neg ? null : name, original: neg ? name : null });
      }
    }
    // "Es de Dostoievski, no de Tolstói": a clause that opens with its copula and puts one side against the other states
    // a fact; without a question mark it asks nothing, though "es …" often opens a question.
    // The refused side names a thing ("de Tolstói", "Hugo"), not a clause ("es el mismo error, no sirves para nada").
    const sides = STATES.test(c.slice(0, c.search(/\s|$/))) ? w.notSep.exec(c) : null;
    const statesContrast = sides !== null && REFUSED_THING.test(sides[2]!.trim());
    if (question || (w.question.test(c) && !statesContrast)) return null;
    if (PART_IN_LANGUAGE.test(c) || LENGTH_LIMIT.test(c)) return mk(c, 'do');
    // (A complaint read as a rule, like en's "too long": any later ask in the turn says more, `reproach`, and a comma-part
    // that names a limit comes first, `dislike`.)
    if (w.tooLong?.[0].test(c)) return mk(w.tooLong[1], 'do', { en: 'Keep answers shorter.', reproach: true });
    // ("Più breve, massimo tre frasi": the limit named says more than the comparative.)
    if (COMPARATIVE.test(c)) {
      const rest = c.slice(c.indexOf(',') + 1).trim();
      return mk(c.includes(',') && LENGTH_LIMIT.test(rest) ? rest : c, 'do');
    }
    let m = w.butSep.exec(c);
    if (m) return swap(m[2]!, m[1]!);
    m = w.insteadSep.exec(c);
    if (m) return swap(m[1]!, m[2]!);
    // "No olvides añadir pruebas", "n'oublie pas les tests", "no dejes de usar …": two negations ask for it.
    if (/^(?:no|n[aã]o|ne|non|n['’])\s*(?:olvid|esquec|esqueç|oubli|dimentic|dejes de|deixe de|pares de|arr[eê]te|cesse|smett)|^не\s+(?:забыва|забуд|забува|забут)/iu.test(c)) return mk(c, 'do');
    for (const [re, to] of w.refuse ?? []) {
      const r = re.exec(c);
      if (r && words(c.slice(r[0].length)) >= 1) return mk(to + c.slice(r[0].length), 'dont');
    }
    // "Nunca fui a Portugal", "jamais je n'ai …", "non ho mai …": the user's own past, said with "never", bans nothing.
    if (OWN_PAST.test(c) || w.ownPresent?.test(c)) return null;
    if (w.neg.test(c)) return words(c) >= 2 ? mk(c, 'dont') : null;
    // "Ich bin Vegetarierin", "je ne mange pas de porc", "soy celíaca": what the user is or cannot have, said as a
    // fact, is the rule in the user's words (as in English), read by the language's own constraint cue; only the
    // comma-part that says it ("ich bin Vegetarierin, das hatte ich doch gesagt"), and only after a ban of the
    // clause's own ("jangan pakai sambal, anak saya tidak bisa makan pedas" keeps both).
    const held = constraint?.exec(c);
    if (held) {
      const from = c.lastIndexOf(',', held.index) + 1;
      const to = c.indexOf(',', held.index + held[0].length);
      // ("Eu te disse que sou vegetariano" is read by the Spanish file first: whose lead it is, the rule is the fact.)
      const part = c.slice(from, to < 0 ? undefined : to).trim().replace(TOLD_THAT, '');
      if (words(part) <= 12) return mk(part, HAS_NEGATION.test(part) ? 'dont' : 'do');
    }
    m = w.notSep.exec(c);
    // "Short answers, no intro" is English: where the negator is also an English word ("no", "non"), a bare
    // "X, no Y" is this language's only when the wanted side starts with its own verb or preposition, or either side
    // has one of its function words ("Python, no Java" stays unread; "Fetch, pas jQuery" is French as it stands).
    const shared = /^(?:no|non)$/i.test(w.not);
    // "qué bonito, no esperaba que rimara": the "no" negates the user's own verb; nothing is refused.
    if (m && w.negatedVerb?.test(m[2]!)) return null;
    if (m && (!shared || ASKED.test(m[1]!) || STATES.test(m[1]!) || w.pos.test(m[1]!) || w.prep.test(m[1]!) || ownWords(m[1]!) || ownWords(m[2]!))) return swap(m[1]!, m[2]!);
    // "Tutoie-moi", "Háblame de tú": one word with its pronoun attached is a whole request (and German's "duzen").
    if (w.pos.test(c) && (words(c) >= 2 || /\p{L}-(?:moi|nous|me|mich)$|^(?:duzen|siezen|tutoie|vouvoie|tutoyez|vouvoyez)(?:-(?:le|la|les|lui|leur))?$/iu.test(c))) return mk(c, 'do');
    return null;
  };
  return {
    code: w.code,
    // The cues read accentless text too, like the rule patterns above.
    cues: [...w.cues.map((c) => ({ ...c, re: t(c.re) })), language, partLanguage, comparative],
    stop: w.stop,
    stripLead: leadStripper(w.lead),
    directive,
    confirmOnly: w.confirmOnly,
    agree: w.agree,
    everyTime: w.everyTime,
    standing: w.standing,
    also: w.also,
    takesOut: w.takesOut,
    decline: w.decline,
    banStart: w.neg,
    reason: WHO_IT_IS,
    dislike: w.tooLong?.[0],
  };
}
