import { readdirSync, readFileSync } from 'node:fs';

// A build is npm, a shell, tsx and Node under one another: stopping only the first would leave the
// others building on (and holding memory) after the publication gave up on them. Linux's /proc
// says who is whose child.

/** the process and everything below it, parents before their children */
function treeOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // "pid (name) state ppid …": the name may hold spaces and brackets, so read after the last ')'
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]!) ?? []));
  return tree;
}

/** SIGKILL to the process and all its descendants, listed first (a killed parent's children lose their link to it) */
export function killTree(root: number): void {
  for (const pid of treeOf(root)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
