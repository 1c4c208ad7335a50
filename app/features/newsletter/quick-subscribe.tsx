import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from "react";
import { toast } from "#app/lib/toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { inputClasses } from "#app/components/ui/field.tsx";
import { FORM_TIMINGS_MS, isQuickEmail, QUICK_FORM_TEXTS } from "./form-rules";
import { dropExpiredSubscriberToken } from "./session-keys";
import { postSubscription, type SubscribeTracker } from "./subscribe-request";

type Phase = "idle" | "submitting" | "success" | "error";

// The dialog code is only needed once someone on a small screen taps the button.
const Modal = lazy(() => import("#app/components/ui/modal.tsx").then((module) => ({ default: module.Modal })));

/**
 * The shell's quick-subscribe strip: an inline email form on wide screens, a button opening a
 * modal below 768px ([newsletter.quick-form]).
 */
export function QuickSubscribe({ readers, track }: { readers?: string; track?: SubscribeTracker } = {}) {
  const [modalOpen, setModalOpen] = useState(false);
  useEffect(() => dropExpiredSubscriberToken(sessionStorage), []);
  return (
    <section aria-label="Newsletter" className="border-t border-border bg-surface-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-semibold">Your horoscope by email, free. Confirm once, leave any time.</p>
          {/* How many have joined ([newsletter.join-readers]), from the shell's data. */}
          {readers ? (
            <p className="text-sm text-muted" data-testid="join-readers">
              {readers}
            </p>
          ) : null}
        </div>
        <div className="hidden md:block">
          <QuickForm source="quick-subscribe" track={track} />
        </div>
        <Button className="md:hidden" onClick={() => setModalOpen(true)}>
          Get your daily horoscope
        </Button>
      </div>
      {modalOpen ? (
        <Suspense fallback={null}>
          <Modal
            open={modalOpen}
            onOpenChange={setModalOpen}
            title="Your horoscope by email"
            description="Enter your email and we will send one confirmation link."
          >
            <QuickForm
              source="mobile-modal-subscribe"
              track={track}
              onSubscribed={() => setTimeout(() => setModalOpen(false), FORM_TIMINGS_MS.modalAutoClose)}
            />
          </Modal>
        </Suspense>
      ) : null}
    </section>
  );
}

function QuickForm({
  source,
  onSubscribed,
  track,
}: {
  source: "quick-subscribe" | "mobile-modal-subscribe";
  onSubscribed?: () => void;
  track?: SubscribeTracker;
}) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [phase, setPhase] = useState<Phase>("idle");

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isQuickEmail(email)) {
      setPhase("error");
      toast.error(QUICK_FORM_TEXTS.invalidEmail);
      return;
    }
    setPhase("submitting");
    const answer = await postSubscription({ email: email.trim(), zodiacSign: "unknown", tags: [source], source }, track);
    if (!answer.ok) {
      setPhase("error");
      toast.error(QUICK_FORM_TEXTS.failureToast.title, { description: QUICK_FORM_TEXTS.failureToast.description });
      return;
    }
    setPhase("success");
    toast.success(QUICK_FORM_TEXTS.successToast, { duration: FORM_TIMINGS_MS.successToast });
    onSubscribed?.();
  }

  if (phase === "success") {
    return (
      <div role="status" className="flex flex-wrap items-center gap-3">
        <p className="font-medium">
          {source === "mobile-modal-subscribe"
            ? "Welcome to Cosmic Daily! Check your inbox to confirm."
            : "Thank you! Check your inbox to confirm."}
        </p>
        {source === "quick-subscribe" ? (
          <Button
            variant="secondary"
            onClick={() => {
              setEmail("");
              setPhase("idle");
            }}
          >
            {QUICK_FORM_TEXTS.subscribeAnother}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex gap-2" aria-label={source === "quick-subscribe" ? "Quick subscribe" : "Subscribe"}>
      <label htmlFor={`${id}-email`} className="sr-only">
        Email address
      </label>
      <input
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        aria-invalid={phase === "error" ? true : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          if (phase === "error") setPhase("idle");
        }}
        className={`${inputClasses} md:w-72`}
      />
      <input type="text" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
      <Button type="submit" disabled={phase === "submitting"}>
        {phase === "submitting" ? "Subscribing..." : "Subscribe"}
      </Button>
    </form>
  );
}
