/** The npm package `edifact` (no types of its own): the Reader the round-trip tests use, and its validator's tables. */
declare module 'edifact' {
  export class Reader {
    /** Not in its documented API: the validator the reader checks segments against (the tests relax one entry). */
    _validator: { define(definitions: Record<string, { requires: number; components?: string[]; elements?: string[] }>): void };
    parse(document: string): Array<{ name: string; elements: string[][] }>;
  }
}
