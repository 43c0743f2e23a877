// Preloaded (`node --import`) into every process the benchmark times: at exit, appends the
// process's CPU time (user + system, all its threads, since it started) plus that of the
// children it waited for (esbuild's, for one), and its peak RSS, to $BENCH_RUSAGE as one
// JSON line. Whole-process figures, measured the same way for ours and the peers'.
import { appendFileSync, readFileSync } from "node:fs";

const file = process.env.BENCH_RUSAGE;

/** CPU milliseconds of the reaped children, from /proc (Linux; 0 elsewhere). */
function childrenMs() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 16 and 17 of stat(5) (cutime, cstime), counted from after the command name, in clock ticks.
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return 0;
  }
}

if (file) {
  process.on("exit", () => {
    const cpu = process.cpuUsage();
    const cpuMs = (cpu.user + cpu.system) / 1000 + childrenMs();
    appendFileSync(file, `${JSON.stringify({ cpuMs, rssMiB: process.resourceUsage().maxRSS / 1024 })}\n`);
  });
}
