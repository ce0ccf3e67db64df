import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Kobo } from '../../../contract';
import type { Database } from '../../db/database';
import { createTestApp, TEST_INTERNAL_TOKEN, useTestDatabase } from '../../test/test-app';
import { ledgerAccount, ledgerAccountId } from './accounts';
import type { LedgerAccountRef } from './accounts';
import { formatLedgerCheck, ledgerCheck } from './check';
import { InsufficientFundsError, LedgerError, postTransaction } from './post';
import type { LedgerEntryInput } from './post';
import { balanceOf, balancesOfUser } from './queries';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';
import { deposit, insertLedgerUser } from './testing';

const db = useTestDatabase();
const at = new Date('2025-01-15T09:00:00Z');
const k = (amount: number) => amount as Kobo;

async function counts(database: Database) {
  const [transactions] = await database.select({ n: count() }).from(ledgerTransactions);
  const [entries] = await database.select({ n: count() }).from(ledgerEntries);
  return { transactions: transactions?.n, entries: entries?.n };
}

/** The messages of an error and its causes (drizzle wraps the database's error). */
function messages(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) parts.push(current.message);
  return parts.join(' | ');
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'no error',
    (error: unknown) => messages(error),
  );
}

const move = (from: LedgerAccountRef, to: LedgerAccountRef, amount: number): LedgerEntryInput[] => [
  { account: from, amount: k(-amount) },
  { account: to, amount: k(amount) },
];

