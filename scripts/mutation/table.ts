/**
 * The mutation results table of docs/log/testing-measurements.md, from Stryker's JSON reports (the
 * mutation-testing-report schema), so that the docs say what a run counted:
 *
 *   npm run mutation:table [-- report.json …]
 *
 * Default: reports/mutation/mutation.json. A focused run can keep its own report
 * (MUTATION_REPORT=reports/mutation/<name>.json, stryker.config.mjs); given several, a file that
 * more than one report holds is counted from the last one given. Prints a Markdown table, one
 * row per folder and then per file: killed, timed out, survived, not covered, and the score
 * (detected over valid mutants, as Stryker counts it: static mutants left out of a run are
 * ignored, compile and runtime errors are not valid).
 */
import fs from 'node:fs';
import path from 'node:path';

type Status =
  | 'Killed'
  | 'Timeout'
  | 'Survived'
  | 'NoCoverage'
  | 'Ignored'
  | 'CompileError'
  | 'RuntimeError'
  | 'Pending';

interface Report {
  files: Record<string, { mutants: { status: Status }[] }>;
}

interface Counts {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
}

const empty = (): Counts => ({ killed: 0, timeout: 0, survived: 0, noCoverage: 0 });

function add(into: Counts, from: Counts): void {
  into.killed += from.killed;
  into.timeout += from.timeout;
  into.survived += from.survived;
  into.noCoverage += from.noCoverage;
}

function count(statuses: Status[]): Counts {
  const counts = empty();
  for (const status of statuses) {
    if (status === 'Killed') counts.killed += 1;
    else if (status === 'Timeout') counts.timeout += 1;
    else if (status === 'Survived') counts.survived += 1;
    else if (status === 'NoCoverage') counts.noCoverage += 1;
  }
  return counts;
}

/** Detected (killed or timed out) over every valid mutant, as a percentage with one decimal. */
function score({ killed, timeout, survived, noCoverage }: Counts): string {
  const valid = killed + timeout + survived + noCoverage;
  if (valid === 0) return '—';
  return `${((100 * (killed + timeout)) / valid).toFixed(1)}%`;
}

/** Each file's counts, relative to the project root, the last report's for a file in several. */
function countFiles(reports: Report[], root: string): Map<string, Counts> {
  const files = new Map<string, Counts>();
  for (const report of reports) {
    for (const [name, file] of Object.entries(report.files)) {
      const relative = path.isAbsolute(name) ? path.relative(root, name) : name;
      files.set(relative.split(path.sep).join('/'), count(file.mutants.map((m) => m.status)));
    }
  }
  return files;
}

function table(files: Map<string, Counts>): string {
  const folders = new Map<string, Map<string, Counts>>();
  for (const [file, counts] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const folder = path.posix.dirname(file);
    const inFolder = folders.get(folder) ?? new Map<string, Counts>();
    inFolder.set(path.posix.basename(file), counts);
    folders.set(folder, inFolder);
  }
  const row = (name: string, c: Counts) =>
    `| ${name} | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.noCoverage} | ${score(c)} |`;
  const lines = [
    '| Folder, file | Killed | Timed out | Survived | No coverage | Score |',
    '| --- | --: | --: | --: | --: | --: |',
  ];
  const all = empty();
  for (const [folder, inFolder] of folders) {
    const total = empty();
    for (const counts of inFolder.values()) add(total, counts);
    add(all, total);
    lines.push(row(`**\`${folder}\`**`, total));
    if (inFolder.size > 1) {
      for (const [file, counts] of inFolder) lines.push(row(`  \`${file}\``, counts));
    } else {
      const [file] = inFolder.keys();
      lines[lines.length - 1] = row(`**\`${folder}/${file}\`**`, total);
    }
  }
  lines.push(row('All', all));
  return lines.join('\n');
}

function main(argv: string[]): void {
  const paths = argv.length > 0 ? argv : ['reports/mutation/mutation.json'];
  const reports = paths.map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Report);
  process.stdout.write(`${table(countFiles(reports, process.cwd()))}\n`);
}

main(process.argv.slice(2));
