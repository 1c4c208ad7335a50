import { Form } from "react-router";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";

/** Who is signed in, as far as the header needs to know. */
export type HeaderAccount = { email: string; isAdmin: boolean };

const SIGN_OUT_PATH = "/auth/sign-out";

/**
 * The signed-in part of the header and of the side menu: for an admin the Admin badge, the
 * account email, the reader's own pages (Your Day), for an admin the Admin Dashboard link, and
 * Sign Out. Sign Out is a form, so it works
 * before the page's scripts have loaded.
 */
export function AccountLinks({
  account,
  direction,
  onNavigate,
}: {
  account: HeaderAccount;
  direction: "row" | "column";
  onNavigate?: () => void;
}) {
  const layout = direction === "row" ? "flex items-center gap-2" : "flex flex-col items-start gap-3";
  return (
    <div className={layout} data-testid="account-links">
      {account.isAdmin ? (
        <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-accent-foreground">Admin</span>
      ) : null}
      <span className="max-w-[14rem] truncate text-sm text-muted" title={account.email}>
        {account.email}
      </span>
      <SiteLink to="/account/today" className={buttonClasses("secondary", "px-3 py-1.5")} onClick={onNavigate}>
        Your Day
      </SiteLink>
      {account.isAdmin ? (
        <SiteLink to="/admin" className={buttonClasses("secondary", "px-3 py-1.5")} onClick={onNavigate}>
          Admin Dashboard
        </SiteLink>
      ) : null}
      <Form method="post" action={SIGN_OUT_PATH}>
        <button type="submit" className={buttonClasses("ghost", "px-3 py-1.5")}>
          Sign Out
        </button>
      </Form>
    </div>
  );
}
