/** The words of 字典管理 (namespace admin.dict), registered by app/texts.ts like every domain's. */
import type { DomainTexts } from '../../app/texts';

export const texts: DomainTexts = {
  'zh-CN': {
    admin: { dict: {
      title: '字典管理', dictType: '字典类型', dictLabel: '字典标签', dictValue: '字典键值', dictSort: '排序', status: '状态', remark: '备注',
      isDefault: '默认', updateTime: '更新时间', typeCount: '{{type}}（{{count}}项）', typeHint: '已有类型或新类型（小写字母、数字、下划线）',
      statuses: { '0': '正常', '1': '停用' }, typeInvalid: '字典类型只能包含字母、数字和下划线',
    } },
  },
  'en-US': {
    admin: { dict: {
      title: 'Dictionaries', dictType: 'Type', dictLabel: 'Label', dictValue: 'Value', dictSort: 'Order', status: 'Status', remark: 'Remark',
      isDefault: 'Default', updateTime: 'Updated', typeCount: '{{type}} ({{count}} items)', typeHint: 'An existing type or a new one (letters, digits, underscores)',
      statuses: { '0': 'In use', '1': 'Disabled' }, typeInvalid: 'A type holds only letters, digits and underscores',
    } },
  },
  'zh-TW': {
    admin: { dict: {
      title: '字典管理', dictType: '字典類型', dictLabel: '字典標籤', dictValue: '字典鍵值', dictSort: '排序', status: '狀態', remark: '備註',
      isDefault: '預設', updateTime: '更新時間', typeCount: '{{type}}（{{count}}項）', typeHint: '既有類型或新類型（英文字母、數字、底線）',
      statuses: { '0': '啟用', '1': '停用' }, typeInvalid: '字典類型只能包含英文字母、數字與底線',
    } },
  },
  'pt-BR': {
    admin: { dict: {
      title: 'Dicionários', dictType: 'Tipo', dictLabel: 'Rótulo', dictValue: 'Valor', dictSort: 'Ordem', status: 'Situação', remark: 'Observação',
      isDefault: 'Padrão', updateTime: 'Atualizado em', typeCount: '{{type}} ({{count}} itens)', typeHint: 'Um tipo existente ou novo (letras, dígitos, sublinhado)',
      statuses: { '0': 'Ativo', '1': 'Desativado' }, typeInvalid: 'O tipo aceita só letras, dígitos e sublinhado',
    } },
  },
};
