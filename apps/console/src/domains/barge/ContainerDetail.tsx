/**
 * bargeContainerQuertDetails (SPEC §2.9): one container of a barge order, from the `data` query parameter — a
 * JSON string of the barge container detail (orderId, carResNo, pierResNo, rsv10, ctnSizeType, depYardName,
 * desYardName, rsv1, rsv9, rsv7, rsv8, carrShopName, remarks, type, shopName, ctnOperatorCode). Only known
 * fields are shown, as text; anything unreadable says so. A link opens the order it belongs to.
 */
import { Button, Empty } from '@arco-design/web-react';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePagePath } from '../../routing/page-path';
import { DetailLayout } from '../../shared/detail/DetailLayout';
import { recordPath } from '../../shared/entity/paths';
import { useText } from '../../shared/entity/text';

const FIELDS = ['ctnNo', 'ctnSizeType', 'ctnOperatorCode', 'type', 'depYardName', 'desYardName', 'carResNo', 'pierResNo', 'carrShopName', 'shopName', 'remarks'] as const;
const RESERVED = ['rsv1', 'rsv7', 'rsv8', 'rsv9', 'rsv10'] as const;

function parse(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function BargeContainerDetail() {
  const t = useText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const data = useMemo(() => parse(params.get('data')), [params]);
  const orderPath = usePagePath('barge/orderDetail');
  if (!data) return <Empty description={<span role="alert">{t('barge.order.containerInvalidData')}</span>} />;
  const f = (name: string) => t(`barge.order.containerFields.${name}`);
  const load = text(data.type);
  const orderId = text(data.orderId);
  return (
    <DetailLayout
      title={text(data.ctnNo)}
      actions={orderPath && /^[1-9]\d{0,17}$/.test(orderId) ? <Button onClick={() => navigate(recordPath(orderPath, orderId))}>{t('barge.pages.orderDetail')}</Button> : null}
      sections={[
        {
          key: 'container',
          title: t('barge.pages.containerDetail'),
          items: FIELDS.map((name) => ({ label: f(name), value: name === 'type' && (load === 'laden' || load === 'empty') ? t(`barge.order.loads.${load}`) : text(data[name]) })),
        },
        ...(RESERVED.some((k) => text(data[k])) ? [{ key: 'reserved', title: 'rsv', items: RESERVED.map((k) => ({ label: k, value: text(data[k]) })) }] : []),
      ]}
    />
  );
}
