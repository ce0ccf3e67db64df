/**
 * docs/state-machines.md, written from the machines themselves (`defineMachine` in
 * contract/machine.ts), so the tables in the docs cannot drift from the rules the server applies.
 */
import { fileURLToPath } from 'node:url';
import { kycMachine } from '../../contract/kycReview';
import type { MachineRow } from '../../contract/machine';
import { orderMachine } from '../../contract/order';
import { ticketOrderMachine } from '../../contract/ticketOrder';
import { withdrawalMachine } from '../../contract/wallet';

export const stateMachinesPath = fileURLToPath(new URL('../../docs/state-machines.md', import.meta.url));

interface Section {
  title: string;
  /** The export and the file it is declared in. */
  source: { name: string; file: string };
  intro: string;
  machine: { rows(): MachineRow[] };
}

const sections: Section[] = [
  {
    title: 'Product orders',
    source: { name: 'orderMachine', file: 'contract/order.ts' },
    intro:
      'A product paid into escrow, released to the seller once the buyer has it; endpoints, guards and timers in [orders.md](orders.md).',
    machine: orderMachine,
  },
  {
    title: 'Ticket orders',
    source: { name: 'ticketOrderMachine', file: 'contract/ticketOrder.ts' },
    intro:
      'Tickets to a campus event paid into escrow, released to the organiser a day after the event ends; see [tickets.md](tickets.md).',
    machine: ticketOrderMachine,
  },
  {
    title: 'KYC review',
    source: { name: 'kycMachine', file: 'contract/kycReview.ts' },
    intro:
      'A student’s identity, submitted by the applicant and approved or rejected by an administrator other than the applicant; see [server-modules.md](server-modules.md#state-machines).',
    machine: kycMachine,
  },
  {
    title: 'Withdrawals',
    source: { name: 'withdrawalMachine', file: 'contract/wallet.ts' },
    intro:
      'Money sent from a wallet to its owner’s bank, settled by the payment provider’s word on the transfer; see [wallet.md](wallet.md#withdrawals-and-failures).',
    machine: withdrawalMachine,
  },
];

const columns = [
  'from',
  'transition',
  'actor',
  'to',
  'guard',
  'effects',
  'timer',
] as const satisfies readonly (keyof MachineRow)[];

const cell = (text: string) => text.replaceAll('|', '\\|');
const line = (cells: readonly string[]) => `|${cells.map((text) => (text === '' ? ' ' : ` ${text} `)).join('|')}|`;

function table(rows: readonly MachineRow[]): string[] {
  return [line(columns), line(columns.map(() => '---')), ...rows.map((row) => line(columns.map((column) => cell(row[column]))))];
}

/** The whole page, as the code says it today. */
export function stateMachinesPage(): string {
  const lines = [
    '# State machines',
    '',
    '_Generated from the code by `scripts/docs/state-machines.ts` — do not edit; run `npm run docs:machines`._',
    '',
    'Each table is one machine declared with `defineMachine` (`contract/machine.ts`), one row per rule, in',
    'table order. The server checks every transition against it (403 for the wrong actor, judged first;',
    '409 for the wrong status or a guard that does not hold) and moves the record by compare-and-set on',
    'the status it read; screens ask it which actions to offer. A `from` of — is a record that does not',
    'exist yet; a guard is a condition besides the status; the effects happen in the same transaction;',
    'a timer fires its system transition when it runs out.',
  ];
  for (const section of sections) {
    lines.push(
      '',
      `## ${section.title}`,
      '',
      `${section.intro} Declared as \`${section.source.name}\` in \`${section.source.file}\`.`,
      '',
    );
    lines.push(...table(section.machine.rows()));
  }
  return `${lines.join('\n')}\n`;
}
