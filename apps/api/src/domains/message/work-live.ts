/**
 * The live work count (issue 26): a type 6 frame on the bus channel of each user whose company's work queue a
 * change touched, so whichever replica holds their sockets forwards it and the console reads its queue again.
 * The acting user is told too (their other tabs and colleagues' counts move with them). A frame lost while the
 * bus is down is made up by the next read of the queue.
 */
import type { AppServices } from '../../services';
import { userChannel, type WorkFrame } from './channel';

const FRAME: WorkFrame = { type: 6, event: 'work' };

export async function publishWorkChanged(services: AppServices, userIds: readonly string[]): Promise<void> {
  await Promise.all([...new Set(userIds)].map((id) => services.bus.publish(userChannel(id), { kind: 'work', frame: FRAME })));
}
