/** A local date as the day inputs hand it on, 'yyyy-mm-dd'. */
export const dayText = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Local midnight of a 'yyyy-mm-dd' day (plus `addDays`), in epoch seconds. */
export const midnight = (day: string, addDays = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return Math.floor(new Date(y, m - 1, d + addDays).getTime() / 1000);
};
