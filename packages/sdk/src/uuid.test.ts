import { describe, expect, it } from 'vitest';
import { uuidv4 } from './uuid';

describe('uuidv4', () => {
  it('answers distinct version-4 UUIDs', () => {
    const ids = Array.from({ length: 200 }, uuidv4);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
