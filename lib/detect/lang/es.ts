// Spanish: the common forms ("no uses X", "usa X, no Y", "no X, sino Y", "en lugar de", "siempre", "responde en …").
import { romancePack } from './romance';
import { c, type Cue } from './cue';
import { OTHERS_VERDICT } from './util';

// Spanish and Portuguese share one cue list: short turns are often mis-guessed between the two.
export const ES_PT_CUES: Cue[] = [
  // "siempre" / "nunca" followed by a past ("mi abuela siempre la hacía así", "nunca fui a Portugal", "nunca he hecho
  // paella") tell the user's story, not a rule. (The past endings are escapes: the accent-tolerant copy of the cue
  // would read a bare "o" for "ó", and "siempre cuando" as a past.)
  // ("¿Y cómo evito esto en el futuro?" asks about the user's own future, and sets no rule; "nunca lo entiendo", "siempre
  // me confundo" say what the user does, in the present.)
  // "¿cómo que seguro?", "como assim seguro?": the reply's word thrown back in disbelief.
  c('es.como_que', 'corr', /(?:^|[¿.!]\s*)¿?(?:c[oó]mo que|como assim)\s+[^?]{1,40}\?/i, 2.2, { aboutPrev: true }),
  // "la tabla se llama clientes, te lo puse arriba", "eu te passei lá em cima": what the user had given, pointed back to.
  c('es.put_above', 'corr', /\bte lo (?:puse|pas[eé]|mostr[eé]|di|mand[eé]|escrib[ií]|dije) (?:arriba|antes|al principio|m[aá]s arriba)\b|\beu te (?:passei|mostrei|mandei|disse) (?:l[aá] )?(?:em cima|acima|antes|no come[cç]o)\b/i, 2.2),
  // "las tuplas son inmutables, las listas no": what the reply said of one thing is true of another.
  c('es.x_not_y_no', 'corr', /^[^,.?!\n]{3,40} (?:son|es|está|están|sao|são|é|está) [^,.?!\n]{2,30},\s*(?:(?:l[oa]s?|el|os|as|o|a) )?[\p{L}]+ no\s*[.!]*$/iu, 1.8, { aboutPrev: true }),
  c('es.pref', 'pref', /\b(a partir de ahora|de ahora en adelante|recuerda|recordá|en el futuro|a partir de agora|daqui para frente|daqui para a frente|daqui em diante|de agora em diante|lembre)\b(?![\s,]*(?:yo |eu )?(?:estoy|estou|voy|vou|tengo|tenho|trabajo|trabalho|vivo|estaré|estarei|estaremos|vamos)\b)|\b(?:siempre|nunca|sempre)\b(?!\s+(?:(?:me|te|se|nos|lo|la|los|las|le|les)\s+[a-záéíóúñç]+o(?=[\s,.;:!?]|$)|[a-záéíóúñç]+o\s*(?:[.!?,;]|$)))(?!\s+(?:(?:me|te|se|nos|lo|la|los|las|le|les)\s+)?(?:he|has|ha|hemos|han|fui|fue|foi|fomos|estuve|estive|tuve|tive|hice|fiz|había|havia|tenía|tinha|[a-záéíóúñç]+(?:\u00eda|\u00edan|aba|aban|\u00f3|i\u00f3|aste|iste|ou|ei|ava|avam))(?=[\s,.;:!?]|$))|\bno quiero\b[^.\n]{0,40}\bque no te pido\b|\bno quisiera que\b/i, 2.5, { notInQuestion: true }),
  // "como en el resto del proyecto", "igual que los demás componentes": the convention the rest of the work keeps.
  c('es.like_the_rest', 'corr', /\bcomo (?:en el|no) resto d[eo]l? (?:proyecto|projeto|código|codigo|repo|archivo|arquivo|documento|sitio|site)\b|\b(?:como|igual que) (?:los|las|os|as|todos los|todas las|todos os|todas as) (?:demás|demais|otr[oa]s|outr[oa]s)(?: (?:archivos|arquivos|componentes|tests|testes|páginas|funciones|funções|módulos))?\b(?! (?:dijeron|dicen|disseram|dizem|hicieron))/i, 2.0, { notInQuestion: true }),
  c('es.lead_no', 'corr', /^\s*(no|nop|nope|n[ãa]o)\s*[,.!:;]|^\s*no,? no\b|^\s*no deber[ií]a/i, 2.2, { answerable: true, react: true }),
  c('es.wrong', 'corr', /\b(est[aá] mal|est[aá]n mal|es incorrect|no es (as[ií]|correcto|eso|opcional)|eso no|est[aá] errad|n[aã]o [eé] (isso|assim|correto)|incorrecto|equivocad)\b|\blo que est[aá] mal\b/i, 2.5, { notAfter: OTHERS_VERDICT }),
  c('es.should', 'corr', /\b(deber[ií]a|deber[ií]amos|debe|debes|tiene que|tienes que|tenés que|tenemos que|hay que|deveria|precisa|tem que|temos que)\b/i, 1.2),
  // (An alternative may end on an accented letter, "te pedí": the end of a word is read as no letter after it, which
  // \b, blind to "í", is not. "…, pero gracias por los detalles" in the same sentence takes it gracefully.)
  c('es.said', 'corr', /\b(como (te )?dije|ya te dije|insisto|te ped[ií]|no coincido|no te pido|no hace falta(?! (?:nada|m[aá]s)\b)|no quiero|no necesito|no lo (sacaste|hiciste|agregaste|cambiaste)|no (veo|encuentro) que (hayas|hiciste)|en lugar de|en vez de|em vez d[eoa]s?|ao inv[eé]s d[eoa]s?|(?:por|para) qu[eé] (cambiar[ií]as|hiciste|pusiste|agregaste|cambiaste|creaste|borraste|eliminaste|quitaste|instalaste|a[ñn]adiste|moviste|tocaste)|reviert|revert[ií]|deshacer|est[aá]s asumiendo|falta (poder|el|la|agregar)|no me (refiero|refer[ií]a)|me refiero)(?![\p{L}\p{N}_])(?![^.!?\n]{0,60}(?:gracias|obrigad))|\bn[aã]o\b[^.!?\n]{1,40}\be sim\b/iu, 2.2),
  // ("esto no tiene nada que ver con lo que pedí", "não é para o chefe, é para o RH": what was asked, put right.)
  c('es.general_corr', 'corr', /\bno tiene nada que ver con lo que\b|\bn[aã]o tem nada a ver com o que\b|^\s*n[aã]o [eé] (?:para|pra|pro|de|do|da|em|no|na) [^,.!?]{1,30}, [eé] (?:para|pra|pro|de|do|da|em|no|na)\b|^\s*no es (?:para|de|en|del) [^,.!?]{1,30}, es (?:para|de|en|del)\b|\b(eso|esto) no es (correcto|cierto|verdad|lo que)\b|\bte equivoc|\bno es lo que (ped[ií]|quer[ií]a|dije)\b|\bno me (entendiste|entiendes|entendi[oó])\b|\best[aá] errado\b|\bn[aã]o [eé] isso\b|\bn[aã]o foi isso que\b|\bvoc[eê] errou\b|\bn[aã]o est[aá] (certo|correto)\b/i, 2.5),
  c('es.frus', 'frus', /\bno est[aá] (\w+ndo|funcionando)\b|\bno (lee|muestra|carga|guarda|calcula|funciona|anda|aparece|se ve) bien\b|\b(sigue sin|sigo (viendo|sin|teniendo)|no funciona|no anda|mismo error|no (veo|aparece|puedo|lee|carga|muestra)|sin datos|aparece cortado|n[aã]o funciona|ainda n[aã]o|mesmo erro|sigue (igual|fallando|mal)|n[aã]o mudou nada|nada mudou|no cambi[oó] nada|nada cambi[oó])\b/i, 2),
  // "Más corto, por favor", "Mais curto": how this reply should have looked (as "shorter please").
  // "usa un lenguaje más sencillo", "um tom mais formal": how the reply should read, named by what it reads like.
  c('es.plainer', 'corr', /\b(?:lenguaje|tono|estilo|vocabulario|palabras|explicaci[oó]n|linguagem|tom|palavras|explica[cç][aã]o)\s+m[aá]i?s\s+(?:sencill[oa]s?|simples?|clar[oa]s?|formal(?:es)?|informal(?:es)?|cercan[oa]s?|direct[oa]s?|diret[oa]s?|t[eé]cnic[oa]s?|amable|amigable|neutr[oa])\b/i, 2.2),
  c('es.shorter', 'corr', /^\s*(?:(?:mucho|un poco|bem|muito|um pouco)\s+)?(?:m[aá]s|mais|menos)\s+(?:corto|corta|breve|conciso|concisa|curto|curta|simple|simples|formal|detallado|detalhado|largo|longo)\b|^\s*(?:por favor,?\s+)?(?:s[eé]|sea|seja|sê|sed)\s+(?:m[aá]s|mais|menos)\s+(?:direct[oa]|diret[oa]|clar[oa]|objetiv[oa]|concis[oa]|precis[oa]|breve|formal|informal|simples?|detallad[oa]|detalhad[oa])\b/i, 2.3),
  c('es.reread', 'corr', /\b(?:lee|leé|relee|vuelve a leer|l[eê]ia|rel[eê]ia|leia de novo|volte a ler)\b[^.!?\n]{0,20}\b(?:mi|minha|la|a)\s+(?:pregunta|pergunta|mensaje|mensagem)\b/i, 2),
  // "Hazlo más corto", "te olvidaste de la conclusión", "você esqueceu o preço", "para de repetir": the reply's
  // length, what it left out, what it keeps doing.
  c('es.fix_reply', 'corr', /\b(?:hazlo|hazla|escr[ií]belo|ponlo|faz|fa[cç]a|deixa|deixe) m[aá]i?s (?:corto|breve|simple|sencillo|claro|curto|simples|claro|direto|directo)\b|\b(?:te olvidaste|olvidaste|se te olvid[oó]|você esqueceu|voce esqueceu|esqueceu de|esqueceste)\b|\b(?:para|pare|deja|deje|dejá) de repetir\b|\b(?:repitiendo|repetindo) (?:lo mismo|la misma|a mesma|o mesmo)\b/i, 2.0, { notInQuestion: true }),
  c('es.still_pt', 'frus', /\bcontinua (?:sem funcionar|dando (?:o mesmo )?erro|com (?:o mesmo )?(?:erro|problema)|n[aã]o funcionando)\b|\b(?:continua|sigue) dando (?:o mesmo|a mesma|el mismo|la misma) [^.!?\n]{0,20}(?:errad[oa]|equivocad[oa]|incorrect[oa])\b/i, 2),
  // "¿en serio?", "no sirves para nada", "que porcaria": exasperation at the assistant or its work.
  c('es.abuse', 'frus', /(?:^|¿|\s)(?:en serio|s[eé]rio)\s*[?!]|\b(?:eres|es|[eé]s|voc[eê] [eé]) (?:un |una |um |uma )?(?:idiota|in[uú]til|est[uú]pid[oa]|burr[oa])\b|\bno sirves\b|\b(?:qu[eé]|que) (?:mierda|porquer[ií]a|basura|porcaria|merda)\b|\b(?:joder|me cago|carajo|porra|caralho)\b/i, 2.2),
  // What the user sees broken: "los botones no se ven", "no me abre el modal", "ahora peor", "deu erro no final".
  c('es.broken', 'frus', /\bno (?:se )?(?:ven|abre|aparecen|muestran|cargan|hace nada|responde|guarda|cambia)\b|\bno me (?:abre|deja|carga|aparece|muestra)\b|\bsiguen? (?:ah[ií]|apareciendo)\b|\b(?:ahora|est[aá]) peor\b|\bda error\b|\b(?:deu|tivemos um|tive um|apareceu um|aparece um) erro\b|\bn[aã]o (?:aparece|abre|carrega|mostra|salva)\b|\bcontinua (?:igual|aparecendo)\b|\bno (?:est[aá]n?|se est[aá]n?) (?:apareciendo|mostrando|guardando|cargando|funcionando|actualizando)\b|\bno (?:ha|han|se ha|se han) (?:separado|guardado|cambiado|aparecido|actualizado|creado|borrado|aplicado)\b|\bno hay ning[uú]n(?:a)? (?!problema|error|inconveniente|cambio)[a-zà-öø-ÿ]+|\bsumi(?:u|ram)\b|\bdesapareci(?:ó|o|eron)(?![a-zà-öø-ÿ])/i, 1.8),
  // "continua errado, pela terceira vez", "por tercera vez": the count of failed tries.
  c('es.nth_time', 'frus', /\b(?:pela|por|pra|para) (?:segunda|terceira|tercera|quarta|cuarta|quinta|en[ée]sima|mil[ée]sima|milionésima) vez\b|\b(?:j[aá]|ya) (?:[eé]|es) a (?:segunda|terceira|tercera|quarta|cuarta) vez\b/iu, 2.2),
  // "peor todavía", "pior ainda": worse than before, as the whole verdict.
  c('es.worse', 'frus', /^\s*(?:(?:uf|ufff*|meh|bueno|pues)[,.!]*\s+)?(?:(?:aún|todavía|incluso|ainda|está|quedó|ficou)\s+)?(?:peor|pior)(?:\s+(?:todavía|aún|ainda|que antes|do que antes|que el anterior))?\s*[.!]*\s*$/i, 2.2),
  // "fue Cervantes", "foi Machado de Assis", "no, es Ottawa": the name the reply should have given. (Capitals without
  // accents: the accent-tolerant copy would let a lower-case letter in.)
  c('es.that_was_name', 'corr', /^\s*(?:(?:no|não|nao)[,.!]*\s+)?(?:fue|foi|era|es|é)\s+(?:(?:de|do|da)\s+)?[A-Z][a-záéíóúñçãõâêô'’.-]+(?:\s+(?:(?:de|da|do)\s+)?[A-Z][a-záéíóúñçãõâêô'’.-]+){0,3}\s*[.!]*\s*$/, 2.4, { answerable: true }),
  // "verifica antes de responder", "para la próxima también": check first; and next time.
  c('es.check_first', 'corr', /\b(?:verific|comprueb|revis|cheque)(?:a|á|en)\s+(?:bien\s+)?antes\s+de\s+(?:responder|contestar|escribir)|\bverifique\s+antes\s+de\s+responder/i, 2.2),
  c('es.next_time', 'pref', /\bpara la pr[oó]xima(?:\s+vez)?(?:\s+tambi[eé]n)?\s*[.!]*\s*$|\bla pr[oó]xima vez\b(?!\s+que\s+(?:vaya|vayamos|viaje|venga))|\bda pr[oó]xima vez\b/i, 2.2),
  // "el queso no es vegano", "la paella no lleva chorizo": the reply's own thing, said not to be so.
  // "¿La capital no es Canberra?", "¿no serían 10?": the value the reply gave, questioned back with another
  // ("¿no es peligroso?" asks).
  c('es.isnt_it_value', 'corr', /(?:^|¿)\s*(?:pero |y |oye,? )?(?:(?:el|la|los|las|o|a|os|as) [a-záéíóúñç]+ )?(?:no|não) (?:es|son|ser[ií]a|ser[ií]an|era|eran|fue|seria|seriam|[eé]|s[aã]o)\s+(?!(?:mejor|melhor|peor|pior|peligros[oa]s?|perigos[oa]s?|car[oa]s?|barat[oa]s?|posible|poss[ií]vel|necesari[oa]|necess[aá]ri[oa]|normal|raro|mucho|muito|demasiado|dif[ií]cil|f[aá]cil|verdad|verdade|as[ií]|assim|igual|lo mismo|o mesmo|bueno|bom|malo|mau|suficiente|seguro)\b)[a-záéíóúñç\d][^?¿.!\n]{0,30}\?/i, 2.0, { answerable: true }),
  // "Es básicamente el mismo poema otra vez", "é o mesmo texto de novo": nothing was redone.
  c('es.same_again', 'frus', /(?<!\p{L})(?:el|la|o|a) mism[oa] (?:poema|texto|historia|hist[oó]ria|correo|email|e-mail|ensayo|carta|respuesta|resposta|lista|c[oó]digo|cosa|coisa|versi[oó]n|vers[aã]o|p[aá]rrafo|par[aá]grafo|mensaje|mensagem|tabla|tabela|plan|plano)(?: (?:otra vez|de nuevo|que antes|de novo|outra vez|que antes|de antes))(?!\p{L})/iu, 2.2),
  // "Londres va una hora por detrás, así que serían las 14:00": a fact about what the reply named, and the result.
  c('es.so_itd_be', 'corr', /^[^.?!\n]{3,80}?,?\s+(?:as[ií] que|entonces|ent[aã]o|ou seja|o sea)\s+(?:ser[ií]an?|seria[m]?|son|s[aã]o|da|d[aá]|queda|fica)\s+[^.?!\n]{1,30}/i, 1.8, { aboutPrev: true }),
  c('es.thing_is_not', 'corr', /^\s*(?:(?:pero|oye|ojo)[,.!]*\s+)?(?:(?:el|la|los|las|o|a|os|as)\s+)?(?!(?:isso|isto|esto|eso|esta|este|essa|esse|aquilo|ella|ello|elle|nada|nadie|ninguém)\s)[a-záéíóúñç]{3,}(?:\s+(?:y|e)\s+(?:(?:el|la|los|las|o|a|os|as)\s+)?[a-záéíóúñç]{3,})?\s+(?:no|não)\s+(?:es|son|lleva|llevan|tiene|tienen|é|são|leva|levam|tem|têm)\s+[a-záéíóúñç]{3,}/i, 2.0, { aboutPrev: true }),
  // "90 minutos es demasiado, máximo 45", "é longo demais": too much of something, and the limit.
  // "Muito doce, diminui o açúcar", "muy picante": too much of a quality, said first.
  c('es.too_lead', 'corr', /^\s*(?:está |ficou |é |es |está |quedó )?(?:muito|muy|demasiado|bem|super) (?:doce|dulce|salgad[oa]|salad[oa]|picante|apimentad[oa]|long[oa]|larg[oa]|curt[oa]|cort[oa]|formal|informal|complicad[oa]|difícil|dificil|car[oa]|pesad[oa]|grande|pequen[oa]|pequeñ[oa]|técnic[oa]|básic[oa])\b/i, 2.0),
  // "Eu pedi uma receita vegana", "já disse que …": what the user asked for before.
  // "eu disse sem lactose": what the user said, repeated ("eu disse pro meu chefe …" reports).
  c('es.i_said_pt', 'corr', /(?:^|[,.!;]\s*)eu (?:j[aá] )?(?:te )?disse(?![\p{L}\p{N}_])(?! (?:pr[oa]|para|a|ao|à) )/iu, 2.2),
  // "o Louvre fecha às terças, né", "el Louvre cierra los martes, ¿no?": a fact about what the reply named, with a tag.
  c('es.fact_tag', 'corr', /^[^.?!\n]{4,60},\s*(?:n[eé]|¿?no\?|¿?verdad\?|n[aã]o [eé]\?)\s*[!.]*$/iu, 2.4, { aboutPrev: true }),
  // "não é não, shoyu comum tem trigo", "no es así": the reply's claim denied outright.
  c('es.no_it_isnt', 'corr', /^\s*(?:n[aã]o (?:é|e) n[aã]o|no es as[ií]|n[aã]o (?:é|e) bem assim|no es verdad|n[aã]o (?:é|e) verdade)\b/iu, 2.2),
  // "brasileiro não precisa de visto": what the reply said is needed, said not to be ("não precisa enviar" declines).
  c('es.not_needed_pt', 'corr', /\b(?:n[aã]o|no) (?:precisa|precisam|necesita|necesitan) de [\p{L}]{3,}/iu, 1.8, { aboutPrev: true }),
  // "continua lotado das 7h às 23h": still so after the change.
  c('es.still_so_pt', 'frus', /^\s*(?:mas )?(?:continua|segue|sigue) (?:igual|lotad[oa]|chei[oa]|errad[oa]|quebrad[oa]|cortad[oa]|long[oa]|grande|pequen[oa]|o mesmo|a mesma|lo mismo|la misma|llen[oa]|mal)\b/iu, 1.8, { needsAction: true }),
  c('es.said_pt', 'corr', /\beu pedi\b|\b(?<!(?:professora?|chefe|amig[oa]|m[aã]e|pai|prof|ele|ela|eles|elas) )(?:eu )?(?:já )?(?:te )?disse (?:que|para)\b|\bfalei (?:que|para)\b|\bpedi (?:uma|um|que|para)\b/i, 2.0),
  // "Coloca as medidas em gramas", "en gramos": the units wanted.
  c('es.units', 'corr', /\b(?:em|en) (?:gramas|gramos|quilos|kilos|xícaras|tazas|colheres|cucharadas|mililitros|celsius|fahrenheit|libras|onzas|onças)\b/i, 1.6),
  // "¿seguro? mi médico me dijo que…", "¿estás seguro?": the reply's claim doubted (en corr.are_you_sure).
  c('es.sure', 'corr', /^\s*¿?\s*(?:(?:est[aá]s|est[aá]) )?segur[oa]\s*\?|¿\s*(?:est[aá]s|est[aá]) segur[oa]|\b(?:voc[eê] )?tem certeza\b/i, 1.6),
  // "es una mujer, la señora García. corrígelo": the fix asked for by name.
  c('es.fix_it', 'corr', /\b(?:corr[ií]ge(?:lo|la|los|las)|arr[eé]gla(?:lo|la|los|las)|corrija (?:isso|isto)|conserta (?:isso|isto))\b/i, 1.6),
  c('es.too', 'corr', /\b(?:es|son|está|están|era|queda|quedó|me parece|é|está|ficou) (?:muy |un poco |algo |muito |um pouco )?demasiad[oa]s?\b|\bdemasiad[oa]s? (?:larg|cort|complicad|difícil|dificil|formal|informal|rápid|lent|much|intens|fuert|car)\w*|\b(?:como )?máximo \d+|\bcomo (?:máximo|mucho)\b|\bno más de \d+|\b(?:es|son|eso es|esto es) much[ií]sim[oa]s?\b|\b(?:longo|curto|complicado|difícil|formal|caro) demais\b/i, 2.0),
  // "Solo tengo 3 días a la semana", "no tengo acceso a un gimnasio": what the user has, said after an answer that assumed more.
  // (A diet word only as the whole ask — "quero sem glúten" — not inside a first request: "quero uma receita sem glúten".)
  c('es.constraint', 'corr', /^\s*(?:(?:quero|quiero|prefiro|prefiero|tem que ser|tiene que ser|pode ser|puede ser|mejor|melhor)\s+)?(?:sem|sin) (?:glúten|gluten|lactose|lactosa|açúcar|azúcar|carne|ovos?|huevos?|leite|leche)\b|\b(?:s[oó]lo|solamente|nada más) tengo (?:\d+|un[oa]?|dos|tres|cuatro|cinco) (?:días?|horas?|minutos?|semanas?|euros?|dólares?|pesos?)\b|\bs[oó] tenho (?:\d+|um|uma|dois|duas|três) (?:dias?|horas?|minutos?|semanas?|reais|euros?)\b|\bno tengo (?:acceso|tiempo|dinero|coche|carro|horno|gimnasio|equipo|material|carnet|carné|licencia|permiso de conducir)\b|\bnão tenho (?:acesso|tempo|dinheiro|carro|forno|academia|carteira de motorista|carta de condução|habilitação)\b|\bsoy (?:vegetarian[oa]|vegan[oa]|alérgic[oa]|celíac[oa]|diabétic[oa])\b|\bsou (?:vegetarian[oa]|vegan[oa]|alérgic[oa])\b/i, 2.2, { notInQuestion: true, answerable: true }),
  // "soy intolerante a la lactosa": what the user cannot have (a cue of its own: the constraint cue's words are also
  // read as the rule, and "sin lácteos" after it says the rule better).
  c('es.intolerance', 'corr', /\b(?:soy|sou) intolerante\b|\btengo intolerancia\b|\btenho intoler[aâ]ncia\b/i, 2.2, { notInQuestion: true, answerable: true }),
  // "demasiados comentarios, solo donde haga falta": too many of what the reply added.
  c('es.too_many', 'corr', /(?:^|[,.;!¡]\s*)demasiad[oa]s\s+\p{L}{3,}/iu, 2.0, { notInQuestion: true }),
  // "prefiero no añadir dependencias": what the user would rather not have.
  c('es.prefer_not', 'corr', /(?<![\p{L}])(?:prefiero|preferiría|prefiro|preferiria) (?:que )?(?:no|não|nao)(?![\p{L}])/iu, 2.0, { notInQuestion: true, answerable: true }),
  // "en agosto hace un calor horrible" after a trip in August: the month the reply chose, objected to.
  c('es.month_objection', 'corr', /(?<![\p{L}])(?:en |em )?(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro) (?:hace|faz|hay|tem|está|es|é|fica)(?![\p{L}])/iu, 2.0, { namesPrev: true, notInQuestion: true }),
  // "son más bien 12 horas" after 8: the figure or kind the reply gave, put right ("rather").
  c('es.mas_bien', 'corr', /^(?:(?:no|bueno|pues|hmm+)[,.]?\s+)?(?:(?:son|es|sería|serían|eran|era|está|están|fue|fueron|dura|duran|cuesta|cuestan|tiene|tienen|hay) )?más bien(?![\p{L}])/iu, 2.0, { notInQuestion: true }),
  // "não como porco, tem versão com frango?", "no como gluten": what the user (or theirs) does not eat or drink.
  c('es.dont_eat', 'corr', /(?:^|[,.!;]\s*)(?:yo |eu |mi hij[oa] |meu filho |minha filha |mi marido |meu marido |mi mujer |minha mulher )?(?:no|n[aã]o) (?:como|bebo|come|bebe|comemos|bebemos|posso comer|puedo comer|podemos comer)\s+(?!nada|mucho|muito|nunca|bien|bem|mais|más|muy)\p{L}{3,}/iu, 2.0, { answerable: true }),
  // "acho que são umas 10 horas" after 6: the figure the user believes, hedged.
  c('es.think_figure', 'corr', /^\s*(?:(?:hmm+|mmm+|bueno|pues|olha|bom)[,.]?\s+)?(?:acho|creio|creo|pienso|me parece) que (?:s[aã]o|é|es|son|era|eram|eran|fica|dura|leva|tarda|cuesta|custa)\s+(?:mais de |más de |cerca de |uns |umas |unos |unas |como |tipo )?\d/iu, 2.0, { prevHas: /\d/ }),
  // "el proyecto es con Fastify" after Express: what the user's project is built with.
  c('es.project_with', 'corr', /(?<![\p{L}])(?:el proyecto|el repo|la app|el backend|el frontend|o projeto|o repo|o app|o backend|o frontend) (?:es|está hecho|usa|é|está feito|está|va) (?:con|com|en|em)\s+([A-Za-z][\w.+-]*)/iu, 2.2, { otherThanPrev: true, notInQuestion: true }),
  // "estoy en Windows, necesito PowerShell" after a Bash script: the system the user is on.
  c('es.on_system', 'corr', /(?<![\p{L}])(?:estoy|estamos|trabajo|trabajamos|estou|estamos|uso|usamos) (?:en|con|no|na|em|com) (Windows|Mac|macOS|Linux|Ubuntu|Android|iOS|iPhone|iPad|Chromebook)(?![\p{L}])/u, 2.2, { otherThanPrev: true, notInQuestion: true }),
  // "los precios van sin IVA": how a thing of the reply's goes.
  c('es.goes_with', 'corr', /(?<![\p{L}])(\p{L}{4,}) (?:van|va|vienen|deben ir|tienen que ir|debe ir|vão|vai|devem ir|deve ir) (?:sin|sem|con|com)(?![\p{L}])/iu, 2.0, { namesPrev: true, notInQuestion: true }),
  // "o limite é 500 palavras" after 1,000: the limit the reply went past.
  c('es.limit', 'corr', /(?<![\p{L}])(?:el |o )?(?:l[ií]mite|m[aá]ximo) (?:es |é |son |são |de )?(?:de )?\d+/iu, 2.0, { notInQuestion: true }),
  // "los lunes está cerrado", "fecha às segundas": the place the plan sends the user to is shut that day.
  c('es.closed_on', 'corr', /\b(?:l[oa]s |el |[àa]s |n?[ao]s |aos )?(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?|segundas?|ter[cç]as?|quartas?|quintas?|sextas?)(?:-feiras?)? (?:(?:est[aá]n?|cierra[n]?|permanece[n]?|fica[m]?|est[aã]o|[eé]) )?(?:cerrad[oa]s?|fechad[oa]s?)\b|\b(?:cierra[n]?|est[aá]n? cerrad[oa]s?|fecha[m]?|(?:est[aá]|fica) fechad[oa]s?) (?:l[oa]s |el |[àa]s |n?[ao]s |aos )?(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?|segundas?|ter[cç]as?|quartas?|quintas?|sextas?)\b/i, 2.2, { notInQuestion: true, prevHas: /\b(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?|segundas?|ter[cç]as?|quartas?|quintas?|sextas?)\b/i }),
  // "la mitad de los invitados son vegetarianos", "sou celíaca": who eats the food, and what they cannot.
  c('es.diet', 'corr', /\b(?:soy|somos|son|es|sou|s[aã]o|[eé])\s+(?:\S+\s+){0,2}?(?:vegetarian[oa]s?|vegan[oa]s?|cel[ií]ac[oa]s?|al[eé]rgic[oa]s?|intolerantes?|diab[eé]tic[oa]s?)(?![a-záéíóú])/i, 2.0, { notInQuestion: true, answerable: true }),
  // "ponlo en pesos argentinos", "coloca em reais": the currency, after a reply that gave amounts in another.
  c('es.currency', 'corr', /\b(?:en|a|em|para) (?:pesos(?: (?:argentinos|mexicanos|chilenos|colombianos|uruguayos))?|euros|d[oó]lares|soles|reales|reais|libras)\b/i, 2.2, { notInQuestion: true, prevHas: /[$€£]|\b(?:pesos?|euros?|d[oó]lar(?:es)?|soles|reales|reais|real|libras?|usd|eur)\b/i }),
  // "es para mi abuela, simplifica", "c'est pour le Québec, adapte …": who the work is for, then what to change.
  // "algo más ligero", "alguma coisa mais leve": another of the same, changed one way.
  c('es.algo_mas', 'corr', /(?:^|[,.;]\s*)(?:algo|alguma coisa|uno|una|um|uma) (?:m[aá]s|mais|menos) [a-záéíóúãõçâêô]{3,}(?:\s+(?:por favor|pf|porfa|pfv))?[.!]*$/i, 2.0, { answerable: true }),
  // "no pienso cambiar": the user keeps what they have; the reply's pick is no use to them.
  c('es.wont_change', 'corr', /\bno (?:pienso|voy a|quiero|vamos a|pensamos) cambiar\b|\bn[ãa]o (?:penso|vou|quero|vamos) (?:em )?mudar\b/i, 2.2, { notInQuestion: true }),
  // "quita los chistes", "tira as piadas": a part of the piece, named by the reply, to take out.
  c('es.take_out', 'corr', /(?:^|[,.;]\s*)(?:quita|quit[aá]|elimina|elimin[aá]|saca|sac[aá]|borra|borr[aá]|tira|remova|retire)\s+(?:l[oa]s?|el|os|as|o|a|esa|ese|esos|esas|essa|esse|essas|esses|todos|todas)\s+([a-záéíóúñãõç]{3,})/i, 2.2, { notInQuestion: true, namesPrev: true }),
  // "el martes trabajo, mejor el jueves": another day, after a reply that set one.
  c('es.better_day', 'corr', /\bmejor (?:el |la |los |las )?(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?|por la (?:ma[ñn]ana|tarde|noche))\b|\bmelhor (?:na |no )?(?:segunda|ter[cç]a|quarta|quinta|sexta|s[aá]bado|domingo)\b/i, 2.2, { notInQuestion: true, answerable: true, prevHas: /\b(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|segunda|ter[cç]a|quarta|quinta|sexta)\b|\d{1,2}[:h]\d\d|\ba las \d/i }),
  // "¿no te lo dije?", "não te disse?": what the user had said, pointed back to.
  c('es.didnt_i_say', 'corr', /^(?!\s*(?:s[ií]|claro|exacto|vale|ok|jaja))[^\n]*?¿?\s*no te lo (?:dije|hab[ií]a dicho|coment[eé]|expliqu[eé])\s*\?|¿?\s*n[aã]o te (?:disse|falei)(?: isso)?\s*\?/i, 2.2),
  c('es.for_whom_lead', 'corr', /^\s*(?:es|esto es|eso es|é|isso é|era) (?:para|pra) (?:mi|mis|minha|meu|minhas|meus|un|una|um|uma|el|la|los|las|o|a|os|as) \p{L}{3,}(?: \p{L}{2,})?\s*,\s*(?!(?:le|la|les|lo|va|van|ella|él|ellos|gracias|obrigad[oa]|ele|ela|vai|vão|me|te|se|seguro|creo|acho)(?![\p{L}]))\p{L}/iu, 1.8, { answerable: true }),
  // "estoy en Argentina", "moro no Brasil": where the user is, which the answer must fit.
  c('es.location', 'corr', /\b(?:vivo|vivimos|moro|moramos|estoy|estamos) (?:en|no|na|em) (?:argentina|m[eé]xico|espa[ñn]a|chile|colombia|per[uú]|uruguay|venezuela|ecuador|bolivia|paraguay|brasil|portugal|estados unidos|europa)\b/i, 2.0, { notInQuestion: true, answerable: true }),
  // "No uses any en TypeScript", "não mexa no banco": a ban said as the whole turn's opening.
  c('es.ban', 'corr', /^\s*(?:(?:pero|y|e|mas|por favor|pfv|porfa)\s+)?(?:no (?:uses|utilices|pongas|agregues|añadas|anadas|escribas|hagas|cambies|toques|crees|inventes|borres|elimines|instales|modifiques)|no (?:comentes|desactives|deshabilites)|n[aã]o (?:use|usa|utilize|coloque|adicione|crie|mexa|toque|mude|altere|invente|apague|instale|modifique|comenta|comente|desativa|desative|desabilita|desabilite))\b/i, 2.2),
  // "Borraste mis comentarios", "você apagou meu código": what the assistant removed or changed of the user's.
  c('es.you_removed', 'corr', /\b(?:borraste|eliminaste|quitaste|sobrescribiste|rompiste)\s+(?:mis?|tus?|el|la|los|las|todo|todos)\b|\bvoc[eê] (?:apagou|removeu|excluiu|quebrou|sobrescreveu)\s+(?:meus?|minhas?|o|a|os|as|todo|tudo)\b|\bpor que (?:voc[eê] )?(?:criou|apagou|removeu|mudou|instalou|adicionou)\b/i, 2.2),
  // "Não precisa criar um README novo", "no hace falta el README": what was done that was not needed.
  c('es.not_needed', 'corr', /\bn[aã]o (?:precisa(?:mos)?|[eé] preciso|era preciso|precisava)\s+(?:de\s+)?(?:criar|fazer|adicionar|colocar|usar|mudar|instalar|escrever|gerar|um|uma|isso|esse|essa)\b|\bno (?:hace|hac[ií]a) falta\s+(?:crear|hacer|agregar|añadir|poner|usar|cambiar|instalar|escribir|generar|un|una|el|la|eso|ese|esa)\b/i, 1.8, { needsAction: true }),
  // "solo la traduzione, senza note", "só o código, sem explicação": only part of the reply, without what came with it.
  c('es.only_without', 'corr', /^\s*(?:(?:pero|mas|ma|y|e)\s+)?(?:s[oó]lo|solamente|s[oó]|apenas|soltanto)\s+(?:(?:el|la|los|las|o|a|os|as|il|lo|i|gli|le)\s+)?[\p{L}-]{3,}(?:\s+[\p{L}-]+)?,?\s+(?:sin|sem|senza|nada de|niente)\s+\p{L}{3,}/iu, 2.2, { aboutPrev: true }),
  // "sin tablas, en texto normal", "quita las negritas", "sem emojis": the reply's formatting, refused.
  c('es.format', 'corr', /(?:^|[\s,;])(?:sin|sem|quita|quite|quitá|elimina|tira|tire|remove|remova|nada de|no (?:uses|pongas|quiero)|n[aã]o (?:use|coloque|quero))\s+(?:(?:las|los|la|el|as|os|a|o|tant[oa]s|tod[oa]s (?:l?[oa]s)|mais) )?(?:tablas?|tabelas?|negritas?|negritos?|emojis?|emoticon[oe]s|vi[ñn]etas|t[ií]tulos|encabezados|markdown|bullets?|asteriscos|cabe[çc]alhos|t[oó]picos)\b/i, 2.2, { notInQuestion: true }),
  // "solo te pedí arreglar el null, deshaz lo demás", "eu só pedi a correção, desfaz o resto": more was changed than asked
  // ("solo te pedí los precios, pero gracias por los detalles" takes it gracefully).
  c('es.scope', 'corr', /\b(?:s[oó]lo|solamente|apenas) (?:te |lhe )?(?:ped[ií]|pedi|dije|disse|falei|quer[ií]a|queria)(?![\p{L}\p{N}_])(?![^.!?\n]{0,60}(?:gracias|obrigad))|(?:^|[\s,;])(?:deshaz|deshac[eé]|desfaz|desfa[çc]a|revierte|reverte|reverta)(?![\p{L}\p{N}_])/iu, 2.2),
  // "suena a anuncio, más natural", "parece propaganda": the tone of a sales pitch.
  c('es.tone', 'corr', /\b(?:suena|parece|soa) (?:a |como |um |uma |como un |como una )?(?:anuncio|publicidad|propaganda|robot|rob[oô]|ia|chatgpt|spam|folleto|panfleto|comercial)\b|\bm[aá]i?s (?:natural|humano|cercano|casual|descontra[ií]do)\b/i, 2.0),
  // "el total correcto es 118", "o valor certo é 118": what is right, against the reply.
  c('es.correct_is', 'corr', /\b(?:el|la|lo|o|a) (?:[a-zà-öø-ÿ]+ )?(?:correct[oa]|cert[oa]) (?:es|é|son|são|seria|sería)\b/i, 2.0, { notInQuestion: true }),
  // "traduz pro inglês: 'Não estacione aqui'", "¿qué está mal en esta frase?": the
  // user's own material (no rule is taken from it).
  c('es.material', 'neg', /(?:traduce|traducí|traduz|traduza|traduzir)[^:\n]{0,30}:\s*["'“‘«]|\bqu[eé] (?:est[aá]|tiene de) mal (?:en|con) (?:esta|este|mi)\b|\bo que (?:est[aá]|tem de) errado (?:n[ae]ssa|n[ae]sse|na minha|no meu)\b/i, 2.5),
  // "la pregunta 3 la tuve mal", "errei a questão 3": the user's own mistake, not the reply's.
  c('es.own_mistake', 'neg', /\b(?:la|lo) tuve mal\b|\berrei a (?:quest[aã]o|pergunta)\b/i, 2.0),
  // "¿puedo usar X en vez de Y?", "posso usar chocolate amargo em vez de achocolatado?": asking what is allowed, not
  // refusing what the reply did.
  c('es.can_i', 'neg', /^\s*¿?\s*(?:puedo|podemos|se puede|posso|podemos|dá para|da pra|é possível|es posible|vale)\b[^?\n]{0,100}\?\s*$/i, 1.5),
  // "não tem metrô no Galeão, só ônibus", "no hay ferry directo": what the reply named, said not to exist.
  c('es.there_is_no', 'corr', /^\s*(?:(?:pero|mas|olha|oye)[,.!]?\s+)?(?:no hay|no existe|(?:não|nao) (?:tem|há|ha|existe))\s+(?!(?:problema|pressa|prisa|de qu[eé]|por qu[eé]|como|nada|ningu[eé]m|nadie|tempo|tiempo)\b)[\p{L}-]+(?:\s+[\p{L}-]+){0,5}/iu, 2.2, { aboutPrev: true, notInQuestion: true, answerable: true }),
  // "esa versión no existe", "essa função não existe": what the reply pointed at, said not to exist.
  c('es.that_doesnt_exist', 'corr', /(?:^|[,.;]\s*)(?:es[ae]|essa|esse|est[ae]|isso|eso) [\p{L}\d.-]+(?: [\p{L}\d.-]+)? (?:no|não|nao) existe\b/iu, 2.2, { notInQuestion: true }),
  c('es.neg', 'neg', /\b(gracias|perfecto|genial|excelente|funciona (bien|perfecto)|obrigad[oa]|[oó]timo|perfeito|nada mal|no est[aá] mal|n[aã]o est[aá] mal)\b/i, 1.5),
  // "vamos pra próxima tarefa: notificações", "siguiente paso: …": the work moves on.
  c('es.next_task', 'neg', /\b(?:pr[oó]xim[oa]|siguiente) (?:tarefa|tarea|passo|paso|etapa)\b/i, 1.0),
  // "não é cache, já testei em aba anônima", "no es el caché": the cause the reply went after is not it.
  c('es.not_the_cause', 'corr', /^\s*(?:no|n[aã]o) (?:es|[eé]) (?:el |la |lo |o |a |um |uma |un |una |(?:un |um )?problema (?:de|del|do|da) (?:la |el |o |a )?)?(?!(?:para|pra|pro|por|de|del|do|da|en|em|no|na|con|com|así|assim|isso|isto|eso|esto|que|tan|tão|muy|muito|mi|meu|minha|tu|su|seu|sua|verdad|verdade|necesario|necessário|preciso|posible|possível|bom|bueno|mal|bien|bem)(?!\p{L}))[\p{L}\d.-]{3,}/iu, 2.0, { aboutPrev: true }),
  // "desativar o strict não é solução", "eso no es una solución": what was done is no fix.
  c('es.not_a_fix', 'corr', /\b(?:no es|n[aã]o [eé]) (?:una |la |uma |a )?(?:soluci[oó]n|solu[cç][aã]o|correcci[oó]n|corre[cç][aã]o|arreglo)\b|\b(?:est[aá]|es|t[aá]|[eé]) (?:deprecad[oa]|obsolet[oa]|desactualizad[oa]|desatualizad[oa])\b/i, 2.0),
  // "a gente usa o logger do projeto", "o projeto todo é com hooks": the team's way, said after work that ignored it.
  // "Aqui a gente só usa componentes funcionais", "no hace falta explicarlo todo cada vez": the team's way, and a habit
  // said to be unneeded; "esse é o formato americano": how it is written where the user is.
  c('es.only_use', 'corr', /(?<!\p{L})(?:(?:a gente|n[oó]s|aqu[ií]|ac[aá]) (?:s[oó] )?(?:usa|usamos|utiliza|utilizamos) (?:s[oó]|apenas|somente|solo|solamente)|a gente s[oó] usa|formato (?:americano|ingl[eê]s|gringo|estadounidense))(?!\p{L})/iu, 2.0),
  c('es.every_time', 'pref', /(?<!\p{L})(?:no hace falta|no es necesario|n[aã]o precisa|n[aã]o [eé] preciso)(?!\p{L})[^.!?\n]{1,40}?(?<!\p{L})(?:cada vez|siempre|toda vez|sempre)(?!\p{L})/iu, 2.3),
  c('es.team_way', 'corr', /(?<!\p{L})(?:(?:a gente|n[oó]s) (?:usa|usamos|utiliza|utilizamos)|usamos|ya (?:existe|hay|tenemos|ten[eé]s|tienes) (?:un|una|el|la)|(?:aqu[ií]|ac[aá]) (?:usamos|utilizamos)|(?:o projeto|el proyecto) (?:todo|inteiro|entero) (?:[eé]|usa|est[aá]|t[aá])|(?:no|en el|na|en la) (?:projeto|proyecto|repo|c[oó]digo|empresa) (?:[eé]|es|est[aá]|t[aá]) (?:tudo|todo) (?:com|con|em|en)(?![^\n]*(?:[oó]timo|perfeito|perfecto|genial|gracias|obrigad|valeu|ficou bom|qued[oó] bien))|todo (?:o projeto|el proyecto) (?:[eé]|usa|est[aá]|t[aá]))(?!\p{L})/iu, 1.6, { needsAction: true }),
  // "sin comentarios, porfa", "nada de jQuery", "ya basta de emojis", "para com os emojis": what must go.
  c('es.without', 'corr', /^\s*(?:(?:por favor|porfa|pfv),?\s+)?(?:sin|sem)\s+(?!embargo|problema|duda|d[uú]vida|[eé]xito)\p{L}|(?:^|[,.!;:¡]\s*)(?:(?:ya\s+)?basta\s+(?:de|con)|nada\s+de|deja\s+de|dej[aá]\s+de|chega\s+de|para\s+com|pare\s+com|pare\s+de)\s+\p{L}/iu, 2.0, { notInQuestion: true }),
  // "Usa un tono formal", "um tom mais profissional": the register every reply should have.
  c('es.register', 'corr', /(?<![\p{L}])(?:un|el|um|o) (?:tono|tom) (?:m[aá]i?s |menos |muy |bem )?(?:formal|profesional|profissional|informal|cercano|amable|neutro|serio|s[eé]rio|casual|educado|respetuoso|respeitoso)(?![\p{L}])/iu, 2.0, { notInQuestion: true }),
  // "¿Puedes dejar de pedir perdón?", "pode parar de repetir?": a habit to stop, asked as a question.
  c('es.stop_q', 'corr', /(?<![\p{L}])(?:puedes|podrías|podrias|podés|pod[eé]is|pode|poderia|você pode|voce pode|d[aá] pra|d[aá] para)\s+(?:por favor\s+)?(?:dejar|parar)\s+de\s+\p{L}/iu, 2.5),
  // "Falso, fue en 1815", "Errado, foi em 1815": the reply's claim, called false at once.
  c('es.false_lead', 'corr', /^\s*(?:(?:isso |isto )?(?:t[aá]|est[aá]) )?(?:falso|incorrecto|incorreto|errado|equivocado|mentira|mal)\s*[,.!:;]/i, 2.2),
  // "Napoleón no dirigió la toma de la Bastilla, eso es falso", "isso não é verdade": the claim called false after it.
  // "usa 'ustedes', es para Latinoamérica", "é para o Brasil": the readers' country, which decides the variety.
  // "ele é super tranquilo, pode ser mais informal": the register the text may have, said as what it can be.
  // "padroniza tudo em inglês", "estandariza los nombres": what the work mixed, made one way.
  c('es.standardize', 'corr', /(?<![\p{L}])(?:padroniza|padronize|padronizar|estandariza|estandarice|estandarizar|unifica|unifique|unificar)(?![\p{L}])/iu, 2.2, { needsAction: true, notInQuestion: true }),
  // "en AVE son dos horas y media" after "unas 6 horas": how long it really takes, by the way the user means.
  // "Sintra fica fora de Lisboa", "Toledo queda fuera de Madrid": a place the plan took in lies outside where the user is.
  c('es.outside', 'corr', /^\s*(?:mas |pero |s[oó] que |solo que )?(\p{Lu}[\p{L}-]{2,}(?: \p{Lu}[\p{L}-]+)?) (?:fica|ficam|queda|quedan|est[aá]|est[aã]o) (?:fora|fuera|longe|lejos) d[eao]s?\s+\p{L}/u, 2.0, { namesPrev: true, notInQuestion: true }),
  // "queremos ficar só na cidade", "quiero quedarme solo en el centro": where the user wants to keep to, after a plan.
  c('es.stay_only', 'corr', /(?<!\p{L})(?:queremos|quero|preferimos|prefiro|quiero|prefiero) (?:ficar|quedarnos|quedarme|visitar|conhecer) (?:s[oó]|solo|sólo|apenas|somente|solamente) (?:n[oa]s?|en|em|pel[oa]|por)(?!\p{L})/iu, 2.0, { notInQuestion: true, prevHas: /roteiro|itiner[aá]rio|\bplan|\bd[ií]a \d|\bvisita/i }),
  // "lo quería en inglés americano", "eu queria em português": the language the user wanted the text in (not thanks
  // for it: "genial, la quería en español, gracias").
  c('es.wanted_language', 'corr', /^(?![^\n]*(?<!\p{L})(?:gracias|genial|perfecto|perfeito|[oó]timo|obrigad[oa]|exacto|eso es)(?!\p{L}))[^\n]*?(?<![\p{L}])(?:lo|la|los|las|o|a|os|as)\s+(?:quer[ií]a|quer[ií]amos|necesitaba|precisava|ped[ií]a?)\s+(?:en|em)\s+(?:español|castellano|ingl[eé]s|inglês|franc[eé]s|francês|alem[aá]n|alemão|italiano|portugu[eé]s|português|catal[aá]n)(?![\p{L}])/iu, 2.3, { notInQuestion: true, answerable: true }),
  c('es.takes_by', 'corr', /(?<![\p{L}])(?:en|con el|con la|de) [\p{L}]+ (?:son|es|se tarda|tardas|tarda|lleva|leva|demora|são|é) (?:unas? |como |más o menos |uns |umas |cerca de )?(?:\d+|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|media|uma|duas|três)\s*(?:horas?|minutos?|hora)(?![\p{L}])/iu, 2.2, { prevHas: /\d+\s*(?:horas?|minutos?)|(?:una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|duas|três) horas/i, notInQuestion: true }),
  c('es.can_be_more', 'corr', /(?<![\p{L}])(?:pode ser|puede ser|podia ser|podría ser|poderia ser|pode ficar|puede quedar) (?:um pouco |un poco |bem |muito |mucho |algo |bastante )?(?:m[aá]i?s|menos) (?:informal|formal|curt[oa]|cort[oa]|simples|simple|direct[oa]|diret[oa]|leve|descontra[ií]d[oa]|relajad[oa]|amig[aá]vel|amistos[oa]|s[eé]ri[oa]|casual|cercan[oa]|pr[oó]xim[oa])(?![\p{L}])/iu, 2.0, { notInQuestion: true }),
  c('es.for_region', 'corr', /(?<![\p{L}])(?:es|son|va|est[aá] dirigid[oa]|é|são|vai) (?:para|pra|a) (?:(?:o|a|el|la) )?(?:latinoam[eé]rica|latam|am[eé]rica latina|hispanoam[eé]rica|m[eé]xico|argentina|colombia|chile|per[uú]|espa[ñn]a|brasil|portugal)(?![\p{L}])/iu, 2.0, { notInQuestion: true, answerable: true }),
  // Who the text is for, then what it must not have: "Es para mi hija de 6 años, sin peleas ni villanos", "é pra minha
  // avó, sem palavrão".
  c('es.for_whom', 'corr', /(?<![\p{L}\p{N}])(?:es|son|é|e|são|sao) (?:para|pra|pro) (?:(?:a|o) )?(?:mi|mis|minha|meu|minhas|meus) [\p{L}]+[^.?!\n]{0,40}?,\s*(?:sin|nada de|que no|sem|que não|que nao|más|menos|mais)(?![\p{L}])/iu, 2.0),
  c('es.false_after', 'corr', /(?:^|[,.;!]\s*)(?:eso|esto|isso|isto)\s+(?:es|está|esta|é|e|tá|ta)\s+(?:falso|incorrecto|incorreto|errado|equivocado|mentira)(?![\p{L}])|(?:^|[,.;!]\s*)(?:eso|esto|isso|isto)\s+(?:no es|n[aã]o [eé])\s+(?:cierto|verdad|verdade|assim|así)(?![\p{L}])/iu, 2.2, { notInQuestion: true }),
  // "Yo no te pedí que renombraras el archivo", "eu não pedi pra renomear": what was done unasked.
  c('es.not_asked', 'corr', /(?:^|[\s,;¡])(?:yo\s+|eu\s+)?(?:no te ped[ií]|no ped[ií]|n[aã]o (?:te |lhe )?pedi)\s+(?:que|pra|para|nada|eso|isso)(?![\p{L}])/iu, 2.2),
  // "en México no se dice así, se dice tomar el camión": how it is said where the user is.
  c('es.not_said_so', 'corr', /\bno se (?:dice|escribe|pronuncia|usa) as[ií](?![\p{L}])|\bn[aã]o se (?:diz|escreve|fala|usa) assim\b/iu, 2.2),
  // "é no Brasil que é ofensivo, em Portugal é normal": the place or the one it is true of, set against the reply.
  c('es.cleft', 'corr', /^\s*(?:é|es|era|foi|fue) (?:no|na|nos|nas|em|en|el|la|o|a|os|as|do|da|del) [^,.!?\n]{1,30} (?:que|donde|onde|quien|quem)(?![\p{L}])/iu, 2.0, { notInQuestion: true }),
  // "ya lo reinicié cinco veces, no sirve de nada": tried, again and again, for nothing.
  c('es.tried_n_times', 'frus', /\b(?:dos|tres|cuatro|cinco|seis|diez|mil|varias|muchas|\d+) veces\b[^.!?\n]{0,30}\bno (?:sirve|funciona|cambia)\b|\bno sirve de nada\b|\bn[aã]o adianta(?: nada)?\b/iu, 2.0),
  c('es.dir', 'dir', /\b(deber[ií]a|tiene que|quiero|necesito|usa|us[aá]|pon[eé]?|elimin|agreg|cambi|mueve|quit(?=[aáoé])|diminu[ia]|reduz|tir[ae]|coloc[ae]|troc[ae]|mud[ae]|quero)\w*/i, 0.7),
];

// "No, no hace falta, gracias", "não, não precisa, obrigado", "no hace falta, con el español basta": an offer declined. Spanish and Portuguese share it, like
// their cues.
export const ES_PT_DECLINE = /^(?:no+|n[aã]o|no gracias|no hace falta|no es necesario|as[ií] est[aá] bien|n[aã]o precisa|n[aã]o [eé] preciso|t[aá] bom assim)(?:[\s,.!]+(?:no hace falta|no es necesario|gracias|por ahora|as[ií] est[aá] bien|est[aá] bien|n[aã]o precisa|n[aã]o [eé] preciso|obrigad[oa]|valeu|por enquanto|t[aá] bom assim|con (?:el |la |lo |los |las )?[a-záéíóúüñ]+(?: [a-záéíóúüñ]+)? (?:basta|me basta|alcanza|es suficiente|sobra)|com (?:o |a |os |as )?[a-záéíóúãõçâêô]+(?: [a-záéíóúãõçâêô]+)? (?:basta|chega|j[aá] basta|[eé] suficiente)))*[\s,.!]*$/i;

const SUBJ_POS: Record<string, string> = { usaras: 'usa', usases: 'usa', utilizaras: 'utiliza', pusieras: 'pon', hicieras: 'haz', escribieras: 'escribe', tocaras: 'toca', cambiaras: 'cambia', crearas: 'crea', borraras: 'borra' };
const SUBJ_NEG: Record<string, string> = { usaras: 'uses', usases: 'uses', utilizaras: 'utilices', pusieras: 'pongas', hicieras: 'hagas', escribieras: 'escribas', tocaras: 'toques', cambiaras: 'cambies', crearas: 'crees', borraras: 'borres' };

// "Nunca lo entiendo", "siempre me confundo", "sempre confundo": what the user does, in the present, is no rule.
export const ES_PT_OWN_PRESENT = /^(?:nunca|siempre|jamás|sempre)\s+(?:(?:me|te|se|nos|lo|la|los|las|le|les)\s+[a-záéíóúñç]+o(?=[\s,.;:!?]|$)|[a-záéíóúñç]+o\s*[.!?]*$)/i;
// "qué bonito, no esperaba que rimara", "que lindo, não esperava": an imperfect ("esperaba", "sabía") or a verb of
// knowing or being right after the negator, followed by more words ("usa Kotlin, no Java" is a contrast).
export const ES_PT_NEGATED_VERB = /^(?:(?:me|te|se|lo|la|le|nos)\s+)?(?:\p{L}+(?:aba|aban|ava|avam)(?=\s+\S)|sé|creo|entiendo|entendí|puedo|pude|sabía|esperaba|pensaba|creía|imaginaba|gusta|funciona|sirve|está|era|hay|tengo|sei|acho|entendo|consigo|esperava|sabia|pensava)(?![\p{L}\p{N}_])/iu;

export const es = romancePack({
  code: 'es',
  tooLong: [/^(?:es\s+|está\s+|quedó\s+)?(?:(?:mucho|un poco|muy)\s+)?(?:demasiado|muy)\s+(?:largo|larga|largos|largas)$/iu, 'Más corto'],
  also: /(?<!\p{L})(?:también|tambien)(?!\p{L})/iu,
  takesOut: /(?<!\p{L})(?:quita|quitar|elimina|eliminar|borra|borrar)(?!\p{L})/iu,
  cues: ES_PT_CUES,
  ownPresent: ES_PT_OWN_PRESENT,
  negatedVerb: ES_PT_NEGATED_VERB,
  stop: /\b(el|la|los|las|que|es|esta|en|por|para|con|una?|pero|bien|donde|yo|del|voy|salir|hecho|deberia|debería|hay|como|cuando|ahi|eso|esto|sigo|veo|quiero|necesito|tenemos|también|tambien|porque|puedo|sigue|sin|funciona|funcionar|muy|ahora|hacer|tengo|tienes|tiene|cómo|ayudas|puedes|dime|hola|gracias)\b|(?:está|ahí|acá|aquí)(?<!\p{L}(?:está|ahí|acá|aquí))(?!\p{L})/gu,
  lead: /^[¡¿]?(?:no+(?=\s*[,.!:;-])|pero|bueno|vale|ok|oye|mira|por favor|porfa|(?:ya )?te (?:dije|ped[ií]|hab[ií]a dicho) que|te dije|ya te dije|te lo dije|quiero decir|me refiero a|de ahora en adelante|a partir de ahora|en el futuro|recuerda(?: que)?|otra vez|eso está mal|está mal|incorrecto)\b[\s,.:;!¡-]*/i,
  neg: /^(?:no (?:(?:me|te|se|nos|le|les|lo|la|los|las) ){0,2}(?:quiero|necesito|uses|utilices|pongas|agregues|añadas|escribas|hagas|cambies|modifiques|incluyas|respondas|contestes|digas|elimines|borres|toques|crees|inventes|traduzcas|expliques|repitas|muestres|cambiar|modificar|tocar|usar|utilizar|agregar|añadir|poner|escribir|crear|borrar|eliminar|inventar|instalar|mover|renombrar|traducir|explicar|repetir|mostrar|hacer|incluir|quitar|ejecutar|romper)|nunca|jamás|deja de|evita|sin|nada de|(?:ya )?basta de|basta con)\b/i,
  // (with the pronoun attached: "escríbelo más relajado", "déjalo como estaba")
  pos: /^(?:escr[ií]bel[oa]s?|d[eé]jal[oa]s?|c[aá]mbial[oa]s?|reescr[ií]bel[oa]s?|tradúcel[oa]s?|tradu[cz]el[oa]s?|expl[ií]cal[oa]s?|deber[ií]as? (?:de )?(?!funcionar|andar|estar|haber|ser suficiente|bastar|servir)(?=[a-záéíóúñ]+(?:ar|er|ir|se)\b)|usa|utiliza|escribe|pon|agrega|añade|mantén|manten|haz|hazl[oa]s?|resume|res[uú]mel[oa]|acorta|ac[oó]rtal[oa]|simplifica|simplif[ií]cal[oa]|responde|contesta|incluye|siempre|asegúrate de|sigue(?!\s+(?:sin|igual|mal|fallando|dando|apareciendo|saliendo|teniendo|habiendo|el mismo|la misma|con el mismo|con la misma|sin funcionar)\b)|explica|traduce|muestra|devuelve|llama|cambia|elimina|borra|quita|saca|padroniza|padronize|estandariza|estandarice|unifica|unifique|quiero que|necesito que|quiero (?!saber|entender|ver si|preguntar|decir|probar))\b/i,
  notSep: /^(.{1,60}?),\s+no\s+(.{1,40})$/i,
  butSep: /^no\s+(.{1,40}?),?\s+sino\s+(.{1,60})$/i,
  insteadSep: /^(.{1,60}?)\s+(?:en lugar de|en vez de)\s+(.{1,40})$/i,
  answerVerb: 'Responde',
  decline: ES_PT_DECLINE,
  // "Responde en inglés", and the language alone as a request ("en español, por favor", "…, solo en español.").
  answer: /(?:\b(?:responde|respóndeme|contesta|contéstame|escribe|habla|háblame|respuestas?)\w*\s+(?:siempre\s+)?en\s+|(?<=(?:^|[,.!:;¡…]\s*)(?:por favor,?\s+|(?:ya\s+)?te (?:dije|ped[ií])\s+)?)(?:solo\s+|siempre\s+)?en\s+(?=(?:español|castellano|inglés|francés|alemán|portugués|italiano|catalán|chino|japonés|ruso)(?:\s*,?\s*(?:por favor|porfa|plis))?\s*(?:[.!]+(?:\s|$)|\n|$)))([a-zñáéíóú]+)/i,
  // "No quiero la respuesta en inglés": a wish refused reaches two words further.
  negBefore: /\bno\s+(?:\S+\s+){0,1}$|\bno\s+(?:quiero|necesito|deseo|me gusta)\s+(?:\S+\s+){0,2}$/i,
  // "(te dije que) usaras pnpm": the wish, said back as the instruction.
  wish: [
    [/^(?:que\s+)?(no\s+)?(usaras|usases|utilizaras|pusieras|hicieras|escribieras|tocaras|cambiaras|crearas|borraras)\b/i, (no: string | undefined, v: string) => (no ? 'no ' : '') + (no ? SUBJ_NEG : SUBJ_POS)[v.toLowerCase()]!],
    // "lo quería en inglés americano": what the user wanted it in, said as the instruction to write so.
    [/^(?:lo |la |los |las )?(?:quer[ií]a|necesitaba|ped[ií]a?)\s+(?=en\s)()()/i, () => 'escribe '],
    // "¿Puedes dejar de pedir perdón?": the habit to stop, asked as a question, is the ban ("Deja de pedir perdón").
    [/^(?:puedes|podrías|podrias|podés)\s+(?:por favor\s+)?dejar de\s+()()/i, () => 'deja de '],
    // "No tienes que cambiar los tests": "no" and the infinitive is the instruction ("No cambiar los tests").
    [/^no (?:tienes que|tenés que|debes|deberías|hay que)\s+()()/i, () => 'no '],
    // "En este proyecto usamos solo componentes funcionales": the team's way is the instruction ("Usa solo …").
    [/^(?:(?:en este proyecto|en el proyecto|aqu[ií]|ac[aá]),?\s+)?(?:nosotros\s+)?()(usamos|utilizamos)\s+(?=\p{L})/iu, () => 'usa '],
  ],
  // "No quiero que uses Redux": the subjunctive after "que" is already the ban's own form ("No uses Redux").
  refuse: [
    [/^no quiero que (?:tú |tu |usted )?(?!(?:las|les|mas|más|tres|veces|antes|pues|demás|ellas|ellos)\b)(?=\p{L}+(?:es|as)\b)/iu, 'no '],
    // "No hace falta que me expliques todo cada vez": the same subjunctive, after what is not needed ("No me expliques …").
    [/^no (?:hace falta|es necesario) que (?:tú |tu )?(?=(?:me |te |nos |lo |la |los |las |le |les )?(?!(?:las|les|mas|más|tres|veces|antes|pues|demás)\b)\p{L}+(?:es|as)\b)/iu, 'no '],
  ],
  use: 'Usa',
  prep: /^(?:en|de|del|con|para|por|a|al|sobre|como|sin|según|hacia)\b/i,
  not: 'no',
  question: /^(?:por qué|porque|qué|que|cómo|como|dónde|cuándo|cuál|es|está|estás|hay|puedes|podrías)\b/i,
  agree: /^\s*(?:s[ií]|exacto|correcto|perfecto|eso)(?![\p{L}])/iu,
  everyTime: /(?<![\p{L}])(?:siempre|de ahora en adelante|a partir de ahora|en adelante|en el futuro)(?![\p{L}])/iu,
  confirmOnly: /^(?:s[ií]|exacto|correcto|perfecto|bien|vale|ok)?[\s,.!¡]*(?:siempre|de ahora en adelante|a partir de ahora)?\s*(?:haz(?:lo)?|hazlo así|así)?(?:\s+(?:eso|esto|así))?[\s.!]*$/i,
  courtesy: /[,\s]+(?:por favor|porfa|gracias|sin ofender(?:te|le)?|sin acritud)$/i,
  standing: /\b(?:en (?:español|inglés|castellano)|corto|corta|breve|conciso|concisa|largo|tono|formal|emojis?|formato|markdown|tutea|usted)\b/i,
});
