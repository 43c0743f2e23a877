/** The diff report formats, as plain data: `--format` choices and `--help` name them without loading a renderer. */
export const reportFormats = ["md", "json", "html", "github"] as const;
export type ReportFormat = (typeof reportFormats)[number];
