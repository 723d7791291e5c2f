/**
 * The sign domain's texts (namespace `sign`): zh-CN the source, en-US, zh-TW (Taiwan usage) and pt-BR, each complete
 * (the compiler checks the keys). The clause templates (sign.templates) are written into a contract in zh-CN, the
 * contract's language, when it is approved; the other languages show what a clause says.
 */
const zhCN = {
  menus: { sign: '签约管理', sign_signApply: '签约申请', sign_signMessageDetail: '签约详情', sign_contractForm: '签约申请表', signOperations: '签约作业' },
  sign: {
    pages: { contracts: '签约申请', contractDetail: '签约详情', contractForm: '签约申请表' },
    fields: {
      id: '编号', applyNo: '申请编号', status: '状态', ownerCompanyName: '申请企业', agreementType: '协议类型', contactName: '联系人', contactPhone: '联系电话',
      startDate: '期望生效日', endDate: '期望到期日', remark: '备注', attachmentFile: '证明材料', validFrom: '合同生效日', validTo: '合同到期日', creditLimitYuan: '信用额度（元）',
      contractNo: '合同编号', contentHash: '合同摘要(SHA-256)', portSignerName: '甲方签署人', portSignTime: '甲方签署时间', companySignerName: '乙方签署人', companySignTime: '乙方签署时间',
      rejectReason: '驳回/终止原因', createTime: '申请时间', updateTime: '更新时间',
    },
    sections: { application: '申请信息', contract: '合同', signatures: '签署', verify: '合同验真' },
    status: { draft: '草稿', submitted: '待审核', rejected: '已驳回', approved: '待乙方签署', signed: '已签署', terminated: '已终止', expired: '已到期' },
    actions: { submit: '提交申请', approve: '审核通过', reject: '驳回', resubmit: '重新提交', countersign: '签署合同', terminate: '终止合同', expire: '到期归档', download: '下载合同', verify: '验真' },
    confirm: {
      submit: '提交后由港方审核，确认提交？', approve: '审核通过后将生成合同并由平台签章，未填写的有效期取申请的期望日期。确认通过？',
      countersign: '签署即表示贵司同意合同全部条款，签署后不可撤回。确认签署？', expire: '确认将已过有效期的合同归档为已到期？',
    },
    types: { MONTHLY: '月结协议', BARCODE: '条码提箱协议', EDI: 'EDI接入协议', API: 'API接入协议' },
    templates: {
      MONTHLY: {
        c1: '甲方为乙方开通港口作业费用月结服务，乙方在信用额度内先作业后付费。',
        c2: '乙方当月发生的费用，由甲方于次月5日前出具账单，乙方应于次月20日前付清。',
        c3: '乙方未结清的费用合计不得超过本合同约定的信用额度，超出部分须预付。',
        c4: '乙方逾期付款的，甲方有权暂停月结服务，并按日万分之五收取滞纳金。',
        c5: '甲方按国家规定向乙方开具增值税发票。',
        c6: '本合同未尽事宜，双方协商解决；协商不成的，提交宁波仲裁委员会仲裁。',
      },
      BARCODE: {
        c1: '甲方为乙方开通条码提箱服务，乙方凭甲方系统生成的条码在闸口提箱。',
        c2: '每张条码仅限一次使用，乙方应妥善保管，因泄露造成的损失由乙方承担。',
        c3: '条码提箱费用从乙方预付款账户中冻结并在提箱后结算。',
        c4: '甲方有权对异常条码作废并通知乙方。',
        c5: '本合同未尽事宜，双方协商解决；协商不成的，提交宁波仲裁委员会仲裁。',
      },
      EDI: {
        c1: '甲方向乙方提供集装箱进出场(CODECO)等EDI报文的接入服务。',
        c2: '报文格式遵循UN/EDIFACT标准及甲方发布的报文实施指南。',
        c3: '乙方仅可将报文数据用于自身业务，不得向第三方转让或披露。',
        c4: '甲方保证服务可用率不低于99.5%，计划维护提前24小时通知。',
        c5: '本合同未尽事宜，双方协商解决；协商不成的，提交宁波仲裁委员会仲裁。',
      },
      API: {
        c1: '甲方向乙方提供开放平台API接入服务，乙方使用甲方发放的密钥调用接口。',
        c2: '乙方调用频率不得超过甲方公布的限额，超限请求将被拒绝。',
        c3: '乙方应妥善保管密钥，密钥泄露应立即通知甲方重置。',
        c4: '乙方仅可将接口数据用于自身业务，不得向第三方转让或披露。',
        c5: '本合同未尽事宜，双方协商解决；协商不成的，提交宁波仲裁委员会仲裁。',
      },
    },
    pdf: {
      numbers: '合同编号：{{contractNo}}    申请编号：{{applyNo}}', partyA: '甲方：{{name}}（{{code}}）', partyB: '乙方：{{name}}（{{code}}）    联系人：{{contact}} {{phone}}',
      validity: '有效期：{{from}} 至 {{to}}', credit: '信用额度：人民币 {{amount}} 元', clauses: '条款：', portSigned: '甲方签署：{{name}}，{{time}}',
      companySigned: '乙方签署：{{name}}（{{company}}），{{time}}', companyPending: '乙方签署：（待签署）', hash: '合同摘要 SHA-256：{{hash}}',
      portSeal: '甲方签章 HMAC-SHA256：{{seal}}', companySeal: '乙方签章 HMAC-SHA256：{{seal}}', verify: '验真：以合同编号与合同摘要在平台“合同验真”查询（GET /sign/verify）。',
    },
    verify: {
      title: '合同验真', hint: '输入合同编号与合同摘要(SHA-256)，核对合同是否由平台签发且未被篡改。', genuine: '合同真实有效：{{contractNo}}（{{status}}）', notGenuine: '未找到与该编号和摘要相符的合同，合同可能被篡改',
      contractNo: '合同编号', hash: '合同摘要',
    },
    endBeforeStart: '期望到期日须晚于期望生效日',
    creditLimitRequired: '月结协议须填写信用额度',
    validityInvalid: '合同到期日须晚于生效日',
    notYetExpired: '合同尚未到期，不能归档为已到期',
    tampered: '合同内容与签章不符，已拒绝下载',
    noContract: '该申请尚未生成合同',
  },
};

