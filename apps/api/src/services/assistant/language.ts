// The visitor's language (English or Spanish) per message, and a word gloss that lets the
// English-trained classifier, cue tables and index read a Spanish message.
import { eld } from 'eld/small';
import type { Language } from './dialogue.ts';
import { fold } from './text.ts';

eld.setLanguageSubset(['en', 'es']);

/** Short Spanish replies too short for n-gram detection to call reliably. */
const SPANISH_SHORT =
  /^(?:hola|buenas|gracias|muchas gracias|si|sí|vale|claro|bueno|perfecto|adios|adiós|ok gracias|de acuerdo|por favor)\b/i;

/**
 * Spanish or English. Proper names of the agency's clients ("Taquería del Sol") are removed first,
 * so they do not make an English question look Spanish. A message too short to tell keeps the
 * conversation's language.
 */
export function detectLanguage(
  text: string,
  previous: Language | undefined,
  names: readonly string[],
): Language {
  let stripped = text;
  for (const name of names) if (stripped.includes(name)) stripped = stripped.split(name).join(' ');
  stripped = stripped.replace(/\S+@\S+|https?:\/\/\S+/g, ' ').trim();
  if (SPANISH_SHORT.test(stripped)) return 'es';
  if (/[¿¡ñ]/.test(stripped)) return 'es';
  const words = stripped.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word));
  if (words.length < 2) return previous ?? 'en';
  const result = eld.detect(stripped);
  const scores = result.getScores();
  const es = scores.es ?? 0;
  const en = scores.en ?? 0;
  if (result.language === 'es' && es - en > 0.1) return 'es';
  if (result.language === 'en' && en - es > 0.1) return 'en';
  return previous ?? (result.language === 'es' ? 'es' : 'en');
}

/**
 * Spanish words and phrases glossed into the English the models were built on. Only what changes
 * a decision is here: intents, what to show, services, industries, prices, timelines, references.
 */
const GLOSS: [RegExp, string][] = (
  [
    ['cuanto cuesta|cuanto costaria|cuanto cobran|cuanto sale', 'how much does it cost'],
    ['cuanto tiempo|en cuanto tiempo|cuanto tardan', 'how long'],
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
    ['trabajo para mi|trabajar con ustedes|trabajar en|empleo|vacantes|puesto', 'job careers'],
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

/** A Spanish message with the words that matter replaced by English ones; other words stay. */
export function gloss(text: string): string {
  let out = fold(text)
    .replace(/[¿¡]/g, ' ')
    .replace(/([.,!?;:])/g, ' $1 ')
    .replace(/\s+/g, ' ');
  for (const [pattern, english] of GLOSS) out = out.replace(pattern, english);
  return out.trim();
}
