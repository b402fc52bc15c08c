// The admin screen's copy (product.md §2 "Admin", §5 and §8), verbatim where product.md quotes it.

export const ADMIN_TEXTS = {
  loginTitle: 'Admin Access',
  loginSubtitle: 'Enter your admin token to review conversations, resumes and case studies.',
  tokenLabel: 'Admin token',
  tokenPlaceholder: 'Enter admin token',
  loginButton: 'Access Admin Panel',
  verifying: 'Verifying...',
  tokenRequired: 'Admin token is required',
  invalidToken: 'Invalid admin token',
  authFailed: 'Authentication failed',
  networkError: 'Network error occurred',
  noToken: 'No admin token available',
  logout: 'Logout',
  dashboardTitle: 'Admin Dashboard',

  tabConversations: 'Conversations',
  tabResumes: 'Resumes',
  tabCaseStudies: 'Case Studies',
  tabAssistant: 'Assistant',
  loadingAssistant: 'Loading the assistant...',

  allIntents: 'All Intents',
  searchConversations: 'Search name, email, subject or message',
  totalConversations: 'Total Conversations',
  totalMessages: 'Total Messages',
  serviceInquiries: 'Service Inquiries',
  employmentInquiries: 'Employment Inquiries',
  viewDetails: 'View Details',
  noConversations: 'No conversations found',
  backToList: 'Back to Conversations',

  searchResumes: 'Search name, email, skills or text',
  /** 'View PDF' for a PDF; a text resume is not one. Stored names end in their detected type's extension. */
  viewFile: (name: string) => (/\.pdf$/i.test(name) ? 'View PDF' : 'View text'),
  download: 'Download',
  details: 'Details',
  noResumes: 'No resumes uploaded yet.',
  noResumesMatch: 'No resumes match your search.',
  resumesFailed: (status: number | string) => `Failed to fetch resumes: ${status}`,

  newCaseStudy: 'New Case Study',
  noCaseStudies: 'No case studies found. Create your first case study to get started.',
  saving: 'Saving...',
  createFailed: 'Failed to create case study',
  updateFailed: 'Failed to update case study',
  uploadFailed: 'Failed to upload image',
} as const;
