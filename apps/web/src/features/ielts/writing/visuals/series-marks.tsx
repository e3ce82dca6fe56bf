/**
 * The marks that tell series apart without colour (issue 23 §1): a marker shape per line series
 * and a fill pattern per bar series (visual-geometry.ts SERIES_STYLES).
 */
import { seriesStyle, type SeriesStyle } from './visual-geometry.ts';

/** A point marker of `shape` centred on (x, y). */
export function Marker({
  shape,
  x,
  y,
  className,
}: {
  shape: SeriesStyle['marker'];
  x: number;
  y: number;
  className: string;
}) {
  const r = 4;
  if (shape === 'circle') return <circle cx={x} cy={y} r={r} className={className} />;
  if (shape === 'square') {
    return <rect x={x - r} y={y - r} width={r * 2} height={r * 2} className={className} />;
  }
  if (shape === 'triangle') {
    return (
      <polygon
        points={`${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}`}
        className={className}
      />
    );
  }
  if (shape === 'triangle-down') {
    return (
      <polygon
        points={`${x},${y + r + 1} ${x + r + 1},${y - r} ${x - r - 1},${y - r}`}
        className={className}
      />
    );
  }
  if (shape === 'plus') {
    return (
      <path
        d={`M${x - r - 1},${y}H${x + r + 1}M${x},${y - r - 1}V${y + r + 1}`}
        strokeWidth="2.5"
        className={className}
      />
    );
  }
  if (shape === 'ring') {
    return (
      <circle
        cx={x}
        cy={y}
        r={r}
        strokeWidth="2"
        className={`fill-white dark:fill-slate-900 ${className.replace(/\S*fill-\S+/g, '')}`}
      />
    );
  }
  if (shape === 'diamond') {
    return (
      <polygon
        points={`${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}`}
        className={className}
      />
    );
  }
  return (
    <path
      d={`M${x - r},${y - r}L${x + r},${y + r}M${x - r},${y + r}L${x + r},${y - r}`}
      strokeWidth="2.5"
      className={className}
    />
  );
}

/** The fill patterns of `count` bar series, with ids `id(i)`. */
export function BarPatterns({ count, id }: { count: number; id: (index: number) => string }) {
  return (
    <defs>
      {Array.from({ length: count }, (_, i) => {
        const style = seriesStyle(i);
        return (
          <pattern key={i} id={id(i)} width="6" height="6" patternUnits="userSpaceOnUse">
            {style.pattern === 'solid' ? (
              <rect width="6" height="6" className={style.fill} />
            ) : (
              <>
                <rect width="6" height="6" className="fill-white dark:fill-slate-900" />
                {style.pattern === 'stripes' ? (
                  <path
                    d="M-1,7 L7,-1 M-1,1 L1,-1 M5,7 L7,5"
                    strokeWidth="2"
                    className={style.stroke}
                  />
                ) : null}
                {style.pattern === 'dots' ? (
                  <circle cx="3" cy="3" r="1.6" className={style.fill} />
                ) : null}
                {style.pattern === 'cross' ? (
                  <path d="M0,0 L6,6 M6,0 L0,6" strokeWidth="1.3" className={style.stroke} />
                ) : null}
                {style.pattern === 'horizontal' ? (
                  <path d="M0,1.5 H6 M0,4.5 H6" strokeWidth="1.4" className={style.stroke} />
                ) : null}
                {style.pattern === 'vertical' ? (
                  <path d="M1.5,0 V6 M4.5,0 V6" strokeWidth="1.6" className={style.stroke} />
                ) : null}
                {style.pattern === 'back-stripes' ? (
                  <path
                    d="M-1,-1 L7,7 M5,-1 L7,1 M-1,5 L1,7"
                    strokeWidth="2"
                    className={style.stroke}
                  />
                ) : null}
                {style.pattern === 'grid' ? (
                  <path
                    d="M0,0.5 H6 M0.5,0 V6 M0,3.5 H6 M3.5,0 V6"
                    strokeWidth="1"
                    className={style.stroke}
                  />
                ) : null}
              </>
            )}
          </pattern>
        );
      })}
    </defs>
  );
}
