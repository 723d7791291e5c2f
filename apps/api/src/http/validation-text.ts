/**
 * The words of a refused request field (issue 30): the contract's validation errors (Ajv keywords) become one
 * sentence in the caller's language that names the field as the forms do, never Ajv's own English
 * ("must match pattern …", "must be string,null").
 *
 * The field's label is the forms' label of that name (entity descriptions, the domains' `fields` texts), else
 * the contract's `title` of the property, else the name made readable ("orderNo" → "order no").
 */
import type { ErrorObject } from 'ajv';
import { serverMessage, type ServerLanguage, type ServerMessageKey } from '@port/config/server-messages';
import { ENTITY_DESCRIPTIONS, domainTexts, type TextTree } from '@port/sdk/domains';
import { resources } from '@port/config/i18n';
import { clientText } from '../lib/text';

/**
 * Field name → label, per language: the entity descriptions' field labels (what the forms show), then every
 * `fields` group of the domains' texts; the first of a name wins.
 */
const labels = new Map<ServerLanguage, Map<string, string>>();
function labelMap(lang: ServerLanguage): Map<string, string> {
  let map = labels.get(lang);
  if (map) return map;
  map = new Map();
  for (const entity of ENTITY_DESCRIPTIONS) {
    for (const [name, spec] of Object.entries(entity.fields as Record<string, { label?: string } | undefined>)) {
      if (spec?.label && !map.has(name)) map.set(name, clientText(lang, spec.label));
    }
  }
  const walk = (node: TextTree, underFields: boolean) => {
    for (const [k, v] of Object.entries(node)) {
      if (typeof v === 'string') {
        if (underFields && !map!.has(k)) map!.set(k, v);
      } else walk(v, k === 'fields');
    }
  };
  walk(domainTexts[lang], false);
  // The sign-in form's labels (the central catalogue's login group): what the auth operations' fields are called.
  const login = resources[lang].translation.login;
  for (const name of ['mobile', 'password', 'code'] as const) if (!map.has(name)) map.set(name, login[name]);
  labels.set(lang, map);
  return map;
}

const humanise = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();

type Schema = { title?: unknown; properties?: Record<string, { title?: unknown } | undefined> };

function labelOf(lang: ServerLanguage, path: string[], schema: Schema | undefined): string {
  const name = [...path].reverse().find((p) => !/^\d+$/.test(p));
  if (!name) return '';
  const title = typeof schema?.title === 'string' ? schema.title : undefined;
  return labelMap(lang).get(name) ?? title ?? humanise(name);
}

const TYPE_WORDS: Record<string, ServerMessageKey> = {
  string: 'typeString',
  integer: 'typeInteger',
  number: 'typeNumber',
  boolean: 'typeBoolean',
  array: 'typeArray',
  object: 'typeObject',
};

export interface Refusal {
  text: string;
  /** Where the field is: body.items.0.truckId, query.orderNo, params.id. */
  field: string;
}

/**
 * The refusal of the first error. `context` is Fastify's validation context (body, querystring, params, headers).
 * Needs the errors of an Ajv with `verbose` on (parentSchema gives the property's title).
 */
export function validationRefusal(lang: ServerLanguage, errors: readonly ErrorObject[] | null | undefined, context: string): Refusal {
  const where = context === 'querystring' ? 'query' : context;
  const e = errors?.[0];
  if (!e) return { text: serverMessage(lang, 'invalidBody', { detail: '' }), field: where };
  const path = e.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const parent = e.parentSchema as Schema | undefined;
  const params = e.params as Record<string, unknown>;
  // required and additionalProperties report the object; the field is the property they name.
  const child = (typeof params.missingProperty === 'string' && params.missingProperty) ||
    (typeof params.additionalProperty === 'string' && params.additionalProperty) || undefined;
  const fieldPath = child ? [...path, child] : path;
  const field = fieldPath.length ? `${where}.${fieldPath.join('.')}` : where;
  const label = labelOf(lang, fieldPath, child ? parent?.properties?.[child] : parent) || where;
  const say = (key: ServerMessageKey, more: Record<string, string | number> = {}) => ({ text: serverMessage(lang, key, { field: label, ...more }), field });
  const limit = Number(params.limit);
  switch (e.keyword) {
    case 'required':
      return say('fieldRequired');
    case 'additionalProperties':
      return say('fieldNotAllowed');
    case 'type': {
      const wanted = String(params.type ?? '').split(',').find((t) => t !== 'null') ?? 'string';
      return say('fieldWrongType', { type: serverMessage(lang, TYPE_WORDS[wanted] ?? 'typeString') });
    }
    case 'maxLength':
      return say('fieldTooLong', { max: limit });
    case 'minLength':
      // An empty text where one is needed reads as a missing field.
      return limit <= 1 ? say('fieldRequired') : say('fieldTooShort', { min: limit });
    case 'maxItems':
      return say('fieldTooManyItems', { max: limit });
    case 'minItems':
      return say('fieldTooFewItems', { min: limit });
    case 'minimum':
    case 'exclusiveMinimum':
      return say('fieldTooSmall', { limit: e.keyword === 'minimum' ? limit : `${limit}+` });
    case 'maximum':
    case 'exclusiveMaximum':
      return say('fieldTooLarge', { limit });
    case 'enum':
    case 'const':
      return say('fieldNotOption');
    case 'safeText':
      return say('fieldUnsafeText');
    default:
      // pattern, format, oneOf/anyOf and the rest: the value's form is wrong.
      return say('fieldInvalid');
  }
}
