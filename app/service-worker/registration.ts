/**
 * Registers the service worker (/sw.js, ADR 052) once the page has loaded and the browser has a
 * moment to spare, as the shell's other work that no reader waits for does (lib/idle.ts). An
 * inline script in the document, like the theme's: it costs the page's JavaScript nothing, and a
 * browser without service workers, or one refusing it, simply goes on without.
 */
export const SERVICE_WORKER_REGISTRATION = `if("serviceWorker"in navigator)addEventListener("load",function(){(window.requestIdleCallback||setTimeout)(function(){navigator.serviceWorker.register("/sw.js").catch(function(){})},{timeout:1e3})})`;
