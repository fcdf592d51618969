import type { Faq as FaqItem } from '@/lib/content/schemas/common';
import { StrokeIcon } from '@/components/ui/StrokeIcon';

/** Questions and answers as native disclosures: they work without scripts. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-6 py-1">
          <summary className="faq-summary">
            {item.question}
            <StrokeIcon d="M12 5v14M5 12h14" className="faq-icon" />
          </summary>
          <p className="pb-5 leading-7 text-ink-soft">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
