import { ACCENTS, type CaseStudyVisual } from '@/lib/content/schemas/portfolio';
import { cn } from '@/lib/ui/cn';
import { ChartShape } from './ChartShape';

/** The stage every visual is drawn on, so cards of phones and browsers line up. */
export const VISUAL_WIDTH = 480;
export const VISUAL_HEIGHT = 340;

const INK = '#0f172a';
const LINE = '#e2e8f0';
const PAPER = '#f8fafc';

interface Palette {
  main: string;
  tint: string;
}

/** A pale disc behind the device, in the accent's tint. */
function Disc({ at: [cx, cy, r], tint }: { at: [number, number, number]; tint: string }) {
  return <circle cx={cx} cy={cy} r={r} fill={tint} />;
}

/** The home hero's amber badge with a tick, in front of the device. */
function Badge({ at: [x, y] }: { at: [number, number] }) {
  return (
    <>
      <circle cx={x} cy={y} r={26} fill="#fbbf24" fillOpacity={0.9} />
      <path
        d={`M${x - 11} ${y}l8 8 14-16`}
        stroke="#fff"
        strokeWidth={4}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

/** A row's card with its dot, in the phone and in the browser alike. */
function RowCard(props: {
  x: number;
  y: number;
  width: number;
  height: number;
  dotX: number;
  palette: Palette;
}) {
  const { x, y, width, height, dotX, palette } = props;
  return (
    <>
      <rect x={x} y={y} width={width} height={height} rx={10} fill="#fff" stroke={LINE} />
      <circle
        cx={dotX}
        cy={y + height / 2}
        r={6}
        fill={palette.tint}
        stroke={palette.main}
        strokeWidth={2}
      />
    </>
  );
}

/** A row of the phone's screen: a dot, the label, and the value under it. */
function PhoneRow({ y, row, palette }: { y: number; row: Row; palette: Palette }) {
  return (
    <g>
      <RowCard x={165} y={y} width={150} height={44} dotX={180} palette={palette} />
      <text x={193} y={y + 19} fontSize={9} fill={INK}>
        {row.label}
      </text>
      <text x={193} y={y + 33} fontSize={9.5} fontWeight={700} fill={palette.main}>
        {row.value}
      </text>
    </g>
  );
}

type Row = CaseStudyVisual['rows'][number];

function Phone({ visual, palette }: { visual: CaseStudyVisual; palette: Palette }) {
  const charted = visual.shape !== 'list' && visual.chart;
  const rows = charted ? visual.rows.slice(0, 2) : visual.rows;
  const rowsTop = charted ? 222 : 94;
  return (
    <>
      <Disc at={[112, 250, 72]} tint={palette.tint} />
      <rect x={145} y={8} width={190} height={324} rx={30} fill={INK} />
      <rect x={155} y={18} width={170} height={304} rx={22} fill={PAPER} />
      <path d="M155 40a22 22 0 0 1 22-22h126a22 22 0 0 1 22 22v42H155z" fill={palette.main} />
      <rect x={215} y={24} width={50} height={7} rx={3.5} fill={INK} />
      <path
        d="M172 44l-5 5 5 5"
        stroke="#fff"
        strokeWidth={2}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x={167} y={73} fontSize={14} fontWeight={700} fill="#fff">
        {visual.screen}
      </text>
      {charted ? (
        <g>
          <rect x={165} y={94} width={150} height={116} rx={10} fill="#fff" stroke={LINE} />
          <ChartShape
            shape={visual.shape === 'line' ? 'line' : 'bars'}
            values={charted}
            box={{ x: 177, y: 106, width: 126, height: 92 }}
            palette={palette}
          />
        </g>
      ) : null}
      {rows.map((row, index) => (
        <PhoneRow key={row.label} y={rowsTop + index * 52} row={row} palette={palette} />
      ))}
      <Badge at={[382, 92]} />
    </>
  );
}

function Browser({ visual, palette }: { visual: CaseStudyVisual; palette: Palette }) {
  const charted = visual.shape !== 'list' && visual.chart;
  return (
    <>
      <Disc at={[64, 286, 56]} tint={palette.tint} />
      <rect
        x={20}
        y={16}
        width={440}
        height={300}
        rx={18}
        fill="#fff"
        stroke={LINE}
        strokeWidth={2}
      />
      <path d="M21 34a17 17 0 0 1 17-17h404a17 17 0 0 1 17 17v22H21z" fill={palette.tint} />
      <circle cx={44} cy={36} r={5} fill="#f87171" />
      <circle cx={62} cy={36} r={5} fill="#fbbf24" />
      <circle cx={80} cy={36} r={5} fill="#34d399" />
      <rect x={104} y={28} width={200} height={16} rx={8} fill="#fff" />
      <path d="M21 56h95v241a18 18 0 0 1-18 18H38a17 17 0 0 1-17-17z" fill={PAPER} />
      {[0, 1, 2, 3].map((index) => (
        <rect
          key={index}
          x={34}
          y={76 + index * 24}
          width={index === 0 ? 68 : 56}
          height={10}
          rx={5}
          fill={index === 0 ? palette.main : LINE}
        />
      ))}
      <text x={132} y={86} fontSize={16} fontWeight={700} fill={INK}>
        {visual.screen}
      </text>
      <rect x={132} y={96} width={90} height={7} rx={3.5} fill={LINE} />
      {charted ? (
        <>
          <rect x={132} y={114} width={170} height={188} rx={12} fill={PAPER} stroke={LINE} />
          <ChartShape
            shape={visual.shape === 'line' ? 'line' : 'bars'}
            values={charted}
            box={{ x: 146, y: 130, width: 142, height: 156 }}
            palette={palette}
          />
          {visual.rows.slice(0, 3).map((row, index) => (
            <g key={row.label}>
              <rect
                x={312}
                y={114 + index * 65}
                width={132}
                height={58}
                rx={12}
                fill={palette.tint}
              />
              <text x={324} y={140 + index * 65} fontSize={15} fontWeight={700} fill={palette.main}>
                {row.value}
              </text>
              <text x={324} y={158 + index * 65} fontSize={9} fill="#334155">
                {row.label}
              </text>
            </g>
          ))}
        </>
      ) : (
        visual.rows.map((row, index) => {
          const y = 116 + index * 48;
          const pill = String(row.value).length * 6.6 + 18;
          return (
            <g key={row.label}>
              <RowCard x={132} y={y} width={312} height={42} dotX={150} palette={palette} />
              <text x={165} y={y + 25} fontSize={11.5} fill={INK}>
                {row.label}
              </text>
              <rect
                x={432 - pill}
                y={y + 10}
                width={pill}
                height={22}
                rx={11}
                fill={palette.tint}
              />
              <text
                x={432 - pill / 2}
                y={y + 25}
                fontSize={11}
                fontWeight={700}
                fill={palette.main}
                textAnchor="middle"
              >
                {row.value}
              </text>
            </g>
          );
        })
      )}
      <Badge at={[446, 46]} />
    </>
  );
}

/** What every visual draws, inline or as its file (visual-file.ts): the device and its screen. */
export function ProductDrawing({ visual }: { visual: CaseStudyVisual }) {
  const palette = ACCENTS[visual.accent];
  return visual.device === 'phone' ? (
    <Phone visual={visual} palette={palette} />
  ) : (
    <Browser visual={visual} palette={palette} />
  );
}

/** Static SVG in the HTML, in the home hero's style, read aloud as its `alt`. */
export function ProductVisual({
  visual,
  className,
}: {
  visual: CaseStudyVisual;
  className?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={visual.alt}
      viewBox={`0 0 ${VISUAL_WIDTH} ${VISUAL_HEIGHT}`}
      width={VISUAL_WIDTH}
      height={VISUAL_HEIGHT}
      className={cn('h-auto w-full', className)}
    >
      <ProductDrawing visual={visual} />
    </svg>
  );
}
