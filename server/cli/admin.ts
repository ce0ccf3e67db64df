import { runAdminCommandLine } from './admin-command-line';

process.exitCode = await runAdminCommandLine(process.argv.slice(2));
