// The visitor's industry, and the agency's work that fits it: the case studies of that industry
// when there are some, else an honest "we have no case study in that industry" with the closest
// work and why it is close. Cues match the folded, spell-corrected tokens (` word word `).
import { INDUSTRY_KEYS } from '@agency/schema';

export interface Industry {
  key: string;
  /** As said in a reply: "healthcare", "a fintech brand". */
  en: string;
  es: string;
  /** Case-study industries that are this industry. */
  exact: string[];
  /** For an industry without case studies: the closest cases, best first, each with why it is close. */
  closest?: { id: string; en: string; es: string }[];
}

const I = (
  key: string,
  cues: string,
  en: string,
  es: string,
  exact: string[],
  closest?: string[],
  ...why: { en: string; es: string }[]
): Industry & { re: RegExp } => ({
  key,
  en,
  es,
  exact,
  ...(closest
    ? { closest: closest.slice(0, why.length).map((id, index) => ({ id, ...why[index]! })) }
    : {}),
  // The message is read with its punctuation as spaces: "e-bikes" arrives as "e bikes".
  re: new RegExp(` (?:${cues.replace(/-/g, ' ?')}) `),
});

// Specific before general: "fintech" before "tech", "dental clinic" before "clinic".
const INDUSTRIES = [
  I(
    'fintech',
    'fintech|fin tech|payments?|payment app|neobank|crypto|cryptocurrency|blockchain|trading app|investing app|budgeting app|insurtech|lending app',
    'fintech',
    'fintech',
    [],
    ['pacific-coast-credit-union', 'vaultline'],
    {
      en: 'it is financial services: we grew a credit union by earning trust locally and winning new members, which is the job a fintech brand has too',
      es: 'son servicios financieros: hicimos crecer una cooperativa de crédito ganando confianza y nuevos miembros, que es el mismo reto de una fintech',
    },
    {
      en: 'it is a digital product people must trust before they sign up: our content programme for a password manager grew organic traffic 418% and cut acquisition cost 54% below paid search',
      es: 'es un producto digital en el que la gente debe confiar antes de registrarse: nuestro programa de contenido para un gestor de contraseñas subió el tráfico orgánico 418% y bajó el costo de adquisición 54% frente a la búsqueda pagada',
    },
  ),
  I(
    'finance',
    'bank|banks|banking|credit union|credit unions|financial|finance|insurance|insurer|lender|lending|mortgage|wealth|investment|accounting|cooperativa|banco|bancos|seguros|financiera',
    'financial services',
    'servicios financieros',
    ['Financial Services'],
  ),
  I(
    'healthcare',
    'dental|dentist|dentists|dentistry|orthodontist|orthodontics|clinic|clinics|hospital|hospitals|healthcare|health care|medical|medicine|physician|physicians|doctor|doctors|nurses|patients|physical therapy|chiropractor|chiropractic|pharmacy|pharma|pharmaceutical|urgent care|health system|health network|med spa|medspa|clinica|clinicas|hospital|dentista|medico|medicos|salud',
    'healthcare',
    'salud',
    [],
    ['verde-wellness', 'pacific-coast-credit-union'],
    {
      en: 'it is the closest health-related work: a wellness brand that reached health-minded customers with creator-led social and cut its cost per acquisition by 44%',
      es: 'es el trabajo más cercano a la salud: una marca de bienestar que llegó a clientes interesados en su salud con contenido de creadores y bajó su costo por adquisición 44%',
    },
    {
      en: 'it is a local, multi-location service brand: we put nearly the whole media budget within three miles of each branch, as a clinic or dental group would around its offices',
      es: 'es un servicio local con varias sucursales: concentramos casi todo el presupuesto de medios a tres millas de cada sucursal, como lo haría una clínica alrededor de sus consultorios',
    },
  ),
  I(
    'beauty',
    'beauty|skincare|skin care|tattoo|tattoos|tattoo shop|tattoo studio|tatoo|barber|barbers|barbershop|barber shop|cosmetics|makeup|make up|salon|salons|haircare|hair care|fragrance|perfume|nail|nails|belleza|cosmeticos|maquillaje',
    'beauty',
    'belleza',
    [],
    ['verde-wellness', 'canyon-ridge-outfitters'],
    {
      en: 'Verde Wellness is a direct-to-consumer wellness brand, and beauty brands sell the same way, through creators and vertical video',
      es: 'Verde Wellness es una marca de bienestar que vende directo al consumidor, y las marcas de belleza venden igual, con creadores y video vertical',
    },
    {
      en: 'it is direct-to-consumer e-commerce that grew online revenue 63%',
      es: 'es comercio directo al consumidor que hizo crecer sus ventas en línea 63%',
    },
  ),
  I(
    'wellness',
    'wellness|supplement|supplements|vitamins|nutrition|spa|spas|bienestar|suplementos',
    'health and wellness',
    'salud y bienestar',
    ['Health & Wellness'],
  ),
  I(
    'fitness',
    'fitness|gym|gyms|yoga|pilates|crossfit|boxing gym|fitness studio|fitness studios|personal training|climbing gym|bouldering|pickleball|tennis club|padel|martial arts|dance studio|cycling studio|spin studio|gimnasio|gimnasios',
    'fitness',
    'fitness',
    [],
    ['verde-wellness', 'pacific-coast-credit-union'],
    {
      en: 'it reached health-minded people with creator-led vertical video and cut its cost per acquisition by 44%, the way a gym wins members',
      es: 'llegó a gente que cuida su salud con video vertical de creadores y bajó su costo por adquisición 44%, como un gimnasio gana miembros',
    },
    {
      en: 'it won members for a local, multi-location brand by concentrating media around each branch',
      es: 'ganó miembros para una marca local con varias sucursales concentrando los medios alrededor de cada una',
    },
  ),
  I(
    'nonprofit',
    'nonprofit|non profit|nonprofits|charity|charities|food bank|foundation|ngo|ngos|ong|ongs|organizacion sin fines|fundraising|donors|donations|volunteers|animal shelter|sin fines de lucro|fundacion|caridad|banco de alimentos',
    'nonprofits',
    'organizaciones sin fines de lucro',
    [],
    ['pacific-coast-credit-union', 'taqueria-del-sol'],
    {
      en: 'it is our closest community work: a member-owned credit union that won 11,400 new members with a neighborly, hyperlocal and bilingual campaign',
      es: 'es nuestro trabajo más cercano a lo comunitario: una cooperativa de crédito que sumó 11,400 miembros con una campaña local, cercana y bilingüe',
    },
    {
      en: 'it rallied a neighborhood around a local institution with creators and word of mouth',
      es: 'reunió a un barrio alrededor de un negocio local con creadores y recomendación',
    },
  ),
  I(
    'legal',
    'law firm|law firms|lawyer|lawyers|attorney|attorneys|legal|abogado|abogados|despacho',
    'legal services',
    'servicios legales',
    [],
    ['vaultline', 'pacific-coast-credit-union'],
    {
      en: 'it shows how we earn trust for a service people are wary of, with useful content before any sales pitch',
      es: 'muestra cómo ganamos confianza para un servicio que genera dudas, con contenido útil antes de vender',
    },
    {
      en: 'it won customers for a local, member-owned institution by concentrating media around each branch, as a firm with offices does',
      es: 'ganó clientes para una institución local de socios concentrando los medios alrededor de cada sucursal, como lo haría un despacho con oficinas',
    },
  ),
  I(
    'real-estate',
    'real estate|realtor|realtors|realty|property|properties|developer|homebuilder|homes|apartments|condos|housing|inmobiliaria|bienes raices|casas|departamentos',
    'real estate',
    'bienes raíces',
    [],
    ['electra-motors', 'canyon-ridge-outfitters'],
    {
      en: 'it is a big, considered purchase, and that launch turned interest into 14,800 reservations in 30 days',
      es: 'es una compra grande y pensada, y ese lanzamiento convirtió el interés en 14,800 reservaciones en 30 días',
    },
    {
      en: 'it turned a regional brand with physical locations into a stronger online business',
      es: 'convirtió una marca regional con tiendas físicas en un negocio en línea más fuerte',
    },
  ),
  I(
    'hospitality',
    'hotel|hotels|resort|resorts|hospitality|travel|tourism|airline|airlines|cruise|bnb|motel|hotel boutique|hoteles|turismo|viajes',
    'hospitality and travel',
    'hotelería y turismo',
    [],
    ['taqueria-del-sol', 'sunset-strip-music-festival'],
    {
      en: "it is hospitality: we filled a restaurant group's tables on weeknights, and guests choose hotels the same way, from what they see on social",
      es: 'es hospitalidad: llenamos las mesas de un grupo de restaurantes entre semana, y los huéspedes eligen hotel igual, por lo que ven en redes',
    },
    {
      en: 'it filled a destination with visitors on fixed dates, through creators people trust',
      es: 'llenó un destino de visitantes en fechas fijas, con creadores en quienes la gente confía',
    },
  ),
  I(
    'education',
    'university|universities|college|colleges|school|schools|education|edtech|students enrollment|enrollment|bootcamp|academy|universidad|escuela|educacion',
    'education',
    'educación',
    [],
    ['sunset-strip-music-festival', 'vaultline'],
    {
      en: 'it reached a young audience where it actually spends time, through creators and TikTok, which is how schools recruit students now',
      es: 'llegó a un público joven donde realmente está, con creadores y TikTok, que es como las escuelas atraen estudiantes hoy',
    },
    {
      en: 'it turned useful, research-based content into sign-ups, which is how a school earns inquiries from people comparing programmes',
      es: 'convirtió contenido útil basado en investigación en registros, que es como una escuela gana solicitudes de gente que compara programas',
    },
  ),
  I(
    'b2b',
    'manufacturing|manufacturer|manufacturers|industrial|factory|factories|logistics|supply chain|wholesale|valves?|machinery|b2b|fabrica|manufactura',
    'B2B and industrial',
    'B2B e industria',
    [],
    ['vaultline'],
    {
      en: 'Vaultline sells to businesses too, and we built it a content programme that gave its sales team a reason to get in touch',
      es: 'Vaultline también le vende a empresas, y le creamos un programa de contenido que le dio a su equipo de ventas un motivo para contactar',
    },
  ),
  I(
    'gaming',
    'gaming|video game|video games|videogame|esports|e sports|game studio|mobile game|videojuegos',
    'gaming',
    'videojuegos',
    [],
    ['imax', 'sunset-strip-music-festival'],
    {
      en: 'it is an entertainment launch on a fixed date, where we drove a 312% lift in pre-sales, the same job as a game release',
      es: 'es un lanzamiento de entretenimiento con fecha fija, donde subimos la preventa 312%, el mismo reto que el lanzamiento de un juego',
    },
    {
      en: 'it sold out a festival 19 days early through creators and TikTok, where gamers spend their time too',
      es: 'agotó un festival 19 días antes con creadores y TikTok, donde también pasan su tiempo los gamers',
    },
  ),
  I(
    'cannabis',
    'cannabis|dispensary|dispensaries|marijuana|weed|cbd|thc|dispensario',
    'cannabis',
    'cannabis',
    [],
    ['verde-wellness', 'taqueria-del-sol'],
    {
      en: 'it is a direct-to-consumer brand built on creators and local word of mouth, which is how dispensaries grow within the ad rules they face',
      es: 'es una marca directa al consumidor construida con creadores y recomendación local, que es como crecen los dispensarios dentro de sus reglas de publicidad',
    },
    {
      en: "it filled a restaurant group's slow weeknights with local creators and a social series, the kind of neighborhood following a dispensary needs",
      es: 'llenó las noches flojas de un grupo de restaurantes con creadores locales y una serie para redes, el tipo de seguidores de barrio que necesita un dispensario',
    },
  ),
  I(
    'home-services',
    'plumbing|plumber|plumbers|hvac company|roofing|roofer|roofers|landscaping|landscaper|pest control|house cleaning|cleaning company|cleaning service|maid service|home services|home service|home improvement|remodeling|remodel|contractor|contractors|electrician|electricians|handyman|garage doors?|pool service|moving company|movers|plomeria|plomero|remodelacion|limpieza',
    'home services',
    'servicios para el hogar',
    [],
    ['pacific-coast-credit-union', 'taqueria-del-sol'],
    {
      en: 'it won customers neighborhood by neighborhood, through local search and trust, across many branches, the way a home-services brand grows location by location',
      es: 'ganó clientes barrio por barrio, con búsqueda local y confianza, en muchas sucursales, como crece una marca de servicios para el hogar por zona',
    },
    {
      en: 'it filled a chain of local locations on slow days with a steady social programme',
      es: 'llenó una cadena de locales en los días flojos con un programa constante en redes',
    },
  ),
  I(
    'pets',
    'pet|pets|pet food|dog|dogs|cat food|veterinary|vet clinic|mascotas|perros',
    'pet brands',
    'marcas de mascotas',
    [],
    ['golden-state-creamery'],
    {
      en: 'it is a consumer packaged brand fighting for shelf space and repeat buyers, like pet food',
      es: 'es una marca de consumo que pelea por espacio en anaquel y compradores recurrentes, como la comida para mascotas',
    },
  ),
  I(
    'government',
    'government|city of|county|public sector|municipal|public agency|transit|gobierno|municipio',
    'public sector',
    'sector público',
    [],
    ['pacific-coast-credit-union'],
    {
      en: 'it was a bilingual, hyperlocal campaign for a community institution, planned in English and Spanish from day one',
      es: 'fue una campaña bilingüe e hiperlocal para una institución comunitaria, planeada en inglés y español desde el primer día',
    },
  ),
  I(
    'sports',
    'sports team|sports league|soccer club|football club|basketball team|baseball team|sports|deportes|equipo deportivo',
    'sports',
    'deportes',
    [],
    ['sunset-strip-music-festival', 'imax'],
    {
      en: 'it is live events: we sold out a festival 19 days early, and selling seats for a team works the same way',
      es: 'son eventos en vivo: agotamos un festival 19 días antes, y vender boletos para un equipo funciona igual',
    },
    {
      en: 'it filled theaters on a fixed date with a 312% lift in pre-sales, the same job as selling a season or a big game',
      es: 'llenó salas en una fecha fija con un 312% más de preventa, el mismo reto que vender una temporada o un partido grande',
    },
  ),
  I(
    'fashion',
    'fashion|apparel|clothing|streetwear|sneakers|shoes|jewelry|jeweler|jewellery|accessories|(?<!(?:more|pretty|very|too|so) )boutique(?! (?:agency|agencies|shop|shops|firm|firms|studio|studios|hotel|hotels|fitness|gym|gyms|property|properties|or|vs)\\b)|womenswear|menswear|lookbook|capsule collection|handbags|eyewear|swimwear|bikinis|moda|ropa|joyeria',
    'fashion',
    'moda',
    [],
    ['canyon-ridge-outfitters'],
    {
      en: 'Canyon Ridge Outfitters is an apparel retailer, and we gave it its best online holiday season',
      es: 'Canyon Ridge Outfitters vende ropa, y le dimos su mejor temporada navideña en línea',
    },
  ),
  I(
    'alcohol',
    'brewery|breweries|brewing|craft beer|beer|beers|taproom|taprooms|winery|wineries|wine|wines|vineyard|spirits|distillery|tequila|mezcal|vodka|whiskey|bourbon|gin|cider|hard seltzer|cerveceria|cerveza|vino|vinos|vinoteca|vinotecas|bodega de vinos',
    'beer, wine and spirits',
    'cerveza, vino y licores',
    [],
    ['golden-state-creamery', 'taqueria-del-sol'],
    {
      en: 'it is a California food and beverage brand that won shelf space in grocery stores and sold at events, where a drinks brand competes too',
      es: 'es una marca californiana de alimentos y bebidas que ganó espacio en supermercados y vendió en eventos, donde también compite una marca de bebidas',
    },
    {
      en: 'it filled a local chain of restaurants on weeknights with bilingual social and creators, as a taproom or tasting room would',
      es: 'llenó entre semana una cadena local de restaurantes con redes bilingües y creadores, como lo haría un taproom o una sala de catas',
    },
  ),
  I(
    'energy',
    'solar|solar panels|energy|renewable|renewables|utility|utilities|battery storage|ev charging|heat pumps?|hvac|energia|paneles solares',
    'energy',
    'energía',
    [],
    ['electra-motors', 'pacific-coast-credit-union'],
    {
      en: 'it launched a clean-technology product to Californians and turned interest into 14,800 reservations in 30 days',
      es: 'lanzó un producto de tecnología limpia a los californianos y convirtió el interés en 14,800 reservaciones en 30 días',
    },
    {
      en: 'it won local customers around each branch with a hyperlocal, bilingual media plan, which is how an installer wins homeowners',
      es: 'ganó clientes locales alrededor de cada sucursal con un plan de medios hiperlocal y bilingüe, como un instalador gana propietarios',
    },
  ),
  I(
    'dealership',
    'dealership|dealerships|dealer|dealers|car dealer|car dealers|auto dealer|auto dealers|dealer group|used cars|pre owned|car lot|seminuevos|concesionaria|concesionarias|agencia de carros|agencia de autos|lote de carros',
    'car dealerships',
    'agencias de autos',
    [],
    ['electra-motors', 'pacific-coast-credit-union'],
    {
      en: 'it is automotive: we launched a new electric car and drove 14,800 reservations, though for the carmaker rather than a dealer',
      es: 'es automotriz: lanzamos un auto eléctrico y logramos 14,800 reservaciones, aunque para la marca y no para una agencia',
    },
    {
      en: 'it brought local customers into a chain of branches with media concentrated around each location, as a dealer group needs',
      es: 'llevó clientes locales a una red de sucursales con medios concentrados alrededor de cada una, como necesita un grupo de agencias',
    },
  ),
  I(
    'museums',
    'museum|museums|gallery|galleries|art museum|exhibition|exhibitions|exhibit|science center|aquarium|zoo|botanical garden|museo|museos|exposicion|galeria',
    'museums and culture',
    'museos y cultura',
    [],
    ['imax', 'sunset-strip-music-festival'],
    {
      en: 'it sold a ticketed experience: 312% more ticket pre-sales by selling the visit itself, not just the title',
      es: 'vendió una experiencia con boleto: 312% más preventa vendiendo la visita misma, no solo el título',
    },
    {
      en: 'it filled a ticketed event with creators and TikTok, selling out 19 days early',
      es: 'llenó un evento con boleto gracias a creadores y TikTok, y se agotó 19 días antes',
    },
  ),
  I(
    'performing-arts',
    'theater|theaters|theatre|theatres|playhouse|performing arts|broadway|musical theater|opera|ballet|symphony|orchestra|dance company|comedy club|teatro|teatros',
    'theater and performing arts',
    'teatro y artes escénicas',
    [],
    ['sunset-strip-music-festival', 'imax'],
    {
      en: 'it sold out a live event 19 days early with creators and TikTok, the same job as filling a season of shows',
      es: 'agotó un evento en vivo 19 días antes con creadores y TikTok, el mismo reto que llenar una temporada de funciones',
    },
    {
      en: 'it filled seats: 312% more ticket pre-sales and 41 sold-out shows on opening weekend',
      es: 'llenó butacas: 312% más preventa de boletos y 41 funciones agotadas en el fin de semana de estreno',
    },
  ),
  I(
    'streaming',
    'streaming service|streaming services|streaming platform|streaming app|streamer|svod|streaming series|plataforma de streaming',
    'streaming',
    'streaming',
    [],
    ['imax', 'sunset-strip-music-festival'],
    {
      en: 'it is entertainment marketing for a release: we drove a 312% lift in ticket pre-sales for a summer film, though for theaters rather than a streaming service',
      es: 'es marketing de entretenimiento para un estreno: logramos 312% más preventa de boletos para una película de verano, aunque para cines y no para una plataforma',
    },
    {
      en: 'it reached a young audience through creators and TikTok, which is where streaming audiences discover shows',
      es: 'llegó a un público joven con creadores y TikTok, donde el público de streaming descubre series',
    },
  ),
  I(
    'entertainment',
    // A bare "film" is as often the thing a brand wants made ("a launch film") as its trade.
    'movie|movies|theatrical|premiere|box office|cinema|cinemas|trailer|studio release|tv show|tv series|series launch|documentary|feature film|film release|film distributor|film distribution|indie film|horror film|short film|film festival|releasing a film|opening a film|opening our film|film in theaters|film in theatres|films in theaters|a film opening|our film|our new film|film studio|pelicula|peliculas|estreno|cine',
    'entertainment',
    'entretenimiento',
    ['Entertainment', 'Events & Entertainment'],
  ),
  I(
    'events',
    'festival|festivals|concert|concerts|tour|live music|venue|venues|tickets|ticketing|nightclub|music|band|album|artist|record label|conference|expo|evento|eventos|concierto|conciertos|musica',
    'events and live music',
    'eventos y música en vivo',
    ['Events & Entertainment', 'Entertainment'],
  ),
  I(
    'technology',
    'software|saas|app|apps|tech|technology|cybersecurity|security product|platform|developer tools|ai company|cloud|password manager|tecnologia|aplicacion',
    'technology',
    'tecnología',
    ['Technology'],
  ),
  I(
    'food',
    'restaurant|restaurants|food|foods|beverage|beverages|drink|drinks|coffee|cafe|bakery|taco|tacos|taqueria|ice cream|snack|snacks|soda|juice|cpg|hot sauce|salsa|grocery|catering|food truck|kombucha|tea|boba|milk tea|bubble tea|juice bar|smoothie|chocolate|candy|bbq|barbecue|pizza|pizzeria|ramen|sushi|pho|burgers|donuts|bagels|cheese|yogurt|sauce|restaurante|restaurantes|comida|bebidas|panaderia|cafeteria|pupuseria|paleta|paletas|paleteria|ice pops?|popsicles?|gelato|frozen desserts?|helados?|heladerias?|nieves?|neveria|carniceria|tortilleria|dulceria|chocolateria|supermercados?',
    'food and beverage',
    'alimentos y bebidas',
    ['Food & Beverage'],
  ),
  I(
    'retail',
    'retail|retailer|retailers|store|stores|shop|shops|ecommerce|e commerce|online store|outdoor gear|furniture|tienda|tiendas|comercio',
    'retail',
    'retail',
    ['Retail'],
  ),
  I(
    'automotive',
    'car(?! ?wash| detailing)|cars(?! ?wash)|auto(?! ?(?:wash|detailing|body|repair|shop))|automotive|dealership|dealerships|ev|evs|electric vehicle|vehicle|vehicles|truck|trucks|motorcycle|e-bikes?|ebikes?|electric bikes?|e-scooters?|electric scooters?|carro|carros|coche|autos|automotriz|concesionaria|agencia de autos',
    'automotive',
    'automotriz',
    ['Automotive'],
  ),
];

