/** 'Usually replies within 2 hours' from the computed median minutes; '' when there is none. */
export function formatResponseTime(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '';
  const m = Math.max(1, Math.round(minutes));
  if (m < 60) return `Within ${m} ${m === 1 ? 'minute' : 'minutes'}`;
  const h = Math.round(m / 60);
  if (h < 48) return `Within ${h} ${h === 1 ? 'hour' : 'hours'}`;
  const d = Math.round(h / 24);
  return `Within ${d} days`;
}
