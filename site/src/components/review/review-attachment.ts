/**
 * How the Selbstcheck hands its export to the peer-review request form: "Für ein Peer Review
 * verwenden" writes the export into sessionStorage (this tab only, gone when it closes) and opens
 * the form, whose island shows it as attached and sends it with the request. Checked with the
 * export file's schema on both sides; the service checks it again.
 */
import { selbstcheckExportSchema, type SelbstcheckExport } from '@servicestandard/feedback-api/selbstcheck-export';

export const REVIEW_ATTACHMENT_KEY = 'servicestandard-peer-review-selbstcheck';

/** The page with the request form. */
export const REVIEW_FORM_PATH = '/handbuch/service-pruefen/peer-review-anfragen';

export function storeAttachment(json: string): void {
  sessionStorage.setItem(REVIEW_ATTACHMENT_KEY, json);
}

/** The attached export, if there is one and it is valid. */
export function readAttachment(): SelbstcheckExport | undefined {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(REVIEW_ATTACHMENT_KEY);
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  try {
    const parsed = selbstcheckExportSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function removeAttachment(): void {
  try {
    sessionStorage.removeItem(REVIEW_ATTACHMENT_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
