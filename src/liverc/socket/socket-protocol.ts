// The socket.io 0.9 wire format LiveRC's live page speaks (docs/liverc/REFERENCE.md 3.13), as pure functions:
// `type:id:endpoint:data` frames, several per polling answer as `\ufffd{length}\ufffd{frame}`.

export const FRAME = {
  disconnect: '0',
  connect: '1',
  heartbeat: '2',
  event: '5',
  error: '7',
} as const;

const SEPARATOR = '\ufffd';

/** The frames of one polling answer: a bare frame, or several each prefixed with its length. */
export function decodePayload(payload: string): string[] {
  if (!payload.startsWith(SEPARATOR)) return payload === '' ? [] : [payload];
  const frames: string[] = [];
  let at = 0;
  while (at < payload.length && payload[at] === SEPARATOR) {
    const end = payload.indexOf(SEPARATOR, at + 1);
    const length = Number(payload.slice(at + 1, end));
    if (end === -1 || !Number.isInteger(length) || length < 0) break;
    frames.push(payload.slice(end + 1, end + 1 + length));
    at = end + 1 + length;
  }
  return frames;
}

export function encodePayload(frames: string[]): string {
  return frames.length === 1
    ? (frames[0] as string)
    : frames.map((frame) => `${SEPARATOR}${frame.length}${SEPARATOR}${frame}`).join('');
}

/** An event frame's name and arguments; null for any other frame or one that is not JSON. */
export function readEvent(frame: string): { name: string; args: unknown[] } | null {
  const match = /^5:[^:]*:[^:]*:([\s\S]*)$/.exec(frame);
  if (!match) return null;
  try {
    const data = JSON.parse(match[1] as string) as { name?: unknown; args?: unknown };
    return typeof data.name === 'string'
      ? { name: data.name, args: Array.isArray(data.args) ? data.args : [] }
      : null;
  } catch {
    return null;
  }
}

export const eventFrame = (name: string, args: unknown[]): string => `5:::${JSON.stringify({ name, args })}`;

/** The handshake answer `sid:heartbeat:close:transports`, e.g. `4d4f185e96a7b:15:25:websocket,xhr-polling`. */
export function readHandshake(
  body: string,
): { sid: string; heartbeatSeconds: number; closeSeconds: number; transports: string[] } | null {
  const [sid, heartbeat, close, transports] = body.trim().split(':');
  if (!sid || !/^[\w-]+$/.test(sid) || transports === undefined) return null;
  return {
    sid,
    heartbeatSeconds: Number(heartbeat) || 0,
    closeSeconds: Number(close) || 0,
    transports: transports.split(',').filter(Boolean),
  };
}
