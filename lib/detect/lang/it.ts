// Italian: the common forms ("non usare X", "usa X, non Y", "non X, ma Y", "invece di", "sempre", "rispondi in …").
// Short Italian turns also get the Spanish/Portuguese cues (cues.ts): "no," and "más/più corto" read alike.
import { romancePack } from './romance';
import { c, type Cue } from './cue';
import { OTHERS_VERDICT, unicodeWords as u } from './util';

export const IT_CUES: Cue[] = [
  // "la carbonara non si fa con la panna": how a thing is (not) done, said impersonally (es "no se dice así").
  c('it.not_done_so', 'corr', /(?<![\p{L}])non si (?:fa|fanno|mette|mettono|usa|usano|scrive|scrivono|dice|cucina|mangia|beve)(?![\p{L}])/iu, 2.2, { notInQuestion: true }),
  // "la volevo in italiano": the language the user wanted the text in.
  c('it.wanted_language', 'corr', /(?<![\p{L}])(?:la|lo|li|le|l['’])?\s*(?:volevo|voglio|chiedevo|avevo chiesto) in (?:italiano|inglese|francese|tedesco|spagnolo|portoghese)(?![\p{L}])/iu, 2.3, { notInQuestion: true, answerable: true }),
  c('it.pref', 'pref', u("\\b(d'ora in poi|da ora in poi|d'ora in avanti|da adesso in poi|in futuro|ricordati|ricorda che|non dimenticare mai|sempre (?:in|con|usare|rispondere|scrivere))\\b(?![\\s,]*(?:io )?(?:sono|sarò|lavoro|vivo|ho|avrò|\\p{L}+rò)\\b)"), 2.5),
  c(
    'it.wrong',
    'corr',
    u("\\b(è sbagliat[oa]|sono sbagliat[ie]|hai sbagliato|ti sei sbagliat[oa]|sbagliato|non è (corretto|giusto|così|quello che|vero)|non hai capito|non mi hai capito|ti ho (detto|chiesto)|te l'ho (già )?detto|avevo detto|(?:ti )?avevo chiesto|intendevo|non (ti )?ho chiesto|non è quello che|non hai risposto)\\b"),
    2.4,
    { notAfter: OTHERS_VERDICT },
  ),
  // "è di Manzoni, non di Dante", "fu Manzoni": the name the reply should have given.
  c('it.that_was_name', 'corr', /^\s*(?:no[,.!]*\s+)?(?:è|era|fu|è stato|è stata)\s+(?:(?:di|da)\s+)?[A-Z][a-zàèéìòù'’.-]+(?:\s+[A-Z][a-zàèéìòù'’.-]+){0,2}\s*[.!]*\s*$/, 2.4, { answerable: true }),
  // "la carbonara vera non ha la panna": the reply's own thing, said not to be so.
  c('it.thing_is_not', 'corr', /^\s*(?:(?:il|lo|la|i|gli|le)\s+|l['’])[a-zàèéìòù]{3,}(?:\s+[a-zàèéìòù]{3,})?\s+non\s+(?:è|ha|hanno|sono|contiene|contengono|va|vanno|si fa)\b/i, 2.0, { aboutPrev: true }),
  // "è ancora peggio", "continua a dare errore": worse, or the same failure again.
  // "il Louvre il martedì è chiuso però": a fact about what the reply named, set against it.
  c('it.pero_end', 'corr', /^[^.?!\n]{4,60}\s+per[oò]\s*[.!]*$/i, 1.8, { aboutPrev: true }),
  // "è ancora pieno dalle 7 alle 23": still so after the change.
  c('it.still_so', 'frus', /^\s*(?:ma )?(?:è|e'|sono) ancora (?:(?:troppo|tutto) )?(?:pien[oia]|lung[oia]|tropp[oia]|uguale|lo stesso|la stessa|sbagliat[oia]|rott[oia]|carico|carichi)\b/i, 1.8, { needsAction: true }),
  c('it.worse', 'frus', /\b(?:ancora peggio|peggio di prima|è peggio|è peggiorato|peggiorato|continua a (?:dare|darmi|fare|restituire) (?:errore|errori|lo stesso))\b/i, 2.2),
  // "la prossima volta dammene solo 3": next time.
  c('it.next_time', 'pref', /\bla prossima volta\b(?!\s+che\s+(?:vado|andiamo|vengo|torno))/i, 2.2),
  c('it.should', 'corr', u('\\b(dovrebbe|dovresti|dovrebbero|devi|bisogna|invece di|invece che|al posto di|piuttosto che)\\b'), 1.2),
  // "Hai dimenticato la data", "manca la firma": what the reply left out.
  c('it.left_out', 'corr', u('\\b(?:hai dimenticato|ha dimenticato|avete dimenticato|ti sei dimenticato|manca|mancano)\\b'), 2.0, { notInQuestion: true }),
  c('it.frus', 'frus', u("\\b(non funziona (ancora|più)?|ancora non (funziona|va)|continua a non|stesso errore|sempre lo stesso (errore|problema)|non va|non cambia niente|non è cambiato niente)\\b"), 2),
  c('it.shorter', 'corr', u("^\\s*(?:(?:molto|un po'|ancora)\\s+)?(?:più|meno)\\s+(?:corto|corta|breve|conciso|concisa|semplice|formale|informale|dettagliato|dettagliata|lungo|lunga)\\b|\\b(?:fallo|falla|rendilo|rendila|scrivilo|scrivila)\\s+(?:un po'\\s+|molto\\s+)?(?:più|meno)\\s+(?:corto|corta|breve|conciso|concisa|semplice|formale|informale|lungo|lunga)\\b|\\bmassimo \\d+ (?:parole|frasi|righe|caratteri)\\b"), 2.3),
  // "Sono vegetariana", "non mangio carne", "ho un'allergia alle noci": what the user is or cannot have.
  c('it.constraint', 'corr', u("\\bsono (?:vegetarian[oa]|vegan[oa]|celiac[oa]|allergic[oa]|intollerante|diabetic[oa])\\b|\\bnon mangio\\b|\\bho (?:un'|una )?allergia\\b"), 2.0),
  // "Usa un tono formale": the register every reply should have.
  // "il lunedì è chiuso": the place the plan sends the user to is shut that day.
  c('it.closed_on', 'corr', u("\\b(?:il |la |di )?(?:luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica)(?![\\p{L}]) (?:è |sono |resta |rimane )?chius[oai]\\b|\\bchius[oai] (?:il |la |di )?(?:luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica)(?![\\p{L}])"), 2.2, { notInQuestion: true, prevHas: /luned|marted|mercoled|gioved|venerd|sabato|domenica/i }),
  // "in centimetri per favore" after inches: the units, asked for after a reply in others.
  c('it.units', 'corr', u("\\bin (?:centimetri|metri|chilometri|chili|chilogrammi|grammi|litri|millilitri|gradi celsius|celsius|euro)\\b"), 2.2, { notInQuestion: true, answerable: true, prevHas: /pollic|pied|libbr|once|fahrenheit|migli|gallon|tazz|dollar/i }),
  c('it.register', 'corr', u("\\b(?:un|il) tono (?:più |meno )?(?:formale|professionale|informale|amichevole|neutro|serio|cortese)\\b"), 2.0, { notInQuestion: true }),
  // "La funzione si chiama getUser, non fetchUser": the right thing, then the wrong one ("va bene, non importa" is none).
  c('it.x_not_y', 'corr', u("(?:^|[.!?]\\s*)[^,.!?\\n]{1,40},\\s*non\\s+(?!serve|importa|c'è|ce|è|so|lo|mi|ti|ho|va|fa|preoccuparti|ancora|più|proprio|molto)[^\\s,.!?]+[.!]?\\s*$"), 1.8),
  // "Troppo lungo, accorcia": too much of something, and the cut asked for.
  c('it.too', 'corr', u("\\b(?:è |sono )?troppo (?:lungo|lunga|lunghi|complicato|complicata|formale|informale|costoso|costosa|piccante|dolce|tecnico|tecnica|generico|generica|vago)\\b|(?:^|,\\s*)(?:accorcia|accorcialo|accorciala|abbrevia|riducilo|riducila)\\s*[.!]?\\s*$"), 2.2, { notInQuestion: true }),
  // "Qui usiamo solo componenti funzionali", "i test non si commentano", "da noi si scrive 1.234,56": the team's way, and
  // how it is written where the user is.
  // "usa le virgolette singole come nel resto del progetto": the convention the rest of the work keeps.
  c('it.like_the_rest', 'corr', u("\\bcome (?:nel|in tutto il) resto del (?:progetto|codice|repo|file|documento|sito)\\b|\\bcome (?:gli|le|tutti gli|tutte le) altr[ie](?: (?:file|componenti|test|pagine|funzioni|moduli))?\\b(?! (?:hanno|dicono))"), 2.0, { notInQuestion: true }),
  c('it.team_way', 'corr', u("\\b(?:qui |noi |da noi |nel progetto )?usiamo (?:solo|soltanto|sempre|unicamente)\\b|\\bnon si (?:commentan[oa]|tocca(?:no)?|modifica(?:no)?|cancella(?:no)?|usa(?:no)?|disattiva(?:no)?|committa(?:no)?|scriv(?:e|ono)|mett(?:e|ono))\\b|\\b(?:da noi|in italia|qui),? si (?:scrive|dice|usa|mette)\\b|\\bformato (?:inglese|americano)\\b"), 2.0),
  // "traduci questo: Non usare il telefono …": a task with the user's own material after the colon (no rule in it).
  c('it.material', 'neg', /^\s*(?:per favore,?\s+)?(?:traduci|traducimi|riformula|riassumi|parafrasa|correggi)(?:\s+(?:questo|questa|queste|questi|il testo|la frase|il paragrafo|in \p{L}+))*\s*:\s*\S/iu, 2.5),
  c('it.neg', 'neg', u("^\\s*(grazie|perfetto|ottimo|fantastico|benissimo|non male)\\b|\\b(funziona|va) (ora|adesso|bene)\\b"), 1.5, { unlessContrast: true }),
  // "hai cancellato i miei commenti", "perché hai creato un nuovo file?": what was removed or added unasked.
  c('it.you_removed', 'corr', u('\\bhai (?:cancellato|eliminato|rimosso|tolto|rotto|sovrascritto) (?:i miei|il mio|la mia|le mie|tutto|tutti)\\b|\\bperch[ée] hai (?:creato|aggiunto|cancellato|eliminato|cambiato|modificato|installato|rimosso)\\b'), 2.2),
  // "Puoi smettere di scusarti?": a habit to stop, asked as a question.
  // "Non usare emoji.", "non toccare i test": a ban, in the imperative.
  c('it.dont', 'corr', /(?:^|[,.!;:]\s*)(?:(?:per favore|ti prego)[,]?\s+)?non (?:usare|mettere|aggiungere|scrivere|includere|inserire|toccare|cambiare|modificare|cancellare|rimuovere|inventare|tradurre)(?![\p{L}])/iu, 2.0, { notInQuestion: true }),
  c('it.stop_q', 'corr', u('\\b(?:puoi|potresti)\\s+(?:per favore\\s+)?smettere\\s+di\\b'), 2.5),
  // "Basta con le emoji", "niente jQuery", "smettila di scusarti": what must go ("basta così", "niente male" end or praise).
  c('it.ban', 'corr', u("(?:^|[,.!;:]\\s*)(?:basta\\s+(?:con\\s+)?(?!così|cosi|grazie|per\\s)|niente\\s+(?!di\\s|male|paura|problema|da\\s)|smettila\\s+(?:con|di)\\s+|smetti\\s+di\\s+)\\p{L}"), 2.0, { notInQuestion: true }),
  // "dagli del lei": how the reader is addressed.
  c('it.address', 'corr', /(?<![\p{L}])(?:dagli|dalle|dammi|dare|dai|date|usa il|usare il|passa al|passare al) (?:del )?(?:lei|tu|voi)(?![\p{L}])/iu, 2.2, { notInQuestion: true }),
  // "è per un cliente, …": who the work is for, then what to change.
  c('it.for_whom_lead', 'corr', /^\s*(?:è|e'|questo è|era) per (?:il|la|lo|l['’]|un|una|uno|mio|mia|miei|mie|i|le|gli) ?\p{L}{3,}(?: \p{L}{2,})?\s*,\s*(?!(?:lui|lei|loro|le|gli|grazie|va|sarà|sono|è|mi|ti|si)(?![\p{L}]))\p{L}/iu, 1.8, { answerable: true }),
  // "la carbonara vera non ha la panna": what the real thing has not, against the reply's version.
  c('it.real_thing', 'corr', /(?<![\p{L}])(?:il|la|lo|l['’]|i|le|gli) ?(?:(?:ver[oaie]|autentic[oaie]|original[ei]|tradizional[ei]) \p{L}+|\p{L}+ (?:ver[oaie]|autentic[oaie]|original[ei]|tradizional[ei])) non (?:ha|hanno|contiene|contengono|usa|usano|prevede|prevedono|si fa con|va con)(?![\p{L}])/iu, 2.2, { notInQuestion: true }),
  c('it.dir', 'dir', u("\\b(usa|utilizza|aggiungi|rimuovi|togli|cambia|metti|sostituisci|voglio che tu)\\b"), 0.7),
];

const IT_IMPERATIVE: Record<string, string> = { usare: 'usa', toccare: 'tocca', cambiare: 'cambia', modificare: 'modifica', aggiungere: 'aggiungi', cancellare: 'cancella', scrivere: 'scrivi', mettere: 'metti' };

// "mi confondo sempre": what the user does, in the present, is no rule.
const OWN_PRESENT = /^(?:mi|ti|si|ci)\s+[a-zàèéìòù]+o\s+sempre\s*[.!?]*$/i;
// "bellissima, non pensavo venisse così bene": the user's own verb after the negator, no contrast.
const NEGATED_VERB = /^(?:\p{L}+(?:ava|avano)(?=\s+\S)|pensavo|credevo|sapevo|immaginavo|aspettavo|capisco|credo|penso|riesco|posso)(?![\p{L}\p{N}_])/iu;

export const it = romancePack({
  ownPresent: OWN_PRESENT,
  negatedVerb: NEGATED_VERB,
  code: 'it',
  tooLong: [/^(?:è\s+)?(?:(?:molto|un po['’])\s+)?troppo\s+(?:lungo|lunga|lunghi|lunghe)$/iu, 'Più breve'],
  also: /(?<!\p{L})anche(?!\p{L})/iu,
  cues: IT_CUES,
  stop: /\b(il|lo|gli|che|non|sono|una?|con|per|ma|questo|questa|della|del|anche|hai|sei|fai|cosa|tutto|devo|ancora|sempre|fare|puoi|vorrei|grazie)\b|(?:è|perché|più|così)(?<!\p{L}(?:è|perché|più|così))(?!\p{L})/gu,
  lead: /^(?:no+(?=\s*[,.!:;-])|ma|beh|ok|allora|senti|per favore|per piacere|ti ho detto|te l'ho detto|intendevo(?: dire)?|voglio dire|d'ora in poi|da ora in poi|d'ora in avanti|in futuro|ricorda(?:ti)?(?: che)?|di nuovo|è sbagliato|sbagliato)(?![\p{L}])[\s,.:;!-]*/iu,
  neg: /^(?:non (?:voglio|mi serve|mi servono|usare|utilizzare|mettere|aggiungere|scrivere|fare|cambiare|modificare|includere|rispondere|dire|rimuovere|cancellare|creare|inventare|tradurre|ripetere|mostrare|toccare)|mai|smetti di|smettila di|smettila con|basta con|niente(?!\s+(?:di|male|paura|problema|da)(?![\p{L}]))|evita di|evita|senza)(?![\p{L}])/iu,
  // (with its pronoun attached: "scrivilo in modo più informale")
  pos: /^(?:fallo|falla|rendilo|rendila|usa|usiamo|utilizza|utilizziamo|scrivi|metti|aggiungi|mantieni|tieni|fai|rispondi|includi|sempre|assicurati di|segui|spiega|traduci|mostra|restituisci|chiama|cambia|rimuovi|togli)(?:lo|la|li|le|mi|ci|ne)?(?![\p{L}])/iu,
  notSep: /^(.{1,60}?),\s+non\s+(.{1,40})$/i,
  butSep: /^non\s+(.{1,40}?),?\s+ma\s+(.{1,60})$/i,
  insteadSep: /^(.{1,60}?)\s+(?:invece di|invece che|al posto di|piuttosto che)\s+(.{1,40})$/i,
  answerVerb: 'Rispondi',
  decline: /^(?:no|no grazie|non serve|non c'è bisogno|va bene così)(?:[\s,.!]+(?:non serve|grazie|non c'è bisogno|per ora|va bene così))*[\s,.!]*$/i,
  // "Rispondi in inglese", and the language alone as a request ("in italiano per favore").
  answer: /(?:\b(?:rispondi|rispondimi|scrivi|parla|parlami|risposte?)\w*\s+(?:sempre\s+)?in\s+|(?<=(?:^|[,.!:;]\s*)(?:per favore,?\s+)?)(?:solo\s+|sempre\s+)?in\s+(?=(?:italiano|inglese|spagnolo|francese|tedesco|portoghese|cinese|giapponese)(?:\s*,?\s*(?:per favore|per piacere|grazie))?\s*(?:[.!]+(?:\s|$)|\n|$)))([a-zàèéìòù]+)/i,
  negBefore: /\bnon\s+(?:\S+\s+){0,1}$|\bnon\s+(?:voglio|volevo|mi serve)\s+(?:\S+\s+){0,2}$/i,
  // "(ti ho detto) di usare pnpm": the wish, said back as the instruction.
  wish: [
    // "la volevo in italiano": what the user wanted it in, said as the instruction to write so.
    [/^(?:la |lo |li |le |l['’])?(?:volevo|avevo chiesto)\s+(?=in\s)()()/i, () => 'scrivi '],
    [/^di\s+(non\s+)?(usare|toccare|cambiare|modificare|aggiungere|cancellare|scrivere|mettere)\b/i, (no: string | undefined, v: string) => (no ? 'non ' + v.toLowerCase() : IT_IMPERATIVE[v.toLowerCase()]!)],
    // "Puoi smettere di scusarti?": the habit to stop, asked as a question, is the ban ("Smetti di scusarti").
    [/^(?:puoi|potresti)\s+(?:per favore\s+)?smettere di\s+()()/i, () => 'smetti di '],
    // "Non devi cambiare i test": "non" and the infinitive is how Italian forbids ("Non cambiare i test").
    [/^non (?:devi|dovete|dovresti|dovevi)\s+()()/i, () => 'non '],
    // "Qui usiamo solo TypeScript": the team's way is the instruction ("Usa solo TypeScript").
    [/^(?:(?:qui|noi|da noi|nel progetto),?\s+)?()(usiamo)\s+(?=\p{L})/iu, () => 'usa '],
  ],
  use: 'Usa',
  prep: /^(?:in|nel|nella|di|del|della|con|per|a|al|alla|su|come|senza|secondo)(?![\p{L}])/iu,
  not: 'non',
  question: /^(?:perché|perche|cosa|che|come|dove|quando|quale|è|puoi|potresti)(?![\p{L}])/iu,
  agree: /^\s*(?:sì|si|esatto|perfetto|giusto)(?![\p{L}])/iu,
  everyTime: /(?<![\p{L}])(?:sempre|d'ora in poi|da ora in poi|d'ora in avanti|in futuro)(?![\p{L}])/iu,
  confirmOnly: /^(?:sì|si|esatto|perfetto|ok|giusto|va bene)?[\s,.!]*(?:sempre|d'ora in poi)?\s*(?:fai(?: così| cosi)?|così|cosi)?[\s.!]*$/i,
  courtesy: /[,\s]+(?:per favore|per piacere|grazie|senza offesa)$/i,
  standing: /(?<![\p{L}])(?:in (?:italiano|inglese)|corto|corta|breve|conciso|concisa|lungo|tono|formale|emoji|formato|markdown|dammi del (?:tu|lei))(?![\p{L}])/iu,
});
