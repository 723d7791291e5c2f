/** The cargo lines of a packing list as a table with their totals (the detail's section and the printed sheet). */
import { cargoTotals, parseCargoLines, type CargoLine } from '@port/sdk/domains/packing';
import type { Text } from '../../shared/entity/text';
import './packing.css';

export function CargoTable({ text, t }: { text: string; t: Text }) {
  const lines: CargoLine[] = parseCargoLines(text);
  const totals = cargoTotals(lines);
  const p = (key: string) => t(`packing.list.print.${key}`);
  return (
    <div className="packing-paper-wrap">
      <table className="packing-cargo" data-testid="packing-cargo">
        <thead>
          <tr>
            <th>{p('line')}</th><th>{p('description')}</th><th>{p('hsCode')}</th><th>{p('packages')}</th><th>{p('kind')}</th>
            <th>{p('gross')}</th><th>{p('volume')}</th><th>{p('marks')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={i}>
              <td>{i + 1}</td><td>{l.description}</td><td>{l.hsCode}</td><td>{l.packages}</td><td>{l.packageKind}</td>
              <td>{l.grossWeight}</td><td>{l.volume}</td><td>{l.marks}</td>
            </tr>
          ))}
          <tr className="packing-paper-total">
            <td colSpan={3}>{p('total')}</td><td>{totals.packages}</td><td /><td>{totals.grossWeight}</td><td>{totals.volume}</td><td />
          </tr>
        </tbody>
      </table>
    </div>
  );
}
