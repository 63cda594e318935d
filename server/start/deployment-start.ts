import 'server-only';
import { config } from '@/server/config';
import { deploymentReason } from '@/server/deployment.mjs';
import { fetchMainCategories } from '@/server/erp/reads';
import { paymentGateway } from '@/server/payment/gateway';
import { checkCredentialsAtStart, erpVerdict, jccVerdict, type CredentialChecks } from './credentials';
import { logFor } from '@/server/log/logger';

// What a deployment checks when it starts (instrumentation.ts's register(), the one step a Node
// host and Vercel both pass through): its settings, then the ERP's and JCC's credentials.

const log = logFor('start');

/** The start was refused; the message names what to fix and never a value. */
export class StartRefusedError extends Error {
  override name = 'StartRefusedError';
}

export interface StartOptions {
  /** process.exit, or a stand-in in tests. */
  exit?: (code: number) => void;
  later?: CredentialChecks['later'];
}

/**
 * Ends a refused start. Next 16 catches register()'s error, logs it and answers every later
 * request 500 while the process keeps running; so on a Node host the
 * process exits, which `npm start` and any supervisor see. On Vercel, whose process is not ours to
 * end, the error fails the instance.
 */
export function stopTheStart(message: string, env: NodeJS.ProcessEnv, exit: (code: number) => void): never {
  log.fatal(message);
  if (!env.VERCEL) exit(1);
  throw new StartRefusedError(message);
}

const inBackground: CredentialChecks['later'] = (work, ms) => void setTimeout(work, ms).unref();

/**
 * A deployment's start checks; a run that is no deployment (a fresh clone's `npm start` on the
 * sandboxes, development) checks nothing. A setting it lacks or refuses (server/config.ts), or
 * credentials the ERP or JCC refuse, stop the start.
 */
export async function checkDeploymentAtStart(opts: StartOptions = {}) {
  // The environment config() reads.
  const env = process.env;
  if (!deploymentReason(env)) return;
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  try {
    config();
  } catch (error) {
    stopTheStart((error as Error).message, env, exit);
  }
  const refusal = await checkCredentialsAtStart({
    checks: {
      ERP: async () => erpVerdict(await fetchMainCategories()),
      JCC: async () => jccVerdict(await paymentGateway().checkCredentials()),
    },
    log: { error: (line) => log.error(line), info: (line) => log.info(line) },
    later: opts.later ?? inBackground,
  });
  if (refusal) stopTheStart(refusal, env, exit);
}
