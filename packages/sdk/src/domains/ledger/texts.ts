/** The ledger domain's texts (namespace `ledger`): zh-CN the source, en-US, zh-TW (Taiwan usage) and pt-BR complete. */
const zhCN = {
  /** Labels of the business types and terminals the ledger seeds into the dictionaries (shared/dict.ts reads `dicts.<type>.<value>`). */
  dicts: { PAY_TICKET_BUSSINES_CONFIG: { DISINFECT: '消毒业务', SIGAI: '四改业务', RETURN_EMPTY: '还空业务', HLC: '刷箱业务', LIFTING: '提箱业务', WLCY: '查验预约', TK: '提空业务', CLEAN: '修洗箱', SOC_BARGE: 'SOC空箱驳运', BARCODE: '条码提箱', PRE_ENTRY: '预进港', PRE_ARRIVAL: '预到港分摊', INRIVER: '内河押金', TYRE: '轮胎采购', WEIGH: '过磅费用', WMM: '轮式机械' }, LEDGER_TERMINAL: { W: '外贸码头', JX: '嘉兴港区', WZ: '温州港区', HX: '海星码头', WT: '温台港区' } },
  menus: { ledger: '预付款管理', ledger_account: '预付款账户', ledger_invoices: '发票管理', system_ledgerReconciliation: '预付款对账', prepay: '预付款明细', prepay_prepaymentAmountDetailDisinfect: '消毒业务预付款明细', prepay_prepaymentAmountDetailSigai: '四改业务预付款明细', prepay_internalTradeDetail: '还空预付款明细', prepay_internalTradeDetailW: '还空预付款明细(外贸)', prepay_internalTradeDetailJX: '还空预付款明细(嘉兴)', prepay_prepaymentHlcDetail: '刷箱预付款明细', prepay_liftingBusinessDetail: '提箱业务预付款明细', prepay_liftingBusinessDetailW: '提箱业务预付款明细(外贸)', prepay_liftingBusinessDetailJX: '提箱业务预付款明细(嘉兴)', prepay_liftingBusinessDetailWZ: '提箱业务预付款明细(温州)', prepay_prepaymentAmountDetailWLCY: '查验预约预付款明细', prepay_prepaymentAmountDetailTk: '提空预付款明细', prepay_prepaymentAmountDetailTKHX: '提空预付款明细(海星)', prepay_prepaymentAmountDetailTkJX: '提空预付款明细(嘉兴)', prepay_internalCleanIngCtnnoDetail: '修洗箱预付款明细', prepay_preBoxPay: 'SOC空箱驳运预付款', prepay_barcodePrePayDetail_barcodeLifting: '条码提箱预付款明细', prepay_papPrePayDetail_pap: '港区通行预付款明细', prepay_advancePayment_pap: '预进港预付款', prepay_preArrivalSharePrePay: '预到港分摊预付款', prepay_returnEmptyWT: '还空预付款明细(温台)', prepay_prePayDetail_inRiver: '内河押金明细', prepay_holdDetail: '占用明细', prepay_newBank: '银行支付', prepay_hlcInInvoice: '发票申请', prepay_wmmInvoiceCreate: '开票申请', prepay_wmmInvoiceDetail: '发票详情' },
  ledger: {
    pages: { ledger: '预付款账户', reconciliation: '预付款对账', invoices: '发票管理', invoiceApply: '发票申请', newBank: '银行支付', holdDetail: '占用明细', invoiceDetail: '发票详情' },
    summary: { balance: '账户余额', held: '占用金额', available: '可用余额', openHolds: '未结占用', scope: '业务：{{business}}', terminal: '码头/港区：{{terminal}}', all: '全部业务' },
    fields: {
      createTime: '时间', companyName: '企业', kind: '类型', businessType: '业务类型', terminal: '码头/港区', businessKey: '业务单号', from: '转出账户', to: '转入账户',
      amount: '金额(元)', userName: '操作人', remark: '备注', status: '状态', description: '说明', record: '业务单据', settled: '结算金额(元)', timeRange: '时间范围',
    },
    kinds: { topup: '充值', refund: '退款', hold: '占用', settle: '结算', release: '释放' },
    accounts: { bank: '银行', available: '可用', held: '占用', revenue: '港方收入' },
    holdStatus: { held: '占用中', settled: '已结算', released: '已释放' },
    actions: { topUp: '充值', refund: '退款', export: '导出', view: '详情', openRecord: '查看业务单据', applyInvoice: '申请发票', back: '返回账户', refresh: '刷新' },
    topup: {
      title: '预付款充值', amount: '充值金额(元)', amountInvalid: '请输入大于0、最多两位小数的金额', go: '前往银行支付', confirmTitle: '确认充值',
      paid: '充值成功，款项已入账', cancelled: '支付已取消，未入账', pending: '等待银行确认…', orderNo: '充值单号',
    },
    refund: { title: '退款到默认收款账户', amount: '退款金额(元)', reason: '退款原因', done: '退款已入账' },
    hold: { title: '占用明细', entries: '资金流水', noRecord: '无关联单据', invoiced: '已申请发票' },
    bank: {
      title: '网上银行支付', bankName: '港城银行 网上支付', badge: '沙箱', heading: '订单支付', merchant: '收款方', merchantName: '港口社区运营中心',
      payer: '付款企业', orderNo: '订单号', amount: '支付金额', pay: '确认支付', cancel: '取消支付', alreadyPaid: '该订单已支付', alreadyCancelled: '该订单已取消',
      expired: '支付链接无效或已过期',
    },
    errors: {
      insufficient: '可用余额不足', keyConflict: '该业务单号已有不同金额的记录', holdClosed: '该占用已结束', unknownHold: '占用不存在', tooMuch: '金额超出占用金额',
      businessType: '未知的业务类型', noCompany: '当前用户不属于任何企业', noBankAccount: '请先在支付管理中设置默认收款账户', signature: '银行通知签名无效或已过期',
      bankAmount: '银行通知的金额与订单金额不符', bankSettled: '该订单已由另一笔银行通知结清', bankUnavailable: '银行暂未受理该订单，请稍后重试',
    },
    notices: {
      heldTitle: '预付款占用', held: '业务单 {{key}}（{{business}}）占用预付款 {{amount}} 元', settledTitle: '预付款结算', settled: '业务单 {{key}} 的占用已结算',
      releasedTitle: '预付款释放', released: '业务单 {{key}} 的占用已释放', invoiceAppliedTitle: '新的发票申请', invoiceApplied: '发票申请 {{id}} 待开具',
      invoiceIssuedTitle: '发票已开具', invoiceIssued: '发票 {{no}} 已开具，可下载', invoiceRejectedTitle: '发票申请被退回', invoiceReversedTitle: '发票已红冲',
    },
    recon: { companies: '企业数', broken: '不平企业', entries: '分录数', ok: '平', bad: '不平', sum: '四账户合计(元)', stored: '账面', computed: '分录合计' },
    invoice: {
      fields: {
        invoiceNo: '发票号码', invoiceType: '发票类型', buyerName: '购买方', buyerTaxCode: '纳税人识别号', total: '价税合计(元)', tax: '税额(元)', rate: '税率',
        status: '状态', createTime: '申请时间', issueTime: '开票时间', lines: '明细', reason: '原因', companyName: '申请企业', redOf: '红冲原票',
      },
      status: { applied: '待开具', issued: '已开具', rejected: '已退回', reversed: '已红冲', red: '红字发票' },
      types: { SDP: '数电普票', SDZ: '数电专票' },
      actions: { apply: '申请开票', issue: '开具', reject: '退回', reverse: '红冲', pdf: '下载PDF' },
      apply: { title: '申请发票', pick: '选择已结算的占用（同一业务类型）', empty: '没有可开票的已结算占用', done: '发票申请已提交', buyerHint: '购买方信息取自开票设置' },
      reason: '请输入原因',
      errors: {
        notSettled: '只能为已结算的占用申请发票', oneBusiness: '一张发票只能包含同一业务类型', alreadyInvoiced: '所选占用已申请过发票',
        noTaxCode: '请先在开票设置中填写纳税人识别号', notApplied: '该发票不是待开具状态', notIssued: '该发票尚未开具',
      },
      pdf: {
        titleSDP: '电子发票（普通发票）', titleSDZ: '电子发票（增值税专用发票）', redSuffix: '（红字）', invoiceNo: '发票号码', issueTime: '开票日期', buyer: '购买方',
        taxCode: '统一社会信用代码/纳税人识别号', seller: '销售方', business: '业务类型', item: '项目名称', businessKey: '业务单号', rate: '税率', tax: '税额', amount: '价税合计',
        total: '价税合计', taxTotal: '税额合计', reason: '红冲原因', footer: '本发票由港口社区平台内置开票服务开具',
      },
    },
    empty: '暂无记录',
  },
};

