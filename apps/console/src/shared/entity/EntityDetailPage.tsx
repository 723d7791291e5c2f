/**
 * The detail of any described entity (?id=): its sections, its status tag, edit and the transitions the
 * server lets the caller take now, and the record's audit trail as a timeline (who, when, from → to, reason,
 * changed fields). The tab is titled by the record (the description's titleField).
 */
import { Button, Empty, Timeline } from '@arco-design/web-react';
import '@arco-design/web-react/es/Timeline/style/css';
import type { OperationId } from '@port/sdk/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTabs } from '../../layout/tabs/store';
import { usePermission } from '../../permission';
import { usePagePath } from '../../routing/page-path';
import { DetailLayout } from '../detail/DetailLayout';
import { TransitionButtons, useTransitions } from './actions';
import { useReloadOnNotice } from './live';
import { editableIn, portTime } from './sdk';
import { callOperation, getRecord } from './calls';
import { FieldValue, showValue, useStateTag } from './fields';
import { fieldSpec, type AnyDescription, type EntityRecord } from './model';
import { entityPageKeys, recordPath } from './paths';
import { StatusTag } from '../StatusTag';
import './entity.css';
import { useText, type Text } from './text';
import type { DetailOptions, EntityExtensions } from './extensions';

export interface HistoryEntry {
  id: string;
  time: string;
  action: string;
  actorName: string | null;
  companyName: string | null;
  fromState: string | null;
  toState: string | null;
  reason: string | null;
  changes: ReadonlyArray<{ field: string; before: unknown; after: unknown }>;
}

/** What a history entry's action is called: create / update, or the transition's label. */
export function actionLabel(d: AnyDescription, t: Text, action: string): string {
  if (action === 'create' || action === 'update') return t(`entity.actions.${action}`);
  const transition = d.status?.transitions.find((tr) => tr.action === action);
  return transition ? t(transition.label) : action;
}

export function HistoryTimeline({ description: d, entries, failed }: { description: AnyDescription; entries: HistoryEntry[] | null; failed: boolean }) {
  const t = useText();
  const tag = useStateTag(d);
  if (failed) return <Empty description={t('entityPage.historyFailed')} />;
  if (!entries) return null;
  if (entries.length === 0) return <Empty description={t('entity.history.empty')} />;
  const state = (code: string | null) => (code && tag ? <StatusTag map={tag.map} value={code} colors={tag.colors} /> : null);
  return (
    <Timeline className="entity-history">
      {[...entries].reverse().map((e) => (
        <Timeline.Item key={e.id} label={portTime(e.time)}>
          <div className="entity-history-head">
            <strong>{actionLabel(d, t, e.action)}</strong>
            <span>{[e.actorName, e.companyName].filter(Boolean).join(' · ')}</span>
          </div>
          {e.fromState && e.toState && e.fromState !== e.toState ? (
            <div className="entity-history-states">
              {state(e.fromState)} → {state(e.toState)}
            </div>
          ) : null}
          {e.reason ? (
            <div className="entity-history-reason">
              {t('entity.history.reason')}：{e.reason}
            </div>
          ) : null}
          {e.changes.length ? (
            <ul className="entity-history-changes">
              {e.changes.map((c) => {
                const spec = fieldSpec(d, c.field);
                return (
                  <li key={c.field}>
                    {t(spec.label)}：{showValue(t, spec, c.before) || '—'} → {showValue(t, spec, c.after) || '—'}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export interface EntityDetailPageProps {
  description: AnyDescription;
  extras?: DetailOptions;
  /** What the domain adds to the shared pages (extensions.ts): page keys, record paths, transitions. */
  ext?: EntityExtensions;
}

export function EntityDetailPage({ description: d, extras, ext = {} }: EntityDetailPageProps) {
  const t = useText();
  const navigate = useNavigate();
  const { can } = usePermission();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [record, setRecord] = useState<EntityRecord | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);
  const [historyFailed, setHistoryFailed] = useState(false);
  const formPath = usePagePath(d.form ? entityPageKeys(d, ext.keys).form : undefined);

  const load = useCallback(() => {
    setLoading(true);
    getRecord(d.operations.get, id)
      .then((r) => {
        setRecord(r);
        setFailed(false);
        const title = r[d.titleField];
        if (typeof title === 'string' && title) useTabs.getState().nameRecord(`${pathname}${search}`, title);
      })
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
    const historyOp = d.operations.history;
    if (historyOp) {
      callOperation<HistoryEntry[]>(historyOp as OperationId, { path: { id } })
        .then((entries) => {
          setHistory(entries);
          setHistoryFailed(false);
        })
        .catch(() => setHistoryFailed(true));
    }
  }, [d, id, pathname, search]);
  useEffect(load, [load]);
  const runner = useTransitions(d, load, ext);
  useReloadOnNotice(load);
  // Opened from the work queue on its action (?action=accept): offer that action once, if the record still offers it.
  const wanted = params.get('action');
  const offered = useRef<string | null>(null);
  useEffect(() => {
    if (!record || !wanted || offered.current === `${record.id}:${wanted}`) return;
    offered.current = `${record.id}:${wanted}`;
    const transition = runner.open(record).find((x) => x.action === wanted);
    if (transition) runner.run(record, transition);
  }, [record, wanted, runner]);

  const final = !!record && !!d.status && !editableIn(d.status, String(record[d.status.field]));
  const canEdit = !!record && !final && !!d.operations.update && !!formPath && (!d.permissions.edit || can(d.permissions.edit));
  const tag = record && d.status ? <FieldValue description={d} field={d.status.field} spec={fieldSpec(d, d.status.field)} record={record} /> : null;

  return (
    <>
      <DetailLayout
        loading={loading}
        title={record ? (extras?.title?.(record, t, pathname) ?? String(record[d.titleField] ?? '')) : ''}
        status={tag}
        actions={
          record ? (
            <>
              {canEdit && formPath ? <Button onClick={() => navigate(recordPath(formPath, record.id))}>{t('listPage.edit')}</Button> : null}
              <TransitionButtons runner={runner} record={record} />
              {extras?.actions?.(record, load)}
            </>
          ) : null
        }
        sections={
          record
            ? [
                ...d.detail.map((s) => ({
                  key: s.title,
                  title: t(s.title),
                  items: s.fields.map((f) => ({ label: t(fieldSpec(d, f).label), value: <FieldValue description={d} field={f} spec={fieldSpec(d, f)} record={record} /> })),
                })),
                ...(extras?.sections?.(record, load, t) ?? []),
                ...(d.operations.history
                  ? [{ key: 'history', title: t('entity.history.title'), content: <HistoryTimeline description={d} entries={history} failed={historyFailed} /> }]
                  : []),
              ]
            : failed
              ? [
                  {
                    key: 'failed',
                    title: '',
                    content: (
                      <Empty
                        description={
                          <span role="alert">
                            {t('entityPage.loadFailed')}{' '}
                            <Button size="mini" type="text" onClick={load}>
                              {t('console.retry')}
                            </Button>
                          </span>
                        }
                      />
                    ),
                  },
                ]
              : []
        }
      />
      {runner.dialog}
    </>
  );
}
