import { createElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * 堆场预约 (yardBkManage): the shared entity pages bound to the yard booking. The Jiaxing screens are these pages
 * with the port as data, read from the path: JxYardBkForm starts a booking on port JX; 嘉兴堆场提空 (jxYardLiftEmpty)
 * is the list filtered to Jiaxing's empty lifts, and its jxYardLiftEmptyApply the form starting on JX and a lift.
 */
const booking = lazyDescription('yardbk.booking', () => import('@port/sdk/domains/yardbk').then((m) => m.yardBookingEntity), { form: true });
const keys = entityPageKeys(booking);
type Variant = 'nb' | 'jx' | 'jxLift';
const variantOf = (path: string): Variant => (/\/jxYardLiftEmpty(\/|$)/.test(path) ? 'jxLift' : /\/JxYardBkForm$/.test(path) ? 'jx' : 'nb');
const FORM_VALUES: Readonly<Record<Variant, Record<string, unknown>>> = {
  nb: { port: 'NB' }, jx: { port: 'JX' }, jxLift: { port: 'JX', operation: 'liftEmpty' },
};
const JX_LIFT_QUERY = { port: 'JX', operation: 'liftEmpty' } as const;
const JX_LIFT_FORM = '/jxYardLiftEmpty/jxYardLiftEmptyApply';

export const yardbkPages: PageRegistry = {
  ...entityPages(booking),
  [keys.list]: () =>
    Promise.all([import('../../shared/entity/EntityListPage'), import('../../shared/entity/text'), booking.load()]).then(([m, text, description]) => ({
      default: function YardBookings() {
        const t = text.useText();
        const jxLift = variantOf(useLocation().pathname) === 'jxLift';
        return createElement(m.EntityListPage, {
          description, listId: jxLift ? 'yardbk-jx-lift' : 'yardbk-bookings',
          ...(jxLift ? { initialQuery: JX_LIFT_QUERY, formPath: JX_LIFT_FORM, title: t('menus.yardBkManage_jxYardLiftEmpty') } : {}),
        });
      },
    })),
  [keys.form]: () =>
    Promise.all([import('../../shared/entity/EntityFormPage'), booking.load()]).then(([m, description]) => ({
      default: function YardBookingForm() {
        return createElement(m.EntityFormPage, { description, initialValues: FORM_VALUES[variantOf(useLocation().pathname)] });
      },
    })),
};
