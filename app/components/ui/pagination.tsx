import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "./button";

/** Previous / Next links that keep the page's other query parameters. Nothing for a single page. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const [params] = useSearchParams();
  if (pageCount <= 1) return null;
  const linkTo = (to: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(to));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} className={buttonClasses("secondary")}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={linkTo(page + 1)} className={buttonClasses("secondary")}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
