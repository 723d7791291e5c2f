import type { Selectable } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { RolesTable } from '../../../db/schema';
import type { AppServices } from '../../../services';
import { dateTime } from '../common/format';

type Role = Schemas['Role'];

const scopeOf = (value: string): Role['dataScope'] => (value === '1' || value === '2' ? value : '3');

/** A role row as the contract's Role, with its menus. */
export async function roleView(services: AppServices, r: Selectable<RolesTable>, flag: boolean | null = null): Promise<Role> {
  const menus = await services.db.selectFrom('role_menus').select('menu_id').where('role_id', '=', r.role_id).execute();
  return {
    roleId: r.role_id,
    roleKey: r.role_key,
    roleName: r.role_name,
    roleSort: r.role_sort,
    status: r.status === '1' ? '1' : '0',
    dataScope: scopeOf(r.data_scope),
    resourceIds: menus.map((m) => m.menu_id),
    companyId: r.company_id,
    flag,
    remark: r.remark,
    createBy: r.create_by,
    createTime: dateTime(r.create_time),
    updateBy: r.update_by,
    updateTime: dateTime(r.update_time),
  };
}
