import { RecordPage } from './RecordPage';

export default function EirPdfPage() {
  return <RecordPage kind="EIR" />;
}
