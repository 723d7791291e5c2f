/**
 * The operator's details shown by the footer, toolbar and chat prompt. One place to change them;
 * components never hard-code these.
 */
import { APP_VERSION } from './constants';

export const SITE = {
  product: '港口物流社区',
  productEn: 'Port Community Portal',
  version: APP_VERSION,
  phone: '0574-27680000',
  hotline: '400-800-0000',
  fax: '0574-27680001',
  email: 'service@portcommunity.example',
  address: '浙江省宁波市北仑区港口物流大厦',
  addressEn: 'Port Logistics Tower, Beilun, Ningbo, Zhejiang',
  copyright: '港口物流社区',
  copyrightEn: 'Port Community Portal',
  filings: ['浙ICP备00000000号-1', '浙公网安备 33020000000000号'],
} as const;
