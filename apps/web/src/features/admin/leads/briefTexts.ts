// The brief's copy on the leads list and the lead.
export const BRIEF_TEXTS = {
  brief: 'Brief',
  budget: 'Budget',
  timeline: 'Timeline',
  services: 'Services',
  industry: 'Industry',
  any: {
    budget: 'Any budget',
    timeline: 'Any timeline',
    service: 'Any service',
    industry: 'Any industry',
  },
  contactMessage: 'Contact form message',
} as const;
