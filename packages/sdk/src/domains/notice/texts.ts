/** The notice domain's texts (namespace `notice`), zh-CN the source; merged into the i18n resources by ../index.ts. */
import type { LanguageTexts } from '../domain';

const zhCN = {
  menus: { system_notices: '通知管理', system_noticeDetail: '通知详情', system_noticeForm: '编辑通知', system_noticeReads: '阅读统计' },
  notice: {
    pages: { posts: '通知管理', postDetail: '通知详情', postForm: '编辑通知', reads: '阅读统计' },
    fields: {
      id: '编号', kind: '类型', title: '标题', content: '内容', audience: '发送范围', companyType: '企业类型', companyCode: '企业代码', companyName: '企业',
      userMobile: '用户手机号', userName: '用户', validFrom: '生效时间', validTo: '失效时间', url: '弹窗页面', openCount: '弹出次数', status: '状态',
      audienceCount: '接收人数', readCount: '已读人数', publishTime: '发布时间', createTime: '创建时间', updateTime: '更新时间',
    },
    sections: { basics: '基本信息', audience: '发送范围与有效期', body: '内容' },
    kinds: { notice: '港口通知', strong: '强提醒', popup: '弹窗通知' },
    audiences: { all: '全部用户', companyType: '某类企业', company: '指定企业', user: '指定用户' },
    companyKinds: { forwarder: '货代', fleet: '车队', agent: '船代', yard: '堆场', terminal: '码头', barge: '驳船公司', other: '其他', operator: '平台' },
    status: { draft: '草稿', published: '已发布', withdrawn: '已撤回' },
    actions: { publish: '发布', withdraw: '撤回' },
    confirm: { publish: '确认发布？发布后将立即推送给发送范围内的用户。', withdraw: '确认撤回？用户将不再看到该通知。' },
    hints: { companyCode: '如 FWD001', url: '路由片段，如 /home', openCount: '默认 1 次' },
    rules: {
      companyTypeRequired: '请选择企业类型', companyRequired: '请输入企业代码', urlRequired: '请输入弹窗页面', urlFormat: '弹窗页面须以 / 开头',
      validOrder: '失效时间须晚于生效时间', companyUnknown: '企业代码不存在：{{code}}', userUnknown: '该手机号没有用户：{{mobile}}',
    },
    reads: {
      summary: '接收 {{audience}} 人，已读 {{read}} 人', read: '已读', unread: '未读', all: '全部', readAt: '阅读时间', userName: '姓名', mobile: '手机号',
      companyName: '企业', state: '状态', open: '阅读统计', empty: '尚未发布，暂无接收人', back: '返回通知详情', missing: '缺少通知编号，请从通知管理列表打开',
      toList: '返回通知管理', export: '导出', search: '查询', reset: '重置', failed: '加载失败', retry: '重试', none: '暂无数据',
    },
  },
};

