// Portuguese: the common forms ("não use X", "use X, não Y", "em vez de", "sempre", "responda em …").
import { romancePack } from './romance';
import { ES_PT_CUES, ES_PT_DECLINE, ES_PT_NEGATED_VERB, ES_PT_OWN_PRESENT } from './es';

export const pt = romancePack({
  code: 'pt',
  tooLong: [/^(?:é\s+|está\s+|tá\s+|ficou\s+)?(?:(?:bem|um pouco)\s+)?(?:muito|demasiado)\s+(?:longo|longa|longos|longas)$/iu, 'Mais curto'],
  also: /(?<!\p{L})(?:também|tambem)(?!\p{L})/iu,
  takesOut: /(?<!\p{L})(?:tira|remova)(?!\p{L})/iu,
  cues: ES_PT_CUES,
  ownPresent: ES_PT_OWN_PRESENT,
  negatedVerb: ES_PT_NEGATED_VERB,
  stop: /\b(não|nao|voce|isso|uma?|com|para|mais|mas|também|tambem|fazer|ainda|funciona|então|entao|obrigad[oa]|de forma|trocar|todas?|arquivo|substituir|palavras|dos|das|em|na|seja|pelo|pela|da|dele|dela|quero|meio|muito|seu|sua|aqui|agora)\b|(?:você|está|já)(?<!\p{L}(?:você|está|já))(?!\p{L})|[ãõ]/gu,
  lead: /^(?:(?:não|nao)(?=\s*[,.!:;-])|aqui(?=,?\s+(?:a gente|nós|nos|eu|usamos|usa)\b)|mas|bom|ok|olha|por favor|pfv|(?:eu )?(?:já |ja )?(?:te |lhe )?(?:disse|falei|avisei) que|eu disse|já disse|quero dizer|a partir de agora|de agora em diante|no futuro|lembre(?:-se)?(?: que)?|de novo|está errado|errado)\b[\s,.:;!-]*/i,
  neg: /^(?:(?:não|nao) (?:mudar|alterar|modificar|mexer|tocar|usar|utilizar|adicionar|colocar|escrever|criar|apagar|excluir|inventar|instalar|mover|renomear|traduzir|explicar|repetir|mostrar|fazer|incluir|tirar|executar|quero|preciso|use|usa|utilize|coloque|adicione|escreva|faça|faca|mude|altere|inclua|responda|diga|remova|apague|crie|invente|traduza|repita|mostre|mexa|toque|dê|de)|nunca|jamais|pare de|pare com|para com|chega de|nada de|evite|sem)(?![\p{L}])/iu,
  pos: /^(?:use|usa|utilize|coloca|tira|tire|diminui|diminua|reduz|reduza|aumenta|aumente|põe|ponha|troca|troque|deixa|deixe|faz|escreve|adiciona|escreva|coloque|adicione|mantenha|faça|faca|responda|inclua|sempre|certifique-se de|siga|explique|traduza|mostre|retorne|chame|mude|remova|apague|resume|resuma|encurta|encurte|simplifica|simplifique|reescreve|reescreva|refaz|refaça|refaca)\b/i,
  notSep: /^(.{1,60}?),\s+(?:não|nao)\s+(.{1,40})$/i,
  butSep: /^(?:não|nao)\s+(.{1,40}?),?\s+(?:mas|e sim|mas sim)\s+(.{1,60})$/i,
  insteadSep: /^(.{1,60}?)\s+(?:em vez de|ao invés de|no lugar de)\s+(.{1,40})$/i,
  answerVerb: 'Responda',
  decline: ES_PT_DECLINE,
  // "Não é pra mudar os testes": "não" and the infinitive is the instruction ("Não mudar os testes").
  wish: [
    [/^n[aã]o (?:[eé] pra|[eé] para|tem que|deve)\s+()()/i, () => 'não '],
    // "Pode parar de repetir?": the habit to stop, asked as a question, is the ban ("Pare de repetir").
    [/^(?:(?:voc[eê] )?(?:pode|poderia)|d[aá] pra|d[aá] para)\s+(?:por favor\s+)?parar de\s+()()/i, () => 'pare de '],
  ],
  // "Responda em inglês", and the language alone as a request ("em português, por favor").
  answer: /(?:\b(?:responda|responde|me responda|escreva|fale|respostas?)\w*\s+(?:sempre\s+)?em\s+|(?<=(?:^|[,.!:;…]\s*)(?:por favor,?\s+|(?:eu\s+)?(?:j[aá]\s+)?(?:te\s+)?(?:disse|falei|pedi)\s+)?)(?:só\s+|sempre\s+|apenas\s+)?em\s+(?=(?:português|inglês|espanhol|francês|alemão|italiano|chinês|japonês)(?:\s*,?\s*(?:por favor|pfv|pf))?\s*(?:[.!]+(?:\s|$)|\n|$)))([a-zçãáéíóúê]+)/i,
  negBefore: /\b(?:não|nao)\s+(?:\S+\s+){0,1}$|\b(?:não|nao)\s+(?:quero|preciso|gosto)\s+(?:\S+\s+){0,2}$/i,
  // "Não quero que você crie arquivos": the subjunctive after "que você" is already the ban's own form ("Não crie …").
  refuse: [[/^(?:não|nao) quero que (?:você|voce|vc|tu) /i, 'não ']],
  use: 'Use',
  prep: /^(?:em|no|na|nos|nas|de|do|da|com|para|pra|por|pelo|pela|a|ao|sobre|como|sem|segundo)\b/i,
  not: 'não',
  question: /^(?:por que|porque|o que|que|como|onde|quando|qual|é|está|tem|pode|poderia|você)\b/i,
  agree: /^\s*(?:sim|isso|exato|exatamente|perfeito|certo)(?![\p{L}])/iu,
  everyTime: /(?<![\p{L}])(?:sempre|a partir de agora|daqui para frente|daqui pra frente|no futuro)(?![\p{L}])/iu,
  confirmOnly: /^(?:sim|isso|exato|correto|perfeito|ok|certo)?[\s,.!]*(?:sempre|a partir de agora|de agora em diante)?\s*(?:fa[çc]a(?: isso| assim)?|assim)?[\s.!]*$/i,
  courtesy: /[,\s]+(?:por favor|obrigad[oa]|sem ofensa)$/i,
  standing: /\b(?:em (?:português|inglês)|curto|curta|breve|conciso|concisa|longo|tom|formal|emojis?|formato|markdown)\b/i,
});
