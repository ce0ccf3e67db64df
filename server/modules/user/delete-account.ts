import { and, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { finalOrderStatuses } from '../../../contract';
import type { Database } from '../../db/database';
import { conflict, invalidField } from '../../http/api-error';
import { describeError } from '../../logger';
import { logSecurityEvent } from '../../security-log';
import type { Services } from '../../services';
import { emailCodes, refreshTokens, resetTokens, sessions } from '../auth/schema';
import { reservePasswordCheck } from '../auth/login-throttle';
import type { SessionUser } from '../auth/session-user';
import { events } from '../event/schema';
import { files } from '../file/schema';
import { kycSubmissions } from '../kyc/schema';
import { balancesOfUser } from '../ledger/queries';
import { savedListings } from '../listing/schema';
import { catalogueChanged } from '../listing/read-cache';
import { notificationEmails, notifications } from '../notification/schema';
import { orderDisputes, orders } from '../order/schema';
import { products } from '../product/schema';
import { userSettings } from '../settings/schema';
import { supportRequests } from '../support/schema';
import { chatMessages, chats } from '../chat/schema';
import { ticketOrders } from '../ticket/schema';
import { walletBankAccounts, walletDeposits, withdrawalPinOtps, withdrawalPins, withdrawals } from '../wallet/schema';
import { removePhotoFiles } from './photo';
import { users } from './schema';

/** What a deleted account's name becomes wherever it still shows (orders, reviews). */
export const DELETED_FIRSTNAME = 'Deleted';
export const DELETED_LASTNAME = 'user';
/** What a deleted account's chat messages say instead of what they said. */
export const ERASED_MESSAGE = 'This message was erased when its sender deleted their account.';
/** Not an argon2 hash: no password ever verifies against it. */
const UNUSABLE_PASSWORD_HASH = '!account-deleted';

/** How long a deposit left pending may still be paid. */
const PENDING_DEPOSIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A unique address that cannot receive mail (.invalid is reserved for that). */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Why the account cannot be deleted yet, as a sentence for the person, or null. Money held for
 * them or by them, and orders still under way, must first end the usual way.
 */
async function refusal(tx: Database, userId: string, now: Date): Promise<string | null> {
  const balances = await balancesOfUser(tx, userId);
  if (balances.inEscrowAsBuyer !== 0 || balances.inEscrowAsSeller !== 0) {
    return 'Your account cannot be deleted while money is held in escrow for one of your orders. Wait until every order is completed or refunded.';
  }
  const [open] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)), notInArray(orders.status, [...finalOrderStatuses])))
    .limit(1);
  // A ticket order still waiting for its payment (or paid, either side) has not ended either.
  const [openTickets] = await tx
    .select({ id: ticketOrders.id })
    .from(ticketOrders)
    .where(
      and(
        or(eq(ticketOrders.buyerId, userId), eq(ticketOrders.sellerId, userId)),
        inArray(ticketOrders.status, ['pending_payment', 'paid', 'disputed']),
      ),
    )
    .limit(1);
  if (open || openTickets) {
    return 'Your account cannot be deleted while you have an order that has not ended. Wait until every order is completed or cancelled.';
  }
  const [pending] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'pending')))
    .limit(1);
  if (pending) {
    return 'Your account cannot be deleted while a withdrawal is on its way to your bank. Wait until it arrives.';
  }
  // A deposit paid after the deletion would land in an account nobody can use: one started in the
  // last day may still be paid. An older one was abandoned on the payment page.
  const [depositing] = await tx
    .select({ id: walletDeposits.id })
    .from(walletDeposits)
    .where(
      and(
        eq(walletDeposits.userId, userId),
        eq(walletDeposits.status, 'pending'),
        gt(walletDeposits.createdAt, new Date(now.getTime() - PENDING_DEPOSIT_WINDOW_MS)),
      ),
    )
    .limit(1);
  if (depositing) {
    return 'Your account cannot be deleted while a deposit you started today may still be paid. Try again tomorrow, or finish the deposit and withdraw it.';
  }
  if (balances.available !== 0) {
    return 'Your account cannot be deleted while your wallet has a balance. Withdraw it to your bank first.';
  }
  return null;
}

/**
 * DELETE /v1/user: after the password is checked, in one transaction, refuses (409) while money
 * or an order is open, else erases or anonymises everything personal, ends every session and
 * takes every listing out of the catalogue. Orders, their events and disputes, ledger entries,
 * deposits and withdrawals stay, tied to the anonymous account, as financial records must be
 * kept. Private files (KYC documents) and the profile photo are removed from storage once the
 * transaction committed.
 */
