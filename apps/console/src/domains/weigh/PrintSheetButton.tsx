/** Opens the weighing list a weighing wrote on its print page (/truckWeighFee/SheetPrint?id=). */
import { Button } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { usePagePath } from '../../routing/page-path';
import { recordPath } from '../../shared/entity/paths';
import { useText } from '../../shared/entity/text';

export function PrintSheetButton({ listId }: { listId: string }) {
  const t = useText();
  const navigate = useNavigate();
  const path = usePagePath('documents/sheetPrint');
  if (!path) return null;
  return (
    <Button type="outline" onClick={() => navigate(recordPath(path, listId))}>
      {t('weigh.order.printSheet')}
    </Button>
  );
}
