interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A bar or line chart of a few values inside a box of a product visual: only the values'
 * proportions are drawn, the tallest reaching the top of the box.
 */
export function ChartShape({
  shape,
  values,
  box,
  palette,
}: {
  shape: 'bars' | 'line';
  values: number[];
  box: Box;
  palette: { main: string; tint: string };
}) {
  const top = Math.max(...values, 1);
  const heightOf = (value: number) => (value / top) * box.height;
  const base = box.y + box.height;
  if (shape === 'bars') {
    const step = box.width / values.length;
    const barWidth = step * 0.62;
    return (
      <g>
        {values.map((value, index) => (
          <rect
            key={index}
            x={box.x + index * step + (step - barWidth) / 2}
            y={base - heightOf(value)}
            width={barWidth}
            height={Math.max(heightOf(value), 2)}
            rx={Math.min(4, barWidth / 3)}
            fill={index === values.length - 1 ? palette.main : palette.tint}
            stroke={palette.main}
            strokeWidth={index === values.length - 1 ? 0 : 1}
          />
        ))}
      </g>
    );
  }
  const step = box.width / (values.length - 1);
  const points = values.map((value, index) => [box.x + index * step, base - heightOf(value)]);
  const line = points.map(([x, y]) => `${x!.toFixed(1)},${y!.toFixed(1)}`).join(' ');
  const area = `M${box.x},${base} L${line.replaceAll(' ', ' L')} L${box.x + box.width},${base}Z`;
  const [lastX, lastY] = points.at(-1)!;
  return (
    <g>
      <path d={area} fill={palette.tint} />
      <polyline
        points={line}
        fill="none"
        stroke={palette.main}
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={lastX} cy={lastY} r={5} fill="#fff" stroke={palette.main} strokeWidth={3} />
    </g>
  );
}
