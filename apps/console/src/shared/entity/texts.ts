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
    },
  },
};
