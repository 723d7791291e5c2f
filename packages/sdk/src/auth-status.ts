/**
 * Enterprise and user authStatus by name (the contract's authStatus codes): '00' (and any other value) not
 * authenticated, '01' in progress, '02' authenticated. No imports: the portal reads it without the label catalogue.
 */
export const AUTH = { none: '00', pending: '01', verified: '02' } as const;
export type AuthStatus = (typeof AUTH)[keyof typeof AUTH];

/** The tag colour of each authStatus (the console's tags). */
export const AUTH_STATUS_COLOR = { [AUTH.none]: 'gray', [AUTH.pending]: 'orange', [AUTH.verified]: 'green' } as const;

/** Flagged TO_AUTH (the portal's and the console's rule): neither in progress nor authenticated. */
export const needsAuth = (authStatus: string | null | undefined): boolean => authStatus !== AUTH.pending && authStatus !== AUTH.verified;
