import type { Messages, Namespace } from '@/messages';

/** The namespaces with a `client` part: the strings their client islands show, and only those. */
export type ClientNamespace = {
  [N in Namespace]: Messages[N] extends { client: object } ? N : never;
}[Namespace];

export type ClientTexts<N extends ClientNamespace> = Messages[N] extends { client: infer C } ? C : never;
