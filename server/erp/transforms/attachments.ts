import 'server-only';

/** Spec rule: a type record's `$$attachments` is a form-feed separated list of file names. */
export function splitAttachments(attachments: string | null | undefined): string[] {
  return (attachments ?? '')
    .split('\f')
    .map((name) => name.trim())
    .filter(Boolean);
}
