/** The administration domain's texts (namespace `admin`), zh-CN the source; merged into the i18n resources by ../index.ts. */
const zhCN = {
  menus: { user_audit: '操作日志', user_auditDetail: '日志详情', system_articles: '内容管理', system_articleDetail: '内容详情', system_articleForm: '编辑内容', system_platformUsers: '跨企业用户操作' },
  admin: {
    pages: { articles: '内容管理', articleDetail: '内容详情', articleForm: '编辑内容', audits: '操作日志', auditDetail: '日志详情', dict: '字典管理' },
    article: {
      fields: {
        id: '编号', kind: '栏目', title: '标题', context: '正文', picUrl: '封面图片', userType: '可见范围', status: '状态', pinned: '置顶',
        publishAt: '定时发布', createTime: '创建时间', updateTime: '更新时间',
      },
      sections: { basics: '基本信息', body: '正文' },
      kinds: { news: '新闻资讯', notice: '公告', about: '关于我们', contact: '联系我们', law: '法律声明', privacy: '隐私政策', user: '用户协议' },
      audiences: { all: '所有人', members: '登录用户' },
      status: { draft: '草稿', published: '已发布', unpublished: '已下线' },
      actions: { publish: '发布', unpublish: '下线' },
      confirm: { publish: '确认发布？发布后门户网站即可看到。', unpublish: '确认下线？门户网站将不再显示。' },
    },
    users: { unlock: '解锁', unlocked: '已解锁，该用户可以重新登录', smsReset: '短信重置密码', confirmSmsReset: '确认重置？临时密码将仅以短信发送到该用户手机，不会显示在屏幕上。', smsResetSent: '临时密码已通过短信发送给该用户，其下次登录时须修改密码', smsContent: '【港口社区】您的临时密码为 {{password}}，请登录后立即修改。如非本人操作请联系平台。' },
    audit: {
      fields: {
        id: '编号', at: '时间', actorName: '操作人', actorMobile: '手机号', companyName: '所属企业', action: '操作', entity: '对象', entityId: '对象编号',
        ip: '来源IP', traceId: '请求编号', before: '变更前', after: '变更后',
      },
      sections: { who: '操作人与时间', what: '变更内容' },
    },
  },
};

type Texts = typeof zhCN;

/** The same shape as zh-CN with every text filled in (the compiler checks the keys). */
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  menus: { user_audit: 'Audit log', user_auditDetail: 'Audit entry', system_articles: 'Portal content', system_articleDetail: 'Article', system_articleForm: 'Edit article', system_platformUsers: 'Users of every company' },
  admin: {
    pages: { articles: 'Portal content', articleDetail: 'Article', articleForm: 'Edit article', audits: 'Audit log', auditDetail: 'Audit entry', dict: 'Dictionaries' },
    article: {
      fields: {
        id: 'ID', kind: 'Section', title: 'Title', context: 'Body', picUrl: 'Cover image', userType: 'Visible to', status: 'Status', pinned: 'Pinned',
        publishAt: 'Publish at', createTime: 'Created', updateTime: 'Updated',
      },
      sections: { basics: 'Basics', body: 'Body' },
      kinds: { news: 'News', notice: 'Announcement', about: 'About us', contact: 'Contact us', law: 'Legal notice', privacy: 'Privacy policy', user: 'User agreement' },
      audiences: { all: 'Everyone', members: 'Signed-in users' },
      status: { draft: 'Draft', published: 'Published', unpublished: 'Withdrawn' },
      actions: { publish: 'Publish', unpublish: 'Withdraw' },
      confirm: { publish: 'Publish? The portal shows it at once.', unpublish: 'Withdraw? The portal will no longer show it.' },
    },
    users: { unlock: 'Unlock', unlocked: 'Unlocked: the user can sign in again', smsReset: 'Reset by SMS', confirmSmsReset: 'Reset? A temporary password goes only by SMS to the user\'s mobile; it is never shown on screen.', smsResetSent: 'A temporary password was sent to the user by SMS; they must change it at the next sign-in', smsContent: '[Port community] Your temporary password is {{password}}. Change it right after signing in. If you did not ask for this, contact the platform.' },
    audit: {
      fields: {
        id: 'ID', at: 'Time', actorName: 'User', actorMobile: 'Mobile', companyName: 'Company', action: 'Action', entity: 'Object', entityId: 'Object ID',
        ip: 'From (IP)', traceId: 'Request ID', before: 'Before', after: 'After',
      },
      sections: { who: 'Who and when', what: 'What changed' },
    },
  },
};

