// Contact points quoted in the agreement texts and on the pages (the top-up prompt), in one place so all agree.
/** The customer-service hotline. */
export const HOTLINE = '10010';
/**
 * Mailbox for personal-information requests (a2 and a3). The operator's name and domain are
 * configuration, so this is a placeholder on a reserved domain: set the real address before release.
 */
export const PRIVACY_EMAIL = 'privacy@example.com';
/** Date of this version of all three documents (YYYY-MM-DD). */
export const DOCS_UPDATED = '2026-11-01';
