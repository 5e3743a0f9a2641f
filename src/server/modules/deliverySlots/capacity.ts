import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { ConflictError, ValidationError } from '../../errors';

/**
 * Delivery slots with capacity: a slot holds at most `capacity` live (not cancelled) orders per
 * delivery date. Booking locks the slot row, so two agents filling the last place queue and the
 * second is told the slot is full.
 */

export interface SlotDay { id: number; name: string; startsAt: string; endsAt: string; capacity: number; booked: number; remaining: number; full: boolean }

export async function slotsForDay(db: Db, deliveryDate: string): Promise<SlotDay[]> {
  return (await sql<SlotDay>`SELECT s.id, s.name, to_char(s.starts_at, 'HH24:MI') AS "startsAt", to_char(s.ends_at, 'HH24:MI') AS "endsAt", s.capacity,
      coalesce(b.n, 0)::int AS booked, greatest(s.capacity - coalesce(b.n, 0), 0)::int AS remaining, coalesce(b.n, 0) >= s.capacity AS full
    FROM delivery_slots s
    LEFT JOIN (SELECT delivery_slot_id, count(*) AS n FROM orders WHERE delivery_date = ${deliveryDate}::date AND status <> 17
      GROUP BY delivery_slot_id) b ON b.delivery_slot_id = s.id
    WHERE s.active ORDER BY s.starts_at, s.id`.execute(db)).rows;
}

/** Refuses a closed or full slot for this date (the order itself does not count against it). Call inside the booking transaction. */
export async function assertSlotHasRoom(trx: Db, slotId: number, deliveryDate: string, orderId: number): Promise<void> {
  const slot = (await sql<{ name: string; capacity: number; active: boolean }>`SELECT name, capacity, active FROM delivery_slots
    WHERE id = ${slotId} FOR UPDATE`.execute(trx)).rows[0];
  if (!slot?.active) throw new ValidationError([{ field: 'deliverySlot', message: `delivery slot ${slotId} does not exist or is closed` }]);
  const booked = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders WHERE delivery_date = ${deliveryDate}::date
    AND delivery_slot_id = ${slotId} AND status <> 17 AND id <> ${orderId}`.execute(trx)).rows[0].n;
  if (booked >= slot.capacity) {
    throw new ConflictError(`Delivery slot "${slot.name}" on ${deliveryDate} is full (${booked} of ${slot.capacity} booked); choose another slot or date`);
  }
}
