/**
 * The push services browsers subscribe through, by the host of the endpoint they hand out:
 * Chrome, Edge, Opera and Samsung Internet through Firebase Cloud Messaging, Firefox through
 * Mozilla's autopush, Safari through Apple's web push service, and Edge on Windows through the
 * Windows Notification Service (its hosts are numbered per region: wns2-par02p.notify.windows.com).
 */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"] as const;
const PUSH_SERVICE_HOST_SUFFIXES = [".push.apple.com", ".notify.windows.com"] as const;

/** The longest endpoint kept: the services' own run from about 150 (FCM) to 500 characters (WNS). */
export const ENDPOINT_MAX_LENGTH = 1024;

export const ENDPOINT_MESSAGES = {
  invalid: "The subscription's endpoint must be an https:// address.",
  tooLong: `The subscription's endpoint must be at most ${ENDPOINT_MAX_LENGTH} characters.`,
  unknownService: "The subscription's endpoint is not on a push service this site sends to.",
} as const;

/**
 * Why the server must not POST to this endpoint, or undefined when it may ([push.endpoints]). The
 * server sends to whatever address a visitor's subscription names, so only the known push services
 * are accepted (https, their own hosts, the default port, no user name), plus the origins the
 * operator listed in PUSH_SERVICE_ORIGINS: never the site's own network, a metadata address or any
 * other host a visitor would like the server to call.
 */
export function endpointProblem(endpoint: string, extraOrigins: readonly string[]): string | undefined {
  if (endpoint.length > ENDPOINT_MAX_LENGTH) return ENDPOINT_MESSAGES.tooLong;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return ENDPOINT_MESSAGES.invalid;
  }
  if (url.username || url.password) return ENDPOINT_MESSAGES.unknownService;
  if (extraOrigins.includes(url.origin)) return undefined;
  if (url.protocol !== "https:") return ENDPOINT_MESSAGES.invalid;
  if (url.port !== "") return ENDPOINT_MESSAGES.unknownService;
  const host = url.hostname.toLowerCase();
  const known =
    PUSH_SERVICE_HOSTS.some((name) => host === name) ||
    PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
  return known ? undefined : ENDPOINT_MESSAGES.unknownService;
}
