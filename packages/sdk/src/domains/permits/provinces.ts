/**
 * provinceAbbrTable (SPEC §2.8 papDetail): the one-character abbreviations that open a Chinese vehicle plate, by
 * province-level division (GA 36), with the name's key. The filing form picks a plate's abbreviation from it; the
 * console shows it as a table.
 */
export const PROVINCES = [
  ['京', 'beijing'], ['津', 'tianjin'], ['沪', 'shanghai'], ['渝', 'chongqing'], ['冀', 'hebei'], ['豫', 'henan'], ['云', 'yunnan'], ['辽', 'liaoning'],
  ['黑', 'heilongjiang'], ['湘', 'hunan'], ['皖', 'anhui'], ['鲁', 'shandong'], ['新', 'xinjiang'], ['苏', 'jiangsu'], ['浙', 'zhejiang'], ['赣', 'jiangxi'],
  ['鄂', 'hubei'], ['桂', 'guangxi'], ['甘', 'gansu'], ['晋', 'shanxi'], ['蒙', 'neimenggu'], ['陕', 'shaanxi'], ['吉', 'jilin'], ['闽', 'fujian'],
  ['贵', 'guizhou'], ['粤', 'guangdong'], ['青', 'qinghai'], ['藏', 'xizang'], ['川', 'sichuan'], ['宁', 'ningxia'], ['琼', 'hainan'],
] as const;

export type ProvinceAbbr = (typeof PROVINCES)[number][0];

/** The select options of a plate's province: abbreviation → the label key (the abbreviation and the name). */
export const PROVINCE_OPTIONS: Readonly<Record<string, string>> = Object.fromEntries(PROVINCES.map(([abbr, key]) => [abbr, `permits.provinces.${key}`]));

/** The province names, by key, in each language (the label shows the abbreviation, then the name). */
export const PROVINCE_NAMES = {
  'zh-CN': { beijing: '北京', tianjin: '天津', shanghai: '上海', chongqing: '重庆', hebei: '河北', henan: '河南', yunnan: '云南', liaoning: '辽宁', heilongjiang: '黑龙江', hunan: '湖南', anhui: '安徽', shandong: '山东', xinjiang: '新疆', jiangsu: '江苏', zhejiang: '浙江', jiangxi: '江西', hubei: '湖北', guangxi: '广西', gansu: '甘肃', shanxi: '山西', neimenggu: '内蒙古', shaanxi: '陕西', jilin: '吉林', fujian: '福建', guizhou: '贵州', guangdong: '广东', qinghai: '青海', xizang: '西藏', sichuan: '四川', ningxia: '宁夏', hainan: '海南' },
  'zh-TW': { beijing: '北京', tianjin: '天津', shanghai: '上海', chongqing: '重慶', hebei: '河北', henan: '河南', yunnan: '雲南', liaoning: '遼寧', heilongjiang: '黑龍江', hunan: '湖南', anhui: '安徽', shandong: '山東', xinjiang: '新疆', jiangsu: '江蘇', zhejiang: '浙江', jiangxi: '江西', hubei: '湖北', guangxi: '廣西', gansu: '甘肅', shanxi: '山西', neimenggu: '內蒙古', shaanxi: '陝西', jilin: '吉林', fujian: '福建', guizhou: '貴州', guangdong: '廣東', qinghai: '青海', xizang: '西藏', sichuan: '四川', ningxia: '寧夏', hainan: '海南' },
  'en-US': { beijing: 'Beijing', tianjin: 'Tianjin', shanghai: 'Shanghai', chongqing: 'Chongqing', hebei: 'Hebei', henan: 'Henan', yunnan: 'Yunnan', liaoning: 'Liaoning', heilongjiang: 'Heilongjiang', hunan: 'Hunan', anhui: 'Anhui', shandong: 'Shandong', xinjiang: 'Xinjiang', jiangsu: 'Jiangsu', zhejiang: 'Zhejiang', jiangxi: 'Jiangxi', hubei: 'Hubei', guangxi: 'Guangxi', gansu: 'Gansu', shanxi: 'Shanxi', neimenggu: 'Inner Mongolia', shaanxi: 'Shaanxi', jilin: 'Jilin', fujian: 'Fujian', guizhou: 'Guizhou', guangdong: 'Guangdong', qinghai: 'Qinghai', xizang: 'Tibet', sichuan: 'Sichuan', ningxia: 'Ningxia', hainan: 'Hainan' },
} as const;

/** zh-CN "浙 · 浙江", en-US "浙 · Zhejiang": the option labels of each language (pt-BR uses the English names). */
export function provinceLabels(language: keyof typeof PROVINCE_NAMES): Record<string, string> {
  const names: Readonly<Record<string, string>> = PROVINCE_NAMES[language];
  return Object.fromEntries(PROVINCES.map(([abbr, key]) => [key, `${abbr} · ${names[key]}`]));
}
