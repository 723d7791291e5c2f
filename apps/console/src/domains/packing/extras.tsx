/**
 * What the packing list's detail page adds to its description: the comparison with the terminal's pre-entry data
 * and the cargo lines as a table (sections); the comparison page, the printed sheet and, for the terminal
 * addressed, the entry of its own data (buttons).
 */
import { Button } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import type { DetailExtras } from '../../shared/entity/extensions';
import type { EntityRecord } from '../../shared/entity/model';
import { recordPath } from '../../shared/entity/paths';
import { useText } from '../../shared/entity/text';
import { usePermission } from '../../permission';
import { usePagePath } from '../../routing/page-path';
import { CargoTable } from './CargoTable';
import { Differences } from './Differences';
import { TerminalDataButton } from './TerminalDataDialog';

const ENTERABLE = ['draft', 'submitted', 'returned'];

function Buttons({ record, reload }: { record: EntityRecord; reload: () => void }) {
  const t = useText();
  const navigate = useNavigate();
  const { can } = usePermission();
  const compare = usePagePath('packing/compare');
  const print = usePagePath('packing/print');
  // Only a terminal holds packing:confirm, and it reads only the lists addressed to it (a forwarder never has it).
  const terminal = can('packing:confirm') && ENTERABLE.includes(String(record.status));
  return (
    <>
      {compare ? <Button onClick={() => navigate(recordPath(compare, String(record.id)))}>{t('packing.list.compare.open')}</Button> : null}
      {print ? <Button onClick={() => navigate(recordPath(print, String(record.id)))}>{t('packing.list.print.open')}</Button> : null}
      {terminal ? <TerminalDataButton record={record} reload={reload} /> : null}
    </>
  );
}

export const packingExtras: DetailExtras = {
  actions: (record, reload) => <Buttons record={record} reload={reload} />,
  sections: (record, _reload, t) => [
    { key: 'compare', title: t('packing.list.compare.title'), content: <Differences record={record} /> },
    { key: 'cargo', title: t('packing.list.sections.cargo'), content: <CargoTable text={String(record.cargoLines ?? '')} t={t} /> },
  ],
};
