/** `npm run docs:machines`: writes docs/state-machines.md from the machines in contract/. */
import { writeFileSync } from 'node:fs';
import { stateMachinesPage, stateMachinesPath } from './machine-page';

writeFileSync(stateMachinesPath, stateMachinesPage());
console.log(`Wrote ${stateMachinesPath}`);
