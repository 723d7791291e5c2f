/** The caller's shop: pap data is kept per shop (companies.shop_id). */
import type { Database } from '../../db/database';
import type { SessionUser } from '../../services';

export interface Shop {
  shopId: string;
  shopName: string;
}

export async function shopOf(db: Database, user: SessionUser): Promise<Shop | null> {
  if (!user.companyId) return null;
  const row = await db.selectFrom('companies').select(['shop_id', 'company_name']).where('company_id', '=', user.companyId).executeTakeFirst();
  return row ? { shopId: row.shop_id, shopName: row.company_name } : null;
}

/** Administrators whose roles reach all data see and change every shop's vehicles. */
export const seesAllShops = (user: SessionUser) => user.dataScope === '1';

/** Chinese vehicle plates: province, a letter, 4-6 letters or digits (6 for new-energy), and 挂 for trailers. */
const PLATE = /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][A-HJ-NP-Z0-9]{4,6}挂?$/;

/** Upper-cased and stripped of all whitespace, as the plate inputs do. */
export const normalizePlate = (text: string) => text.replace(/\s+/g, '').toUpperCase();
export const isPlate = (text: string) => PLATE.test(text);
