/**
 * The business domains built on the entity mechanism, in the order their migrations' dependencies and demo data
 * need (a booking refers to voyages). A new domain adds one line.
 */
import type { DomainModule } from './module';
import { domain as vessel } from './vessel/domain';
import { domain as booking } from './booking/domain';
import { domain as wentai } from './wentai/domain';
import { domain as decl } from './decl/domain';
import { domain as bl } from './bl/domain';
import { domain as open } from './open/domain';
import { domain as barge } from './barge/domain';
import { domain as home } from './home/domain';
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
  vessel,
  booking,
  wentai,
  bl,
  home,
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
