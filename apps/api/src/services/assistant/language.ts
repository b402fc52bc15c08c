// The visitor's language (English or Spanish) per message, and a word gloss that lets the
// English-trained classifier, cue tables and index read a Spanish message.
import { eld } from 'eld/small';
import type { Language } from './dialogue.ts';
import { fold } from './text.ts';

// The languages a visitor here may write in, English and Spanish and the ones eld confuses them
// with: a subset keeps detection fast, and any other language is still told apart by its script.
eld.setLanguageSubset([
  'en',
  'es',
  'pt',
  'fr',
  'it',
  'ca',
  'gl',
  'de',
  'nl',
  'tl',
  'vi',
  'ro',
  'id',
  'ms',
  'tr',
  'pl',
]);

/** Short Spanish replies too short for n-gram detection to call reliably. */
const SPANISH_SHORT =
  /^(?:hola|buenas|gracias|muchas gracias|si|sí|vale|claro|bueno|perfecto|adios|adiós|ok gracias|de acuerdo|por favor)\b/i;

/** Letters of scripts neither English nor Spanish is written in. */
const OTHER_SCRIPT =
  /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}\p{Script=Greek}\p{Script=Georgian}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Khmer}\p{Script=Ethiopic}]/gu;
/** Words only Spanish has among the languages eld confuses it with. */
const SPANISH_WORDS =
  /\b(?:gracias|hola|que|qué|para|pero|usted|ustedes|cuánto|cuanto|tienen|hacen|quiero|necesito)\b/i;
/** Words that make a Latin-script message English enough to answer as English. */
const ENGLISH_WORDS =
  /\b(?:the|you|your|do|does|is|are|what|how|we|i|can|for|to|and|of|my|need|want|have|with|this|that|please|hi|hello|thanks)\b/gi;

/**
 * English, Spanish, or another language. Proper names of the agency's clients ("Taquería del Sol")
 * are removed first, so they do not make an English question look Spanish. A message too short to
 * tell keeps the conversation's language.
 */
export function detectLanguage(
  text: string,
  previous: Language | 'other' | undefined,
  names: readonly string[],
): Language | 'other' {
  let stripped = text;
  for (const name of names) if (stripped.includes(name)) stripped = stripped.split(name).join(' ');
  stripped = stripped.replace(/\S+@\S+|https?:\/\/\S+/g, ' ').trim();
  const letters = stripped.match(/\p{L}/gu)?.length ?? 0;
  const foreign = stripped.match(OTHER_SCRIPT)?.length ?? 0;
  if (letters > 0 && foreign / letters > 0.3) return 'other';
  if (SPANISH_SHORT.test(stripped)) return 'es';
  if (/[¿¡ñ]/.test(stripped)) return 'es';
  const words = stripped.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word));
  if (words.length < 2) return previous ?? 'en';
  const englishWords = stripped.match(ENGLISH_WORDS)?.length ?? 0;
  const result = eld.detect(stripped);
  const scores = result.getScores();
  const es = scores.es ?? 0;
  const en = scores.en ?? 0;
  const top = result.language;
  const margin = (scores[top ?? ''] ?? 0) - Math.max(en, es);
  if (
    top &&
    top !== 'en' &&
    top !== 'es' &&
    englishWords < 2 &&
    ((words.length >= 3 && margin > 0.08) || (previous === 'other' && margin > 0))
  )
    return 'other';
  // A conversation in another language keeps it while a short message cannot tell.
  if (
    previous === 'other' &&
    words.length < 4 &&
    englishWords === 0 &&
    !SPANISH_WORDS.test(stripped)
  )
    return 'other';
  if (es - en > 0.1) return 'es';
  if (en - es > 0.1) return 'en';
  return previous === 'other' ? 'en' : (previous ?? (es > en ? 'es' : 'en'));
}

/**
 * Spanish words and phrases glossed into the English the models were built on. Only what changes
 * a decision is here: intents, what to show, services, industries, prices, timelines, references.
 */