/**
 * The order cues are tried in: the specific before the general ("fintech" before "bank", "dental
 * clinic" before "clinic"), the product before the customer ("software for gyms" is technology),
 * and words that many industries use ("distributor", "enterprise") last.
 */
const ORDER = [
  'fintech',
  'healthcare',
  'fitness',
  // Before energy: "a plumbing and hvac company" is home services.
  'home-services',
  'energy',
  'dealership',
  'alcohol',
  'streaming',
  'beauty',
  'nonprofit',
  'legal',
  // Before real estate, as a hotel calls itself a "property", and before events, as "a ski resort
  // selling lift tickets" is travel, not an event.
  'hospitality',
  'real-estate',
  'gaming',
  'cannabis',
  'pets',
  'government',
  'sports',
  'education',
  // Before events and entertainment: a museum sells tickets and shows films, and is neither.
  'museums',
  'entertainment',
  // After entertainment: "a film in theaters" is a release, "a theater company" is the stage.
  'performing-arts',
  'events',
  'technology',
  'finance',
  'wellness',
  'fashion',
  'food',
  'retail',
  'automotive',
  'b2b',
];
const ORDERED = ORDER.map((key) => INDUSTRIES.find((industry) => industry.key === key)!);
// An industry missing from ORDER would never be detected: fail at load, not silently.
for (const industry of INDUSTRIES)
  if (!ORDER.includes(industry.key)) throw new Error(`industry ${industry.key} is not in ORDER`);
