/**
 * Access without login (SPEC §2.2). Route names of the whole product; the console owns only a few of
 * them (qrCodeContent, PhoneRegiter, downloadPdf2), the rest belong to the portal and are listed so
 * the rule reads as the spec writes it.
 */
export const PUBLIC_ROUTE_NAMES: ReadonlySet<string> = new Set([
  'login',
  'register',
  'registerResult',
  'registration',
  'index',
  'routerToPage',
  'UnloadingShip',
  'LoadingShip',
  'SingleBoxHistory',
  'jxLogin',
  'PhoneRegiter',
  'EntryNotice',
  'DockDate',
  'SetCardGpsInformation',
  'PlatformStandardInformation',
  'GatherCardInformation',
  'apiProductInterface',
  'interfaceName',
  'apiSubscription',
  'interfaceSearch',
  'qrCodeContent',
  'news',
  'newsDetail',
  'homeLogin',
  'homeRegister',
  'forgotPassword',
  'info',
  'websiteTerms',
]);

/** Public even when the user holds a token (SPEC §2.2). */
export const ALWAYS_PUBLIC_NAMES: ReadonlySet<string> = new Set([
  'apiProductInterface',
  'interfaceName',
  'apiSubscription',
  'interfaceSearch',
]);

/** Paths reachable without login whatever their name. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(['/downloadPdf2/index', '/404']);

/** A signed-in user opening one of these goes to /home (SPEC §2.2). */
export const SIGNED_IN_REDIRECTS: ReadonlySet<string> = new Set([
  '/user/login',
  '/user/registration',
  '/api_product/apiProductInterface',
]);

export const isPublicName = (name: string | undefined): boolean => !!name && PUBLIC_ROUTE_NAMES.has(name);