type Texts = typeof zhCN;
/** The same shape as zh-CN with every text filled in (the compiler checks the keys). */
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  menus: { system_notices: 'Notices', system_noticeDetail: 'Notice', system_noticeForm: 'Edit notice', system_noticeReads: 'Read statistics' },
  notice: {
    pages: { posts: 'Notices', postDetail: 'Notice', postForm: 'Edit notice', reads: 'Read statistics' },
    fields: {
      id: 'No.', kind: 'Type', title: 'Title', content: 'Content', audience: 'Audience', companyType: 'Company type', companyCode: 'Company code', companyName: 'Company',
      userMobile: 'User mobile', userName: 'User', validFrom: 'Valid from', validTo: 'Valid to', url: 'Popup page', openCount: 'Times shown', status: 'Status',
      audienceCount: 'Recipients', readCount: 'Read', publishTime: 'Published', createTime: 'Created', updateTime: 'Updated',
    },
    sections: { basics: 'Basics', audience: 'Audience and validity', body: 'Content' },
    kinds: { notice: 'Port notice', strong: 'Strong reminder', popup: 'Popup notice' },
    audiences: { all: 'All users', companyType: 'A company type', company: 'One company', user: 'One user' },
    companyKinds: { forwarder: 'Forwarder', fleet: 'Trucking fleet', agent: 'Shipping agent', yard: 'Yard', terminal: 'Terminal', barge: 'Barge operator', other: 'Other', operator: 'Platform' },
    status: { draft: 'Draft', published: 'Published', withdrawn: 'Withdrawn' },
    actions: { publish: 'Publish', withdraw: 'Withdraw' },
    confirm: { publish: 'Publish? It is pushed to its audience at once.', withdraw: 'Withdraw? Users will no longer see it.' },
    hints: { companyCode: 'e.g. FWD001', url: 'A route fragment, e.g. /home', openCount: 'Once by default' },
    rules: {
      companyTypeRequired: 'Choose the company type', companyRequired: 'Enter the company code', urlRequired: 'Enter the popup page', urlFormat: 'The popup page must start with /',
      validOrder: 'Valid to must be later than valid from', companyUnknown: 'No company has the code {{code}}', userUnknown: 'No user has the mobile {{mobile}}',
    },
    reads: {
      summary: '{{read}} of {{audience}} recipients have read it', read: 'Read', unread: 'Unread', all: 'All', readAt: 'Read at', userName: 'Name', mobile: 'Mobile',
      companyName: 'Company', state: 'Status', open: 'Read statistics', empty: 'Not published yet: no recipients', back: 'Back to the notice', missing: 'The notice number is missing: open it from the notice list',
      toList: 'Back to notices', export: 'Export', search: 'Search', reset: 'Reset', failed: 'Could not load', retry: 'Retry', none: 'No data',
    },
  },
};

const zhTW: Complete<Texts> = {
  menus: { system_notices: '通知管理', system_noticeDetail: '通知詳情', system_noticeForm: '編輯通知', system_noticeReads: '閱讀統計' },
  notice: {
    pages: { posts: '通知管理', postDetail: '通知詳情', postForm: '編輯通知', reads: '閱讀統計' },
    fields: {
      id: '編號', kind: '類型', title: '標題', content: '內容', audience: '發送範圍', companyType: '企業類型', companyCode: '企業代碼', companyName: '企業',
      userMobile: '使用者手機號', userName: '使用者', validFrom: '生效時間', validTo: '失效時間', url: '彈窗頁面', openCount: '彈出次數', status: '狀態',
      audienceCount: '接收人數', readCount: '已讀人數', publishTime: '發佈時間', createTime: '建立時間', updateTime: '更新時間',
    },
    sections: { basics: '基本資訊', audience: '發送範圍與有效期', body: '內容' },
    kinds: { notice: '港口通知', strong: '強提醒', popup: '彈窗通知' },
    audiences: { all: '全部使用者', companyType: '某類企業', company: '指定企業', user: '指定使用者' },
    companyKinds: { forwarder: '貨代', fleet: '車隊', agent: '船務代理', yard: '貨櫃場', terminal: '碼頭', barge: '駁船公司', other: '其他', operator: '平台' },
    status: { draft: '草稿', published: '已發佈', withdrawn: '已撤回' },
    actions: { publish: '發佈', withdraw: '撤回' },
    confirm: { publish: '確認發佈？發佈後將立即推送給發送範圍內的使用者。', withdraw: '確認撤回？使用者將不再看到該通知。' },
    hints: { companyCode: '如 FWD001', url: '路由片段，如 /home', openCount: '預設 1 次' },
    rules: {
      companyTypeRequired: '請選擇企業類型', companyRequired: '請輸入企業代碼', urlRequired: '請輸入彈窗頁面', urlFormat: '彈窗頁面須以 / 開頭',
      validOrder: '失效時間須晚於生效時間', companyUnknown: '企業代碼不存在：{{code}}', userUnknown: '該手機號沒有使用者：{{mobile}}',
    },
    reads: {
      summary: '接收 {{audience}} 人，已讀 {{read}} 人', read: '已讀', unread: '未讀', all: '全部', readAt: '閱讀時間', userName: '姓名', mobile: '手機號',
      companyName: '企業', state: '狀態', open: '閱讀統計', empty: '尚未發佈，暫無接收人', back: '返回通知詳情', missing: '缺少通知編號，請從通知管理列表開啟',
      toList: '返回通知管理', export: '匯出', search: '查詢', reset: '重設', failed: '載入失敗', retry: '重試', none: '暫無資料',
    },
  },
};

