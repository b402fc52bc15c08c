// The chat assistant's answer units: what it can say, as data. Each unit is one answer in English
// and Spanish, the context it belongs to (general, project, careers, vendor, press) and, in
// answerPhrasings.ts, the ways visitors ask for it. A unit with a composer has its text filled in
// from the content (case studies, services, awards) when it is given; its text is the fallback.
// Facts here agree with the public pages (about, contact, Los Angeles FAQ, services).
import { aboutCopy, AGENCY, PRIVACY, type AnswerContext, type AnswerUnit } from '@agency/schema';

export interface AnswerUnitSeed {
  id: string;
  topic: string;
  context: AnswerContext;
  en: string;
  es: string;
  composer?: string;
}

const { email, phone } = AGENCY;

// The About page's people and awards, said as the page says them.
const founder = aboutCopy.team.find((member) => /founder/i.test(member.role))!;
const founderRole = founder.role.replace(/^Founder and /i, '');
const peopleEn = aboutCopy.team
  .map((member) => `${member.name}, ${member.role} (since ${member.since})`)
  .join('; ');
const peopleEs = aboutCopy.team
  .map((member) => `${member.name}, ${member.role} (desde ${member.since})`)
  .join('; ');
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);
const awardsEn = aboutCopy.awards
  .map(
    (a) =>
      `${a.award} (${a.honor}, ${a.year}) for ${possessive(a.campaign.client)} "${a.campaign.title}"`,
  )
  .join('; ');
const awardsEs = aboutCopy.awards
  .map(
    (a) => `${a.award} (${a.honor}, ${a.year}) por "${a.campaign.title}" de ${a.campaign.client}`,
  )
  .join('; ');

const ASK_TEAM_EN = `the team can tell you: ${email} or ${phone}`;
const ASK_TEAM_ES = `el equipo te lo confirma: ${email} o ${phone}`;

const unit = (
  id: string,
  topic: string,
  context: AnswerContext,
  en: string,
  es: string,
  composer?: string,
): AnswerUnitSeed => ({ id, topic, context, en, es, ...(composer ? { composer } : {}) });

