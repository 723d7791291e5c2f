/**
 * The shared entity pages' own words beyond the sdk's `entity.*` (packages/sdk/src/domain/texts.ts), registered
 * by app/texts.ts like a domain's.
 */
import type { DomainTexts } from '../../app/texts';

export const texts: DomainTexts = {
  'zh-CN': {
    entityPage: {
      save: '保存',
      yes: '是',
      no: '否',
      reasonRequired: '请填写原因',
      confirmTitle: '操作确认',
      historyFailed: '操作记录加载失败',
      loadFailed: '数据加载失败',
      tooLong: '{{field}}不能超过{{max}}个字符',
      preview: '预览',
      fileChoose: '上传',
      fileReplace: '重新上传',
      fileOpen: '查看文件',
      fileAttached: '已上传',
      fileType: '仅支持 PDF、JPG、PNG 文件',
      imageType: '仅支持 JPG、PNG、GIF、WEBP 图片',
    },
  },
  'en-US': {
    entityPage: {
      save: 'Save',
      yes: 'Yes',
      no: 'No',
      reasonRequired: 'Please give a reason',
      confirmTitle: 'Confirm',
      historyFailed: 'The history could not be loaded',
      loadFailed: 'The data could not be loaded',
      tooLong: '{{field}} must be at most {{max}} characters',
      preview: 'Preview',
      fileChoose: 'Upload',
      fileReplace: 'Upload again',
      fileOpen: 'Open file',
      fileAttached: 'Attached',
      fileType: 'Only PDF, JPG or PNG files',
      imageType: 'Only JPG, PNG, GIF or WEBP images',
    },
  },
  'zh-TW': {
    entityPage: {
      save: '儲存',
      yes: '是',
      no: '否',
      reasonRequired: '請填寫原因',
      confirmTitle: '操作確認',
      historyFailed: '操作記錄載入失敗',
      loadFailed: '資料載入失敗',
      tooLong: '{{field}}不能超過{{max}}個字元',
      preview: '預覽',
      fileChoose: '上傳',
      fileReplace: '重新上傳',
      fileOpen: '檢視檔案',
      fileAttached: '已上傳',
      fileType: '僅支援 PDF、JPG、PNG 檔案',
      imageType: '僅支援 JPG、PNG、GIF、WEBP 圖片',
    },
  },
  'pt-BR': {
    entityPage: {
      save: 'Salvar',
      yes: 'Sim',
      no: 'Não',
      reasonRequired: 'Informe o motivo',
      confirmTitle: 'Confirmar',
      historyFailed: 'Não foi possível carregar o histórico',
      loadFailed: 'Não foi possível carregar os dados',
      tooLong: '{{field}} deve ter no máximo {{max}} caracteres',
      preview: 'Pré-visualização',
      fileChoose: 'Enviar',
      fileReplace: 'Enviar novamente',
      fileOpen: 'Abrir arquivo',
      fileAttached: 'Enviado',
      fileType: 'Somente arquivos PDF, JPG ou PNG',
      imageType: 'Somente imagens JPG, PNG, GIF ou WEBP',
    },
  },
};
