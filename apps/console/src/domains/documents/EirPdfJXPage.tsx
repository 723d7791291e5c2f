import { RecordPage } from './RecordPage';

export default function EirPdfJXPage() {
  return <RecordPage kind="EIRJX" />;
}