const ptBR: Complete<Texts> = {
  menus: { system_notices: 'Avisos', system_noticeDetail: 'Aviso', system_noticeForm: 'Editar aviso', system_noticeReads: 'Estatísticas de leitura' },
  notice: {
    pages: { posts: 'Avisos', postDetail: 'Aviso', postForm: 'Editar aviso', reads: 'Estatísticas de leitura' },
    fields: {
      id: 'Nº', kind: 'Tipo', title: 'Título', content: 'Conteúdo', audience: 'Público', companyType: 'Tipo de empresa', companyCode: 'Código da empresa', companyName: 'Empresa',
      userMobile: 'Celular do usuário', userName: 'Usuário', validFrom: 'Válido de', validTo: 'Válido até', url: 'Página do pop-up', openCount: 'Vezes exibido', status: 'Status',
      audienceCount: 'Destinatários', readCount: 'Lidos', publishTime: 'Publicado em', createTime: 'Criado em', updateTime: 'Atualizado em',
    },
    sections: { basics: 'Dados básicos', audience: 'Público e validade', body: 'Conteúdo' },
    kinds: { notice: 'Aviso do porto', strong: 'Lembrete obrigatório', popup: 'Aviso pop-up' },
    audiences: { all: 'Todos os usuários', companyType: 'Um tipo de empresa', company: 'Uma empresa', user: 'Um usuário' },
    companyKinds: { forwarder: 'Agente de cargas', fleet: 'Frota', agent: 'Agente marítimo', yard: 'Pátio', terminal: 'Terminal', barge: 'Operador de barcaças', other: 'Outro', operator: 'Plataforma' },
    status: { draft: 'Rascunho', published: 'Publicado', withdrawn: 'Retirado' },
    actions: { publish: 'Publicar', withdraw: 'Retirar' },
    confirm: { publish: 'Publicar? Será enviado ao público imediatamente.', withdraw: 'Retirar? Os usuários deixarão de vê-lo.' },
    hints: { companyCode: 'ex.: FWD001', url: 'Um trecho de rota, ex.: /home', openCount: 'Uma vez por padrão' },
    rules: {
      companyTypeRequired: 'Escolha o tipo de empresa', companyRequired: 'Informe o código da empresa', urlRequired: 'Informe a página do pop-up', urlFormat: 'A página do pop-up deve começar com /',
      validOrder: '"Válido até" deve ser posterior a "Válido de"', companyUnknown: 'Nenhuma empresa tem o código {{code}}', userUnknown: 'Nenhum usuário tem o celular {{mobile}}',
    },
    reads: {
      summary: '{{read}} de {{audience}} destinatários leram', read: 'Lido', unread: 'Não lido', all: 'Todos', readAt: 'Lido em', userName: 'Nome', mobile: 'Celular',
      companyName: 'Empresa', state: 'Status', open: 'Estatísticas de leitura', empty: 'Ainda não publicado: sem destinatários', back: 'Voltar ao aviso', missing: 'Falta o número do aviso: abra-o pela lista de avisos',
      toList: 'Voltar aos avisos', export: 'Exportar', search: 'Pesquisar', reset: 'Limpar', failed: 'Não foi possível carregar', retry: 'Tentar novamente', none: 'Sem dados',
    },
  },
};

export const noticeTexts: LanguageTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR };
