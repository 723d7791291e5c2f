/**
 * Every domain of the api, each from its folder's domain.ts. Their order is the menus' and the seed's (within a
 * seed stage, module.ts): the older domains first — home and the sections the newer domains hang their pages in
 * (订单管理, 公共查询, 用户管理, 系统管理), their seed steps in the order they always ran — then the domains
 * built on the entity mechanism, in the order their demo data needs (a booking refers to voyages). Migrations run
 * in name order whatever the list's. A new domain adds one line.
 */
import type { DomainModule } from './module';
import { domain as home } from './home/domain';
import { domain as health } from './health/domain';
import { domain as files } from './files/domain';
import { domain as auth } from './auth/domain';
import { domain as address } from './address/domain';
import { domain as gps } from './gps/domain';
import { domain as fleet } from './fleet/domain';
import { domain as content } from './message/content/domain';
import { domain as dict } from './dict/domain';
import { domain as portal } from './portal/domain';
import { domain as pap } from './pap/domain';
import { domain as message } from './message/domain';
import { domain as trucking } from './trucking/domain';
import { domain as screen } from './screen/domain';
import { domain as documents } from './documents/domain';
import { domain as accounts } from './accounts/domain';
import { domain as vessel } from './vessel/domain';
import { domain as booking } from './booking/domain';
import { domain as wentai } from './wentai/domain';
import { domain as decl } from './decl/domain';
import { domain as bl } from './bl/domain';
import { domain as open } from './open/domain';
import { domain as barge } from './barge/domain';
import { domain as admin } from './admin/domain';
import { domain as ledger } from './ledger/domain';
import { domain as pickup } from './pickup/domain';
import { domain as status } from './status/domain';
import { domain as edi } from './edi/domain';
import { domain as shipchange } from './shipchange/domain';
import { domain as arrival } from './arrival/domain';
import { domain as notice } from './notice/domain';
import { domain as packing } from './packing/domain';
import { domain as chat } from './chat/domain';
import { domain as permits } from './permits/domain';
import { domain as yardfee } from './yardfee/domain';
import { domain as shipment } from './shipment/domain';
import { domain as tyre } from './tyre/domain';
import { domain as sign } from './sign/domain';
import { domain as yardbk } from './yardbk/domain';
import { domain as barcode } from './barcode/domain';
import { domain as weigh } from './weigh/domain';
import { domain as wmm } from './wmm/domain';

export const DOMAINS: readonly DomainModule[] = [
  home,
  health,
  files,
  auth,
  address,
  gps,
  fleet,
  content,
  dict,
  portal,
  pap,
  message,
  trucking,
  screen,
  documents,
  accounts,
  vessel,
  booking,
  wentai,
  bl,
  admin,
  open,
  ledger,
  barge,
  pickup,
  decl,
  status,
  edi,
  shipchange,
  arrival,
  notice,
  packing,
  chat,
  permits,
  yardfee,
  wmm,
  sign,
  tyre,
  shipment,
  yardbk,
  barcode,
  weigh,
];
