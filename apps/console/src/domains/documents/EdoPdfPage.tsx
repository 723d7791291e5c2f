import { RecordPage } from './RecordPage';

export default function EdoPdfPage() {
  return <RecordPage kind="EDO" />;
}
