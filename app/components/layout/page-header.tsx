import type { ReactNode } from "react";

/** Every page opens with one <h1> and a short introduction. */
export function PageHeader({ title, eyebrow, children }: { title: ReactNode; eyebrow?: string; children?: ReactNode }) {
  return (
    <header className="mb-8 flex flex-col gap-3">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p> : null}
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      {children ? <div className="max-w-3xl text-lg leading-8 text-muted">{children}</div> : null}
    </header>
  );
}
