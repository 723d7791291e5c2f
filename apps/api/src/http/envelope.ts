/** The answer shape of ARCHITECTURE.md: { code, msg, message, result } with msg === message. */
export interface Envelope<T> {
  code: number | string;
  msg: string;
  message: string;
  result: T;
  traceId?: string;
  field?: string;
}

export function envelope<T>(code: number | string, text: string, result: T, extra: Partial<Envelope<T>> = {}): Envelope<T> {
  return { code, msg: text, message: text, result, ...extra };
}

/** A handler's answer with a message other than the default '操作成功'. */
export class Answer<T> {
  constructor(
    readonly result: T,
    readonly text: string,
  ) {}
}

const serialized = new WeakMap<object, string>();

/**
 * Marks an answer that is kept and sent many times unchanged (a cached route tree): its JSON is written once and
 * spliced into each envelope. The value must not change afterwards.
 */
export function serializeOnce<T extends object>(value: T): T {
  serialized.set(value, JSON.stringify(value));
  return value;
}

/** The envelope as JSON text when its result was marked by serializeOnce (undefined otherwise). */
export function envelopeJson(code: number | string, text: string, result: unknown): string | undefined {
  const json = result !== null && typeof result === 'object' ? serialized.get(result) : undefined;
  if (json === undefined) return undefined;
  const t = JSON.stringify(text);
  return `{"code":${JSON.stringify(code)},"msg":${t},"message":${t},"result":${json}}`;
}
