/**
 * Ads are not shown or logged on development and preview hosts ([ads.hosts]): localhost and its
 * subdomains, bare IP addresses, and the names development tools hand out. A site started with
 * ADS_ON_LOCAL_HOSTS=1 shows them anyway, so its own tests can see them on 127.0.0.1.
 */
const DEV_TOOL_SUFFIXES = [
  ".localhost",
  ".local",
  ".test",
  ".internal",
  ".ngrok.io",
  ".ngrok-free.app",
  ".trycloudflare.com",
  ".gitpod.io",
  ".github.dev",
  ".csb.app",
  ".stackblitz.io",
  ".webcontainer.io",
];

export function isDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || host === "") return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(":")) return true;
  return DEV_TOOL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