type Texts = typeof zhCN;
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  /** Labels of the business types and terminals the ledger seeds into the dictionaries (shared/dict.ts reads `dicts.<type>.<value>`). */
  dicts: { PAY_TICKET_BUSSINES_CONFIG: { DISINFECT: 'Disinfection', SIGAI: 'Four changes', RETURN_EMPTY: 'Empty return', HLC: 'Container washing', LIFTING: 'Container pick-up', WLCY: 'Inspection booking', TK: 'Empty pick-up', CLEAN: 'Repair and cleaning', SOC_BARGE: 'SOC empty barging', BARCODE: 'Barcode pick-up', PRE_ENTRY: 'Pre-entry', PRE_ARRIVAL: 'Pre-arrival share', INRIVER: 'Inland river deposit', TYRE: 'Tyre purchase', WEIGH: 'Weighing fee', WMM: 'Wheeled machinery' }, LEDGER_TERMINAL: { W: 'Foreign-trade terminal', JX: 'Jiaxing port area', WZ: 'Wenzhou port area', HX: 'Haixing terminal', WT: 'Wentai port area' } },
  menus: { ledger: 'Prepayment', ledger_account: 'Prepayment account', ledger_invoices: 'Invoices', system_ledgerReconciliation: 'Prepayment reconciliation', prepay: 'Prepayment details', prepay_prepaymentAmountDetailDisinfect: 'Disinfection prepayment', prepay_prepaymentAmountDetailSigai: 'Four-changes prepayment', prepay_internalTradeDetail: 'Empty return prepayment', prepay_internalTradeDetailW: 'Empty return prepayment (foreign trade)', prepay_internalTradeDetailJX: 'Empty return prepayment (Jiaxing)', prepay_prepaymentHlcDetail: 'Container washing prepayment', prepay_liftingBusinessDetail: 'Pick-up prepayment', prepay_liftingBusinessDetailW: 'Pick-up prepayment (foreign trade)', prepay_liftingBusinessDetailJX: 'Pick-up prepayment (Jiaxing)', prepay_liftingBusinessDetailWZ: 'Pick-up prepayment (Wenzhou)', prepay_prepaymentAmountDetailWLCY: 'Inspection booking prepayment', prepay_prepaymentAmountDetailTk: 'Empty pick-up prepayment', prepay_prepaymentAmountDetailTKHX: 'Empty pick-up prepayment (Haixing)', prepay_prepaymentAmountDetailTkJX: 'Empty pick-up prepayment (Jiaxing)', prepay_internalCleanIngCtnnoDetail: 'Repair and cleaning prepayment', prepay_preBoxPay: 'SOC empty barging prepayment', prepay_barcodePrePayDetail_barcodeLifting: 'Barcode pick-up prepayment', prepay_papPrePayDetail_pap: 'Port access prepayment', prepay_advancePayment_pap: 'Pre-entry prepayment', prepay_preArrivalSharePrePay: 'Pre-arrival shared prepayment', prepay_returnEmptyWT: 'Empty return prepayment (Wentai)', prepay_prePayDetail_inRiver: 'Inland river deposit', prepay_holdDetail: 'Occupation', prepay_newBank: 'Bank payment', prepay_hlcInInvoice: 'Invoice application', prepay_wmmInvoiceCreate: 'Invoice request', prepay_wmmInvoiceDetail: 'Invoice' },
  ledger: {
    pages: { ledger: 'Prepayment account', reconciliation: 'Prepayment reconciliation', invoices: 'Invoices', invoiceApply: 'Invoice application', newBank: 'Bank payment', holdDetail: 'Occupation', invoiceDetail: 'Invoice' },
    summary: { balance: 'Balance', held: 'Held', available: 'Available', openHolds: 'Open occupations', scope: 'Business: {{business}}', terminal: 'Terminal/port: {{terminal}}', all: 'All business' },
    fields: {
      createTime: 'Time', companyName: 'Company', kind: 'Type', businessType: 'Business', terminal: 'Terminal/port', businessKey: 'Business no.', from: 'From account', to: 'To account',
      amount: 'Amount (CNY)', userName: 'By', remark: 'Remark', status: 'Status', description: 'Description', record: 'Business record', settled: 'Settled (CNY)', timeRange: 'Time range',
    },
    kinds: { topup: 'Top-up', refund: 'Refund', hold: 'Hold', settle: 'Settle', release: 'Release' },
    accounts: { bank: 'Bank', available: 'Available', held: 'Held', revenue: 'Port revenue' },
    holdStatus: { held: 'Held', settled: 'Settled', released: 'Released' },
    actions: { topUp: 'Top up', refund: 'Refund', export: 'Export', view: 'Details', openRecord: 'Open business record', applyInvoice: 'Apply for invoice', back: 'Back to account', refresh: 'Refresh' },
    topup: {
      title: 'Top up prepayment', amount: 'Amount (CNY)', amountInvalid: 'Enter an amount above 0 with at most 2 decimals', go: 'Go to bank to pay', confirmTitle: 'Confirm top-up',
      paid: 'Paid: the money is in your account', cancelled: 'Payment cancelled: nothing was charged', pending: 'Waiting for the bank…', orderNo: 'Top-up no.',
    },
    refund: { title: 'Refund to the default account', amount: 'Amount (CNY)', reason: 'Reason', done: 'Refund posted' },
    hold: { title: 'Occupation', entries: 'Entries', noRecord: 'No linked record', invoiced: 'Invoice applied' },
    bank: {
      title: 'Online bank payment', bankName: 'Port City Bank online payment', badge: 'Sandbox', heading: 'Order payment', merchant: 'Payee', merchantName: 'Port Community Operations Centre',
      payer: 'Payer', orderNo: 'Order no.', amount: 'Amount', pay: 'Pay', cancel: 'Cancel payment', alreadyPaid: 'This order is paid', alreadyCancelled: 'This order was cancelled',
      expired: 'The payment link is invalid or has expired',
    },
    errors: {
      insufficient: 'The available balance is too low', keyConflict: 'This business number already has a record of another amount', holdClosed: 'This occupation is closed',
      unknownHold: 'No such occupation', tooMuch: 'The amount exceeds the occupation', businessType: 'Unknown business type', noCompany: 'You do not belong to a company',
      noBankAccount: 'Set a default account under Payment management first', signature: 'The bank notice is not signed or has expired',
      bankAmount: 'The bank notice\'s amount differs from the order\'s', bankSettled: 'Another bank notice has already settled this order', bankUnavailable: 'The bank did not take the order; try again later',
    },
    notices: {
      heldTitle: 'Prepayment held', held: 'Business record {{key}} ({{business}}) holds CNY {{amount}} of your prepayment', settledTitle: 'Prepayment settled',
      settled: 'The occupation of {{key}} is settled', releasedTitle: 'Prepayment released', released: 'The occupation of {{key}} is released',
      invoiceAppliedTitle: 'New invoice application', invoiceApplied: 'Invoice application {{id}} awaits issuing', invoiceIssuedTitle: 'Invoice issued',
      invoiceIssued: 'Invoice {{no}} is issued and ready to download', invoiceRejectedTitle: 'Invoice application returned', invoiceReversedTitle: 'Invoice reversed',
    },
    recon: { companies: 'Companies', broken: 'Out of balance', entries: 'Entries', ok: 'Balanced', bad: 'Out of balance', sum: 'Sum of the 4 accounts (CNY)', stored: 'Stored', computed: 'Sum of entries' },
    invoice: {
      fields: {
        invoiceNo: 'Invoice no.', invoiceType: 'Invoice type', buyerName: 'Buyer', buyerTaxCode: 'Taxpayer ID', total: 'Total incl. tax (CNY)', tax: 'Tax (CNY)', rate: 'Tax rate',
        status: 'Status', createTime: 'Applied', issueTime: 'Issued', lines: 'Lines', reason: 'Reason', companyName: 'Company', redOf: 'Reverses',
      },
      status: { applied: 'To issue', issued: 'Issued', rejected: 'Returned', reversed: 'Reversed', red: 'Red-letter' },
      types: { SDP: 'Digital ordinary invoice', SDZ: 'Digital special VAT invoice' },
      actions: { apply: 'Apply for invoice', issue: 'Issue', reject: 'Return', reverse: 'Reverse', pdf: 'Download PDF' },
      apply: { title: 'Apply for an invoice', pick: 'Choose settled occupations (one business type)', empty: 'No settled occupation to invoice', done: 'Invoice application submitted', buyerHint: 'The buyer comes from your invoice settings' },
      reason: 'Enter a reason',
      errors: {
        notSettled: 'Only settled occupations can be invoiced', oneBusiness: 'An invoice covers one business type', alreadyInvoiced: 'An occupation chosen is already invoiced',
        noTaxCode: 'Enter the taxpayer ID in the invoice settings first', notApplied: 'This invoice is not awaiting issue', notIssued: 'This invoice is not issued',
      },
      pdf: {
        titleSDP: 'Electronic invoice (ordinary)', titleSDZ: 'Electronic invoice (special VAT)', redSuffix: ' (red-letter)', invoiceNo: 'Invoice no.', issueTime: 'Issued', buyer: 'Buyer',
        taxCode: 'Taxpayer ID', seller: 'Seller', business: 'Business', item: 'Item', businessKey: 'Business no.', rate: 'Rate', tax: 'Tax', amount: 'Total',
        total: 'Total incl. tax', taxTotal: 'Tax total', reason: 'Reason for reversal', footer: 'Issued by the port community platform built-in invoicing service',
      },
    },
    empty: 'No records',
  },
};

