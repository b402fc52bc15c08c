// Built-in sample content, grouped by category. Each item plays one of the three showcase videos and
// expands into simple, safe HTML that points at the matching case studies and services.
import type { SampleContent } from '@agency/schema';

const HIGHLIGHT_REEL = '/media/video/showcase-highlight-reel.mp4';
const BRAND_VISION = '/media/video/showcase-brand-vision.mp4';
const CLIENT_STORIES = '/media/video/showcase-client-stories.mp4';

export const sampleContent: SampleContent = {
  'social-media': [
    {
      title: 'Episodic Vertical Series',
      description:
        'Short recurring episodes shot in a single day and cut for TikTok, Reels and Shorts.',
      videoSrc: CLIENT_STORIES,
      expandedContent: [
        '<h3>Episodic Vertical Series</h3>',
        '<p>A repeatable format builds a habit in a way one-off posts rarely do. For <a href="/case-studies/taqueria-del-sol">Taquería del Sol</a> we shot 24 "Salsa Sessions" episodes in three days.</p>',
        '<ul>',
        '<li>9.6 million views across TikTok and Reels</li>',
        '<li>81% of views from people who did not yet follow the brand</li>',
        '<li>TikTok following up from 3,100 to 57,000 in ten weeks</li>',
        '</ul>',
      ].join(''),
    },
    {
      title: 'Creator Takeovers',
      description:
        'Creators and artists take over brand channels for launches, countdowns and live events.',
      videoSrc: HIGHLIGHT_REEL,
      expandedContent: [
        '<h3>Creator Takeovers</h3>',
        '<p>For the <a href="/case-studies/sunset-strip-music-festival">Sunset Strip Music Festival</a>, 60 creators and lineup artists took over TikTok and Instagram for the final 21 days before the festival.</p>',
        '<ul>',
        '<li>74 million social impressions</li>',
        '<li>21% of ticket sales through tracked creator links</li>',
        '<li>Sold out 19 days before gates opened</li>',
        '</ul>',
      ].join(''),
    },
    {
      title: 'Always-On Content Calendar',
      description:
        'Weekly drops, behind-the-scenes clips and community management that keep a brand in the feed.',
      videoSrc: BRAND_VISION,
      expandedContent: [
        '<h3>Always-On Content Calendar</h3>',
        '<p>Weekly flavor drops and behind-the-churn clips kept <a href="/case-studies/golden-state-creamery">Golden State Creamery</a> in the feed all summer.</p>',
        '<ul>',
        '<li>18.4 million organic impressions</li>',
        '<li>Instagram followers up 62%</li>',
        '</ul>',
        '<p>More on our <a href="/services/social-media">social media</a> service.</p>',
      ].join(''),
    },
  ],
  'web-design': [
    {
      title: 'Release Countdown Microsite',
      description:
        'A lightweight launch site that takes visitors from a trailer straight to a seat map.',
      videoSrc: HIGHLIGHT_REEL,
      expandedContent: [
        '<h3>Release Countdown Microsite</h3>',
        '<p>For <a href="/case-studies/imax">IMAX</a> we built a countdown site linked to ticketing, with showtimes filtered by the visitor\'s nearest IMAX location.</p>',
        '<ul>',
        '<li>One action on every page: choose a seat</li>',
        '<li>Release-specific creative for returning visitors</li>',
        '<li>Part of a campaign that lifted ticket pre-sales by 312%</li>',
        '</ul>',
      ].join(''),
    },
    {
      title: 'Content Hub and Research Library',
      description:
        'An editorial home for reports, guides and explainer videos, designed to rank and convert.',
      videoSrc: BRAND_VISION,
      expandedContent: [
        '<h3>Content Hub and Research Library</h3>',
        '<p>The <a href="/case-studies/vaultline">Vaultline</a> content hub houses "The Breach Report", 64 long-form guides and 18 explainer videos, each linked to a free trial.</p>',
        '<ul>',
        '<li>418% growth in organic traffic in nine months</li>',
        '<li>61 keywords in the top three Google results</li>',
        '<li>48,000 newsletter subscribers</li>',
        '</ul>',
        '<p>More on our <a href="/services/digital-marketing">digital marketing</a> service.</p>',
      ].join(''),
    },
  ],
  branding: [
    {
      title: 'Launch Brand Platform',
      description:
        'Positioning, tone of voice and visual identity for a brand entering a crowded market.',
      videoSrc: BRAND_VISION,
      expandedContent: [
        '<h3>Launch Brand Platform</h3>',
        '<p><a href="/case-studies/electra-motors">Electra Motors</a> entered the EV market as a brand about quiet confidence rather than spec sheets.</p>',
        '<ul>',
        '<li>Brand idea: "Quiet Power"</li>',
        '<li>Aided awareness in California up 23 points</li>',
        '<li>14,800 reservations in the first 30 days</li>',
        '</ul>',
      ].join(''),
    },
    {
      title: 'Community Brand Positioning',
      description: 'A clear promise that every branch and every employee can deliver on.',
      videoSrc: CLIENT_STORIES,
      expandedContent: [
        '<h3>Community Brand Positioning</h3>',
        '<p>"The Bank Next Door" gave <a href="/case-studies/pacific-coast-credit-union">Pacific Coast Credit Union</a> a story that its 22 branches could own, in English and Spanish.</p>',
        '<ul>',
        '<li>11,400 new members in six months</li>',
        '<li>58% of new members under 40</li>',
        '</ul>',
        '<p>More on our <a href="/services/brand-strategy">brand strategy</a> service.</p>',
      ].join(''),
    },
    {
      title: 'Packaging and Retail Identity',
      description: 'A visual system that works on a pint sleeve, a shelf-talker and a food truck.',
      videoSrc: HIGHLIGHT_REEL,
      expandedContent: [
        '<h3>Packaging and Retail Identity</h3>',
        '<p>The illustrated flavor map for <a href="/case-studies/golden-state-creamery">Golden State Creamery</a> ran on packaging, in-store displays and an Instagram filter.</p>',
        '<ul>',
        '<li>Co-branded kits for 140 grocery stores</li>',
        '<li>27% lift in same-store pint sales</li>',
        '</ul>',
      ].join(''),
    },
  ],
  'video-production': [
    {
      title: 'Launch Commercial',
      description:
        'A 60-second hero film with a full set of broadcast and social cutdowns, shot in six days.',
      videoSrc: HIGHLIGHT_REEL,
      expandedContent: [
        '<h3>Launch Commercial</h3>',
        '<p>For <a href="/case-studies/electra-motors">Electra Motors</a> our in-house crew shot on the Angeles Crest Highway and on an LED volume stage in Burbank, then finished color, VFX and sound in our post suite.</p>',
        '<ul>',
        '<li>60-second hero film, 30-second broadcast edit and 12 social cutdowns</li>',
        '<li>31 million video views</li>',
        '<li>72% completion rate on YouTube</li>',
        '</ul>',
      ].join(''),
    },
    {
      title: 'Real-Audience Spot',
      description:
        'Unscripted reactions captured in a real venue and cut into a hero spot and pre-roll.',
      videoSrc: BRAND_VISION,
      expandedContent: [
        '<h3>Real-Audience Spot</h3>',
        '<p>The <a href="/case-studies/imax">IMAX</a> campaign put real audiences in front of the camera to show the scale of the format.</p>',
        '<ul>',
        '<li>30-second hero spot, six 15-second cutdowns and 6-second bumpers</li>',
        '<li>2.3 million completed views</li>',
        '</ul>',
      ].join(''),
    },
    {
      title: 'Creator Studio Days',
      description:
        'High-volume UGC-style shoots that turn out dozens of vertical ads and hook variations in a day.',
      videoSrc: CLIENT_STORIES,
      expandedContent: [
        '<h3>Creator Studio Days</h3>',
        '<p>Two studio days in Silver Lake helped <a href="/case-studies/verde-wellness">Verde Wellness</a> keep paid social stocked with fresh creative.</p>',
        '<ul>',
        '<li>160 vertical assets over 12 weeks</li>',
        '<li>44% lower cost per acquisition</li>',
        '</ul>',
        '<p>More on our <a href="/services/video-production">video production</a> service.</p>',
      ].join(''),
    },
  ],
};
