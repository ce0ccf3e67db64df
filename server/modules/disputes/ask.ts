import type { AskDisputeQuestionBody } from '../../../contract';
import { ApiError } from '../../http/api-error';
import type { Services } from '../../services';
import type { AuditActor } from '../audit/record';
import { recordAudit } from '../audit/record';
import { decidedRefusal } from '../escrow/decision-audit';
import { insertQuestion } from '../escrow/questions';
import { notify } from '../notification/notify';
import { buyerOrderLink, sellerOrderLink } from '../order/notifications';
import { buyerTicketOrderLink } from '../ticket/notifications';
import type { DeskKind } from './kinds';
import { disputedPurchase } from './queries';

/** A ticket order's organiser has no page of the order in the app to answer on. */
export const ORGANISER_NOT_ASKABLE =
  "A ticket order's organiser cannot answer in the app; ask the buyer, or write to the organiser.";

/**
 * A staff member asks one party of an open dispute a question (`dispute.question`, audited): the
 * party is notified in the app and by e-mail and answers on their order, once.
 */
export async function askQuestion(
  services: Pick<Services, 'db' | 'clock' | 'config'>,
  kind: DeskKind,
  id: string,
  actor: AuditActor,
  body: AskDisputeQuestionBody,
): Promise<void> {
  if (kind.slug === 'ticket-order' && body.to === 'seller')
    throw new ApiError(422, ORGANISER_NOT_ASKABLE, { to: ORGANISER_NOT_ASKABLE });
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const purchase = await disputedPurchase(tx, kind, id);
    if (purchase.dispute.decidedAt) throw (await decidedRefusal(tx, kind.disputes, id)) ?? new ApiError(409, 'Already decided.');
    const question = await insertQuestion(
      tx,
      { kind: kind.slug, orderId: id, party: body.to, text: body.text, askedBy: actor.id },
      now,
    );
    const link =
      kind.slug === 'ticket-order' ? buyerTicketOrderLink(id) : body.to === 'buyer' ? buyerOrderLink(id) : sellerOrderLink(id);
    const title = 'A question about your dispute';
    const text = `Kampus asks about the dispute of “${purchase.title}”: ${body.text} Please answer on the order's page.`;
    await notify(
      tx,
      [
        {
          userId: body.to === 'buyer' ? purchase.buyerId : purchase.sellerId,
          kind: 'dispute',
          title,
          body: text,
          link,
          email: {
            subject: `Kampus: ${title}`,
            text: `${text}\n\nAnswer it here: ${services.config.publicOrigin ?? ''}${link}\n`,
          },
        },
      ],
      now,
    );
    await recordAudit(
      tx,
      {
        actor,
        action: 'dispute.question',
        target: { type: kind.slug, id },
        before: null,
        after: { questionId: question.id, to: body.to, text: body.text },
      },
      now,
    );
  });
}
