/**
 * The challengers' colours and dashes on the chart: distinct in hue and
 * lightness, each at least 3:1 against the white card, and a different
 * dash each, so colour never tells them apart alone (the legend names
 * them too).
 */
const STYLES = [
  { color: '#2f5d8a', dash: undefined },
  { color: '#b25000', dash: '6 3' },
  { color: '#1b6e45', dash: '2 3' },
] as const

export function challengerStyle(index: number): { color: string; dash: string | undefined } {
  return STYLES[index % STYLES.length]
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A YYYY-MM-DD day as "Mar 5" (the series' days are the server's calendar days). */
export function shortDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return day
  return `${MONTHS[Number(match[2]) - 1]} ${Number(match[3])}`
}

/** A YYYY-MM-DD day as "Mar 5, 2026". */
export function longDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return day
  return `${shortDay(day)}, ${match[1]}`
}
