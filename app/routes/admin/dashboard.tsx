import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/seo";
import { CardList } from "~/components/ui/card-list";

export const meta = pageMeta({
  title: "Admin Dashboard",
  description: "The Cosmic Daily admin dashboard: site settings and ad mode, blog posts, newsletter subscribers, ads and their metrics.",
  noindex: true,
});

const AREAS = [
  { title: "Site settings", text: "Choose how ads appear (off, internal, Google auto ads or hybrid) and set the publisher id." },
  { title: "Blog posts", text: "Write, preview, edit and remove articles; edits survive restarts and are never overwritten by the bundled files." },
  { title: "Newsletter", text: "See verified subscribers, their signs and chosen editions, and the mail waiting in the outbox." },
  { title: "Ads and metrics", text: "Manage the site's own ad slots and read impressions and clicks per slot and page type." },
] as const;

export default function AdminDashboardPage() {
  return (
    <section>
      <PageHeader title="Admin Dashboard" eyebrow="Administration">
        <p>
          The control room of Cosmic Daily. Everything here requires an administrator account:{" "}
          <Link to="/auth" className="text-link underline">sign in</Link> with the account that registered first, or one
          an administrator has promoted.
        </p>
      </PageHeader>
      <CardList items={AREAS} />
    </section>
  );
}
