/**
 * The branch-line box release menu (SPEC §2.8 /wentai): 放箱操作 is the list; the seed's per-port routes
 * (branchVoyageApplyByCNDTU/ByCNDMY with Add/Edit, viewBranchVoyageAudit*, editBranchVoyageAudit*) open the
 * same three pages, the port read from the path as the list's filter — never copies. Applying
 * (wentai:apply:edit) and auditing (wentai:audit) hang under a hidden group of their own, since a role
 * selecting a menu takes its whole subtree. 外地港重箱进场 (addInWeightApplyWt and its view/edit/audit routes) opens
 * the laden entry variant's pages, under the same permissions.
 */
import type { MenuSeed } from '../module';

const button = (perms: string): MenuSeed => ({ key: perms, type: 'button', title: perms.split(':').slice(1).join(':'), perms });
/** The laden entry page's buttons: the same permissions under keys of their own (a menu key is unique). */
const ladenButton = (perms: string): MenuSeed => ({ ...button(perms), key: `${perms}:laden` });
const named = (name: string, title: string, component: string): MenuSeed => ({
  key: `wentai.${name}`, type: 'named', path: `/wentai/${name}`, title, component, hidden: true,
});

const LIST = 'wentai/branchReleases';
const DETAIL = 'wentai/branchReleaseDetail';
const FORM = 'wentai/branchReleaseForm';
const LADEN_LIST = 'wentai/ladenEntrys';
const LADEN_DETAIL = 'wentai/ladenEntryDetail';
const LADEN_FORM = 'wentai/ladenEntryForm';

export const WENTAI_MENUS: MenuSeed = {
  key: 'wentai', type: 'nested', path: '/wentai', title: '支线港放箱管理', icon: 'ship',
  children: [
    { key: 'wentai.apply', type: 'page', path: '/wentai/addBranchVoyageApply', title: '放箱操作', component: LIST, keepAlive: true,
      children: [button('wentai:apply:list'), button('wentai:apply:export')] },
    named('branchReleaseDetail', '放箱申请详情', DETAIL),
    named('branchReleaseForm', '放箱申请', FORM),
    ...(['CNDTU', 'CNDMY'] as const).flatMap((port) => {
      const cap = `${port.charAt(0)}${port.slice(1).toLowerCase()}`;
      return [
        named(`branchVoyageApplyBy${port}`, `放箱申请(${port})`, LIST),
        named(`branchVoyageApplyBy${port}Add`, `新增放箱申请(${port})`, FORM),
        named(`branchVoyageApplyBy${port}Edit`, `修改放箱申请(${port})`, FORM),
        named(`viewBranchVoyageAudit${cap}`, `放箱审核(${port})`, LIST),
        named(`editBranchVoyageAudit${cap}`, `放箱审核详情(${port})`, DETAIL),
      ];
    }),
    named('viewBranchVoyageAudit', '放箱审核', LIST),
    named('editBranchVoyageAudit', '放箱审核详情', DETAIL),
    // 外地港重箱进场: the release mechanism's laden entry variant (SPEC §2.8 addInWeightApplyWt … editInWeightApplyWtAudit).
    { key: 'wentai.ladenEntry', type: 'page', path: '/wentai/addInWeightApplyWt', title: '外地港重箱进场', component: LADEN_LIST, keepAlive: true,
      children: [ladenButton('wentai:apply:list'), ladenButton('wentai:apply:export')] },
    named('ladenEntryDetail', '重箱进场申请详情', LADEN_DETAIL),
    named('ladenEntryForm', '重箱进场申请', LADEN_FORM),
    named('viewInWeightApplyWt', '重箱进场申请详情', LADEN_DETAIL),
    named('editInWeightApplyWt', '修改重箱进场申请', LADEN_FORM),
    named('viewInWeightApplyWtAudit', '重箱进场审核', LADEN_LIST),
    named('editInWeightApplyWtAudit', '重箱进场审核详情', LADEN_DETAIL),
  ],
};

export const WENTAI_OPERATION_MENUS: MenuSeed = {
  key: 'wentaiOperations', type: 'nested', path: '/wentai-operations', title: '放箱作业', icon: 'ship', hidden: true,
  children: [button('wentai:apply:edit'), button('wentai:audit')],
};
