import type { FastifyInstance } from 'fastify';
import { MONTHLY_JOB, WEEKLY_JOB } from './job-payloads';
import type { NotificationSlot } from './notifications-repository';

/** A digest or report not sent within a day of its slot (the service was down) is skipped, not sent late. */
const CATCH_UP_MS = 24 * 3_600_000;

const due = (slot: NotificationSlot, now: Date) =>
  now.getTime() >= slot.slot.getTime() && now.getTime() < slot.slot.getTime() + CATCH_UP_MS;

/**
 * The scheduler's tick: queues the weekly digest's and the monthly report's fan-out when their slot is due
 * at `now`, once per slot across replicas (singleton keys). The notify.schedule job runs it.
 */
export function notificationScheduler(app: FastifyInstance) {
  return async (now = new Date()) => {
    const { weekly, monthly } = await app.notificationsRepository.slotsAt(now);
    for (const [job, slot] of [
      [WEEKLY_JOB, weekly],
      [MONTHLY_JOB, monthly],
    ] as const) {
      if (!due(slot, now)) continue;
      await app.jobs.enqueue(
        job,
        { key: slot.key, asOf: slot.asOf.toISOString() },
        { singletonKey: `${job}:${slot.key}`, maxAttempts: 5 },
      );
    }
  };
}
