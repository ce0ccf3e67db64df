// Run by process-guards.test.ts: what a database outage can throw outside any request, then a bug.
import { consoleLogger } from '../logger';
import { guardProcess } from './process-guards';

guardProcess(consoleLogger);
void Promise.reject(new Error('a background round failed'));
setTimeout(() => {
  throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
}, 10);
setTimeout(() => console.log('survived'), 100);
setTimeout(() => {
  throw new TypeError('a bug');
}, 150);
setTimeout(() => console.log('never printed'), 2000);
