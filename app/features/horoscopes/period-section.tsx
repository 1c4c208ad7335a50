/** One headed part of a longer reading ("Love", "Money"), as a region named by its heading. */
export function PeriodSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-surface p-5 leading-7">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      <p>{text}</p>
    </section>
  );
}
