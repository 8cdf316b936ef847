// `tsx bench/profile/summarize-profile.ts PROFILE.cpuprofile [from to]`: self time by function
// (top 15) and by file, inside the window profile-build.ts printed.
import { readFileSync } from 'node:fs';
import { formatSummary, summarizeProfile, type CpuProfile } from './cpu-profile.ts';

const [file, from, to] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: summarize-profile.ts PROFILE.cpuprofile [from to]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const window = from !== undefined && to !== undefined ? ([Number(from), Number(to)] as const) : undefined;
process.stdout.write(`${formatSummary(summarizeProfile(profile, { root: process.cwd(), ...(window ? { window } : {}) }))}\n`);
