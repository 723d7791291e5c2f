import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * 签约管理 (signApply, signMessageDetail): the applications and contracts on the shared entity pages; the detail
 * (signMessageDetail: the contract with its timeline) adds the PDF download and the verification of a contract
 * number with its digest.
 */
const contract = lazyDescription('sign.contract', () => import('@port/sdk/domains/sign').then((m) => m.signContractEntity), { form: true });
const keys = entityPageKeys(contract);

export const signPages: PageRegistry = {
  ...entityPages(contract),
  [keys.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./ContractExtras'), import('../../shared/entity/text'), contract.load()]).then(([m, x, text, description]) => ({
      default: function SignContractDetail() {
        const t = text.useText();
        return createElement(m.EntityDetailPage, {
          description,
          extras: {
            actions: (record) => createElement(x.DownloadButton, { record, t }),
            sections: (record) =>
              record.contractNo ? [{ key: 'verify', title: t('sign.sections.verify'), content: createElement(x.VerifyBox, { record, t }) }] : [],
          },
        });
      },
    })),
};
