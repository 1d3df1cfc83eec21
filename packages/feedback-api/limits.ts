/**
 * The limits of a feedback post, shared by the form in the browser and the service that checks
 * it: one definition instead of copies that drift apart. The service may allow more projects or
 * labels by configuration (FEEDBACK_PROJECT_IDS, FEEDBACK_LABELS); these are its defaults and
 * what the site sends.
 */
export const FEEDBACK_LIMITS = {
  /** Characters of the description after trimming. */
  descriptionMax: 5000,
  /** Characters of an e-mail address (RFC 5321 path limit). */
  emailMax: 254,
  /** Characters of the page path including its query. */
  pagePathMax: 2048,
  /** Labels per post. */
  labelsMax: 5,
  /** Bytes of a POST /feedback body. */
  bodyBytesMax: 16 * 1024,
} as const;

/** The GitLab project on openCode the site's feedback goes to. */
export const FEEDBACK_PROJECT_ID = 4516;

/** Labels the site's forms may set; "barriere" marks reports of barriers (/barriere-melden). */
export const FEEDBACK_LABELS = ['barriere'] as const;
export type FeedbackLabel = (typeof FEEDBACK_LABELS)[number];