const enUS = {
  menus: { sign: 'Agreements', sign_signApply: 'Agreement applications', sign_signMessageDetail: 'Agreement', sign_contractForm: 'Apply for an agreement', signOperations: 'Agreement operations' },
  sign: {
    pages: { contracts: 'Agreement applications', contractDetail: 'Agreement', contractForm: 'Apply for an agreement' },
    fields: {
      id: 'ID', applyNo: 'Application no.', status: 'Status', ownerCompanyName: 'Applicant', agreementType: 'Agreement type', contactName: 'Contact', contactPhone: 'Contact phone',
      startDate: 'Requested start', endDate: 'Requested end', remark: 'Remarks', attachmentFile: 'Supporting file', validFrom: 'Contract starts', validTo: 'Contract ends', creditLimitYuan: 'Credit limit (CNY)',
      contractNo: 'Contract no.', contentHash: 'Contract digest (SHA-256)', portSignerName: 'Signed for the port by', portSignTime: 'Port signed at', companySignerName: 'Signed for the company by', companySignTime: 'Company signed at',
      rejectReason: 'Reason (rejection or termination)', createTime: 'Applied', updateTime: 'Updated',
    },
    sections: { application: 'Application', contract: 'Contract', signatures: 'Signatures', verify: 'Verify a contract' },
    status: { draft: 'Draft', submitted: 'Under review', rejected: 'Rejected', approved: 'Awaiting countersignature', signed: 'Signed', terminated: 'Terminated', expired: 'Expired' },
    actions: { submit: 'Submit', approve: 'Approve', reject: 'Reject', resubmit: 'Resubmit', countersign: 'Sign the contract', terminate: 'Terminate', expire: 'Mark expired', download: 'Download contract', verify: 'Verify' },
    confirm: {
      submit: 'The port will review the application. Submit?', approve: 'Approving writes the contract and seals it for the platform; a validity left blank takes the requested dates. Approve?',
      countersign: 'Signing accepts every clause of the contract and cannot be undone. Sign?', expire: 'Mark this contract, past its end date, as expired?',
    },
    types: { MONTHLY: 'Monthly settlement', BARCODE: 'Barcode lift', EDI: 'EDI access', API: 'API access' },
    templates: {
      MONTHLY: {
        c1: 'Party A opens monthly settlement of port charges for Party B, who works first and pays afterwards within the credit limit.',
        c2: 'Party A bills the charges of a month by the 5th of the next month; Party B pays them by the 20th.',
        c3: "Party B's unpaid charges may not exceed the credit limit of this contract; beyond it Party B prepays.",
        c4: 'If Party B pays late, Party A may suspend the monthly settlement and charge 0.05 % a day on the overdue amount.',
        c5: 'Party A issues VAT invoices to Party B as the law requires.',
        c6: 'Anything this contract does not settle is agreed between the parties, failing which it goes to the Ningbo Arbitration Commission.',
      },
      BARCODE: {
        c1: 'Party A opens barcode lifting for Party B, who lifts containers at the gate with the barcodes issued by its system.',
        c2: 'Each barcode is used once; Party B keeps them safe and bears the loss of a leaked barcode.',
        c3: "The barcode lift fee is held from Party B's prepayment and settled after the lift.",
        c4: 'Party A may void an irregular barcode and tells Party B.',
        c5: 'Anything this contract does not settle is agreed between the parties, failing which it goes to the Ningbo Arbitration Commission.',
      },
      EDI: {
        c1: 'Party A gives Party B access to EDI messages such as container gate movements (CODECO).',
        c2: "Messages follow UN/EDIFACT and Party A's published implementation guide.",
        c3: 'Party B uses the data for its own business only and neither passes nor discloses it to others.',
        c4: 'Party A keeps the service available 99.5 % of the time and announces planned maintenance 24 hours ahead.',
        c5: 'Anything this contract does not settle is agreed between the parties, failing which it goes to the Ningbo Arbitration Commission.',
      },
      API: {
        c1: "Party A gives Party B access to the open platform's API with the keys it issues.",
        c2: 'Party B keeps within the published call limits; calls beyond them are refused.',
        c3: 'Party B keeps its keys safe and tells Party A at once to reset a leaked key.',
        c4: 'Party B uses the data for its own business only and neither passes nor discloses it to others.',
        c5: 'Anything this contract does not settle is agreed between the parties, failing which it goes to the Ningbo Arbitration Commission.',
      },
    },
    pdf: {
      numbers: 'Contract no. {{contractNo}}    Application no. {{applyNo}}', partyA: 'Party A: {{name}} ({{code}})', partyB: 'Party B: {{name}} ({{code}})    Contact: {{contact}} {{phone}}',
      validity: 'Valid from {{from}} to {{to}}', credit: 'Credit limit: CNY {{amount}}', clauses: 'Clauses:', portSigned: 'Signed for party A: {{name}}, {{time}}',
      companySigned: 'Signed for party B: {{name}} ({{company}}), {{time}}', companyPending: 'Party B: not signed yet', hash: 'Contract digest SHA-256: {{hash}}',
      portSeal: 'Party A seal HMAC-SHA256: {{seal}}', companySeal: 'Party B seal HMAC-SHA256: {{seal}}', verify: 'Verify: the contract number and digest on the platform (GET /sign/verify).',
    },
    verify: {
      title: 'Verify a contract', hint: 'Enter a contract number and its SHA-256 digest to check that the platform issued it and nothing has changed.', genuine: 'Genuine: {{contractNo}} ({{status}})',
      notGenuine: 'No contract matches this number and digest; the contract may have been altered', contractNo: 'Contract no.', hash: 'Digest',
    },
    endBeforeStart: 'The requested end must be after the requested start',
    creditLimitRequired: 'A monthly settlement needs a credit limit',
    validityInvalid: 'The contract must end after it starts',
    notYetExpired: 'The contract has not reached its end date yet',
    tampered: 'The contract does not match its seal; the download is refused',
    noContract: 'No contract has been written for this application yet',
  },
};

