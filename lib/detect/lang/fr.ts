// French: the common forms ("n'utilise pas X", "utilise X, pas Y", "pas X mais Y", "au lieu de", "réponds en …").
import { romancePack } from './romance';

export const fr = romancePack({
  code: 'fr',
  cues: [],
  stop: /\b(le|les|est|et|je|vous|une?|pas|avec|pour|mais|ça|c'est|n'est)\b/g,
  lead: /^(?:non|mais|bon|ok|d'accord|écoute|s'il te pla[iî]t|s'il vous pla[iî]t|stp|svp|je t'ai dit|je veux dire|à partir de maintenant|désormais|dorénavant|à l'avenir|rappelle-toi(?: que)?|encore|c'est faux|faux)\b[\s,.:;!-]*/i,
  neg: /^(?:(?:ne|n')\s*\S+\s+(?:pas|jamais|plus)|jamais|arrête de|arrête d'|évite de|évite|sans)\b/i,
  pos: /^(?:utilise|utilisez|écris|écrivez|mets|mettez|ajoute|ajoutez|garde|gardez|fais|faites|réponds|répondez|répond|inclus|toujours(?!\s+(?:rien|pas|le même|la même|aucun|aucune|bloquée?|ça|pareil|la même erreur|le même problème)\b)|assure-toi de|suis(?!\s+(?:toujours|encore|bloquée?|perdue?|désolée?|sûre?|pas|en train|un|une)\b)|explique|traduis|montre|renvoie|appelle|change|supprime)\b/i,
  notSep: /^(.{1,60}?),\s+pas\s+(.{1,40})$/i,
  butSep: /^pas\s+(.{1,40}?),?\s+mais\s+(.{1,60})$/i,
  insteadSep: /^(.{1,60}?)\s+(?:au lieu de|au lieu d'|plutôt que)\s*(.{1,40})$/i,
  answer: /\b(?:réponds|répond|répondez|réponse|écris|écrivez|parle|parlez)\w*\s+(?:toujours\s+)?en\s+([a-zçéèêà]+)/i,
  negBefore: /\b(?:ne|n')\s*(?:\S+\s+){0,1}$/i,
  use: 'Utilise',
  prep: /^(?:en|de|du|des|avec|pour|par|à|au|aux|sur|dans|comme|sans|selon|côté)\b/i,
  not: 'pas',
  dont: 'Pas de',
  question: /^(?:pourquoi|qu'est-ce|quoi|comment|où|quand|quel|quelle|est-ce|peux-tu|pourrais-tu)\b/i,
  confirmOnly: /^(?:oui|exactement|parfait|d'accord|ok|voilà)?[\s,.!]*(?:toujours|désormais|à partir de maintenant)?\s*(?:fais(?: comme ça| ça)?|comme ça)?[\s.!]*$/i,
  courtesy: /[,\s]+(?:s'il te pla[iî]t|s'il vous pla[iî]t|stp|svp|merci)$/i,
  standing: /\b(?:en (?:fran[çc]ais|anglais)|court|courte|bref|brève|concis|concise|long|ton|formel|tutoie|vouvoie|emojis?|format|markdown)\b/i,
});
