// Self time by function and by file from a V8 .cpuprofile (what `node --cpu-prof` writes).

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  functions: SelfTime[];
  files: SelfTime[];
  /** time with the function anywhere on the stack (each function once per sample) */
  inclusive: SelfTime[];
}

/**
 * Sums each sample's interval into the node it landed in, optionally only samples inside a window
 * [from, to] of the profile's clock (µs); `root` shortens file URLs to paths under it.
 */
export function summarizeProfile(profile: CpuProfile, options: { window?: readonly [number, number]; root?: string } = {}): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const nameOf = (frame: CpuProfile['nodes'][number]['callFrame']) => {
    const file = shortFile(frame.url, options.root);
    // tsx puts each module on few lines: a line number only where it tells functions apart
    const where = frame.lineNumber > 0 ? `${file}:${frame.lineNumber + 1}` : file;
    return frame.url === '' ? frame.functionName || '(anonymous)' : `${frame.functionName || '(anonymous)'} ${where}`;
  };
  let total = 0;
  let clock = profile.startTime;
  for (let index = 0; index < profile.samples.length; index++) {
    clock += profile.timeDeltas[index]!;
    // a sample's time is the gap to the next one (the last sample has none: it counts nothing)
    const interval = index + 1 < profile.timeDeltas.length ? profile.timeDeltas[index + 1]! : 0;
    if (interval === 0 || (options.window && (clock < options.window[0] || clock > options.window[1]))) continue;
    const frame = byId.get(profile.samples[index]!)!.callFrame;
    const file = shortFile(frame.url, options.root);
    const name = nameOf(frame);
    const onStack = new Set<string>();
    for (let id: number | undefined = profile.samples[index]!; id !== undefined; id = parentOf.get(id)) onStack.add(nameOf(byId.get(id)!.callFrame));
    for (const caller of onStack) inclusive.set(caller, (inclusive.get(caller) ?? 0) + interval);
    byFunction.set(name, (byFunction.get(name) ?? 0) + interval);
    byFile.set(file || frame.functionName, (byFile.get(file || frame.functionName) ?? 0) + interval);
    total += interval;
  }
  const ranked = (times: Map<string, number>) =>
    [...times].map(([name, microseconds]) => ({ name, ms: microseconds / 1000, share: total === 0 ? 0 : microseconds / total })).sort((a, b) => b.ms - a.ms);
  return { totalMs: total / 1000, functions: ranked(byFunction), files: ranked(byFile), inclusive: ranked(inclusive) };
}

/** a file URL as a path under root, with node_modules packages named by their package */
export function shortFile(url: string, root?: string): string {
  let file = url.replace(/^file:\/\//, '');
  const inModules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  if (inModules) return `${inModules[1]}/${inModules[2]}`;
  if (root !== undefined && file.startsWith(`${root}/`)) file = file.slice(root.length + 1);
  return file;
}

/** the summary as two markdown tables */
export function formatSummary(summary: ProfileSummary, top = 15): string {
  const table = (title: string, rows: SelfTime[]) => [
    `| ${title} | ms | share |`,
    '|---|---|---|',
    ...rows.slice(0, top).map((row) => `| ${row.name} | ${row.ms.toFixed(0)} | ${(row.share * 100).toFixed(1)} % |`),
  ];
  return [
    `samples in the window: ${summary.totalMs.toFixed(0)} ms`,
    '',
    ...table('function', summary.functions),
    '',
    ...table('file', summary.files),
    '',
    ...table('function (inclusive)', summary.inclusive),
  ].join('\n');
}
