/** The 90-day clock of a privacy request, in words: "12 days left", "due today", "3 days overdue". */
export function clockText(dueAt: string, now: Date = new Date()): { text: string; overdue: boolean } {
  const days = Math.ceil((new Date(dueAt).getTime() - now.getTime()) / 86_400_000);
  if (days > 1) return { text: `${days} days left`, overdue: false };
  if (days === 1) return { text: '1 day left', overdue: false };
  if (days === 0) return { text: 'due today', overdue: false };
  return { text: `${-days} day${days === -1 ? '' : 's'} overdue`, overdue: true };
}
