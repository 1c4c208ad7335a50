import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Field, fieldAria, inputClasses } from "#app/components/ui/field.tsx";
import { PasswordInput } from "#app/components/ui/password-input.tsx";
import { signInWithPassword, signUpWithPassword } from "#app/features/accounts/credentials.server.ts";
import { AUTH_MESSAGES } from "#app/features/accounts/messages.ts";
import { validateSignIn, validateSignUpForm, type FieldErrors } from "#app/features/accounts/validation.ts";
import { loadViewer } from "#app/features/accounts/viewer.server.ts";
import { flashCookie } from "#app/lib/flash.ts";
import { safeReturnPath } from "#app/lib/return-path.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/index";
import { readForm } from "#app/lib/request-input.server.ts";

// No ad on this page: it is a reader's own business here ([ads.placements]).
export const handle = { ads: false };

export const meta = pageMeta({
  title: "Sign In",
  description: "Sign in to the Cosmic Daily admin dashboard. Readers need no account to read horoscopes or subscribe to the newsletter.",
  noindex: true,
});

type Tab = "sign-in" | "sign-up";
type ActionResult = { intent: Tab; ok: boolean; message: string; fieldErrors?: FieldErrors; email?: string };

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const redirectTo = safeReturnPath(url.searchParams.get("redirectTo") ?? cameFrom(request, url));
  // Someone already signed in has nothing to do here: back to where they came from.
  if (await loadViewer(context, request)) throw redirect(redirectTo);
  return { redirectTo };
}

/** The same-site page that linked here, when the browser says so and it is not /auth itself. */
function cameFrom(request: Request, url: URL): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.origin !== url.origin || from.pathname.startsWith("/auth")) return null;
    return `${from.pathname}${from.search}`;
  } catch {
    return null;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await readForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent: Tab = text("intent") === "sign-up" ? "sign-up" : "sign-in";
  const caller = { headers: request.headers, clientIp: context.clientIp, logger: context.logger };

  if (intent === "sign-in") {
    const outcome = await signInWithPassword(
      context.auth,
      context.attemptLimits,
      { email: text("email"), password: text("password") },
      caller,
    );
    if (outcome.ok) {
      const headers = new Headers();
      for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
      headers.append("Set-Cookie", flashCookie({ type: "success", text: outcome.message }, context.env.siteUrl.startsWith("https:")));
      throw redirect(safeReturnPath(text("redirectTo")), { headers });
    }
    return data<ActionResult>(
      { intent, ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors, email: text("email") },
      { status: outcome.status },
    );
  }

  // The form's own rules come first, as in the browser, for visitors without scripts.
  const formErrors = validateSignUpForm({ email: text("email"), password: text("password"), confirmPassword: text("confirmPassword") });
  const formError = formErrors.email ?? formErrors.password ?? formErrors.confirmPassword;
  if (formError) return data<ActionResult>({ intent, ok: false, message: formError, fieldErrors: formErrors }, { status: 400 });
  const outcome = await signUpWithPassword(
    context.auth,
    context.db,
    context.attemptLimits,
    { name: text("fullName"), email: text("email"), password: text("password") },
    caller,
  );
  if (outcome.ok) return data<ActionResult>({ intent, ok: true, message: outcome.message, email: text("email").trim().toLowerCase() });
  return data<ActionResult>({ intent, ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors }, { status: outcome.status });
}

export default function AuthPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [tab, setTab] = useState<Tab>(result?.intent ?? "sign-in");
  const [signInErrors, setSignInErrors] = useState<FieldErrors>({});
  const [signUpErrors, setSignUpErrors] = useState<FieldErrors>({});
  const announced = useRef<unknown>(null);

  // Each answer of the server is told once: a toast, and its field errors beside the fields.
  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    if (result.ok) {
      toast.success(result.message);
      setTab("sign-in");
      return;
    }
    toast.error(result.message);
    if (result.intent === "sign-in") setSignInErrors(result.fieldErrors ?? {});
    else setSignUpErrors(result.fieldErrors ?? {});
  }, [result]);

  const signedUpEmail = result?.ok && result.intent === "sign-up" ? result.email : undefined;

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-semibold">Welcome</h1>
        <p className="text-muted">Sign in to access the admin dashboard</p>
      </header>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="flex flex-col gap-6">
        <Tabs.List aria-label="Sign in or sign up" className="grid grid-cols-2 gap-1 rounded-lg bg-surface-muted p-1">
          {(["sign-in", "sign-up"] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="rounded-md px-3 py-2 text-sm font-semibold text-muted data-[state=active]:bg-background data-[state=active]:text-foreground"
            >
              {value === "sign-in" ? "Sign In" : "Sign Up"}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="sign-in">
          {signedUpEmail ? (
            <p role="status" className="mb-4 rounded-lg border border-border bg-surface-muted p-3 text-sm">
              {AUTH_MESSAGES.accountCreated}
            </p>
          ) : null}
          <SignInForm
            redirectTo={redirectTo}
            errors={signInErrors}
            onErrors={setSignInErrors}
            defaultEmail={signedUpEmail ?? (result?.intent === "sign-in" ? result.email : undefined)}
          />
        </Tabs.Content>
        <Tabs.Content value="sign-up">
          <SignUpForm errors={signUpErrors} onErrors={setSignUpErrors} />
        </Tabs.Content>
      </Tabs.Root>
      <p className="text-center text-sm text-muted">Readers never need an account: every horoscope is free to read.</p>
    </div>
  );
}

