import { PeriodSection } from "./period-section";
import type { YearForecast } from "./types";

/**
 * A year forecast's money and wellbeing parts and its month-by-month part. Months of this year
 * already behind the reader stay in the list (the forecast is one text) but say so.
 */
export function YearForecastParts({ forecast, thisMonth }: { forecast: YearForecast; thisMonth: string }) {
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <PeriodSection id="period-money" title="Money" text={forecast.money} />
        <PeriodSection id="period-wellbeing" title="Wellbeing" text={forecast.wellbeing} />
      </div>
      <section aria-labelledby="period-months" className="rounded-xl border border-border bg-surface p-5 leading-7">
        <h2 id="period-months" className="mb-3 text-lg font-semibold">
          Month by month
        </h2>
        <ol className="flex flex-col gap-4" data-testid="forecast-months">
          {forecast.months.map((month) => (
            <li key={month.month}>
              <h3 className="font-semibold">
                <time dateTime={month.month}>{month.title}</time>
                {month.month < thisMonth ? <span className="ml-2 text-sm font-normal text-muted">(behind you)</span> : null}
              </h3>
              <p>{month.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
