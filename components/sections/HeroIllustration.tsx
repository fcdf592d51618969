/** A decorative illustration of a phone and a dashboard, drawn in SVG (no image request). */
export function HeroIllustration() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 480 400"
      width="480"
      height="400"
      className="mx-auto hidden h-auto w-full max-w-md lg:block"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <defs>
        <linearGradient id="hero-screen" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#3730a3" />
        </linearGradient>
      </defs>
      <rect
        x="40"
        y="40"
        width="380"
        height="260"
        rx="20"
        fill="#fff"
        stroke="#e2e8f0"
        strokeWidth="2"
      />
      <rect x="40" y="40" width="380" height="44" rx="20" fill="#eef2ff" />
      <circle cx="68" cy="62" r="6" fill="#f87171" />
      <circle cx="88" cy="62" r="6" fill="#fbbf24" />
      <circle cx="108" cy="62" r="6" fill="#34d399" />
      <rect x="64" y="104" width="150" height="14" rx="7" fill="#c7d2fe" />
      <rect x="64" y="128" width="110" height="10" rx="5" fill="#e2e8f0" />
      <rect x="64" y="160" width="160" height="110" rx="12" fill="#f8fafc" stroke="#e2e8f0" />
      <polyline
        points="76,250 106,222 136,234 166,196 196,206 214,178"
        stroke="#4f46e5"
        strokeWidth="4"
      />
      <rect x="240" y="104" width="156" height="70" rx="12" fill="#eef2ff" />
      <rect x="256" y="120" width="60" height="10" rx="5" fill="#818cf8" />
      <rect x="256" y="140" width="100" height="18" rx="6" fill="#4f46e5" />
      <rect x="240" y="188" width="74" height="82" rx="12" fill="#fef3c7" />
      <rect x="322" y="188" width="74" height="82" rx="12" fill="#e0e7ff" />
      <rect x="256" y="236" width="42" height="22" rx="4" fill="#f59e0b" />
      <rect x="338" y="220" width="42" height="38" rx="4" fill="#6366f1" />
      <rect x="300" y="150" width="150" height="236" rx="26" fill="#0f172a" />
      <rect x="310" y="162" width="130" height="212" rx="18" fill="url(#hero-screen)" />
      <rect x="350" y="170" width="50" height="8" rx="4" fill="#0f172a" />
      <rect x="324" y="196" width="80" height="10" rx="5" fill="#c7d2fe" />
      <rect x="324" y="214" width="100" height="8" rx="4" fill="#a5b4fc" />
      <PhoneCard top={238} dot="#fbbf24" />
      <PhoneCard top={296} dot="#34d399" />
      <circle cx="60" cy="330" r="34" fill="#fbbf24" fillOpacity="0.9" />
      <path d="M46 330l10 10 18-20" stroke="#fff" strokeWidth="5" />
    </svg>
  );
}

/** One of the two notification cards on the phone's screen. */
function PhoneCard({ top, dot }: { top: number; dot: string }) {
  return (
    <g transform={`translate(0 ${top})`}>
      <rect x="324" width="102" height="48" rx="10" fill="#fff" fillOpacity="0.95" />
      <circle cx="344" cy="24" r="10" fill={dot} />
      <rect x="362" y="14" width="52" height="8" rx="4" fill="#6366f1" />
      <rect x="362" y="28" width="36" height="6" rx="3" fill="#c7d2fe" />
    </g>
  );
}
