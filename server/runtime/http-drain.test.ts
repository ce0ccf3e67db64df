import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadinessState } from '../modules/health/readiness';
import { drainableServer } from './http-drain';

/** A server with one slow route, held until the test lets it answer, and a readiness route. */
async function slowServer() {
  const readiness = new ReadinessState();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((request, response) => {
    if (request.url === '/ready') {
      response.writeHead(readiness.draining ? 503 : 200).end();
      return;
    }
    void released.then(() => response.writeHead(200, { 'content-type': 'text/plain' }).end('done'));
  });
  const drainable = drainableServer(server, readiness);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, readiness, drainable, release, port };
}

/** One GET over a keep-alive agent: its status, its Connection header and whether the socket then closed. */
function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
      })
      .on('error', reject);
  });
}

const agents: http.Agent[] = [];
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));
const keepAlive = () => {
  const agent = new http.Agent({ keepAlive: true });
  agents.push(agent);
  return agent;
};

describe('draining the HTTP server', () => {
  it('turns not ready, stops accepting, lets the request in flight finish with Connection: close, then closes', async () => {
    const { server, readiness, drainable, release, port } = await slowServer();
    const agent = keepAlive();
    expect((await get(port, '/ready', agent)).status).toBe(200);
    const slow = get(port, '/slow', agent);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const drained = drainable.drain(5000);
    expect(readiness.draining).toBe(true);
    await expect(get(port, '/ready', keepAlive())).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    release();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'done' });
    expect(await drained).toBe(0);
    expect(server.listening).toBe(false);
  });

  it('cuts what is still running when the grace period ends', async () => {
    const { drainable, release, port } = await slowServer();
    const slow = get(port, '/slow', keepAlive()).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    expect(await drainable.drain(200)).toBe(1);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await slow).toMatchObject({ code: 'ECONNRESET' });
    release();
  });
});
