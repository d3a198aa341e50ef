/** Search input rule (storefront.md section 5): only letters, digits, space and !&'?"-., are kept. */
const DISALLOWED = /[^A-Za-z0-9 !&'?"\-.,]/g;

/** Strips every character the search box does not accept. */
export const sanitizeSearch = (raw: string): string => raw.replace(DISALLOWED, '');

/** The term to search for: sanitized, trimmed, inner runs of spaces collapsed. */
export const searchTerm = (raw: string): string => sanitizeSearch(raw).trim().replace(/ {2,}/g, ' ');
