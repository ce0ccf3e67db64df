import { once } from 'node:events';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { DevMailbox } from '../dev/mail/mailbox';
import { SmtpMailer, messageIdFor } from './mailer';

const servers: net.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** The least of an SMTP server on 127.0.0.1: accepts every mail and keeps its raw message. */
async function smtpSink(): Promise<{ url: string; messages: string[] }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const command = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith('EHLO')) socket.write('250 sink\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, messages };
}

const messageIdOf = (raw: string) => /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim();

describe('SmtpMailer', () => {
  it('sends every try of one mail with the same Message-ID, made from its idempotency key', async () => {
    const sink = await smtpSink();
    const mailer = new SmtpMailer(sink.url, 'Kampus <no-reply@kampus.example>');
    const mail = { to: 'ada@example.com', subject: 'Order paid', text: 'Hello', idempotencyKey: 'notification.0b6c-42' };
    await mailer.send(mail);
    await mailer.send(mail);
    await mailer.send({ ...mail, idempotencyKey: 'notification.other' });

    expect(sink.messages.map(messageIdOf)).toEqual([
      '<notification.0b6c-42@kampus.example>',
      '<notification.0b6c-42@kampus.example>',
      '<notification.other@kampus.example>',
    ]);
  });

  it('makes a Message-ID of any key, at the sender’s domain', () => {
    expect(messageIdFor('code.1 2<3>@x', 'no-reply@kampus.ng')).toBe('<code.1-2-3--x@kampus.ng>');
    expect(messageIdFor('k', 'Kampus')).toBe('<k@kampus.invalid>');
  });
});

describe('DevMailbox', () => {
  it('keeps and prints a mail once per idempotency key, every mail without one', async () => {
    const printed: string[] = [];
    const mailbox = new DevMailbox(new ManualClock(), (line) => printed.push(line));
    const mail = { to: 'ada@example.com', subject: 'Order paid', text: 'Hello' };
    await mailbox.send({ ...mail, idempotencyKey: 'notification.1' });
    await mailbox.send({ ...mail, idempotencyKey: 'notification.1' });
    await mailbox.send({ ...mail, idempotencyKey: 'notification.2' });
    await mailbox.send(mail);
    await mailbox.send(mail);

    expect(mailbox.list('ada@example.com')).toHaveLength(4);
    expect(printed).toHaveLength(4);
  });
});
