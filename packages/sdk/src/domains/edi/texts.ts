/** The EDI domain's texts (namespace `edi`): the company's gate moves, CODECO and CSV downloads; the message log, its upload, answers and EDI identities, the hub's errors (issue 25). */
const zhCN = {
  edi: {
    pages: { moves: '箱动态报文' },
    fields: {
      containerNo: '箱号', sizeType: '尺寸箱型', emptyFull: '空重', direction: '进出闸', time: '时间', place: '码头', lineCode: '箱主', billNo: '提单/订舱号',
      truckLicense: '车牌', timeRange: '时间范围',
    },
    direction: { gateIn: '进闸', gateOut: '出闸' },
    emptyFull: { E: '空箱', F: '重箱' },
    actions: { codeco: '下载 CODECO', csv: '下载 CSV', openPlatform: '打开 EDI 平台' },
    empty: '暂无进出闸记录',
    log: {
      title: '报文日志',
      fields: { time: '时间', direction: '方向', channel: '渠道', company: '公司', sender: '发送方', recipient: '接收方', controlReference: '控制参考号', messageTypes: '报文类型', status: '状态', containers: '箱号', references: '参考号', messages: '报文数', applied: '已生效', records: '变更记录', problems: '问题', replays: '重放次数', size: '大小', reference: '参考号/提单号' },
      status: { received: '已接收', syntaxError: '语法错误', applied: '已生效', partlyApplied: '部分生效', refused: '已拒绝', sent: '已发送' },
      direction: { in: '接收', out: '发送' },
      channel: { api: '开放API', upload: '上传', download: '下载' },
      kind: { syntax: '语法 (CONTRL)', business: '业务 (APERAK)' },
      actions: { upload: '上传报文', replay: '重放', raw: '原文', contrl: 'CONTRL', aperak: 'APERAK', detail: '详情', parties: 'EDI 标识', addParty: '添加标识', remove: '删除', close: '关闭' },
      uploadHint: '拖入或点击选择 EDIFACT 文件（CODECO、COARRI，最大 512 KB）', duplicate: '该报文此前已接收，未重复生效', uploaded: '报文已处理：{{status}}', replayed: '已重放：{{status}}',
      problem: '{{segment}} 第 {{position}} 段', element: '第 {{element}} 元素', segmentCol: '位置', codeCol: '代码', detailCol: '说明', messageCol: '报文',
      recordMove: '{{containerNo}} {{event}}', empty: '暂无报文',
    },
    parties: { title: 'EDI 标识', hint: '本公司系统在 UNB 中使用的发送方标识与限定符；报文的发送方须为本公司声明的标识。港口的接收方标识：{{portId}}', ediId: '发送方标识 (0004)', qualifier: '限定符 (0007)', empty: '尚未声明 EDI 标识' },
    errors: { tooLarge: '报文超过 {{kb}} KB 上限', bodyText: '请求体须为 EDIFACT 报文文本', noCompany: '平台账号不能以公司名义收发报文', ediIdRequired: '请填写发送方标识', ediIdTaken: '该 EDI 标识已被使用', notRefused: '只有已拒绝或部分生效的报文可以重放', duplicateOther: '该控制参考号已被其他发送方使用', fileType: '请选择文本格式的 EDIFACT 文件（不接受压缩包）' },
  },
  menus: { edi_messages: 'EDI报文日志' },
};

