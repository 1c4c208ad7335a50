import { Link } from "react-router";
import { pageMeta } from "~/lib/seo";

export const meta = pageMeta({
  title: "Sign In",
  description: "Sign in to the Cosmic Daily admin dashboard. Readers need no account to read horoscopes or subscribe to the newsletter.",
  noindex: true,
});

export default function AuthPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 rounded-2xl border border-border bg-surface p-8 shadow-sm">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-semibold">Welcome</h1>
        <p className="text-muted">Sign in to access the admin dashboard</p>
      </header>
      <p>
        Accounts are for the people who run Cosmic Daily: they edit the blog, choose how ads appear and look after the
        newsletter. Readers never need one: every horoscope is free to read, and the newsletter only asks for an email
        address on the <Link to="/subscribe" className="text-link underline">subscribe page</Link>.
      </p>
      <p className="text-sm text-muted">
        The first person to register on a new installation becomes its administrator; later accounts start as ordinary
        users.
      </p>
    </div>
  );
}
