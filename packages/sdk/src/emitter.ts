/** A tiny synchronous event emitter; a failing listener never stops the others. */
export type Listener<E> = (event: E) => void;

export interface Emitter<E> {
  emit(event: E): void;
  /** Subscribes; answers the unsubscribe function. */
  on(listener: Listener<E>): () => void;
  /** How many listeners are subscribed. */
  readonly size: number;
}

export function createEmitter<E>(): Emitter<E> {
  const listeners = new Set<Listener<E>>();
  return {
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          // Report the listener's bug without breaking the caller or the other listeners.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get size() {
      return listeners.size;
    },
  };
}
