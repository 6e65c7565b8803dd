// German: the common forms ("nicht X, sondern Y", "X statt Y", "benutze keine X", "immer", "antworte auf Deutsch").
import { romancePack } from './romance';
import { c, type Cue } from './cue';

export const DE_CUES: Cue[] = [
  c('de.frus', 'frus', /\b(funktioniert (immer noch |noch )?nicht|geht (so )?nicht|bleibt (weiterhin|immer noch) |immer noch|klappt nicht|gleiche fehler|(?:hat|hast|habe) (?:sich )?nichts (?:geändert|gebracht|bewirkt)|nichts hat sich geändert|keine (?:ver)?änderung)\b/i, 2),
  // "Fehler: …", "wieder ein Fehler": an error reported ("Was bedeutet dieser Fehler?" asks what one means).
  c('de.error', 'frus', /\bfehler\b/i, 2, { notInQuestion: true }),
  // "Kannst du aufhören, dich ständig zu entschuldigen?": a habit to stop, asked as a question.
  c('de.stop_q', 'corr', /\b(?:kannst du|könntest du|können sie|könnten sie) (?:bitte )?(?:damit )?aufhören\b/i, 2.5),
  // "Bitte einen förmlichen Ton", "im lockeren Stil": the register every reply should have.
  c('de.register', 'corr', /\b(?:einen?|im|in einem) (?:förmlichen?|formellen?|professionellen?|lockeren?|freundlichen?|sachlichen?|neutralen?|höflichen?|seriösen?) (?:ton|stil)\b/i, 2.0, { notInQuestion: true }),
  // "Was soll der Mist?", "bist du blöd?", "ernsthaft?": exasperation at the assistant or its work.
  // "spinnst du?", "bist du verrückt?": disbelief at what the reply did.
  c('de.are_you_mad', 'frus', /\bspinnst du\b|\bbist du (?:verrückt|wahnsinnig|irre|bescheuert)\b|\bgeht'?s noch\b/i, 2.0),
  // "die Tests bleiben drin", "das bleibt so": what the reply took out or changed stays as it was.
  c('de.stays', 'corr', /\b(?:bleib(?:t|en)|bleibt) (?:(?:bitte|natürlich|auf jeden fall) )?(?:drin|drinnen|so|da|stehen|erhalten|unverändert|wie (?:sie|es|er) (?:war|waren|ist|sind))\b/i, 2.0, { needsAction: true }),
  c('de.abuse', 'frus', /\b(?:schei(?:ß|ss)e|verdammt|so ein mist|was soll (?:der mist|das)|bist du (?:blöd|dumm|bescheuert)|du bist (?:nutzlos|unfähig|dumm|blöd))\b|(?:^|\s)ernsthaft\s*[?!]/i, 2.2),
  // ("mein Lehrer meinte, der Aufsatz ist falsch aufgebaut": someone else's verdict on the user's own work.)
  c('de.wrong', 'corr', /\b(falsch|nicht richtig|stimmt (so )?nicht|ich meinte|stattdessen|nicht .{1,30} sondern|(?:habe|hab) ich nicht (?:gefragt|gesagt|verlangt|gemeint|gewollt)|(?:du hast|hast du) (?:meine frage |mich |das )?(?:nicht|falsch) (?:beantwortet|verstanden|gelesen)|das war nicht (?:die frage|gefragt|gemeint))\b/i, 2.2, { notAfter: /\b(?!du\b|ich\b)[a-zäöüß]+ (?:meinte|meint|sagte|sagt|findet|fand|behauptet|behauptete)\b[^.?!\n]{0,40}$/i }),
  // "Du hast den Termin vergessen", "es fehlt die Signatur": what the reply left out.
  c('de.left_out', 'corr', /\b(?:du hast|sie haben|hast du|haben sie)\b[^.?!\n]{1,40}\bvergessen\b|\bes fehlt\b|\bfehlt (?:noch|immer noch)\b/i, 2.0, { notInQuestion: true }),
  // "du hast meine Kommentare gelöscht", "warum hast du eine neue Datei erstellt?": what was removed or added unasked.
  c('de.you_removed', 'corr', /\b(?:du hast|sie haben) (?:meine|mein|meinen|die|den|das|alle|alles)\b[^.?!\n]{0,40}\b(?:gelöscht|entfernt|kaputt gemacht|überschrieben|zerstört)\b|\bwarum (?:hast du|haben sie)\b[^.?!\n]{0,40}\b(?:erstellt|hinzugefügt|gelöscht|geändert|installiert|angelegt|entfernt)\b/i, 2.2),
  // "immer noch" is "still" ("immer noch dasselbe"), no standing rule.
  // "Ich wollte nur den Bugfix, mach das Umbenennen rückgängig": more was changed than asked.
  c('de.scope', 'corr', /\bich (?:wollte|habe|hab) (?:doch )?nur\b|\brückgängig\b|\blass (?:den rest|alles andere|das andere)\b/i, 2.2),
  // "wir duzen uns", "bitte siezen", "du kannst mich duzen": how the user is addressed.
  // "ich hab Knieprobleme": what the user's body rules out ("ich bin Vegetarier" is de.constraint's).
  c('de.health', 'corr', /\bich (?:hab|habe) (?:\w+ )?(?:knieprobleme|rückenprobleme|hüftprobleme|probleme mit (?:dem |den |der |meinem |meinen |meiner )?(?:knie|knien|rücken|hüfte)|eine (?:knie|rücken|schulter)verletzung|asthma|diabetes|eine allergie|eine laktoseintoleranz|zöliakie)\b/i, 2.2, { notInQuestion: true, answerable: true }),
  // "Python 2 ist tot": what the reply used is dead or outdated.
  c('de.is_dead', 'corr', /\b(?:ist|sind) (?:doch |längst |schon lange )?(?:tot|veraltet|deprecated|nicht mehr unterstützt|end of life|eol|abgekündigt)\b/i, 2.0, { notInQuestion: true, answerable: true }),
  // "wir sind zu sechst" after a recipe for two: how many people there are.
  c('de.party', 'corr', /\bwir sind (?:(?:doch |aber |eigentlich |nur |bloß )*zu (?:zweit|dritt|viert|fünft|sechst|siebt|acht|neunt|zehnt)|(?:doch |aber )?(?:\d+|zwei|drei|vier|fünf|sechs|sieben|acht|zehn) (?:personen|leute|erwachsene))\b/i, 2.0, { notInQuestion: true, answerable: true, prevHas: /\bpersonen?\b|\bportionen?\b|\bleute\b|\bfür (?:\d+|zwei|drei|vier)\b/i }),
  c('de.address', 'pref', /\b(?:wir duzen uns|duz(?:e|en)? mich|bitte duzen|bitte siezen|sie(?:z|tz)e?n? mich|(?:du )?(?:kannst|darfst) mich (?:gerne |ruhig )?(?:duzen|siezen)|(?:sie )?(?:können|dürfen) mich (?:gerne |ruhig )?(?:duzen|siezen))\b/i, 2.5),
  // "eher 3,7 Millionen", "das sind eher 20 Minuten": the reply's number, put right.
  c('de.rather_num', 'corr', /^\s*(?:nein[,.!]*\s+)?(?:(?:das )?(?:sind|ist|waren|war) )?(?:wohl |eigentlich |doch )?eher (?:so |etwa |ungefähr |um die |knapp |fast )?\d/i, 2.3),
  // "Klingt wie Werbung": the tone of a sales pitch.
  c('de.tone', 'corr', /\b(?:klingt|liest sich|wirkt) (?:wie|nach) (?:werbung|einer? werbe[a-zà-öø-ÿ]*|marketing|einem roboter|ki|chatgpt|spam)\b/i, 2.0),
  // "Wie kann ich das in Zukunft vermeiden?" asks about the user's own future, and sets no rule.
  // ("ich dachte immer Sydney" is what the user always thought; "wie immer", "fast immer", "schon immer" say how often.)
  c('de.pref', 'pref', /\b(ab jetzt|in zukunft|(?<!\b(?:dachte|dachten|glaubte|glaubten|meinte|wusste|hoffte|wie|fast|nicht|schon|für|fur|noch) )immer(?! noch)|niemals|merke dir|merk dir|denk d(?:a)?ran|vergiss nicht)\b/i, 2, { notInQuestion: true }),
  // "Ich hab dir doch gesagt …", "hab doch gesagt keine Spoiler", "wie gesagt", "das habe ich schon mal gesagt": the user points back to what they said.
  c('de.i_said', 'corr', /\b(?:ich (?:habe|hab) (?:dir |es dir |das |es )?(?:doch |schon |bereits |extra |ausdrücklich |mehrmals |mal )*(?:gesagt|geschrieben|erwähnt)|(?:habe|hab) ich (?:dir |doch |schon |bereits |mal |mehrmals |zweimal )*(?:gesagt|geschrieben|erwähnt)|wie (?:schon |bereits )?gesagt|wie ich (?:schon |bereits )?(?:sagte|gesagt habe|geschrieben habe)|^\s*(?:hab|habe) (?:(?:dir|doch|schon|bereits|extra|ausdrücklich|mehrmals|mal|ja|es|das) )*(?:gesagt|geschrieben|erwähnt))\b/i, 2.5),
  // "Ich hatte doch geschrieben, dass …": the pluperfect, said back.
  c('de.had_said', 'corr', /\b(?:ich )?hatte (?:dir |es |das |ihnen )?(?:doch |schon |bereits |extra |ausdrücklich )*(?:gesagt|geschrieben|erwähnt)\b/i, 2.4),
  // "das ist ja noch schlimmer", "schlechter als vorher": worse than before.
  c('de.worse', 'frus', /\bnoch schlimmer\b|\b(?:schlimmer|schlechter) als (?:vorher|davor|zuvor|die letzte|der letzte|das letzte|beim letzten mal)\b/i, 2.2),
  // "das stimmt seit Jahren nicht mehr", "das stimmt so nicht": out of date, or not so.
  c('de.not_so', 'corr', /\bdas stimmt (?:so |schon |seit [\wäöüß]+ |doch )*(?:nicht|nicht mehr|überhaupt nicht|gar nicht)\b/i, 2.4),
  // "der ist doch 330 meter hoch": a fact of the reply's put back with "doch".
  c('de.doch_fact', 'corr', /^\s*(?:der|die|das|er|sie|es)\s+(?:ist|war|sind|waren|hat|hatte|liegt|lag|heißt|hieß)\s+doch\s+(?!egal|klar|super|gut|schön|toll|okay|ok|nett|cool|lustig|witzig|interessant|nicht schlimm)\S/i, 2.0, { notInQuestion: true }),
  // "nur die Übersetzung, ohne Anmerkungen": only part of the reply, without what came with it.
  c('de.only_without', 'corr', /^\s*(?:(?:aber|und)\s+)?(?:einfach |bitte )?(?:nur|bloß|bloss)\s+(?:(?:die|den|der|das)\s+)?[\p{L}-]{3,}(?:\s+[\p{L}-]+)?,?\s+(?:ohne|keine)\s+\p{L}{3,}/iu, 2.2, { aboutPrev: true }),
  // "Lass die Emojis weg", "hör auf, dich zu entschuldigen", "keine Tabellen mehr": what must go.
  c('de.ban', 'corr', /\blass\b[^.?!\n]{1,40}\bweg\b|\bhör(?:e|en sie)? (?:bitte |doch |endlich )*auf\b|(?:^|[,.!;:]\s*|\bbitte )keine? [^\s.,!?]+ mehr\b/i, 2.0, { notInQuestion: true }),
  c('de.lead_no', 'corr', /^\s*(nein|nee)\s*[,.!:;]|^\s*nein,? nein\b/i, 2.2, { answerable: true, react: true }),
  // "Die darf nicht ins Repo", "das soll nie passieren": what must not be.
  c('de.currency', 'corr', /\bin (?:euro|us-dollar|dollar|franken|pfund|yen)\b/i, 2.2, { notInQuestion: true, prevHas: /[$€£]|\b(?:euro|dollar|franken|pfund|usd|eur)/i }),
  // "wir nutzen hier keine Schleifen", "wir verwenden nur Tabs": the team's way, said as what it does not use.
  c('de.team_way', 'corr', /\bwir (?:nutzen|verwenden|benutzen|nehmen|schreiben) (?:hier |bei uns |im team |im projekt )?(?:keine?n?|nie|niemals|nur)\b/i, 2.0, { notInQuestion: true }),
  // "bitte nach Datum sortieren" after a table sorted by name: the order the reply chose, put right.
  c('de.resort', 'corr', /(?<![\p{L}])nach \p{L}+ (?:sortieren|sortiert|ordnen)(?![\p{L}])|(?<![\p{L}])sortier(?:e|en)? (?:es |sie |die liste |die tabelle )?nach(?![\p{L}])/iu, 2.2, { notInQuestion: true, prevHas: /sortiert|sortierung|alphabetisch|geordnet/i }),
  c('de.must_not', 'corr', /\b(?:darf|dürfen|soll|sollen|sollte|sollten) (?:\w+ )?(?:nicht|nie|niemals|keine?n?)\b/i, 1.6, { notInQuestion: true }),
  // "bitte Komma als Dezimaltrennzeichen", "bitte Punkt statt Komma": what to use for something.
  c('de.bitte_als', 'corr', /\bbitte (?:\S+ ){1,3}(?:als|statt|anstatt|anstelle (?:von|des|der))\s+\S/i, 2.2, { notInQuestion: true, answerable: true }),
  c('de.should', 'corr', /\b(sollte|solltest|sollten|muss|müsste|eigentlich)\b/i, 1.2),
  // "schreib das als Fließtext", "bitte in Stichpunkten": the form the reply should take.
  c('de.as_form', 'corr', /\b(?:schreib|schreibe|formulier|formuliere|mach|mache|gib)\s+(?:(?:das|es|ihn|sie|den text|die antwort|alles|mir das)\s+)?(?:bitte\s+)?(?:als|in)\s+(?:fließtext|fliesstext|absätzen|absatz|stichpunkten|stichpunkte|aufzählung|liste|tabelle|prosa|ganzen sätzen)\b/i, 2.2),
  c('de.shorter', 'corr', /(?:^\s*|,\s*|\bbitte\s+)(?:(?:viel|etwas|noch)\s+)?(?:kürzer|knapper|einfacher|formeller|förmlicher|lockerer|ausführlicher|höflicher|freundlicher|sachlicher|professioneller|präziser)\b|\bfass(?:e)? dich (?:bitte )?(?:(?:etwas|viel|noch) )?(?:kurz|kürzer|knapp|knapper)\b|\bmach(?:e)? (?:es|das|ihn|sie|den text|die antwort) (?:(?:viel|etwas|noch|bitte) )?(?:kürzer|knapper|einfacher|lockerer|förmlicher|ausführlicher)\b|\b(?:höchstens|maximal|max\.?) \d+ (?:wörter|sätze|zeilen|zeichen|absätze|wörtern|sätzen)\b/i, 2.3),
  // "Das ist zu locker", "klingt zu steif": how it reads, too much of it.
  c('de.too', 'corr', /(?:^\s*|\b(?:ist|sind|klingt|klingen|wirkt|wirken|war|wäre) )(?:viel |etwas |ein bisschen |ein wenig |immer noch |noch )?zu (?:lang|kurz|locker|förmlich|steif|kompliziert|einfach|technisch|umgangssprachlich|salopp|unhöflich|direkt|teuer|schwer|viel|allgemein|vage|oberflächlich|distanziert|kalt|aufdringlich|übertrieben|anstrengend|schwierig|intensiv|hart)\b/i, 2.0),
  // "Ich bin Vegetarier", "ich esse kein Schweinefleisch": what the user is or cannot have, said as the fact answers must fit.
  // "mit dem ICE sind es gut vier Stunden" after "etwa 10 Stunden": how long it really takes, by the way the user means.
  c('de.takes_by', 'corr', /(?<![\p{L}])mit (?:dem|der|einem|einer) [\p{L}]+ (?:sind es|ist es|dauert es|braucht man|brauchst du|fährt man) (?:gut |etwa |ungefähr |knapp |nur |circa |ca\. )?(?:\d+|ein|eine|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|anderthalb)(?:einhalb)?\s*(?:Stunden?|Minuten?)(?![\p{L}])/iu, 2.2, { prevHas: /\d+\s*(?:Stunden?|Minuten?)|(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn) Stunden/i, notInQuestion: true }),
  c('de.constraint', 'corr', /\bich bin (?:vegetarier(?:in)?|veganer(?:in)?|vegan|allergisch|laktoseintolerant|diabetiker(?:in)?)\b|\b(?:ich|wir) (?:esse|essen|trinke|trinken) kein(?:en|e|er)?\b(?![^\n]*\b(?:perfekt|passt|danke)\b)|\bich habe (?:eine )?(?:allergie|zöliakie|laktoseintoleranz)\b|\bich (?:vegetarier(?:in)?|veganer(?:in)?|vegan|allergisch gegen \S+|laktoseintolerant|diabetiker(?:in)?) bin\b/i, 2),
  // "Redux brauchen wir dafür nicht": what the work brought in was not needed.
  c('de.not_needed', 'corr', /\bbrauch(?:en|e|t)? (?:wir|ich|man|es) (?:\S+ ){0,2}nicht\b/i, 1.8, { notInQuestion: true }),
  // "am Cache liegt es nicht", "das ist nicht das Problem": the cause the reply went after is not it.
  c('de.not_the_cause', 'corr', /\bliegt (?:es |das )?nicht (?:an|am|beim?)\b|\b(?:an|am|beim?) [^.,!?]{1,25} liegt (?:es|das) nicht\b|\bdas ist nicht das problem\b/i, 2.0),
  // "strict abschalten ist keine Lösung", "Moment ist veraltet": what was done is no fix, or out of date.
  c('de.not_a_fix', 'corr', /\b(?:ist|wäre|sind) keine (?:lösung|loesung|option)\b|\b(?:ist|sind) (?:\w+ )?(?:veraltet|überholt|deprecated)\b/i, 2.0, { notInQuestion: true }),
  // "warum eine neue Datei? es gibt doch utils.ts": what was made exists already.
  c('de.exists_already', 'corr', /\bes gibt (?:doch|schon|bereits)\b/i, 1.8, { notInQuestion: true }),
  // "das wollte ich nicht": not what the user wanted.
  c('de.not_wanted', 'corr', /\bdas (?:wollte|meinte) ich (?:so )?nicht\b|\bso (?:wollte|meinte) ich das nicht\b/i, 2.2),
  // "Tokens gehören nicht in den Code": where something must not be.
  c('de.not_belong', 'corr', /\bgeh(?:ö|oe)r(?:t|en) (?:doch )?(?:nicht|nie|niemals) (?:in|ins|zu|auf)\b/i, 2.2, { notInQuestion: true }),
  // "Tests nicht auskommentieren!": a ban said with the infinitive, the way a rule is written on a sign.
  c('de.inf_ban', 'corr', /(?:^\s*|[.!;:]\s+)[^\s.,!?]+(?: [^\s.,!?]+)? (?:nicht|nie|niemals) (?:auskommentieren|löschen|ändern|anfassen|verwenden|benutzen|nutzen|committen|pushen|deaktivieren|überschreiben|hardcoden|umbenennen|einbauen|installieren)\b/i, 2.2),
  // "Sieht genauso aus wie vorher. Hast du überhaupt was geändert?": nothing changed.
  c('de.unchanged', 'frus', /\b(?:sieht|ist|bleibt) (?:genau ?so|immer noch so|noch genauso) (?:aus )?wie (?:vorher|davor|zuvor)\b|\bhast du (?:überhaupt|ueberhaupt) (?:was|etwas|irgendwas) geändert\b|\b(?:hat sich )?(?:gar |überhaupt )?nichts (?:hat sich )?geändert\b/i, 2.2),
  // "Bei uns heißt das 1.234,56 €": how it is said where the user is.
  // "Der Louvre hat dienstags doch zu", "das sind doch nur 1,5 Stunden": "doch" sets a fact against what the reply said.
  c('de.doch_against', 'corr', /(?:^|[.!?]\s+)(?!ich\b)[\wäöüß]+(?: [\wäöüß]+){0,3} (?:ist|sind|hat|haben|war|waren|gibt es|geht|kostet|dauert|braucht|enthält) [^.?!\n]{0,30}\bdoch\b(?! (?:bitte|mal|noch|auch)\b)/i, 2.0, { aboutPrev: true, notInQuestion: true }),
  // "Tupel sind unveränderlich, Listen nicht": what the reply said of one thing is true of another.
  c('de.x_not_y', 'corr', /^[^,.?!\n]{3,40} (?:sind|ist|war|waren) [^,.?!\n]{2,30},\s*(?:(?:die|der|das|den) )?[\wäöüß]+ nicht\s*[.!]*$/i, 1.8, { aboutPrev: true }),
  // "das gibt's in CSS gar nicht": what the reply used does not exist.
  c('de.doesnt_exist', 'corr', /\b(?:das|so was|sowas|die|den|der|diese[ns]?) gibt(?:['’]s| es) (?:in [\wäöüß.-]+ )?(?:gar |überhaupt |doch )?nicht\b/i, 2.2),
  // "hab ich dir oben geschrieben": what the user had given, pointed back to.
  c('de.wrote_above', 'corr', /\bhab(?:e)? ich (?:dir|euch|ihnen|dir doch|doch) (?:doch |schon |bereits |extra )*(?:oben|vorhin|eben|am anfang)? ?(?:geschrieben|gesagt|geschickt|gegeben|gezeigt|reingestellt)\b|\bwie (?:oben|vorhin) (?:geschrieben|gesagt)\b/i, 2.2),
  // "das löscht alle nicht committeten Änderungen": what the reply's command would destroy.
  c('de.deletes_all', 'corr', /\b(?:das|der|dieser befehl|damit) (?:löscht|überschreibt|zerstört|killt|vernichtet) (?:dir )?(?:alle|alles|die ganze|den ganzen|das ganze)\b/i, 2.2),
  c('de.here_it_is', 'corr', /\bbei uns (?:heißt|schreibt man|sagt man|ist|sind|gilt|nutzt man|nimmt man)\b/i, 1.8, { notInQuestion: true }),
  // "übersetze ins Englische: '…'", "was ist falsch an dem Satz": the user's own material (no rule is taken from it).
  // "wir benutzen vitest" after Jest tests: the tool the user's side uses, not the reply's.
  c('de.we_use', 'corr', /^(?:(?:nein|ne|nee|also|aber)[,.!]?\s+)?wir (?:nutzen|verwenden|benutzen|nehmen) (?:hier |bei uns |im team |im projekt |eigentlich |doch |schon )*([A-Za-z][\w.+#-]*)/i, 2.0, { otherThanPrev: true, notInQuestion: true }),
  // "im August haben wir keinen Urlaub, nur im Oktober": the month the reply chose, objected to.
  c('de.month_objection', 'corr', /\bim (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (?:haben|können|geht|gehts|geht's|sind|ist|hab|kann|können wir|haben wir)\b/i, 2.0, { namesPrev: true, notInQuestion: true }),
  // "das gehört nach src/lib": where the thing the reply put somewhere belongs.
  c('de.belongs_in', 'corr', /\b(?:das|die|der|es|sie|die datei|der code|die funktion) geh(?:ö|oe)r(?:t|en) (?:nach|in|ins|unter)\s+\S/i, 2.0, { notInQuestion: true }),
  c('de.material', 'neg', /(?:übersetze|übersetz)[^:\n]{0,30}:\s*["'“‘„«]|\bwas ist (?:falsch|verkehrt) (?:an|in|bei) (?:dem|diesem|meinem|meiner|der|dieser)\b/i, 2.5),
  c('de.neg', 'neg', /^\s*(danke|perfekt|super|klasse|prima|nicht schlecht)\b|\b(funktioniert|klappt) (jetzt|jetzt wieder|wieder)\b/i, 1.5, { unlessContrast: true }),
];

export const de = romancePack({
  code: 'de',
  tooLong: [/^(?:(?:das|es) (?:ist|war)\s+)?(?:(?:viel|etwas|echt|deutlich|einfach)\s+)?zu\s+lang$/iu, 'Kürzer'],
  also: /(?<!\p{L})auch(?!\p{L})/iu,
  takesOut: /(?<!\p{L})(?:entferne|l[oö]sche)(?!\p{L})/iu,
  cues: DE_CUES,
  stop: /\b(der|die|das|und|ist|nicht|ich|du|ein|eine|mit|auf|aber|noch|geht|bleibt|hab|habe|weiterhin|verwende|benutze|nutze|bitte|haben|wir|keine|kein|sind|hat|sie|warum|auch|nur|schon|immer|sehr|jetzt|dann|wenn|dass|oder|dem|des|von)\b/g,
  lead: /^(?:nein|nee|aber|ok|okay|also|bitte|ich sagte|ich habe gesagt|ich meinte|ab jetzt|von nun an|in zukunft|künftig|merk dir(?: dass)?|denk d(?:a)?ran|vergiss nicht|nochmal|das ist falsch|falsch)\b[\s,.:;!-]*/i,
  // German puts "nicht" after the object ("Ändere die Tests nicht."): an imperative clause ending on it forbids.
  neg: /^(?:ich (?:will|möchte|brauche) (?:nicht|keine?n?)\b|nicht|kein|keine|keinen|niemals|nie(?![a-zäöüß])|hör auf|hör auf zu|vermeide|ohne(?![a-zäöüß])|(?:benutze|verwende|nutze|schreib|schreibe|füge|mach|mache|ändere|lösche)\s+(?:keine?n?|nicht|nie)\b|lass\b.*\sweg$)|^(?:benutze|verwende|nutze|schreib|schreibe|füge|mach|mache|ändere|lösche|entferne|übersetze|wiederhole|gib|zeige|rühre|fass)\b.*\s(?:nicht|nie|niemals)(?: mehr| an)?$/i,
  // ("Bitte einen förmlichen Ton": the register named alone is the request; "bitte duzen": the form of address, in
  // the infinitive German uses for instructions.)
  pos: /^(?:(?:einen?|im) (?:förmlichen?|formellen?|professionellen?|lockeren?|freundlichen?|sachlichen?|neutralen?|höflichen?|seriösen?) (?:ton|stil)|benutze|benutz|verwende|nutze|schreib|schreibe|füge|halte|mach|mache|lass(?! uns)|nimm|pack|setz|stell|leg|antworte|immer(?! noch)|achte darauf|folge|erkläre|übersetze|zeige|gib|nenne|ändere|lösche|entferne|fass|duzen|siezen|gendern)\b/i,
  // "Du sollst nicht die Tests ändern, sondern …": what the user says the assistant must do is the rule itself, in the
  // infinitive German uses for instructions ("Nicht die Tests ändern, sondern den Code reparieren").
  wish: [
    [/^(?:du|ihr) (?:sollst|solltest|sollt|solltet|musst|müsst|darfst|dürft)(?: (?:doch|bitte|bloß|endlich|einfach))?\s+()()/i, () => ''],
    // "Kannst du aufhören, dich zu entschuldigen?": the habit to stop, asked as a question, is the ban.
    [/^(?:kannst du|könntest du) (?:bitte )?(?:damit )?aufhören,?\s+()()/i, () => 'hör auf, '],
    // "(Denk dran,) dass ich Vegetarierin bin": what the user is, said in the main clause's order.
    [/^(?:dass )?ich (.{1,40}?) (bin|habe)$/i, (what: string | undefined, verb: string) => `ich ${verb.toLowerCase()} ${what}`],
  ],
  // ("Ich wollte eine Zusammenfassung, keine Übersetzung": "kein" refuses a thing as "nicht" does.)
  notSep: /^(.{1,60}?),\s+(?:nicht\s+|(?=keine?[nrs]?\s))(.{1,40})$/i,
  pair: (want, not, plain) => `${plain ? want : `Verwende ${want}`}, ${/^kein/i.test(not) ? '' : 'nicht '}${not}`,
  butSep: /^nicht\s+(.{1,40}?),?\s+sondern\s+(.{1,60})$/i,
  insteadSep: /^(.{1,60}?)\s+(?:statt|anstatt|anstelle von)\s+(.{1,40})$/i,
  answerVerb: 'Antworte',
  decline: /^(?:nein|nee|nicht nötig|passt so)(?:[\s,.!]+(?:danke|nicht nötig|das ist nicht nötig|passt so|brauche ich nicht|erstmal nicht|vorerst nicht))*[\s,.!]*$/i,
  // "Antworte auf Deutsch", and the language alone as a request ("bitte auf Deutsch antworten" names the verb after it) ("auf Deutsch bitte", "…, ich hab doch gesagt, auf Deutsch!").
  answer: /(?:\b(?:antworte|antworten|schreib|schreibe|sprich|rede|antwort)\w*\s+(?:immer\s+)?(?:auf|in)\s+|(?<=(?:^|[,.!:;]\s*)(?:bitte\s+)?)(?:nur\s+|immer\s+)?auf\s+(?=(?:deutsch|englisch|französisch|spanisch|italienisch|portugiesisch|russisch|chinesisch|japanisch|polnisch|türkisch|niederländisch)(?:\s*,?\s*bitte)?(?:\s+(?:antworten|schreiben|sprechen|reden|formulieren))?\s*(?:[.!]+(?:\s|$)|\n|$)))([a-zäöüß]+)/i,
  negBefore: /\b(?:nicht|nie|kein\w*)\s+(?:\S+\s+){0,1}$/i,
  // "Ich will keine Emojis": the thing refused, as the ban ("Keine Emojis").
  refuse: [[/^ich (?:will|möchte|brauche) (?=keine?[nrs]?\b)/i, '']],
  use: 'Verwende',
  prep: /^(?:in|im|mit|für|auf|bei|von|vom|zu|zum|zur|nach|als|über|unter|wie|hinsichtlich)\b/i,
  not: 'nicht',
  question: /^(?:warum|wieso|was|wie|wo|wann|welche|welcher|ist|sind|hast|kannst|könntest)\b/i,
  agree: /^\s*(?:ja|genau|richtig|perfekt)(?![\p{L}])/iu,
  everyTime: /(?<![\p{L}])(?:immer|ab jetzt|von nun an|in zukunft|künftig|zukünftig)(?![\p{L}])/iu,
  confirmOnly: /^(?:ja|genau|richtig|perfekt|gut|ok|okay)?[\s,.!]*(?:immer|ab jetzt|von nun an|in zukunft)?\s*(?:so(?: machen)?|mach(?:e)? (?:das|es) so)?[\s.!]*$/i,
  courtesy: /[,\s]+(?:bitte|danke)$/i,
  standing: /\b(?:auf (?:deutsch|englisch)|kurz|kürzer|knapp|ausführlich|lang|ton|förmlich|duzen|siezen|emojis?|format|markdown)\b/i,
});
