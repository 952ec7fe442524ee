/**
 * The whole percent of a goal reached, as the server counts a pledge's (pledges' `percent`):
 * rounded down, so a campaign shows 100% only once the goal is met, and the campaign card and the
 * pledges under it never read one number two ways.
 */
export function percentReached(value: number, goal: number): number {
  return goal > 0 && value > 0 ? Math.floor((value * 100) / goal) : 0
}
