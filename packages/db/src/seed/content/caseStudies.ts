// The nine case studies the site ships with. The id is fixed and is the URL slug
// (/case-studies/<id>); media lives under /media/case-studies/<id>/ in apps/web/public.
import type { CaseStudyInput } from '@agency/schema';

const images = (id: string) => ({
  thumbnail: `/media/case-studies/${id}/thumbnail.webp`,
  hero: `/media/case-studies/${id}/hero.webp`,
  gallery: [1, 2, 3].map((n) => `/media/case-studies/${id}/gallery-${n}.webp`),
});

export const caseStudies: CaseStudyInput[] = [
  {
    id: 'imax',
    client: 'IMAX',
    title: 'Bigger Than Your Living Room',
    industry: 'Entertainment',
    duration: '16 weeks',
    challenge:
      'Streaming windows had shrunk, and a growing share of Los Angeles moviegoers were happy to wait for a film to land at home. IMAX needed its premium large-format releases to feel like events again, not just another showtime option on a ticketing app. The brief covered a slate of three summer releases playing across seven IMAX locations in greater Los Angeles. Success would be judged on advance ticket sales, not awareness alone.',
    strategy:
      'We built the campaign around one honest comparison: the screen in your living room versus a screen several stories tall. Instead of leaning on studio key art, we made the format itself the hero, showing real audiences reacting to the scale of the image and the weight of the sound. Media was sequenced to peak in the ten days before tickets went on sale, with retargeting that followed people from a trailer view straight to a seat map. Every placement pointed to one action: lock in the seat before it is gone.',
    execution: [
      'Produced a 30-second hero spot and six 15-second cutdowns filmed with real audiences at a Los Angeles IMAX location, plus a 6-second bumper set for pre-roll.',
      'Planned and bought a Los Angeles media mix of connected TV, freeway billboards along the 101 and the 405, digital out-of-home near Westfield Century City, and Spotify audio.',
      'Ran a "seat map" retargeting sequence that served release-specific creative to anyone who watched at least 50% of a trailer.',
      'Built a lightweight release-countdown microsite linked to ticketing, with showtimes filtered by the nearest IMAX location.',
      'Partnered with 14 Los Angeles film creators for opening-night reaction content, published within two hours of the first screening.',
    ],
    results: [
      '312% lift in advance ticket pre-sales across the seven Los Angeles locations compared with the previous comparable summer release.',
      '94% average seat occupancy on opening weekend, with 41 sold-out shows.',
      '48 million impressions across connected TV, out-of-home, audio and social over the 16 weeks.',
      'Cost per ticket purchase on paid digital fell 41% between the first and the third release as the retargeting pool grew.',
      '2.3 million completed views of the 30-second hero spot on YouTube and connected TV.',
    ],
    metrics: {
      primary: '312% lift in ticket pre-sales',
      secondary: [
        '94% opening-weekend seat occupancy',
        '48M impressions across CTV, OOH, audio and social',
        '41% lower cost per ticket purchase',
        '2.3M completed views of the hero spot',
      ],
    },
    services: ['Creative Campaign', 'Production', 'Media Buying', 'Digital Campaigns'],
    quote: {
      text: 'Silver Lake Creative sold the format, not just the films, and that was the unlock. Pre-sales moved before the first trailer had even finished its run, and our Los Angeles locations had their strongest summer in years.',
      attribution: 'Dana Whitfield, Director of Regional Marketing, IMAX',
    },
    tags: [
      'Entertainment',
      'Theatrical Release',
      'Connected TV',
      'Out-of-Home',
      'Los Angeles',
      'Ticketing',
    ],
    images: images('imax'),
    videos: {
      hero: '/media/case-studies/imax/hero.mp4',
      gallery: [
        '/media/video/showcase-highlight-reel.mp4',
        '/media/video/showcase-brand-vision.mp4',
        'https://www.youtube.com/watch?v=Xk4pR7bN2qE',
      ],
    },
  },
  {
    id: 'golden-state-creamery',
    client: 'Golden State Creamery',
    title: 'Scoop the State',
    industry: 'Food & Beverage',
    duration: '14 weeks',
    challenge:
      'Golden State Creamery makes small-batch ice cream from California dairy, but in the grocery freezer aisle it was losing shelf space to national brands with far bigger budgets. Shoppers who tried a pint tended to come back, yet too few were trying it in the first place. The brand was also about to launch five seasonal flavors made with fruit from named California farms. It needed a summer campaign that turned the farm story into a reason to pick up a pint.',
    strategy:
      'We mapped the flavors to the places they come from and turned the summer lineup into a road trip across California. Each pint became a stop on the map, from Watsonville strawberries to Coachella Valley dates, and every piece of content introduced the farmer behind the flavor. The idea worked on a 30-second spot, on a shelf-talker and on a 9-second Reel alike. Retail partners got their own co-branded version so the campaign showed up right where the buying decision happens.',
    execution: [
      'Shot a 30-second spot and a series of 15-second farm vignettes over four days on three partner farms and in the Golden State Creamery kitchen in Oxnard.',
      'Designed an illustrated "Scoop the State" flavor map that ran on pint sleeves, in-store displays and a shareable Instagram filter.',
      'Ran an always-on Instagram and TikTok content calendar with weekly flavor drops and behind-the-churn clips.',
      'Produced co-branded point-of-sale kits for two regional grocery chains covering 140 stores.',
      'Staged a one-day pop-up scoop truck tour across Los Angeles, Santa Monica and Long Beach that fed the social calendar with live content.',
    ],
    results: [
      '27% lift in same-store pint sales across Southern California grocery over the campaign window.',
      'Listings in 140 new stores after two regional grocery chains picked up the full summer lineup.',
      'The limited-edition Coachella Date Shake flavor sold out in 11 days.',
      '18.4 million organic impressions on Instagram and TikTok, with Instagram followers up 62%.',
      'More than 6,000 cups scooped in a single day on the pop-up truck tour.',
    ],
    metrics: {
      primary: '27% lift in same-store pint sales',
      secondary: [
        '140 new retail doors',
        'Limited flavor sold out in 11 days',
        '18.4M organic social impressions',
        '62% growth in Instagram followers',
      ],
    },
    services: ['Creative Campaign', 'Production', 'Social Media'],
    quote: {
      text: 'We always knew the farms were our story, we just never told it this well. Our buyers noticed the campaign before our customers did, and that is how we ended up in 140 new stores.',
      attribution: 'Marisol Vega, Co-Founder and CEO, Golden State Creamery',
    },
    tags: ['Food & Beverage', 'CPG', 'Retail Launch', 'Seasonal Campaign', 'Content Production'],
    images: images('golden-state-creamery'),
    videos: {
      hero: '/media/case-studies/golden-state-creamery/hero.mp4',
      gallery: ['/media/video/showcase-client-stories.mp4', 'https://vimeo.com/824917365'],
    },
  },
  {
    id: 'taqueria-del-sol',
    client: 'Taquería del Sol',
    title: 'Salsa Sessions',
    industry: 'Food & Beverage',
    duration: '10 weeks',
    challenge:
      'Taquería del Sol runs six busy restaurants across Los Angeles, but Monday to Thursday dinner service was running at barely half of weekend volume. The group had just launched a late-night menu and was opening a seventh location in Highland Park. Its social channels were mostly food photography, and they were not reaching the younger neighborhood crowd the new location depended on. Paid media budget was limited, so whatever we made had to travel on its own.',
    strategy:
      'We put the people behind the counter in front of the camera. "Salsa Sessions" is a vertical video series where the group\'s taqueros teach one salsa, one technique or one family story per episode, shot fast and finished for TikTok and Reels. Local food creators were invited in for weeknight tastings and given their own offer codes, which let us see exactly which voices filled tables. The Highland Park opening became the finale of the series rather than a separate announcement.',
    execution: [
      'Produced 24 vertical episodes over three shoot days in the flagship kitchen, each edited into 30-second and 60-second versions.',
      'Recruited 42 Los Angeles food creators for weeknight tasting nights, each with a personal offer code for a free order of late-night tacos.',
      'Rebuilt the Instagram and TikTok channels around a three-posts-a-week episodic cadence, with community management handled in English and Spanish.',
      'Turned the Highland Park opening into a live-streamed "Salsa Sessions" finale with a creator-hosted taste-off.',
      'Boosted the top five episodes with a modest paid budget geo-targeted to within three miles of each location.',
    ],
    results: [
      '38% increase in Monday-to-Thursday dinner covers across the six existing locations.',
      '9.6 million views across TikTok and Instagram Reels, with 81% of views from non-followers.',
      '4,200 redemptions of creator offer codes, tracked back to 42 individual creators.',
      'The Highland Park location served 1,150 guests on opening day, with a line of nearly three hours at peak.',
      'TikTok following grew from 3,100 to 57,000 in ten weeks.',
    ],
    metrics: {
      primary: '38% increase in weeknight covers',
      secondary: [
        '9.6M views on TikTok and Reels',
        '4,200 creator code redemptions',
        '1,150 guests on opening day in Highland Park',
      ],
    },
    services: ['Social Media', 'Influencer Marketing', 'Production'],
    quote: {
      text: 'Our cooks are now a little bit famous in the neighborhood, and honestly they earned it. Tuesday nights used to be quiet. Now we have a wait.',
      attribution: 'Ricardo Alvarez, Owner, Taquería del Sol',
    },
    tags: [
      'Food & Beverage',
      'Restaurants',
      'Vertical Video',
      'TikTok',
      'Creators',
      'Local Marketing',
    ],
    images: images('taqueria-del-sol'),
    videos: [
      {
        title: 'Salsa Sessions, Episode 1: Salsa Macha',
        url: '/media/case-studies/taqueria-del-sol/vertical.mp4',
        format: 'vertical',
      },
      {
        title: 'Taquería del Sol: Client Story',
        url: '/media/video/showcase-client-stories.mp4',
        format: 'horizontal',
      },
    ],
  },
  {
    id: 'vaultline',
    client: 'Vaultline',
    title: 'The Breach Report',
    industry: 'Technology',
    duration: '9 months',
    challenge:
      'Vaultline is a password manager built for small businesses, competing in a category where the biggest names spend heavily on paid search. Its cost per trial had more than doubled in a year, and its blog was a handful of product announcements that ranked for nothing. Buyers, usually an office manager or a founder doing IT on the side, did not trust security claims from a brand they had never heard of. Vaultline needed a way to earn that trust before asking for a sign-up.',
    strategy:
      'We proposed a content-marketing programme that behaved like a newsroom instead of a blog. At its center sat "The Breach Report", a monthly, data-led look at how small businesses actually get hacked, written in plain English and backed by anonymized Vaultline research. Around it we built a library of search-led guides answering the questions small teams type at 11 p.m., plus short explainer videos for social. Every piece linked to a free, no-credit-card trial.',
    execution: [
      'Published nine editions of "The Breach Report", each with a headline statistic, a downloadable PDF and a pitch to trade and local business press.',
      'Wrote and optimized 64 long-form guides targeting high-intent searches such as "password manager for small business" and "how to share passwords with employees".',
      'Produced 18 short explainer videos and a brand film for the home page, reusing the same research as the articles.',
      'Launched a fortnightly newsletter with a single practical security tip per issue.',
      'Ran LinkedIn and Reddit distribution for each report, with paid amplification limited to the two best-performing posts each month.',
    ],
    results: [
      '418% growth in organic search traffic over nine months.',
      '61 target keywords ranking in the top three results on Google, up from zero.',
      'Free trials attributed to content grew 2.7 times, and content-sourced trials converted to paid at 31%.',
      'The newsletter reached 48,000 subscribers from a standing start.',
      'Customer acquisition cost through content came in 54% below paid search.',
    ],
    metrics: {
      primary: '418% growth in organic traffic',
      secondary: [
        "61 keywords in Google's top three",
        '2.7x more content-sourced free trials',
        '48,000 newsletter subscribers',
        '54% lower CAC than paid search',
      ],
    },
    services: ['Digital Campaigns', 'Creative Campaign', 'Social Media'],
    quote: {
      text: 'We stopped renting attention from search ads and started owning it. The Breach Report is now the first thing our sales team sends to a prospect.',
      attribution: 'Priya Natarajan, VP of Growth, Vaultline',
    },
    tags: ['Technology', 'SaaS', 'Cybersecurity', 'Content Marketing', 'SEO', 'B2B'],
    images: images('vaultline'),
    videoUrl: '/media/video/showcase-brand-vision.mp4',
  },
  {
    id: 'pacific-coast-credit-union',
    client: 'Pacific Coast Credit Union',
    title: 'The Bank Next Door',
    industry: 'Financial Services',
    duration: '6 months',
    challenge:
      'Pacific Coast Credit Union has 22 branches across Los Angeles County and the Inland Empire, and an average member age that was creeping past 50. Younger households were opening accounts with national banks and fintech apps that outspent the credit union many times over. Its media had been bought piecemeal, a radio flight here and a newspaper insert there, with no way to tell what was working. The board wanted member growth under 40, with every dollar accounted for.',
    strategy:
      'We treated the branch network as the advantage the big banks could not copy. The campaign, "The Bank Next Door", positioned the credit union as the neighbor who actually knows your name and offers better auto-loan rates. The real work was in the media plan: we drew a three-mile radius around each branch and concentrated nearly the entire budget inside those circles. Bilingual creative and Spanish-language media were planned from day one rather than translated at the end.',
    execution: [
      'Built a hyperlocal media plan across streaming audio, Spanish-language radio, geo-fenced connected TV, digital out-of-home near branches and paid search.',
      'Negotiated annual rates and bonus inventory with radio and out-of-home partners, securing $410,000 in added value.',
      'Produced bilingual radio, pre-roll and display creative featuring real branch staff in six communities.',
      'Set up a measurement framework linking media exposure to account openings, auto-loan applications and branch visits.',
      'Reviewed performance weekly and shifted budget between channels and branches every two weeks.',
    ],
    results: [
      '11,400 new members in six months, 58% of them under 40.',
      'Auto-loan applications up 46% compared with the same period the year before.',
      "Cost per new member down 37% against the previous year's media.",
      '$410,000 in negotiated added-value media on top of the paid plan.',
      'Measured branch foot traffic up 19% across the 22 branches.',
    ],
    metrics: {
      primary: '11,400 new members in six months',
      secondary: [
        '58% of new members under 40',
        '46% more auto-loan applications',
        '37% lower cost per new member',
        '$410K in negotiated added value',
      ],
    },
    services: ['Media Buying', 'Creative Campaign', 'Digital Campaigns'],
    quote: {
      text: 'For the first time we can show our board exactly what our marketing dollars bought. The media team treated our budget like it was their own money.',
      attribution: 'Angela Brooks, Chief Marketing Officer, Pacific Coast Credit Union',
    },
    tags: [
      'Financial Services',
      'Credit Union',
      'Hyperlocal Media',
      'Bilingual',
      'Connected TV',
      'Radio',
    ],
    images: images('pacific-coast-credit-union'),
    videos: { gallery: ['/media/video/showcase-highlight-reel.mp4'] },
  },
  {
    id: 'sunset-strip-music-festival',
    client: 'Sunset Strip Music Festival',
    title: 'Strip Sessions',
    industry: 'Events & Entertainment',
    duration: '8 weeks',
    challenge:
      'Eight weeks out, the Sunset Strip Music Festival was pacing 30% behind the previous year on ticket sales. Its audience was aging with its history, and the lineup included several artists whose fans had never heard of the festival itself. Traditional announcements were not moving Gen Z, who discover live music through creators rather than posters. The festival needed a sellout without discounting the tickets.',
    strategy:
      'We moved the festival onto the platforms where its future audience already spends time, and we let creators be the promoters. "Strip Sessions" paired creators with artists on the lineup for short, unpolished sessions filmed in real venues along the Strip. Artist takeovers, lineup reveals and a countdown ran on TikTok first, with paid social used only to push the posts that were already taking off. Each creator had a tracked ticket link, so we could see who was actually selling tickets.',
    execution: [
      'Cast 60 music, fashion and Los Angeles nightlife creators and matched each with a lineup artist or a Strip venue.',
      'Produced 35 "Strip Sessions" videos in historic venues on Sunset Boulevard across two weeks.',
      'Ran artist account takeovers and a daily countdown on TikTok and Instagram for the final 21 days.',
      'Bought paid social in short bursts, boosting only posts that beat engagement benchmarks within their first 24 hours.',
      'Provided every creator with tracked ticket links and a live leaderboard of tickets sold.',
    ],
    results: [
      'Two-day general admission sold out 19 days before gates opened, with no discounting.',
      '74 million social impressions and 1.2 million engagements across TikTok and Instagram.',
      '58% of ticket buyers were under 30, up from 31% the previous year.',
      'Creator links drove 21% of all ticket sales.',
      'Paid social returned $6.40 in ticket revenue for every dollar spent.',
    ],
    metrics: {
      primary: 'Sold out 19 days before gates opened',
      secondary: [
        '74M social impressions',
        '58% of buyers under 30, up from 31%',
        '21% of ticket sales through creator links',
        '6.4x return on paid social',
      ],
    },
    services: ['Social Media', 'Influencer Marketing', 'Media Buying'],
    quote: {
      text: 'We had been selling this festival the same way for a decade. Silver Lake Creative handed the megaphone to creators, and a whole new generation showed up.',
      attribution: 'Jordan Reyes, Festival Director, Sunset Strip Music Festival',
    },
    tags: ['Events', 'Live Music', 'Creators', 'TikTok', 'Gen Z', 'Ticket Sales'],
    images: images('sunset-strip-music-festival'),
    videos: {
      hero: '/media/case-studies/sunset-strip-music-festival/hero.mp4',
      gallery: [
        '/media/video/showcase-highlight-reel.mp4',
        '/media/video/showcase-client-stories.mp4',
        'https://youtu.be/Lm8vT3cQw9Y',
      ],
    },
  },
  {
    id: 'verde-wellness',
    client: 'Verde Wellness',
    title: 'Morning Ritual',
    industry: 'Health & Wellness',
    duration: '12 weeks',
    challenge:
      'Verde Wellness sells adaptogenic drink powders direct to consumers, and almost all of its growth came from paid social. Over two quarters its cost per acquisition had climbed 60% as the same few polished ads wore out. The team could not produce new creative fast enough to keep up with the platforms. The wellness category is also crowded with bold claims, so anything we made had to feel believable and comply with advertising rules.',
    strategy:
      "We swapped studio-polished ads for a steady supply of creator-led vertical video built around one moment: the first ten minutes of the day. \"Morning Ritual\" invited creators to show how Verde actually fits into their mornings, with no scripts, just a short list of do's and don'ts. We ran the best posts as paid ads through the creators' own accounts, which looked native in the feed and outperformed brand-handle ads. A weekly testing loop decided which hooks, creators and formats earned more budget.",
    execution: [
      'Contracted 35 wellness, fitness and food creators and produced 160 vertical assets over 12 weeks.',
      'Ran two studio days in our Silver Lake space to shoot UGC-style product demos and hook variations at scale.',
      'Launched creator whitelisting on Meta and Spark Ads on TikTok, running ads from creator handles.',
      'Tested three new hooks every week, retiring underperformers within 72 hours.',
      "Wrote a claims and compliance guide for every creator brief in partnership with Verde's legal team.",
    ],
    results: [
      'Cost per acquisition fell 44% across Meta and TikTok.',
      'Return on ad spend rose from 1.8x to 3.9x.',
      'Subscription sign-ups grew 2.1 times compared with the previous quarter.',
      'Creator-handle ads held 32% of viewers past the first three seconds, double the 16% thumb-stop rate of brand-handle ads.',
      '160 vertical assets delivered, 38 of which became evergreen ads still in rotation.',
    ],
    metrics: {
      primary: '44% lower cost per acquisition',
      secondary: [
        'ROAS up from 1.8x to 3.9x',
        '2.1x subscription sign-ups',
        '2x thumb-stop rate on creator-handle ads',
        '160 vertical assets produced',
      ],
    },
    services: ['Influencer Marketing', 'Social Media', 'Production', 'Digital Campaigns'],
    quote: {
      text: 'We went from begging for new ads every month to having more winning creative than we can spend behind. Our CPA has never been this low.',
      attribution: 'Hannah Cole, Head of Growth, Verde Wellness',
    },
    tags: [
      'Health & Wellness',
      'DTC',
      'Vertical Video',
      'Creator Whitelisting',
      'Paid Social',
      'Subscriptions',
    ],
    images: images('verde-wellness'),
    videos: [
      {
        title: 'Morning Ritual: Creator Cut',
        url: '/media/case-studies/verde-wellness/vertical.mp4',
        format: 'vertical',
      },
      {
        title: 'Verde Wellness: Client Story',
        url: '/media/video/showcase-client-stories.mp4',
        format: 'horizontal',
      },
    ],
  },
  {
    id: 'canyon-ridge-outfitters',
    client: 'Canyon Ridge Outfitters',
    title: 'Trail Tested',
    industry: 'Retail',
    duration: '5 months',
    challenge:
      'Canyon Ridge Outfitters has made technical outdoor apparel in Pasadena for 30 years and sells it through three stores and a growing online shop. Online revenue had flattened while marketplace competitors undercut it on price. Its product shots were clean but generic, with nothing to show that the gear had ever been near a mountain. Going into the holiday season, the brand needed its digital channels to sell on quality instead of discounts.',
    strategy:
      'We decided to prove the quality instead of claiming it. "Trail Tested" sent Canyon Ridge staff and a handful of local hikers into the San Gabriel Mountains with the holiday range, and every ad carried a real note from the trail, such as "Stayed dry through 6 hours of drizzle on Mount Baldy". The same field footage fed search, YouTube, paid social and email, so the story was consistent wherever a shopper met the brand. Dynamic product ads closed the loop for people who had already browsed.',
    execution: [
      'Filmed three days of trail testing in the San Gabriel Mountains, capturing video, stills and product notes for 48 items.',
      'Rebuilt the Google Shopping feed and Performance Max campaigns around trail-tested product titles and imagery.',
      'Ran YouTube and Meta campaigns with field footage, plus dynamic product ads retargeting recent site visitors.',
      'Redesigned holiday email flows with gear guides organized by trail and by weather.',
      'Set up weekly creative and budget reviews across search, social and email during the peak eight weeks.',
    ],
    results: [
      '63% year-over-year growth in online revenue over the holiday season.',
      '5.2x blended return on ad spend across search, shopping and social.',
      'Email-attributed revenue up 40% after the flow redesign.',
      'New customers made up 58% of online orders.',
      'Average order value rose 17% as shoppers bought complete layering systems.',
    ],
    metrics: {
      primary: '63% year-over-year growth in online revenue',
      secondary: [
        '5.2x blended ROAS',
        '40% more email-attributed revenue',
        '58% of orders from new customers',
        '17% higher average order value',
      ],
    },
    services: ['Digital Campaigns', 'Media Buying', 'Social Media'],
    quote: {
      text: 'Our gear finally looks the way it performs. We had our best online holiday ever, and we did it without a single sitewide sale.',
      attribution: 'Tom Lindqvist, Director of E-Commerce, Canyon Ridge Outfitters',
    },
    tags: ['Retail', 'Outdoor Apparel', 'E-Commerce', 'Performance Max', 'YouTube', 'Holiday'],
    images: images('canyon-ridge-outfitters'),
    videos: { gallery: ['/media/video/showcase-highlight-reel.mp4'] },
  },
  {
    id: 'electra-motors',
    client: 'Electra Motors',
    title: 'Quiet Power',
    industry: 'Automotive',
    duration: '20 weeks',
    challenge:
      'Electra Motors was launching the Vista, its first electric crossover, into a California market already crowded with EVs from established automakers. The brand had no dealer network, a modest launch budget and a reservation target of 8,000 in the first month. Early research showed people liked the car but had no feeling for the brand. The launch film had to make Electra feel premium, confident and distinctly Californian in 60 seconds.',
    strategy:
      'Everyone else was selling EV specs, so we sold a feeling: how quiet the car is. "Quiet Power" follows the Vista from a silent dawn on the Angeles Crest Highway to a night drive through downtown Los Angeles, with sound design that drops out everything except the world outside the car. The hero film anchored a launch system of cutdowns, configurator-driven digital and a test-drive tour. Media was weighted toward connected TV and YouTube in California ZIP codes with the highest EV adoption.',
    execution: [
      'Produced a 60-second hero film, a 30-second broadcast edit and 12 social cutdowns during a six-day shoot with our in-house crew and a precision driving team.',
      'Shot night sequences on an LED volume stage in Burbank, then finished color, VFX and a bespoke sound mix in our post-production suite.',
      'Bought connected TV, YouTube and premium digital video across California, weighted to high EV-adoption ZIP codes.',
      'Ran configurator retargeting that served model-specific cutdowns to people who had built a car online.',
      'Supported a four-city California test-drive tour with event creative and paid social.',
    ],
    results: [
      '14,800 reservations in the first 30 days, 85% above the 8,000 target.',
      '31 million video views across connected TV, YouTube and social.',
      'Aided brand awareness in California up 23 points in the post-launch brand-lift study.',
      '6,200 test drives booked during the four-city tour.',
      '72% completion rate on the 60-second film on YouTube.',
    ],
    metrics: {
      primary: '14,800 reservations in 30 days',
      secondary: [
        '85% above reservation target',
        '31M video views',
        '+23 points aided awareness in California',
        '6,200 test drives booked',
      ],
    },
    services: ['Production', 'Creative Campaign', 'Media Buying'],
    quote: {
      text: 'They understood that launching a car brand is about feeling, not features. The film gave the Vista a personality before anyone had driven one.',
      attribution: 'Marcus Chen, Chief Marketing Officer, Electra Motors',
    },
    tags: [
      'Automotive',
      'Electric Vehicles',
      'Product Launch',
      'Commercial Production',
      'Virtual Production',
      'Connected TV',
    ],
    images: images('electra-motors'),
    videos: {
      hero: '/media/case-studies/electra-motors/hero.mp4',
      gallery: [
        '/media/video/showcase-brand-vision.mp4',
        '/media/video/showcase-highlight-reel.mp4',
        'https://www.youtube.com/watch?v=q3Vz8hWdN1s',
        'https://vimeo.com/791204388',
      ],
    },
  },
];
