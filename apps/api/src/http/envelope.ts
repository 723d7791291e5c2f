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
