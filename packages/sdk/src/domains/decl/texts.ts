/**
 * The declarations domain's texts (namespace `decl`): zh-CN the source, en-US, zh-TW (Taiwan usage) and pt-BR,
 * each complete (the compiler checks the keys).
 */
const zhCN = {
  decl: {
    pages: { dgDeclarations: '危险品出口申报', dgDeclarationDetail: '危险品申报详情', dgDeclarationForm: '危险品申报单' },
    status: { draft: '草稿', submitted: '已提交', accepted: '已接受', rejected: '已退回', cancelled: '已取消' },
    actions: { submit: '提交', accept: '接受', reject: '退回', resubmit: '重新提交', cancel: '取消' },
    confirm: { submit: '确认提交该申报？', accept: '确认接受该申报？', cancel: '确认取消该申报？' },
    sizeTypes: { '20GP': '20GP 普通箱', '40GP': '40GP 普通箱', '40HC': '40HC 高箱', '20TK': '20TK 罐箱' },
    dg: {
      fields: {
        id: '编号', declNo: '申报编号', status: '状态', ownerCompanyName: '申报单位', terminalId: '码头', vesselName: '船名', voyageId: '船名航次',
        voyageNo: '航次', blNo: '提单号/订舱号', containerNo: '箱号', sizeType: '箱型', unNo: 'UN编号', properShippingName: '正确运输名称',
        imdgClass: '危规类别', subsidiaryRisks: '次要危险', packingGroup: '包装类别', flashPoint: '闪点(℃)', ems: '应急措施(EmS)',
        marinePollutant: '海洋污染物', limitedQuantity: '有限数量', packages: '件数', packageKind: '包装种类', netWeight: '净重(KG)',
        grossWeight: '毛重(KG)', emergencyContact: '24小时应急联系人', emergencyPhone: '24小时应急电话', dgDeclarationFile: '危险货物申报单',
        packingCertificateFile: '集装箱装箱证明书', sdsFile: '安全技术说明书(SDS)', rejectReason: '退回原因', createTime: '创建时间', updateTime: '更新时间',
      },
      sections: { shipment: '船期与箱', goods: '危险货物', quantity: '数量与应急', documents: '随附单证' },
      classes: {
        c1_1: '1.1 整体爆炸', c1_2: '1.2 抛射危险', c1_3: '1.3 燃烧危险', c1_4: '1.4 无重大危险', c1_5: '1.5 非常不敏感', c1_6: '1.6 极不敏感',
        c2_1: '2.1 易燃气体', c2_2: '2.2 非易燃无毒气体', c2_3: '2.3 有毒气体', c3: '3 易燃液体', c4_1: '4.1 易燃固体', c4_2: '4.2 易自燃物质',
        c4_3: '4.3 遇湿危险物质', c5_1: '5.1 氧化性物质', c5_2: '5.2 有机过氧化物', c6_1: '6.1 有毒物质', c6_2: '6.2 感染性物质', c7: '7 放射性物质',
        c8: '8 腐蚀性物质', c9: '9 杂项危险物质',
      },
      packingGroups: { I: 'I 类（高度危险）', II: 'II 类（中度危险）', III: 'III 类（轻度危险）' },
      unNoInvalid: 'UN编号为4位数字（0004至3549）',
      emsInvalid: '应急措施格式如：F-E, S-D',
      subsidiaryRisksInvalid: '次要危险填写危规类别，多个用逗号分隔，如：6.1,8',
      subsidiaryRisksSame: '次要危险不能与主危险类别相同',
      phoneInvalid: '请输入正确的24小时应急电话',
      flashPointRequired: '第3类易燃液体必须填写闪点',
      flashPointTooHigh: '第3类易燃液体的闪点不能高于60℃',
      packingGroupRequired: '该危规类别必须选择包装类别',
      packingGroupNone: '该危规类别没有包装类别，请清空',
      netOverGross: '净重不能大于毛重',
      limitedQuantityTooHeavy: '有限数量货物每件毛重不能超过30KG',
      terminalUnknown: '请选择码头',
      voyageUnknown: '船期不存在',
      samples: {
        title: '示例图片', open: '查看示例', hint: '点击图片可放大查看，支持缩放与切换',
        declaration: '危险货物申报单（示例）', packing: '集装箱装箱证明书（示例）', placards: '集装箱危险品标志（示例）',
        label: '包件标记与标签（示例）', sds: '安全技术说明书首页（示例）',
      },
    },
  },
};

type Texts = typeof zhCN;
/** The same shape as zh-CN with every text filled in (the compiler checks the keys). */
type Complete<T> = { [K in keyof T]: T[K] extends string ? string : Complete<T[K]> };

