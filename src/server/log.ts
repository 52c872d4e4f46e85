// What the server's log may say about a request and an error: the path without its query (a query can
// carry what a racer typed), and errors without the values of a failed query (a password hash, once).

type LoggedRequest = {
  method: string;
  url?: string;
  routeOptions?: { url?: string };
  ip?: string;
  socket?: { remotePort?: number };
};

export function requestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    // The path alone: query strings hold addresses and text that are the racer's, not the log's.
    url: request.url?.split('?')[0],
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}

const PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
const withoutParams = (text: string | undefined) => (text ?? '').replace(PARAMS, '\nparams: [not logged]');

type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
};

/** The error's kind, message, code and stack, and its causes', never its other fields (a query's values). */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const logged: LoggedError = {
    type: error.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack),
  };
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) logged.code = code;
  // Drivers wrap errors in errors; a few levels say what went wrong without looping for ever.
  if (error.cause !== undefined && depth < 3) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}
