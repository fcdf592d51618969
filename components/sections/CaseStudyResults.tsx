import type { CaseStudy } from '@/lib/content';

/** A case study's results as large figures, each with what it measures under it. */
export function CaseStudyResults({ results }: { results: CaseStudy['results'] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {results.map((result) => (
        <li key={result.label} data-reveal className="rounded-card bg-white/5 p-6">
          <p className="text-4xl font-bold tracking-tight text-white tabular-nums sm:text-5xl">
            {result.figure}
          </p>
          <p className="mt-3 leading-7 text-slate-200">{result.label}</p>
        </li>
      ))}
    </ul>
  );
}
