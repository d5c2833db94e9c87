// The colour that marks a person in presence (their avatar, their row marks): the same on
// every screen and every tab, chosen by user id. Each carries white initials at 4.5:1 or more
// (WCAG 1.4.3), and no two neighbours in the list are of one hue.
export const PRESENCE_COLORS = [
  '#0c7489',
  '#b02525',
  '#5f3dc4',
  '#237032',
  '#a61e4d',
  '#364fc7',
  '#8f5300',
  '#862e9c',
  '#a33608',
  '#495057',
] as const;

export function presenceColor(userId: number): string {
  return PRESENCE_COLORS[Math.abs(userId) % PRESENCE_COLORS.length]!;
}
