/**
 * A vocabulary of advertising and creative skills, with synonyms.
 *
 * Abbreviations are matched only where they are unambiguous: 'C4D' is Cinema 4D anywhere, while 'AE'
 * (After Effects, but also Account Executive in an agency) and 'XD' count only next to other design
 * tools (a skills/tools section, or a line near Photoshop, Figma...). 'PS', 'Ai', 'Id', 'Pr' are never
 * read as Adobe apps.
 */
import type { SectionedLine } from './sections.ts';

interface SkillDef {
  name: string;
  /** Synonyms that always count. */
  terms: RegExp[];
  /** Synonyms that count only in a design-tools context. */
  inTools?: RegExp[];
  /** Synonyms that count only in a languages context. */
  inLanguage?: RegExp[];
}

// Word boundaries for Latin-script text. Deliberately not \p{L} with the `iu` flags: V8 compiles each
// such pattern into a very large automaton, and ~240 of them cost about a second on the first parse.
const WORD = 'A-Za-z0-9\\u00C0-\\u024F';
const L = `(?<![${WORD}])`;
const R = `(?![${WORD}])`;

/** A phrase with flexible spaces and hyphens; `cs` makes it case-sensitive. */
function t(phrase: string, cs = false): RegExp {
  const body = phrase
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s-]*');
  return new RegExp(`${L}${body}${R}`, cs ? '' : 'i');
}

/** A raw pattern, wrapped in word boundaries. */
function p(source: string, flags = 'i'): RegExp {
  return new RegExp(`${L}(?:${source})${R}`, flags);
}

