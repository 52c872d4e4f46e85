// `npm run replay -- --pages DIR --port PORT`: serves recorded LiveRC pages for LIVERC_UPSTREAM.
import { parseArgs } from 'node:util';
import { startReplayServer } from './replay-server.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: 'tools/liverc-replay/pages' },
    port: { type: 'string', default: '5050' },
  },
});
const server = await startReplayServer({ pagesDir: values.pages, port: Number(values.port) });
console.log(`LiveRC replay serving ${values.pages} on ${server.url}`);
console.log(`Start Pitboard with LIVERC_UPSTREAM=${server.url} to read LiveRC through it.`);