// The admin names and filters leads by these keys (@agency/schema's brief.ts): the two lists agree.
if (
  INDUSTRIES.length !== INDUSTRY_KEYS.length ||
  INDUSTRIES.some((industry) => !(INDUSTRY_KEYS as string[]).includes(industry.key))
)
  throw new Error("the assistant's industries and @agency/schema's INDUSTRY_NAMES differ");

/** A software product is the visitor's industry whoever its customers are ("software for dental clinics"). */
const SOFTWARE = / (?:software|saas|app|apps|platform|plataforma|aplicacion) /;

/**
 * The words in their singular form as well (" bakeries " → " bakery "), since the cues name one
 * of a kind: a visitor owns "three bakeries", "two breweries", "a chain of dispensaries".
 */
function withSingulars(joined: string): string {
  const singular = joined.replace(/\b(\w{3,}?)(ies|ses|xes|ches|shes|s)\b/g, (word, root, end) =>
    end === 'ies'
      ? `${root}y`
      : end === 's'
        ? root.endsWith('s')
          ? word
          : root
        : `${root}${end.slice(0, -2)}`,
  );
  return singular === joined ? joined : `${joined}${singular.trimStart()}`;
}

/**
 * "You'd travel?", "would the crew travel to us": the agency travelling, not a travel business.
 * Applied to the message as the cues read it (folded, one space between words).
 */