export const SKILLS: SkillDef[] = [
  // strategy & account
  {
    name: 'Art Direction',
    terms: [t('art direction'), p('art direct(?:or|ors|ing)'), t('associate creative director')],
  },
  {
    name: 'Creative Direction',
    terms: [t('creative direction'), p('(?:executive |group )?creative director')],
  },
  {
    name: 'Copywriting',
    terms: [p('copy[\\s-]?writ(?:ing|er|ers|e)'), t('copy editing'), t('copyediting')],
  },
  {
    name: 'Brand Strategy',
    terms: [
      t('brand strategy'),
      t('brand strategist'),
      t('brand positioning'),
      t('brand planning'),
      t('brand planner'),
    ],
  },
  {
    name: 'Brand Identity',
    terms: [
      t('brand identity'),
      t('branding'),
      t('visual identity'),
      t('identity design'),
      t('logo design'),
    ],
  },
  {
    name: 'Campaign Strategy',
    terms: [
      t('campaign strategy'),
      t('integrated campaigns'),
      t('campaign development'),
      t('campaign planning'),
    ],
  },
  { name: 'Creative Strategy', terms: [t('creative strategy'), t('creative strategist')] },
  { name: 'Media Planning', terms: [p('media plan(?:ning|ner|ners|s)')] },
  { name: 'Media Buying', terms: [p('media buy(?:ing|er|ers|s)'), t('ad buying')] },
  {
    name: 'Account Management',
    terms: [
      t('account management'),
      p('account (?:manager|executive|director|supervisor|lead)s?'),
      t('client services'),
      t('client relationship management'),
    ],
  },
  {
    name: 'Project Management',
    terms: [
      t('project management'),
      p('project manag(?:er|ers|ing)'),
      t('Asana', true),
      t('Jira', true),
      t('Trello', true),
      t('Monday.com'),
    ],
  },
  {
    name: 'Production',
    terms: [
      t('broadcast production'),
      t('content production'),
      p('(?:agency|integrated|creative|executive) producer'),
      t('production management'),
    ],
  },
  {
    name: 'New Business',
    terms: [t('new business'), t('business development'), p('pitch(?:ing)? new business')],
  },
  {
    name: 'Presentation',
    terms: [
      p('presentations?'),
      t('presentation skills'),
      p('pitch decks?'),
      t('Keynote', true),
      t('PowerPoint'),
      t('Google Slides'),
    ],
  },
  // digital marketing
  {
    name: 'Social Media Marketing',
    terms: [
      p('social media(?: marketing| strategy| management| campaigns?)?'),
      t('social marketing'),
      t('social strategy'),
      t('paid social'),
      t('organic social'),
    ],
  },
  { name: 'Community Management', terms: [t('community management'), t('community manager')] },
  {
    name: 'Content Strategy',
    terms: [
      t('content strategy'),
      t('content strategist'),
      t('content planning'),
      t('editorial strategy'),
    ],
  },
  {
    name: 'Content Creation',
    terms: [t('content creation'), t('content creator'), t('content production')],
  },
  {
    name: 'Influencer Marketing',
    terms: [
      t('influencer marketing'),
      p('influencer (?:campaigns?|partnerships?|relations|programs?)'),
      t('creator partnerships'),
    ],
  },
  {
    name: 'Email Marketing',
    terms: [t('email marketing'), t('Mailchimp'), t('Klaviyo'), t('CRM campaigns')],
  },
  {
    name: 'SEO',
    terms: [p('SEO', ''), t('search engine optimization'), t('search engine optimisation')],
  },
  {
    name: 'SEM',
    terms: [
      p('SEM', ''),
      p('PPC', ''),
      t('paid search'),
      t('search engine marketing'),
      t('pay per click'),
    ],
  },
  {
    name: 'Google Ads',
    terms: [t('Google Ads'), p('(?:google )?adwords'), t('Google Ad Manager')],
  },
  {
    name: 'Meta Ads',
    terms: [
      t('Meta Ads'),
      p(
        '(?:facebook|instagram|fb|ig)(?:\\s*(?:/|&|and)\\s*(?:facebook|instagram))? (?:ads|advertising)',
      ),
      t('Facebook Ads Manager'),
      t('Meta Business Suite'),
      t('Meta Ads Manager'),
      t('Meta Business Manager'),
    ],
  },
  { name: 'TikTok Ads', terms: [t('TikTok Ads'), t('TikTok advertising')] },
  {
    name: 'Programmatic',
    terms: [
      p('programmatic(?: advertising| buying| media)?'),
      t('The Trade Desk'),
      t('DV360'),
      t('Display & Video 360'),
      t('demand side platform'),
      t('demand-side platform'),
    ],
  },
  {
    name: 'Analytics',
    terms: [
      p('analytics'),
      t('GA4', true),
      t('Google Analytics'),
      t('Adobe Analytics'),
      t('Looker Studio'),
      t('Tableau'),
      t('data analysis'),
      t('campaign reporting'),
    ],
  },
  { name: 'A/B Testing', terms: [p('a/b testing'), t('split testing'), t('multivariate testing')] },
  {
    name: 'Marketing Strategy',
    terms: [t('marketing strategy'), t('go-to-market'), t('integrated marketing')],
  },
  {
    name: 'Public Relations',
    terms: [
      t('public relations'),
      p('PR', ''),
      t('media relations'),
      t('press relations'),
      t('publicist'),
    ],
  },
  {
    name: 'Experiential Marketing',
    terms: [
      t('experiential marketing'),
      t('experiential'),
      t('event marketing'),
      t('brand activations'),
    ],
  },
  // design
  { name: 'Graphic Design', terms: [p('graphic design(?:er|ers)?')] },
  { name: 'Typography', terms: [t('typography'), t('type design'), t('lettering')] },
  {
    name: 'Layout Design',
    terms: [t('layout design'), t('editorial design'), t('print design'), t('publication design')],
  },
  { name: 'Packaging Design', terms: [t('packaging design'), t('packaging')] },
  {
    name: 'Web Design',
    terms: [
      p('web design(?:er)?'),
      t('website design'),
      t('Webflow'),
      t('WordPress'),
      t('Squarespace'),
    ],
  },
  {
    name: 'UX/UI',
    terms: [
      p('UX\\s*/\\s*UI|UI\\s*/\\s*UX'),
      p('UX|UI', ''),
      t('user experience'),
      t('user interface'),
      t('interaction design'),
      t('wireframing'),
      t('wireframes'),
      t('prototyping'),
      t('product design'),
    ],
  },
  {
    name: 'Illustration',
    terms: [
      p('illustrations?'),
      p(
        '(?:freelance|children.s|book|editorial|digital|technical|medical|senior|junior|lead|staff) illustrators?',
      ),
      t('illustrator at'),
    ],
  },
  { name: 'Storyboarding', terms: [p('storyboard(?:s|ing|er)?'), t('storyboard artist')] },
  {
    name: 'Motion Graphics',
    terms: [
      t('motion graphics'),
      p('motion design(?:er|ers)?'),
      t('mograph'),
      t('motion graphic design'),
      t('2D animation'),
      t('3D animation'),
      t('animation'),
    ],
  },
  {
    name: '3D Modeling',
    terms: [p('3d model(?:l?ing|er)'), t('3D design'), t('Blender'), t('Autodesk Maya')],
    inTools: [t('Maya', true)],
  },
  {
    name: 'Photography',
    terms: [p('photograph(?:y|er|ers)'), t('product photography'), t('photo shoots')],
  },
  {
    name: 'Photo Retouching',
    terms: [p('(?:photo )?retouch(?:ing|er)'), t('photo editing'), t('image retouching')],
  },
  {
    name: 'Video Editing',
    terms: [
      t('video editing'),
      p('video editors?'),
      t('film editing'),
      t('editing video'),
      p('(?:offline|online) edit(?:ing|or)'),
    ],
  },
  {
    name: 'Videography',
    terms: [
      p('videograph(?:y|er)'),
      t('cinematography'),
      t('cinematographer'),
      t('camera operator'),
      p('director of photography'),
    ],
  },
  {
    name: 'Color Grading',
    terms: [p('colou?r grading'), p('colou?r correction'), p('colou?rist')],
  },
  {
    name: 'Sound Design',
    terms: [p('sound design(?:er)?'), t('audio mixing'), t('sound mixing'), t('audio post')],
  },
  { name: 'Post-Production', terms: [p('post[\\s-]?production')] },
  {
    name: 'Scriptwriting',
    terms: [p('script[\\s-]?writ(?:ing|er)'), t('screenwriting'), t('script writing')],
  },
  // software
  {
    name: 'Adobe Creative Cloud',
    terms: [p('adobe creative (?:cloud|suite)'), t('Adobe CC', true), t('Creative Cloud')],
  },
  { name: 'Adobe Photoshop', terms: [p('(?:adobe )?photoshop')] },
  { name: 'Adobe Illustrator', terms: [t('Adobe Illustrator')], inTools: [t('Illustrator', true)] },
  { name: 'Adobe InDesign', terms: [p('(?:adobe )?indesign')] },
  { name: 'Adobe After Effects', terms: [p('(?:adobe )?after effects')], inTools: [t('AE', true)] },
  {
    name: 'Adobe Premiere Pro',
    terms: [
      p('(?:adobe )?premiere pro'),
      p('Adobe Premiere', 'i'),
      p('Premiere(?! of| at| screening)', ''),
    ],
  },
  { name: 'Adobe Lightroom', terms: [p('(?:adobe )?lightroom')] },
  { name: 'Adobe XD', terms: [t('Adobe XD')], inTools: [t('XD', true)] },
  { name: 'Adobe Audition', terms: [t('Adobe Audition')] },
  { name: 'Figma', terms: [t('Figma')] },
  { name: 'Sketch', terms: [t('Sketch app')], inTools: [p('Sketch(?! ?(?:book|ing|es|ed))', '')] },
  { name: 'Canva', terms: [t('Canva')] },
  {
    name: 'Final Cut Pro',
    terms: [p('final cut(?: pro(?: x)?)?'), t('FCPX', true), t('FCP', true)],
  },
  { name: 'DaVinci Resolve', terms: [p('davinci(?: resolve)?'), t('Da Vinci Resolve')] },
  {
    name: 'Avid Media Composer',
    terms: [t('Avid Media Composer'), t('Media Composer')],
    inTools: [t('Avid', true)],
  },
  { name: 'Cinema 4D', terms: [p('cinema\\s?4d'), t('C4D')] },
  { name: 'Pro Tools', terms: [t('Pro Tools'), t('ProTools')] },
  { name: 'HTML/CSS', terms: [p('HTML5?(?:\\s*/\\s*CSS3?)?', ''), p('CSS3?', '')] },
  { name: 'JavaScript', terms: [t('JavaScript')] },
  // languages: only in a languages/skills section or next to 'fluent', 'native', 'bilingual'...
  {
    name: 'Spanish',
    terms: [
      t('Español'),
      p('bilingual \\(?(?:english\\s*[/&,]\\s*spanish|spanish\\s*[/&,]\\s*english)\\)?'),
    ],
    inLanguage: [t('Spanish'), t('Espanol')],
  },
  { name: 'French', terms: [t('Français', true)], inLanguage: [t('French', true)] },
  { name: 'Portuguese', terms: [t('Português', true)], inLanguage: [t('Portuguese')] },
  { name: 'German', terms: [], inLanguage: [t('German', true), t('Deutsch', true)] },
  { name: 'Italian', terms: [], inLanguage: [t('Italian', true)] },
  { name: 'Mandarin', terms: [], inLanguage: [t('Mandarin'), t('Cantonese')] },
  { name: 'Japanese', terms: [], inLanguage: [t('Japanese', true)] },
  { name: 'Korean', terms: [], inLanguage: [t('Korean', true)] },
  { name: 'Hindi', terms: [], inLanguage: [t('Hindi', true)] },
  { name: 'Tagalog', terms: [], inLanguage: [t('Tagalog', true), t('Filipino', true)] },
  { name: 'Armenian', terms: [], inLanguage: [t('Armenian', true)] },
];

