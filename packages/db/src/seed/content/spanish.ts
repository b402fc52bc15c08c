// Spanish text of the knowledge the chat assistant quotes, keyed by the id of the English entry
// (service slug, case-study id). The team works in English and Spanish, so a visitor who
// writes in Spanish is answered in Spanish from the same facts. Plain text.
export interface SpanishKnowledge {
  services: Record<string, { title: string; summary: string }>;
  caseStudies: Record<string, { title: string; result: string }>;
}

export const spanishKnowledge: SpanishKnowledge = {
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
