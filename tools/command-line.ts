// The option handling the tools' commands share (`npm run cluster`, `npm run replay`): a wrong option is
// answered with its reason and the usage, exit code 2 (the shell's code for misuse, which their tests
// expect), and --help / -h prints the usage alone and exits 0.
import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

const HELP = { help: { type: 'boolean', short: 'h', default: false } } as const;

/** Stops the command: the reason, then the usage, on stderr. */
export function usageError(message: string, usage: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

/** The command's options as node:util parseArgs reads them, --help already answered. */
export function parseCommandLine<const O extends Options>(options: O, usage: string) {
  const read = () => parseArgs<{ options: O & typeof HELP }>({ options: { ...options, ...HELP } }).values;
  let values: ReturnType<typeof read>;
  try {
    values = read();
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error), usage);
  }
  // Inside this generic function TypeScript cannot resolve the values' type; the callers see it whole.
  if ((values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}
