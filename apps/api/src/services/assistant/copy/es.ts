// The assistant's own sentences in Spanish: the same keys and signatures as en.ts.
import { AGENCY, aboutCopy } from '@agency/schema';
import type { Copy } from './en.ts';

const { email, phone } = AGENCY;

export const es: Copy = {
  and: 'y',
  caseBudgetUnpublished: 'Nuestros casos no publican cuánto invirtió cada cliente.',
  list(items: string[]): string {
    if (items.length <= 1) return items[0] ?? '';
    return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
  },
  otherLanguage: 'Nuestro equipo trabaja en inglés y en español.',
  otherLanguageHelp:
    'Puedo contarte de nuestro trabajo, servicios, precios, tiempos y empleo; ¿qué te gustaría saber?',

  contactThanks: (name, detail) =>
    name
      ? `Gracias, ${name}, ya tengo tus datos (${detail}).`
      : `Gracias, ya tengo tus datos (${detail}).`,
  contactOnFile: (detail) => `Sí: tenemos ${detail} de esta conversación.`,
  contactNext: (how) =>
    how === 'call'
      ? 'Alguien de nuestro equipo te llamará en un día hábil.'
      : how === 'email'
        ? 'Alguien de nuestro equipo te escribirá en un día hábil.'
        : 'Alguien de nuestro equipo te contactará en un día hábil.',
  nameThanks: (name) => `Gracias, ${name}.`,
  caseDuration: (client, duration) =>
    `La campaña de ${client} duró ${duration.replace(/weeks?/, 'semanas').replace(/months?/, 'meses')}.`,
  contactAskEmail: '¿Cuál es el mejor correo o teléfono para que el equipo te contacte?',
  contactAskRest: '¿Algo más que quieras que el equipo sepa antes de contactarte?',

  clientNo: (brand, negated) =>
    negated
      ? `Así es, no hemos trabajado con ${brand}; no es cliente nuestro.`
      : `No, eso no fue nuestro: ${brand} no es cliente nuestro y no hemos trabajado para ellos.`,
  clientYes: (reference) => `Sí, es nuestro: ${reference}.`,
  clientsAre: (names) => `Entre nuestros clientes están ${names}.`,
  awardNo: (award) => `No, no hemos ganado ${award}.`,
  awardCount: (award, claimed, actual) =>
    `No exactamente: hemos ganado ${actual} premio${actual === 1 ? '' : 's'} ${award}, no ${claimed}.`,
  awardYes: (award, count) =>
    count > 1
      ? `Sí, nuestro trabajo ha ganado ${count} premios ${award}.`
      : `Sí, nuestro trabajo ganó un premio ${award}.`,
  awardsAre: `Nuestro trabajo ha ganado ${AGENCY.clioAwards} premios Clio, un Telly, dos Shorty, un AAF American Advertising Award, un Digiday Video Award, un Smarties y un premio de Ad Age.`,
  noInstructions:
    'No puedo compartir ni dejar de lado cómo estoy configurado. Soy el asistente del sitio de Silver Lake Creative y respondo con lo que la agencia publica: su trabajo, servicios, precios, tiempos y empleo. ¿Qué te gustaría saber?',
  noDiscount: `No puedo prometer un descuento ni un precio aquí: las condiciones se acuerdan con el equipo cuando conoce el alcance. Como publicamos, los proyectos suelen ir de ${AGENCY.projectPriceRange} y los retainers empiezan en ${AGENCY.retainerFrom}. Para hablar de condiciones, escribe a ${email} o llama al ${phone}; el equipo responde en un día hábil.`,
  financesUnpublished: `No publicamos nuestra facturación ni otros datos financieros. Para una pregunta así, de prensa o de investigación, escribe a ${email} con tu medio o proyecto y el equipo te dirá lo que puede compartir.`,
  awardsLatest: (year, won) => `Los más recientes son de ${year}: ${won.join(' y ')}.`,
  phoneOnly: `Llama al equipo al ${AGENCY.phone}, o deja aquí tu número en el chat y te llaman en un día hábil.`,
  awardsEarliest: (year, won) =>
    `${won.length === 1 ? 'El más antiguo de la lista es' : 'Los más antiguos de la lista son'} de ${year}: ${won.join(' y ')}.`,
  awardWon: (award, honor, title, client) =>
    `el ${award} (${honor}, en inglés) por "${title}" para ${client}`,
  priceNo: (claimed) =>
    `No es así: nuestros proyectos empiezan alrededor de $10K y suelen ir de $10K a $100K+, con retainers desde $15K al mes, así que nada cuesta ${claimed}.`,
  officeNo: (city) =>
    `No tenemos oficina en ${city}: nuestro único estudio está en ${AGENCY.streetAddress}, en Silver Lake, Los Ángeles (visitas con cita previa), y desde ahí trabajamos con clientes de todo Estados Unidos.`,
  foundedNo: (year) =>
    `No exactamente: nos fundamos en ${AGENCY.foundedYear}, no en ${year}, en Silver Lake, Los Ángeles; nos fundó ${aboutCopy.team[0]!.name}, que sigue al frente de la creatividad de la agencia.`,
  withoutChannels: (out, left) => `Sin ${out}, el plan se apoyaría en ${left}.`,
  ranWithout: (reference, used, out) => `Así funcionó ${reference}: ${used}, sin ${out}.`,
  alsoNot: 'Y ',
  teamNo: (size) => `No exactamente: somos unas 38 personas en casa, no ${size}.`,

  caseRef: (title, client, result) =>
    result ? `"${title}" para ${client} (${result})` : `"${title}" para ${client}`,
  relevantWork: (list) => `Trabajo relacionado: ${list}.`,
  industryWork: (industry, list) => `Nuestro trabajo en ${industry} incluye ${list}.`,
  noIndustryCase: (industry) => `Todavía no tenemos un caso de ${industry}.`,
  noCaseYours: (list) =>
    `Todavía no tenemos un caso de tu sector; lo más cercano por el tipo de trabajo es ${list}.`,
  noSectorCase: (trade) => `Aún no tenemos un caso de ${trade}.`,
  closestByWork:
    'Cuéntame qué necesitas y te muestro el trabajo más cercano por el tipo de trabajo.',
  noTradeCase: (trade, industry, list) =>
    `Aún no tenemos un caso de ${trade}; lo más cercano es nuestro trabajo en ${industry}: ${list}.`,
  closestCase: (reference, why) => `Lo más cercano es ${reference}, porque ${why}.`,
  notExact: (client, industry) =>
    `Tienes razón: no tenemos un caso de ${industry}, y ${client} es lo más cercano, no lo mismo.`,
  closerCase: (reference, why) => `Más cerca de lo que haces está ${reference}, porque ${why}.`,
  whyClose: (why) => `Aun así es cercano porque ${why}.`,
  similarWork: (list) => `Lo más parecido a lo que describes: ${list}.`,
  caseSilent: (client: string) => `El caso de ${client} no lo dice.`,
  figureWrong: (sentence: string) => `No exactamente: ${sentence}`,
  rolePage: (slug: string) => `La página del puesto es /careers/${slug}.`,
  caseLink: (id) => `El caso completo está en /case-studies/${id}.`,
  caseFigure: (client, sentence) => `El caso de ${client} lo dice así (en inglés): ${sentence}`,
  caseDetails: (reference, services, challenge, result) =>
    `En ${reference} nos encargamos de ${services}. ${challenge} ${result}`,
  portfolioOpen: 'Te abrí nuestro portafolio.',
  portfolioFiltered: (industry) => `Te abrí nuestro portafolio en el trabajo de ${industry}.`,
  reelOpen: 'Aquí está nuestro reel creativo, en tu pantalla.',
  reelSend: `Puedes ver nuestro reel aquí mismo, y el equipo te puede mandar un enlace: ${email}.`,
  awardsOpen: 'Aquí están nuestros premios.',
  uploadOpen:
    'Usa el botón para subir PDF que acaba de aparecer (hasta 20MB); leemos cada brief y respondemos en un día hábil.',

  budgetFits: (amount) =>
    `${amount} está dentro de nuestro rango habitual de $10K a $100K+ por proyecto (los retainers empiezan en $15K al mes), así que el equipo puede armar un plan con ese presupuesto; los medios pagados (la pauta) se presupuestan aparte.`,
  budgetLow: (amount) =>
    `Para ser claros: nuestros proyectos empiezan alrededor de $10K y los retainers desde $15K al mes, así que ${amount} queda por debajo de lo que podemos hacer bien (y la pauta va aparte); si el presupuesto puede crecer o el trabajo puede ir por fases, el equipo te sugiere un punto de partida.`,
  budgetSmall:
    'Para ser claros: nuestros proyectos empiezan alrededor de $10K y los retainers desde $15K al mes, con la pauta aparte, así que un presupuesto pequeño quizá no alcance para un trabajo que podamos hacer bien; si puede crecer o el trabajo puede ir por fases, el equipo te sugiere un punto de partida.',
  budgetMonthlyFits: (amount) =>
    `${amount} al mes está dentro de nuestros retainers, que empiezan desde $15K al mes: un equipo dedicado a trabajo continuo, con la pauta presupuestada aparte.`,
  budgetMonthlyLow: (amount) =>
    `${amount} al mes queda por debajo de donde empiezan nuestros retainers ($15K al mes), pero alcanza para proyectos, que suelen ir de $10K a $100K+; el equipo puede hacer el trabajo por fases.`,
  budgetYearlyFits: (amount, monthly) =>
    `${amount} al año son unos ${monthly} al mes, por encima de donde empiezan nuestros retainers ($15K al mes), así que un retainer continuo encaja, con la pauta presupuestada aparte.`,
  budgetYearlyLow: (amount, monthly) =>
    `${amount} al año son unos ${monthly} al mes, por debajo de donde empiezan nuestros retainers ($15K al mes); alcanza en cambio para proyectos a lo largo del año, que suelen ir de $10K a $100K+.`,
  budgetHigh: (amount) =>
    `${amount} es un buen presupuesto para una campaña integrada; el equipo lo repartirá entre nuestros honorarios y los medios pagados, que se facturan aparte.`,
  timelineFits: (when) =>
    `${when} es viable para un proyecto enfocado, que suele tomar de seis a diez semanas; un lanzamiento integrado con filmación y medios necesita de doce a veinte.`,
  timelineTight: (when) =>
    `${when} es justo pero posible: los proyectos urgentes y bien definidos pueden arrancar en una semana una vez acordado el alcance, así que el equipo mantendría el alcance enfocado.`,
  timelineLong: (when) =>
    `${when} da tiempo para un proyecto enfocado, que suele tomar de seis a diez semanas, e incluso para un lanzamiento integrado con filmación y medios, que toma de doce a veinte.`,
  forTopic: (topic) => `Para ${topic}:`,

  again: 'Como te comenté:',
  abuse: `Perdón si esto no te ha servido. Puedo responder sobre nuestro trabajo, servicios, precios, tiempos y empleo, o puedes hablar con una persona del equipo: escribe a ${email} o llama al ${phone}.`,
  unknown: 'No puedo confirmarlo aquí, pero el equipo sí:',
  beyondThis: 'Para algo más específico, el equipo te lo confirma:',
  claimHeld: 'Sí, estoy seguro.',
  unknownContact: `escribe a ${email} o llama al ${phone}, y te responden en un día hábil.`,
  fallbackHelp: `Puedo ayudarte con nuestro trabajo, servicios, precios, tiempos y empleo, o ponerte en contacto con el equipo: escribe a ${email} o llama al ${phone}.`,
  careersMore: '¿Hay algo más sobre trabajar con nosotros que te pueda responder?',
  alsoAsked: 'Sobre el resto de tu mensaje:',
  withName: (text, name) => text.replace(/^(Gracias|¡Hola|¡Con gusto|Claro)\b/, `$1, ${name}`),

  questions: {
    project: '¿En qué proyecto estás trabajando?',
    timeline: '¿Para cuándo quieres lanzar?',
    budget: '¿Tienes un rango de presupuesto en mente?',
    audience: '¿A qué público necesitas llegar?',
    goal: '¿Qué resultado haría que esto fuera un éxito para ti?',
    industry: '¿En qué industria está tu marca?',
    careersTrack: '¿Qué te interesa más: tiempo completo, freelance o prácticas?',
    careersDiscipline: '¿Cuál es tu disciplina y cuántos años de experiencia tienes?',
    more: '¿Hay algo más en lo que te pueda ayudar?',
    work: '¿Te gustaría ver parte de nuestro trabajo?',
  },
  cta: {
    noContact: `Para avanzar, deja tu nombre y correo en el chat o escribe a ${email}; el equipo responde en un día hábil.`,
    hasContact:
      'Si tienes un brief o presentación, puedes subirlo aquí y el equipo te responde en un día hábil.',
  },
  closers: [
    'Con gusto te doy más detalle.',
    'Pregúntame lo que necesites.',
    'También te puedo poner en contacto con el equipo.',
    'Dime si quieres saber algo más.',
    `El equipo también está en ${email}.`,
  ],
};
