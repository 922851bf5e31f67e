// The pieces of the bench's markdown report.
export const met = (ok) => (ok ? 'met' : '**not met**');
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const micros = (value) => (value === undefined ? '–' : `${value.toFixed(0)} µs`);
export const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
