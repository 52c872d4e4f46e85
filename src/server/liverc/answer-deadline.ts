// One time limit for every LiveRC read behind one answer, so reads made in turn do not add up their timeouts;
// a read still running at the deadline goes on in the background and keeps its page for the next answer.
import { LiveRcError } from '../../liverc/client.ts';
import { LIVERC_TIMEOUT } from '../errors.ts';

/** Aborts when the answer must stop waiting for LiveRC. */
export type Deadline = AbortSignal;

/** `work`'s outcome, or LiveRC's time-out (a 504 to the racer) once the deadline has passed. */
export function beforeDeadline<T>(work: Promise<T>, deadline: Deadline | undefined): Promise<T> {
  if (!deadline) return work;
  return new Promise<T>((resolve, reject) => {
    const late = () => reject(new LiveRcError('timeout', LIVERC_TIMEOUT));
    if (deadline.aborted) late();
    else deadline.addEventListener('abort', late, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', late));
  });
}
