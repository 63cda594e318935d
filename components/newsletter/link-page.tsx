import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';

// The frame of the pages behind the newsletter mail's links: a title, then either the outcome or
// a plain form with one button (no script: a GET of the page changes nothing, the button posts).

function NewsletterLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10 lg:py-16">
      <h1 className="page-title mb-4">{title}</h1>
      <div className="grid gap-4">{children}</div>
    </div>
  );
}

/** Search params as a page receives them. */
export type LinkPageParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * One link page: the outcome its endpoint came back with (?status=`doneStatus` or ?status=invalid,
 * or no usable token), else the one-button form `form` builds from the link's token.
 */
export async function NewsletterLinkRoute(props: {
  searchParams: LinkPageParams;
  title: string;
  doneStatus: string;
  done: string;
  invalid: string;
  /** The link back to the shop, in the page's language. */
  continueShopping?: string;
  form: (token: string) => Parameters<typeof OneButtonForm>[0];
}) {
  const { token, status } = await props.searchParams;
  const text = queryText(token);
  return (
    <NewsletterLinkPage title={props.title}>
      {status === props.doneStatus ? (
        <Outcome text={props.done} back={props.continueShopping} />
      ) : status === 'invalid' || !text ? (
        <Outcome text={props.invalid} back={props.continueShopping} />
      ) : (
        <OneButtonForm {...props.form(text)} />
      )}
    </NewsletterLinkPage>
  );
}

function Outcome({ text, back = 'Continue shopping' }: { text: string; back?: string }) {
  return (
    <>
      <p role="status" className="text-sm text-ink">
        {text}
      </p>
      <Link href="/" className="link justify-self-start">
        {back}
      </Link>
    </>
  );
}

/** One button posting `fields` to `action`. */
function OneButtonForm(props: {
  action: string;
  fields: Record<string, string>;
  intro: string;
  button: string;
}) {
  return (
    <form method="post" action={props.action} className="grid gap-4">
      <p className="text-sm text-muted">{props.intro}</p>
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn-solid w-full">
        {props.button}
      </button>
    </form>
  );
}

const queryText = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');
