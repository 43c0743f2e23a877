/** Go text laid out as gofmt lays it out, so `gofmt -l` finds nothing to change. */

export /** Struct lines as gofmt aligns them: name, type and tag columns per run of lines with no comment between. */
function structBody(rows: { comment: string; cells: [string, string, string] }[]): string {
  const out: string[] = [];
  let section: { comment: string; cells: [string, string, string] }[] = [];
  const flush = () => {
    const w0 = Math.max(...section.map((s) => s.cells[0].length));
    const w1 = Math.max(...section.map((s) => s.cells[1].length));
    for (const s of section) out.push(`\t${s.cells[0].padEnd(w0)} ${s.cells[1].padEnd(w1)} ${s.cells[2]}`);
    section = [];
  };
  for (const row of rows) {
    if (row.comment) {
      if (section.length > 0) flush();
      out.push(row.comment);
    }
    section.push(row);
  }
  if (section.length > 0) flush();
  return out.join("\n");
}
