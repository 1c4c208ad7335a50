import { useId, useState, type FormEvent } from "react";
import { toast } from "#app/lib/toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputClasses } from "#app/components/ui/field.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { firstUnlockProblem, FULL_FORM_TEXTS, UNLOCK_FORM_TEXTS, type UnlockFormInput } from "./form-rules";
import { postSubscription, type SubscribeTracker } from "./subscribe-request";

/**
 * What the modal says once the form went through, beside the same-answer message: nothing unlocks
 * until a mailed link is spent. Kept here, in the modal's own lazily loaded file, not with the
 * forms' rules that every page loads.
 */
export const UNLOCK_SENT_TEXTS = {
  confirmToUnlock:
    "Open the link we just emailed you to unlock every section. It works on any device, and this page unlocks as soon as you come back to it.",
  close: "Got it",
} as const;

type SignOption = { slug: string; name: string; symbol: string };

/**
 * The email gate's modal ([newsletter.unlock-form], [gating.unlock-flow]): subscribing mails a
 * link, and the modal then says so; nothing unlocks until that link is spent
 * ([session.unlocks-when-confirmed]). The caller watches for the session's confirmation.
 */
export function UnlockModal({
  open,
  onOpenChange,
  signs,
  defaultSign,
  onSubscribed,
  readers,
  track,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signs: readonly SignOption[];
  defaultSign?: string;
  /** The subscription went through: a session now waits for its link. */
  onSubscribed: () => void;
  /** How many have joined, in the words of [newsletter.join-readers]. */
  readers?: string;
  /** The analytics tracker, for the subscription funnel's events. */
  track?: SubscribeTracker;
}) {
  const id = useId();
  const [values, setValues] = useState<UnlockFormInput>({ email: "", name: "", zodiacSign: defaultSign ?? "" });
  const [busy, setBusy] = useState(false);
  // The server's answer, the same for every address ([newsletter.same-answer]), once subscribed.
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = firstUnlockProblem(values);
    if (problem) {
      toast.error(UNLOCK_FORM_TEXTS.invalidInputToast, { description: problem });
      return;
    }
    setBusy(true);
    const answer = await postSubscription(
      {
        email: values.email.trim().toLowerCase(),
        name: values.name.trim() || undefined,
        zodiacSign: values.zodiacSign || undefined,
        tags: ["daily", "special"],
        source: "unlock-modal",
      },
      track,
    );
    setBusy(false);
    if (!answer.ok) {
      toast.error(UNLOCK_FORM_TEXTS.failureToast, { description: answer.message ?? UNLOCK_FORM_TEXTS.failureFallback });
      return;
    }
    // Reported before anything can close the modal: a close after a subscription is not a dismissal.
    onSubscribed();
    setSent(answer.message || FULL_FORM_TEXTS.success);
  }

  if (sent !== null) {
    return (
      <Modal open={open} onOpenChange={onOpenChange} title="Unlock the full reading" description={UNLOCK_SENT_TEXTS.confirmToUnlock}>
        <div role="status" className="flex flex-col items-start gap-4">
          <p className="text-lg font-semibold">{sent}</p>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {UNLOCK_SENT_TEXTS.close}
          </Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Unlock the full reading"
      description="Subscribe with your email to read every section. We send one confirmation link."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {readers ? (
          <p className="text-sm font-semibold" data-testid="join-readers">
            {readers}
          </p>
        ) : null}
        <Field id={`${id}-email`} label="Email">
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="email"
            maxLength={320}
            value={values.email}
            onChange={(e) => setValues({ ...values, email: e.target.value })}
            className={inputClasses}
          />
        </Field>
        <Field id={`${id}-sign`} label="Zodiac sign (optional)">
          <select
            id={`${id}-sign`}
            value={values.zodiacSign}
            onChange={(e) => setValues({ ...values, zodiacSign: e.target.value })}
            className={inputClasses}
          >
            <option value="">Choose later</option>
            {signs.map((sign) => (
              <option key={sign.slug} value={sign.slug}>
                {sign.symbol} {sign.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-name`} label="Name (optional)">
          <input
            id={`${id}-name`}
            autoComplete="given-name"
            value={values.name}
            onChange={(e) => setValues({ ...values, name: e.target.value })}
            className={inputClasses}
          />
        </Field>
        <input type="text" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
        <Button type="submit" disabled={busy}>
          {busy ? "Unlocking..." : "Unlock with email"}
        </Button>
      </form>
    </Modal>
  );
}
