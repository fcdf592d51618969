// The 1200 x 630 share image of one page, drawn by ImageResponse (satori): only inline styles and
// flexbox, and every element with more than one child sets display: flex.
import { LogoMark } from '@/components/layout/LogoMark';
import { site } from '@/lib/content';
import { SHARE_IMAGE_SIZE, type ShareCard as Card } from '@/lib/site/share-image';

const COLORS = {
  brand900: '#1e1b4b',
  brand700: '#4338ca',
  brand200: '#c7d2fe',
  accent400: '#fbbf24',
  white: '#ffffff',
} as const;

/** Long titles get a smaller size so that they stay within three lines. */
function titleSize(title: string): number {
  if (title.length > 70) return 56;
  if (title.length > 45) return 62;
  return 78;
}

export function ShareCard({ card }: { card: Card }) {
  return (
    <div
      style={{
        ...SHARE_IMAGE_SIZE,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 88px',
        backgroundImage: `linear-gradient(135deg, ${COLORS.brand900}, ${COLORS.brand700})`,
        color: COLORS.white,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <LogoMark size={64} />
        <span style={{ fontSize: 36, fontWeight: 700 }}>{site.name}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <span
          style={{
            padding: '8px 20px',
            borderRadius: 999,
            backgroundColor: 'rgba(255, 255, 255, 0.12)',
            color: COLORS.accent400,
            fontSize: 28,
            fontWeight: 700,
            letterSpacing: '0.02em',
          }}
        >
          {card.category}
        </span>
        <span
          style={{
            marginTop: 28,
            maxWidth: 1000,
            fontSize: titleSize(card.title),
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: '-0.02em',
          }}
        >
          {card.title}
        </span>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <div style={{ width: 48, height: 6, borderRadius: 3, backgroundColor: COLORS.accent400 }} />
        <span style={{ fontSize: 28, color: COLORS.brand200 }}>{site.tagline}</span>
      </div>
    </div>
  );
}
