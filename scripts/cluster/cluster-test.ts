/**
 * `npm run test:cluster` (the last step of `npm test`): Kampus as several replicas on one
 * PostgreSQL, proven under a money workload with failures. Two replicas start at once on an empty
 * database behind haproxy; for 30 s buyers check out and pay (sandbox page and wallet), sellers
 * accept, decline and hand over, buyers confirm, files are uploaded; meanwhile one replica is
 * killed (-9) and started again, and PostgreSQL is restarted (`pg_ctl restart -m fast`). Then the
 * ledger, postings, events, e-mails, stock, uploads, the shared login limit, the replicas and
 * every HTTP status are checked. Prints one line per assertion and writes the counts to
 * test-results/cluster.json for scripts/test/all.ts. Skipped, saying why, only where haproxy or
 * PostgreSQL cannot be found (exit 0); any failed assertion exits 1.
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { productionArgon2 } from '../../server/config';
import { PasswordHasher } from '../../server/crypto/passwords';
import { DEMO_PAYSTACK_SECRET_KEY, PAYSTACK_SANDBOX_PATH } from '../../server/modules/payment/settings';
import type { Database } from '../../server/db/database';
import { checkConfirmedWrites, checkEvents, checkLedger, checkPostings, checkStock, pendingWork, outboxEmails } from './checks';
import { repoRoot, startCluster } from './cluster';
import type { Cluster } from './cluster';
import { HttpLog } from './http-log';
import { sleep, waitForStatus } from './net';
import { commandExists, postgresAvailable } from './postgres';
import type { ReplicaExit } from './replica';
import { CLUSTER_PASSWORD, GUESSED_ACCOUNT, seedCluster } from './seed';
import { describeExchanges, judgeStatuses } from './statuses';
import type { Window } from './statuses';
import { Verdict } from './verdict';
import { runWorkload, signIn } from './workload';

const WORKLOAD_MS = 30_000;
const KILL_AT_MS = 8_000;
const DATABASE_RESTART_AT_MS = 19_000;
const BUDGET_MS = 240_000;
const ARRIVED_ORDERS = 400;
/** The longest wait for webhooks and e-mails after the workload (it ends as soon as all is done). */
const SETTLE_MS = 75_000;
/** How many of one recipient's mails the development mailbox lists (server/dev/mail/store.ts). */
const MAILBOX_LISTS = 100;
/**
 * The sandbox retries an undelivered webhook as Paystack does, 3 minutes later; a webhook that
 * met the database restart is retried within seconds here (each replica's sandbox control).
 */
const WEBHOOK_RETRY_DELAYS_MS = [1000, 2000, 3000, 5000, 5000, 5000, 5000, 5000];
const countsFile = path.join(repoRoot, 'test-results/cluster.json');
const logsDir = path.join(repoRoot, 'test-results/cluster');

function writeCounts(counts: { passed: number; failed: number; skipped: number; failures: string[] }): void {
  mkdirSync(path.dirname(countsFile), { recursive: true });
  writeFileSync(countsFile, JSON.stringify(counts, null, 2));
}

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`cluster test [${elapsed()}]: ${line}`);

const missing = !commandExists('haproxy')
  ? 'haproxy is not installed (apt-get install -y haproxy; .ci/run installs it)'
  : !postgresAvailable()
    ? 'PostgreSQL is not installed and cannot be (not root)'
    : undefined;
if (missing) {
  console.log(`Cluster test SKIPPED: ${missing}.`);
  writeCounts({ passed: 0, failed: 0, skipped: 1, failures: [] });
  process.exit(0);
}

async function shortenWebhookRetries(http: HttpLog, replicaUrl: string): Promise<void> {
  const answer = await http.call(replicaUrl, 'PUT', `${PAYSTACK_SANDBOX_PATH}/_webhooks`, {
    token: DEMO_PAYSTACK_SECRET_KEY,
    json: { retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS },
  });
  if (answer.status !== 200) throw new Error(`the sandbox's webhook settings answered ${answer.status} on ${replicaUrl}`);
}

const verdict = new Verdict();
const http = new HttpLog();
const exits: ReplicaExit[] = [];
let cluster: Cluster | undefined;
process.on('exit', () => cluster?.killNow());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

