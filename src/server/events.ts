import { EventEmitter } from 'node:events';

/** Who may receive an event: staff of these roles, at this location (null/omitted: any location). */
export interface Audience { roles?: string[]; locationId?: number | null; agentIds?: number[] }

export interface PublishedEvent { event: string; payload: unknown; audience?: Audience }

/**
 * The in-process event bus. Services publish after their transaction commits; the realtime plugin
 * forwards events to socket rooms. Services receive the bus as a parameter (no singleton).
 */
export interface EventBus {
  publish(event: string, payload: unknown, audience?: Audience): void;
  subscribe(listener: (e: PublishedEvent) => void): () => void;
}

export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(100);
  return {
    publish: (event, payload, audience) => { emitter.emit('event', { event, payload, audience }); },
    subscribe: (listener) => { emitter.on('event', listener); return () => emitter.off('event', listener); },
  };
}
