/**
 * The Moon's face at a given elongation, drawn as the northern hemisphere sees it: lit on the
 * right while waxing, on the left while waning. Plain SVG, so the server draws it and no script
 * is needed.
 */

const RADIUS = 10;
const CENTRE = 12;

/** The path of the lit part of the disc; empty at new moon. */
export function litPath(elongation: number): string {
  const folded = ((elongation % 360) + 360) % 360;
  const cos = Math.cos((folded * Math.PI) / 180);
  // The terminator is half an ellipse as tall as the disc and |cos| as wide.
  const terminatorWidth = Math.abs(cos) * RADIUS;
  const waxing = folded < 180;
  const crescent = cos > 0;
  const top = `${CENTRE} ${CENTRE - RADIUS}`;
  const bottom = `${CENTRE} ${CENTRE + RADIUS}`;
  // The outer edge runs down the lit side; the terminator comes back up, bulging towards the lit
  // side for a crescent and away from it for a gibbous moon. Sweep 1 is clockwise on screen.
  const edgeSweep = waxing ? 1 : 0;
  const terminatorSweep = waxing === crescent ? 0 : 1;
  return `M ${top} A ${RADIUS} ${RADIUS} 0 0 ${edgeSweep} ${bottom} A ${terminatorWidth.toFixed(3)} ${RADIUS} 0 0 ${terminatorSweep} ${top} Z`;
}

/**
 * The phase drawn small. With a `label` it is an image with that name (role="img"); without one
 * it is decoration, hidden from screen readers, for places that say the phase in words beside it.
 */
export function MoonPhaseIcon({ elongation, label, size = 24 }: { elongation: number; label?: string; size?: number }) {
  const labelled = label !== undefined;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      {...(labelled ? { role: "img", "aria-label": label } : { "aria-hidden": true, focusable: false })}
      className="inline-block shrink-0"
    >
      {/* The rim is drawn over the lit part too: without it a full moon melts into a light page and a new one into a dark page. */}
      <circle cx={CENTRE} cy={CENTRE} r={RADIUS} className="fill-moon-shadow" />
      <path d={litPath(elongation)} className="fill-moon-light" />
      <circle cx={CENTRE} cy={CENTRE} r={RADIUS} className="fill-none stroke-moon-rim" strokeWidth={1.25} data-moon-rim="" />
    </svg>
  );
}