const zhTW: Complete<Texts> = {
  /** Labels of the business types and terminals the ledger seeds into the dictionaries (shared/dict.ts reads `dicts.<type>.<value>`). */
  dicts: { PAY_TICKET_BUSSINES_CONFIG: { DISINFECT: '消毒業務', SIGAI: '四改業務', RETURN_EMPTY: '還空櫃業務', HLC: '洗櫃業務', LIFTING: '提櫃業務', WLCY: '查驗預約', TK: '提空櫃業務', CLEAN: '修洗櫃', SOC_BARGE: 'SOC空櫃駁運', BARCODE: '條碼提櫃', PRE_ENTRY: '預進港', PRE_ARRIVAL: '預報到港分攤', INRIVER: '內河押金', TYRE: '輪胎採購', WEIGH: '過磅費用', WMM: '輪式機具' }, LEDGER_TERMINAL: { W: '外貿碼頭', JX: '嘉興港區', WZ: '溫州港區', HX: '海星碼頭', WT: '溫台港區' } },
  menus: { ledger: '預付款管理', ledger_account: '預付款帳戶', ledger_invoices: '發票管理', system_ledgerReconciliation: '預付款對帳', prepay: '預付款明細', prepay_prepaymentAmountDetailDisinfect: '消毒業務預付款明細', prepay_prepaymentAmountDetailSigai: '四改業務預付款明細', prepay_internalTradeDetail: '還空櫃預付款明細', prepay_internalTradeDetailW: '還空櫃預付款明細(外貿)', prepay_internalTradeDetailJX: '還空櫃預付款明細(嘉興)', prepay_prepaymentHlcDetail: '洗櫃預付款明細', prepay_liftingBusinessDetail: '提櫃業務預付款明細', prepay_liftingBusinessDetailW: '提櫃業務預付款明細(外貿)', prepay_liftingBusinessDetailJX: '提櫃業務預付款明細(嘉興)', prepay_liftingBusinessDetailWZ: '提櫃業務預付款明細(溫州)', prepay_prepaymentAmountDetailWLCY: '查驗預約預付款明細', prepay_prepaymentAmountDetailTk: '提空櫃預付款明細', prepay_prepaymentAmountDetailTKHX: '提空櫃預付款明細(海星)', prepay_prepaymentAmountDetailTkJX: '提空櫃預付款明細(嘉興)', prepay_internalCleanIngCtnnoDetail: '修洗櫃預付款明細', prepay_preBoxPay: 'SOC空櫃駁運預付款', prepay_barcodePrePayDetail_barcodeLifting: '條碼提櫃預付款明細', prepay_papPrePayDetail_pap: '港區通行預付款明細', prepay_advancePayment_pap: '預進港預付款', prepay_preArrivalSharePrePay: '預報到港分攤預付款', prepay_returnEmptyWT: '還空櫃預付款明細(溫台)', prepay_prePayDetail_inRiver: '內河押金明細', prepay_holdDetail: '占用明細', prepay_newBank: '銀行付款', prepay_hlcInInvoice: '發票申請', prepay_wmmInvoiceCreate: '開立發票申請', prepay_wmmInvoiceDetail: '發票詳情' },
  ledger: {
    pages: { ledger: '預付款帳戶', reconciliation: '預付款對帳', invoices: '發票管理', invoiceApply: '發票申請', newBank: '銀行付款', holdDetail: '占用明細', invoiceDetail: '發票詳情' },
    summary: { balance: '帳戶餘額', held: '占用金額', available: '可用餘額', openHolds: '未結占用', scope: '業務：{{business}}', terminal: '碼頭/港區：{{terminal}}', all: '全部業務' },
    fields: {
      createTime: '時間', companyName: '企業', kind: '類型', businessType: '業務類型', terminal: '碼頭/港區', businessKey: '業務單號', from: '轉出帳戶', to: '轉入帳戶',
      amount: '金額(元)', userName: '操作人員', remark: '備註', status: '狀態', description: '說明', record: '業務單據', settled: '結算金額(元)', timeRange: '時間範圍',
    },
    kinds: { topup: '儲值', refund: '退款', hold: '占用', settle: '結算', release: '釋放' },
    accounts: { bank: '銀行', available: '可用', held: '占用', revenue: '港方收入' },
    holdStatus: { held: '占用中', settled: '已結算', released: '已釋放' },
    actions: { topUp: '儲值', refund: '退款', export: '匯出', view: '詳情', openRecord: '檢視業務單據', applyInvoice: '申請發票', back: '返回帳戶', refresh: '重新整理' },
    topup: {
      title: '預付款儲值', amount: '儲值金額(元)', amountInvalid: '請輸入大於0、最多兩位小數的金額', go: '前往銀行付款', confirmTitle: '確認儲值',
      paid: '儲值成功，款項已入帳', cancelled: '付款已取消，未入帳', pending: '等待銀行確認…', orderNo: '儲值單號',
    },
    refund: { title: '退款至預設收款帳戶', amount: '退款金額(元)', reason: '退款原因', done: '退款已入帳' },
    hold: { title: '占用明細', entries: '資金流水', noRecord: '無關聯單據', invoiced: '已申請發票' },
    bank: {
      title: '網路銀行付款', bankName: '港城銀行 網路付款', badge: '沙盒', heading: '訂單付款', merchant: '收款方', merchantName: '港口社區營運中心',
      payer: '付款企業', orderNo: '訂單編號', amount: '付款金額', pay: '確認付款', cancel: '取消付款', alreadyPaid: '此訂單已付款', alreadyCancelled: '此訂單已取消',
      expired: '付款連結無效或已逾期',
    },
    errors: {
      insufficient: '可用餘額不足', keyConflict: '此業務單號已有不同金額的紀錄', holdClosed: '此占用已結束', unknownHold: '占用不存在', tooMuch: '金額超出占用金額',
      businessType: '未知的業務類型', noCompany: '目前使用者不屬於任何企業', noBankAccount: '請先在付款管理中設定預設收款帳戶', signature: '銀行通知簽章無效或已逾期',
      bankAmount: '銀行通知的金額與訂單金額不符', bankSettled: '此訂單已由另一筆銀行通知結清', bankUnavailable: '銀行暫未受理此訂單，請稍後再試',
    },
    notices: {
      heldTitle: '預付款占用', held: '業務單 {{key}}（{{business}}）占用預付款 {{amount}} 元', settledTitle: '預付款結算', settled: '業務單 {{key}} 的占用已結算',
      releasedTitle: '預付款釋放', released: '業務單 {{key}} 的占用已釋放', invoiceAppliedTitle: '新的發票申請', invoiceApplied: '發票申請 {{id}} 待開立',
      invoiceIssuedTitle: '發票已開立', invoiceIssued: '發票 {{no}} 已開立，可下載', invoiceRejectedTitle: '發票申請被退回', invoiceReversedTitle: '發票已作廢折讓',
    },
    recon: { companies: '企業數', broken: '不平企業', entries: '分錄數', ok: '平衡', bad: '不平', sum: '四帳戶合計(元)', stored: '帳面', computed: '分錄合計' },
    invoice: {
      fields: {
        invoiceNo: '發票號碼', invoiceType: '發票類型', buyerName: '買受人', buyerTaxCode: '統一編號', total: '含稅總計(元)', tax: '稅額(元)', rate: '稅率',
        status: '狀態', createTime: '申請時間', issueTime: '開立時間', lines: '明細', reason: '原因', companyName: '申請企業', redOf: '沖銷原發票',
      },
      status: { applied: '待開立', issued: '已開立', rejected: '已退回', reversed: '已沖銷', red: '沖銷發票' },
      types: { SDP: '數位普通發票', SDZ: '數位專用發票' },
      actions: { apply: '申請開立', issue: '開立', reject: '退回', reverse: '沖銷', pdf: '下載PDF' },
      apply: { title: '申請發票', pick: '選擇已結算的占用（同一業務類型）', empty: '沒有可開立發票的已結算占用', done: '發票申請已送出', buyerHint: '買受人資料取自開立發票設定' },
      reason: '請輸入原因',
      errors: {
        notSettled: '只能為已結算的占用申請發票', oneBusiness: '一張發票只能包含同一業務類型', alreadyInvoiced: '所選占用已申請過發票',
        noTaxCode: '請先在開立發票設定中填寫統一編號', notApplied: '此發票不是待開立狀態', notIssued: '此發票尚未開立',
      },
      pdf: {
        titleSDP: '電子發票（普通發票）', titleSDZ: '電子發票（專用發票）', redSuffix: '（沖銷）', invoiceNo: '發票號碼', issueTime: '開立日期', buyer: '買受人',
        taxCode: '統一編號', seller: '賣方', business: '業務類型', item: '品名', businessKey: '業務單號', rate: '稅率', tax: '稅額', amount: '含稅總計',
        total: '含稅總計', taxTotal: '稅額合計', reason: '沖銷原因', footer: '本發票由港口社區平台內建開立服務開立',
      },
    },
    empty: '尚無紀錄',
  },
};

