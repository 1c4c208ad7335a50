/**
 * How many visitors, and how many referrer hosts, one client address may bring into a day's
 * figures ([analytics.address-caps]). Past them, its views still count, as views of its first
 * visitor and without a referrer: one client changing its user agent or its referrer at every
 * report stays one visitor with a few referrers. An address is a whole IPv4 address or an IPv6 /64.
 * Kept apart from the rollup so that the dashboard can say them.
 */
export const VISITORS_PER_ADDRESS = 3;
export const REFERRERS_PER_ADDRESS = 5;