type Texts = typeof zhCN;
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  edi: {
    pages: { moves: 'Container move messages' },
    fields: {
      containerNo: 'Container', sizeType: 'Size/type', emptyFull: 'Empty/full', direction: 'Gate', time: 'Time', place: 'Terminal', lineCode: 'Operator', billNo: 'B/L / booking no.',
      truckLicense: 'Plate', timeRange: 'Time range',
    },
    direction: { gateIn: 'Gate in', gateOut: 'Gate out' },
    emptyFull: { E: 'Empty', F: 'Full' },
    actions: { codeco: 'Download CODECO', csv: 'Download CSV', openPlatform: 'Open the EDI platform' },
    empty: 'No gate moves',
    log: {
      title: 'Message log',
      fields: { time: 'Time', direction: 'Direction', channel: 'Channel', company: 'Company', sender: 'Sender', recipient: 'Recipient', controlReference: 'Control ref.', messageTypes: 'Message types', status: 'Status', containers: 'Containers', references: 'References', messages: 'Messages', applied: 'Applied', records: 'Records changed', problems: 'Problems', replays: 'Replays', size: 'Size', reference: 'Reference / B/L' },
      status: { received: 'Received', syntaxError: 'Syntax error', applied: 'Applied', partlyApplied: 'Partly applied', refused: 'Refused', sent: 'Sent' },
      direction: { in: 'In', out: 'Out' },
      channel: { api: 'Open API', upload: 'Upload', download: 'Download' },
      kind: { syntax: 'Syntax (CONTRL)', business: 'Business (APERAK)' },
      actions: { upload: 'Upload a message', replay: 'Replay', raw: 'Raw text', contrl: 'CONTRL', aperak: 'APERAK', detail: 'Details', parties: 'EDI identities', addParty: 'Add identity', remove: 'Remove', close: 'Close' },
      uploadHint: 'Drop or choose an EDIFACT file (CODECO, COARRI, at most 512 KB)', duplicate: 'This interchange was received before and was not applied again', uploaded: 'Interchange processed: {{status}}', replayed: 'Replayed: {{status}}',
      problem: '{{segment}} segment {{position}}', element: 'element {{element}}', segmentCol: 'Where', codeCol: 'Code', detailCol: 'Detail', messageCol: 'Message',
      recordMove: '{{containerNo}} {{event}}', empty: 'No messages',
    },
    parties: { title: 'EDI identities', hint: 'The sender id and qualifier your system puts in UNB; an interchange must come from one of your identities. The port as recipient: {{portId}}', ediId: 'Sender id (0004)', qualifier: 'Qualifier (0007)', empty: 'No EDI identity declared yet' },
    errors: { tooLarge: 'The interchange exceeds the {{kb}} KB limit', bodyText: 'The body must be an EDIFACT interchange as text', noCompany: 'A platform account cannot send messages in a company name', ediIdRequired: 'Enter the sender id', ediIdTaken: 'This EDI identity is already in use', notRefused: 'Only a refused or partly applied interchange can be replayed', duplicateOther: 'This control reference was used by another sender', fileType: 'Choose an EDIFACT text file (archives are not accepted)' },
  },
  menus: { edi_messages: 'EDI message log' },
};

const zhTW: Complete<Texts> = {
  edi: {
    pages: { moves: '貨櫃動態電文' },
    fields: {
      containerNo: '櫃號', sizeType: '尺寸櫃型', emptyFull: '空重', direction: '進出站', time: '時間', place: '碼頭', lineCode: '櫃主', billNo: '提單/訂艙號',
      truckLicense: '車牌', timeRange: '時間範圍',
    },
    direction: { gateIn: '進站', gateOut: '出站' },
    emptyFull: { E: '空櫃', F: '重櫃' },
    actions: { codeco: '下載 CODECO', csv: '下載 CSV', openPlatform: '開啟 EDI 平台' },
    empty: '目前沒有進出站紀錄',
    log: {
      title: '電文日誌',
      fields: { time: '時間', direction: '方向', channel: '管道', company: '公司', sender: '發送方', recipient: '接收方', controlReference: '控制參考號', messageTypes: '電文類型', status: '狀態', containers: '櫃號', references: '參考號', messages: '電文數', applied: '已生效', records: '變更紀錄', problems: '問題', replays: '重送次數', size: '大小', reference: '參考號/提單號' },
      status: { received: '已接收', syntaxError: '語法錯誤', applied: '已生效', partlyApplied: '部分生效', refused: '已拒絕', sent: '已發送' },
      direction: { in: '接收', out: '發送' },
      channel: { api: '開放API', upload: '上傳', download: '下載' },
      kind: { syntax: '語法 (CONTRL)', business: '業務 (APERAK)' },
      actions: { upload: '上傳電文', replay: '重送', raw: '原文', contrl: 'CONTRL', aperak: 'APERAK', detail: '詳情', parties: 'EDI 識別碼', addParty: '新增識別碼', remove: '刪除', close: '關閉' },
      uploadHint: '拖入或點選 EDIFACT 檔案（CODECO、COARRI，最大 512 KB）', duplicate: '此電文先前已接收，未重複生效', uploaded: '電文已處理：{{status}}', replayed: '已重送：{{status}}',
      problem: '{{segment}} 第 {{position}} 段', element: '第 {{element}} 元素', segmentCol: '位置', codeCol: '代碼', detailCol: '說明', messageCol: '電文',
      recordMove: '{{containerNo}} {{event}}', empty: '目前沒有電文',
    },
    parties: { title: 'EDI 識別碼', hint: '貴公司系統在 UNB 中使用的發送方識別碼與限定符；電文的發送方須為貴公司宣告的識別碼。港口的接收方識別碼：{{portId}}', ediId: '發送方識別碼 (0004)', qualifier: '限定符 (0007)', empty: '尚未宣告 EDI 識別碼' },
    errors: { tooLarge: '電文超過 {{kb}} KB 上限', bodyText: '請求內容須為 EDIFACT 電文文字', noCompany: '平台帳號不能以公司名義收發電文', ediIdRequired: '請填寫發送方識別碼', ediIdTaken: '此 EDI 識別碼已被使用', notRefused: '只有已拒絕或部分生效的電文可以重送', duplicateOther: '此控制參考號已被其他發送方使用', fileType: '請選擇文字格式的 EDIFACT 檔案（不接受壓縮檔）' },
  },
  menus: { edi_messages: 'EDI電文日誌' },
};

