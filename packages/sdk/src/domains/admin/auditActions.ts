/**
 * The action codes the audit log records (entity writes and transitions, and the domains' own audited calls),
 * labelled in the viewer in the user's language; a code not listed here shows as recorded.
 */
import type { LanguageTexts } from '../domain';

const zhCN = {
  accept: '受理', acknowledge: '确认收到', apply: '申请', approve: '审核通过', audit: '审核', authenticate: '认证', berth: '靠泊', cancel: '取消',
  cancelDispatch: '取消派车', changeStatus: '变更状态', close: '关闭', complete: '完成', confirm: '确认', create: '新增', delete: '删除', deliver: '交付',
  depart: '离泊', disable: '停用', dispatch: '派车', edit: '修改', editContact: '修改联系人', enable: '启用', entrust: '委托', gateIn: '进闸',
  gateMove: '闸口进出', issue: '签发', pay: '支付', publish: '发布', reassign: '改派', refund: '退款', regenerateAuthLink: '重新生成认证链接',
  reissue: '补发', reject: '驳回', release: '放行', replay: '重新推送', requestCorrection: '要求更正', resetPassword: '重置密码', resubmit: '重新提交',
  return: '退回', reverse: '冲正', review: '复核', revoke: '撤销', send: '发送', setRoles: '分配角色', smsResetPassword: '短信重置密码', submit: '提交',
  take: '接单', unlock: '解锁', unpublish: '下线', update: '修改', upload: '上传', withdraw: '撤回',
};
type Codes = Record<keyof typeof zhCN, string>;

const enUS: Codes = {
  accept: 'Accept', acknowledge: 'Acknowledge', apply: 'Apply', approve: 'Approve', audit: 'Review', authenticate: 'Authenticate', berth: 'Berth', cancel: 'Cancel',
  cancelDispatch: 'Cancel dispatch', changeStatus: 'Change status', close: 'Close', complete: 'Complete', confirm: 'Confirm', create: 'Create', delete: 'Delete', deliver: 'Deliver',
  depart: 'Depart', disable: 'Disable', dispatch: 'Dispatch', edit: 'Edit', editContact: 'Edit contact', enable: 'Enable', entrust: 'Entrust', gateIn: 'Gate in',
  gateMove: 'Gate move', issue: 'Issue', pay: 'Pay', publish: 'Publish', reassign: 'Reassign', refund: 'Refund', regenerateAuthLink: 'Regenerate authentication link',
  reissue: 'Reissue', reject: 'Reject', release: 'Release', replay: 'Replay', requestCorrection: 'Request correction', resetPassword: 'Reset password', resubmit: 'Resubmit',
  return: 'Return', reverse: 'Reverse', review: 'Check', revoke: 'Revoke', send: 'Send', setRoles: 'Assign roles', smsResetPassword: 'Reset password by SMS', submit: 'Submit',
  take: 'Take', unlock: 'Unlock', unpublish: 'Unpublish', update: 'Update', upload: 'Upload', withdraw: 'Withdraw',
};

const zhTW: Codes = {
  accept: '受理', acknowledge: '確認收到', apply: '申請', approve: '審核通過', audit: '審核', authenticate: '認證', berth: '靠泊', cancel: '取消',
  cancelDispatch: '取消派車', changeStatus: '變更狀態', close: '關閉', complete: '完成', confirm: '確認', create: '新增', delete: '刪除', deliver: '交付',
  depart: '離泊', disable: '停用', dispatch: '派車', edit: '修改', editContact: '修改聯絡人', enable: '啟用', entrust: '委託', gateIn: '進閘',
  gateMove: '閘口進出', issue: '簽發', pay: '支付', publish: '發佈', reassign: '改派', refund: '退款', regenerateAuthLink: '重新產生認證連結',
  reissue: '補發', reject: '駁回', release: '放行', replay: '重新推送', requestCorrection: '要求更正', resetPassword: '重設密碼', resubmit: '重新提交',
  return: '退回', reverse: '沖正', review: '複核', revoke: '撤銷', send: '發送', setRoles: '分配角色', smsResetPassword: '簡訊重設密碼', submit: '提交',
  take: '接單', unlock: '解鎖', unpublish: '下線', update: '修改', upload: '上傳', withdraw: '撤回',
};

const ptBR: Codes = {
  accept: 'Aceitar', acknowledge: 'Confirmar recebimento', apply: 'Solicitar', approve: 'Aprovar', audit: 'Revisar', authenticate: 'Autenticar', berth: 'Atracar', cancel: 'Cancelar',
  cancelDispatch: 'Cancelar despacho', changeStatus: 'Alterar status', close: 'Encerrar', complete: 'Concluir', confirm: 'Confirmar', create: 'Criar', delete: 'Excluir', deliver: 'Entregar',
  depart: 'Desatracar', disable: 'Desativar', dispatch: 'Despachar', edit: 'Editar', editContact: 'Editar contato', enable: 'Ativar', entrust: 'Confiar', gateIn: 'Entrada no portão',
  gateMove: 'Movimento de portão', issue: 'Emitir', pay: 'Pagar', publish: 'Publicar', reassign: 'Reatribuir', refund: 'Reembolsar', regenerateAuthLink: 'Gerar novo link de autenticação',
  reissue: 'Reemitir', reject: 'Rejeitar', release: 'Liberar', replay: 'Reenviar', requestCorrection: 'Pedir correção', resetPassword: 'Redefinir senha', resubmit: 'Reenviar solicitação',
  return: 'Devolver', reverse: 'Estornar', review: 'Verificar', revoke: 'Revogar', send: 'Enviar', setRoles: 'Atribuir perfis', smsResetPassword: 'Redefinir senha por SMS', submit: 'Enviar',
  take: 'Assumir', unlock: 'Desbloquear', unpublish: 'Despublicar', update: 'Atualizar', upload: 'Carregar', withdraw: 'Retirar',
};

/** code → its label key (the viewer's column, detail, filter and export). */
export const AUDIT_ACTIONS: Readonly<Record<string, string>> = Object.fromEntries(Object.keys(zhCN).map((code) => [code, `admin.audit.actions.${code}`]));

const wrap = (actions: Codes) => ({ admin: { audit: { actions } } });
export const auditActionTexts: LanguageTexts = { 'zh-CN': wrap(zhCN), 'en-US': wrap(enUS), 'zh-TW': wrap(zhTW), 'pt-BR': wrap(ptBR) };