export async function deleteAccount(services: Services, user: SessionUser, password: string, address: string): Promise<void> {
  const { db, clock, passwords, storage, logger } = services;
  const attempt = await reservePasswordCheck(services, 'password_change', user.email, address);
  const [stored] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!stored || !(await passwords.verify(stored.passwordHash, password))) {
    attempt.failed();
    logSecurityEvent(logger, 'password_change_failed', { userId: user.id, address, purpose: 'account_deletion' });
    throw invalidField('password', 'Password is incorrect');
  }
  await attempt.succeeded();

  const now = clock.now();
  const outcome = await db.transaction(async (tx) => {
    // Holding the account's row makes an order or a withdrawal being written for it wait
    // (their foreign key locks the row), so the checks below stay true until the commit.
    const [locked] = await tx.select({ photoPath: users.photoPath }).from(users).where(eq(users.id, user.id)).for('update');
    const reason = await refusal(tx, user.id, now);
    if (reason) return { refused: reason };

    // Files that go: every private upload except photos attached to a dispute (an order record).
    const disputePhotos = tx
      .select({ key: sql<string>`unnest(${orderDisputes.photoKeys})` })
      .from(orderDisputes)
      .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
      .where(or(eq(orders.buyerId, user.id), eq(orders.sellerId, user.id)));
    const privateFiles = await tx
      .select({ key: files.key, bucket: files.bucket })
      .from(files)
      .where(and(eq(files.ownerId, user.id), eq(files.visibility, 'private'), notInArray(files.key, disputePhotos)));
    const kycFiles = await tx
      .select({ document: kycSubmissions.documentImage, logo: kycSubmissions.brandLogo })
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, user.id));
    const kycKeys = kycFiles.flatMap(({ document, logo }) => (logo ? [document, logo] : [document]));
    const keys = [...new Set([...privateFiles.map((file) => file.key), ...kycKeys])];
    const gone =
      keys.length > 0
        ? await tx.select({ key: files.key, bucket: files.bucket }).from(files).where(inArray(files.key, keys))
        : [];

    // The profile photo: its row (and its sizes' rows) now, its files after the commit.
    const photoPath = locked?.photoPath ?? null;
    if (photoPath) await tx.delete(files).where(eq(files.key, photoPath.slice(photoPath.lastIndexOf('/') + 1)));

    // KYC: the submissions (NIN, names, document, brand) go before the files they point at.
    await tx.delete(kycSubmissions).where(eq(kycSubmissions.userId, user.id));
    if (gone.length > 0) {
      await tx.delete(files).where(
        inArray(
          files.key,
          gone.map((file) => file.key),
        ),
      );
    }

    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
    await tx.delete(emailCodes).where(eq(emailCodes.userId, user.id));
    await tx.delete(resetTokens).where(eq(resetTokens.userId, user.id));

    // Listings leave the catalogue the way a seller's delete does when orders point at them.
    const archivedProducts = await tx
      .update(products)
      .set({ status: 'archived', updatedAt: now })
      .where(eq(products.sellerId, user.id))
      .returning({ id: products.id });
    const archivedEvents = await tx
      .update(events)
      .set({ status: 'archived', updatedAt: now })
      .where(eq(events.sellerId, user.id))
      .returning({ id: events.id });

    // The orders stay as financial records; who they were delivered to, and how to reach them, go.
    await tx
      .update(orders)
      .set({
        deliveryFirstname: DELETED_FIRSTNAME,
        deliveryLastname: DELETED_LASTNAME,
        deliveryPhone: '',
        deliveryAddress: null,
        deliveryLandmark: null,
        deliveryEmail: null,
      })
      .where(eq(orders.buyerId, user.id));
    await tx
      .update(ticketOrders)
      .set({
        contactFirstname: DELETED_FIRSTNAME,
        contactLastname: DELETED_LASTNAME,
        contactEmail: deletedEmail(user.id),
        contactPhone: '',
        contactAddress: '',
        contactLandmark: '',
      })
      .where(eq(ticketOrders.buyerId, user.id));
    // Their messages are erased (the other party keeps the conversation, which closes).
    await tx.update(chatMessages).set({ body: ERASED_MESSAGE, imageKeys: [] }).where(eq(chatMessages.senderId, user.id));
    await tx
      .update(chats)
      .set({ closedAt: now, closedBy: user.id })
      .where(and(or(eq(chats.userLow, user.id), eq(chats.userHigh, user.id)), isNull(chats.closedAt)));

    await tx.delete(savedListings).where(eq(savedListings.userId, user.id));
    await tx.delete(notificationEmails).where(eq(notificationEmails.toUserId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(userSettings).where(eq(userSettings.userId, user.id));
    await tx.delete(supportRequests).where(eq(supportRequests.userId, user.id));
    await tx.delete(walletBankAccounts).where(eq(walletBankAccounts.userId, user.id));
    await tx.delete(withdrawalPins).where(eq(withdrawalPins.userId, user.id));
    await tx.delete(withdrawalPinOtps).where(eq(withdrawalPinOtps.userId, user.id));

    await tx
      .update(users)
      .set({
        email: deletedEmail(user.id),
        passwordHash: UNUSABLE_PASSWORD_HASH,
        firstname: DELETED_FIRSTNAME,
        lastname: DELETED_LASTNAME,
        phone: null,
        universityId: null,
        role: 'user',
        kycStatus: 'NOT_SUBMITTED',
        emailVerifiedAt: null,
        photoPath: null,
        about: null,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));

    return {
      files: gone,
      photoPath,
      sessions: revoked.length,
      listings: archivedProducts.length + archivedEvents.length,
      refused: undefined,
    };
  });

  if (outcome.refused !== undefined) throw conflict(outcome.refused);

  catalogueChanged(db);
  logSecurityEvent(logger, 'account_deleted', {
    userId: user.id,
    address,
    sessions: outcome.sessions,
    listings: outcome.listings,
    files: outcome.files.length,
    photo: outcome.photoPath !== null,
  });
  // After the commit: a failed removal leaves an orphan object, never a row pointing at nothing.
  for (const file of outcome.files) {
    await storage.delete(`${file.bucket}/${file.key}`).catch((error: unknown) => {
      logger.error('account deletion: a file could not be removed from storage', { key: file.key, ...describeError(error) });
    });
  }
  await removePhotoFiles(services, outcome.photoPath);
}
