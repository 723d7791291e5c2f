import type { EventEmitter } from 'node:events';
import * as ws from 'ws';
import { describe, expect, it } from 'vitest';
import { sharedFrame } from './socket-hub';

/** ws exports its frame parser (Receiver), which @types/ws does not declare. */
type FrameParser = EventEmitter & { write(chunk: Buffer): boolean };
const { Receiver } = ws as unknown as { Receiver: new (options: { isServer: boolean }) => FrameParser };

/** What a WebSocket client reads from the bytes a hub writes: ws's own frame parser, as a browser's would. */
function received(wire: Buffer): Promise<{ text: string; isBinary: boolean }> {
  return new Promise((resolve, reject) => {
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data: Buffer, isBinary: boolean) => resolve({ text: data.toString('utf8'), isBinary }));
    receiver.on('error', reject);
    receiver.write(wire);
  });
}

describe('sharedFrame', () => {
  // The three lengths of RFC 6455 §5.2: 7 bits, 16 bits, 64 bits.
  it.each([['short', 'x'], ['medium', '通知'.repeat(100)], ['long', 'n'.repeat(70_000)]])('a %s frame reaches a client as the JSON text it carries', async (_size, content) => {
    const frame = { type: 3, id: 'n-1', content };
    const shared = sharedFrame(frame);
    expect(shared.text.toString('utf8')).toBe(JSON.stringify(frame));
    const got = await received(shared.wire);
    expect(got.isBinary).toBe(false);
    expect(JSON.parse(got.text)).toEqual(frame);
  });
});
