import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { LOCKED_TEXTS, LockedSection, snoozeKey } from "./locked-section";

test("[gating.locked-section] a locked section shows its teaser, the lock, Unlock and Maybe later, in a labelled region", () => {
  const html = renderToString(<LockedSection section="love" title="Love" teaser="The first words…" onUnlock={() => {}} />).replace(
    /<!-- -->/g,
    "",
  );
  expect(html).toMatch(/<section aria-labelledby="locked-love-title"/);
  expect(html).toContain('id="locked-love-title"');
  expect(html).toContain("The first words…");
  expect(html).toContain("Locked");
  expect(html).toContain(`>${LOCKED_TEXTS.unlock}</button>`.slice(1));
  expect(html).toContain(LOCKED_TEXTS.later);
  // Before the session's snooze is read (after hydration), the continue button is not shown.
  expect(html).not.toContain(LOCKED_TEXTS.continue);
  expect(snoozeKey("love")).toBe("teaser_snoozed_love");
});

test("[gating.locked-section] the buttons read 'Unlock', 'Maybe later' and 'Continue reading without email'", () => {
  expect(LOCKED_TEXTS).toMatchObject({ unlock: "Unlock", later: "Maybe later", continue: "Continue reading without email" });
});