describe('postTransaction', () => {
  it('posts a balanced payment into escrow and a release with the fee, and reads both sides of escrow', async () => {
    const buyer = await insertLedgerUser(db());
    const seller = await insertLedgerUser(db());
    const orderId = randomUUID();
    const escrow = ledgerAccount.orderEscrow(orderId, { buyerId: buyer, sellerId: seller });

    const payment = await postTransaction(db(), {
      idempotencyKey: `payment:${orderId}`,
      kind: 'payment',
      postedAt: at,
      metadata: { orderId, reference: 'psk_ref_1' },
      entries: move(ledgerAccount.providerClearing, escrow, 1_250_000),
    });
    expect(payment).toMatchObject({
      kind: 'payment',
      replayed: false,
      createdAt: at,
      metadata: { orderId, reference: 'psk_ref_1' },
      entries: [
        { accountId: `order:${orderId}:escrow`, amount: 1_250_000 },
        { accountId: 'provider:clearing', amount: -1_250_000 },
      ],
    });
    expect(await balancesOfUser(db(), buyer)).toEqual({ available: 0, inEscrowAsBuyer: 1_250_000, inEscrowAsSeller: 0 });
    expect(await balancesOfUser(db(), seller)).toEqual({ available: 0, inEscrowAsBuyer: 0, inEscrowAsSeller: 1_250_000 });

    // ₦10,000 item + ₦2,500 delivery; 3 % of the item goes to the platform.
    await postTransaction(db(), {
      idempotencyKey: `release:${orderId}`,
      kind: 'release',
      postedAt: at,
      entries: [
        { account: escrow, amount: k(-1_250_000) },
        { account: ledgerAccount.userAvailable(seller), amount: k(1_220_000) },
        { account: ledgerAccount.platformFees, amount: k(30_000) },
      ],
    });
    expect(await balancesOfUser(db(), seller)).toEqual({ available: 1_220_000, inEscrowAsBuyer: 0, inEscrowAsSeller: 0 });
    expect(await balancesOfUser(db(), buyer)).toEqual({ available: 0, inEscrowAsBuyer: 0, inEscrowAsSeller: 0 });
    expect(await balanceOf(db(), escrow)).toBe(0);
    expect(await balanceOf(db(), ledgerAccount.userAvailable(randomUUID()))).toBe(0);
    const [stored] = await db()
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, ledgerAccountId(escrow)));
    expect(stored).toMatchObject({ kind: 'order_escrow', orderId, buyerId: buyer, sellerId: seller, userId: null, balance: 0 });
  });

  it('refuses unbalanced entries, non-integers, zero amounts, a lone entry and a repeated account, writing nothing', async () => {
    const user = await insertLedgerUser(db());
    const before = await counts(db());
    const post = (entries: LedgerEntryInput[]) =>
      postTransaction(db(), { idempotencyKey: `bad:${randomUUID()}`, kind: 'test', postedAt: at, entries });
    const cases: [LedgerEntryInput[], string][] = [
      [
        [
          { account: ledgerAccount.providerClearing, amount: k(-100) },
          { account: ledgerAccount.userAvailable(user), amount: k(99) },
        ],
        'unbalanced',
      ],
      [
        [
          { account: ledgerAccount.providerClearing, amount: k(-1.5) },
          { account: ledgerAccount.userAvailable(user), amount: k(1.5) },
        ],
        'not_integer',
      ],
      [
        [
          { account: ledgerAccount.providerClearing, amount: k(Number.NaN) },
          { account: ledgerAccount.userAvailable(user), amount: k(0) },
        ],
        'not_integer',
      ],
      [
        [
          { account: ledgerAccount.providerClearing, amount: k(-(2 ** 53)) },
          { account: ledgerAccount.userAvailable(user), amount: k(2 ** 53) },
        ],
        'not_integer',
      ],
      [
        [
          { account: ledgerAccount.providerClearing, amount: k(0) },
          { account: ledgerAccount.userAvailable(user), amount: k(0) },
        ],
        'zero_amount',
      ],
      [[{ account: ledgerAccount.providerClearing, amount: k(0) }], 'too_few_entries'],
      [
        [
          { account: ledgerAccount.providerClearing, amount: k(-200) },
          { account: ledgerAccount.userAvailable(user), amount: k(100) },
          { account: ledgerAccount.userAvailable(user), amount: k(100) },
        ],
        'duplicate_account',
      ],
      // Safe integers whose sum passes 2^53 are still summed exactly.
      [
        [
          { account: ledgerAccount.providerClearing, amount: k(-(2 ** 52)) },
          { account: ledgerAccount.platformFees, amount: k(2 ** 52) },
          { account: ledgerAccount.userAvailable(user), amount: k(2 ** 52 + 1) },
          { account: ledgerAccount.payoutsInFlight, amount: k(-(2 ** 52)) },
        ],
        'unbalanced',
      ],
    ];
    for (const [entries, code] of cases) {
      await expect(post(entries)).rejects.toSatisfy((error) => error instanceof LedgerError && error.code === code);
    }
    await expect(post(move(ledgerAccount.providerClearing, ledgerAccount.userAvailable('not a uuid!'), 1))).rejects.toThrow(
      TypeError,
    );
    await expect(
      postTransaction(db(), {
        idempotencyKey: '',
        kind: 'test',
        postedAt: at,
        entries: move(ledgerAccount.providerClearing, ledgerAccount.platformFees, 1),
      }),
    ).rejects.toSatisfy((error) => error instanceof LedgerError && error.code === 'invalid_key');
    await expect(
      postTransaction(db(), {
        idempotencyKey: `bad:${randomUUID()}`,
        kind: ' ',
        postedAt: at,
        entries: move(ledgerAccount.providerClearing, ledgerAccount.platformFees, 1),
      }),
    ).rejects.toSatisfy((error) => error instanceof LedgerError && error.code === 'invalid_kind');
    expect(await counts(db())).toEqual(before);
    expect(await balanceOf(db(), ledgerAccount.userAvailable(user))).toBe(0);
  });

  it('a replayed idempotency key returns the first transaction and changes nothing; other entries under it are refused', async () => {
    const user = await insertLedgerUser(db());
    const key = `deposit:${randomUUID()}`;
    const first = await deposit(db(), user, 50_000, key);
    const before = await counts(db());
    const again = await deposit(db(), user, 50_000, key);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await counts(db())).toEqual(before);
    expect(await balanceOf(db(), ledgerAccount.userAvailable(user))).toBe(50_000);

    await expect(deposit(db(), user, 60_000, key)).rejects.toSatisfy(
      (error) => error instanceof LedgerError && error.code === 'key_reused',
    );
    await expect(
      postTransaction(db(), {
        idempotencyKey: key,
        kind: 'refund',
        postedAt: at,
        entries: move(ledgerAccount.providerClearing, ledgerAccount.userAvailable(user), 50_000),
      }),
    ).rejects.toSatisfy((error) => error instanceof LedgerError && error.code === 'key_reused');
    expect(await counts(db())).toEqual(before);
  });

  it('20 concurrent posts of one key make one transaction', async () => {
    const user = await insertLedgerUser(db());
    const key = `webhook:${randomUUID()}`;
    const before = await counts(db());
    const results = await Promise.all(Array.from({ length: 20 }, () => db().transaction((tx) => deposit(tx, user, 7_500, key))));
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await counts(db())).toEqual({ transactions: (before.transactions ?? 0) + 1, entries: (before.entries ?? 0) + 2 });
    expect(await balanceOf(db(), ledgerAccount.userAvailable(user))).toBe(7_500);
  });

  it('50 concurrent debits racing for one balance: it never goes negative and the sum is exact', async () => {
    const payer = await insertLedgerUser(db());
    const payee = await insertLedgerUser(db());
    await deposit(db(), payer, 10_000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        db().transaction(async (tx) => {
          const posted = await postTransaction(tx, {
            idempotencyKey: `transfer:${payer}:${i}`,
            kind: 'transfer',
            postedAt: at,
            entries: move(ledgerAccount.userAvailable(payer), ledgerAccount.userAvailable(payee), 300),
          });
          // Something else the caller writes in the same transaction.
          await tx.execute(sql`select 1`);
          return posted;
        }),
      ),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(succeeded).toHaveLength(33);
    for (const outcome of failed) {
      expect(outcome.reason).toBeInstanceOf(InsufficientFundsError);
      expect(outcome.reason).toMatchObject({
        status: 409,
        accountId: `user:${payer}:available`,
        message: 'Your available balance is too low for this.',
      });
    }
    expect(await balanceOf(db(), ledgerAccount.userAvailable(payer))).toBe(100);
    expect(await balanceOf(db(), ledgerAccount.userAvailable(payee))).toBe(9_900);
    const payeeEntries = await db()
      .select({ n: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, `user:${payee}:available`));
    expect(payeeEntries[0]?.n).toBe(33);
    expect((await ledgerCheck(db())).ok).toBe(true);
  });

  it("a refusal undoes only the ledger's part: the caller may go on in its transaction or roll everything back", async () => {
    const user = await insertLedgerUser(db());
    await deposit(db(), user, 1_000);
    const withdraw = (tx: Database, amount: number) =>
      postTransaction(tx, {
        idempotencyKey: `withdrawal:${randomUUID()}`,
        kind: 'withdrawal',
        postedAt: at,
        entries: move(ledgerAccount.userAvailable(user), ledgerAccount.payoutsInFlight, amount),
      });
    await db().transaction(async (tx) => {
      await expect(withdraw(tx, 1_001)).rejects.toBeInstanceOf(InsufficientFundsError);
      await withdraw(tx, 400);
    });
    expect(await balanceOf(db(), ledgerAccount.userAvailable(user))).toBe(600);

    const before = await counts(db());
    await expect(
      db().transaction(async (tx) => {
        await withdraw(tx, 600);
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await counts(db())).toEqual(before);
    expect(await balanceOf(db(), ledgerAccount.userAvailable(user))).toBe(600);
  });

  it('without its savepoint, a refusal leaves nothing once the caller ends its transaction; outside one it is refused', async () => {
    const user = await insertLedgerUser(db());
    await deposit(db(), user, 1_000);
    const withdraw = (tx: Database, amount: number) =>
      postTransaction(
        tx,
        {
          idempotencyKey: `withdrawal:${randomUUID()}`,
          kind: 'withdrawal',
          postedAt: at,
          entries: move(ledgerAccount.userAvailable(user), ledgerAccount.payoutsInFlight, amount),
        },
        { savepoint: false },
      );
    const before = await counts(db());
    // The statement records the transaction before it finds the balance too low: only the
    // caller's rollback removes it.
    await expect(db().transaction((tx) => withdraw(tx, 1_001))).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await counts(db())).toEqual(before);
    expect(await balanceOf(db(), ledgerAccount.userAvailable(user))).toBe(1_000);

    await db().transaction((tx) => withdraw(tx, 400));
    expect(await balanceOf(db(), ledgerAccount.userAvailable(user))).toBe(600);
    await expect(withdraw(db(), 100)).rejects.toSatisfy(
      (error) => error instanceof LedgerError && error.code === 'no_transaction',
    );
    expect(await balanceOf(db(), ledgerAccount.userAvailable(user))).toBe(600);
  });

  it("an order's escrow belongs to one buyer and one seller", async () => {
    const [buyer, seller, other] = [await insertLedgerUser(db()), await insertLedgerUser(db()), await insertLedgerUser(db())];
    const orderId = randomUUID();
    await postTransaction(db(), {
      idempotencyKey: `payment:${orderId}`,
      kind: 'payment',
      postedAt: at,
      entries: move(
        ledgerAccount.providerClearing,
        ledgerAccount.orderEscrow(orderId, { buyerId: buyer, sellerId: seller }),
        500,
      ),
    });
    const refund = postTransaction(db(), {
      idempotencyKey: `refund:${orderId}`,
      kind: 'refund',
      postedAt: at,
      entries: move(
        ledgerAccount.orderEscrow(orderId, { buyerId: other, sellerId: seller }),
        ledgerAccount.userAvailable(other),
        500,
      ),
    });
    await expect(refund).rejects.toSatisfy((error) => error instanceof LedgerError && error.code === 'account_mismatch');
    expect(await balancesOfUser(db(), buyer)).toEqual({ available: 0, inEscrowAsBuyer: 500, inEscrowAsSeller: 0 });
    expect(await balancesOfUser(db(), other)).toEqual({ available: 0, inEscrowAsBuyer: 0, inEscrowAsSeller: 0 });
  });

  it('only the provider side may go below zero; the database refuses a negative balance written by hand', async () => {
    const user = await insertLedgerUser(db());
    const seller = await insertLedgerUser(db());
    const orderId = randomUUID();
    const escrow = ledgerAccount.orderEscrow(orderId, { buyerId: user, sellerId: seller });
    // An escrow never pays out more than it holds (a second refund of one order, say).
    await expect(
      postTransaction(db(), {
        idempotencyKey: `refund:${orderId}`,
        kind: 'refund',
        postedAt: at,
        entries: move(escrow, ledgerAccount.userAvailable(user), 1),
      }),
    ).rejects.toMatchObject({ accountId: `order:${orderId}:escrow`, status: 409 });
    await deposit(db(), user, 10);
    expect(await balanceOf(db(), ledgerAccount.providerClearing)).toBeLessThan(0);
    expect(
      await refusal(db().execute(sql`update ledger_accounts set balance = -1 where id = ${`user:${user}:available`}`)),
    ).toMatch(/ledger_accounts_balance_check/);
  });
});

