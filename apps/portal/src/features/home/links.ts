/** The 7 friendship links of the portal home (SPEC §2.4): port, customs, EDI and bank sites. */
import type { MessageKey } from '../../lib/i18n';

export interface FriendshipLink {
  url: string;
  nameKey: MessageKey;
  logo: string;
}

export const FRIENDSHIP_LINKS: readonly FriendshipLink[] = [
  { url: 'https://www.nbport.com.cn/', nameKey: 'portal.home.linkNames.port', logo: 'port.svg' },
  { url: 'http://www.customs.gov.cn/', nameKey: 'portal.home.linkNames.customs', logo: 'customs.svg' },
  { url: 'https://www.singlewindow.cn/', nameKey: 'portal.home.linkNames.singleWindow', logo: 'single-window.svg' },
  { url: 'https://www.npedi.com/', nameKey: 'portal.home.linkNames.edi', logo: 'edi.svg' },
  { url: 'https://www.msa.gov.cn/', nameKey: 'portal.home.linkNames.msa', logo: 'msa.svg' },
  { url: 'https://www.mot.gov.cn/', nameKey: 'portal.home.linkNames.mot', logo: 'mot.svg' },
  { url: 'https://www.boc.cn/', nameKey: 'portal.home.linkNames.bank', logo: 'bank.svg' },
];
