import type { Faq as FaqItem } from '@/lib/content/schemas/common';
import { StrokeIcon } from '@/components/ui/StrokeIcon';

/** Questions and answers as native disclosures: they work without scripts. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-6 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {item.question}
            <StrokeIcon
              d="M12 5v14M5 12h14"
              className="shrink-0 text-brand-600 transition-transform group-open:rotate-45 motion-reduce:transition-none"
            />
          </summary>
          <p className="pb-5 leading-7 text-ink-soft">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
