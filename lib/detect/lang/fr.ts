// French: the common forms ("n'utilise pas X", "utilise X, pas Y", "pas X mais Y", "au lieu de", "réponds en …").
import { romancePack } from './romance';
import { c, type Cue } from './cue';
import { unicodeWords as u } from './util';

export const FR_CUES: Cue[] = [
  // "Et comment éviter ça à l'avenir ?" asks about the user's own future, and sets no rule.
  // "c'est Victor Hugo", "non, c'est Ottawa": the name the reply should have given. (Capitals without accents: the
  // accent-tolerant copy would let a lower-case letter in.)
  c('fr.that_was_name', 'corr', /^\s*(?:non[,.!]*\s+)?c['’]est\s+(?:plutôt\s+)?[A-Z][a-zàâçéèêëîïôûùüÿ'’.-]+(?:\s+[A-Z][a-zàâçéèêëîïôûùüÿ'’.-]+){0,2}\s*[.!]*\s*$/, 2.4, { answerable: true }),
  // "le parmesan c'est pas vegan", "la vraie quiche lorraine n'a pas de fromage": the reply's own thing, said not to be so.
  c('fr.thing_is_not', 'corr', /^\s*(?:(?:le|la|les)\s+|l['’])(?:[a-zàâçéèêëîïôûùüÿ]{3,}\s+){0,2}[a-zàâçéèêëîïôûùüÿ]{3,}\s+(?:n['’](?:a|est|ont|sont|contient|prend) pas|c['’]est pas|ne (?:contient|prend|se fait) pas)/i, 2.0, { aboutPrev: true }),
  // "c'est encore pire": worse than before.
  // "juste la traduction, sans notes": only part of the reply, without what came with it.
  c('fr.only_without', 'corr', /^\s*(?:(?:mais|et)\s+)?(?:juste|seulement|uniquement)\s+(?:(?:le|la|les)\s+|l['’])?[\p{L}-]{3,}(?:\s+[\p{L}-]+)?,?\s+(?:sans|pas de)\s+\p{L}{3,}/iu, 2.2, { aboutPrev: true }),
  c('fr.worse', 'frus', /(?:^|[\s,.!])(?:encore pire|pire qu['’]avant|c['’]est pire|de pire en pire|(?:encore )?plus (?:long|longue|longs|lent|lente|compliqué|compliquée|lourd|lourde|verbeux|confus|cher|chère) qu['’]avant)(?![\p{L}\p{N}])/iu, 2.2),
  // "la prochaine fois donne-m'en juste 3": next time.
  c('fr.next_time', 'pref', /(?:^|[\s,.!])la prochaine fois(?![\p{L}\p{N}])(?!\s+que\s+(?:je|j['’]|on|nous))/iu, 2.2),
  // "c'est plutôt 3h20": the value put right.
  c('fr.rather', 'corr', /^\s*(?:non[,.!]*\s+)?c['’]est plutôt\s+\S/i, 1.8),
  c('fr.pref', 'pref', u("\\b(à partir de maintenant|désormais|dorénavant|à l'avenir|souviens-toi|rappelle-toi|n'oublie jamais|ne jamais|toujours (?:utiliser|répondre|écrire|mettre))\\b"), 2.5, { notInQuestion: true }),
  // "Utilise un ton formel", "un ton plus professionnel": the register every reply should have.
  c('fr.register', 'corr', u("\\b(?:un|le) ton (?:plus |moins |très )?(?:formel|professionnel|familier|décontracté|amical|neutre|sérieux|poli|soutenu|courtois)\\b"), 2.0, { notInQuestion: true }),
  // "Tu peux arrêter de t'excuser ?": a habit to stop, asked as a question.
  c('fr.stop_q', 'corr', u("\\b(?:tu peux|peux-tu|pourrais-tu|tu pourrais|vous pouvez|pouvez-vous|pourriez-vous)\\s+(?:arrêter|arreter|cesser)\\s+(?:de|d['’])"), 2.5),
  // "Arrête avec les emojis", "arrêtez de vous excuser": what must stop.
  // "ne la supprime pas, elle sert encore", "ne touche jamais à la base": a ban in the imperative.
  c('fr.ne_pas', 'corr', u("(?:^|[,.!;:]\\s*)(?:ne|n['’])\\s*(?:(?:le|la|les|l['’]|me|m['’]|te|t['’]|lui|leur|y|en)\\s*)?(?!(?:sais|suis|peux|veux|comprends|vois|trouve|pense|crois|inquiète|inquiete|inquiétez|embête|embete|fais|faites)(?![\\p{L}]))\\p{L}+(?:e|s|ez)\\s+(?:pas|jamais|plus)(?![\\p{L}])(?!\\s+(?:de souci|grave|mal|la peine))"), 2.2, { notInQuestion: true }),
  // "utilise const par défaut, let seulement si on réassigne": what to do unless told otherwise.
  c('fr.by_default', 'pref', u("\\b(?:utilise|utilisez|mets|mettez|écris|écrivez|réponds|répondez|fais|faites|garde|gardez|choisis|choisissez|prends|prenez)\\b[^.!?\\n]{1,40}\\bpar défaut\\b"), 2.4, { notInQuestion: true }),
  c('fr.ban', 'corr', u("(?:^|[,.!;:]\\s*)(?:arrête|arrêtez|arrete|arretez)\\s+(?:avec|de|d['’])"), 2.0, { notInQuestion: true }),
  c('fr.lead_no', 'corr', u('^\\s*(non|nan)\\s*[,.!:;]|^\\s*non,? non\\b|^\\s*non,? pas du tout(?![\\p{L}\\p{N}])(?!,?\\s*(?:c\'est|ça|tout)\\s+(?:parfait|bien|super|top|génial|nickel|bon|clair))'), 2.2, { answerable: true, react: true }),
  c(
    'fr.wrong',
    'corr',
    u(
      "\\b(c'est faux|c'est pas (ça|ce que)|ce n'est pas (ça|ce que|correct|juste|bon)|pas (le bon|la bonne|les bons|les bonnes|dans le bon|du tout ce)|tu t'es trompée?|tu te trompes|je voulais dire|je t'(?:ai|avais) (dit|demandé)|je voulais (?:juste |seulement |que )?\\d+|j'avais (dit|écrit|inscrit|demandé)|je n'ai (pas|jamais) demandé|tu n'as pas (répondu|compris|lu|suivi|écouté)|ce n'était pas (ma|la) question|tu as oublié|pas ce que je|pas aux normes|(?:il ne fallait pas|(?:tu n'aurais|vous n'auriez|t'aurais) pas dû) (?:(?:le|la|les|l'|y|en|me|te|lui|leur) ?)?\\p{L}+(?:er|ir|re))\\b|\\b(?:c'est|ce n'est) pas que\\b[^.!?]{1,80}?,?\\s*c'est que\\b",
    ),
    2.4,
  ),
  c('fr.should', 'corr', u("\\b(devrait|devrais|il faut|il fallait|(?:tu aurais|t'aurais|vous auriez) dû|doit être|au lieu de|au lieu d'|plutôt que)\\b"), 1.2),
  c('fr.frus', 'frus', u("\\b((ça |cela )?ne (marche|fonctionne) (toujours |plus |)pas|toujours (la même erreur|le même problème|pas|rien|bloquée?)|(?:ça|ca|il|elle) (?:plante|crashe|bugue|freeze) (?:toujours|encore)|même erreur|encore une erreur|n'a (pas marché|rien changé)|rien ne (change|s'affiche)|rien n'a changé|toujours pareil|c'est pareil|aucun changement)\\b"), 2),
  // "putain, c'est toujours cassé", "t'es nul", "n'importe quoi": exasperation at the assistant or its work.
  c('fr.abuse', 'frus', u("\\b(?:putain|merde|bordel|n'importe quoi|c'est nul|(?:c'est )?(?:vraiment )?pas terrible|(?:t'es|tu es) (?:nul|con|débile|inutile))\\b|\\bsérieux\\s*[?!]|\\btoujours cassée?s?\\b"), 2.2),
  // "Il manque la signature", "tu as oublié la pièce jointe": what the reply left out.
  c('fr.left_out', 'corr', u("\\b(?:il manque|il en manque|tu as oublié|vous avez oublié|t'as oublié)\\b"), 2.0, { notInQuestion: true }),
  // What the user sees broken: "la carte n'est pas centrée", "les onglets ne sont pas affichés", "toujours présents".
  c('fr.broken', 'frus', u("\\bn'est pas (?:centr|affich|visible|align|charg|pris en compte|appliqu)\\w*|\\bne sont pas (?:affich|visibles|centr|charg|pris)\\w*|\\btoujours (?:présents?|présentes?|là|visibles?|affichée?s?)\\b|\\bcontrairement à ma demande\\b|\\bne s'(?:affiche|affichent|ouvre|ouvrent) (?:toujours |plus )?pas\\b"), 1.8),
  c('fr.shorter', 'corr', u("^\\s*(?:(?:beaucoup|un peu|encore)\\s+)?(?:plus|moins)\\s+(?:court|courte|bref|brève|concis|concise|simple|formel|formelle|détaillé|détaillée|long|longue)\\b"), 2.3),
  // "Réponds plus brièvement", "Tutoie-moi": how every reply should sound.
  c('fr.shorter_verb', 'corr', u("\\b(?:réponds|répondez|écris|écrivez|fais|faites|sois|soyez)\\s+(?:beaucoup\\s+|un peu\\s+)?(?:plus|moins)\\s+(?:court|courte|bref|brève|brièvement|concis|concise|simple|simplement|long|longuement|formel|formelle|détaillé|détaillée)\\b"), 2.3),
  // "C'est trop long", "le ton est trop formel": too much of a quality.
  c('fr.too', 'corr', u("(?:^\\s*|\\b(?:c'est|c’est|est|sont|était|reste|paraît|semble) )(?:beaucoup |un peu |vraiment |encore )?trop (?:long|longue|court|courte|formel|formelle|familier|familière|compliqué|compliquée|technique|vague|cher|chère|lourd|lourde|sucré|sucrée|salé|salée|épicé|épicée|généraliste|cliché|pompeux|pompeuse|commercial|commerciale|publicitaire|robotique|guindé|guindée|froid|froide)\\b|\\b(?:c'est|c’est|ça fait|ce serait) (?:beaucoup |bien |vraiment |un peu )?trop pour (?:moi|nous|lui|elle|eux|mon|ma|mes|un|une)\\b|(?<!\\b(?:la|le|les|des|du) )\\bplus (?:sobre|naturel|naturelle|direct|directe|chaleureux|chaleureuse|humain)\\b"), 2.0),
  c('fr.address', 'pref', u("\\b(?:tutoie|vouvoie|tutoyez|vouvoyez)[- ]moi\\b|(?:^|[,.!;]\\s*)(?:tutoie|vouvoie|tutoyez|vouvoyez)(?:[- ](?:les|le|la|nous))?\\s*(?:[,.!]|$)|\\bon (?:ne )?se (?:tutoie|vouvoie)\\b|\\b(?:le |du )?(?:vouvoiement|tutoiement)\\b|\\b(?:il faut|faut|tu dois|merci de|on doit) (?:le |la |les |me |nous )?(?:vouvoyer|tutoyer)\\b"), 2.5),
  // "je suis végétarienne", "je ne mange pas de porc": what the user is or cannot have, said as the fact answers must fit.
  c('fr.constraint', 'corr', u("\\bje suis (?:végétarien(?:ne)?|végane?|vegan|allergique|intolérante?|cœliaque|coeliaque|diabétique)\\b|\\bje ne (?:mange|bois) pas (?:de|d'|du)\\b|\\bj'ai (?:une )?(?:allergie|intolérance)\\b|\\bje suis (?:en fauteuil roulant|à mobilité réduite|enceinte|sans voiture)\\b|\\bje n'ai pas (?:le permis|de voiture)\\b"), 2),
  // "On utilise que des composants fonctionnels ici", "on ne commente pas les tests": the team's way, said of "we".
  c('fr.team_way', 'corr', u("\\bon (?:n['’])?utilise (?:que|qu['’]|uniquement|seulement|toujours|jamais)\\b|\\bon ne (?:commente|utilise|touche|modifie|supprime|met|pousse|committe|désactive|hardcode|stocke|code) (?:pas|jamais|plus)\\b"), 2.0),
  // "En France on écrit 1 234,56 €", "c'est le format anglais": how it is written where the user is.
  // "le Louvre est fermé le mardi pourtant": a fact about what the reply named, set against it.
  c('fr.pourtant', 'corr', u("^[^.?!\\n]{4,60}\\s+pourtant\\s*[.!]*$"), 1.8, { aboutPrev: true }),
  // "c'est toujours blindé de 7h à 23h": still so after the change.
  c('fr.still_so', 'frus', u("^\\s*(?:mais )?(?:c'est|c’est|il est|elle est|ils sont|elles sont) toujours (?:aussi |trop |beaucoup trop )?(?:blindée?s?|pleine?s?|chargée?s?|vides?|cassée?s?|faux|fausses?|long(?:ue)?s?|lente?s?|moche|pareil|le même|la même)\\b"), 1.8, { needsAction: true }),
  // "en grammes et en degrés Celsius toujours stp": "always" with a please is a standing rule.
  c('fr.always_please', 'pref', u("\\btoujours,?\\s*(?:s'il te pla[iî]t|s'il vous pla[iî]t|stp|svp)\\b|\\b(?:stp|svp),? toujours\\b"), 3),
  c('fr.here_it_is', 'corr', u("\\b(?:en france|chez nous|ici),? on (?:écrit|dit|met|utilise|note)\\b|\\bformat (?:anglais|américain|anglo-saxon|us)\\b"), 1.8, { notInQuestion: true }),
  // "traduis en anglais : « … »", "qu'est-ce qui ne va pas dans cette phrase": the user's own material (no rule is
  // taken from it).
  c('fr.material', 'neg', u("(?:traduis|traduisez)[^:\\n]{0,30}:\\s*[\"'“«]|\\bqu['’]est-ce qui (?:ne va pas|est faux) dans (?:cette|ce|ma|mon)\\b"), 2.5),
  c('fr.neg', 'neg', u("^\\s*(merci|parfait|super|génial|nickel|top(?!\\s+(?:\\d|three|five|ten))|pas mal)\\b|\\bça (marche|fonctionne)(?! pas)\\b"), 1.5, { unlessContrast: true }),
  // "tu as supprimé mes commentaires", "pourquoi tu as créé un nouveau fichier ?": what the assistant removed or added unasked.
  c('fr.you_removed', 'corr', u("\\b(?:tu as|t'as|vous avez) (?:supprimé|effacé|enlevé|cassé|écrasé|retiré) (?:mes|mon|ma|tous|toutes|tout|les|le|la)\\b|\\bpourquoi (?:tu as|t'as|as-tu|vous avez|avez-vous) (?:créé|ajouté|supprimé|changé|modifié|installé|effacé|enlevé)\\b"), 2.2),
  // "je t'ai juste demandé de corriger le bug, annule le reste": more was changed than asked.
  // "je l'ai demandé en français", "j'ai pourtant demandé en anglais": the user points back at what was asked.
  c('fr.asked_in', 'corr', u("\\bj'ai (?:bien |pourtant |clairement )?demandé en \\p{L}+|\\bje l'(?:ai|avais) (?:bien |pourtant |clairement )?demandée?(?: en \\p{L}+)?(?=\\s*[.!,]|\\s*$)"), 2.2),
  // "je voulais de l'italien" after a Spanish translation: what the user wanted instead ("je voulais te demander …"
  // asks something new).
  c('fr.wanted', 'corr', u("^\\s*(?:(?:non|mais|euh|ah|oups|hmm+)[,.!]*\\s+)?je (?:voulais|voulait|demandais|t['’]avais demandé|vous avais demandé)\\s+(?!(?:te|vous|savoir|juste savoir|demander|dire|poser|aussi|encore)\\b)\\S"), 2.0, { needsAction: true, notInQuestion: true }),
  // "elle a horreur des bougies parfumées, enlève-les": what the person hates, and the reply's items taken out.
  c('fr.take_out', 'corr', u("(?:^|[,.!;:]\\s*)(?:enlève|enlevez|retire|retirez|supprime|supprimez|vire|virez)(?:-(?:les|la|le)| (?:ça|cela))\\b|\\b(?:il|elle|ils|elles|mon \\p{L}+|ma \\p{L}+) (?:a|ont) horreur (?:de|des|du|d['’])"), 2.0, { notInQuestion: true }),
  // "on est en Python 3.12 depuis longtemps" after Python 2: the version or system the user's side is on.
  c('fr.we_are_on', 'corr', /(?<![\p{L}])(?:on est|nous sommes|je suis|on tourne) (?:en|sur|sous) ([A-Z][\w.+-]*(?: \d[\w.]*)?)/u, 2.2, { otherThanPrev: true, notInQuestion: true }),
  // "on sera 12 finalement" after a menu for 8: how many people there will be.
  c('fr.party', 'corr', /(?<![\p{L}])(?:on sera|nous serons|on est|nous sommes) (?:finalement |en fait |plutôt )?(?:\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt)(?![\p{L}\d])/iu, 2.0, { notInQuestion: true, prevHas: /personnes|invités|convives|pour \d/i }),
  // "utilise async/await, c'est plus lisible": another way than the reply's, with its reason.
  c('fr.use_better', 'corr', u("\\b(?:utilise|utilisez|prends|prenez|passe à|passez à|préfère|préférez)\\b[^.!?\\n]{1,40},\\s*(?:c'est|ce sera|ça sera|c'était) (?:plus|mieux|bien plus|beaucoup plus)\\b"), 2.0),
  c('fr.scope', 'corr', u("\\b(?:je t'ai|je vous ai) (?:juste|seulement|simplement) demandé\\b|\\b(?:annule|annulez|défais|défaites) (?:le reste|tout le reste|les autres|ça|cela)\\b"), 2.2),
  // "pas besoin de redux pour ça": what the work brought in was not needed.
  // "c'est pour le Québec, adapte le vocabulaire": who the work is for, then what to change.
  c('fr.for_whom', 'corr', u("^\\s*(?:c['’]est|c['’]était|ce sera) pour (?:mon|ma|mes|un|une|le|la|les|l['’]) ?\\p{L}{3,}(?: \\p{L}{2,})?\\s*,\\s*(?!(?:il|elle|ils|elles|on|ça|ce|c['’]|merci|je|j['’]|tu|nous|vous)(?![\\p{L}]))\\p{L}"), 1.8, { answerable: true }),
  // "c'est fermé le lundi": the place the plan sends the user to is shut that day.
  c('fr.closed_on', 'corr', u("\\bferm[ée]e?s? (?:le |les |tous les )?(?:lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?)\\b|\\b(?:le |les )?(?:lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?),? (?:c['’]est|il est|elle est|ils sont|elles sont) ferm[ée]"), 2.2, { notInQuestion: true, prevHas: /\b(?:lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?)\b/i }),
  // "en France c'est JJ/MM", "chez nous on écrit les dates à l'envers": how it is done where the user lives.
  c('fr.locale', 'corr', u("^\\s*(?:mais |non,? )?(?:en (?:France|Belgique|Suisse|Espagne|Allemagne|Italie)|au (?:Québec|Canada|Luxembourg)|chez nous),? (?:c['’]est|on (?:écrit|met|utilise|dit|fait|compte|paie|roule))\\b"), 2.0, { notInQuestion: true }),
  // "l'examen est dans 4 jours" after a plan over two weeks: the date the plan has to fit.
  c('fr.due_in', 'corr', u("\\b(?:l['’]examen|le partiel|le concours|la soutenance|l['’]entretien|le rendez-vous|la réunion|le départ|le vol|la présentation|le mariage|la rentrée) (?:est|a lieu|commence|tombe) (?:dans|en) (?:\\d+|deux|trois|quatre|cinq|six|sept|huit|dix) (?:jours|semaines|heures)\\b"), 2.0, { notInQuestion: true }),
  // "je le vouvoie": how the user addresses whoever the message is for.
  c('fr.i_address', 'corr', u("\\b(?:je|on|nous) (?:le|la|les|l['’]|vous) ?(?:vouvoie|vouvoyons|tutoie|tutoyons)\\b"), 2.2, { notInQuestion: true, answerable: true }),
  c('fr.currency', 'corr', u("\\ben (?:euros|dollars|francs(?: suisses)?|livres)\\b"), 2.2, { notInQuestion: true, prevHas: /[$€£]|\b(?:euros?|dollars?|francs?|livres?|usd|eur)\b/i }),
  // "refais-le en PHP": the same work again, in another language or tool.
  c('fr.redo_in', 'corr', u("\\b(?:refai[st]|réécri[st]|reécri[st]|recommence)(?:-le|-la|-les)? (?:en|avec)\\b"), 2.2, { notInQuestion: true }),
  c('fr.not_needed', 'corr', u("(?:^|[,.!;:]\\s*)(?:(?:il n'y a |y a )?pas besoin (?:de|d['’])|inutile (?:de|d['’]))"), 1.8, { notInQuestion: true }),
  // "ce n'est pas le cache, j'ai testé en privé": the cause the reply went after is not it.
  c('fr.not_the_cause', 'corr', u("^\\s*(?:non,? )?(?:ce n['’]est pas|c['’]est pas|ça ne vient pas|le problème ne vient pas) (?:le |la |les |l['’]|du |de la |des |de l['’])?[\\p{L}\\d.-]{3,}"), 2.0, { aboutPrev: true }),
  // "désactiver strict n'est pas une solution", "moment est obsolète": what was done is no fix, or out of date.
  c('fr.not_a_fix', 'corr', u("\\bn['’]est pas une (?:solution|correction)\\b|\\b(?:est|sont) (?:complètement |totalement )?(?:obsolètes?|dépassée?s?|dépréciée?s?|deprecated)(?![\\p{L}])"), 2.0, { notInQuestion: true }),
  // "sqlite n'a pas d'enum, il faut un CHECK": what the reply used does not exist there.
  c('fr.has_no', 'corr', u("^\\s*[\\p{L}\\d.+#-]+ n['’]a (?:pas|aucun|aucune) (?:de |d['’])?"), 2.0, { aboutPrev: true }),
  c('fr.dir', 'dir', u("\\b(utilise|ajoute|supprime|enlève|change|mets|remplace|je veux que tu)\\b"), 0.7),
];

const FR_POS: Record<string, string> = { utiliser: 'utilise', toucher: 'touche', modifier: 'modifie', changer: 'change', ajouter: 'ajoute', supprimer: 'supprime', mettre: 'mets', écrire: 'écris', raccourcir: 'fais plus court', simplifier: 'fais plus simple', garder: 'garde', répondre: 'réponds' };
const FR_NEG: Record<string, string> = { utiliser: "n'utilise pas", toucher: 'ne touche pas', modifier: 'ne modifie pas', changer: 'ne change pas', ajouter: "n'ajoute pas", supprimer: 'ne supprime pas', mettre: 'ne mets pas', écrire: "n'écris pas" };

// A verb of the user's own right after the negator ("…, pas pensais que …"): no contrast.
const NEGATED_VERB = /^(?:pensais|savais|croyais|attendais|sais|crois|pense|comprends|peux)(?![\p{L}\p{N}_])/iu;

export const fr = romancePack({
  negatedVerb: NEGATED_VERB,
  code: 'fr',
  tooLong: [/^(?:c['’]est\s+|c['’]était\s+)?(?:(?:beaucoup|bien|un peu|vraiment)\s+)?trop\s+(?:long|longue|longs|longues)$/iu, 'Plus court'],
  also: /(?<!\p{L})aussi(?!\p{L})/iu,
  takesOut: /(?<!\p{L})(?:enl[eè]ve|supprime|retire)(?!\p{L})/iu,
  cues: FR_CUES,
  stop: /\b(le|les|est|et|je|tu|vous|une?|des|du|dans|ce|cette|ces|moi|toi|mon|mes|ton|tes|sont|pas|avec|pour|mais|faire|quel|quelle|toujours|aussi|peux|veux|suis|c'est|n'est|fois|prochaine|juste|donne-moi|par|seulement|elle|elles|ils|nous|sur|sans|encore|rien|ici|parce|ne|utilise|réponds|mets|fais|supprime|ajoute|garde|trop)\b|(?:ça|très|où|français|enlève|enlèves)(?<!\p{L}(?:ça|très|où|français|enlève|enlèves))(?!\p{L})/gu,
  lead: /^(?:non|pas du tout|attends|là\s+(?=on\b)|alors|en fait|du coup|mais|bon|ok|d'accord|écoute|s'il te pla[iî]t|s'il vous pla[iî]t|stp|svp|je t'ai dit|je veux dire|je voulais dire|je voulais(?! (?:un|une|des|le|la|les|du|juste|seulement)\b)|je t'ai demandé|j'ai demandé|à partir de maintenant|désormais|dorénavant|à l'avenir|rappelle-toi(?: que)?|encore|c'est faux|faux)\b[\s,.:;!-]*/i,
  // Spoken French drops the "ne": "Change pas les tests." forbids like "Ne change pas les tests."
  // ("ne t'inquiète pas", "ne t'en fais pas": a comfort, not a ban.)
  neg: /^(?:pas (?:de |d['’]|d’)|je (?:ne )?veux (?:pas|plus|aucun|aucune)|(?:ne|n')\s*(?!t['’](?:inqui|en fais))\S+\s+(?:pas|jamais|plus)|(?!(?:c'est|c’est|ce|ça|ca|il|elle|on|je|j'|tu|nous|vous|ils|elles|y|pourquoi|est-ce|merci)\b)[^\s,;:]+\s+(?:pas|jamais)\b|jamais|arrête de|arrête d'|arrête avec|arrêtez de|arrêtez d'|arrêtez avec|évite de|évite|sans)\b/i,
  pos: /^(?:utilise|utilisez|écris|écrivez|mets|mettez|ajoute|ajoutez|garde|gardez|fais|faites|réponds|répondez|répond|inclus|toujours(?!\s+(?:rien|pas|le même|la même|aucun|aucune|bloquée?|ça|pareil|la même erreur|le même problème)\b)|assure-toi de|suis(?!\s+(?:toujours|encore|bloquée?|perdue?|désolée?|sûre?|pas|en train|un|une)\b)|explique|traduis|montre|renvoie|appelle|change|supprime|tutoie|vouvoie|enlève|enlevez|retire|retirez|remets|remettez|rends|rendez|laisse|laissez|je veux que|je veux (?!savoir|comprendre|voir si|tester|essayer|juste savoir|dire)|je voudrais (?!savoir|comprendre|dire)|j'aimerais (?!savoir|comprendre)|on travaille (?:sur|avec|en))\b/i,
  notSep: /^(.{1,60}?),\s+pas\s+(.{1,40})$/i,
  butSep: /^pas\s+(.{1,40}?),?\s+mais\s+(.{1,60})$/i,
  insteadSep: /^(.{1,60}?)\s+(?:au lieu de|au lieu d'|plutôt que)\s*(.{1,40})$/i,
  answerVerb: 'Réponds',
  decline: /^(?:non|non merci|pas besoin|pas la peine|ça ira|c'est bon)(?:[\s,.!]+(?:pas besoin|merci|pas la peine|pour l'instant|pour le moment|ça ira|c'est bon))*[\s,.!]*$/i,
  // (A letter edge, not \b: JavaScript's \b sees no word start before "é", so "écris en anglais" had not counted; and
  // the verb may carry its pronoun: "parle-moi en anglais", "réponds-nous en français".)
  // "Réponds en anglais", and the language alone as a request ("en français s'il te plaît", "…, en français !").
  answer: /(?:(?<![\p{L}\p{N}])(?:réponds|répond|répondez|réponse|écris|écrivez|parle|parlez)[\p{L}-]*\s+(?:toujours\s+)?en\s+|(?<=(?:^|[,.!:;]\s*)(?:s'il (?:te|vous) pla[iî]t,?\s+|stp\s+|svp\s+)?)(?:seulement\s+|uniquement\s+|toujours\s+)?en\s+(?=(?:français|anglais|espagnol|allemand|italien|portugais|chinois|japonais|russe)(?:\s*,?\s*(?:s'il (?:te|vous) pla[iî]t|stp|svp|merci))?\s*(?:[.!]+(?:\s|$)|\n|$)))([a-zçéèêà]+)/iu,
  negBefore: /\b(?:ne|n')\s*(?:\S+\s+){0,1}$|\b(?:ne|n')\s*(?:veux|voulais|souhaite)\s+pas\s+(?:\S+\s+){0,2}$/i,
  // "(je t'ai dit) d'utiliser pnpm": the wish, said back as the instruction.
  // "il ne fallait pas toucher aux autres colonnes", "tu n'aurais pas dû supprimer ce fichier": a regret, said as the ban.
  wish: [
    [/^(?:de\s+|d['’])(ne pas\s+)?(utiliser|toucher|modifier|changer|ajouter|supprimer|mettre|écrire)\b/i, (no: string | undefined, v: string) => (no ? FR_NEG : FR_POS)[v.toLowerCase()]!],
    [/^(?:il ne fallait pas|(?:tu n'aurais|t'aurais|vous n'auriez) pas dû|il ne faut (?:pas|jamais)|tu ne dois (?:pas|jamais)|vous ne devez (?:pas|jamais))\s+()(utiliser|toucher|modifier|changer|ajouter|supprimer|mettre|écrire)\b/i, (_: string | undefined, v: string) => FR_NEG[v.toLowerCase()]!],
    // "il fallait raccourcir", "tu aurais dû garder l'ancien titre": what should have been done, said as the instruction.
    [/^(?:il fallait|(?:tu aurais|t'aurais|vous auriez) dû)\s+()(utiliser|modifier|changer|ajouter|supprimer|mettre|écrire|raccourcir|simplifier|garder|répondre)\b/i, (_: string | undefined, v: string) => FR_POS[v.toLowerCase()]!],
    // "Je l'ai demandé en français": the language the user asked for is the one to answer in.
    [/^(?:je\s+)?(?:te\s+|vous\s+)?l['’]ai demandée?\s+(?=en\s)()()/i, () => 'réponds '],
    // "Tu peux arrêter de t'excuser ?": the habit to stop, asked as a question, is the ban ("Arrête de t'excuser").
    [/^(?:tu peux|peux-tu|pourrais-tu|tu pourrais)\s+arrêter de\s+()()/i, () => 'arrête de '],
    // "Il faut toujours utiliser TypeScript", "tu dois modifier le code": what must be done, said as the instruction.
    [/^(?:il faut|tu dois|vous devez)\s+(toujours\s+)?(utiliser|toucher|modifier|changer|ajouter|supprimer|mettre|écrire)\b/i, (always: string | undefined, v: string) => FR_POS[v.toLowerCase()]! + (always ? ' toujours' : '')],
  ],
  // "Je ne veux pas de commentaires": the thing refused, as the ban ("Pas de commentaires").
  refuse: [[/^je (?:ne )?veux (?:pas|plus) (?=de |d['’])/i, 'pas ']],
  use: 'Utilise',
  prep: /^(?:en|de|du|des|avec|pour|par|à|au|aux|sur|dans|comme|sans|selon|côté)\b/i,
  not: 'pas',
  question: /^(?:pourquoi|qu'est-ce|quoi|comment|où|quand|quel|quelle|est-ce|peux-tu|pourrais-tu)\b/i,
  agree: /^\s*(?:oui|exactement|parfait|voilà)(?![\p{L}])/iu,
  everyTime: /(?<![\p{L}])(?:toujours|désormais|dorénavant|à l'avenir|à partir de maintenant)(?![\p{L}])/iu,
  confirmOnly: /^(?:oui|exactement|parfait|d'accord|ok|voilà)?[\s,.!]*(?:toujours|désormais|à partir de maintenant)?\s*(?:fais(?: comme ça| ça)?|comme ça)?[\s.!]*$/i,
  courtesy: /[,\s]+(?:s'il te pla[iî]t|s'il vous pla[iî]t|stp|svp|merci)$/i,
  standing: /\b(?:en (?:fran[çc]ais|anglais)|court|courte|bref|brève|brièvement|concis|concise|long|ton|formel|tutoie|vouvoie|emojis?|format|markdown)\b|chaque fois que (?:je|tu)\b|sauf si je (?:te |vous )?(?:le )?demande/i,
});
