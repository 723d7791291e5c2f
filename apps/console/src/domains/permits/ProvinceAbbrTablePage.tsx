/** provinceAbbrTable (SPEC §2.8 papDetail): the province abbreviations that open a vehicle plate, as the filing form offers them. */
import { Card } from '@arco-design/web-react';
import { PROVINCES } from '@port/sdk/domains/permits';
import { useText } from '../../shared/entity/text';
import { DataTable } from '../../shared/list-page';

export default function ProvinceAbbrTablePage() {
  const t = useText();
  // The option label is "浙 · Zhejiang": the table shows the abbreviation and the name apart.
  const rows = PROVINCES.map(([abbr, key]) => ({ abbr, name: t(`permits.provinces.${key}`).split(' · ')[1] ?? '' }));
  return (
    <Card title={t('permits.pages.provinceAbbrTable')} bordered={false}>
      <p style={{ marginTop: 0 }}>{t('permits.provinceTable.hint')}</p>
      <DataTable
        rowKey="abbr"
        size="small"
        pagination={false}
        scroll={{ x: 320 }}
        data={rows}
        columns={[
          { title: t('permits.provinceTable.abbr'), dataIndex: 'abbr', width: 120, render: (v: string) => <strong data-user-data style={{ fontSize: 16 }}>{v}</strong> },
          { title: t('permits.provinceTable.province'), dataIndex: 'name' },
        ]}
      />
    </Card>
  );
}