const ptBR: Complete<Texts> = {
  /** Labels of the business types and terminals the ledger seeds into the dictionaries (shared/dict.ts reads `dicts.<type>.<value>`). */
  dicts: { PAY_TICKET_BUSSINES_CONFIG: { DISINFECT: 'Desinfecção', SIGAI: 'Quatro alterações', RETURN_EMPTY: 'Devolução de vazios', HLC: 'Lavagem de contêineres', LIFTING: 'Retirada de contêineres', WLCY: 'Agendamento de inspeção', TK: 'Retirada de vazios', CLEAN: 'Reparo e limpeza', SOC_BARGE: 'Transbordo de vazios SOC', BARCODE: 'Retirada por código de barras', PRE_ENTRY: 'Pré-entrada', PRE_ARRIVAL: 'Rateio de pré-chegada', INRIVER: 'Depósito fluvial', TYRE: 'Compra de pneus', WEIGH: 'Taxa de pesagem', WMM: 'Máquinas sobre rodas' }, LEDGER_TERMINAL: { W: 'Terminal de comércio exterior', JX: 'Área portuária de Jiaxing', WZ: 'Área portuária de Wenzhou', HX: 'Terminal Haixing', WT: 'Área portuária de Wentai' } },
  menus: { ledger: 'Pré-pagamento', ledger_account: 'Conta pré-paga', ledger_invoices: 'Notas fiscais', system_ledgerReconciliation: 'Conciliação pré-paga', prepay: 'Detalhes do pré-pagamento', prepay_prepaymentAmountDetailDisinfect: 'Pré-pagamento de desinfecção', prepay_prepaymentAmountDetailSigai: 'Pré-pagamento das quatro alterações', prepay_internalTradeDetail: 'Pré-pagamento de devolução de vazios', prepay_internalTradeDetailW: 'Pré-pagamento de devolução de vazios (comércio exterior)', prepay_internalTradeDetailJX: 'Pré-pagamento de devolução de vazios (Jiaxing)', prepay_prepaymentHlcDetail: 'Pré-pagamento de lavagem de contêineres', prepay_liftingBusinessDetail: 'Pré-pagamento de retirada', prepay_liftingBusinessDetailW: 'Pré-pagamento de retirada (comércio exterior)', prepay_liftingBusinessDetailJX: 'Pré-pagamento de retirada (Jiaxing)', prepay_liftingBusinessDetailWZ: 'Pré-pagamento de retirada (Wenzhou)', prepay_prepaymentAmountDetailWLCY: 'Pré-pagamento de agendamento de inspeção', prepay_prepaymentAmountDetailTk: 'Pré-pagamento de retirada de vazios', prepay_prepaymentAmountDetailTKHX: 'Pré-pagamento de retirada de vazios (Haixing)', prepay_prepaymentAmountDetailTkJX: 'Pré-pagamento de retirada de vazios (Jiaxing)', prepay_internalCleanIngCtnnoDetail: 'Pré-pagamento de reparo e limpeza', prepay_preBoxPay: 'Pré-pagamento de transbordo de vazios SOC', prepay_barcodePrePayDetail_barcodeLifting: 'Pré-pagamento de retirada por código de barras', prepay_papPrePayDetail_pap: 'Pré-pagamento de acesso ao porto', prepay_advancePayment_pap: 'Pré-pagamento de pré-entrada', prepay_preArrivalSharePrePay: 'Pré-pagamento rateado de pré-chegada', prepay_returnEmptyWT: 'Pré-pagamento de devolução de vazios (Wentai)', prepay_prePayDetail_inRiver: 'Depósito fluvial', prepay_holdDetail: 'Reserva', prepay_newBank: 'Pagamento bancário', prepay_hlcInInvoice: 'Pedido de nota fiscal', prepay_wmmInvoiceCreate: 'Solicitação de nota fiscal', prepay_wmmInvoiceDetail: 'Nota fiscal' },
  ledger: {
    pages: { ledger: 'Conta pré-paga', reconciliation: 'Conciliação pré-paga', invoices: 'Notas fiscais', invoiceApply: 'Pedido de nota fiscal', newBank: 'Pagamento bancário', holdDetail: 'Reserva', invoiceDetail: 'Nota fiscal' },
    summary: { balance: 'Saldo', held: 'Reservado', available: 'Disponível', openHolds: 'Reservas em aberto', scope: 'Negócio: {{business}}', terminal: 'Terminal/porto: {{terminal}}', all: 'Todos os negócios' },
    fields: {
      createTime: 'Data', companyName: 'Empresa', kind: 'Tipo', businessType: 'Negócio', terminal: 'Terminal/porto', businessKey: 'Nº do negócio', from: 'Conta de saída', to: 'Conta de entrada',
      amount: 'Valor (CNY)', userName: 'Usuário', remark: 'Observação', status: 'Situação', description: 'Descrição', record: 'Registro do negócio', settled: 'Liquidado (CNY)', timeRange: 'Período',
    },
    kinds: { topup: 'Recarga', refund: 'Reembolso', hold: 'Reserva', settle: 'Liquidação', release: 'Liberação' },
    accounts: { bank: 'Banco', available: 'Disponível', held: 'Reservado', revenue: 'Receita do porto' },
    holdStatus: { held: 'Reservado', settled: 'Liquidado', released: 'Liberado' },
    actions: { topUp: 'Recarregar', refund: 'Reembolsar', export: 'Exportar', view: 'Detalhes', openRecord: 'Abrir registro do negócio', applyInvoice: 'Pedir nota fiscal', back: 'Voltar à conta', refresh: 'Atualizar' },
    topup: {
      title: 'Recarregar saldo pré-pago', amount: 'Valor (CNY)', amountInvalid: 'Informe um valor maior que 0 com no máximo 2 casas decimais', go: 'Ir ao banco para pagar', confirmTitle: 'Confirmar recarga',
      paid: 'Pago: o valor entrou na sua conta', cancelled: 'Pagamento cancelado: nada foi cobrado', pending: 'Aguardando o banco…', orderNo: 'Nº da recarga',
    },
    refund: { title: 'Reembolso para a conta padrão', amount: 'Valor (CNY)', reason: 'Motivo', done: 'Reembolso lançado' },
    hold: { title: 'Reserva', entries: 'Lançamentos', noRecord: 'Sem registro vinculado', invoiced: 'Nota fiscal pedida' },
    bank: {
      title: 'Pagamento pelo internet banking', bankName: 'Banco Cidade Portuária – pagamento online', badge: 'Sandbox', heading: 'Pagamento do pedido', merchant: 'Favorecido',
      merchantName: 'Central de Operações da Comunidade Portuária', payer: 'Pagador', orderNo: 'Nº do pedido', amount: 'Valor', pay: 'Pagar', cancel: 'Cancelar pagamento',
      alreadyPaid: 'Este pedido já foi pago', alreadyCancelled: 'Este pedido foi cancelado', expired: 'O link de pagamento é inválido ou expirou',
    },
    errors: {
      insufficient: 'Saldo disponível insuficiente', keyConflict: 'Este nº de negócio já tem um registro de outro valor', holdClosed: 'Esta reserva já foi encerrada',
      unknownHold: 'Reserva inexistente', tooMuch: 'O valor excede a reserva', businessType: 'Tipo de negócio desconhecido', noCompany: 'Você não pertence a uma empresa',
      noBankAccount: 'Cadastre antes uma conta padrão em Gestão de pagamentos', signature: 'O aviso do banco não está assinado ou expirou',
      bankAmount: 'O valor do aviso do banco difere do valor do pedido', bankSettled: 'Outro aviso do banco já liquidou este pedido', bankUnavailable: 'O banco não aceitou o pedido; tente novamente mais tarde',
    },
    notices: {
      heldTitle: 'Saldo reservado', held: 'O negócio {{key}} ({{business}}) reservou CNY {{amount}} do seu saldo', settledTitle: 'Reserva liquidada',
      settled: 'A reserva de {{key}} foi liquidada', releasedTitle: 'Reserva liberada', released: 'A reserva de {{key}} foi liberada',
      invoiceAppliedTitle: 'Novo pedido de nota fiscal', invoiceApplied: 'O pedido {{id}} aguarda emissão', invoiceIssuedTitle: 'Nota fiscal emitida',
      invoiceIssued: 'A nota fiscal {{no}} foi emitida e pode ser baixada', invoiceRejectedTitle: 'Pedido de nota fiscal devolvido', invoiceReversedTitle: 'Nota fiscal estornada',
    },
    recon: { companies: 'Empresas', broken: 'Fora de equilíbrio', entries: 'Lançamentos', ok: 'Conciliado', bad: 'Divergente', sum: 'Soma das 4 contas (CNY)', stored: 'Registrado', computed: 'Soma dos lançamentos' },
    invoice: {
      fields: {
        invoiceNo: 'Nº da nota', invoiceType: 'Tipo de nota', buyerName: 'Tomador', buyerTaxCode: 'Identificação fiscal', total: 'Total com impostos (CNY)', tax: 'Imposto (CNY)',
        rate: 'Alíquota', status: 'Situação', createTime: 'Pedido em', issueTime: 'Emitida em', lines: 'Itens', reason: 'Motivo', companyName: 'Empresa', redOf: 'Estorna',
      },
      status: { applied: 'A emitir', issued: 'Emitida', rejected: 'Devolvida', reversed: 'Estornada', red: 'Nota de estorno' },
      types: { SDP: 'Nota eletrônica comum', SDZ: 'Nota eletrônica especial de IVA' },
      actions: { apply: 'Pedir nota fiscal', issue: 'Emitir', reject: 'Devolver', reverse: 'Estornar', pdf: 'Baixar PDF' },
      apply: { title: 'Pedir nota fiscal', pick: 'Escolha reservas liquidadas (um tipo de negócio)', empty: 'Nenhuma reserva liquidada a faturar', done: 'Pedido de nota fiscal enviado', buyerHint: 'Os dados do tomador vêm das suas configurações fiscais' },
      reason: 'Informe um motivo',
      errors: {
        notSettled: 'Só reservas liquidadas podem ser faturadas', oneBusiness: 'Uma nota cobre um único tipo de negócio', alreadyInvoiced: 'Uma reserva escolhida já foi faturada',
        noTaxCode: 'Informe antes a identificação fiscal nas configurações fiscais', notApplied: 'Esta nota não aguarda emissão', notIssued: 'Esta nota não foi emitida',
      },
      pdf: {
        titleSDP: 'Nota fiscal eletrônica (comum)', titleSDZ: 'Nota fiscal eletrônica (especial de IVA)', redSuffix: ' (estorno)', invoiceNo: 'Nº da nota', issueTime: 'Emissão',
        buyer: 'Tomador', taxCode: 'Identificação fiscal', seller: 'Prestador', business: 'Negócio', item: 'Item', businessKey: 'Nº do negócio', rate: 'Alíquota', tax: 'Imposto',
        amount: 'Total', total: 'Total com impostos', taxTotal: 'Total de impostos', reason: 'Motivo do estorno', footer: 'Emitida pelo serviço de faturamento da plataforma da comunidade portuária',
      },
    },
    empty: 'Nenhum registro',
  },
};

export const ledgerTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
