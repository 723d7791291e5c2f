/** The real-time alarm list: newest on top, live rows highlighted for a few seconds. */
import type { Alarm } from '../api';
import { levelText, screenText } from '../text';
import { formatDateTime } from '@port/sdk';

/** Rows that fit the panel at a size readable from across a control room. */
export const VISIBLE_ROWS = 11;

export function AlarmTable({ alarms, fresh }: { alarms: readonly Alarm[]; fresh: ReadonlySet<string> }) {
  const c = screenText.columns;
  const rows = alarms.slice(0, VISIBLE_ROWS);
  return (
    <table className="alarm-table">
      <thead>
        <tr>
          <th className="col-time">{c.time}</th>
          <th className="col-truck">{c.truck}</th>
          <th className="col-type">{c.type}</th>
          <th className="col-level">{c.level}</th>
          <th className="col-fleet">{c.fleet}</th>
          <th className="col-place">{c.location}</th>
          <th className="col-speed" title={c.speed}>
            {c.speedShort}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr className="empty">
            <td colSpan={7}>{screenText.noAlarms}</td>
          </tr>
        ) : (
          rows.map((a) => (
            <tr key={a.id} className={fresh.has(a.id) ? 'fresh' : undefined} data-alarm-id={a.id}>
              <td className="col-time">{formatDateTime(a.abnormalTime, 'HH:mm:ss')}</td>
              <td className="col-truck" data-user-data>{a.truckLicense}</td>
              <td className="col-type">{a.alarmTypeName}</td>
              <td className="col-level">
                <span className={`level level-${a.level ?? 0}`}>{levelText(a.level)}</span>
              </td>
              <td className="col-fleet" data-user-data>{a.shopName ?? ''}</td>
              <td className="col-place" data-user-data>{a.location ?? ''}</td>
              <td className="col-speed">{a.speed === null || a.speed === undefined ? '' : Math.round(a.speed)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
