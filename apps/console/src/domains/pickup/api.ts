/** The pick-up screens' calls (the contract's operations through the console's one client). */
import type { Schemas } from '@port/sdk/contract';
import { callOperation } from '../../shared/entity/calls';
import { addPortDays, formatDateTime, portToday, toDate } from '@port/sdk';

export type Application = Schemas['PickupApplication'];
export type Slot = Schemas['PickupSlot'];
export type Reservation = Schemas['PickupReservation'];

export const getApplication = (id: string) => callOperation<Application>('getPickupApplication', { path: { id } });
export const releasedApplications = () =>
  callOperation<{ data: Application[] }>('listPickupApplications', { query: { status: 'released', pageSize: 50 } }).then((p) => p.data);
export const listYards = () => callOperation<{ data: Array<{ id: string; name: string }> }>('listPickupYards', {}).then((p) => p.data);
export const listSlots = (yardId: string, date: string, sizeType?: string) =>
  callOperation<Slot[]>('listPickupSlots', { query: { yardId, date, ...(sizeType ? { sizeType } : {}) } });
export const slotAlternatives = (id: string, limit?: number) =>
  callOperation<Slot[]>('listPickupSlotAlternatives', { path: { id }, ...(limit ? { query: { limit } } : {}) });
export const setCapacity = (id: string, capacity: number) => callOperation<Slot>('updatePickupSlot', { path: { id }, body: { capacity } });
export const reserve = (body: { applicationId: string; slotId: string; truckPlate: string; ctnNo?: string | null }) =>
  callOperation<Reservation>('createPickupReservation', { body });
export const listReservations = (pageNo: number, pageSize: number, applicationId?: string) =>
  callOperation<{ data: Reservation[]; total: number }>('listPickupReservations', { query: { pageNo, pageSize, ...(applicationId ? { applicationId } : {}) } });
export const getReservation = (id: string) => callOperation<Reservation>('getPickupReservation', { path: { id } });
export const cancelReservation = (id: string) => callOperation<Reservation>('cancelPickupReservation', { path: { id } });
export const changeReservation = (id: string, slotId: string) => callOperation<Reservation>('changePickupReservation', { path: { id }, body: { slotId } });
export const gateIn = (id: string) => callOperation<Reservation>('gateInPickupReservation', { path: { id } });
export const markNoShow = (id: string) => callOperation<Reservation>('markPickupReservationNoShow', { path: { id } });

/** 'YYYY-MM-DD HH:mm:ss' → 'HH:mm'. */
export const hhmm = (dateTime: string) => formatDateTime(dateTime, 'HH:mm');

/** The wire's DateTime (ISO 8601 with an offset) is at or before now: compared as instants, whatever the offsets. */
export const isPast = (dateTime: string): boolean => (toDate(dateTime)?.getTime() ?? Number.POSITIVE_INFINITY) <= Date.now();
/** The port's calendar day `offset` days from today, YYYY-MM-DD (the port's zone, whatever the browser's). */
export const portDay = (offset = 0): string => addPortDays(portToday(), offset);
