/** How a plan reads in a line: its assets with their shares and its schedule, in the user's language. */
import type { TFunction } from 'i18next';
import type { AutoInvestPlanRequest } from '../../../generated/api/model/autoInvestPlanRequest.zod';

export function assetsText(plan: Pick<AutoInvestPlanRequest, 'assets'>): string {
  return plan.assets.map((a) => (plan.assets.length === 1 ? a.ticker : `${a.ticker} ${a.percent}%`)).join(', ');
}

export function scheduleText(t: TFunction, { schedule }: Pick<AutoInvestPlanRequest, 'schedule'>): string {
  return t(`schedule.${schedule.period}`, {
    time: schedule.time,
    minute: schedule.time.slice(3),
    weekday: schedule.weekday ? t(`weekdays.${schedule.weekday}`) : '',
    day: schedule.monthDay ?? '',
  });
}
