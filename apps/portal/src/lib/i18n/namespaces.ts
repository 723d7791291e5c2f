/** The i18n namespaces the portal shows; only these (or parts of them) reach the browser. */
export const PORTAL_NAMESPACES = ['common', 'errors', 'login', 'container', 'validation', 'portal', 'open'] as const;
