import { redirect } from "react-router";

// The installed app's start (public/manifest.webmanifest's start_url). The service worker answers it
// with the sign the reader last read (app/service-worker/worker.ts); a browser without the worker,
// or before any sign was read, gets here and picks a sign ([app.start]).
export function loader() {
  return redirect("/signs", 302);
}
