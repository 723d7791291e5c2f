/** The open API domain's texts (namespace `open`): keys, container event deliveries, the terminal's gate moves. */
const zhCN = {
  menus: { gate: '闸口作业', gate_moves: '箱动态录入', query_eventDeliveries: '事件推送记录' },
  open: {
    pages: { eventDeliveries: '事件推送记录', gateMoves: '箱动态录入' },
    events: { gateIn: '进闸', gateOut: '出闸', load: '装船', discharge: '卸船', release: '放行', reserve: '预约' },
    deliveries: {
      containerNo: '箱号', event: '事件', channel: '渠道', target: '推送地址', status: '状态', attempts: '尝试次数', lastStatus: '最近响应',
      lastError: '最近错误', nextAttemptAt: '下次重试', createTime: '创建时间', deliveredAt: '送达时间', replay: '重新推送', replayed: '已重新推送',
      channels: { webhook: 'Webhook', email: '邮件' },
      statuses: { pending: '待重试', delivered: '已送达', failed: '已失败' },
    },
    gate: {
      containerNo: '箱号', event: '动态', sizeType: '箱型', emptyFull: '空重', billNo: '提单号', truckLicense: '车牌号', submit: '提交',
      recorded: '已录入：{{containerNo}} {{event}}', empty: '空箱', full: '重箱', hint: '录入后，订阅该箱或提单事件的企业将即时收到推送。',
    },
    keys: {
      title: '接口密钥', issue: '生成密钥', rotate: '轮换密钥', revoke: '吊销', revokeConfirm: '吊销后使用该密钥的调用将立即失败，确定吊销？',
      once: '请立即复制并妥善保存，该密钥只显示这一次：', copy: '复制', copied: '已复制', prefix: '密钥前缀', status: '状态', createTime: '生成时间',
      expiresAt: '过期时间', lastUsedAt: '最近使用', usage: '调用量（近30天）', day: '日期', calls: '调用次数', limited: '超限次数',
      rateLimit: '每个密钥每分钟最多调用 {{n}} 次', none: '尚未生成密钥', rotateHint: '轮换后旧密钥在24小时内仍然有效。', reference: 'API参考文档',
      statuses: { active: '有效', expiring: '即将过期', revoked: '已吊销', expired: '已过期' },
    },
    errors: {
      notApproved: '该API订阅尚未通过审核', targetRequired: '请填写箱号或提单号', channelRequired: '请填写推送地址或邮箱', urlInvalid: '推送地址须以 http:// 或 https:// 开头',
      containerInvalid: '箱号校验位不正确', terminalOnly: '仅码头企业可录入箱动态', cursorInvalid: '分页游标无效',
    },
  },
};

type Texts = typeof zhCN;
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  menus: { gate: 'Gate operations', gate_moves: 'Container moves', query_eventDeliveries: 'Event deliveries' },
  open: {
    pages: { eventDeliveries: 'Event deliveries', gateMoves: 'Container moves' },
    events: { gateIn: 'Gate in', gateOut: 'Gate out', load: 'Loaded', discharge: 'Discharged', release: 'Released', reserve: 'Reserved' },
    deliveries: {
      containerNo: 'Container', event: 'Event', channel: 'Channel', target: 'Target', status: 'Status', attempts: 'Attempts', lastStatus: 'Last response',
      lastError: 'Last error', nextAttemptAt: 'Next retry', createTime: 'Created', deliveredAt: 'Delivered', replay: 'Send again', replayed: 'Queued again',
      channels: { webhook: 'Webhook', email: 'E-mail' },
      statuses: { pending: 'Retrying', delivered: 'Delivered', failed: 'Failed' },
    },
    gate: {
      containerNo: 'Container no.', event: 'Move', sizeType: 'Size type', emptyFull: 'Empty/full', billNo: 'B/L no.', truckLicense: 'Truck plate', submit: 'Submit',
      recorded: 'Recorded: {{containerNo}} {{event}}', empty: 'Empty', full: 'Full', hint: 'Companies subscribed to this container or B/L are notified at once.',
    },
    keys: {
      title: 'API keys', issue: 'Issue key', rotate: 'Rotate key', revoke: 'Revoke', revokeConfirm: 'Calls with this key will fail at once. Revoke it?',
      once: 'Copy and store it now; this key is shown only once:', copy: 'Copy', copied: 'Copied', prefix: 'Key prefix', status: 'Status', createTime: 'Issued',
      expiresAt: 'Expires', lastUsedAt: 'Last used', usage: 'Calls (last 30 days)', day: 'Day', calls: 'Calls', limited: 'Over the limit',
      rateLimit: 'Each key may make {{n}} calls a minute', none: 'No key issued yet', rotateHint: 'After a rotation the old key keeps working for 24 hours.', reference: 'API reference',
      statuses: { active: 'Active', expiring: 'Expiring', revoked: 'Revoked', expired: 'Expired' },
    },
    errors: {
      notApproved: 'This API subscription has not been approved', targetRequired: 'Enter a container number or a B/L number', channelRequired: 'Enter a URL or an e-mail address',
      urlInvalid: 'The URL must start with http:// or https://', containerInvalid: 'The container number’s check digit is wrong', terminalOnly: 'Only terminal companies record container moves',
      cursorInvalid: 'The page cursor is invalid',
    },
  },
};