const TOOL_HINT =
  /(?<![A-Za-z0-9\u00C0-\u024F])(?:adobe|photoshop|indesign|after effects|premiere|creative (?:cloud|suite)|figma|sketch|lightroom|cinema ?4d|c4d|final cut|davinci|illustrator|blender|canva|keynote)(?![A-Za-z0-9\u00C0-\u024F])/i;

const TOOL_SECTIONS = new Set(['skills']);
const LANGUAGE_HINT =
  /(?<![A-Za-z\u00C0-\u024F])(?:fluent|fluency|native|bilingual|trilingual|conversational|proficient|proficiency|languages?|idiomas?|speaks?|speaking|spoken|written|intermediate|advanced|basic|mother tongue|lengua)(?![A-Za-z\u00C0-\u024F])/i;

/** Contexts where the text is about something else (a company name in an email, a URL). */
function scrub(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w.-]+\.\w+/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/\b[\w-]+\.(?:com|net|org|io|co|me|design|studio|art)(?:\/\S*)?/gi, ' ');
}

export interface SkillMatch {
  name: string;
  count: number;
  /** Found in a skills/tools section. */
  inSkillsSection: boolean;
  first: number;
}

/** The skills named in the lines, skills-section ones first, then by how often and how early. */
export function findSkills(lines: SectionedLine[]): SkillMatch[] {
  const found = new Map<string, SkillMatch>();
  const texts = lines.map((l) => scrub(l.content || l.text));
  lines.forEach((line, i) => {
    const text = texts[i]!;
    if (!text.trim() || line.section === 'references') return;
    const window = texts.slice(Math.max(0, i - 2), i + 3).join(' \n ');
    const toolsContext = TOOL_SECTIONS.has(line.section) || TOOL_HINT.test(window);
    const languageContext =
      line.section === 'languages' || line.section === 'skills' || LANGUAGE_HINT.test(text);
    for (const def of SKILLS) {
      let hits = 0;
      for (const re of def.terms) hits += countMatches(re, text);
      if (toolsContext && def.inTools) for (const re of def.inTools) hits += countMatches(re, text);
      if (languageContext && def.inLanguage)
        for (const re of def.inLanguage) hits += countMatches(re, text);
      if (!hits) continue;
      const entry = found.get(def.name);
      const inSkills = line.section === 'skills' || line.section === 'languages';
      if (entry) {
        entry.count += hits;
        entry.inSkillsSection ||= inSkills;
      } else {
        found.set(def.name, { name: def.name, count: hits, inSkillsSection: inSkills, first: i });
      }
    }
  });
  return [...found.values()].sort(
    (a, b) =>
      Number(b.inSkillsSection) - Number(a.inSkillsSection) ||
      (a.inSkillsSection ? a.first - b.first : b.count - a.count || a.first - b.first),
  );
}

const GLOBAL = new WeakMap<RegExp, RegExp>();

function countMatches(re: RegExp, text: string): number {
  let global = GLOBAL.get(re);
  if (!global) {
    global = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
    GLOBAL.set(re, global);
  }
  let n = 0;
  for (const _ of text.matchAll(global)) n++;
  return n;
}