const enUS: Complete<Texts> = {
  decl: {
    pages: { dgDeclarations: 'Dangerous-goods declarations', dgDeclarationDetail: 'Dangerous-goods declaration', dgDeclarationForm: 'Dangerous-goods declaration form' },
    status: { draft: 'Draft', submitted: 'Submitted', accepted: 'Accepted', rejected: 'Returned', cancelled: 'Cancelled' },
    actions: { submit: 'Submit', accept: 'Accept', reject: 'Return', resubmit: 'Resubmit', cancel: 'Cancel' },
    confirm: { submit: 'Submit this declaration?', accept: 'Accept this declaration?', cancel: 'Cancel this declaration?' },
    sizeTypes: { '20GP': '20GP dry', '40GP': '40GP dry', '40HC': '40HC high cube', '20TK': '20TK tank' },
    dg: {
      fields: {
        id: 'ID', declNo: 'Declaration no.', status: 'Status', ownerCompanyName: 'Declarant', terminalId: 'Terminal', vesselName: 'Vessel', voyageId: 'Vessel / voyage',
        voyageNo: 'Voyage', blNo: 'B/L or booking no.', containerNo: 'Container no.', sizeType: 'Size/type', unNo: 'UN number', properShippingName: 'Proper shipping name',
        imdgClass: 'IMDG class', subsidiaryRisks: 'Subsidiary risks', packingGroup: 'Packing group', flashPoint: 'Flash point (°C)', ems: 'EmS',
        marinePollutant: 'Marine pollutant', limitedQuantity: 'Limited quantity', packages: 'Packages', packageKind: 'Package kind', netWeight: 'Net weight (kg)',
        grossWeight: 'Gross weight (kg)', emergencyContact: '24-hour emergency contact', emergencyPhone: '24-hour emergency phone', dgDeclarationFile: 'Dangerous goods declaration',
        packingCertificateFile: 'Container packing certificate', sdsFile: 'Safety data sheet (SDS)', rejectReason: 'Reason returned', createTime: 'Created', updateTime: 'Updated',
      },
      sections: { shipment: 'Voyage and container', goods: 'Dangerous goods', quantity: 'Quantity and emergency', documents: 'Documents' },
      classes: {
        c1_1: '1.1 Mass explosion', c1_2: '1.2 Projection hazard', c1_3: '1.3 Fire hazard', c1_4: '1.4 No significant hazard', c1_5: '1.5 Very insensitive', c1_6: '1.6 Extremely insensitive',
        c2_1: '2.1 Flammable gas', c2_2: '2.2 Non-flammable, non-toxic gas', c2_3: '2.3 Toxic gas', c3: '3 Flammable liquid', c4_1: '4.1 Flammable solid', c4_2: '4.2 Spontaneously combustible',
        c4_3: '4.3 Dangerous when wet', c5_1: '5.1 Oxidizing substance', c5_2: '5.2 Organic peroxide', c6_1: '6.1 Toxic substance', c6_2: '6.2 Infectious substance', c7: '7 Radioactive material',
        c8: '8 Corrosive substance', c9: '9 Miscellaneous',
      },
      packingGroups: { I: 'I (high danger)', II: 'II (medium danger)', III: 'III (low danger)' },
      unNoInvalid: 'The UN number is 4 digits (0004 to 3549)',
      emsInvalid: 'EmS as e.g. F-E, S-D',
      subsidiaryRisksInvalid: 'Subsidiary risks are IMDG classes, comma-separated, e.g. 6.1,8',
      subsidiaryRisksSame: 'A subsidiary risk cannot be the primary class',
      phoneInvalid: 'Enter a valid 24-hour emergency phone number',
      flashPointRequired: 'A class 3 flammable liquid needs its flash point',
      flashPointTooHigh: 'A class 3 flammable liquid has a flash point of at most 60 °C',
      packingGroupRequired: 'This class needs a packing group',
      packingGroupNone: 'This class has no packing group; clear it',
      netOverGross: 'The net weight cannot exceed the gross weight',
      limitedQuantityTooHeavy: 'Limited quantity packages weigh at most 30 kg gross each',
      terminalUnknown: 'Choose a terminal',
      voyageUnknown: 'The voyage does not exist',
      samples: {
        title: 'Example images', open: 'View examples', hint: 'Click an image to enlarge it; zoom and browse in the viewer',
        declaration: 'Dangerous goods declaration (example)', packing: 'Container packing certificate (example)', placards: 'Placards on a container (example)',
        label: 'Package marks and labels (example)', sds: 'Safety data sheet, first page (example)',
      },
    },
  },
};

