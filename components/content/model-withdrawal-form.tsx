import type { ModelWithdrawalForm as Form } from '@/lib/precontract/withdrawal';

/** Annex I(B)'s model withdrawal form, as a block the shopper can copy or print. */
export function ModelWithdrawalForm({ form, headingLevel = 3 }: { form: Form; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="border border-line p-4" data-testid="model-withdrawal-form">
      <Heading className="font-semibold text-ink">{form.title}</Heading>
      <p className="mt-1 text-muted">{form.note}</p>
      <ul className="mt-2 space-y-1">
        {form.lines.map((line) => (
          <li key={line}>— {line}</li>
        ))}
      </ul>
      <p className="mt-2 text-muted">{form.footnote}</p>
    </div>
  );
}
