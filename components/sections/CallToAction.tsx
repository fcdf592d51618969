import { MeetingButton, QuoteButton } from '@/components/layout/OpenButtons';
import { Container } from './Container';

export function CallToAction({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="cta-title" className="py-16 sm:py-20">
      <Container>
        <div
          data-reveal
          className="relative overflow-hidden rounded-3xl bg-brand-700 px-6 py-12 text-center sm:px-12"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-40 -left-32 size-[26rem] bg-radial from-brand-500/40 from-30% to-transparent to-70%"
          />
          <h2
            id="cta-title"
            className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            {title}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
          <div className="relative mt-8 flex flex-wrap justify-center gap-3">
            <QuoteButton variant="light" size="lg" />
            <MeetingButton size="lg" variant="outlineLight" />
          </div>
        </div>
      </Container>
    </section>
  );
}
