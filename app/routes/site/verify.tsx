import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = pageMeta({
  title: "Confirm Your Subscription",
  description: "Confirm your Cosmic Daily newsletter subscription from the link in your confirmation email, or ask for a fresh link.",
  noindex: true,
});

export default function VerifyPage() {
  return (
    <article className="prose-cosmic">
      <PageHeader title="Confirm Your Subscription" eyebrow="Newsletter">
        <p>This is where the link in your confirmation email brings you to finish subscribing.</p>
      </PageHeader>
      <p>
        We use double opt-in: an address joins the list only after its owner confirms it. Opening this page alone
        confirms nothing, so a mail scanner that follows links cannot subscribe anyone by accident; you confirm with a
        button press.
      </p>
      <h2>If your link has expired</h2>
      <p>
        Confirmation links work once and expire after a while. If yours no longer works, simply{" "}
        <Link to="/subscribe">subscribe again</Link> with the same address and we will send a fresh link. Nothing is
        duplicated: the same address is only ever on the list once.
      </p>
    </article>
  );
}
