export const NAV_TEXTS = {
  open: 'Open menu',
  close: 'Close menu',
  menu: 'Site menu',
  awards: 'Awards',
  contact: 'Contact',
  portfolio: 'Portfolio',
  email: 'Email',
} as const;
