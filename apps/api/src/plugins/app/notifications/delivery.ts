import type { FastifyInstance } from 'fastify';
import type { NotificationKind } from '@venues/contracts/notifications';
import type { OutgoingMail } from '../mail/mail-outbox-repository';

export type Delivery = { kind: NotificationKind; uid: string; placeId: string; subject: string };

/**
 * Queues the mail unless this delivery was recorded already; one transaction for both (decision 0011),
 * so that no retry, restart or second replica sends it twice.
 */
export async function deliverOnce(app: FastifyInstance, delivery: Delivery, mail: OutgoingMail) {
  await app.db.transaction(async (tx) => {
    if (await app.notificationsRepository.claimDelivery(tx, delivery)) await app.mailer.send(mail, tx);
  });
}
