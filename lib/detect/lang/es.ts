// Spanish: the common forms ("no uses X", "usa X, no Y", "no X, sino Y", "en lugar de", "siempre", "responde en …").
import { romancePack } from './romance';

export const es = romancePack({
  code: 'es',
  lead: /^(?:no+(?=\s*[,.!:;-])|pero|bueno|vale|ok|oye|mira|por favor|porfa|te dije|ya te dije|te lo dije|quiero decir|me refiero a|de ahora en adelante|a partir de ahora|en el futuro|recuerda(?: que)?|otra vez|eso está mal|está mal|incorrecto)\b[\s,.:;!¡-]*/i,
  neg: /^(?:no (?:uses|utilices|pongas|agregues|añadas|escribas|hagas|cambies|modifiques|incluyas|respondas|contestes|digas|elimines|borres|toques|crees|inventes|traduzcas|expliques|repitas|muestres)|nunca|jamás|deja de|evita|sin)\b/i,
  pos: /^(?:usa|utiliza|escribe|pon|agrega|añade|mantén|manten|haz|responde|contesta|incluye|siempre|asegúrate de|sigue|explica|traduce|muestra|devuelve|llama|cambia|elimina|borra)\b/i,
  notSep: /^(.{1,60}?),\s+no\s+(.{1,40})$/i,
  butSep: /^no\s+(.{1,40}?),?\s+sino\s+(.{1,60})$/i,
  insteadSep: /^(.{1,60}?)\s+(?:en lugar de|en vez de)\s+(.{1,40})$/i,
  answer: /\b(?:responde|respóndeme|contesta|contéstame|escribe|habla|háblame|respuestas?)\w*\s+(?:siempre\s+)?en\s+([a-zñáéíóú]+)/i,
  negBefore: /\bno\s+(?:\S+\s+){0,1}$/i,
  use: 'Usa',
  not: 'no',
  dont: 'No',
  question: /^(?:por qué|porque|qué|que|cómo|como|dónde|cuándo|cuál|es|está|estás|hay|puedes|podrías)\b/i,
  confirmOnly: /^(?:s[ií]|exacto|correcto|perfecto|bien|vale|ok)?[\s,.!¡]*(?:siempre|de ahora en adelante|a partir de ahora)?\s*(?:haz(?:lo)?|hazlo así|así)?(?:\s+(?:eso|esto|así))?[\s.!]*$/i,
  standing: /\b(?:en (?:español|inglés|castellano)|corto|corta|breve|conciso|concisa|largo|tono|formal|emojis?|formato|markdown|tutea|usted)\b/i,
});