const zhTW: Complete<Texts> = {
  decl: {
    pages: { dgDeclarations: '危險品出口申報', dgDeclarationDetail: '危險品申報明細', dgDeclarationForm: '危險品申報單' },
    status: { draft: '草稿', submitted: '已送出', accepted: '已接受', rejected: '已退回', cancelled: '已取消' },
    actions: { submit: '送出', accept: '接受', reject: '退回', resubmit: '重新送出', cancel: '取消' },
    confirm: { submit: '確定送出此申報？', accept: '確定接受此申報？', cancel: '確定取消此申報？' },
    sizeTypes: { '20GP': '20GP 乾貨櫃', '40GP': '40GP 乾貨櫃', '40HC': '40HC 高櫃', '20TK': '20TK 櫃式槽櫃' },
    dg: {
      fields: {
        id: '編號', declNo: '申報編號', status: '狀態', ownerCompanyName: '申報單位', terminalId: '碼頭', vesselName: '船名', voyageId: '船名航次',
        voyageNo: '航次', blNo: '提單號碼/訂艙號碼', containerNo: '櫃號', sizeType: '櫃型', unNo: '聯合國編號', properShippingName: '正確運輸名稱',
        imdgClass: '危險品類別', subsidiaryRisks: '次要危險性', packingGroup: '包裝等級', flashPoint: '閃火點(℃)', ems: '緊急應變措施(EmS)',
        marinePollutant: '海洋汙染物', limitedQuantity: '限量', packages: '件數', packageKind: '包裝種類', netWeight: '淨重(KG)',
        grossWeight: '毛重(KG)', emergencyContact: '24小時緊急聯絡人', emergencyPhone: '24小時緊急電話', dgDeclarationFile: '危險貨物申報書',
        packingCertificateFile: '貨櫃裝櫃證明書', sdsFile: '安全資料表(SDS)', rejectReason: '退回原因', createTime: '建立時間', updateTime: '更新時間',
      },
      sections: { shipment: '船期與貨櫃', goods: '危險貨物', quantity: '數量與緊急應變', documents: '隨附文件' },
      classes: {
        c1_1: '1.1 整體爆炸', c1_2: '1.2 拋射危險', c1_3: '1.3 燃燒危險', c1_4: '1.4 無重大危險', c1_5: '1.5 很不敏感', c1_6: '1.6 極不敏感',
        c2_1: '2.1 易燃氣體', c2_2: '2.2 非易燃無毒氣體', c2_3: '2.3 毒性氣體', c3: '3 易燃液體', c4_1: '4.1 易燃固體', c4_2: '4.2 易自燃物質',
        c4_3: '4.3 遇水危險物質', c5_1: '5.1 氧化性物質', c5_2: '5.2 有機過氧化物', c6_1: '6.1 毒性物質', c6_2: '6.2 感染性物質', c7: '7 放射性物質',
        c8: '8 腐蝕性物質', c9: '9 其他危險物質',
      },
      packingGroups: { I: 'I 級（高度危險）', II: 'II 級（中度危險）', III: 'III 級（低度危險）' },
      unNoInvalid: '聯合國編號為4位數字（0004至3549）',
      emsInvalid: '緊急應變措施格式如：F-E, S-D',
      subsidiaryRisksInvalid: '次要危險性請填危險品類別，多個以逗號分隔，如：6.1,8',
      subsidiaryRisksSame: '次要危險性不可與主要危險類別相同',
      phoneInvalid: '請輸入正確的24小時緊急電話',
      flashPointRequired: '第3類易燃液體必須填寫閃火點',
      flashPointTooHigh: '第3類易燃液體的閃火點不可高於60℃',
      packingGroupRequired: '此危險品類別必須選擇包裝等級',
      packingGroupNone: '此危險品類別沒有包裝等級，請清除',
      netOverGross: '淨重不可大於毛重',
      limitedQuantityTooHeavy: '限量貨物每件毛重不可超過30KG',
      terminalUnknown: '請選擇碼頭',
      voyageUnknown: '船期不存在',
      samples: {
        title: '範例圖片', open: '檢視範例', hint: '點選圖片可放大檢視，支援縮放與切換',
        declaration: '危險貨物申報書（範例）', packing: '貨櫃裝櫃證明書（範例）', placards: '貨櫃危險品標誌（範例）',
        label: '包件標記與標籤（範例）', sds: '安全資料表首頁（範例）',
      },
    },
  },
};