const GLOSS: [RegExp, string][] = (
  [
    [
      'cuanto (?:me |nos )?(?:cuesta|costaria|cobran|cobrarian|cobrarias|cobras|sale|saldria)',
      'how much does it cost',
    ],
    ['que presupuesto (?:haria falta|necesito|necesitamos)', 'what budget would we need'],
    ['cuanto tiempo|en cuanto tiempo|cuanto (?:se )?(?:tardan|tarda|demoran|demora)', 'how long'],
    ['fee mensual|cuota mensual|mensualidad|retainer', 'monthly retainer fee'],
    [
      'fuera de (?:california|la|los angeles)|a distancia|de otro estado|de otra ciudad',
      'outside la remote clients across the us',
    ],
    ['algo parecido|algo similar|algo asi', 'anything similar'],
    ['trabajan en espanol|hablan espanol|en espanol', 'do you work in spanish'],
    [
      'donde estan|donde se encuentran|donde queda|ubicados|ubicacion|oficina',
      'where are you located office',
    ],
    ['(?:quiero|quisiera|puedo|podemos) ver', 'i want to see'],
    ['muestrame|muestrenme|ensename', 'show me'],
    ['su trabajo|sus trabajos|trabajos anteriores|su portafolio|portafolio', 'your portfolio'],
    ['casos de exito|casos', 'case studies'],
    ['premios', 'awards'],
    ['necesito|necesitamos|buscamos|queremos', 'we need'],
    ['una agencia', 'an agency'],
    ['campana|campanas', 'campaign'],
    ['comercial|comerciales|anuncio|anuncios', 'commercial'],
    ['pelicula|estreno', 'film release'],
    ['restaurante|restaurantes', 'restaurant'],
    ['clinica|clinicas', 'clinic'],
    ['empresa de software|software', 'software'],
    ['tienda|tiendas', 'store'],
    ['coche|carro|autos', 'car'],
    ['banco|bancos', 'bank'],
    ['tienen experiencia con|han trabajado con', 'do you have experience with'],
    ['saber si', 'know whether'],
    ['me gustaria', 'i would like'],
    ['experiencia', 'experience'],
    ['presupuesto', 'budget'],
    ['precio|precios|costo|costos|tarifas', 'price'],
    ['redes sociales', 'social media'],
    ['medios', 'media'],
    ['produccion', 'production'],
    ['lanzamiento|lanzar', 'launch'],
    ['marca', 'brand'],
    [
      'trabajo para mi|trabajar (?:con ustedes|para ustedes|en su agencia|en silver lake)|empleo|vacantes|puesto',
      'job careers',
    ],
    ['trabajar con', 'work with'],
    ['practicas|pasantia|pasantias', 'internship'],
    ['curriculum|curriculo|cv', 'resume'],
    [
      'proveedor|proveedores|ofrecemos|ofrecer|ofrecerles|ofrecerle|presentarles',
      'we offer vendor',
    ],
    ['servicios', 'services'],
    ['para cuando|cuando estaria|cuando estara|cuando estaria listo', 'how soon'],
    ['gracias', 'thanks'],
    ['hola|buenas', 'hello'],
    ['contacto|contactar|correo|telefono', 'contact email phone'],
    ['semanas', 'weeks'],
    ['meses', 'months'],
    ['eso|esa|ese', 'that'],
    ['ustedes|usted', 'you'],
    ['tienen', 'do you have'],
    ['hacen', 'do you do'],
    ['mi|mis', 'my'],
    ['nuestro|nuestra|nuestros', 'our'],
    ['para', 'for'],
    ['no', 'not'],
    ['sin', 'without'],
    ['y', 'and'],
  ] as [string, string][]
).map(([pattern, english]) => [new RegExp(`(?<=^|\\s)(?:${pattern})(?=\\s|$)`, 'g'), english]);

/**
 * French and Portuguese words that decide what is asked, read as English: the reply to a visitor
 * writing in them is in English (the team works in English and Spanish) but answers the question.
 */
const ROMANCE_GLOSS: [RegExp, string][] = (
  [
    [
      'combien (?:ca |cela )?(?:coute|coutent)|quanto custa|quanto custam|quanto cobram',
      'how much does it cost',
    ],
    ['combien de temps|quanto tempo|prend combien', 'how long does it take'],
    [
      'combien de personnes|combien d employes|combien etes vous|quantas pessoas|quantos funcionarios',
      'how many people work there',
    ],
    ['ou etes vous|ou se trouve|onde voces estao|onde fica', 'where are you located'],
    ['vos clients|seus clientes|clientes de voces', 'your clients'],
    ['deja travaille avec|ja trabalharam com', 'have you worked with'],
    ['campagne|campagnes|campanha|campanhas', 'campaign'],
    ['influenceurs|influenciadores|influencers', 'influencer creators'],
    [
      'vous avez deja travaille avec|deja travaille|ja trabalharam com|trabalharam com',
      'have you worked with',
    ],
    ['boulangerie|boulangeries|padaria', 'bakery'],
    ['restaurant|restaurante', 'restaurant'],
    ['prix|tarif|tarifs|preco|precos', 'price'],
    ['video|videos|publicite|publicidade|annonce|anuncio', 'video ad'],
    ['vous|voces', 'you'],
    ['faites|fazem|fazer|faire', 'do'],
    ['nous|nos', 'we'],
    ['merci|obrigad[oa]|obrigado', 'thanks'],
    ['bonjour|ola|salut|bom dia', 'hello'],
    ['au revoir|tchau|adeus', 'goodbye'],
  ] as [string, string][]
).map(([pattern, english]) => [new RegExp(`(?<=^|\\s)(?:${pattern})(?=\\s|$)`, 'g'), english]);

export function glossRomance(text: string): string {
  let out = fold(text)
    .replace(/[¿¡!?.,;:]/g, ' ')
    .replace(/\s+/g, ' ');
  for (const [pattern, english] of ROMANCE_GLOSS) out = out.replace(pattern, english);
  return out.trim();
}

/** A Spanish message with the words that matter replaced by English ones; other words stay. */
export function gloss(text: string): string {
  let out = fold(text)
    .replace(/[¿¡]/g, ' ')
    .replace(/([.,!?;:])/g, ' $1 ')
    .replace(/\s+/g, ' ');
  for (const [pattern, english] of GLOSS) out = out.replace(pattern, english);
  return out.trim();
}
