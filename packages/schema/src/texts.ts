// Exact copy (product.md) both sides need. Texts used by one screen only live with that screen.

export const TEXTS = {
  wordLimit: (limit: number) =>
    `We have a ${limit}-word limit to keep things focused and effective. Let's trim that down!`,
  chatFallbackContact: "I'm experiencing some technical difficulties. Please try again.",
  chatFallbackMain:
    "I understand you're looking for more specific information. How can I help you with your project?",
  chatEmptyReply: "I'm here to help with your creative needs!",
  chatResumeFlowFailure: 'Sorry, there was an error processing your message. Please try again.',
  pdfOnly: 'I can only process PDF files. Could you convert your deck to PDF and try again?',
  pdfTooLarge: 'That file is a bit too large. Could you compress it to under 20MB and try again?',
  pdfUploadFailure: (email: string) =>
    `I had trouble processing that file. Could you try uploading it again or reach out directly at ${email}?`,
  resumeWrongType: 'Please upload a PDF or text file',
  resumeUploadFailed: 'Upload failed',
  contactGate:
    "I'd be happy to help! To provide you with the best assistance, please share your contact information:",
  notFound: '404 - Page Not Found',
  caseStudyNotFound: 'Case Study Not Found',
  serviceNotFound: 'Service Not Found',
} as const;

/** Replies equal to these make the home page open the portfolio or the reel. */
export const SHOW_PORTFOLIO = 'SHOW_PORTFOLIO';
export const SHOW_REEL = 'SHOW_REEL';
