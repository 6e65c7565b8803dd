// Dutch: the common forms ("gebruik geen X", "gebruik X, niet Y", "niet X maar Y", "in plaats van", "altijd",
// "antwoord in het Nederlands").
import { romancePack } from './romance';
import { c, type Cue } from './cue';

export const NL_CUES: Cue[] = [
  c('nl.pref', 'pref', /\b(vanaf nu|voortaan|in het vervolg|in de toekomst|onthoud|denk eraan|elke keer|altijd (?:in|je|de|het|een|eerst)|nooit (?:meer )?(?:je|de|het|een))\b/i, 2.5),
  c('nl.lead_no', 'corr', /^\s*(nee|neen)\s*[,.!:;]|^\s*nee,? nee\b/i, 2.2, { answerable: true, react: true }),
  c(
    'nl.wrong',
    'corr',
    /\b(dat klopt niet|klopt niet|dat is (niet juist|onjuist|fout|niet wat ik)|niet wat ik (bedoel|bedoelde|vroeg|wilde)|ik bedoel(de)?|je hebt .{1,30} vergeten|je bent .{1,20} vergeten|je begrijpt me niet|dat vroeg ik niet|hoe komt het dat je|heb ik liever|ik had liever)\b/i,
    2.4,
  ),
  // "Dat is veel te informeel voor een sollicitatie": too much of something, said of the reply.
  c('nl.too', 'corr', /\b(?:veel |wat |iets |nogal |echt |veels )?te (?:lang|kort|informeel|formeel|moeilijk|ingewikkeld|vaag|algemeen|stijf|uitgebreid|oppervlakkig|technisch|zakelijk)\b/i, 1.6, { notInQuestion: true }),
  c('nl.should', 'corr', /\b(zou moeten|moet (?:het|dit|dat) |in plaats van|ben er eerlijk over|wees eerlijk)\b/i, 1.2),
  c('nl.frus', 'frus', /\b((het )?werkt (nog steeds |nog altijd |nog )?niet|dezelfde fout|weer een fout|nog steeds (een )?fout|helpt niet|verandert niets|(?:weer|opnieuw|alweer) (?:precies )?(?:hetzelfde|dezelfde (?:fout|tekst))|precies (?:hetzelfde|dezelfde tekst))\b/i, 2),
  c('nl.neg', 'neg', /^\s*(bedankt|dank je|dankjewel|perfect|top(?!\s+(?:\d|three|five|ten))|super|geweldig)\b|\bhet werkt( nu| weer)?\s*[.!]*\s*$/i, 1.5, { unlessContrast: true }),
  // "Geen cups, …", "laat de emoji's weg", "stop met sorry zeggen": what must go.
  c('nl.ban', 'corr', /(?:^\s*|[,.!;:]\s*)(?:geen\s+(?!idee|probleem|zorgen)[a-z]|stop met\s+[a-z])|\blaat\b[^.?!\n]{1,40}\bweg\b/i, 2.0, { notInQuestion: true }),
  // "Kun je stoppen met steeds sorry zeggen?": a habit to stop, asked as a question.
  c('nl.stop_q', 'corr', /\b(?:kun|kan|wil) je (?:alsjeblieft )?(?:stoppen|ophouden) met\b/i, 2.5),
  // "Maak het korter", "maximaal 100 woorden": the length asked for.
  c('nl.shorter', 'corr', /\bmaak (?:het|dit|de tekst|het antwoord) (?:veel |wat |iets |nog )?(?:korter|simpeler|eenvoudiger|formeler|informeler|beknopter|duidelijker)\b|\bmaximaal \d+ (?:woorden|zinnen|regels)\b|\bhou(?:d)? (?:het|je antwoorden|antwoorden) (?:kort|korter|simpel|beknopt|zakelijk)\b/i, 2.3),
  // "Gebruik een formele toon": the register every reply should have.
  c('nl.register', 'corr', /\been (?:formele|zakelijke|informele|vriendelijke|neutrale|beleefde|professionele) (?:toon|stijl)\b/i, 2.0, { notInQuestion: true }),
  // "Ik ben vegetariër", "(onthoud) dat ik vegetariër ben": what the user is or cannot have.
  c('nl.constraint', 'corr', /\bik ben (?:vegetariër|vegetarisch|veganist|allergisch|diabeet)\b|\bik (?:vegetariër|vegetarisch|veganist|allergisch voor \S+|diabeet) ben\b|\bik eet geen\b/i, 2.0),
  // "Waarom heb je mijn comments verwijderd?": what the assistant removed or changed of the user's.
  c('nl.you_removed', 'corr', /\bwaarom heb je (?:mijn|de|het|alle)\b[^?.!\n]{0,40}\b(?:verwijderd|gewist|aangepast|veranderd|weggehaald|overschreven)\b|\bje hebt mijn\b[^?.!\n]{0,40}\b(?:verwijderd|gewist|weggehaald|overschreven)\b/i, 2.2),
  // "Je maakt steeds dezelfde fout": the same mistake, again.
  c('nl.same_mistake', 'corr', /\b(?:steeds|weer|alweer|telkens|opnieuw) dezelfde fout\b/i, 2.2),
  c('nl.dir', 'dir', /\b(gebruik|voeg|verwijder|verander|zet|schrijf|ik wil dat je)\b/i, 0.7),
];

