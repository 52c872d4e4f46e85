// A browser's side of Web Push, for server tests: a subscription's keys (as a browser makes them), a local
// push service that records what it is sent, and the RFC 8291 decryption a browser does on arrival.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type BrowserKeys = { p256dh: string; auth: string; decrypt(body: Buffer): string };

/** A P-256 key pair and a 16-byte auth secret, as PushManager.subscribe() makes them. */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    p256dh: publicKey.toString('base64url'),
    auth: authSecret.toString('base64url'),
    decrypt: (body) => decryptAes128gcm(body, ecdh.getPrivateKey(), publicKey, authSecret),
  };
}

/** RFC 8188 / 8291: one record, header salt(16) | rs(4) | idlen(1) | the sender's public key. */
function decryptAes128gcm(body: Buffer, privateKey: Buffer, publicKey: Buffer, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const receiver = createECDH('prime256v1');
  receiver.setPrivateKey(privateKey);
  const sharedSecret = receiver.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and any zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

export type RecordedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A push service on 127.0.0.1 answering every POST with `status()` and keeping what it got. */
export async function startPushRecorder(status: () => number = () => 201) {
  const received: RecordedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    endpoint: (id: string) => `http://127.0.0.1:${port}/push/${id}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
