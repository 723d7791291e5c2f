/**
 * Requests built from the contract (openapi/ bundled in @port/sdk): values its schemas accept, for the tests
 * that walk every operation (the access matrix, the input fuzz). One generator, so both send what passes validation.
 */
import spec from '@port/sdk/openapi.json';
import { ctn } from './trucking-helpers';

export type Json = Record<string, unknown>;
export type Schema = Json & { $ref?: string };

export const contract = spec as unknown as { components: Record<string, Record<string, Schema>>; paths: Record<string, Record<string, Json>> };

export function deref(s: Schema | undefined): Schema | undefined {
  let node = s;
  for (let i = 0; node?.$ref && i < 20; i++) {
    const [, group, name] = /^#\/components\/(\w+)\/(\w+)$/.exec(node.$ref) ?? [];
    node = contract.components[group!]?.[name!];
  }
  return node;
}

/** Values for the contract's patterns (the generator does not invert regular expressions). */
export const PATTERNS: Record<string, string> = {
  '^[0-9a-f]{64}$': 'a'.repeat(64),
  '^[a-z][a-z0-9-]{0,49}$': 'matrix',
  '^([0-9]{2}|[0-9]{4}|[0-9]{6})$': '33',
  '^[0-9]{6}$': '330200',
  '^[0-9]{2,12}$': '330206',
  '^[A-Za-z][A-Za-z0-9_]{0,99}$': 'sys_user_sex',
  '^[0-9]+$': '1',
  '^[0-9]+(,[0-9]+)*$': '1',
  '^[1-9][0-9]{0,17}$': '1',
  '^[A-Za-z0-9_-]{8,64}$': 'matrix-export-1',
  '^1[3-9][0-9]{9}$': '13900000077',
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{1,3})?(Z|[+-][0-9]{2}:[0-9]{2})| [0-9]{2}:[0-9]{2}:[0-9]{2})$': '2026-01-01T00:00:00+08:00',
  '^[0-9]{13}$': '1767225600000',
  '^[A-Za-z][A-Za-z0-9_]{0,49}$': 'matrixRole',
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}$': '2026-01-01',
};

/** Values the handlers' own rules accept, by property name, for required fields the schema alone cannot tell. */
export const HINTS: Json = {
  mobile: '13900000077', contactMobile: '13900000077', companyMobile: '13900000077', invoiceMobile: '13900000077',
  takeAddress: 'ZITYARD', bankName: '中国银行宁波分行', truckLicense: '浙B9M001', trailerLicense: '', ctnNo: ctn('TGHU', 77),
  containerNo: ctn('TGHU', 77), companyLegalPerson: '张三', invoiceCompanyName: '矩阵测试有限公司', companyCname: '矩阵测试有限公司',
  ctnSize: '40', ctnType: 'HC', accountNo: '6222020200112233', newMobile: '13900000078',
  password: 'Matrix@2024', checkPass: 'Matrix@2024', newPassword: 'Matrix@2024',
};

/** Builds a value the schema accepts; `named` overrides properties by name (the probed record ids). */
export function sample(schema: Schema | undefined, named: Json, depth = 0): unknown {
  const s = deref(schema);
  if (!s || depth > 8) return undefined;
  if (Array.isArray(s.allOf)) {
    const parts = (s.allOf as Schema[]).map(deref);
    const properties = Object.assign({}, ...parts.map((p) => (p?.properties ?? {}) as Json));
    const required = parts.flatMap((p) => (p?.required ?? []) as string[]);
    return sample({ ...s, allOf: undefined, type: 'object', properties, required }, named, depth);
  }
  const alt = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (alt) return sample(alt.find((a) => deref(a)?.type !== 'null') ?? alt[0], named, depth + 1);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== 'null') : (s.type as string | undefined);
  if (type === 'object' || s.properties) {
    const props = (s.properties ?? {}) as Record<string, Schema>;
    const required = new Set((s.required ?? []) as string[]);
    const out: Json = {};
    for (const [k, v] of Object.entries(props)) {
      if (k in named) out[k] = named[k];
      else if (required.has(k)) out[k] = k in HINTS && !deref(v)?.pattern ? HINTS[k] : sample(v, named, depth + 1);
    }
    return out;
  }
  if (type === 'array') {
    const n = Math.max(1, Number(s.minItems ?? 0));
    return Array.from({ length: n }, () => sample(s.items as Schema, named, depth + 1));
  }
  if (type === 'integer' || type === 'number') return Number(s.minimum ?? (s.exclusiveMinimum !== undefined ? Number(s.exclusiveMinimum) + 1 : 1));
  if (type === 'boolean') return true;
  if (type === 'string') {
    if (typeof s.pattern === 'string') return PATTERNS[s.pattern] ?? 'x';
    if (s.format === 'email') return 'matrix@example.com';
    if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
    if (s.format === 'binary') return 'x';
    const min = Number(s.minLength ?? 1);
    const max = Number(s.maxLength ?? 20);
    return 'matrix'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, 6)));
  }
  return undefined;
}