export const answerUnits: AnswerUnitSeed[] = [
  // ------------------------------------------------------------------ the agency
  unit(
    'about',
    'agency',
    'general',
    `${AGENCY.name} is a full-service creative advertising agency in Silver Lake, Los Angeles, founded in ${AGENCY.foundedYear}. About 38 strategists, writers, designers, producers and media specialists work under one roof on Sunset Boulevard on brand strategy, creative campaigns, media buying, video production, digital, social and influencer marketing.`,
    `${AGENCY.name} es una agencia de publicidad creativa de servicio completo en Silver Lake, Los Ángeles, fundada en ${AGENCY.foundedYear}. Unas 38 personas de estrategia, redacción, diseño, producción y medios trabajan bajo un mismo techo en Sunset Boulevard: estrategia de marca, campañas creativas, compra de medios, producción de video, marketing digital, redes sociales e influencers.`,
  ),
  unit(
    'services-overview',
    'services',
    'general',
    'We offer seven services: creative campaigns, brand strategy, video production, digital marketing (search, paid social, SEO, content and email), media buying, social media and influencer marketing. Most clients combine two or more, and the same team plans, makes and places the work.',
    'Ofrecemos siete servicios: campañas creativas, estrategia de marca, producción de video, marketing digital (búsqueda, social pagado, SEO, contenido y email), compra de medios, redes sociales y marketing de influencers. La mayoría de los clientes combina dos o más, y el mismo equipo planea, produce y coloca el trabajo.',
  ),
  unit(
    'team-size',
    'agency',
    'general',
    'We are about 38 people in-house: strategists, writers, designers, producers and media specialists, plus a freelance network of directors, editors and crew for bigger productions. That is big enough to run integrated launches for brands like IMAX and Electra Motors, and small enough that senior people stay on your account.',
    'Somos unas 38 personas en casa: estrategas, redactores, diseñadores, productores y especialistas en medios, más una red de freelancers (directores, editores y equipo) para producciones grandes. Es suficiente para lanzamientos integrados de marcas como IMAX y Electra Motors, y lo bastante pequeño para que la gente senior se quede en tu cuenta.',
  ),
  unit(
    'founded',
    'agency',
    'general',
    `${founder.name} founded the agency in Silver Lake in ${AGENCY.foundedYear} and is still its ${founderRole}. We have served Southern California brands ever since, growing from a small team making work for local restaurants and music venues into a full-service agency of about 38 people.`,
    `${founder.name} fundó la agencia en Silver Lake en ${AGENCY.foundedYear} y sigue siendo su ${founderRole}. Desde entonces trabajamos con marcas del sur de California; empezamos como un equipo pequeño para restaurantes y foros de música y hoy somos una agencia de servicio completo de unas 38 personas.`,
  ),
  unit(
    'location',
    'agency',
    'general',
    `Our studio is at ${AGENCY.streetAddress}, ${AGENCY.city}, ${AGENCY.region} ${AGENCY.postalCode}, on Sunset Boulevard in Silver Lake. It is our one office (we have no other offices), with a shooting stage, edit bays, a color suite and a sound mix room, and we work with clients across the US from it. Visits are by appointment.`,
    `Nuestro estudio está en ${AGENCY.streetAddress}, ${AGENCY.city}, ${AGENCY.region} ${AGENCY.postalCode}, sobre Sunset Boulevard en Silver Lake. Es nuestra única oficina (no tenemos otras), con foro de filmación, salas de edición, sala de color y de mezcla de sonido, y desde ahí trabajamos con clientes de todo Estados Unidos. Las visitas son con cita.`,
  ),
  unit(
    'studio-visit',
    'agency',
    'general',
    `You are welcome to visit: the studio is at ${AGENCY.streetAddress} in Silver Lake, and visits are by appointment. I don't have parking or directions details here; the team sends them when they confirm your visit. To book one, write to ${email} or call ${phone}.`,
    `Con gusto te recibimos: el estudio está en ${AGENCY.streetAddress} en Silver Lake y las visitas son con cita. No tengo aquí los detalles de estacionamiento; el equipo te los manda al confirmar la visita. Para agendar, escribe a ${email} o llama al ${phone}.`,
  ),
  unit(
    'languages',
    'agency',
    'general',
    'Our team works in English and Spanish, from strategy and scripts to shoots, community management and Spanish-language media; Pacific Coast Credit Union, for example, had bilingual creative and Spanish-language media planned from day one. About a third of our work runs in both languages. You can write to us in either language.',
    'Nuestro equipo trabaja en inglés y en español, desde la estrategia y los guiones hasta las filmaciones, la gestión de comunidad y los medios en español; con Pacific Coast Credit Union, por ejemplo, la creatividad bilingüe y los medios en español se planearon desde el primer día. Cerca de un tercio de nuestro trabajo sale en ambos idiomas. Puedes escribirnos en cualquiera de los dos idiomas.',
  ),
  unit(
    'clients',
    'work',
    'general',
    'Our clients include IMAX, Electra Motors, Pacific Coast Credit Union, Sunset Strip Music Festival, Golden State Creamery, Taquería del Sol, Vaultline, Verde Wellness and Canyon Ridge Outfitters, from global entertainment brands to neighborhood favorites.',
    'Entre nuestros clientes están IMAX, Electra Motors, Pacific Coast Credit Union, Sunset Strip Music Festival, Golden State Creamery, Taquería del Sol, Vaultline, Verde Wellness y Canyon Ridge Outfitters, desde marcas globales de entretenimiento hasta favoritos del barrio.',
    'clients',
  ),
  unit(
    'industries',
    'work',
    'general',
    'We work across entertainment, live music and events, food and beverage, technology, financial services, health and wellness, retail and automotive. Tell me your industry and I will point you to the closest work.',
    'Trabajamos en entretenimiento, música en vivo y eventos, alimentos y bebidas, tecnología, servicios financieros, salud y bienestar, retail y automotriz. Cuéntame tu industria y te muestro el trabajo más cercano.',
  ),
  unit(
    'awards',
    'work',
    'general',
    `Our work has won ${AGENCY.clioAwards} Clio Awards, a Telly Award, two Shorty Awards, an AAF American Advertising Award, a Digiday Video Award, a Smarties Award and an Ad Age award.`,
    `Nuestro trabajo ha ganado ${AGENCY.clioAwards} premios Clio, un Telly, dos Shorty, un AAF American Advertising Award, un Digiday Video Award, un Smarties y un premio de Ad Age.`,
    'awards',
  ),
  unit(
    'outside-la',
    'agency',
    'general',
    `Not only LA: we have served Southern California since ${AGENCY.foundedYear} and most production happens in and around Los Angeles, but we work with clients across the US, over video calls and shared workspaces, and travel for shoots, workshops and key meetings.`,
    `No solo Los Ángeles: trabajamos con el sur de California desde ${AGENCY.foundedYear} y casi toda la producción es en Los Ángeles, pero tenemos clientes en todo Estados Unidos; colaboramos por videollamada y espacios compartidos y viajamos para filmaciones, talleres y reuniones clave.`,
  ),
  unit(
    'international',
    'agency',
    'general',
    `We work with clients across the US from our Los Angeles studio, and our team works in English and Spanish. For a brand based outside the US, ${ASK_TEAM_EN}; tell them your markets and they will say how they would set it up.`,
    `Trabajamos con clientes de todo Estados Unidos desde nuestro estudio en Los Ángeles, en inglés y en español. Para una marca fuera de Estados Unidos, ${ASK_TEAM_ES}; cuéntales tus mercados y te dirán cómo lo organizarían.`,
  ),
  unit(
    'response-time',
    'agency',
    'general',
    'We reply to every new inquiry within one business day, and a strategist reads every message.',
    'Respondemos cada consulta nueva en un día hábil, y un estratega lee cada mensaje.',
  ),
  unit(
    'contact',
    'agency',
    'general',
    `You can email ${email}, call ${phone}, or use the form on our contact page (/contact). You can also leave your name and email right here in the chat. We reply within one business day.`,
    `Puedes escribir a ${email}, llamar al ${phone} o usar el formulario de nuestra página de contacto (/contact). También puedes dejar tu nombre y correo aquí en el chat. Respondemos en un día hábil.`,
  ),
  unit(
    'talk-to-person',
    'agency',
    'general',
    `Of course. I'm the site's assistant; to reach a person, call ${phone} or email ${email}, or leave your name and email here and a strategist gets back to you within one business day.`,
    `Claro. Soy el asistente del sitio; para hablar con una persona, llama al ${phone} o escribe a ${email}, o deja aquí tu nombre y correo y un estratega te responde en un día hábil.`,
  ),
  unit(
    'process',
    'process',
    'general',
    'Most projects run in five steps: discovery, strategy, creative development, production and launch, then measurement and optimization. In creative development we present two or three distinct creative routes, each with a headline, key visual and sample executions. You get one team and a dedicated lead, a shared timeline and regular check-ins, and we agree the numbers that define success before launch.',
    'La mayoría de los proyectos tiene cinco pasos: descubrimiento, estrategia, desarrollo creativo, producción y lanzamiento, y luego medición y optimización. En el desarrollo creativo presentamos dos o tres rutas creativas distintas, cada una con titular, visual clave y ejemplos de piezas. Tienes un solo equipo con un líder dedicado, un calendario compartido y revisiones periódicas, y acordamos las métricas de éxito antes de lanzar.',
  ),
  unit(
    'measurement',
    'process',
    'general',
    'Before launch we agree the few numbers that define success, such as ticket pre-sales, reservations, new members or online revenue, and set up the tracking, measurement and reporting for them. You get a plain-language report every month, and we move budget to whatever is working.',
    'Antes de lanzar acordamos las pocas métricas que definen el éxito, como preventa de boletos, reservaciones, nuevos miembros o ventas en línea, y montamos la medición. Cada mes recibes un reporte en lenguaje claro, y movemos el presupuesto a lo que funciona.',
  ),
  unit(
    'ownership',
    'process',
    'general',
    'You do. Once the project is paid for, the final creative and its rights belong to you, as set out in our agreement. Licensed music, stock footage, talent and creator content carry their own terms, which we flag and negotiate for the usage you need.',
    'Tú. Una vez pagado el proyecto, la creatividad final y sus derechos son tuyos, según nuestro contrato. La música con licencia, el material de stock, el talento y el contenido de creadores tienen sus propios términos, que señalamos y negociamos para el uso que necesitas.',
  ),
  unit(
    'revisions',
    'process',
    'general',
    'Our estimates usually include two structured rounds of feedback at each major stage (concepts, scripts, edits). If you need more, we flag it before it affects the budget.',
    'Nuestros presupuestos suelen incluir dos rondas de comentarios en cada etapa (conceptos, guiones, edición). Si necesitas más, lo avisamos antes de que afecte el presupuesto.',
  ),
  unit(
    'nda',
    'process',
    'general',
    `Yes, we regularly sign mutual NDAs before discussing launches or financials; send yours to ${email}, or ask for ours.`,
    `Sí, firmamos NDAs mutuos con frecuencia antes de hablar de lanzamientos o finanzas; envía el tuyo a ${email} o pide el nuestro.`,
  ),
  unit(
    'privacy',
    'process',
    'general',
    `We do not sell your personal information or share it for advertising. You can ask what we hold about you, have it corrected or have it deleted: email ${email} or call ${phone}; we confirm a request within ${PRIVACY.confirmRequestDays} days and answer it within ${PRIVACY.answerRequestDays} days. We keep project inquiries for up to ${PRIVACY.keepInquiriesMonths} months and resumes for up to ${PRIVACY.keepResumesMonths} months, unless you ask us to delete them sooner. The full privacy policy is at /privacy-policy.`,
    `No vendemos tu información personal ni la compartimos para publicidad. Puedes pedir qué datos tenemos de ti, corregirlos o borrarlos: escribe a ${email} o llama al ${phone}; confirmamos la solicitud en ${PRIVACY.confirmRequestDays} días y la respondemos en ${PRIVACY.answerRequestDays} días. Guardamos las consultas de proyectos hasta ${PRIVACY.keepInquiriesMonths} meses y los currículums hasta ${PRIVACY.keepResumesMonths} meses, salvo que nos pidas borrarlos antes. La política de privacidad completa está en /privacy-policy.`,
  ),
  unit(
    'production-in-house',
    'services',
    'project',
    'Yes, production is in-house: our Silver Lake studio has a shooting stage, two edit bays, a color suite and a sound mix room, and our own directors, producers, cinematographers and editors. For virtual production we partner with LED volume stages in Burbank.',
    'Sí, producimos en casa: nuestro estudio en Silver Lake tiene foro de filmación, dos salas de edición, sala de color y sala de mezcla, y contamos con directores, productores, cinefotógrafos y editores propios. Para producción virtual trabajamos con foros LED en Burbank.',
  ),
  unit(
    'drone',
    'services',
    'project',
    'Yes. Our production team shoots with cinema camera packages, drone and car-to-car rigs, with local crews, locations and permits across Los Angeles, and finishes the work in our own post suites.',
    'Sí. Nuestro equipo de producción filma con cámaras de cine, drones y rigs de auto a auto, con crews, locaciones y permisos locales en Los Ángeles, y termina el trabajo en nuestras propias salas de postproducción.',
  ),
  unit(
    'creator-selection',
    'services',
    'project',
    'We cast creators on audience data and past performance rather than follower counts, shortlist them by audience fit, content quality and past results, vet them for brand safety, then give them a clear brief that leaves room for their own voice. Every creator gets a tracked link or code, so we can see who actually drives sales.',
    'Elegimos creadores por datos de audiencia y resultados pasados, no por número de seguidores: los filtramos por afinidad de audiencia, calidad de contenido y resultados, revisamos la seguridad de marca y les damos un brief claro que deja espacio a su propia voz. Cada creador tiene un enlace o código rastreable, para ver quién realmente vende.',
  ),
  unit(
    'local-targeting',
    'services',
    'project',
    'Yes: we can buy media only around your locations, geo-targeted down to ZIP code and a radius around each one. For Pacific Coast Credit Union we concentrated spend within three miles of each branch and cut cost per new member by 37%; for Taquería del Sol we boosted the top episodes to within three miles of each restaurant.',
    'Sí: podemos comprar medios solo alrededor de tus locales, con segmentación geográfica hasta el código postal y un radio alrededor de cada uno. Para Pacific Coast Credit Union concentramos la inversión a tres millas de cada sucursal y bajamos 37% el costo por socio nuevo; para Taquería del Sol impulsamos los mejores episodios a tres millas de cada restaurante.',
  ),
  unit(
    'shoot-location',
    'services',
    'project',
    'Either: our crew shoots in our Silver Lake studio, on location (your store, property or kitchen) or on an LED volume, with the creative team on set, and we handle casting, location scouting and permits across Southern California. For Taquería del Sol we shot 24 vertical episodes over three days in its flagship kitchen, and the IMAX spot was filmed with real audiences at an IMAX location.',
    'Ambas: nuestro equipo filma en nuestro estudio de Silver Lake, en locación (tu tienda, tu propiedad o tu cocina) o en un LED volume, con el equipo creativo en el set, y nos encargamos del casting, la búsqueda de locaciones y los permisos en el sur de California. Para Taquería del Sol filmamos 24 episodios verticales en tres días en su cocina principal, y el spot de IMAX se filmó con público real en una sala de IMAX.',
  ),
  unit(
    'regulated-categories',
    'services',
    'project',
    `Yes, regulated categories are part of the work: our campaigns have a legal and claims review workflow, and creator briefs come with claims and compliance guidance, FTC disclosure included. For Verde Wellness we wrote a claims and compliance guide for every creator brief with their legal team. Tell the team your category's rules at the start and they build the review into the plan: ${email} or ${phone}.`,
    `Sí, las categorías reguladas son parte del trabajo: nuestras campañas tienen un proceso de revisión legal y de claims, y los briefs de creadores llevan una guía de claims y cumplimiento, incluida la divulgación que pide la FTC. Para Verde Wellness escribimos una guía de claims y cumplimiento para cada brief de creador junto con su equipo legal. Cuéntale al equipo las reglas de tu categoría desde el inicio y las incluye en el plan: ${email} o ${phone}.`,
  ),
  // ------------------------------------------------------------------ prices and timing
  unit(
    'pricing',
    'pricing',
    'project',
    `Project work typically ranges from ${AGENCY.projectPriceRange}, depending on scope, production and the number of channels, and retainers start from ${AGENCY.retainerFrom}. Paid media budgets are separate from our fees and billed at negotiated rates with no hidden markups. For a quote on your project, share the details here or write to ${email}.`,
    `Los proyectos suelen ir de $10K a $100K+, según el alcance, la producción y el número de canales, y los retainers empiezan en $15K al mes. El presupuesto de medios pagados va aparte de nuestros honorarios, a tarifas negociadas y sin sobreprecios ocultos. Para una cotización, compártenos los detalles aquí o escribe a ${email}.`,
    'pricing',
  ),
  unit(
    'minimum-budget',
    'pricing',
    'project',
    `Our projects start at around $10K and retainers from ${AGENCY.retainerFrom}; media budgets are on top of our fees. If you are not sure where you fit, share your goals and the team will suggest a sensible starting point.`,
    'Nuestros proyectos empiezan alrededor de $10K y los retainers desde $15K al mes; el presupuesto de medios va aparte. Si no sabes dónde encajas, cuéntanos tus objetivos y el equipo te sugiere un punto de partida.',
    'pricing',
  ),
  unit(
    'media-fees',
    'pricing',
    'project',
    'Paid media budgets are separate from our fees: we charge a transparent planning and buying fee agreed up front and pass media through at the rates we negotiate, with no hidden markups.',
    'El presupuesto de medios va aparte de nuestros honorarios: cobramos una tarifa transparente de planeación y compra, acordada desde el inicio, y los medios se facturan a las tarifas que negociamos, sin sobreprecios ocultos.',
  ),
  unit(
    'retainer',
    'pricing',
    'project',
    `Retainers start from ${AGENCY.retainerFrom}. They suit ongoing work such as social content and community management, always-on media and digital, and a steady flow of creative, with a dedicated team, priority scheduling and a monthly plain-language report. What goes into one is agreed with you, starting from your goals.`,
    'Los retainers empiezan en $15K al mes. Funcionan para trabajo continuo como contenido y comunidad en redes, medios y digital siempre activos y creatividad constante, con un equipo dedicado, prioridad en la agenda y un reporte mensual claro. Lo que incluye se acuerda contigo a partir de tus objetivos.',
  ),
  unit(
    'budget-check',
    'pricing',
    'project',
    `Project work typically ranges from ${AGENCY.projectPriceRange} and retainers start from ${AGENCY.retainerFrom}; share your budget and goals and the team will shape a plan around them.`,
    'Los proyectos suelen ir de $10K a $100K+ y los retainers desde $15K al mes; comparte tu presupuesto y tus objetivos y el equipo arma un plan a su medida.',
    'budget',
  ),
  unit(
    'timeline',
    'timing',
    'project',
    'A focused project such as a brand refresh or a social video series usually takes six to ten weeks. An integrated launch with a commercial shoot and a paid media plan takes twelve to twenty weeks; the IMAX summer campaign ran for sixteen. Urgent, well-defined projects can often kick off within a week of the scope being agreed.',
    'Un proyecto enfocado, como una actualización de marca o una serie de videos para redes, suele tomar de seis a diez semanas. Un lanzamiento integrado con filmación de comercial y plan de medios toma de doce a veinte semanas; la campaña de verano de IMAX duró dieciséis. Los proyectos urgentes y bien definidos pueden arrancar en una semana una vez acordado el alcance.',
    'timeline',
  ),
  unit(
    'timeline-commercial',
    'timing',
    'project',
    'A 30- or 60-second commercial typically takes six to ten weeks: about two weeks for script and treatment, two to three of pre-production, one to six shoot days and two to four weeks of post. Simpler social spots can turn around in two to three weeks.',
    'Un comercial de 30 o 60 segundos suele tomar de seis a diez semanas: unas dos de guion y tratamiento, dos o tres de preproducción, de uno a seis días de rodaje y de dos a cuatro semanas de postproducción. Piezas sociales más simples pueden estar en dos o tres semanas.',
    'timeline',
  ),
  unit(
    'timeline-rebrand',
    'timing',
    'project',
    'A brand refresh usually takes six to ten weeks. A full rebrand, with research, positioning, naming or messaging, identity and guidelines, takes longer, typically ten to sixteen weeks, and the rollout is planned separately.',
    'Una actualización de marca suele tomar de seis a diez semanas. Un rebranding completo, con investigación, posicionamiento, naming o mensajes, identidad y guías, toma más, normalmente de diez a dieciséis semanas, y el despliegue se planea aparte.',
    'timeline',
  ),
  unit(
    'kickoff',
    'timing',
    'project',
    'To start, share your goals, timing and budget range (and a brief or deck if you have one) here or on our contact page; we reply to every new inquiry within one business day, and urgent, well-defined projects can often kick off within a week of the scope being agreed.',
    'Para empezar, compártenos tus objetivos, tiempos y rango de presupuesto (y un brief si lo tienes) aquí o en nuestra página de contacto; respondemos cada consulta en un día hábil, y los proyectos urgentes y bien definidos pueden arrancar en una semana una vez acordado el alcance.',
  ),
  unit(
    'share-brief',
    'process',
    'project',
    'You can share your brief, RFP or deck as a PDF of up to 20MB right here in the chat with the upload button, or attach it on our contact page. We read every brief and reply within one business day.',
    'Puedes compartir tu brief, RFP o presentación en PDF de hasta 20MB aquí en el chat con el botón de subir, o adjuntarlo en nuestra página de contacto. Leemos cada brief y respondemos en un día hábil.',
  ),
  unit(
    'what-to-send',
    'process',
    'project',
    'Your goals, timing, budget range and any launch dates. If you have a brief, RFP or deck, share it as a PDF of up to 20MB here or on our contact page. We reply to every new inquiry within one business day.',
    'Tus objetivos, tiempos, rango de presupuesto y fechas de lanzamiento. Si tienes un brief, RFP o presentación, compártelo en PDF de hasta 20MB aquí o en nuestra página de contacto. Respondemos cada consulta en un día hábil.',
  ),
  // ------------------------------------------------------------------ services
  unit(
    'creative-campaigns',
    'services',
    'project',
    'Creative campaigns are big, simple ideas built on one true insight and designed to travel from a freeway billboard to a six-second pre-roll, planned together with production and media.',
    'Nuestras campañas creativas son ideas grandes y simples, construidas sobre un insight verdadero y pensadas para viajar de un espectacular a un pre-roll de seis segundos, planeadas junto con producción y medios.',
    'service:creative-campaigns',
  ),
  unit(
    'brand-strategy',
    'services',
    'project',
    'Brand strategy is one of our core practices: research, positioning, naming, messaging and visual identity that give your team one clear story, before a dollar goes into media, and we can support the rollout with a launch campaign.',
    'La estrategia de marca es una de nuestras prácticas principales: investigación, posicionamiento, naming, mensajes e identidad visual que le dan a tu equipo una historia clara antes de invertir en medios, y podemos acompañar el despliegue con una campaña de lanzamiento.',
    'service:brand-strategy',
  ),
  unit(
    'video-production',
    'services',
    'project',
    'We produce commercials, brand films and vertical series with our in-house crew across LA, and finish them in our own post suites (edit, color and sound).',
    'Producimos comerciales, películas de marca y series verticales con nuestro propio equipo en Los Ángeles, y los terminamos en nuestras salas de postproducción (edición, color y sonido).',
    'service:video-production',
  ),
  unit(
    'digital-marketing',
    'services',
    'project',
    'Our digital team runs paid search, paid social, SEO, content and email as one programme, tests weekly and moves budget to what works.',
    'Nuestro equipo digital maneja búsqueda pagada, social pagado, SEO, contenido y email como un solo programa, prueba cada semana y mueve el presupuesto a lo que funciona.',
    'service:digital-marketing',
  ),
  unit(
    'seo',
    'services',
    'project',
    'Yes, SEO is part of our Digital Marketing practice, with content, paid search, paid social and email run by one team. For Vaultline we built a content programme that grew organic demand instead of renting it through search ads.',
    'Sí, el SEO es parte de nuestro marketing digital, junto con contenido, búsqueda pagada, social pagado y email, todo con un mismo equipo. Para Vaultline creamos un programa de contenido que hizo crecer la demanda orgánica en lugar de depender de anuncios de búsqueda.',
    'service:digital-marketing',
  ),
  unit(
    'email-marketing',
    'services',
    'project',
    'Yes, email is part of our Digital Marketing practice, planned with content, search and paid social by one team that tests weekly.',
    'Sí, el email es parte de nuestro marketing digital, planeado junto con contenido, búsqueda y social pagado por un equipo que prueba cada semana.',
    'service:digital-marketing',
  ),
  unit(
    'websites',
    'services',
    'project',
    `We design and build campaign landing pages and microsites as part of our digital work, like the release-countdown site for IMAX. For a large custom website or platform we bring in development partners and lead the creative; ${ASK_TEAM_EN} whether your site fits.`,
    `Diseñamos y construimos landing pages y micrositios de campaña como parte de nuestro trabajo digital, como el sitio de cuenta regresiva para IMAX. Para un sitio o plataforma grande trabajamos con socios de desarrollo y dirigimos la creatividad; ${ASK_TEAM_ES} si tu sitio encaja.`,
  ),
  unit(
    'social-media',
    'services',
    'project',
    'Our social team plans, produces and publishes content for Instagram, TikTok, YouTube, LinkedIn, Pinterest and X, and manages the communities around it in English and Spanish, with content and paid social run by the same team.',
    'Nuestro equipo de redes planea, produce y publica contenido para Instagram, TikTok, YouTube, LinkedIn, Pinterest y X, y gestiona las comunidades en inglés y en español; el contenido y el social pagado los lleva el mismo equipo.',
    'service:social-media',
  ),
  unit(
    'tiktok',
    'services',
    'project',
    'Yes, TikTok is a big part of our social and creator work: vertical series, creator content and Spark Ads. For the Sunset Strip Music Festival, TikTok-first creator sessions helped sell out the festival 19 days early.',
    'Sí, TikTok es parte central de nuestro trabajo en redes y con creadores: series verticales, contenido de creadores y Spark Ads. Para el Sunset Strip Music Festival, las sesiones con creadores pensadas primero para TikTok ayudaron a agotar el festival 19 días antes.',
    'service:social-media',
  ),
  unit(
    'influencer-marketing',
    'services',
    'project',
    "We run creator programmes with the discipline of a media plan: casting on audience data, briefs that leave room for the creator, contracts, usage rights, FTC disclosure, tracked links or codes, and whitelisting or Spark Ads, which run the strongest creator posts as paid ads from the creator's own handle.",
    'Manejamos programas de creadores con la disciplina de un plan de medios: selección por datos de audiencia, briefs que dejan espacio al creador, contratos, derechos de uso, divulgación FTC, enlaces o códigos rastreables, y whitelisting o Spark Ads para convertir los mejores posts en anuncios.',
    'service:influencer-marketing',
  ),
  unit(
    'media-buying',
    'services',
    'project',
    'We plan and buy TV, connected TV and streaming, radio and streaming audio, podcasts, out-of-home, programmatic, paid search and paid social, including Spanish-language media, with more than fifteen years of Los Angeles vendor relationships behind the rates.',
    'Planeamos y compramos TV, TV conectada y streaming, radio y audio digital, podcasts, exteriores, programática, búsqueda y social pagados, incluidos medios en español, con más de quince años de relaciones con proveedores en Los Ángeles.',
    'service:media-buying',
  ),
  unit(
    'pr',
    'services',
    'project',
    `We are an advertising agency rather than a PR firm: our services are campaigns, brand strategy, production, digital, media, social and influencer marketing. Some of our content work earns press (Vaultline's Breach Report was pitched to trade press each month), but for publicity on its own, ${ASK_TEAM_EN}.`,
    `Somos una agencia de publicidad, no de relaciones públicas: hacemos campañas, estrategia de marca, producción, digital, medios, redes e influencers. Parte de nuestro contenido gana prensa (el Breach Report de Vaultline se presentaba cada mes a medios especializados), pero para publicidad en medios por sí sola, ${ASK_TEAM_ES}.`,
  ),
  // ------------------------------------------------------------------ the work
  unit(
    'portfolio',
    'work',
    'general',
    'Our portfolio covers campaigns for IMAX, Electra Motors, Pacific Coast Credit Union, Sunset Strip Music Festival, Golden State Creamery, Taquería del Sol, Vaultline, Verde Wellness and Canyon Ridge Outfitters, and you can filter it by industry or service.',
    'Nuestro portafolio incluye campañas para IMAX, Electra Motors, Pacific Coast Credit Union, Sunset Strip Music Festival, Golden State Creamery, Taquería del Sol, Vaultline, Verde Wellness y Canyon Ridge Outfitters, y puedes filtrarlo por industria o servicio.',
    'portfolio',
  ),
  unit(
    'reel',
    'work',
    'general',
    'Our creative reel pulls together recent launches, brand films and social series, shot and finished by our in-house team in Los Angeles.',
    'Nuestro reel reúne lanzamientos recientes, películas de marca y series para redes, filmados y terminados por nuestro equipo en Los Ángeles.',
    'reel',
  ),
  unit(
    'industry-work',
    'work',
    'project',
    'Tell me your industry and I will point you to the closest work in our portfolio.',
    'Cuéntame tu industria y te muestro el trabajo más cercano de nuestro portafolio.',
    'industry',
  ),
  unit(
    'similar-work',
    'work',
    'project',
    'Tell me about your brand and I will point you to the closest work.',
    'Cuéntame de tu marca y te muestro el trabajo más cercano.',
    'similar',
  ),
  unit(
    'proof',
    'work',
    'general',
    'We agree the numbers before launch and report on them: a 312% lift in IMAX ticket pre-sales across seven LA locations, 14,800 Electra Motors reservations in 30 days, 11,400 new Pacific Coast Credit Union members in six months and 38% more weeknight covers for Taquería del Sol.',
    'Acordamos las métricas antes de lanzar y reportamos sobre ellas: 312% más preventa de boletos para IMAX en siete salas de Los Ángeles, 14,800 reservaciones de Electra Motors en 30 días, 11,400 nuevos miembros de Pacific Coast Credit Union en seis meses y 38% más comensales entre semana para Taquería del Sol.',
    'proof',
  ),
  unit(
    'case-details',
    'work',
    'general',
    'Which case study would you like to hear about? Our work includes IMAX, Electra Motors, Pacific Coast Credit Union, Sunset Strip Music Festival, Golden State Creamery, Taquería del Sol, Vaultline, Verde Wellness and Canyon Ridge Outfitters.',
    '¿De qué caso te gustaría saber? Nuestro trabajo incluye IMAX, Electra Motors, Pacific Coast Credit Union, Sunset Strip Music Festival, Golden State Creamery, Taquería del Sol, Vaultline, Verde Wellness y Canyon Ridge Outfitters.',
    'case',
  ),
  // ------------------------------------------------------------------ press and vendors
  unit(
    'press',
    'press',
    'press',
    `For press and interviews, email ${email} with your outlet and deadline and the team will get back to you quickly. Quick facts: ${AGENCY.name} was founded in ${AGENCY.foundedYear} in Silver Lake, Los Angeles, has about 38 people, has won ${AGENCY.clioAwards} Clio Awards, and its clients include IMAX, Electra Motors and Pacific Coast Credit Union.`,
    `Para prensa y entrevistas, escribe a ${email} con tu medio y tu fecha límite y el equipo te responde pronto. Datos rápidos: ${AGENCY.name} se fundó en ${AGENCY.foundedYear} en Silver Lake, Los Ángeles, tiene unas 38 personas, ha ganado ${AGENCY.clioAwards} premios Clio y entre sus clientes están IMAX, Electra Motors y Pacific Coast Credit Union.`,
  ),
  unit(
    'press-quote',
    'press',
    'press',
    `I can't give a quote on the agency's behalf here, but the team can: email ${email} with your outlet, your questions and your deadline, and they will get back to you quickly.`,
    `No puedo dar declaraciones en nombre de la agencia aquí, pero el equipo sí: escribe a ${email} con tu medio, tus preguntas y tu fecha límite y te responden pronto.`,
  ),
  unit(
    'student',
    'press',
    'press',
    `Happy to help with your research. The basics: we are a full-service agency in Silver Lake, Los Angeles, founded in ${AGENCY.foundedYear}, about 38 people, with case studies on this site for IMAX, Electra Motors, Pacific Coast Credit Union and more. For an interview, email ${email}.`,
    `Con gusto ayudo con tu investigación. Lo básico: somos una agencia de servicio completo en Silver Lake, Los Ángeles, fundada en ${AGENCY.foundedYear}, de unas 38 personas, con casos en este sitio para IMAX, Electra Motors, Pacific Coast Credit Union y más. Para una entrevista, escribe a ${email}.`,
  ),
  unit(
    'vendor',
    'vendor',
    'vendor',
    `Thanks for thinking of us. Please send a short overview with any rate cards or credentials to ${email}; our partnerships team reviews every proposal and gets back to relevant ones within a few business days.`,
    `Gracias por pensar en nosotros. Envía una breve presentación con tus tarifas o credenciales a ${email}; nuestro equipo de alianzas revisa cada propuesta y responde a las relevantes en pocos días hábiles.`,
  ),
  // ------------------------------------------------------------------ careers
  unit(
    'careers',
    'careers',
    'careers',
    'There are three ways to work with us: our Freelance Network, Full-Time Careers and Internships. Upload your resume (PDF or text) right here in the chat, with a portfolio or reel link if you have one, and our team will review it.',
    'Hay tres formas de trabajar con nosotros: la red de freelancers, empleos de tiempo completo y prácticas. Sube tu currículum (PDF o texto) aquí en el chat, con un enlace a tu portafolio o reel si tienes, y nuestro equipo lo revisará.',
  ),
  unit(
    'careers-freelance',
    'careers',
    'careers',
    'Our Freelance Network is the directors, editors, designers, writers and crew we call on project by project for shoots, busy seasons and specialist skills. Upload your resume here with a link to your work, and tell us your specialty and day rate; we also hire full-time and run paid internships.',
    'Nuestra red de freelancers reúne a directores, editores, diseñadores, redactores y equipo de producción a quienes llamamos por proyecto. Sube aquí tu currículum con un enlace a tu trabajo y cuéntanos tu especialidad y tarifa por día.',
  ),
  unit(
    'careers-full-time',
    'careers',
    'careers',
    'Full-Time Careers are permanent roles in strategy, creative, production and media at our Silver Lake studio. We hire throughout the year and keep strong candidates on file even when nothing fits right now. Upload your resume here and tell us the role you are after; we also work with freelancers and run paid internships.',
    'Los empleos de tiempo completo son puestos permanentes en estrategia, creatividad, producción y medios en nuestro estudio de Silver Lake. Contratamos durante todo el año y guardamos los buenos perfiles aunque no haya vacante ahora. Sube aquí tu currículum y cuéntanos qué puesto buscas.',
  ),
  unit(
    'careers-internship',
    'careers',
    'careers',
    'Our Internships are paid, hands-on placements for students and recent graduates on real client teams in creative, production, social, media or strategy. They run for 10 to 12 weeks, in a summer and a fall cohort. Apply by uploading your resume here in the chat.',
    'Nuestras prácticas son pagadas y prácticas de verdad, para estudiantes y recién graduados, en equipos reales de clientes en creatividad, producción, redes, medios o estrategia. Duran de 10 a 12 semanas, con un grupo en verano y otro en otoño. Postúlate subiendo tu currículum aquí en el chat.',
  ),
  unit(
    'careers-apply',
    'careers',
    'careers',
    'The quickest way to apply is to upload your resume (PDF or text) right here in the chat and say whether you want full-time, freelance or internship work, with a portfolio or reel link if you have one. The team reviews every application.',
    'La forma más rápida de postularte es subir tu currículum (PDF o texto) aquí en el chat y decir si buscas tiempo completo, freelance o prácticas, con un enlace a tu portafolio o reel si tienes. El equipo revisa cada solicitud.',
  ),
  unit(
    'careers-application-form',
    'careers',
    'careers',
    "Each open role's page has an application form: your name, email and resume, uploaded as a PDF or text file of up to 20MB or pasted as text, plus an optional portfolio link and an optional short note, so no separate cover letter is needed. You can also upload your resume (PDF or text) here in the chat.",
    'Cada puesto abierto tiene un formulario en su página: tu nombre, correo y currículum, subido como archivo PDF o de texto de hasta 20MB o pegado como texto, más un enlace a tu portafolio y una nota breve, ambos opcionales, así que no hace falta una carta de presentación aparte. También puedes subir tu currículum (PDF o texto) aquí en el chat.',
  ),
  unit(
    'careers-paid',
    'careers',
    'careers',
    'Yes: our internships are paid, full-time roles are salaried, and freelancers work at a day rate agreed per project. To apply, upload your resume here in the chat.',
    'Sí: las prácticas son pagadas, los puestos de tiempo completo tienen salario y los freelancers trabajan con una tarifa por día acordada en cada proyecto. Para postularte, sube tu currículum aquí en el chat.',
  ),
  unit(
    'careers-salary',
    'careers',
    'careers',
    `I don't have salary figures here: pay depends on the role and experience, and the team discusses it with candidates. Upload your resume in the chat, or write to ${email} about a specific role.`,
    `No tengo cifras de salario aquí: el pago depende del puesto y la experiencia, y el equipo lo habla con cada candidato. Sube tu currículum en el chat o escribe a ${email} sobre un puesto específico.`,
  ),
  unit(
    'careers-remote',
    'careers',
    'careers',
    `Full-time roles and internships are based at our Silver Lake studio in Los Angeles; freelancers join project by project, on set or in our post suites when the work needs it. Whether a specific role can be hybrid or remote depends on the role, and ${ASK_TEAM_EN}.`,
    `Los puestos de tiempo completo y las prácticas son en nuestro estudio de Silver Lake en Los Ángeles; los freelancers se suman por proyecto, en set o en postproducción cuando el trabajo lo pide. Si un puesto puede ser híbrido o remoto depende del puesto, y ${ASK_TEAM_ES}.`,
  ),
  unit(
    'careers-deadline',
    'careers',
    'careers',
    'There is no single application deadline: we hire throughout the year and review resumes as they come in, and internships run in a summer and a fall cohort. Upload your resume whenever you are ready and we keep strong candidates on file.',
    'No hay una fecha límite única: contratamos todo el año y revisamos currículums conforme llegan, y las prácticas tienen un grupo en verano y otro en otoño. Sube tu currículum cuando quieras; guardamos los buenos perfiles.',
  ),
  unit(
    'careers-portfolio',
    'careers',
    'careers',
    'A portfolio is not required for every role, but for creative, design, video and writing roles it helps a lot: include a link to your portfolio or reel when you upload your resume here. For strategy and media roles your resume is enough to start.',
    'No se pide portafolio para todos los puestos, pero para creatividad, diseño, video y redacción ayuda mucho: incluye un enlace a tu portafolio o reel al subir tu currículum aquí. Para estrategia y medios, tu currículum basta para empezar.',
  ),
  unit(
    'careers-internship-length',
    'careers',
    'careers',
    'Internships run for 10 to 12 weeks, with a summer cohort and a fall cohort each year, and they are paid.',
    'Las prácticas duran de 10 a 12 semanas, con un grupo en verano y otro en otoño cada año, y son pagadas.',
  ),
  unit(
    'careers-visa',
    'careers',
    'careers',
    `I can't confirm visa sponsorship here; it depends on the role, and ${ASK_TEAM_EN}. You can still upload your resume in the chat and mention it.`,
    `No puedo confirmar aquí si patrocinamos visas; depende del puesto, y ${ASK_TEAM_ES}. Igual puedes subir tu currículum en el chat y mencionarlo.`,
  ),
  unit(
    'careers-after-upload',
    'careers',
    'careers',
    "We have your resume, thank you: the team reviews it and gets in touch when there's a fit, and strong candidates are kept on file for future openings, so there is no need to send it again.",
    'Ya tenemos tu currículum, gracias: el equipo lo revisa y te contacta si hay un buen encaje, y guardamos los buenos perfiles para futuras vacantes, así que no hace falta enviarlo de nuevo.',
  ),
  unit(
    'careers-roles',
    'careers',
    'careers',
    'We hire full-time, freelance and internship talent across strategy, creative (writers, art directors, designers), production (directors, producers, editors, colorists), media and digital, throughout the year. I have no list of open roles here, but upload your resume and say the role you want, and the team keeps strong candidates on file even when nothing is open.',
    'Contratamos en estrategia, creatividad (redactores, directores de arte, diseñadores), producción (directores, productores, editores, coloristas), medios y digital durante todo el año. No tengo aquí una lista de vacantes, pero sube tu currículum y di qué puesto buscas; guardamos los buenos perfiles aunque no haya vacante.',
  ),
  unit(
    'awards-campaigns',
    'work',
    'general',
    `Our work has won ${AGENCY.clioAwards} Clio Awards, a Telly, two Shorty Awards, an AAF American Advertising Award, a Digiday Video Award, a Smarties and an Ad Age award. By campaign: ${awardsEn}. The About page (/about) lists them by year.`,
    `Nuestro trabajo ha ganado ${AGENCY.clioAwards} premios Clio, un Telly, dos Shorty, un AAF American Advertising Award, un Digiday Video Award, un Smarties y un premio de Ad Age. Por campaña: ${awardsEs}. La página About (/about) los muestra por año.`,
  ),
  unit(
    'people',
    'agency',
    'general',
    `The people who lead the work: ${peopleEn}. To reach one of them, write to ${email} or call ${phone} and your message gets to them.`,
    `Las personas que lideran el trabajo: ${peopleEs}. Para hablar con alguna, escribe a ${email} o llama al ${phone} y tu mensaje le llega.`,
  ),
  unit(
    'hours',
    'agency',
    'general',
    `We reply to every new inquiry within one business day; messages sent over a weekend are answered on the next business day. You can reach the team at ${email} or ${phone}.`,
    `Respondemos cada consulta nueva en un día hábil; lo que llega en fin de semana se contesta el siguiente día hábil. Puedes escribir a ${email} o llamar al ${phone}.`,
  ),
  unit(
    'paperwork',
    'agency',
    'general',
    `For supplier forms, W-9s, insurance certificates or our registered details, write to ${email} and the team sends what you need. Our studio address is ${AGENCY.streetAddress}, ${AGENCY.city}, ${AGENCY.region} ${AGENCY.postalCode}.`,
    `Para formularios de proveedor, W-9, certificados de seguro o datos fiscales, escribe a ${email} y el equipo te envía lo que necesites. Nuestro estudio está en ${AGENCY.streetAddress}, ${AGENCY.city}, ${AGENCY.region} ${AGENCY.postalCode}.`,
  ),
  unit(
    'careers-status',
    'careers',
    'careers',
    `Sorry for the wait. I can't see applications from here; write to ${email} with the role and the date you applied in the subject and the team will check on it. Strong candidates are kept on file even when a role is filled.`,
    `Perdón por la espera. Desde aquí no veo las solicitudes; escribe a ${email} con el puesto y la fecha en que te postulaste en el asunto y el equipo lo revisa. Guardamos los buenos perfiles aunque el puesto ya se haya cubierto.`,
  ),
  // ------------------------------------------------------------------ conversation
  unit(
    'greeting',
    'smalltalk',
    'general',
    "Hi! I'm the Silver Lake Creative assistant. Tell me about your project, or ask to see our work, our reel or our awards.",
    '¡Hola! Soy el asistente de Silver Lake Creative. Cuéntame de tu proyecto, o pídeme ver nuestro trabajo, el reel o los premios.',
  ),
  unit(
    'thanks',
    'smalltalk',
    'general',
    "You're welcome! If anything else comes up, I'm right here.",
    '¡Con gusto! Si surge algo más, aquí estoy.',
  ),
  unit(
    'goodbye',
    'smalltalk',
    'general',
    `Thanks for stopping by, and goodbye for now! Whenever you are ready, the team is at ${email}.`,
    `¡Gracias por visitarnos, hasta pronto! Cuando quieras, el equipo está en ${email}.`,
  ),
  unit(
    'how-are-you',
    'smalltalk',
    'general',
    'Doing well, thanks for asking! What can I help you with today?',
    '¡Muy bien, gracias! ¿En qué te puedo ayudar hoy?',
  ),
  unit(
    'bot',
    'smalltalk',
    'general',
    `I'm the site's virtual assistant, not a person, but I know the agency's work, services and process. To reach a person, email ${email} or call ${phone}.`,
    `Soy el asistente virtual del sitio, no una persona, pero conozco el trabajo, los servicios y el proceso de la agencia. Para hablar con una persona, escribe a ${email} o llama al ${phone}.`,
  ),
  unit(
    'off-topic',
    'smalltalk',
    'general',
    "That's outside what I can help with here; I can answer questions about the agency, its work, services, prices and careers.",
    'Eso está fuera de lo que puedo responder aquí; puedo ayudarte con la agencia, su trabajo, servicios, precios y empleo.',
  ),
  unit(
    'repair',
    'smalltalk',
    'general',
    `Sorry I missed that. Could you ask it another way? You can also ask the team directly at ${email} or ${phone}.`,
    `Perdón, no lo entendí bien. ¿Me lo preguntas de otra forma? También puedes preguntarle al equipo en ${email} o al ${phone}.`,
  ),
];

/** The units as rows: text, phrasings and composer together, as the seed writes them. */
export function answerUnitRows(
  phrasings: Record<string, { en: string[]; es: string[] }>,
): AnswerUnit[] {
  return answerUnits.map((unit) => ({
    id: unit.id,
    topic: unit.topic,
    context: unit.context,
    textEn: unit.en,
    textEs: unit.es,
    composer: unit.composer ?? null,
    phrasingsEn: phrasings[unit.id]?.en ?? [],
    phrasingsEs: phrasings[unit.id]?.es ?? [],
    enabled: true,
  }));
}
