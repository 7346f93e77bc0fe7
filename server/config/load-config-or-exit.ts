import { ConfigError, loadConfig, type Config, type Env } from './config.js';

/** How an entry point stops: by default the process exits with the code. */
export interface ExitDeps {
  printError?: (text: string) => void;
  exit?: (code: number) => never;
}

/**
 * For entry points only: the config, or every problem with the environment printed to stderr
 * and exit code 1 (an operator reads a list, not a stack trace). Any other error is thrown on.
 */
export function loadConfigOrExit(
  env: Env,
  {
    printError = (text) => console.error(text),
    exit = (code) => process.exit(code),
  }: ExitDeps = {},
): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    printError(error.message);
    return exit(1);
  }
}
