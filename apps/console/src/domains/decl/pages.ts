import { createElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * 申报管理: the dangerous-goods export declarations on the shared entity pages (list, detail, and the form of SPEC's
 * /dangerous/export/declaration/form/add|edit), the form showing the five example images beside its fields; the
 * reefer declarations, whose /temperatureBox/export/declaration/wt/… screens are the same pages with the channel
 * 'wt' read from the path (the list filtered by it, a new form starting with it); the pre-arrival declarations
 * (list, detail, and the entry form of SPEC's /preArrival/preArrivalEdit).
 */
const sdk = () => import('@port/sdk/domains/decl');
const dgDeclaration = lazyDescription('decl.dgDeclaration', () => sdk().then((m) => m.dgDeclarationEntity), { form: true });
const preArrival = lazyDescription('decl.preArrival', () => sdk().then((m) => m.preArrivalEntity), { form: true });
const reeferDeclaration = lazyDescription('decl.reeferDeclaration', () => sdk().then((m) => m.reeferDeclarationEntity), { form: true });
const dg = entityPageKeys(dgDeclaration);
const reefer = entityPageKeys(reeferDeclaration);
const channelOf = (path: string): 'wt' | 'port' => (/\/declaration\/wt(\/|$)/.test(path) ? 'wt' : 'port');
const WT_QUERY = { channel: 'wt' } as const;
const CHANNEL_VALUES = { wt: { channel: 'wt' }, port: { channel: 'port' } } as const;

export const declPages: PageRegistry = {
  ...entityPages(dgDeclaration),
  ...entityPages(preArrival),
  ...entityPages(reeferDeclaration),
  [dg.form]: () =>
    Promise.all([import('../../shared/entity/EntityFormPage'), import('./DgSamples'), dgDeclaration.load()]).then(([form, samples, description]) => ({
      default: function DgDeclarationForm() {
        return createElement(form.EntityFormPage, { description, aside: createElement(samples.DgSamples) });
      },
    })),
  [reefer.list]: () =>
    Promise.all([import('../../shared/entity/EntityListPage'), reeferDeclaration.load()]).then(([m, description]) => ({
      default: function ReeferDeclarations() {
        const wt = channelOf(useLocation().pathname) === 'wt';
        return createElement(m.EntityListPage, { description, ...(wt ? { initialQuery: WT_QUERY } : {}) });
      },
    })),
  [reefer.form]: () =>
    Promise.all([import('../../shared/entity/EntityFormPage'), reeferDeclaration.load()]).then(([m, description]) => ({
      default: function ReeferDeclarationForm() {
        return createElement(m.EntityFormPage, { description, initialValues: CHANNEL_VALUES[channelOf(useLocation().pathname)] });
      },
    })),
};
