// A Server-Sent Events client for integration tests: reads a real streaming HTTP answer message by message.
export type SseMessage = { id: string | null; event: string; data: unknown };

export type SseClient = {
  status: number;
  /** The next message (of this event type, skipping others), or an error after `timeoutMs`. */
  next(event?: string, timeoutMs?: number): Promise<SseMessage>;
  /** Any message received so far or later, of this type, whose data passes `test` (order aside). */
  find(event: string, test: (data: unknown) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** The next message of this type whose data passes `test`, skipping the rest. */
  nextWhere(event: string, test: (data: unknown) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Every message received so far. */
  received: SseMessage[];
  /** Whether the server has ended the stream (or `close` was called). */
  ended(): boolean;
  close(): void;
};

export async function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const received: SseMessage[] = [];
  const waiters: (() => void)[] = [];
  let cursor = 0;
  let buffer = '';
  let ended = false;

  void (async () => {
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) return;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message = parseBlock(block);
          if (message) received.push(message);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // Aborted by close().
    }
    ended = true;
  })();

  const next = async (event?: string, timeoutMs = 10_000): Promise<SseMessage> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (cursor < received.length) {
        const message = received[cursor++] as SseMessage;
        if (!event || message.event === event) return message;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no '${event ?? 'any'}' message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };

  const nextWhere = async (event: string, test: (data: unknown) => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = await next(event, Math.max(1, deadline - Date.now()));
      if (test(message.data)) return message;
    }
  };

  const find = async (event: string, test: (data: unknown) => boolean, timeoutMs = 10_000) => {
    const matches = (message: SseMessage) => message.event === event && test(message.data);
    const found = received.find(matches);
    return found ?? nextWhere(event, test, timeoutMs);
  };

  return {
    status: response.status,
    received,
    next,
    nextWhere,
    find,
    ended: () => ended,
    close: () => controller.abort(),
  };
}

function parseBlock(block: string): SseMessage | null {
  let id: string | null = null;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  return { id, event, data: JSON.parse(data.join('\n')) };
}
