// Spanish text of the knowledge the chat assistant quotes, keyed by the id of the English entry
// (FAQ id, service slug, case-study id). The team works in English and Spanish, so a visitor who
// writes in Spanish is answered in Spanish from the same facts. Plain text.
export interface SpanishKnowledge {
  faqs: Record<string, string>;
  services: Record<string, { title: string; summary: string }>;
  caseStudies: Record<string, { title: string; result: string }>;
}

export const spanishKnowledge: SpanishKnowledge = {
  faqs: {
    'services-what-we-offer':
      'Somos una agencia creativa de servicio completo: estrategia de marca, campañas creativas, compra de medios, producción de video, marketing digital, redes sociales y marketing de influencers. La mayoría de los clientes combina varios de estos servicios bajo un mismo techo.',
    'services-media-buying-channels':
      'Planeamos y compramos TV abierta y de cable, TV conectada y streaming, radio, podcasts, exterior, programática, búsqueda pagada y social pagado. Llevamos más de quince años comprando medios en Los Ángeles.',
    'services-influencer-programs':
      'Sí, gestionamos casting, contratos, derechos de uso y amplificación pagada de creadores. Para Verde Wellness, 35 creadores ayudaron a bajar el costo por adquisición un 44%.',
    'services-production-capabilities':
      'Sí. Tenemos directores, productores, cinefotógrafos, editores, coloristas y diseñadores de sonido en casa, y nuestro estudio de Silver Lake tiene foro, dos salas de edición, sala de color y sala de mezcla.',
    'services-websites-landing-pages':
      'Diseñamos y construimos landing pages y micrositios de campaña como parte de nuestro trabajo digital, como el sitio de cuenta regresiva que hicimos para IMAX. Para plataformas grandes trabajamos con socios de desarrollo de confianza.',
    'services-brand-strategy-rebrand':
      'Claro, la estrategia e identidad de marca es una de nuestras prácticas principales: investigación, posicionamiento, naming, mensajes, identidad visual y guías de marca.',
    'services-reporting-measurement':
      'Antes del lanzamiento acordamos las métricas ligadas a tus objetivos de negocio y te damos un tablero en vivo, reportes semanales durante la campaña y una revisión mensual en lenguaje claro.',
    'pricing-project-cost':
      'Los proyectos suelen costar entre $10K y $100K+, según el alcance, los entregables y si incluyen producción o medios pagados.',
    'pricing-retainers':
      'Sí, nuestros retainers empiezan en $15K al mes, con un equipo dedicado y prioridad en la agenda.',
    'pricing-minimum-budget':
      'Nuestros proyectos empiezan alrededor de $10K y los retainers desde $15K al mes. Los presupuestos de medios pagados van aparte de nuestros honorarios.',
    'pricing-media-fees':
      'Cobramos una tarifa transparente de planeación y compra, acordada desde el inicio, y trasladamos el costo de los medios a las tarifas que negociamos, sin sobreprecios ocultos.',
    'process-how-we-work':
      'La mayoría de los proyectos siguen cinco pasos: descubrimiento, estrategia, desarrollo creativo, producción y lanzamiento, y luego medición y optimización.',
    'process-share-brief-rfp':
      'Puedes subir tu brief, RFP o presentación en PDF aquí mismo en el chat, o adjuntarlo en nuestra página de contacto. Los archivos pueden pesar hasta 20MB y respondemos en un día hábil.',
    'process-nda':
      'Por supuesto. Firmamos NDAs mutuos con frecuencia; envíalo a hello@silverlakecreative.com y lo revisamos rápido.',
    'process-creative-ownership':
      'Tú. Una vez pagado el proyecto, la creatividad final y sus derechos son tuyos; los elementos de terceros como música o talento tienen sus propios términos y siempre los señalamos.',
    'process-revisions':
      'Nuestros presupuestos incluyen normalmente dos rondas de comentarios en cada etapa principal, como conceptos, guiones y ediciones.',
    'process-vendor-partnerships':
      'Siempre nos da gusto conocer a proveedores y socios. Envía una breve presentación y tus tarifas a hello@silverlakecreative.com y nuestro equipo de alianzas la revisará.',
    'timelines-campaign':
      'Una campaña integrada suele tomar de 8 a 16 semanas desde el arranque hasta el lanzamiento, según la producción y el número de canales.',
    'timelines-commercial':
      'Un comercial de 30 o 60 segundos suele tomar de 6 a 10 semanas, de guion a postproducción; piezas sociales más simples pueden estar listas en dos o tres semanas.',
    'timelines-rebrand':
      'Un rebranding completo suele tomar de 10 a 16 semanas; una actualización de marca más ligera, de 6 a 8 semanas.',
    'timelines-start':
      'Normalmente podemos arrancar de una a dos semanas después de aprobar el alcance, y antes para trabajos urgentes y bien definidos.',
    'location-studio':
      'Nuestro estudio está en 3450 Sunset Blvd, Suite 210, Los Angeles, CA 90026, en pleno Silver Lake. Ahí también filmamos y editamos.',
    'location-remote-outside-la':
      'Sí. Estamos en el sur de California, pero trabajamos con clientes de todo Estados Unidos por videollamada y viajamos para filmaciones y reuniones clave.',
    'location-contact-details':
      'Puedes escribirnos a hello@silverlakecreative.com, llamar al +1 (323) 555-0147 o usar el formulario de nuestra página de contacto. Respondemos en un día hábil.',
    'company-about':
      'Somos una agencia creativa de publicidad de Los Ángeles fundada en 2009, con un equipo de unas 38 personas entre estrategas, creativos, productores y especialistas en medios.',
    'company-languages':
      'Sí. Nuestro equipo trabaja en inglés y en español, desde la estrategia y los guiones hasta las filmaciones, la gestión de comunidades y los medios en español, como hicimos para Pacific Coast Credit Union.',
    'company-awards':
      'Nuestro trabajo ha ganado 3 premios Clio, además de un Telly, dos Shorty, un AAF American Advertising Award, un Digiday Video Award, un Smarties y un reconocimiento de Ad Age.',
    'company-industries':
      'Trabajamos en entretenimiento, alimentos y bebidas, tecnología, servicios financieros, eventos, salud y bienestar, retail y automotriz. Entre nuestros clientes están IMAX, Electra Motors, Pacific Coast Credit Union y Vaultline.',
    'company-team-size':
      'Somos unas 38 personas en casa, más una red de freelancers que sumamos para roles especializados o producciones grandes.',
    'work-food-beverage':
      'Sí, alimentos y bebidas es una de nuestras categorías más activas: "Scoop the State" subió un 27% las ventas de Golden State Creamery y "Salsa Sessions" aumentó un 38% las mesas entre semana de Taquería del Sol.',
    'work-portfolio':
      'Claro. Nuestro portafolio incluye campañas para IMAX, Electra Motors, Golden State Creamery, Taquería del Sol, Vaultline, Pacific Coast Credit Union, Sunset Strip Music Festival, Verde Wellness y Canyon Ridge Outfitters.',
    'work-entertainment':
      'Muchas veces. Nuestra campaña para IMAX logró un aumento del 312% en preventa de boletos y "Strip Sessions" agotó el Sunset Strip Music Festival 19 días antes.',
    'careers-hiring':
      'Contratamos durante todo el año en creatividad, estrategia, producción, medios y digital. Sube tu currículum aquí en el chat y cuéntanos qué puesto buscas.',
    'careers-freelance-network':
      'Sí, tenemos una red de freelancers: directores, editores, diseñadores, redactores y equipo de producción. Sube tu currículum aquí y cuéntanos tu especialidad y tarifa por día.',
    'careers-internships':
      'Sí. Nuestras prácticas son pagadas, duran de 10 a 12 semanas y hay generaciones de verano y otoño. Puedes postularte subiendo tu currículum aquí en el chat.',
    'careers-how-to-apply':
      'Sube tu currículum en PDF o texto aquí en el chat y dinos si te interesa tiempo completo, freelance o prácticas.',
  },
  services: {
    'creative-campaigns': {
      title: 'Campañas Creativas',
      summary: 'creamos ideas de campaña que funcionan en todos los canales',
    },
    'digital-marketing': {
      title: 'Marketing Digital',
      summary: 'manejamos búsqueda, social pagado, SEO, contenido y email con resultados medibles',
    },
    'video-production': {
      title: 'Producción de Video',
      summary:
        'producimos comerciales, películas de marca y video para redes con postproducción en casa',
    },
    'brand-strategy': {
      title: 'Estrategia de Marca',
      summary: 'definimos posicionamiento, mensajes e identidad visual',
    },
    'media-buying': {
      title: 'Compra de Medios',
      summary:
        'planeamos y compramos TV, streaming, radio, exterior y digital a tarifas negociadas',
    },
    'social-media': {
      title: 'Redes Sociales',
      summary: 'creamos contenido y gestionamos comunidades en inglés y en español',
    },
    'influencer-marketing': {
      title: 'Marketing de Influencers',
      summary: 'diseñamos programas con creadores que se miden en ventas',
    },
  },
  caseStudies: {
    imax: { title: 'Bigger Than Your Living Room', result: 'un aumento del 312% en preventa' },
    'golden-state-creamery': {
      title: 'Scoop the State',
      result: 'un 27% más de ventas por tienda',
    },
    'taqueria-del-sol': {
      title: 'Salsa Sessions',
      result: 'un 38% más de mesas entre semana',
    },
    vaultline: { title: 'The Breach Report', result: 'un 418% más de tráfico orgánico' },
    'pacific-coast-credit-union': {
      title: 'The Bank Next Door',
      result: '11,400 socios nuevos en seis meses',
    },
    'sunset-strip-music-festival': {
      title: 'Strip Sessions',
      result: 'boletos agotados 19 días antes',
    },
    'verde-wellness': { title: 'Morning Ritual', result: 'un costo por adquisición 44% menor' },
    'canyon-ridge-outfitters': {
      title: 'Trail Tested',
      result: 'un 63% más de ventas en línea',
    },
    'electra-motors': { title: 'Quiet Power', result: '14,800 reservaciones en 30 días' },
  },
};
