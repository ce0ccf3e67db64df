/** `npm run build`: every build step, one line each (`-- --verbose` shows each tool's own output). */
import { runBuild } from './steps';

const ok = await runBuild({ verbose: process.argv.includes('--verbose') });
process.exit(ok ? 0 : 1);
