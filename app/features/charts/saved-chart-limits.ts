/** How many charts a reader may keep, and how long a chart's name and birthplace may be ([charts.saved]). */
export const SAVED_CHART_LIMIT = 50;
export const SAVED_CHART_NAME_MAX = 60;
export const SAVED_CHART_PLACE_MAX = 160;
