import type { ReactNode } from "react";
import { HOUSES } from "#app/zodiac/houses.ts";
import { signOf } from "#app/zodiac/signs.ts";
import { degreeInSign, degreeText } from "#app/zodiac/sky.ts";
import type { ChartAnswer } from "./chart-request.server";

/**
 * The chart's figures as tables ([charts.tables]): the same positions, angles, cusps and aspects
 * the wheel draws, readable by screen readers and easy to compare with another site's chart.
 */

const HOUSE_SYSTEM_NAMES = { placidus: "Placidus", "whole-sign": "Whole Sign", equal: "Equal" } as const;

export function houseSystemName(system: keyof typeof HOUSE_SYSTEM_NAMES): string {
  return HOUSE_SYSTEM_NAMES[system];
}

/** Degrees and arcminutes of an orb: "2°14′". */
function orbText(orb: number): string {
  const minutes = Math.round(orb * 60);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, "0")}′`;
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs sm:text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            {head.map((cell) => (
              <th key={cell} scope="col" className="py-1.5 pr-1.5 font-semibold sm:pr-3">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const ROW = "border-b border-border/60";
// Narrow cells on a phone, so every table fits a 390 px screen without sideways scrolling.
const CELL = "py-1.5 pr-1.5 sm:pr-3";

export function ChartTables({ answer }: { answer: ChartAnswer }) {
  const withHouses = answer.cusps !== undefined;
  return (
    <div className="grid gap-6">
      <Table
        caption="Positions at birth"
        head={withHouses ? ["Body", "Sign", "Degree", "House", "Motion"] : ["Body", "Sign", "Degree", "Motion"]}
      >
        {answer.positions.map((position) => (
          <tr key={position.body} className={ROW}>
            <th scope="row" className={`${CELL} font-medium`}>
              {position.body}
            </th>
            <td className={CELL}>{signOf(position.sign).name}</td>
            <td className={`${CELL} tabular-nums`}>{degreeText(position.degree)}</td>
            {withHouses ? <td className={CELL}>{position.house ? HOUSES[position.house - 1]!.ordinal : ""}</td> : null}
            <td className={CELL}>
              {position.node === "true" ? "True node" : position.node ? "Mean node" : position.retrograde ? "Retrograde" : "Direct"}
            </td>
          </tr>
        ))}
        {answer.ascendant && answer.midheaven
          ? (
              [
                ["Ascendant", answer.ascendant],
                ["Midheaven", answer.midheaven],
              ] as const
            ).map(([name, point]) => (
              <tr key={name} className={ROW}>
                <th scope="row" className={`${CELL} font-medium`}>
                  {name}
                </th>
                <td className={CELL}>{signOf(point.sign).name}</td>
                <td className={`${CELL} tabular-nums`}>{degreeText(point.degree)}</td>
                <td className={CELL}>{name === "Ascendant" ? "1st" : ""}</td>
                <td className={CELL}>Angle</td>
              </tr>
            ))
          : null}
      </Table>
      <div className="grid gap-6 sm:grid-cols-2">
        {answer.cusps && answer.houseSystem ? (
          <Table caption={`House cusps (${houseSystemName(answer.houseSystem)})`} head={["House", "Cusp"]}>
            {answer.cusps.map((cusp) => (
              <tr key={cusp.house} className={ROW}>
                <th scope="row" className={`${CELL} font-medium`}>
                  {HOUSES[cusp.house - 1]!.ordinal}
                </th>
                <td className={`${CELL} tabular-nums`}>{degreeInSign(cusp.sign, cusp.degree)}</td>
              </tr>
            ))}
          </Table>
        ) : null}
        <Table caption="Aspects" head={["Aspect", "Orb"]}>
          {answer.aspects.length === 0 ? (
            <tr>
              <td className={CELL} colSpan={2}>
                No major aspect within its orb.
              </td>
            </tr>
          ) : (
            answer.aspects.map((aspect) => (
              <tr key={`${aspect.from}-${aspect.to}`} className={ROW}>
                <th scope="row" className={`${CELL} font-medium`}>
                  {aspect.from} {aspect.kind} {aspect.to}
                </th>
                <td className={`${CELL} tabular-nums`}>{orbText(aspect.orb)}</td>
              </tr>
            ))
          )}
        </Table>
      </div>
    </div>
  );
}
