import { useState } from 'react';

export interface PreviewSheet {
  name: string;
  rows: string[][];
  truncated: boolean;
}

/** Spreadsheet cells as plain text in a table (React text nodes: nothing in a cell is ever markup). */
export function SheetTable({ sheets, truncatedText }: { sheets: readonly PreviewSheet[]; truncatedText: string }) {
  const [active, setActive] = useState(0);
  const sheet = sheets[Math.min(active, sheets.length - 1)];
  if (!sheet) return null;
  return (
    <div className="port-sheet-preview">
      {sheets.length > 1 ? (
        <div className="port-sheet-tabs" role="tablist">
          {sheets.map((s, i) => (
            <button key={s.name + i} role="tab" type="button" aria-selected={i === active} onClick={() => setActive(i)}>
              {s.name}
            </button>
          ))}
        </div>
      ) : null}
      <div className="port-sheet-scroll">
        <table className="port-sheet-table" aria-label={sheet.name}>
          <tbody>
            {sheet.rows.map((row, r) => (
              <tr key={r}>
                <th scope="row">{r + 1}</th>
                {row.map((cell, c) => (
                  <td key={c}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sheet.truncated ? <div className="port-sheet-note">{truncatedText}</div> : null}
    </div>
  );
}