const zhTW: Complete<Texts> = {
  menus: { gate: '閘口作業', gate_moves: '貨櫃動態登錄', query_eventDeliveries: '事件推播紀錄' },
  open: {
    pages: { eventDeliveries: '事件推播紀錄', gateMoves: '貨櫃動態登錄' },
    events: { gateIn: '進場', gateOut: '出場', load: '裝船', discharge: '卸船', release: '放行', reserve: '預約' },
    deliveries: {
      containerNo: '櫃號', event: '事件', channel: '管道', target: '推播位址', status: '狀態', attempts: '嘗試次數', lastStatus: '最近回應',
      lastError: '最近錯誤', nextAttemptAt: '下次重試', createTime: '建立時間', deliveredAt: '送達時間', replay: '重新推播', replayed: '已重新推播',
      channels: { webhook: 'Webhook', email: '電子郵件' },
      statuses: { pending: '待重試', delivered: '已送達', failed: '已失敗' },
    },
    gate: {
      containerNo: '櫃號', event: '動態', sizeType: '櫃型', emptyFull: '空重', billNo: '提單號碼', truckLicense: '車牌號碼', submit: '送出',
      recorded: '已登錄：{{containerNo}} {{event}}', empty: '空櫃', full: '重櫃', hint: '登錄後，訂閱此櫃或提單事件的企業將即時收到推播。',
    },
    keys: {
      title: '介接金鑰', issue: '產生金鑰', rotate: '輪替金鑰', revoke: '撤銷', revokeConfirm: '撤銷後使用此金鑰的呼叫將立即失敗，確定撤銷？',
      once: '請立即複製並妥善保存，此金鑰只顯示這一次：', copy: '複製', copied: '已複製', prefix: '金鑰前綴', status: '狀態', createTime: '產生時間',
      expiresAt: '到期時間', lastUsedAt: '最近使用', usage: '呼叫量（近30天）', day: '日期', calls: '呼叫次數', limited: '超限次數',
      rateLimit: '每把金鑰每分鐘最多呼叫 {{n}} 次', none: '尚未產生金鑰', rotateHint: '輪替後舊金鑰在24小時內仍然有效。', reference: 'API參考文件',
      statuses: { active: '有效', expiring: '即將到期', revoked: '已撤銷', expired: '已到期' },
    },
    errors: {
      notApproved: '此API訂閱尚未通過審核', targetRequired: '請填寫櫃號或提單號碼', channelRequired: '請填寫推播位址或電子郵件', urlInvalid: '推播位址須以 http:// 或 https:// 開頭',
      containerInvalid: '櫃號檢查碼不正確', terminalOnly: '僅碼頭業者可登錄貨櫃動態', cursorInvalid: '分頁游標無效',
    },
  },
};

const ptBR: Complete<Texts> = {
  menus: { gate: 'Operações de portão', gate_moves: 'Movimentos de contêiner', query_eventDeliveries: 'Entregas de eventos' },
  open: {
    pages: { eventDeliveries: 'Entregas de eventos', gateMoves: 'Movimentos de contêiner' },
    events: { gateIn: 'Entrada no gate', gateOut: 'Saída do gate', load: 'Embarcado', discharge: 'Descarregado', release: 'Liberado', reserve: 'Reservado' },
    deliveries: {
      containerNo: 'Contêiner', event: 'Evento', channel: 'Canal', target: 'Destino', status: 'Situação', attempts: 'Tentativas', lastStatus: 'Última resposta',
      lastError: 'Último erro', nextAttemptAt: 'Próxima tentativa', createTime: 'Criado em', deliveredAt: 'Entregue em', replay: 'Reenviar', replayed: 'Reenvio agendado',
      channels: { webhook: 'Webhook', email: 'E-mail' },
      statuses: { pending: 'Aguardando nova tentativa', delivered: 'Entregue', failed: 'Falhou' },
    },
    gate: {
      containerNo: 'Nº do contêiner', event: 'Movimento', sizeType: 'Tipo', emptyFull: 'Vazio/cheio', billNo: 'Nº do B/L', truckLicense: 'Placa do caminhão', submit: 'Enviar',
      recorded: 'Registrado: {{containerNo}} {{event}}', empty: 'Vazio', full: 'Cheio', hint: 'As empresas inscritas neste contêiner ou B/L são avisadas na hora.',
    },
    keys: {
      title: 'Chaves de API', issue: 'Gerar chave', rotate: 'Trocar chave', revoke: 'Revogar', revokeConfirm: 'As chamadas com esta chave falharão na hora. Revogar?',
      once: 'Copie e guarde agora; esta chave só aparece uma vez:', copy: 'Copiar', copied: 'Copiada', prefix: 'Prefixo', status: 'Situação', createTime: 'Gerada em',
      expiresAt: 'Expira em', lastUsedAt: 'Último uso', usage: 'Chamadas (últimos 30 dias)', day: 'Dia', calls: 'Chamadas', limited: 'Acima do limite',
      rateLimit: 'Cada chave pode fazer {{n}} chamadas por minuto', none: 'Nenhuma chave gerada ainda', rotateHint: 'Depois da troca, a chave antiga continua valendo por 24 horas.', reference: 'Referência da API',
      statuses: { active: 'Ativa', expiring: 'Expirando', revoked: 'Revogada', expired: 'Expirada' },
    },
    errors: {
      notApproved: 'Esta assinatura de API ainda não foi aprovada', targetRequired: 'Informe o número do contêiner ou do B/L', channelRequired: 'Informe uma URL ou um e-mail',
      urlInvalid: 'A URL deve começar com http:// ou https://', containerInvalid: 'O dígito verificador do contêiner está errado', terminalOnly: 'Só terminais registram movimentos de contêiner',
      cursorInvalid: 'O cursor de página é inválido',
    },
  },
};

export const openTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
