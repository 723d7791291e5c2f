/** Texts of the entity machinery itself (history timeline, list/detail chrome), namespace `entity`. */
const zhCN = {
  entity: {
    history: { title: '操作记录', empty: '暂无记录', reason: '原因', changes: '变更', from: '由', to: '变为' },
    actions: { create: '创建', update: '修改', delete: '删除', view: '查看', edit: '编辑', add: '新增', export: '导出' },
    notice: { content: '{{title}}：{{from}} → {{to}}', withReason: '{{title}}：{{from}} → {{to}}，原因：{{reason}}' },
    fileUnknown: '{{field}}文件不存在，请重新上传',
  },
};
const enUS: typeof zhCN = {
  entity: {
    history: { title: 'History', empty: 'No entries', reason: 'Reason', changes: 'Changes', from: 'from', to: 'to' },
    actions: { create: 'Created', update: 'Edited', delete: 'Deleted', view: 'View', edit: 'Edit', add: 'Add', export: 'Export' },
    notice: { content: '{{title}}: {{from}} → {{to}}', withReason: '{{title}}: {{from}} → {{to}}, reason: {{reason}}' },
    fileUnknown: '{{field}}: the file does not exist, please upload it again',
  },
};
const zhTW: typeof zhCN = {
  entity: {
    history: { title: '操作記錄', empty: '暫無記錄', reason: '原因', changes: '變更', from: '由', to: '變為' },
    actions: { create: '建立', update: '修改', delete: '刪除', view: '查看', edit: '編輯', add: '新增', export: '匯出' },
    notice: { content: '{{title}}：{{from}} → {{to}}', withReason: '{{title}}：{{from}} → {{to}}，原因：{{reason}}' },
    fileUnknown: '{{field}}檔案不存在，請重新上傳',
  },
};
const ptBR: typeof zhCN = {
  entity: {
    history: { title: 'Histórico', empty: 'Nenhum registro', reason: 'Motivo', changes: 'Alterações', from: 'de', to: 'para' },
    actions: { create: 'Criado', update: 'Editado', delete: 'Excluído', view: 'Ver', edit: 'Editar', add: 'Adicionar', export: 'Exportar' },
    notice: { content: '{{title}}: {{from}} → {{to}}', withReason: '{{title}}: {{from}} → {{to}}, motivo: {{reason}}' },
    fileUnknown: '{{field}}: o arquivo não existe, envie-o novamente',
  },
};

export const entityTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