const ptBR: Complete<Texts> = {
  decl: {
    pages: { dgDeclarations: 'Declarações de carga perigosa', dgDeclarationDetail: 'Declaração de carga perigosa', dgDeclarationForm: 'Formulário de carga perigosa' },
    status: { draft: 'Rascunho', submitted: 'Enviada', accepted: 'Aceita', rejected: 'Devolvida', cancelled: 'Cancelada' },
    actions: { submit: 'Enviar', accept: 'Aceitar', reject: 'Devolver', resubmit: 'Reenviar', cancel: 'Cancelar' },
    confirm: { submit: 'Enviar esta declaração?', accept: 'Aceitar esta declaração?', cancel: 'Cancelar esta declaração?' },
    sizeTypes: { '20GP': '20GP dry', '40GP': '40GP dry', '40HC': '40HC high cube', '20TK': '20TK tanque' },
    dg: {
      fields: {
        id: 'ID', declNo: 'Nº da declaração', status: 'Situação', ownerCompanyName: 'Declarante', terminalId: 'Terminal', vesselName: 'Navio', voyageId: 'Navio / viagem',
        voyageNo: 'Viagem', blNo: 'Nº do B/L ou booking', containerNo: 'Nº do contêiner', sizeType: 'Tamanho/tipo', unNo: 'Número ONU', properShippingName: 'Nome apropriado para embarque',
        imdgClass: 'Classe IMDG', subsidiaryRisks: 'Riscos subsidiários', packingGroup: 'Grupo de embalagem', flashPoint: 'Ponto de fulgor (°C)', ems: 'EmS',
        marinePollutant: 'Poluente marinho', limitedQuantity: 'Quantidade limitada', packages: 'Volumes', packageKind: 'Tipo de embalagem', netWeight: 'Peso líquido (kg)',
        grossWeight: 'Peso bruto (kg)', emergencyContact: 'Contato de emergência 24 h', emergencyPhone: 'Telefone de emergência 24 h', dgDeclarationFile: 'Declaração de mercadorias perigosas',
        packingCertificateFile: 'Certificado de estufagem do contêiner', sdsFile: 'Ficha de segurança (FDS)', rejectReason: 'Motivo da devolução', createTime: 'Criada em', updateTime: 'Atualizada em',
      },
      sections: { shipment: 'Viagem e contêiner', goods: 'Mercadoria perigosa', quantity: 'Quantidade e emergência', documents: 'Documentos' },
      classes: {
        c1_1: '1.1 Explosão em massa', c1_2: '1.2 Risco de projeção', c1_3: '1.3 Risco de fogo', c1_4: '1.4 Sem risco significativo', c1_5: '1.5 Muito insensível', c1_6: '1.6 Extremamente insensível',
        c2_1: '2.1 Gás inflamável', c2_2: '2.2 Gás não inflamável, não tóxico', c2_3: '2.3 Gás tóxico', c3: '3 Líquido inflamável', c4_1: '4.1 Sólido inflamável', c4_2: '4.2 Combustão espontânea',
        c4_3: '4.3 Perigoso em contato com água', c5_1: '5.1 Substância oxidante', c5_2: '5.2 Peróxido orgânico', c6_1: '6.1 Substância tóxica', c6_2: '6.2 Substância infectante', c7: '7 Material radioativo',
        c8: '8 Substância corrosiva', c9: '9 Diversos',
      },
      packingGroups: { I: 'I (alto perigo)', II: 'II (médio perigo)', III: 'III (baixo perigo)' },
      unNoInvalid: 'O número ONU tem 4 dígitos (0004 a 3549)',
      emsInvalid: 'EmS no formato F-E, S-D',
      subsidiaryRisksInvalid: 'Riscos subsidiários são classes IMDG separadas por vírgula, ex.: 6.1,8',
      subsidiaryRisksSame: 'O risco subsidiário não pode ser a classe principal',
      phoneInvalid: 'Informe um telefone de emergência 24 h válido',
      flashPointRequired: 'Líquido inflamável da classe 3 exige o ponto de fulgor',
      flashPointTooHigh: 'Líquido inflamável da classe 3 tem ponto de fulgor de no máximo 60 °C',
      packingGroupRequired: 'Esta classe exige um grupo de embalagem',
      packingGroupNone: 'Esta classe não tem grupo de embalagem; deixe em branco',
      netOverGross: 'O peso líquido não pode ser maior que o bruto',
      limitedQuantityTooHeavy: 'Em quantidade limitada, cada volume pesa no máximo 30 kg bruto',
      terminalUnknown: 'Escolha um terminal',
      voyageUnknown: 'A viagem não existe',
      samples: {
        title: 'Imagens de exemplo', open: 'Ver exemplos', hint: 'Clique numa imagem para ampliar; use o zoom e navegue no visualizador',
        declaration: 'Declaração de mercadorias perigosas (exemplo)', packing: 'Certificado de estufagem (exemplo)', placards: 'Placas de risco no contêiner (exemplo)',
        label: 'Marcas e rótulos do volume (exemplo)', sds: 'Ficha de segurança, primeira página (exemplo)',
      },
    },
  },
};

export const declTexts = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR } as const;
