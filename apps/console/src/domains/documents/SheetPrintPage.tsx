import { RecordPage } from './RecordPage';

export default function SheetPrintPage() {
  return <RecordPage kind="WEIGH" />;
}
