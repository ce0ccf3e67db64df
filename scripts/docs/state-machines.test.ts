import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kycMachine } from '../../contract/kycReview';
import { orderMachine } from '../../contract/order';
import { ticketOrderMachine } from '../../contract/ticketOrder';
import { withdrawalMachine } from '../../contract/wallet';
import { stateMachinesPage, stateMachinesPath } from './machine-page';

describe('docs/state-machines.md', () => {
  it('is what the machines in contract/ generate today (run npm run docs:machines after changing one)', () => {
    const committed = readFileSync(stateMachinesPath, 'utf8');
    expect(committed, 'docs/state-machines.md is out of date: run npm run docs:machines').toBe(stateMachinesPage());
  });

  it('has one table row per rule of each machine', () => {
    const page = stateMachinesPage();
    const bodyRows = page
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| from ') && !line.startsWith('| --- '));
    const rules = [orderMachine, ticketOrderMachine, kycMachine, withdrawalMachine].reduce(
      (count, machine) => count + machine.rows().length,
      0,
    );
    expect(bodyRows).toHaveLength(rules);
    expect(page).toContain('\n| pending | succeed | provider | successful | | pay_out | |\n');
  });
});
