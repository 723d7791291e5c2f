import { dgDeclarationEntity, preArrivalEntity } from '@port/sdk/domains/decl';
import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages } from '../../shared/entity/pages';

/**
 * 申报管理: the dangerous-goods export declarations on the shared entity pages (list, detail, and the form of SPEC's
 * /dangerous/export/declaration/form/add|edit), the form showing the five example images beside its fields; the
 * pre-arrival declarations (list, detail, and the entry form of SPEC's /preArrival/preArrivalEdit).
 */
const dg = entityPageKeys(dgDeclarationEntity);

export const declPages: PageRegistry = {
  ...entityPages(dgDeclarationEntity),
  ...entityPages(preArrivalEntity),
  [dg.form]: () =>
    Promise.all([import('../../shared/entity/EntityFormPage'), import('./DgSamples')]).then(([form, samples]) => ({
      default: function DgDeclarationForm() {
        return createElement(form.EntityFormPage, { description: dgDeclarationEntity, aside: createElement(samples.DgSamples) });
      },
    })),
};
