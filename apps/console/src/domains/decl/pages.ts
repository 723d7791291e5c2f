import { dgDeclarationEntity, preArrivalEntity, reeferDeclarationEntity } from '@port/sdk/domains/decl';
import { createElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages } from '../../shared/entity/pages';

/**
 * 申报管理: the dangerous-goods export declarations on the shared entity pages (list, detail, and the form of SPEC's
 * /dangerous/export/declaration/form/add|edit), the form showing the five example images beside its fields; the
 * reefer declarations, whose /temperatureBox/export/declaration/wt/… screens are the same pages with the channel
 * 'wt' read from the path (the list filtered by it, a new form starting with it); the pre-arrival declarations
 * (list, detail, and the entry form of SPEC's /preArrival/preArrivalEdit).
 */
const dg = entityPageKeys(dgDeclarationEntity);
const reefer = entityPageKeys(reeferDeclarationEntity);
const channelOf = (path: string): 'wt' | 'port' => (/\/declaration\/wt(\/|$)/.test(path) ? 'wt' : 'port');
const WT_QUERY = { channel: 'wt' } as const;
const CHANNEL_VALUES = { wt: { channel: 'wt' }, port: { channel: 'port' } } as const;

export const declPages: PageRegistry = {
  ...entityPages(dgDeclarationEntity),
  ...entityPages(preArrivalEntity),
  ...entityPages(reeferDeclarationEntity),
  [dg.form]: () =>
    Promise.all([import('../../shared/entity/EntityFormPage'), import('./DgSamples')]).then(([form, samples]) => ({
      default: function DgDeclarationForm() {
        return createElement(form.EntityFormPage, { description: dgDeclarationEntity, aside: createElement(samples.DgSamples) });
      },
    })),
  [reefer.list]: () =>
    import('../../shared/entity/EntityListPage').then((m) => ({
      default: function ReeferDeclarations() {
        const wt = channelOf(useLocation().pathname) === 'wt';
        return createElement(m.EntityListPage, { description: reeferDeclarationEntity, ...(wt ? { initialQuery: WT_QUERY } : {}) });
      },
    })),
  [reefer.form]: () =>
    import('../../shared/entity/EntityFormPage').then((m) => ({
      default: function ReeferDeclarationForm() {
        return createElement(m.EntityFormPage, { description: reeferDeclarationEntity, initialValues: CHANNEL_VALUES[channelOf(useLocation().pathname)] });
      },
    })),
};