export const nl = romancePack({
  code: 'nl',
  also: /(?<!\p{L})ook(?!\p{L})/iu,
  cues: NL_CUES,
  stop: /\b(het|een|niet|ik|je|jij|dat|van|voor|wat|zijn|ook|maar|heb|kun|wel|deze|graag|alsjeblieft|naar|met|bij|mijn|hoe|waarom|nog|geen)\b/g,
  lead: /^(?:(?:nee|neen|maar|goed|luister|alsjeblieft|graag|ik zei|ik bedoel(?:de)?|vanaf nu|voortaan|in het vervolg|onthoud(?: dat)?|nogmaals|dat klopt niet|fout)\b|ok[eé]?(?=[\s,.:;!-]|$))[\s,.:;!-]*/i,
  // Dutch puts the negation after the verb ("Voeg nooit commentaar toe", "Gebruik geen X") or at the end ("Verander de
  // tests niet"): a clause that starts with an imperative and says "geen", "nooit" or a final "niet" forbids.
  neg: /^(?:geen\s|stop met\s|laat\b.*\sweg$|(?:gebruik|voeg|schrijf|geef|maak|zet|verander|verwijder|doe|pas|vertaal|herhaal|raak)\s+(?:geen|nooit|niet)\b|(?:gebruik|voeg|schrijf|geef|maak|zet|verander|verwijder|doe|pas|vertaal|herhaal|raak)\b.*\s(?:niet|niet meer|nooit)$|niet (?:gebruiken|toevoegen|veranderen|aanpassen|verwijderen|vertalen|herhalen)\b|nooit\b|stop met\b|vermijd\b|zonder\b)/i,
  pos: /^(?:een (?:formele|zakelijke|informele|vriendelijke|neutrale|beleefde|professionele) (?:toon|stijl)|gebruik|schrijf|voeg|houd|hou|maak|antwoord|geef|zet|altijd|zorg dat|zorg ervoor dat|volg|leg uit|vertaal|toon|verander|verwijder|doe)\b/i,
  // ("Ik wilde een samenvatting, geen vertaling": "geen" refuses a thing as "niet" does.)
  notSep: /^(.{1,60}?),\s+(?:niet\s+|(?=geen\s))(.{1,40})$/i,
  // ("Het is 'zij hebben', niet 'hun hebben'": a sentence of its own keeps its words.)
  pair: (want, not, plain) => `${plain || /^(?:het|dat|dit|zij|ze|hij|er) (?:is|zijn|was|waren|moet|heet|heten)\b/i.test(want) ? want : `Gebruik ${want}`}, ${/^geen\s/i.test(not) ? '' : 'niet '}${not}`,
  wish: [
    // "Kun je stoppen met sorry zeggen?": the habit to stop, asked as a question, is the ban ("Stop met sorry zeggen").
    [/^(?:kun|kan|wil) je (?:alsjeblieft )?(?:stoppen|ophouden) met\s+()()/i, () => 'stop met '],
    // "(Onthoud) dat ik vegetariër ben": what the user is, said in the main clause's order.
    [/^(?:dat )?ik (.{1,40}?) (ben|heb)$/i, (what: string | undefined, verb: string) => `ik ${verb.toLowerCase()} ${what}`],
  ],
  butSep: /^niet\s+(.{1,40}?),?\s+maar\s+(.{1,60})$/i,
  insteadSep: /^(.{1,60}?)\s+in plaats van\s+(.{1,40})$/i,
  answer: /\b(?:antwoord|beantwoord|schrijf|spreek|praat)\w*\s+(?:altijd\s+)?in\s+(?:het\s+)?([a-z]+)/i,
  negBefore: /\b(?:niet|nooit|geen)\s+(?:\S+\s+){0,1}$/i,
  use: 'Gebruik',
  prep: /^(?:in|op|met|voor|bij|van|naar|als|over|zonder|tijdens)\b/i,
  not: 'niet',
  question: /^(?:waarom|wat|hoe|waar|wanneer|welke|is|zijn|kun|kan|kunt|wil|heb)\b/i,
  confirmOnly: /^(?:ja|precies|klopt|perfect|goed|ok|oké)?[\s,.!]*(?:altijd|vanaf nu|voortaan)?\s*(?:zo|doe dat|doe het zo)?[\s.!]*$/i,
  courtesy: /[,\s]+(?:alsjeblieft|graag|bedankt|dank je)$/i,
  standing: /\b(?:in het (?:nederlands|engels)|kort|korter|beknopt|uitgebreid|toon|formeel|informeel|tutoyeren|emoji'?s?|opmaak|markdown)\b/i,
});