const zhTW = {
  menus: { sign: '簽約管理', sign_signApply: '簽約申請', sign_signMessageDetail: '簽約明細', sign_contractForm: '簽約申請表', signOperations: '簽約作業' },
  sign: {
    pages: { contracts: '簽約申請', contractDetail: '簽約明細', contractForm: '簽約申請表' },
    fields: {
      id: '編號', applyNo: '申請編號', status: '狀態', ownerCompanyName: '申請企業', agreementType: '協議類型', contactName: '聯絡人', contactPhone: '聯絡電話',
      startDate: '期望生效日', endDate: '期望到期日', remark: '備註', attachmentFile: '證明文件', validFrom: '合約生效日', validTo: '合約到期日', creditLimitYuan: '信用額度（人民幣元）',
      contractNo: '合約編號', contentHash: '合約摘要(SHA-256)', portSignerName: '甲方簽署人', portSignTime: '甲方簽署時間', companySignerName: '乙方簽署人', companySignTime: '乙方簽署時間',
      rejectReason: '駁回/終止原因', createTime: '申請時間', updateTime: '更新時間',
    },
    sections: { application: '申請資料', contract: '合約', signatures: '簽署', verify: '合約驗證' },
    status: { draft: '草稿', submitted: '待審核', rejected: '已駁回', approved: '待乙方簽署', signed: '已簽署', terminated: '已終止', expired: '已到期' },
    actions: { submit: '送出申請', approve: '審核通過', reject: '駁回', resubmit: '重新送出', countersign: '簽署合約', terminate: '終止合約', expire: '到期歸檔', download: '下載合約', verify: '驗證' },
    confirm: {
      submit: '送出後由港方審核，確定送出？', approve: '審核通過後將產生合約並由平台用印，未填寫的有效期間採用申請的期望日期。確定通過？',
      countersign: '簽署即表示貴公司同意合約全部條款，簽署後無法撤回。確定簽署？', expire: '確定將已逾有效期間的合約歸檔為已到期？',
    },
    types: { MONTHLY: '月結協議', BARCODE: '條碼提櫃協議', EDI: 'EDI介接協議', API: 'API介接協議' },
    templates: {
      MONTHLY: {
        c1: '甲方為乙方開通港口作業費用月結服務，乙方於信用額度內先作業後付款。',
        c2: '乙方當月產生的費用，由甲方於次月5日前開立帳單，乙方應於次月20日前付清。',
        c3: '乙方未結清費用合計不得超過本合約約定的信用額度，超出部分須預付。',
        c4: '乙方逾期付款者，甲方得暫停月結服務，並按日萬分之五收取滯納金。',
        c5: '甲方依規定向乙方開立加值型營業稅發票。',
        c6: '本合約未盡事宜，雙方協商解決；協商不成者，提交寧波仲裁委員會仲裁。',
      },
      BARCODE: {
        c1: '甲方為乙方開通條碼提櫃服務，乙方憑甲方系統產生的條碼於閘口提櫃。',
        c2: '每張條碼限用一次，乙方應妥善保管，因外洩造成的損失由乙方承擔。',
        c3: '條碼提櫃費用自乙方預付款帳戶圈存，提櫃後結算。',
        c4: '甲方得將異常條碼作廢並通知乙方。',
        c5: '本合約未盡事宜，雙方協商解決；協商不成者，提交寧波仲裁委員會仲裁。',
      },
      EDI: {
        c1: '甲方提供乙方貨櫃進出場(CODECO)等EDI電文的介接服務。',
        c2: '電文格式遵循UN/EDIFACT標準及甲方公布的電文實作指引。',
        c3: '乙方僅得將電文資料用於自身業務，不得轉讓或揭露予第三方。',
        c4: '甲方保證服務可用率不低於99.5%，計畫性維護提前24小時通知。',
        c5: '本合約未盡事宜，雙方協商解決；協商不成者，提交寧波仲裁委員會仲裁。',
      },
      API: {
        c1: '甲方提供乙方開放平台API介接服務，乙方以甲方核發的金鑰呼叫介面。',
        c2: '乙方呼叫頻率不得超過甲方公布的上限，超限請求將被拒絕。',
        c3: '乙方應妥善保管金鑰，金鑰外洩應立即通知甲方重設。',
        c4: '乙方僅得將介面資料用於自身業務，不得轉讓或揭露予第三方。',
        c5: '本合約未盡事宜，雙方協商解決；協商不成者，提交寧波仲裁委員會仲裁。',
      },
    },
    pdf: {
      numbers: '合約編號：{{contractNo}}    申請編號：{{applyNo}}', partyA: '甲方：{{name}}（{{code}}）', partyB: '乙方：{{name}}（{{code}}）    聯絡人：{{contact}} {{phone}}',
      validity: '有效期間：{{from}} 至 {{to}}', credit: '信用額度：人民幣 {{amount}} 元', clauses: '條款：', portSigned: '甲方簽署：{{name}}，{{time}}',
      companySigned: '乙方簽署：{{name}}（{{company}}），{{time}}', companyPending: '乙方簽署：（待簽署）', hash: '合約摘要 SHA-256：{{hash}}',
      portSeal: '甲方用印 HMAC-SHA256：{{seal}}', companySeal: '乙方用印 HMAC-SHA256：{{seal}}', verify: '驗證：以合約編號與合約摘要於平台「合約驗證」查詢（GET /sign/verify）。',
    },
    verify: {
      title: '合約驗證', hint: '輸入合約編號與合約摘要(SHA-256)，核對合約是否由平台簽發且未遭竄改。', genuine: '合約真實有效：{{contractNo}}（{{status}}）', notGenuine: '查無與此編號及摘要相符的合約，合約可能遭竄改',
      contractNo: '合約編號', hash: '合約摘要',
    },
    endBeforeStart: '期望到期日須晚於期望生效日',
    creditLimitRequired: '月結協議須填寫信用額度',
    validityInvalid: '合約到期日須晚於生效日',
    notYetExpired: '合約尚未到期，無法歸檔為已到期',
    tampered: '合約內容與用印不符，已拒絕下載',
    noContract: '此申請尚未產生合約',
  },
};