const ptBR: Complete<Texts> = {
  edi: {
    pages: { moves: 'Mensagens de movimentação' },
    fields: {
      containerNo: 'Contêiner', sizeType: 'Tamanho/tipo', emptyFull: 'Vazio/cheio', direction: 'Gate', time: 'Horário', place: 'Terminal', lineCode: 'Armador', billNo: 'BL / reserva',
      truckLicense: 'Placa', timeRange: 'Período',
    },
    direction: { gateIn: 'Entrada', gateOut: 'Saída' },
    emptyFull: { E: 'Vazio', F: 'Cheio' },
    actions: { codeco: 'Baixar CODECO', csv: 'Baixar CSV', openPlatform: 'Abrir a plataforma EDI' },
    empty: 'Nenhum movimento de gate',
    log: {
      title: 'Registro de mensagens',
      fields: { time: 'Horário', direction: 'Sentido', channel: 'Canal', company: 'Empresa', sender: 'Remetente', recipient: 'Destinatário', controlReference: 'Ref. de controle', messageTypes: 'Tipos de mensagem', status: 'Situação', containers: 'Contêineres', references: 'Referências', messages: 'Mensagens', applied: 'Aplicadas', records: 'Registros alterados', problems: 'Problemas', replays: 'Reprocessamentos', size: 'Tamanho', reference: 'Referência / BL' },
      status: { received: 'Recebida', syntaxError: 'Erro de sintaxe', applied: 'Aplicada', partlyApplied: 'Aplicada em parte', refused: 'Recusada', sent: 'Enviada' },
      direction: { in: 'Entrada', out: 'Saída' },
      channel: { api: 'API aberta', upload: 'Upload', download: 'Download' },
      kind: { syntax: 'Sintaxe (CONTRL)', business: 'Negócio (APERAK)' },
      actions: { upload: 'Enviar mensagem', replay: 'Reprocessar', raw: 'Texto original', contrl: 'CONTRL', aperak: 'APERAK', detail: 'Detalhes', parties: 'Identificadores EDI', addParty: 'Adicionar identificador', remove: 'Remover', close: 'Fechar' },
      uploadHint: 'Arraste ou escolha um arquivo EDIFACT (CODECO, COARRI, no máximo 512 KB)', duplicate: 'Este intercâmbio já foi recebido e não foi aplicado de novo', uploaded: 'Intercâmbio processado: {{status}}', replayed: 'Reprocessado: {{status}}',
      problem: '{{segment}} segmento {{position}}', element: 'elemento {{element}}', segmentCol: 'Onde', codeCol: 'Código', detailCol: 'Detalhe', messageCol: 'Mensagem',
      recordMove: '{{containerNo}} {{event}}', empty: 'Nenhuma mensagem',
    },
    parties: { title: 'Identificadores EDI', hint: 'O identificador e o qualificador que o seu sistema põe no UNB; um intercâmbio deve vir de um dos seus identificadores. O porto como destinatário: {{portId}}', ediId: 'Identificador do remetente (0004)', qualifier: 'Qualificador (0007)', empty: 'Nenhum identificador EDI declarado' },
    errors: { tooLarge: 'O intercâmbio excede o limite de {{kb}} KB', bodyText: 'O corpo deve ser um intercâmbio EDIFACT em texto', noCompany: 'Uma conta da plataforma não envia mensagens em nome de uma empresa', ediIdRequired: 'Informe o identificador do remetente', ediIdTaken: 'Este identificador EDI já está em uso', notRefused: 'Só um intercâmbio recusado ou aplicado em parte pode ser reprocessado', duplicateOther: 'Esta referência de controle foi usada por outro remetente', fileType: 'Escolha um arquivo de texto EDIFACT (arquivos compactados não são aceitos)' },
  },
  menus: { edi_messages: 'Registro de mensagens EDI' },
};

export const ediTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
