/**
 * 牌证补办 (wmm/licenseRemake): the registered machines and the re-issues under review, on the shared list (its row
 * actions apply for a re-issue, with the reason, or review it); the fee and its handling explained above it.
 */
import { Alert } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import { wmmMachineEntity } from '@port/sdk/domains/wmm';
import { EntityListPage } from '../../shared/entity/EntityListPage';
import { useText } from '../../shared/entity/text';

const QUERY = { status: ['approved', 'remaking'] };

export default function LicenseRemakePage() {
  const t = useText();
  return (
    <>
      <Alert type="info" content={t('wmm.remake.hint')} style={{ marginBottom: 12 }} />
      <EntityListPage description={wmmMachineEntity} listId="wmm.licenseRemake" title={t('wmm.pages.licenseRemake')} initialQuery={QUERY} />
    </>
  );
}
