/**
 * /status: the state of every component, its 90 days as a strip of plain bars (no chart library) and the
 * incidents, from the public GET /status. Read again every 60 s while the page is open.
 */
import { extendZh } from '../../lib/i18n';
import messages from 'virtual:portal-messages/zh-CN/portal.status';
import { useEffect, useState } from 'react';
import type { Schemas } from '@port/sdk';
import { api, unwrap } from '../../lib/api';
import { useT } from '../../lib/language';
import { portTime } from '@port/sdk/format';

extendZh(messages);

type Status = Schemas['Status'];
type State = Schemas['StatusState'];
const REFRESH_MS = 60_000;

export default function StatusBoard() {
  const t = useT();
  const [status, setStatus] = useState<Status | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    const read = () =>
      unwrap(api.GET('/status'))
        .then((s) => {
          if (!alive) return;
          setStatus(s);
          setFailed(false);
        })
        .catch(() => alive && setFailed(true));
    void read();
    const timer = window.setInterval(read, REFRESH_MS);
    return () => {
      alive = false;
      window.clearInterval(timer);
    };
  }, []);

  if (!status) return <p className="status-note" role={failed ? 'alert' : 'status'}>{t(failed ? 'portal.status.failed' : 'portal.status.loading')}</p>;
  const stateText = (s: State) => t(`portal.status.state.${s}`);
  return (
    <div className="status-board">
      <div className={`status-overall is-${status.overall}`} data-testid="status-overall">
        <strong>{t(`portal.status.overall.${status.overall}`)}</strong>
        <span>{t('portal.status.updated', { time: portTime(status.updatedAt) })}</span>
      </div>
      {failed && <p className="status-note" role="alert">{t('portal.status.failed')}</p>}
      {!status.history && <p className="status-note" role="alert">{t('portal.status.historyMissing')}</p>}
      <ul className="status-components">
        {status.components.map((c) => (
          <li key={c.name} className="status-component" data-component={c.name}>
            <div className="status-component-head">
              <span className="status-component-name">{t(`portal.status.components.${c.name}`)}</span>
              <span className={`status-state is-${c.state}`}>{stateText(c.state)}</span>
            </div>
            {/* The bars are for the eye (a tooltip each); a screen reader hears the 90 day figure of the legend. */}
            <div className="status-strip" data-testid="status-strip" aria-hidden="true">
              {c.days.map((d) => {
                const tip = d.uptime === null ? t('portal.status.dayNoData', { day: d.day }) : t('portal.status.dayTip', { day: d.day, uptime: d.uptime });
                return <span key={d.day} className={`status-day is-${d.worst ?? 'none'}`} title={tip} />;
              })}
            </div>
            <div className="status-strip-legend">
              <span aria-hidden="true">{t('portal.status.daysAgo')}</span>
              <span>{c.uptime === null ? t('portal.status.noData') : t('portal.status.uptime', { value: c.uptime })}</span>
              <span aria-hidden="true">{t('portal.status.today')}</span>
            </div>
          </li>
        ))}
      </ul>
      <h2 className="status-incidents-title">{t('portal.status.incidents')}</h2>
      {status.incidents.length === 0 ? (
        <p className="status-note">{t('portal.status.noIncidents')}</p>
      ) : (
        <ul className="status-incidents" data-testid="status-incidents">
          {status.incidents.map((i) => (
            <li key={`${i.component}-${i.start}`}>
              <span className={`status-state is-${i.state}`}>{stateText(i.state)}</span>
              <strong>{t(`portal.status.components.${i.component}`)}</strong>
              <span>
                {portTime(i.start)} – {i.end ? portTime(i.end) : t('portal.status.ongoing')}
              </span>
              <span>{t('portal.status.minutes', { count: i.minutes })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