const ptBR = {
  menus: { sign: 'Contratos', sign_signApply: 'Solicitações de contrato', sign_signMessageDetail: 'Contrato', sign_contractForm: 'Solicitar contrato', signOperations: 'Operações de contratos' },
  sign: {
    pages: { contracts: 'Solicitações de contrato', contractDetail: 'Contrato', contractForm: 'Solicitar contrato' },
    fields: {
      id: 'ID', applyNo: 'Nº da solicitação', status: 'Situação', ownerCompanyName: 'Empresa solicitante', agreementType: 'Tipo de contrato', contactName: 'Contato', contactPhone: 'Telefone do contato',
      startDate: 'Início desejado', endDate: 'Término desejado', remark: 'Observações', attachmentFile: 'Documento comprobatório', validFrom: 'Início do contrato', validTo: 'Término do contrato', creditLimitYuan: 'Limite de crédito (CNY)',
      contractNo: 'Nº do contrato', contentHash: 'Resumo do contrato (SHA-256)', portSignerName: 'Assinado pelo porto por', portSignTime: 'Porto assinou em', companySignerName: 'Assinado pela empresa por', companySignTime: 'Empresa assinou em',
      rejectReason: 'Motivo (recusa ou rescisão)', createTime: 'Solicitado em', updateTime: 'Atualizado em',
    },
    sections: { application: 'Solicitação', contract: 'Contrato', signatures: 'Assinaturas', verify: 'Verificar contrato' },
    status: { draft: 'Rascunho', submitted: 'Em análise', rejected: 'Recusado', approved: 'Aguardando assinatura', signed: 'Assinado', terminated: 'Rescindido', expired: 'Vencido' },
    actions: { submit: 'Enviar', approve: 'Aprovar', reject: 'Recusar', resubmit: 'Reenviar', countersign: 'Assinar contrato', terminate: 'Rescindir', expire: 'Marcar como vencido', download: 'Baixar contrato', verify: 'Verificar' },
    confirm: {
      submit: 'O porto vai analisar a solicitação. Enviar?', approve: 'Aprovar gera o contrato e o sela pela plataforma; a vigência deixada em branco usa as datas solicitadas. Aprovar?',
      countersign: 'Assinar aceita todas as cláusulas do contrato e não pode ser desfeito. Assinar?', expire: 'Marcar este contrato, já fora da vigência, como vencido?',
    },
    types: { MONTHLY: 'Faturamento mensal', BARCODE: 'Retirada por código de barras', EDI: 'Acesso EDI', API: 'Acesso à API' },
    templates: {
      MONTHLY: {
        c1: 'A Parte A libera o faturamento mensal das tarifas portuárias para a Parte B, que opera primeiro e paga depois, dentro do limite de crédito.',
        c2: 'A Parte A emite a fatura do mês até o dia 5 do mês seguinte; a Parte B paga até o dia 20.',
        c3: 'O saldo em aberto da Parte B não pode passar do limite de crédito deste contrato; acima dele a Parte B paga antecipado.',
        c4: 'Em caso de atraso, a Parte A pode suspender o faturamento mensal e cobrar multa de 0,05 % ao dia sobre o valor em atraso.',
        c5: 'A Parte A emite as notas fiscais de IVA para a Parte B conforme a lei.',
        c6: 'O que este contrato não prevê é acertado entre as partes; sem acordo, vai à Comissão de Arbitragem de Ningbo.',
      },
      BARCODE: {
        c1: 'A Parte A libera a retirada por código de barras para a Parte B, que retira contêineres no gate com os códigos gerados pelo sistema.',
        c2: 'Cada código vale uma única vez; a Parte B guarda os códigos e responde pelo prejuízo de um código vazado.',
        c3: 'A tarifa da retirada é bloqueada no pré-pagamento da Parte B e liquidada após a retirada.',
        c4: 'A Parte A pode cancelar um código irregular e avisa a Parte B.',
        c5: 'O que este contrato não prevê é acertado entre as partes; sem acordo, vai à Comissão de Arbitragem de Ningbo.',
      },
      EDI: {
        c1: 'A Parte A dá à Parte B acesso a mensagens EDI, como as movimentações de contêineres no gate (CODECO).',
        c2: 'As mensagens seguem o UN/EDIFACT e o guia de implementação publicado pela Parte A.',
        c3: 'A Parte B usa os dados só no próprio negócio e não os repassa nem divulga a terceiros.',
        c4: 'A Parte A mantém o serviço disponível 99,5 % do tempo e avisa manutenções programadas com 24 horas de antecedência.',
        c5: 'O que este contrato não prevê é acertado entre as partes; sem acordo, vai à Comissão de Arbitragem de Ningbo.',
      },
      API: {
        c1: 'A Parte A dá à Parte B acesso à API da plataforma aberta com as chaves que emite.',
        c2: 'A Parte B respeita os limites de chamadas publicados; chamadas acima deles são recusadas.',
        c3: 'A Parte B guarda suas chaves e avisa a Parte A na hora para trocar uma chave vazada.',
        c4: 'A Parte B usa os dados só no próprio negócio e não os repassa nem divulga a terceiros.',
        c5: 'O que este contrato não prevê é acertado entre as partes; sem acordo, vai à Comissão de Arbitragem de Ningbo.',
      },
    },
    pdf: {
      numbers: 'Contrato nº {{contractNo}}    Solicitação nº {{applyNo}}', partyA: 'Parte A: {{name}} ({{code}})', partyB: 'Parte B: {{name}} ({{code}})    Contato: {{contact}} {{phone}}',
      validity: 'Vigência de {{from}} a {{to}}', credit: 'Limite de crédito: CNY {{amount}}', clauses: 'Cláusulas:', portSigned: 'Assinado pela Parte A: {{name}}, {{time}}',
      companySigned: 'Assinado pela Parte B: {{name}} ({{company}}), {{time}}', companyPending: 'Parte B: ainda não assinou', hash: 'Resumo do contrato SHA-256: {{hash}}',
      portSeal: 'Selo da Parte A HMAC-SHA256: {{seal}}', companySeal: 'Selo da Parte B HMAC-SHA256: {{seal}}', verify: 'Verificação: número e resumo do contrato na plataforma (GET /sign/verify).',
    },
    verify: {
      title: 'Verificar contrato', hint: 'Informe o número do contrato e o resumo SHA-256 para conferir se a plataforma o emitiu e se nada foi alterado.', genuine: 'Contrato autêntico: {{contractNo}} ({{status}})',
      notGenuine: 'Nenhum contrato confere com esse número e resumo; o contrato pode ter sido alterado', contractNo: 'Nº do contrato', hash: 'Resumo',
    },
    endBeforeStart: 'O término desejado deve ser depois do início desejado',
    creditLimitRequired: 'O faturamento mensal precisa de um limite de crédito',
    validityInvalid: 'O contrato deve terminar depois de começar',
    notYetExpired: 'O contrato ainda não chegou à data de término',
    tampered: 'O contrato não confere com o selo; o download foi recusado',
    noContract: 'Ainda não há contrato gerado para esta solicitação',
  },
};

export const signTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
