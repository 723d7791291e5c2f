/**
 * A record's status transitions as buttons: the ones open from its state that the server lets this caller
 * take (`allowedActions`), each asking first when the description says so — a confirmation, or a dialog for
 * the reason and the fields the action requires — then POST …/{id}/transitions with the record's version.
 */
import { Button, Form, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import type { OperationId } from '@port/sdk/contract';
import { useCallback, useState, type ReactNode } from 'react';
import { toastSuccess } from '../../app/feedback';
import { usePermission } from '../../permission';
import { callOperation } from './calls';
import { FieldControl } from './fields';
import { checkField, fieldSpec, openActions, type AnyDescription, type EntityRecord } from './model';
import type { EntityExtensions } from './extensions';
import type { TransitionSpec } from './sdk';
import { useText } from './text';

type Transition = TransitionSpec<string>;

interface Asking {
  record: EntityRecord;
  transition: Transition;
}

export interface TransitionRunner {
  /** The transitions this record offers the caller now. */
  open(record: EntityRecord): ReadonlyArray<Transition>;
  /** Asks what the transition needs (if anything) and performs it. */
  run(record: EntityRecord, transition: Transition): void;
  /** The reason / fields dialog; render it once on the page. */
  dialog: ReactNode;
}

export function useTransitions(d: AnyDescription, afterChange: () => void, ext: EntityExtensions = {}): TransitionRunner {
  const t = useText();
  const { can } = usePermission();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();

  const perform = useCallback(
    async (record: EntityRecord, transition: Transition, extra: { reason?: string; fields?: Record<string, unknown> } = {}) => {
      const operation = d.operations.transition;
      if (!operation) return;
      const body = { action: transition.action, version: record.version, ...extra };
      await callOperation(operation as OperationId, { path: { id: record.id }, body: ext.transitionBody ? ext.transitionBody(body) : body });
      toastSuccess();
      afterChange();
    },
    [d, afterChange, ext],
  );

  const run = useCallback(
    (record: EntityRecord, transition: Transition) => {
      if (transition.requires?.reason || transition.requires?.fields?.length || transition.requires?.optional?.length) {
        form.resetFields();
        setAsking({ record, transition });
        return;
      }
      const go = () => perform(record, transition).catch(() => undefined);
      if (transition.confirm) {
        Modal.confirm({ title: t('entityPage.confirmTitle'), content: t(transition.confirm), onOk: go });
      } else {
        void go();
      }
    },
    [form, perform, t],
  );

  const submit = async () => {
    if (!asking) return;
    let values: Record<string, unknown>;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    const { reason, ...fields } = values;
    setBusy(true);
    try {
      await perform(asking.record, asking.transition, {
        ...(typeof reason === 'string' ? { reason: reason.trim() } : {}),
        ...(Object.keys(fields).length ? { fields } : {}),
      });
      setAsking(null);
    } catch {
      // The error catalogue has said why; the dialog stays with what was typed.
    } finally {
      setBusy(false);
    }
  };

  const transition = asking?.transition;
  const dialog = (
    <Modal
      title={transition ? t(transition.label) : ''}
      visible={asking !== null}
      onCancel={() => setAsking(null)}
      onOk={() => void submit()}
      confirmLoading={busy}
      unmountOnExit
    >
      {transition?.confirm ? <p>{t(transition.confirm)}</p> : null}
      <Form form={form} layout="vertical">
        {(transition?.requires?.fields ?? []).map((field) => {
          const spec = fieldSpec(d, field);
          return (
            <Form.Item key={field} field={field} label={t(spec.label)} rules={[{ required: true, message: t('listPage.required', { field: t(spec.label) }) }]}>
              <FieldControl description={d} field={field} spec={spec} />
            </Form.Item>
          );
        })}
        {(transition?.requires?.optional ?? []).map((field) => {
          const spec = fieldSpec(d, field);
          return (
            <Form.Item
              key={field}
              field={field}
              label={t(spec.label)}
              rules={[{ validator: (v: unknown, cb: (e?: string) => void) => { const issue = checkField(spec, v); cb(issue ? t(issue.key, issue.params) : undefined); } }]}
            >
              <FieldControl description={d} field={field} spec={spec} />
            </Form.Item>
          );
        })}
        {transition?.requires?.reason ? (
          <Form.Item field="reason" label={t('entity.history.reason')} rules={[{ required: true, validator: (v: unknown, cb: (e?: string) => void) => cb(typeof v === 'string' && v.trim() ? undefined : t('entityPage.reasonRequired')) }]}>
            <Input.TextArea autoFocus maxLength={500} showWordLimit autoSize={{ minRows: 3, maxRows: 6 }} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );

  const allowed = ext.allowedActions;
  return {
    open: (record) => {
      const actions = allowed?.(record, can);
      return openActions(d, actions ? { ...record, allowedActions: actions } : record, can);
    },
    run,
    dialog,
  };
}

/** The transition buttons of a detail page. */
export function TransitionButtons({ runner, record }: { runner: TransitionRunner; record: EntityRecord }) {
  const t = useText();
  return (
    <>
      {runner.open(record).map((tr) => (
        <Button key={tr.action} type={tr.danger ? 'secondary' : 'primary'} status={tr.danger ? 'danger' : 'default'} onClick={() => runner.run(record, tr)}>
          {t(tr.label)}
        </Button>
      ))}
    </>
  );
}