const TRAVEL_VERB =
  / (?:you d|youd|you|u|y all|yall|would|will|can|could|to|crew|team|they) travel(?: to| for| out| here| there)?(?= )/g;

/**
 * "Losing young families to fintech apps", "competing with national chains": a rival's trade,
 * not the visitor's.
 */
const RIVALS =
  / (?:losing|lose|lost|losses) (?:[a-z]+ ){0,4}to (?:[a-z]+ ){0,3}| (?:competing|compete|competition) (?:with|against) (?:[a-z]+ ){0,3}/g;

const ownTrade = (text: string) => text.replace(TRAVEL_VERB, ' ').replace(RIVALS, ' ');

export function detectIndustry(text: string): Industry | undefined {
  const joined = withSingulars(ownTrade(text));
  const found = ORDERED.find((industry) => industry.re.test(joined));
  if (found && SOFTWARE.test(joined) && found.key !== 'fintech' && found.key !== 'gaming')
    return INDUSTRIES.find((industry) => industry.key === 'technology');
  return found;
}

/** The visitor's own word for their trade ("bakery", "insurance"), as the industry's cues read it. */
export function tradeWord(text: string, industry: Industry): string | undefined {
  const found = INDUSTRIES.find((candidate) => candidate.key === industry.key);
  // "e bikes" was typed "e-bikes": its hyphen back.
  return found?.re
    .exec(withSingulars(text))?.[0]
    .trim()
    .replace(/^e (?=\w)/, 'e-');
}

/** Every industry a message names, in the order cues are tried. */
export function detectIndustries(text: string): Industry[] {
  const joined = withSingulars(ownTrade(text));
  return ORDERED.filter((industry) => industry.re.test(joined));
}

/** The industry a stored state names: by its key, or by a case study's industry (states written before keys). */
export function industryByKey(key: string | undefined): Industry | undefined {
  if (!key) return undefined;
  return (
    INDUSTRIES.find((industry) => industry.key === key) ??
    INDUSTRIES.find((industry) => industry.exact[0] === key)
  );
}
