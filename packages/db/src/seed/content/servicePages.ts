// The seven service pages (/services/<slug>). Results paragraphs quote figures from caseStudies.ts.
import type { Service } from '@agency/schema';

export const services: Service[] = [
  {
    slug: 'creative-campaigns',
    title: 'Creative Campaigns',
    description:
      'Big, simple ideas that work as well in a 6-second pre-roll as they do on a freeway billboard. We take a campaign from the first insight to the last cutdown.',
    overview:
      'A good campaign starts with one true thing about your audience and says it in a way that is hard to ignore. Our creative teams pair a writer and an art director with a strategist from the first day, so the idea is built around a business problem rather than a mood board. We then design the idea to travel across broadcast, streaming, out-of-home, social, retail and experiential, and we build every format in-house. Since 2009 we have launched campaigns for entertainment studios, restaurant groups, credit unions, car brands and startups across Southern California and beyond. We judge the work on what it sells, not only on how it looks.',
    keyServices: [
      'Campaign concepting and creative platforms',
      'Integrated 360 campaigns across paid, owned and earned channels',
      'TV, streaming and online video scripts',
      'Out-of-home and digital out-of-home',
      'Radio, podcast and streaming audio creative',
      'Retail, point-of-sale and experiential activations',
      'Campaign toolkits and brand guidelines for partners',
    ],
    capabilities: [
      'Integrated copywriting and art direction teams',
      'Bilingual English and Spanish creative',
      'Concept testing with target audiences before production',
      'Full in-house production and post-production',
      'Format adaptation for every platform and placement',
      'Legal and claims review workflows for regulated categories',
    ],
    approach: [
      'Discover: we interview your team and customers, review the data and find the one insight worth building on.',
      'Concept: we present two or three distinct creative routes, each with a headline, key visual and sample executions.',
      'Test: we put the strongest route in front of real people and refine what does not land.',
      'Produce: our in-house crew shoots, designs and finishes every asset in the campaign system.',
      'Launch and optimize: we roll out across channels, watch the numbers weekly and refresh creative as it wears out.',
    ],
    results:
      'Our campaign platforms are built to move numbers that matter to the business. For IMAX, "Bigger Than Your Living Room" drove a 312% lift in ticket pre-sales across seven Los Angeles locations. "Quiet Power" for Electra Motors brought in 14,800 reservations in its first 30 days, 85% above target. Golden State Creamery\'s "Scoop the State" lifted same-store pint sales by 27% and won 140 new retail doors. The agency\'s campaign work has earned three Clio Awards along with Telly, Shorty, AAF and Ad Age recognition.',
    clientTypes: [
      'Entertainment studios and exhibitors',
      'Food and beverage brands',
      'Automotive and mobility brands',
      'Financial institutions and credit unions',
      'Venture-backed startups preparing a launch',
      'Regional retailers and restaurant groups',
    ],
  },
  {
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    description:
      'Search, paid social, content and email that work together and report to a single set of numbers. We build digital programmes that bring in customers, not just clicks.',
    overview:
      'Digital channels reward teams that test quickly and measure honestly. Our digital group runs paid search, shopping, paid social, programmatic, SEO, content marketing and email under one roof, so budget can move to whatever is working that week. Creative and media sit side by side: when an ad wears out, the people who made it are in the same meeting as the people buying the space. We set up tracking and reporting before launch, agree the few numbers that define success, and give you a dashboard you can actually read. Whether the goal is trials, online revenue, leads or store visits, we plan backwards from it.',
    keyServices: [
      'Paid search and Google Shopping, including Performance Max',
      'Paid social on Meta, TikTok, LinkedIn, Reddit, Pinterest and Snapchat',
      'Search engine optimization and content strategy',
      'Content marketing programmes, newsletters and research reports',
      'Email and lifecycle marketing',
      'Landing pages and conversion rate optimization',
      'Analytics setup, attribution and reporting dashboards',
    ],
    capabilities: [
      'Google Ads, Meta and TikTok certified specialists',
      'Product feed management for e-commerce',
      'Weekly creative testing frameworks',
      'First-party data and server-side conversion tracking',
      'Marketing-mix and incrementality analysis',
      'Editorial team for long-form and technical content',
    ],
    approach: [
      'Audit: we review your accounts, tracking, site and content to find wasted spend and missed demand.',
      'Plan: we agree goals, budgets by channel and the handful of metrics we will report on.',
      'Build: we set up campaigns, audiences, feeds, landing pages and the first rounds of creative.',
      'Test: we run structured experiments every week on audiences, hooks, offers and pages.',
      'Scale and report: we move budget toward proven winners and walk you through results every month.',
    ],
    results:
      'For Canyon Ridge Outfitters, the "Trail Tested" holiday programme grew online revenue 63% year over year at a 5.2x blended return on ad spend. Vaultline\'s content-marketing programme grew organic traffic 418% in nine months and brought in customers at a cost 54% below paid search. For Verde Wellness, creator-led paid social cut cost per acquisition by 44% while return on ad spend rose from 1.8x to 3.9x.',
    clientTypes: [
      'E-commerce and direct-to-consumer brands',
      'B2B software and SaaS companies',
      'Multi-location retailers and restaurants',
      'Financial services and credit unions',
      'Subscription businesses',
    ],
  },
  {
    slug: 'video-production',
    title: 'Video Production',
    description:
      'Commercials, brand films and social video made by our in-house crew in Los Angeles. We take a project from script to final delivery without handing it off.',
    overview:
      'We have produced video in Los Angeles since 2009, and production sits inside the agency rather than down the hall at a vendor. Our team of directors, producers, cinematographers, editors, colorists and sound designers shoots everything from 60-second broadcast spots to dozens of vertical videos in a day. The Silver Lake studio includes a shooting stage, two edit bays, a color suite and a sound mix room, and we partner with LED volume stages in Burbank when a project calls for virtual production. Because the people who wrote the idea are on set, the finished piece stays faithful to it. Every shoot is planned with the cutdowns in mind, so you leave with a complete library of assets rather than a single film.',
    keyServices: [
      'TV and streaming commercials',
      'Brand films and documentary-style storytelling',
      'Vertical and social-first video series',
      'Product and explainer videos',
      'Event, festival and live content capture',
      'Animation and motion graphics',
      'Post-production: editing, color, VFX and sound design',
    ],
    capabilities: [
      'In-house directors, producers and camera crew',
      'Shooting stage and post-production suites at our Silver Lake studio',
      'Virtual production on LED volume stages',
      'Cinema camera packages, drone and car-to-car rigs',
      'Casting, location scouting and permitting across Southern California',
      'Delivery to broadcast, streaming and platform specifications',
    ],
    approach: [
      'Script and treatment: we develop the story, the look and the tone, and agree them with you before anything is booked.',
      'Pre-production: we cast, scout, schedule and plan every shot, including the cutdowns and vertical versions.',
      'Production: our crew shoots in studio, on location or on an LED volume, with the creative team on set.',
      'Post-production: editing, color, sound, VFX and graphics are finished in-house, with two structured rounds of review.',
      'Delivery: we master and deliver every version to the exact specs of each broadcaster and platform.',
    ],
    results:
      'Our launch film for Electra Motors reached 31 million views, held a 72% completion rate on YouTube and helped drive 14,800 reservations in 30 days. For Taquería del Sol, 24 vertical episodes shot in three days generated 9.6 million views and a 38% increase in weeknight covers. The IMAX hero spot logged 2.3 million completed views. Our video work has won Telly and Digiday Video awards.',
    clientTypes: [
      'Brands launching a new product',
      'Entertainment and live events companies',
      'Automotive and technology companies',
      'Restaurant groups and hospitality',
      'Agencies and in-house teams needing production capacity',
    ],
  },
  {
    slug: 'brand-strategy',
    title: 'Brand Strategy',
    description:
      'Positioning, identity and messaging that give your team one clear story to tell. We help brands figure out what they stand for before deciding how to say it.',
    overview:
      'A brand strategy should make decisions easier: what to say, who to say it to and what to leave out. We start with research, including stakeholder interviews, customer conversations, competitive audits and a look at the numbers, and we turn it into a positioning that is specific enough to be useful. From there we build the verbal and visual identity: naming, messaging frameworks, tone of voice, logo systems, typography, color and photography direction. We work with founders preparing a raise, established companies that have outgrown their look, and restaurant and retail groups opening new locations. Every engagement ends with tools your team can use on Monday morning, not a deck that sits in a drawer.',
    keyServices: [
      'Brand positioning and architecture',
      'Customer and market research',
      'Naming and tagline development',
      'Messaging frameworks and tone of voice',
      'Visual identity and logo systems',
      'Brand guidelines and asset libraries',
      'Rebrand rollout planning',
    ],
    capabilities: [
      'Qualitative interviews and quantitative surveys',
      'Competitive and category audits',
      'Workshops with leadership and frontline teams',
      'Identity design across digital, print, packaging and environments',
      'Trademark screening coordination with your counsel',
      'Employee launch and internal brand training',
    ],
    approach: [
      'Research: we interview stakeholders and customers and audit the competition and your own materials.',
      'Define: we run a positioning workshop and agree the audience, the promise and the proof points.',
      'Express: we develop the name, messaging, tone of voice and visual identity, presenting options at each stage.',
      'Codify: we build brand guidelines, templates and an asset library your team and partners can use.',
      'Launch: we plan the rollout inside and outside the company and support the first campaigns.',
    ],
    results:
      'Clear positioning is what makes the rest of the work perform. "The Bank Next Door" gave Pacific Coast Credit Union a story its branches could own, contributing to 11,400 new members in six months, 58% of them under 40. Electra Motors entered the EV market with a brand platform that lifted aided awareness in California by 23 points. For Golden State Creamery, building the brand around named California farms helped win listings in 140 new stores.',
    clientTypes: [
      'Founders and startups before a launch or funding round',
      'Established companies planning a rebrand',
      'Restaurant and hospitality groups',
      'Consumer packaged goods brands',
      'Credit unions and community organizations',
      'Companies formed through a merger',
    ],
  },
  {
    slug: 'media-buying',
    title: 'Media Buying',
    description:
      'Planning and buying across TV, streaming, audio, out-of-home and digital, with every dollar tracked. We negotiate hard and move budget to whatever is working.',
    overview:
      'Media is usually the largest line in a marketing budget, and it deserves the same attention as the creative. Our planners and buyers work across broadcast and cable TV, connected TV and streaming, radio and podcasts, out-of-home and digital out-of-home, programmatic display and video, search and social. We have bought Los Angeles media for more than fifteen years, and those long relationships with local stations, out-of-home companies and publishers turn into better rates and added-value inventory for our clients. Plans are built from audience data rather than habit, and we agree how success will be measured before the first flight goes live. We are paid a transparent fee, never hidden markups, so our recommendations are about your results.',
    keyServices: [
      'Media strategy and channel planning',
      'Broadcast, cable and connected TV buying',
      'Radio, podcast and streaming audio',
      'Out-of-home, transit and digital out-of-home',
      'Programmatic display, video and native',
      'Hyperlocal and multicultural media plans',
      'Post-campaign analysis and brand-lift studies',
    ],
    capabilities: [
      'Long-standing Los Angeles vendor relationships',
      'Rate negotiation and added-value packages',
      'Geo-targeting down to ZIP code and branch radius',
      'Spanish-language and in-language media planning',
      'Independent ad verification and fraud monitoring',
      'Weekly pacing and optimization reports',
    ],
    approach: [
      'Audience: we define who you need to reach and how they actually spend their time and attention.',
      'Plan: we build a channel mix, flighting and budget scenarios tied to clear goals.',
      'Negotiate: we secure rates, placements and added value from our vendor partners.',
      'Traffic and launch: we manage creative specs, trafficking, tags and verification.',
      'Optimize and report: we review performance weekly, reallocate spend, and close with a full post-campaign analysis.',
    ],
    results:
      "For Pacific Coast Credit Union we concentrated spend within three miles of each branch, secured $410,000 in negotiated added value and cut cost per new member by 37%. The IMAX media plan delivered 48 million impressions across connected TV, out-of-home, audio and social, while cost per ticket purchase fell 41%. Electra Motors' launch buy, weighted to high EV-adoption ZIP codes, helped lift aided awareness in California by 23 points.",
    clientTypes: [
      'Regional and multi-location brands',
      'Financial services and credit unions',
      'Entertainment releases and live events',
      'Automotive launches',
      'Retailers with seasonal peaks',
    ],
  },
  {
    slug: 'social-media',
    title: 'Social Media',
    description:
      'Always-on social content, community management and paid social built for how each platform actually works. We help brands earn attention instead of interrupting it.',
    overview:
      'Social is where most people now meet a brand for the first time, and each platform has its own grammar. Our social team plans, produces and publishes content for Instagram, TikTok, YouTube, LinkedIn, Pinterest and X, and manages the communities that grow around it, in English and Spanish. We favor repeatable formats, such as episodic series, recurring drops and behind-the-scenes access, because formats build habits in a way one-off posts rarely do. Content and paid social are run by the same team, so we put money behind posts that are already proving themselves. Each month you get a plain-language report on reach, engagement and the business results the channel produced.',
    keyServices: [
      'Social strategy and channel planning',
      'Content calendars and episodic series',
      'Short-form vertical video for TikTok, Reels and Shorts',
      'Community management and social listening',
      'Paid social and post amplification',
      'Live and event social coverage',
    ],
    capabilities: [
      'Same-day content production at our Silver Lake studio',
      'Bilingual community management',
      'Trend monitoring and rapid response',
      'Creator and artist takeover management',
      'Social commerce and shoppable posts',
      'Monthly performance reporting',
    ],
    approach: [
      'Listen: we study your audience, your competitors and the conversations already happening around your category.',
      'Design formats: we create a small set of repeatable content series that fit your brand and each platform.',
      'Produce and publish: we shoot, edit and post on a steady cadence, with approvals built into the calendar.',
      'Engage: we manage comments and messages and bring useful feedback back to your team.',
      'Amplify and learn: we boost proven posts, report monthly and retire formats that stop working.',
    ],
    results:
      '"Strip Sessions" helped the Sunset Strip Music Festival sell out 19 days early on 74 million social impressions, with buyers under 30 rising from 31% to 58%. Taquería del Sol grew its TikTok following from 3,100 to 57,000 in ten weeks, and Golden State Creamery\'s Instagram audience grew 62% on the back of weekly flavor drops. Our social work has been recognized with two Shorty Awards.',
    clientTypes: [
      'Restaurants and food and beverage brands',
      'Festivals, venues and live events',
      'Consumer and lifestyle brands',
      'Direct-to-consumer startups',
      'Local and regional businesses',
    ],
  },
  {
    slug: 'influencer-marketing',
    title: 'Influencer Marketing',
    description:
      'Creator partnerships that feel native, stay compliant and can be measured to the sale. We handle everything from casting to contracts to paid amplification.',
    overview:
      "The best creator content does not look like an ad, and the best creator programmes are run with the same discipline as a media plan. We cast creators based on audience data and past performance rather than follower counts, write briefs that leave room for their own voice, and handle contracts, usage rights, FTC disclosure and payments. Every creator gets tracked links or codes, so we can see who actually drives sales and invest more in them. We also run creator whitelisting and Spark Ads, turning the strongest organic posts into paid ads from the creator's own handle. Programmes range from 20 local food creators for a restaurant opening to more than 60 creators for a festival launch.",
    keyServices: [
      'Creator strategy and programme design',
      'Influencer casting and vetting',
      'Contracts, usage rights and FTC compliance',
      'Creator briefs and content approvals',
      'Whitelisting and Spark Ads',
      'Ambassador and long-term creator programmes',
      'Event and experiential creator activations',
    ],
    capabilities: [
      'Audience and brand-safety vetting for every creator',
      'Tracked links, codes and attribution reporting',
      'UGC-style content production days in our studio',
      'Claims and compliance guidance for regulated categories',
      'Creator payment and rights management',
      'A roster of Los Angeles food, music, fitness and lifestyle creators',
    ],
    approach: [
      'Define: we agree what the programme needs to achieve and how each creator will be measured.',
      'Cast: we shortlist creators by audience fit, content quality and past results, then vet them for brand safety.',
      'Brief: we give creators a clear brief and a short list of rules, then let them make it their own.',
      'Activate: we manage content approvals, posting schedules, disclosures and paid amplification.',
      'Measure and renew: we report results creator by creator and turn top performers into long-term partners.',
    ],
    results:
      "Verde Wellness worked with 35 creators to produce 160 vertical assets, cutting cost per acquisition by 44% and doubling thumb-stop rates on creator-handle ads. For the Sunset Strip Music Festival, 60 creators drove 21% of all ticket sales through tracked links. Taquería del Sol's 42 local food creators generated 4,200 offer-code redemptions and helped lift weeknight covers by 38%.",
    clientTypes: [
      'Direct-to-consumer and wellness brands',
      'Restaurants and hospitality groups',
      'Festivals and entertainment properties',
      'Beauty, fashion and lifestyle brands',
      'Consumer apps and technology launches',
    ],
  },
];
