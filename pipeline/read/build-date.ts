// The day a build publishes for: a news item dated after it waits for a later build (load-news.ts).
// BUILD_DATE=YYYY-MM-DD fixes it (tests, a build made ahead of time); otherwise it is today in the
// clinic's time zone, so an item dated today is on the site from the clinic's midnight.
import { isoDateSchema } from '../../common/schema/content-items.ts';

/** Искитим, Новосибирская область */
const CLINIC_TIME_ZONE = 'Asia/Novosibirsk';

/** why BUILD_DATE cannot be used, if it is set and cannot */
export function buildDateProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fixed = env.BUILD_DATE;
  if (fixed === undefined || fixed === '') return undefined;
  return isoDateSchema.safeParse(fixed).success ? undefined : fixed;
}

/** the build's day as YYYY-MM-DD; throws on a BUILD_DATE that is not a calendar date (the CLI says so first) */
export function buildDate(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const problem = buildDateProblem(env);
  if (problem !== undefined) throw new Error(`BUILD_DATE=${problem}: expected a calendar date as YYYY-MM-DD`);
  const fixed = env.BUILD_DATE;
  if (fixed !== undefined && fixed !== '') return fixed;
  return new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
