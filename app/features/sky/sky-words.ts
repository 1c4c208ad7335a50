/** "82% lit", to the whole percent, as the home page's sky line rounds it. */
export function percentLit(illumination: number): string {
  return `${Math.round(illumination)}% lit`;
}