const zhTW: Complete<Texts> = {
  menus: { user_audit: '操作紀錄', user_auditDetail: '紀錄詳情', system_articles: '內容管理', system_articleDetail: '內容詳情', system_articleForm: '編輯內容', system_platformUsers: '跨企業使用者操作' },
  admin: {
    pages: { articles: '內容管理', articleDetail: '內容詳情', articleForm: '編輯內容', audits: '操作紀錄', auditDetail: '紀錄詳情', dict: '字典管理' },
    article: {
      fields: {
        id: '編號', kind: '欄目', title: '標題', context: '內文', picUrl: '封面圖片', userType: '可見範圍', status: '狀態', pinned: '置頂',
        publishAt: '排程發布', createTime: '建立時間', updateTime: '更新時間',
      },
      sections: { basics: '基本資料', body: '內文' },
      kinds: { news: '新聞資訊', notice: '公告', about: '關於我們', contact: '聯絡我們', law: '法律聲明', privacy: '隱私權政策', user: '使用者條款' },
      audiences: { all: '所有人', members: '已登入使用者' },
      status: { draft: '草稿', published: '已發布', unpublished: '已下架' },
      actions: { publish: '發布', unpublish: '下架' },
      confirm: { publish: '確定發布？發布後入口網站即可看到。', unpublish: '確定下架？入口網站將不再顯示。' },
    },
    users: { unlock: '解鎖', unlocked: '已解鎖，該使用者可以重新登入', smsReset: '簡訊重設密碼', confirmSmsReset: '確定重設？臨時密碼只會以簡訊傳送到該使用者手機，不會顯示在螢幕上。', smsResetSent: '臨時密碼已透過簡訊傳送給該使用者，下次登入時須變更密碼', smsContent: '【港口社群】您的臨時密碼為 {{password}}，請登入後立即變更。如非本人操作請聯絡平台。' },
    audit: {
      fields: {
        id: '編號', at: '時間', actorName: '操作人', actorMobile: '手機號碼', companyName: '所屬公司', action: '操作', entity: '對象', entityId: '對象編號',
        ip: '來源IP', traceId: '請求編號', before: '變更前', after: '變更後',
      },
      sections: { who: '操作人與時間', what: '變更內容' },
    },
  },
};

const ptBR: Complete<Texts> = {
  menus: { user_audit: 'Registro de auditoria', user_auditDetail: 'Registro', system_articles: 'Conteúdo do portal', system_articleDetail: 'Artigo', system_articleForm: 'Editar artigo', system_platformUsers: 'Usuários de todas as empresas' },
  admin: {
    pages: { articles: 'Conteúdo do portal', articleDetail: 'Artigo', articleForm: 'Editar artigo', audits: 'Registro de auditoria', auditDetail: 'Registro', dict: 'Dicionários' },
    article: {
      fields: {
        id: 'ID', kind: 'Seção', title: 'Título', context: 'Texto', picUrl: 'Imagem de capa', userType: 'Visível para', status: 'Situação', pinned: 'Fixado',
        publishAt: 'Publicar em', createTime: 'Criado em', updateTime: 'Atualizado em',
      },
      sections: { basics: 'Dados básicos', body: 'Texto' },
      kinds: { news: 'Notícias', notice: 'Aviso', about: 'Quem somos', contact: 'Fale conosco', law: 'Aviso legal', privacy: 'Política de privacidade', user: 'Termos de uso' },
      audiences: { all: 'Todos', members: 'Usuários conectados' },
      status: { draft: 'Rascunho', published: 'Publicado', unpublished: 'Retirado' },
      actions: { publish: 'Publicar', unpublish: 'Retirar' },
      confirm: { publish: 'Publicar? O portal mostra na hora.', unpublish: 'Retirar? O portal deixará de mostrar.' },
    },
    users: { unlock: 'Desbloquear', unlocked: 'Desbloqueado: o usuário pode entrar de novo', smsReset: 'Redefinir por SMS', confirmSmsReset: 'Redefinir? Uma senha temporária vai só por SMS para o celular do usuário; nunca aparece na tela.', smsResetSent: 'Uma senha temporária foi enviada ao usuário por SMS; ele deve trocá-la no próximo acesso', smsContent: '[Comunidade portuária] Sua senha temporária é {{password}}. Troque-a logo após entrar. Se não foi você, fale com a plataforma.' },
    audit: {
      fields: {
        id: 'ID', at: 'Data e hora', actorName: 'Usuário', actorMobile: 'Celular', companyName: 'Empresa', action: 'Ação', entity: 'Objeto', entityId: 'ID do objeto',
        ip: 'Origem (IP)', traceId: 'ID da requisição', before: 'Antes', after: 'Depois',
      },
      sections: { who: 'Quem e quando', what: 'O que mudou' },
    },
  },
};

export const adminTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
