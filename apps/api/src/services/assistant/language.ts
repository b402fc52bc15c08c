// The visitor's language (English or Spanish) per message, and a word gloss that lets the
// English-trained classifier, cue tables and index read a Spanish message.
import type { Language } from './dialogue.ts';
import { detect } from './ngramDetector.ts';
import { fold } from './text.ts';

/** Short Spanish replies too short for n-gram detection to call reliably. */
const SPANISH_SHORT =
  /^(?:hola|buenas|gracias|muchas gracias|si|sí|vale|claro|bueno|perfecto|adios|adiós|ok gracias|de acuerdo|por favor)\b/i;

/** Letters of scripts neither English nor Spanish is written in. */
const OTHER_SCRIPT =
  /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}\p{Script=Greek}\p{Script=Georgian}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Khmer}\p{Script=Ethiopic}]/gu;
/** Words Portuguese has and Spanish does not. */
const PORTUGUESE_WORDS =
  /(?<![\p{L}])(?:você|vocês|voces|uma|não|nao|obrigad[oa]|olá|são|estão|temos|muito|gostaria|nossa|nosso|também|tambem|então|entao|fazem|trabalham|podem ajudar|marca de|em pó|bem-estar|oi)(?![\p{L}])/giu;

/** Words Italian has and Spanish does not ("abbiamo una gelateria, fate social media?"). */
const ITALIAN_WORDS =
  /(?<![\p{L}])(?:abbiamo|siamo|fate|avete|vorrei|vorremmo|grazie|ciao|buongiorno|gelateria|perch[eé]|possiamo|nostro|nostra|nostri|della|degli|delle|anche|quanto costa|lavorate|potete|sono)(?![\p{L}])/giu;
/** Letters of Vietnamese alone among Latin scripts (ạ ầ ổ ự đ ơ ư…): its tones and vowels. */
const VIETNAMESE_LETTERS = /[\u1EA0-\u1EF9đĐơƠưƯ]/gu;
/** Hindi typed in Latin letters ("kya aap SaaS companies ke saath kaam karte ho?"). */
const HINGLISH_WORDS =
  /(?<![\p{L}])(?:kya|aap|hai|hain|karna|karte|karti|mein|saath|hum|kitna|kitne|kitni|chahiye|nahi|nahin|bhi|sirf|kab|kaise|kahan|accha|theek)(?![\p{L}])/giu;

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
  if ((stripped.match(VIETNAMESE_LETTERS)?.length ?? 0) >= 2) return 'other';
  if ((stripped.match(ITALIAN_WORDS)?.length ?? 0) >= 2) return 'other';
  if ((stripped.match(HINGLISH_WORDS)?.length ?? 0) >= 3) return 'other';
  if (SPANISH_SHORT.test(stripped)) return 'es';
  // Portuguese is close enough to Spanish for the n-grams to call it Spanish: its own words decide.
  if ((stripped.match(PORTUGUESE_WORDS)?.length ?? 0) >= 2) return 'other';
  if (/[¿¡ñ]/.test(stripped)) return 'es';
  const words = stripped.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word));
  if (words.length < 2) return previous ?? 'en';
  const englishWords = stripped.match(ENGLISH_WORDS)?.length ?? 0;
  const result = detect(stripped);
  const scores = result.scores;
  const es = scores.es ?? 0;
  const en = scores.en ?? 0;
  const top = result.language;
  const margin = (scores[top] ?? 0) - Math.max(en, es);
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
    [
      'emplois?|postes?|recrutez|embauchez|vagas?|empregos?|contratam|trabalho',
      'job openings hiring',
    ],
    ['stagiaires?|stages?|estagios?|estagiari[oa]s?', 'internship'],
    ['redacteur|redactrice|redator|redatora|concepteur', 'copywriter'],
    ['visiter|visitar|passer vous voir|rendez vous', 'visit the studio'],
    [
      'clients etrangers|marques etrangeres|empresas estrangeiras|fora dos eua|hors des etats unis',
      'clients outside the us',
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
  // Scripts without spaces between words (Chinese, Japanese) and the others: the words that decide
  // what is asked, added in English to what the message says.
  const added = OTHER_GLOSS.filter(([pattern]) => pattern.test(text)).map(([, english]) => english);
  const question =
    /[?？؟]|吗|呢|ですか|ますか|か[。？]?$|까|니까|không|ли\b|آیا|क्या|ไหม|ba\b/u.test(text);
  return `${out.trim()}${added.length ? ` ${added.join(' ')}` : ''}${question ? '?' : ''}`;
}

/**
 * Words of the other languages visitors here write in (Chinese, Japanese, Korean, Vietnamese,
 * Russian, Armenian, Persian, Arabic, Hindi, Thai, Tagalog, German, Italian), as English words.
 */
