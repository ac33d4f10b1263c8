import type { JobQueue } from '../jobs/jobs-plugin';
import type { MONTHLY_SEND_JOB, SendPayload, SlotPayload, WEEKLY_SEND_JOB } from './job-payloads';
import type { Recipient } from './notifications-repository';

/** One send job per recipient, each with a key, so a fan-out that runs again queues nothing new. */
export async function fanOut(
  jobs: JobQueue,
  sendJob: typeof WEEKLY_SEND_JOB | typeof MONTHLY_SEND_JOB,
  slot: SlotPayload,
  recipients: Recipient[],
) {
  for (const recipient of recipients) {
    const send: SendPayload = { uid: recipient.uid, placeId: recipient.placeId, ...slot };
    await jobs.enqueue(sendJob, send, {
      singletonKey: `${sendJob}:${slot.key}:${recipient.placeId}:${recipient.uid}`,
      maxAttempts: 5,
    });
  }
}