function useSubmitting(intent: Tab) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** Checks the form in the browser first; with errors the request is not sent. */
function checkBeforeSubmit(event: FormEvent<HTMLFormElement>, check: (form: FormData) => FieldErrors, onErrors: (e: FieldErrors) => void) {
  const errors = check(new FormData(event.currentTarget));
  onErrors(errors);
  if (Object.keys(errors).length > 0) event.preventDefault();
}

const textOf = (form: FormData, name: string) => String(form.get(name) ?? "");

function SignInForm({
  redirectTo,
  errors,
  onErrors,
  defaultEmail,
}: {
  redirectTo: string;
  errors: FieldErrors;
  onErrors: (errors: FieldErrors) => void;
  defaultEmail?: string;
}) {
  const submitting = useSubmitting("sign-in");
  return (
    <Form
      method="post"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) =>
        checkBeforeSubmit(event, (form) => validateSignIn({ email: textOf(form, "email"), password: textOf(form, "password") }), onErrors)
      }
    >
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field id="sign-in-email" label="Email" error={errors.email}>
        <input
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={defaultEmail}
          className={inputClasses}
          {...fieldAria("sign-in-email", errors.email)}
        />
      </Field>
      <Field id="sign-in-password" label="Password" error={errors.password}>
        <PasswordInput
          id="sign-in-password"
          name="password"
          autoComplete="current-password"
          required
          className={inputClasses}
          {...fieldAria("sign-in-password", errors.password)}
        />
      </Field>
      <button type="submit" className={buttonClasses("primary", "w-full")} disabled={submitting}>
        {submitting ? AUTH_MESSAGES.signingIn : "Sign In"}
      </button>
    </Form>
  );
}

function SignUpForm({ errors, onErrors }: { errors: FieldErrors; onErrors: (errors: FieldErrors) => void }) {
  const submitting = useSubmitting("sign-up");
  return (
    <Form
      method="post"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) =>
        checkBeforeSubmit(
          event,
          (form) =>
            validateSignUpForm({
              email: textOf(form, "email"),
              password: textOf(form, "password"),
              confirmPassword: textOf(form, "confirmPassword"),
            }),
          onErrors,
        )
      }
    >
      <input type="hidden" name="intent" value="sign-up" />
      <Field id="sign-up-name" label="Full name (optional)">
        <input id="sign-up-name" name="fullName" type="text" autoComplete="name" maxLength={200} className={inputClasses} />
      </Field>
      <Field id="sign-up-email" label="Email" error={errors.email}>
        <input
          id="sign-up-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          className={inputClasses}
          {...fieldAria("sign-up-email", errors.email)}
        />
      </Field>
      <Field id="sign-up-password" label="Password" error={errors.password} hint="At least 6 characters.">
        <PasswordInput
          id="sign-up-password"
          name="password"
          autoComplete="new-password"
          required
          className={inputClasses}
          {...fieldAria("sign-up-password", errors.password, true)}
        />
      </Field>
      <Field id="sign-up-confirm" label="Confirm password" error={errors.confirmPassword}>
        <input
          id="sign-up-confirm"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          className={inputClasses}
          {...fieldAria("sign-up-confirm", errors.confirmPassword)}
        />
      </Field>
      <p className="rounded-lg bg-surface-muted p-3 text-sm text-muted">{AUTH_MESSAGES.firstUserBecomesAdmin}</p>
      <button type="submit" className={buttonClasses("primary", "w-full")} disabled={submitting}>
        {submitting ? "Creating account..." : "Sign Up"}
      </button>
    </Form>
  );
}