const OTHER_GLOSS: [RegExp, string][] = (
  [
    [
      '价格|多少钱|费用|收费|料金|費用|いくら|가격|비용|얼마|giá|chi phí|bao nhiêu tiền|цен[аы]|стоимост|сколько стоит|գին|արժե|قیمت|هزینه|سعر|تكلفة|कीमत|लागत|ราคา|magkano|presyo|preis|kosten|prezzo|quanto costa',
      'how much does it cost price',
    ],
    [
      '招聘|职位|求职|找工作|实习|仕事を探|求人|採用|インターン|일자리|채용|구직|인턴|việc làm|tuyển dụng|thực tập|ищу работу|ваканси|стажир|աշխատանք եմ փնտրում|استخدام|شغل|وظيفة|नौकरी|สมัครงาน|trabaho|stelle|praktikum|lavoro|tirocinio',
      'job openings are you hiring',
    ],
    [
      '办公室|地址|在哪|オフィス|住所|どこ|사무실|주소|어디|văn phòng|địa chỉ|ở đâu|офис|адрес|где вы|գրասենյակ|հասցե|دفتر|آدرس|کجا|مكتب|عنوان|ऑफिस|पता|สำนักงาน|ที่อยู่|opisina|saan kayo|büro|adresse|ufficio|indirizzo',
      'where is your office',
    ],
    [
      '作品|案例|类似的项目|做过|実績|事例|포트폴리오|사례|해보신|dự án tương tự|đã làm|портфолио|кейс|примеры работ|նմանատիպ|نمونه کار|کار کرده|أعمال سابقة|पोर्टफोलियो|ผลงาน|nagawa|referenzen|beispiele|lavori',
      'have you done similar work',
    ],
    [
      '餐厅|饭店|レストラン|식당|한식당|고깃집|음식점|nhà hàng|phở|ресторан|ռեստորան|رستوران|مطعم|रेस्टोरेंट|ร้านอาหาร|restawran|ristorante',
      'restaurant',
    ],
    ['奶茶|珍珠奶茶|タピオカ|버블티|trà sữa', 'milk tea'],
    ['틱톡|抖音|ティックトック|тикток|تيك توك|تیک‌تاک', 'tiktok'],
    ['리테이너|月額|月费|包月|ретейнер|абонентск|اشتراك شهري', 'retainer monthly'],
    ['预算|予算|예산|ngân sách|бюджет|ميزانية|بودجه|बजट', 'budget how much does it cost'],
    [
      '最接近|一番近い|가장 가까운|gần nhất|ближайш|أقرب|نزدیک‌ترین|सबसे करीब|pinakamalapit',
      'what is the closest work',
    ],
    [
      '经验|経験|실적|경험|kinh nghiệm|опыт|خبرة|تجربه|अनुभव|karanasan|erfahrung|esperienza',
      'have you worked with experience',
    ],
    [
      '房地产|不動産|부동산|bất động sản|недвижимост|عقار|املاک|रियल एस्टेट|immobilien|immobiliare',
      'real estate',
    ],
    ['拍摄|撮影|촬영|quay phim|съемк|съёмк|تصوير|فیلمبرداری|शूट|dreh', 'shoot production'],
    ['负责|担当|담당|phụ trách|отвечает|مسؤول|مسئول|प्रभारी|zuständig', 'who is in charge'],
    ['파트너십|партнерств|شراكة|साझेदारी|partnerschaft', 'partner with you'],
    [
      '新店|新しい店舗|신규 매장|cửa hàng mới|новых магазин|negozi nuovi|nuovi negozi',
      'new stores',
    ],
    ['美国|アメリカ|미국|nước mỹ|сша|америк|أمريكا|آمریکا|अमेरिका|amerika', 'united states'],
    ['kya aap|kya ap', 'do you'],
    ['kaam karte|kaam karti|kaam kiya', 'work with'],
    ['\\bsirf\\b|\\bsirif\\b', 'only'],
    [
      '多久|多长时间|多長時間|几周|幾週|何週間|どのくらい|どれくらい|期間|얼마나 걸|기간|몇 주|bao lâu|mấy tuần|сколько времени|как долго|сколько недель|quanto tempo|wie lange|gaano katagal|چقدر طول|چند هفته|كم من الوقت|كم أسبوع|المدة|مدة|कितना समय|कितने हफ्ते|นานแค่ไหน|กี่สัปดาห์',
      'how long does it take',
    ],
    ['类似|相似|似た|비슷한|tương tự|похож|similares', 'anything similar'],
    ['看看|看一下|見せて|見たい|보여|보고 싶|xem|посмотреть|покажите|ver os', 'show me your work'],
    ['企画書|提案書|资料|方案|기획서|제안서|bản kế hoạch|бриф', 'i want to share our brief pdf'],
    [
      '网红|網紅|インフルエンサー|인플루언서|influenciador|инфлюенсер|блогер',
      'influencer creators',
    ],
    [
      '效果|成果|结果|結果|결과|kết quả|результат|resultado|ergebnis|risultat|نتائج|نتیجه|नतीजा|resulta',
      'what were the results',
    ],
    ['ポートフォリオ|作品集|포트폴리오|портфолио покаж|mostrar o portf', 'show me your portfolio'],
    ['평일|平日|工作日|ngày thường|будн', 'weeknights'],
    ['sweldo|sahod|工资|薪水|給料|월급|연봉|lương|зарплат|salário|gehalt|stipendio', 'salary pay'],
    ['bem-estar|bem estar|웰니스|wellness|健康食品', 'wellness'],
    ['alegaç|alegac|regras de propaganda|広告規制|광고 규정', 'claims compliance'],
    [
      '面包|パン屋|ベーカリー|빵집|tiệm bánh|пекарн|հացատուն|نانوایی|مخبز|बेकरी|เบเกอรี่|panaderya|bäckerei|panetteria',
      'bakery',
    ],
    [
      '汽车|车行|自動車|자동차|ô tô|автомобил|ավտոմեքենա|خودرو|سيارة|कार डीलर|รถยนต์|sasakyan|autohaus',
      'car dealership',
    ],
    [
      '滑板车|电动车|スクーター|스쿠터|xe điện|самокат|электросамокат|اسکوتر',
      'electric scooter vehicle launch',
    ],
    [
      '珠宝|ジュエリー|보석|trang sức|ювелир|ոսկերչական|جواهر|طلا|गहने|เครื่องประดับ|alahas|schmuck|gioielli',
      'jewelry store',
    ],
    ['美甲|ネイル|네일|tiệm nail|маникюр', 'nail salon'],
    [
      'リモート|원격|재택|từ xa|удален|удалён|دورکاری|عن بعد|रिमोट|à distance|télétravail|remote po',
      'remote',
    ],
    ['مدفوع|有薪|有給|유급|có lương|оплачива|rémunéré|bezahlt|retribuit', 'is it paid'],
    ['фриланс|フリーランス|프리랜서|自由职业|freela|trampo', 'freelance'],
    [
      '获奖|奖项|受賞|賞を|상을|수상|giải thưởng|наград|جوایز|جوائز|पुरस्कार|des prix|preise|premi',
      'awards have you won',
    ],
    ['인스타|インスタ|instagram', 'instagram social'],
    [
      'دندانپزشکی|دندان|치과|歯科|牙科|nha khoa|стоматолог|dentist|zahnarzt|dentista',
      'dental clinic',
    ],
    [
      '电影|映画|アニメ|영화|phim|фильм|կինո|فیلم|فيلم|फिल्म|ภาพยนตร์|pelikula|kinofilm',
      'film release',
    ],
    [
      '化妆品|美容|化粧品|コスメ|화장품|mỹ phẩm|косметик|կոսմետիկա|آرایشی|مستحضرات|सौंदर्य|เครื่องสำอาง|kosmetik|cosmetici',
      'cosmetics beauty',
    ],
    [
      '软件|应用|ソフトウェア|アプリ|소프트웨어|앱|phần mềm|ứng dụng|программ|приложени|نرم‌افزار|تطبيق|सॉफ्टवेयर|ซอฟต์แวร์',
      'software app',
    ],
    [
      '广告|推广|広告|광고|quảng cáo|реклам|գովազդ|تبلیغ|إعلان|विज्ञापन|โฆษณา|werbung|pubblicità',
      'advertising campaign',
    ],
    ['视频|動画|ビデオ|영상|비디오|видео|տեսանյութ|ویدیو|فيديو|वीडियो|วิดีโอ', 'video'],
    [
      '社交媒体|ソーシャルメディア|소셜 미디어|mạng xã hội|соцсет|شبکه‌های اجتماعی|تواصل اجتماعي|सोशल मीडिया|โซเชียล',
      'social media',
    ],
    [
      '设计师|デザイナー|디자이너|nhà thiết kế|дизайнер|դիզայներ|طراح|مصمم|डिजाइनर|นักออกแบบ|designer',
      'designer',
    ],
    ['模特|モーション|모션|моушн', 'motion'],
    [
      '创始人|創業者|창업자|설립자|người sáng lập|основател|հիմնադիր|مؤسس|بنیان‌گذار|संस्थापक|fondateur|fondatrice|fundador|gründer|fondatore',
      'who is the founder',
    ],
    [
      '挑选|选择|選ぶ|選定|선정|고르|chọn|выбира|отбира|اختيار|انتخاب|चुनते|choisissez|escolhem|auswählen|scegliete',
      'how do you choose creators',
    ],
    [
      '具体做了|做了什么|何をした|뭘 하셨|무엇을 하셨|đã làm gì|что именно вы делали|что вы делали|ماذا فعلتم|چه کاری|क्या किया|qu.avez-vous fait|o que fizeram|was habt ihr gemacht|cosa avete fatto',
      'what did you do for them',
    ],
    [
      '电动自行车|電動自転車|전기자전거|xe đạp điện|электровелосипед|e-bike|ebike|mobilität|mobilite|mobilidade|mobilità',
      'electric vehicle launch',
    ],
    [
      '媒体预算|媒体費|미디어 예산|mediabudget|budget média|orçamento de mídia|budget media',
      'media budget fees',
    ],
    [
      '(?<![\\p{L}])ИП(?![\\p{L}])|самозанят|(?<![\\p{L}])llc(?![\\p{L}])|gewerbe|auto-entrepreneur|partita iva',
      'llc payroll invoice',
    ],
    ['khai trương|开业|オープン初日|개업|grand opening|inaugura', 'opening day'],
    [
      '成立|创立|設立|창립|설립된|thành lập|основан|с какого года|تأسس|منذ متى|تأسیس|स्थापना|कब से|depuis quand|desde quando|seit wann|da quando|fondée en|itinatag',
      'when were you founded',
    ],
    [
      '员工|多少人|社員|従業員|何人|직원|몇 명|nhân viên|bao nhiêu người|сотрудник|сколько человек|عدد الموظفين|موظف|کارمند|कर्मचारी|कितने लोग|empleados|employés|funcionários|mitarbeiter|dipendenti|empleyado',
      'how many people work there team size',
    ],
    [
      '自己做|自己拍|自社|직접|tự làm|tự quay|сами|своими силами|بأنفسكم|خودتان|खुद|selbst|nous-mêmes|vocês mesmos|voi stessi|in-house',
      'do you do it in house yourselves',
    ],
    [
      '洛杉矶以外|ロサンゼルス以外|LA 밖|ngoài LA|ngoài los angeles|за пределами|خارج لوس|خارج از|बाहर|fora de|hors de|außerhalb|fuori da|fuori los angeles',
      'outside los angeles clients across the us',
    ],
    ['इंटर्नशिप|تدريب|کارآموزی|стажировк|インターンシップ|인턴십|thực tập', 'internship'],
    ['وظائف|شاغر|ваканс|空缺|空き|채용 공고|việc trống', 'job openings are you hiring'],
    ['kitne hafte|kitna samay|kitne din|kab tak', 'how long does it take'],
    ['kitna chahiye|kitne saal', 'how much experience is needed'],
    ['فروشگاه|متجر|магазин|cửa hàng|商店|店舗|매장', 'stores retail'],
    ['סייבר|אבטחת מידע|кибербезопас|سايبر|امنیت سایبری|साइबर', 'cybersecurity software'],
    ['תוצאות|результаты|نتایج', 'what were the results'],
    ['водк|алкогол|شراب|rượu|酒|술', 'alcohol spirits'],
    [
      'quanto è durat|quanto durou|combien de temps a dur|wie lange hat|долго длил',
      'how long did it run',
    ],
    ['भारत|インド|印度|인도|ấn độ|индия|الهند|هند', 'india outside the us'],
    ['martedì|mardi|dienstag|terça', 'weeknights slow'],
    [
      '谢谢|ありがとう|감사|cảm ơn|спасибо|շնորհակալ|ممنون|مرسی|شكرا|धन्यवाद|ขอบคุณ|salamat|danke|grazie',
      'thanks',
    ],
    [
      '你好|您好|こんにちは|안녕하세요|xin chào|здравствуйте|привет|բարև|سلام|مرحبا|नमस्ते|สวัสดี|kumusta|hallo|guten tag|ciao',
      'hello',
    ],
  ] as [string, string][]
).map(([pattern, english]) => [new RegExp(pattern, 'iu'), english]);

/** A Spanish message with the words that matter replaced by English ones; other words stay. */
export function gloss(text: string): string {
  let out = fold(text)
    .replace(/[¿¡]/g, ' ')
    .replace(/([.,!?;:])/g, ' $1 ')
    .replace(/\s+/g, ' ');
  for (const [pattern, english] of GLOSS) out = out.replace(pattern, english);
  return out.trim();
}