describe('append-only entries and transactions', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of ledger entries and transactions', async () => {
    const user = await insertLedgerUser(db());
    const posted = await deposit(db(), user, 2_000);
    const statements = [
      sql`update ledger_entries set amount = amount * 2 where transaction_id = ${posted.id}`,
      sql`delete from ledger_entries where transaction_id = ${posted.id}`,
      sql`truncate ledger_entries`,
      sql`update ledger_transactions set kind = 'other' where id = ${posted.id}`,
      sql`delete from ledger_transactions where id = ${posted.id}`,
      sql`truncate ledger_transactions cascade`,
    ];
    for (const statement of statements) {
      expect(await refusal(db().execute(statement))).toMatch(
        /ledger rows are append-only: (UPDATE|DELETE|TRUNCATE) on ledger_(entries|transactions) refused/,
      );
    }
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, posted.id));
    expect(entries.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-2_000, 2_000]);
    expect((await ledgerCheck(db())).ok).toBe(true);
  });
});

describe('ledgerCheck and npm run admin -- ledger-check', () => {
  it('is clean, then reports a cached balance corrupted by hand, over the admin command too (exit status 1)', async () => {
    const user = await insertLedgerUser(db());
    await deposit(db(), user, 4_200);
    const clean = await ledgerCheck(db());
    expect(clean).toMatchObject({ ok: true, balanceDifferences: [], unbalancedTransactions: [], negativeBalances: [] });
    expect(formatLedgerCheck(clean)).toMatch(
      /^Ledger check: \d+ accounts, \d+ transactions, \d+ entries \(amounts in kobo\)\.\nOK: /,
    );

    const t = createTestApp(db());
    const command = () =>
      t.request('POST', '/v1/internal/admin-command', {
        json: { command: 'ledger-check', args: [] },
        headers: { 'x-kampus-internal-token': TEST_INTERNAL_TOKEN },
      });
    expect(await command()).toMatchObject({
      status: 200,
      body: { data: { output: expect.stringContaining('OK: every cached balance') } },
    });

    const accountId = `user:${user}:available`;
    await db().execute(sql`update ledger_accounts set balance = balance + 1 where id = ${accountId}`);
    try {
      const report = await ledgerCheck(db());
      expect(report.ok).toBe(false);
      expect(report.balanceDifferences).toEqual([{ accountId, cached: 4_201, fromEntries: 4_200 }]);
      const text = formatLedgerCheck(report);
      expect(text).toContain(
        `Cached balances that differ from their entries (1):\n  ${accountId}  cached 4201  from entries 4200  difference +1`,
      );
      expect(text).toContain('DIFFERENCES FOUND');
      const res = await command();
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: expect.stringContaining(`${accountId}  cached 4201  from entries 4200`) });
    } finally {
      await db().execute(sql`update ledger_accounts set balance = balance - 1 where id = ${accountId}`);
    }
    expect((await ledgerCheck(db())).ok).toBe(true);
  });

  it('reports a transaction whose entries do not sum to zero and a balance driven below zero (written by hand, rolled back)', async () => {
    const user = await insertLedgerUser(db());
    await deposit(db(), user, 300);
    const accountId = `user:${user}:available`;
    // Forged rows inside a transaction that is rolled back, so the ledger stays clean for the other tests.
    let seen: Awaited<ReturnType<typeof ledgerCheck>> | undefined;
    let forged: { id: string; key: string } | undefined;
    await db()
      .transaction(async (tx) => {
        [forged] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'forged', idempotencyKey: `forged:${randomUUID()}`, createdAt: at })
          .returning({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey });
        await tx.insert(ledgerEntries).values({ transactionId: forged!.id, accountId, amount: -500 });
        seen = await ledgerCheck(tx);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(seen?.ok).toBe(false);
    expect(seen?.unbalancedTransactions).toEqual([
      { id: forged?.id, kind: 'forged', idempotencyKey: forged?.key, sum: -500, entries: 1 },
    ]);
    expect(seen?.negativeBalances).toEqual([{ accountId, fromEntries: -200 }]);
    expect(seen?.balanceDifferences).toEqual([{ accountId, cached: 300, fromEntries: -200 }]);
    expect(formatLedgerCheck(seen!)).toContain('Transactions whose entries do not sum to zero or are fewer than two (1):');
    expect(formatLedgerCheck(seen!)).toContain(`Accounts below zero that must never be (1):\n  ${accountId}  from entries -200`);
    expect((await ledgerCheck(db())).ok).toBe(true);
  });
});
