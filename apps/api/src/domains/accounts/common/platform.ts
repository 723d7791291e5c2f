/**
 * The platform and the companies on it are different things. The platform company (the operator, seeded as
 * PORTOP) is the only company of kind 'operator': registration never produces that kind. Platform roles are
 * roles of no company (company_id null): the administrator (sys) and the company-type roles (货代, 车队, 船代 …)
 * that the platform gives to companies. Only platform staff — users of the platform company holding a
 * platform role — are treated as the platform; they alone create and grant platform roles.
 */
export const PLATFORM_COMPANY_KIND = 'operator';

/** The platform role that carries every permission, for platform staff only. */
export const PLATFORM_ADMIN_ROLE = 'sys';

/**
 * Role keys a company may never use for its own roles, besides the key of every platform role (looked up):
 * names the platform or its code give meaning to (the default role of a user without roles, the company
 * administrator role the platform creates at a company's first approval).
 */
export const RESERVED_ROLE_KEYS = ['sys', 'admin', 'administrator', 'platform', 'root', 'superadmin', 'ROLE_DEFAULT', 'companyAdmin'] as const;