async function main(): Promise<void> {
  say('starting PostgreSQL, the local S3 store, haproxy and 2 replicas at once on an empty database...');
  cluster = await startCluster({ replicas: 2, demoData: false, onReplicaExit: (exit) => exits.push(exit) });
  const { balancer, replicas, postgres } = cluster;
  const base = balancer.url;
  verdict.check(
    'both replicas started at once on an empty database',
    cluster.startFailures.length === 0,
    cluster.startFailures.length === 0 ? 'both came up' : cluster.startFailures.join('\n'),
  );
  for (const replica of replicas) await waitForStatus(`${replica.url}/v1/health/ready`, 30_000);
  await waitForStatus(`${base}/v1/health/ready`, 30_000);
  for (const replica of replicas) await shortenWebhookRetries(http, replica.url);

  const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  pool.on('error', () => undefined); // the restart below cuts this pool's idle connections too
  const db = drizzle({ client: pool }) as unknown as Database;
  try {
    say('seeding accounts, products and arrived orders (SQL)...');
    const seed = await seedCluster(db, await new PasswordHasher(productionArgon2).hash(CLUSTER_PASSWORD), ARRIVED_ORDERS);
    const tokens = new Map<string, string>();
    for (const email of [...seed.cardBuyers, ...seed.walletBuyers, seed.orderBuyer, ...seed.sellers])
      tokens.set(email, await signIn(http, base, email, CLUSTER_PASSWORD));

    say(
      `workload through the balancer for ${WORKLOAD_MS / 1000} s (replica 2 killed at ${KILL_AT_MS / 1000} s, PostgreSQL restarted at ${DATABASE_RESTART_AT_MS / 1000} s)...`,
    );
    const workloadStart = Date.now();
    const workload = runWorkload({ http, base, seed, tokens, until: workloadStart + WORKLOAD_MS });
    let killed: Window | undefined;
    let databaseAway: Window | undefined;
    const chaos = (async () => {
      await sleep(KILL_AT_MS);
      const victim = replicas[1]!;
      const killAt = Date.now();
      await victim.kill9();
      killed = { from: killAt - 200, to: killAt + 3000 };
      say('replica 2 killed (-9); starting it again...');
      await victim.start().then(
        () => {
          say('replica 2 is back');
          return shortenWebhookRetries(http, victim.url);
        },
        (error: unknown) => say(`replica 2 did not start again: ${error instanceof Error ? error.message : String(error)}`),
      );
      await sleep(Math.max(0, workloadStart + DATABASE_RESTART_AT_MS - Date.now()));
      const downAt = Date.now();
      say('pg_ctl restart -m fast...');
      await postgres?.restartFast();
      for (const replica of replicas) await waitForStatus(`${replica.url}/v1/health/ready`, 30_000).catch(() => undefined);
      // haproxy takes two good checks (1 s apart) before it sends to a replica again.
      databaseAway = { from: downAt - 200, to: Date.now() + 3000 };
      say(`PostgreSQL back; replicas ready again ${((Date.now() - downAt) / 1000).toFixed(1)} s after the restart began`);
    })();
    const [outcome] = await Promise.all([workload, chaos]);

    say('waiting for webhooks and the e-mail outbox to settle...');
    // A webhook its replica was killed before sending is sent by another once overdue (about a minute).
    const settleUntil = Date.now() + SETTLE_MS;
    let pending = await pendingWork(db, outcome.cardPaid);
    while ((pending.emails > 0 || pending.unconfirmed > 0) && Date.now() < settleUntil) {
      await sleep(1000);
      pending = await pendingWork(db, outcome.cardPaid);
    }
    verdict.check(
      'every payment taken on the sandbox page was confirmed by its webhook, every due outbox e-mail sent',
      pending.emails === 0 && pending.unconfirmed === 0 && outcome.pageFailures.length === 0,
      `${outcome.cardPaid.size} paid on the page; ${pending.unconfirmed} still unconfirmed; ${pending.emails} due e-mails unsent ` +
        `(${pending.held} held by a claim or waiting for a retry)${pending.dueRows ? `: ${pending.dueRows}` : ''}` +
        (outcome.pageFailures.length > 0
          ? `; ${outcome.pageFailures.length} payment pages failed through the balancer: ${outcome.pageFailures.slice(0, 3).join('; ')}`
          : ''),
    );

    await verdict.checkAsync('ledger check clean', () => checkLedger(db));
    await verdict.checkAsync('no duplicate posting, every escrow as its order status says', () => checkPostings(db));
    await verdict.checkAsync('no duplicate order event', () => checkEvents(db));
    await verdict.checkAsync('stock plus held units equal to the start', () => checkStock(db, seed));
    await verdict.checkAsync('every confirmed write is in the database', () => checkConfirmedWrites(db, outcome));

    await verdict.checkAsync('every e-mail sent once, in the development mailbox of both replicas', async () => {
      const expected = new Map<string, number>();
      const unmarked = new Map<string, number>();
      for (const mail of await outboxEmails(db)) {
        const counts = mail.sent ? expected : unmarked;
        counts.set(`${mail.to} | ${mail.subject}`, (counts.get(`${mail.to} | ${mail.subject}`) ?? 0) + 1);
      }
      const recipients = new Set([...expected.keys()].map((key) => key.split(' | ')[0]!));
      // The mailbox answers callers on the replica's own machine only, never through a proxy.
      const differences: string[] = [];
      for (const replica of replicas) {
        const found = new Map<string, number>();
        for (const to of recipients) {
          const answer = await http.call<{ data?: Array<{ subject: string }> }>(
            replica.url,
            'GET',
            `/v1/dev/mail?to=${encodeURIComponent(to)}`,
          );
          for (const mail of answer.body?.data ?? [])
            found.set(`${to} | ${mail.subject}`, (found.get(`${to} | ${mail.subject}`) ?? 0) + 1);
        }
        // Every sent e-mail is there once; one still pending may be there (its "sent" mark was
        // lost), never twice. The mailbox lists a recipient's newest MAILBOX_LISTS mails: past
        // that, only "never more" can be checked.
        const sentTo = (key: string) =>
          [...expected.entries()]
            .filter(([other]) => other.split(' | ')[0] === key.split(' | ')[0])
            .reduce((sum, [, n]) => sum + n, 0);
        const differs = (key: string) => {
          const sent = expected.get(key) ?? 0;
          const inMailbox = found.get(key) ?? 0;
          const most = sent + (unmarked.get(key) ?? 0);
          return sentTo(key) > MAILBOX_LISTS ? inMailbox > most : inMailbox < sent || inMailbox > most;
        };
        for (const key of new Set([...expected.keys(), ...found.keys()]))
          if (differs(key))
            differences.push(
              `replica ${replica.index}: ${key}: sent ${expected.get(key) ?? 0} (${unmarked.get(key) ?? 0} pending), in its mailbox ${found.get(key) ?? 0}`,
            );
      }
      const total = [...expected.values()].reduce((sum, n) => sum + n, 0);
      return {
        ok: differences.length === 0 && total > 0,
        detail:
          differences.length > 0
            ? `${differences.length} (replica, recipient, subject) differ from the ${expected.size} sent, e.g. ${differences.slice(0, 3).join('; ')}`
            : `${total} e-mails sent, each once in the mailbox of both replicas`,
      };
    });

    await verdict.checkAsync('every upload readable through both replicas', async () => {
      const unreadable: string[] = [];
      for (const upload of outcome.uploads) {
        const copies: Uint8Array[] = [];
        for (const replica of replicas) {
          const answer = await http.call(replica.url, 'GET', upload.path, {
            token: upload.visibility === 'private' ? upload.token : undefined,
          });
          if (answer.status !== 200 || !answer.bytes)
            unreadable.push(`${upload.path} on replica ${replica.index}: ${answer.status}`);
          else copies.push(answer.bytes);
        }
        if (copies.length === 2 && Buffer.compare(Buffer.from(copies[0]!), Buffer.from(copies[1]!)) !== 0)
          unreadable.push(`${upload.path}: the replicas serve different bytes`);
      }
      return {
        ok: unreadable.length === 0 && outcome.uploads.length > 0,
        detail:
          unreadable.length > 0
            ? `${unreadable.length} of ${outcome.uploads.length * 2} reads failed: ${unreadable.slice(0, 4).join('; ')}`
            : `${outcome.uploads.length} uploads (${outcome.uploads.filter((upload) => upload.visibility === 'public').length} public photos), each read through both replicas`,
      };
    });

    await verdict.checkAsync('the wrong-password limit holds across both replicas (5 guesses in all)', async () => {
      const answers: Array<{ status: number; replica: string | undefined }> = [];
      for (let guess = 1; guess <= 10; guess += 1) {
        const answer = await http.call(base, 'POST', '/v1/auth/login', {
          json: { email: GUESSED_ACCOUNT, password: `wrong-guess-${guess}` },
        });
        answers.push({ status: answer.status, replica: answer.headers?.get('x-kampus-replica') ?? undefined });
      }
      // A wrong password answers 400 'Invalid email or password'; the limit answers 429.
      const refusedAsWrong = answers.filter((answer) => answer.status === 400).length;
      const limited = answers.filter((answer) => answer.status === 429).length;
      const servedBy = new Set(answers.map((answer) => answer.replica).filter(Boolean));
      return {
        ok: refusedAsWrong === 5 && limited === 5 && servedBy.size === 2,
        detail: `10 wrong passwords: ${refusedAsWrong} checked (400), ${limited} refused (429), answered by ${[...servedBy].join(' and ') || 'no replica'}`,
      };
    });

    const alive = replicas.filter((replica) => replica.child?.exitCode === null && replica.child.signalCode === null).length;
    const unexpected = exits.filter((exit) => !exit.expected);
    verdict.check(
      'no replica exited by itself',
      unexpected.length === 0 && alive === replicas.length,
      unexpected.length > 0
        ? unexpected
            .map(
              (exit) =>
                `replica ${exit.replica} exited (code ${exit.code}, signal ${exit.signal}) at +${((exit.at - started) / 1000).toFixed(1)} s`,
            )
            .join('; ')
        : `${alive} of ${replicas.length} running (replica 2 only ended by the kill -9)`,
    );

    const judged = judgeStatuses(http.exchanges, killed, databaseAway);
    verdict.check(
      'no request answered 500',
      judged.serverErrors.length === 0,
      judged.serverErrors.length > 0
        ? describeExchanges(judged.serverErrors, workloadStart)
        : `${http.exchanges.length} requests: ${judged.counts}`,
    );
    verdict.check(
      '503 only while the database was away, with Retry-After',
      judged.misplaced503.length === 0 && judged.without503RetryAfter.length === 0,
      judged.misplaced503.length > 0
        ? `outside the restart: ${describeExchanges(judged.misplaced503, workloadStart)}`
        : judged.without503RetryAfter.length > 0
          ? `without Retry-After: ${describeExchanges(judged.without503RetryAfter, workloadStart)}`
          : `${http.exchanges.filter((exchange) => exchange.status === 503).length} answers 503, all during the restart`,
    );
    verdict.check(
      'no request cut off except those in flight on the killed replica',
      judged.misplacedCuts.length === 0,
      judged.misplacedCuts.length > 0
        ? describeExchanges(judged.misplacedCuts, workloadStart)
        : `${http.exchanges.filter((exchange) => exchange.status === 0 || exchange.status === 502).length} cut at the kill; answered by ${judged.byReplica}`,
    );
  } finally {
    await pool.end().catch(() => undefined);
    mkdirSync(logsDir, { recursive: true });
    for (const replica of cluster.replicas)
      if (existsSync(replica.logFile)) copyFileSync(replica.logFile, path.join(logsDir, path.basename(replica.logFile)));
    say('stopping the cluster (SIGTERM to the replicas)...');
    const codes = await Promise.all(cluster.replicas.map((replica) => replica.stop(15_000)));
    verdict.check(
      'the replicas exit 0 after SIGTERM',
      codes.every((code) => code === 0),
      `exit codes ${codes.join(', ')}`,
    );
    await cluster.stop();
    cluster = undefined;
  }
}

let crashed: string | undefined;
await main().catch((error: unknown) => {
  crashed = error instanceof Error ? (error.stack ?? error.message) : String(error);
});
if (crashed) verdict.check('the cluster test ran to the end', false, crashed);
const took = Date.now() - started;
verdict.check('the cluster test took under 4 minutes', took < BUDGET_MS, `${(took / 1000).toFixed(0)} s`);

const failed = verdict.failed;
console.log(
  `\nCluster test (2 replicas, haproxy, PostgreSQL, ${WORKLOAD_MS / 1000} s workload with a kill -9 and a database restart):`,
);
console.log(verdict.format());
console.log(
  `Cluster test: ${verdict.assertions.length - failed.length} passed, ${failed.length} failed (${(took / 1000).toFixed(0)} s; replica logs in test-results/cluster/)`,
);
writeCounts({
  passed: verdict.assertions.length - failed.length,
  failed: failed.length,
  skipped: 0,
  failures: failed.map((assertion) => `cluster › ${assertion.name}: ${assertion.detail.split('\n')[0]}`),
});
process.exit(failed.length === 0 ? 0 : 1);
