/** Business constants and limits of SPEC section 9, written once and imported by every app and the server. */

/**
 * The apps' version, sent with every API call (the `version` header); SITE.version is the same. Here beside the API
 * base rather than only in site.ts, so the portal's shared chunk takes the version without the operator's details.
 */
export const APP_VERSION = '1.0.0';

export const API_BASE = '/new/api';
export const APP_BASE = '/new/';

export const PAGING = {
  pageSizes: [10, 20, 30, 40, 50] as const,
  defaultPageSize: 10,
  tableMaximum: 1_000_000,
} as const;

/** Timings in milliseconds. */
export const TIMING = {
  requestTimeout: 180_000,
  logoutReloadDelay: 1_000,
  chunkLoadTimeout: 120_000,
  inputDebounce: 300,
  iframeSpinnerTimeout: 10_000,
  wsHeartbeat: 90_000,
  wsReconnectDelays: [10_000, 30_000, 60_000, 10_000] as const,
  toolbarHide: 86_400_000,
  noticePopoverSpinner: 500,
  notificationDefault: 3_000,
  systemErrorNotification: 15_000,
  userInfoErrorNotification: 2_000,
  containerMessage: 3_000,
  carouselInterval: 4_000,
} as const;

export const CAROUSEL_SLIDES = 4;

export const HOME = { pageNo: 1, pageSize: 4, newsFeatured: 1, newsMore: 3 } as const;

export const POPUP = { defaultWidth: 700, defaultOkText: '确定' } as const;
export const NOTICE_MODAL = { width: 700, contentHeight: 500 } as const;
export const AUTH_FRAME_HEIGHT = 900;

export const UPLOAD = {
  pictureMaxMb: 2,
  fileMaxMb: 5,
  onboardingImageTypes: ['jpg', 'jpeg', 'png'] as const,
  imageExtensions: ['png', 'jpg', 'jpeg', 'svg', 'webp', 'gif', 'bmp'] as const,
} as const;

export const IDENTIFIERS = {
  legalIdMaxLength: 25,
  taxIdLengths: [15, 18, 20] as const,
  longTermLicenceDate: '9999-12-31',
  roadPermitCompanyType: '128',
  authReloadCompanyStatus: '4',
  invoiceTypes: { SDP: '数电普票', SDZ: '数电专票' } as const,
  defaultInvoiceType: 'SDP',
  groupCompanyFlag: { yes: '1', no: '2' } as const,
  addressLevels: { company: 4, invoiceMail: 3 } as const,
} as const;

export const PDF_EXPORT = {
  a4Width: 592.28,
  a4Height: 841.89,
  contentWidth: 550,
  contentHeight: 800,
  scale: 4,
  modes: ['adaptive', 'paginated'] as const,
} as const;

export const BREAKPOINTS = { mobileMax: 576, desktopMin: 1200 } as const;

export const LAYOUT = {
  sideMenuWidth: 200,
  defaultLanguage: 'zh-CN',
  defaultLayoutModel: 'loose',
  rowHeight: { loose: 32, compact: 28 } as const,
  fontSizes: { normal: 14, compact: 12 } as const,
  labelWidth: (fontSize: number) => (fontSize === 14 ? 100 : 80),
  primaryColor: '#244883',
  presetColors: ['#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#2F54EB', '#722ED1'] as const,
  themeColors: ['#244883', '#5366FF', '#006FFF', '#3A4A58', '#0075D3', '#117D8B'] as const,
} as const;

export const LANGUAGES = ['zh-CN', 'en-US', 'zh-TW', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself (the language menus of the portal and the console). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'zh-TW': '繁體中文',
  'pt-BR': 'Português',
};

/*
 * The storage keys the portal, the SDK and @port/ui use, also as named constants: a module that imports one of these
 * names takes a string, while one that imports STORAGE_KEYS takes the whole object (a bundler cannot drop an object's
 * unused keys once the object is shared between chunks, and the portal's first load would carry the console's keys).
 */
export const TOKEN_STORAGE_KEY = 'Access-Token';
export const LANGUAGE_STORAGE_KEY = 'app_language';
export const LOGIN_TYPE_STORAGE_KEY = 'LOGIN_TYPE';
export const WEAK_PASSWORD_STORAGE_KEY = 'WEAK_PASSWORD';
export const TO_AUTH_STORAGE_KEY = 'TO_AUTH';
export const TOOLBAR_HIDDEN_STORAGE_KEY = 'TOOLBAR_HIDDEN_AT';

/** Keys of locally kept data, SPEC section 3. */
export const STORAGE_KEYS = {
  token: TOKEN_STORAGE_KEY,
  sidebarType: 'sidebar_type',
  isMobile: 'is_mobile',
  navTheme: 'nav_theme',
  layout: 'layout',
  fixedHeader: 'fixed_header',
  fixedSidebar: 'fixed_sidebar',
  contentWidth: 'content_width',
  autoHideHeader: 'auto_hide_header',
  color: 'color',
  fontSize: 'font_size',
  weak: 'weak',
  /** Arco's dark mode in the console (issue 17), beside the theme colour. */
  dark: 'dark_mode',
  multiTab: 'multi_tab',
  language: LANGUAGE_STORAGE_KEY,
  cachedRoutes: 'CACHE_INCLUDED_ROUTES',
  layoutModel: 'layout_model',
  loginType: LOGIN_TYPE_STORAGE_KEY,
  weakPassword: WEAK_PASSWORD_STORAGE_KEY,
  toAuth: TO_AUTH_STORAGE_KEY,
  pdfList: 'PDF_LIST',
  exportOrderIds: 'EXPORT_ORDER_IDS',
  importOrderIds: 'IMPORT_ORDER_IDS',
  openTabs: 'OPEN_TABS',
  toolbarHidden: TOOLBAR_HIDDEN_STORAGE_KEY,
} as const;

export const TOKEN_COOKIE = 'Web-Token';

/**
 * The fixed Basic client credential of GET /auth/oauth/token (documented in docs/security.md). Not a secret, so it is the one
 * credential kept in code: the spec fixes it, and every browser that loads the portal or the console receives it in
 * their scripts (a public OAuth client). It names the calling app; the user's password and captcha authenticate.
 */
export const OAUTH_CLIENT = { id: 'portal', secret: 'portal-secret' } as const;

/** Success codes accepted by every client, SPEC section 8. */
export const SUCCESS_CODES: ReadonlyArray<number | string> = [200, 0, '200', '0000'];

export const SUCCESS_MESSAGE = '操作成功';

/** Numeric mapping of SPEC section 9 (its meaning is not given by the spec). */
export function numericMapping(n: number): number | string {
  if (n > 2000) return 4;
  if (n > 1600) return '4-8';
  if (n > 1400) return 6;
  if (n > 1110) return 8;
  if (n > 825) return 12;
  return 24;
}

/** Greeting by hour, SPEC section 1; answers an i18n key. */
export function greetingKey(hour: number): string {
  if (hour < 9) return 'greeting.earlyMorning';
  if (hour <= 11) return 'greeting.morning';
  if (hour <= 13) return 'greeting.noon';
  if (hour < 20) return 'greeting.afternoon';
  return 'greeting.evening';
}
